// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QHash>

#include <optional>

namespace arb {

//! The rating change of one rated player over an event, computed as the FIDE Rating Regulations
//! (in force from 1 March 2024, 8.3.1 as amended from 1 October 2025) prescribe for a rated
//! player:
//!  - 8.3.1: for each game against a rated opponent the rating difference D; for a player rated
//!    below 2650 a difference of more than 400 points counts as 400 (the 400-point rule), for a
//!    player rated 2650 or more the real difference counts (events from 1 October 2025).
//!  - 8.3.2: a) the expected score PD(D) from table 8.1.2 (core/tiebreaks/fideratingtables.h);
//!    b) ΔR = score − PD for each game; c) ΣΔR over the event; d) the change is ΣΔR × K.
//!  - 8.3.3: K is 40 for a player new to the list until 30 games are completed and for a player
//!    until the end of the year of the 18th birthday while the rating stays under 2300, 20 while
//!    the rating stays under 2400, and 10 once the published rating has reached 2400. When K × n
//!    (the games of the period) exceeds 700, K is the largest whole number with K × n ≤ 700.
//! Only games played over the board count (a forfeit or a bye is not rated, 7.1), and a rated
//! player's games against unrated opponents are not rated here. The change is not rounded:
//! 8.3.4 rounds the change of the rating period (0.5 away from zero), not of one event.
struct RatingChange
{
    int k = 0; //!< the K used (after the 700 limit); 0 when the player is unrated
    bool kGiven = false; //!< true when K was set for the player, false when derived
    int games = 0; //!< rated games counted
    int scoreHalves = 0; //!< points scored in those games, in halves
    int expectedHundredths = 0; //!< the sum of the expected scores, in hundredths
    //! Returns Σ(score − expected) in hundredths.
    int deltaHundredths() const { return scoreHalves * 50 - expectedHundredths; }
    //! Returns K × Σ(score − expected).
    double change() const { return k * deltaHundredths() / 100.0; }
    bool isRated() const { return k > 0; }
};

//! Returns the K factor of \a p in \a t: p.kFactor when set, otherwise 10 from a rating of 2400,
//! 40 up to the year of the 18th birthday (birth year known) while the rating is under 2300, and
//! 20 otherwise (a new player's K of 40 cannot be derived: set it on the player). 0 when unrated.
int fideKFactor(const Tournament &t, const Player &p, bool *given = nullptr);
//! Returns score − expected score of \a p's round \a e, in hundredths, when the game counts for
//! the rating change (played over the board, rated, a result, both players rated), else nothing.
std::optional<int> fideGameDeltaHundredths(
    const Tournament &t, const Player &p, const RoundEntry &e);
//! Returns the rating change of \a p in \a t.
RatingChange fideRatingChange(const Tournament &t, const Player &p);
//! Returns the rating change of every rated player of \a t, by start number.
QHash<int, RatingChange> fideRatingChanges(const Tournament &t);
//! Returns \a value with a sign and one decimal ("+12.4", "-3.0", "0.0").
QString ratingChangeText(double value);

} // namespace arb
