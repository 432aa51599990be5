// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QString>
#include <QTextStream>

namespace arb {

//! Where `pair` writes: its output format (text, tsv or trf) and a file to write the TRF to.
struct TeamPairOutput
{
    QString format;
    QString writeTo;
};

//! `arbiter-cli pair` for a team Swiss (\a t, read from \a file): the matches of round \a round
//! by the Swiss Team Pairing System, as text, tsv or TRF (each team's first players in roster
//! order on the boards). Returns the exit code.
int pairTeamRound(const QString &file, const Tournament &t, int round, const TeamPairOutput &output,
    QTextStream &out, QTextStream &err);

//! `arbiter-cli check-pairings` for a team Swiss: every round re-paired from the rounds before
//! it and compared with the file's. Returns 0, or 1 when a round differs.
int checkTeamPairingsCommand(
    const QString &file, const Tournament &t, QTextStream &out, QTextStream &err);

} // namespace arb
