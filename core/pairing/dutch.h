// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QList>
#include <QPair>
#include <QString>

namespace arb {

struct PairingOptions
{
    //! The colour drawn by lot for the top player of round 1 (C.04.3 E.5); None: the file's
    //! XXC record ("white1"/"black1"), else White.
    Colour initialColour = Colour::None;
    //! Baku acceleration (C.04.5.1): virtual points for group A in the first half of the event.
    bool baku = false;
    //! Pairs of start numbers that must not be paired together (arbiter's decision).
    QList<QPair<int, int>> doNotPair;
};

struct Board
{
    int white = 0;
    int black = 0; //!< 0: the pairing-allocated bye of white
    bool operator==(const Board &) const = default;
};

struct PairingResult
{
    QList<Board> boards; //!< in board order (C.04.2: score of the higher player, then rank)
    QString error; //!< empty on success
    bool ok() const { return error.isEmpty(); }
};

//! Returns the FIDE Dutch (2025 rules) pairing of round \a round (1-based) of \a t. Only the
//! rounds before it are used; players with a bye or absence entry in that round are not paired.
PairingResult pairDutch(const Tournament &t, int round, const PairingOptions &options = {});

//! Returns the initial colour written in the XXC record of \a t, or White when there is none.
Colour initialColourOf(const Tournament &t);

} // namespace arb
