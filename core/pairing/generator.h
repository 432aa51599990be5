// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QString>

namespace arb {

struct GeneratorOptions
{
    int players = 20;
    int rounds = 7;
    quint64 seed = 1;
    double drawRate = 0.3; //!< share of played games drawn
    double forfeitRate = 0.0; //!< share of games lost by forfeit
    double byeRate = 0.0; //!< chance that a player asks for a half-point bye in a round
    double withdrawRate = 0.0; //!< chance that a player withdraws after a round
    double lateRate = 0.0; //!< share of players who join late (after round 1)
    int pairRounds = -1; //!< rounds to pair and play; -1: all of them
};

struct GeneratedTournament
{
    Tournament tournament;
    QString error; //!< empty on success; else the round that could not be paired and why
};

//! Returns a random Swiss tournament whose every round is paired by pairDutch() and whose
//! results are drawn with a PRNG seeded with options.seed: the same options give the same file.
GeneratedTournament generateTournament(const GeneratorOptions &options);

} // namespace arb
