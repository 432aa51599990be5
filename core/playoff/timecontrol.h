// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace arb {

//! The time limit of one game (C.07 Art. 3.1.6), possibly different for White and Black,
//! e.g. 2½ minutes for White and 3 minutes for Black with 2 seconds per move for both.
struct TimeControl
{
    int whiteSeconds = 180;
    int whiteIncrement = 2; //!< seconds per move from move 1
    int blackSeconds = 180;
    int blackIncrement = 2;

    //! Returns a control with the same time for both players.
    static TimeControl symmetric(int seconds, int increment);
    bool isSymmetric() const
    {
        return whiteSeconds == blackSeconds && whiteIncrement == blackIncrement;
    }
    //! Returns "3+2" (minutes+seconds), or "2.5+2/3+2" (White/Black) when asymmetric.
    QString toString() const;
    //! Parses "3+2", "3" or "2.5+2/3+2" (White/Black); minutes may have decimals ("2,5").
    static std::optional<TimeControl> parse(const QString &text, QString *error = nullptr);
    //! Returns {"white":{"seconds":150,"increment":2},"black":{...}}.
    QJsonObject toJson() const;
    //! Reads toJson()'s form; returns nothing and sets \a error for anything else.
    static std::optional<TimeControl> fromJson(const QJsonObject &o, QString *error = nullptr);
    bool operator==(const TimeControl &) const = default;
};

} // namespace arb
