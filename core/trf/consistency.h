// SPDX-License-Identifier: GPL-3.0-or-later
// The consistency of a tournament's pairings and results as a TRF file or a database holds them:
// one analysis used by the TRF reader, arbiter-cli check and standings, and the GUI's pairings.
#pragma once

#include "tournament.h"

#include <QList>
#include <QString>

namespace arb {

//! One inconsistency: what, in which round, between which players, where in their 001 record.
struct ConsistencyFinding
{
    enum class Kind : quint8 {
        ResultWithoutOpponent, //!< a game result but no opponent
        ByeCodeAgainstGame, //!< a bye code (H F U Z) in a paired round
        UnknownOpponent, //!< the opponent has no 001 record
        AsymmetricPairing, //!< A names B, B names someone else or nobody
        ContradictingResults, //!< A's result is not the mirror of B's
        SameColour, //!< both players of a game have the same colour
        PairingByeTwice, //!< more than one pairing-allocated bye in a round (individual events)
        PointsDoNotAddUp, //!< the 001 total is not the sum of the rounds
    };
    Kind kind;
    int round = 0; //!< 1-based, 0 when the finding is not about one round
    QList<int> players; //!< start numbers; the first one's record is where it is written
    //! Column of the first player's 001 record (1-based): 92 + 10 × (round - 1) + 0 (opponent),
    //! 5 (colour) or 7 (result); 81 for the total.
    int column = 0;
    QString text; //!< translated, naming round and players
    //! true when the file cannot be computed as it is (the TRF reader refuses it); false for a
    //! warning that still lets it be computed.
    bool severe = false;
};

//! Returns the pairing and result inconsistencies of \a t, round by round, each reported once
//! (on the lower start number's record when both sides are involved).
QList<ConsistencyFinding> pairingFindings(const Tournament &t);
//! Returns the players whose declared 001 total differs from their rounds under \a t's scoring
//! (individual events only).
QList<ConsistencyFinding> pointsFindings(const Tournament &t);
//! Returns the players whose declared total differs from their points after \a round.
QList<ConsistencyFinding> pointsFindings(const Tournament &t, int round);
//! Returns the round the declared totals of a tournament database were written after: the last
//! round, unless more players' totals agree with an earlier one (a file imported after round 5
//! and continued in Arbiter keeps its round-5 totals; a start list, round 0).
int declaredTotalsRound(const Tournament &t);
//! Returns both lists: everything arbiter-cli check and the GUI report.
QList<ConsistencyFinding> consistencyFindings(const Tournament &t);

} // namespace arb
