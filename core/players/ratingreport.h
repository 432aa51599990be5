// SPDX-License-Identifier: GPL-3.0-or-later
// The FIDE rating of every player over the event, as the rating officer needs it: the change of
// each rated player (ratingchange.h) and the rating a previously unrated player's games give,
// as the FIDE Rating Regulations (in force from 1 March 2024) work it out:
//  - 8.2: the rating Ru of a previously unrated player: his games over the board against rated
//    opponents, and two more against hypothetical opponents rated 1800, drawn; Ra the average
//    rating of those opponents; Ru = Ra + dp, dp from table 8.1(a) on his fractional score
//    (rounded to hundredths); Ru rounded to a whole number; at most 2200.
//  - A score of zero in a player's first event is disregarded.
//  - A first rating is published once the player has 5 games against rated opponents (these may
//    come from more than one event) and Ru reaches the rating floor, 1400.
// Read from FIDE's rating regulations of 2024 as summarised on the pages the README names; the
// article numbers follow the regulations' order (8.1 tables, 8.2 unrated, 8.3 rated).
#pragma once

#include "players/ratingchange.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace arb {

//! A previously unrated player's rating from the event's games.
struct InitialRating
{
    int games = 0; //!< games over the board against rated opponents
    int scoreHalves = 0; //!< points in them, in halves
    int ra = 0; //!< the opponents' average, the two hypothetical ones included, rounded
    int dp = 0; //!< table 8.1(a) on the fractional score with the two draws
    int rating = 0; //!< Ru, rounded, at most 2200; 0 when there is none
    int uncapped = 0; //!< Ra + dp rounded, before the limit of 2200
    bool enoughGames = false; //!< 5 games against rated opponents in this event
    bool belowFloor = false; //!< Ru under 1400: no rating is published
    bool disregarded = false; //!< a score of zero
    //! What the figures mean for the player, in one sentence in the user's language.
    QString note() const;
};

//! Returns the rating \a p's games in \a t give him when he is unrated; nothing counted for a
//! rated player.
InitialRating fideInitialRating(const Tournament &t, const Player &p);

//! One line of the rating report: a rated player's change or an unrated player's rating.
struct RatingReportRow
{
    int startNo = 0;
    QString name;
    QString fideId;
    QString federation;
    int rating = 0; //!< before the event; 0 unrated
    RatingChange change; //!< a rated player's
    InitialRating initial; //!< an unrated player's
};

//! Returns a line for every player of \a t, by start number.
QList<RatingReportRow> ratingReport(const Tournament &t);

//! Returns the report as CSV for the rating officer (UTF-8, a header line, commas, quoted where
//! needed): startno, name, fide_id, federation, rating, k, games, score, expected, change,
//! initial_rating, note.
QByteArray ratingReportCsv(const QList<RatingReportRow> &rows);

//! Returns the report as text, one aligned line a player, and a closing line of what the
//! figures are.
QString ratingReportText(const QList<RatingReportRow> &rows);

} // namespace arb
