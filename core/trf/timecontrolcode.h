// SPDX-License-Identifier: GPL-3.0-or-later
// The encoded time control of TRF-2026 (record 222): periods separated by ':', each "S" or
// "S+I" (S seconds for the period, I seconds added per move) with "M/" before it when the period
// ends after M moves; "W...-B..." when the colours differ (an Armageddon game). 90 minutes and
// 30 seconds a move is "5400+30"; 40 moves in 100 minutes, then 15 minutes, 30 seconds a move
// from move 1, is "40/6000+30:900+30".
#pragma once

#include "players/ratingmethod.h"

#include <QList>
#include <QString>

#include <optional>

namespace arb {

struct TimePeriod
{
    int moves = 0; //!< the moves of the period; 0 for the rest of the game
    int seconds = 0; //!< the time of the period
    int increment = 0; //!< seconds added for each move of the period
    bool operator==(const TimePeriod &) const = default;
};

struct EncodedTimeControl
{
    QList<TimePeriod> white; //!< white's periods, or both players' when black is empty
    QList<TimePeriod> black; //!< black's periods when they differ (W...-B...)

    //! Returns the 222 code: "5400+30", "40/6000+30:900+30", "W300-B240".
    QString code() const;
    //! Returns the control in words: "40 moves in 100 min + 30 s per move, then 15 min for the
    //! rest of the game + 30 s per move", in the user's language or, \a english, as a TRF record
    //! writes it.
    QString description(bool english = false) const;
    //! Returns the minutes a player has for a game of 60 moves, the measure of the Laws of Chess
    //! (Appendices A.1 and B.1) and of the FIDE Rating Regulations (1.1); the slower colour's.
    double minutesFor60Moves() const;
    //! Returns the kind of play the Laws of Chess make of it: blitz at 10 minutes or less for 60
    //! moves (B.1), rapid under 60 (A.1), else standard.
    RatingType kind() const;
    bool operator==(const EncodedTimeControl &) const = default;
};

//! Reads a 222 code; on failure returns nothing and sets \a error to what is wrong, naming the
//! place ("period 2: ...").
std::optional<EncodedTimeControl> parseTimeControlCode(
    const QString &code, QString *error = nullptr);

} // namespace arb
