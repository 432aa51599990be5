// SPDX-License-Identifier: GPL-3.0-or-later
// FIDE title norms (Handbook B.01, the Title Regulations applied from 1 January 2024): for one
// player, whether his games make a GM, IM, WGM or WIM norm, with every requirement and its
// figures: the games that count (1.4.1, 1.4.2), the opponents' federations (1.4.3, 1.4.4) and
// titles (1.4.5), their average rating with the floor (1.4.6, 1.4.7), the performance (1.4.8,
// 1.4.9). Integer arithmetic throughout.
#pragma once

#include "fixed.h"
#include "tournament.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace arb {

enum class NormTitle : quint8 { GM, IM, WGM, WIM };

//! Returns "GM", "IM", "WGM" or "WIM".
QString normTitleName(NormTitle title);

//! Returns the title of a TRF 001 record as the norms name it: "G" and "GM" give "GM", "WM"
//! and "WIM" give "WIM"; GM, IM, WGM, WIM, FM, WFM, CM, WCM, or the text as given.
QString normTitleCode(const QString &title);
//! Returns true for a federation 1.4.3 and 1.4.4 count: a code given, FID (the FIDE flag) not.
bool isNormFederation(const QString &federation);
//! Returns the titles 1.4.5 counts at the norm's level: its own and those above it.
QStringList normLevelTitles(NormTitle title);

//! One game played over the board, as the norm sees it.
struct NormGame
{
    int round = 0;
    int opponent = 0; //!< start number
    QString name;
    QString title; //!< GM, IM, WGM, WIM, FM, WFM, CM, WCM or empty
    QString federation; //!< FID (the FIDE flag) is no federation for 1.4.3 and 1.4.4
    int rating = 0; //!< at the start of the event; 0 unrated
    Fixed score; //!< the player's result: 1, ½ or 0
};

//! A player's event as the norm sees it.
struct NormInput
{
    QString federation;
    bool woman = false; //!< WGM and WIM norms are judged for women only
    QList<NormGame> games; //!< the games played over the board, in round order
    int rounds = 0; //!< the rounds of the event
    bool roundRobin = false; //!< 1.4.1e: predetermined pairings use every round
    int unplayedWins = 0; //!< rounds won without a game (PAB, forfeit win): 1.4.1c
    bool federationsExempt = false; //!< 1.4.3a-d applied: 1.4.3 and 1.4.4 waived
    QString exemption; //!< the article of the exemption applied: "1.4.3d"
};

//! One norm judged on one set of games.
struct NormResult
{
    NormTitle title = NormTitle::GM;
    bool made = false;
    QList<int> rounds; //!< the rounds of the games counted
    QList<int> ratingsUsed; //!< per game counted: the rating 1.4.6 uses (floor, 1400 unrated)
    int games = 0; //!< the games counted
    int credited = 0; //!< games credited to the norm: 1.4.1c (8 + PAB as 9), overscore (1.4.1d), at
                      //!< most 13 (1.7)
    Fixed score;
    int ra = 0; //!< the average rating of the opponents, rounded half up (1.4.7)
    int raised = 0; //!< the opponent raised to the rating floor (1.4.6b), 0 none
    int percentage = 0; //!< the score in per cent, rounded half up (1.4.8)
    int dp = 0; //!< from table 1.4.9
    int performance = 0; //!< Ra + dp
    Fixed required; //!< the lowest score that makes the norm at this Ra on these games
    int titled = 0; //!< opponents with a title (CM and WCM excepted), 1.4.5
    int levelTitled = 0; //!< opponents with the norm's title or a higher one
    int otherFederations = 0; //!< federations other than the player's (FID excepted), 1.4.3
    int ownFederation = 0; //!< opponents of the player's federation, 1.4.4
    int largestFederation = 0; //!< opponents of the most frequent federation, 1.4.4
    bool eightAsNine = false; //!< 1.4.1c applied
    int scoreMisses = 0; //!< of the requirements missed, those of the score (1.4.8b, 1.4.8)
    QStringList met; //!< each requirement met, with its article and figures
    QStringList missed; //!< each requirement missed, with its article and figures
};

//! Returns a norm's figures in one line, in the user's language: "GM norm made: 9 games
//! (credited 9), score 6.5, Ra 2447, 72 %, Rp 2613", or "... not made: 9 games, score 6, ...".
QString normResultText(const NormResult &r);

//! Returns the dp of table 1.4.9 (the rating regulations' 8.1.1) for a score of \a percentage.
int normDp(int percentage);

//! Judges \a title on exactly the games \a games of \a in (indexes into in.games).
NormResult judgeNorm(const NormInput &in, NormTitle title, const QList<int> &games);

//! Judges \a title on the player's games: all of them, else the sets the regulations let him
//! keep (1.4.1e: in a Swiss, the games after the title result dropped; 1.4.1f: wins dropped),
//! the one with the most games first, at most six games left out. Returns the norm made on the
//! most games, else the result on all games with what it misses.
NormResult evaluateNorm(const NormInput &in, NormTitle title);

//! Returns the player's games and event up to \a afterRound (0: every round) as the norm sees
//! them: opponents' titles, federations and ratings from \a t, games played over the board only;
//! the federation requirements waived when the event exempts him (normevent.h).
NormInput normInput(const Tournament &t, int startNo, int afterRound = 0);

//! Returns the norms \a startNo made in \a t after \a afterRound: GM and IM, and WGM and WIM for
//! a woman, each with its figures; only those of a title above the one he holds (an IM is judged
//! for the GM norm alone).
QList<NormResult> playerNorms(const Tournament &t, int startNo, int afterRound = 0);

} // namespace arb
