// SPDX-License-Identifier: GPL-3.0-or-later
// The random tournament generator: a Swiss whose every round is paired by the engine, with byes,
// forfeits, late entries and withdrawals as asked, and results drawn from FIDE's expected scores.
#pragma once

#include "tournament.h"

#include <QMap>
#include <QString>

namespace arb {

//! How many of something a round gets: a count, or a rate (each candidate by chance).
struct GeneratorAmount
{
    double rate = 0; //!< the chance of each candidate (player or board), 0 to 1
    int count = -1; //!< exactly this many (as far as there are candidates); -1: the rate decides

    static GeneratorAmount ofRate(double rate) { return {rate, -1}; }
    static GeneratorAmount ofCount(int count) { return {0, count}; }
    bool isNone() const { return count <= 0 && rate <= 0; }
    bool operator==(const GeneratorAmount &) const = default;
};

//! An amount for every round, with the rounds that have their own.
struct GeneratorSetting
{
    GeneratorAmount everyRound;
    QMap<int, GeneratorAmount> perRound; //!< round (1-based) -> its own amount

    GeneratorAmount forRound(int round) const { return perRound.value(round, everyRound); }
    bool isNone() const;
    //! Returns the setting as generatorSetting() reads it: "0.05", "3", "2:1,5:0.1" or
    //! "0.05,2:1".
    QString text() const;
};

//! Reads a setting: a VALUE for every round, ROUND:VALUE for one round, or a comma-separated
//! list of both; a VALUE is a count (an integer: "3") or a rate ("0.05" or "5%"). Returns nothing
//! for anything else, with \a error saying why.
std::optional<GeneratorSetting> generatorSetting(const QString &text, QString *error = nullptr);

struct GeneratorOptions
{
    int players = 20;
    int rounds = 7;
    quint64 seed = 1;
    double drawRate = 0.3; //!< share of played games drawn (at most what the expectancy allows)
    GeneratorSetting fullByes; //!< players given a full-point bye (F) before a round is paired
    GeneratorSetting halfByes; //!< players given a half-point bye (H)
    GeneratorSetting zeroByes; //!< players given a zero-point bye (Z)
    GeneratorSetting forfeits; //!< boards lost by forfeit (a forfeit win and a forfeit loss)
    GeneratorSetting doubleForfeits; //!< boards lost by both players by forfeit (0-0)
    double withdrawRate = 0.0; //!< chance that a player withdraws after a round
    double lateRate = 0.0; //!< share of players who join late (after round 1)
    bool baku = false; //!< Baku acceleration (C.04.7): the 192 code FIDE_DUTCH_2026_BAKU
    QStringList tieBreaks; //!< the 202 list; empty: none written (the default list applies)
    Colour initialColour = Colour::White; //!< the top player's colour in round 1 (C.04.3 E.5)
    int pairRounds = -1; //!< rounds to pair and play; -1: all of them
};

struct GeneratedTournament
{
    Tournament tournament;
    QString error; //!< empty on success; else the round that could not be paired and why
};

//! The settings of a generated team Swiss (FIDE's program checklist A13: team settings).
struct TeamGeneratorOptions
{
    int teams = 12;
    int boards = 4;
    int rounds = 7;
    quint64 seed = 1;
    QString system = QStringLiteral("FIDE_TEAM_TYPEA_MP_GP"); //!< the 192 code (C.04.6)
    double drawRate = 0.3; //!< share of board games drawn (at most what the expectancy allows)
    GeneratorSetting halfByes; //!< teams given a half-point bye (240 H) before a round is paired
    GeneratorSetting zeroByes; //!< teams that miss a round (240 Z)
    GeneratorSetting forfeits; //!< matches forfeited by one team (every board + and -)
    QStringList tieBreaks; //!< the 202 list; empty: none written (the default team list applies)
    Colour initialColour = Colour::White; //!< 152 (C.04.6 4.1)
};

//! Returns a random team Swiss: teams of \a options.boards players (team 1 the strongest,
//! ratings going down with the start numbers), every round paired by the Swiss Team Pairing
//! System and written board by board (setTeamRound), each board game drawn from FIDE's expected
//! score like generateTournament()'s. The same options give the same file.
GeneratedTournament generateTeamTournament(const TeamGeneratorOptions &options);

//! Returns a random Swiss tournament whose every round is paired by pairDutch() and whose
//! results are drawn with a PRNG seeded with options.seed: the same options give the same file.
//! A played game's result follows FIDE's expected score for the rating difference (the table of
//! the rating regulations, 8.1.2): the draw rate is taken from it and the rest is split so that
//! White's expected score is the table's.
GeneratedTournament generateTournament(const GeneratorOptions &options);

} // namespace arb
