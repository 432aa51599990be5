// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QList>
#include <QPair>
#include <QString>

namespace arb {

struct PairingOptions
{
    //! The colour drawn by lot for the top player of round 1 (C.04.3 E.5); None: the one
    //! recorded in the tournament (initialColourOf()).
    Colour initialColour = Colour::None;
    //! Baku acceleration (C.04.7) even when the tournament's 192 code does not say _BAKU. The
    //! tournament's own acceleration (250, XXA, _BAKU) and prohibited pairs (260, XXP) always
    //! apply (pairing/pairingrules.h).
    bool baku = false;
    //! Pairs of start numbers that must not be paired together, besides the tournament's own.
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

//! Returns the games of round \a round of \a t (White first) in board order: the order fixed
//! when the round was paired (Tournament::boardOrders) when there is one, later games after it;
//! otherwise the order pairDutch() gives them: the higher player's pairing score before the
//! round, the lower player's, then the higher player's rank (A.2); the pairing-allocated bye
//! (black 0) last. The Rounds tab, printed lists, slips and the site number boards so.
QList<Board> boardOrder(const Tournament &t, int round);

//! Returns the initial colour (C.04.3 E.5) recorded in \a t: the XXC record ("white1" or
//! "black1", JaVaFo's and bbpPairings' extension), else the TRF-2026 152 record ("W" or "B"),
//! else the colour of the highest-ranked player paired in round 1 (TRF-2026 writes 152 only when
//! it differs from that one); Colour::None when round 1 has no game either.
Colour recordedInitialColour(const Tournament &t);

//! Returns recordedInitialColour(\a t), or White when nothing records it.
Colour initialColourOf(const Tournament &t);

//! Returns the initial colour drawn by lot with \a seed: SplitMix64's first number, White when
//! it is even; the same on every platform, so a recorded seed reproduces the draw.
Colour drawInitialColour(quint64 seed);

//! Records \a colour as \a t's initial colour: the XXC record gets "white1" or "black1" (one is
//! added when there is none); with \a seed, a ### comment says it was drawn by lot with it.
void recordInitialColour(Tournament &t, Colour colour, const quint64 *seed = nullptr);

} // namespace arb
