// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <compare>
#include <optional>

namespace arb {

//! An exact decimal number with four fractional digits, used for scores and tie-break values.
//! Scores in chess are multiples of 0.5 (or 0.1, 0.25 in some systems); products of two scores
//! (Sonneborn-Berger) stay exact because the scale squared divides evenly back.
class Fixed
{
public:
    static constexpr qint64 Scale = 10000;

    constexpr Fixed() = default;
    static constexpr Fixed fromRaw(qint64 raw)
    {
        Fixed f;
        f.m_raw = raw;
        return f;
    }
    static constexpr Fixed fromInt(qint64 v) { return fromRaw(v * Scale); }
    static constexpr Fixed half() { return fromRaw(Scale / 2); }

    //! Parses "1", "0.5", "2,5", "-3.25"; returns nothing for anything else.
    static std::optional<Fixed> parse(QStringView text);

    constexpr qint64 raw() const { return m_raw; }
    constexpr bool isZero() const { return m_raw == 0; }

    //! Returns the shortest exact decimal form: "8", "28.5", "41.25".
    QString toString() const;
    double toDouble() const { return double(m_raw) / Scale; }

    //! Returns the value rounded to the nearest integer, halves away from zero.
    qint64 roundToInt() const;
    //! Returns the value rounded to \a decimals digits, halves up.
    Fixed rounded(int decimals) const;

    constexpr Fixed operator+(Fixed o) const { return fromRaw(m_raw + o.m_raw); }
    constexpr Fixed operator-(Fixed o) const { return fromRaw(m_raw - o.m_raw); }
    constexpr Fixed operator-() const { return fromRaw(-m_raw); }
    constexpr Fixed operator*(qint64 k) const { return fromRaw(m_raw * k); }
    //! Product of two values; exact while both are multiples of 0.01.
    constexpr Fixed operator*(Fixed o) const { return fromRaw(m_raw * o.m_raw / Scale); }
    Fixed &operator+=(Fixed o)
    {
        m_raw += o.m_raw;
        return *this;
    }
    Fixed &operator-=(Fixed o)
    {
        m_raw -= o.m_raw;
        return *this;
    }
    constexpr auto operator<=>(const Fixed &) const = default;

    //! Returns sum / count rounded to four decimals (halves up); count must be positive.
    static Fixed average(Fixed sum, qint64 count);

private:
    qint64 m_raw = 0;
};

} // namespace arb
