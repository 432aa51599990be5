// SPDX-License-Identifier: GPL-3.0-or-later
#include "fixed.h"

namespace arb {

std::optional<Fixed> Fixed::parse(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool negative = false;
    qsizetype i = 0;
    if (text[0] == u'-' || text[0] == u'+') {
        negative = text[0] == u'-';
        ++i;
    }
    qint64 whole = 0;
    qint64 frac = 0;
    qint64 fracScale = Scale;
    bool sawDigit = false;
    bool inFraction = false;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'.' || c == u',') {
            if (inFraction)
                return std::nullopt;
            inFraction = true;
            continue;
        }
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
        sawDigit = true;
        const int d = c.unicode() - '0';
        if (!inFraction) {
            whole = whole * 10 + d;
            if (whole > 100000000000LL)
                return std::nullopt;
        } else {
            fracScale /= 10;
            if (fracScale == 0) {
                if (d != 0)
                    return std::nullopt; // more precision than we can hold exactly
                fracScale = 0;
                continue;
            }
            frac += d * fracScale;
        }
    }
    if (!sawDigit)
        return std::nullopt;
    const qint64 raw = whole * Scale + frac;
    return fromRaw(negative ? -raw : raw);
}

QString Fixed::toString() const
{
    const qint64 a = m_raw < 0 ? -m_raw : m_raw;
    QString s = QString::number(a / Scale);
    qint64 frac = a % Scale;
    if (frac != 0) {
        QString digits = QString::number(frac).rightJustified(4, u'0');
        while (digits.endsWith(u'0'))
            digits.chop(1);
        s += u'.' + digits;
    }
    if (m_raw < 0)
        s.prepend(u'-');
    return s;
}

qint64 Fixed::roundToInt() const
{
    const qint64 a = m_raw < 0 ? -m_raw : m_raw;
    const qint64 r = (a + Scale / 2) / Scale;
    return m_raw < 0 ? -r : r;
}

Fixed Fixed::rounded(int decimals) const
{
    qint64 unit = Scale;
    for (int i = 0; i < decimals && unit > 1; ++i)
        unit /= 10;
    // Floor division so that halves go up for negative values too.
    qint64 shifted = m_raw + unit / 2;
    qint64 q = shifted / unit;
    if (shifted % unit != 0 && shifted < 0)
        --q;
    return fromRaw(q * unit);
}

Fixed Fixed::average(Fixed sum, qint64 count)
{
    Q_ASSERT(count > 0);
    // Round half up at the fourth decimal.
    qint64 num = sum.m_raw * 2 + count;
    qint64 den = count * 2;
    qint64 q = num / den;
    if (num % den != 0 && num < 0)
        --q;
    return fromRaw(q);
}

} // namespace arb
