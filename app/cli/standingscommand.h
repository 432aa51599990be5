// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli standings and check: the standings table in text, TSV, CSV or JSON.
#pragma once

#include "clicommon.h"
#include "tiebreaks/standings.h"
#include "tournament.h"

#include <optional>

namespace arb {

class PresetLibrary;
struct Preset;
struct PresetPlayoff;

//! Prints the standings \a st of \a t in \a format (text, tsv, csv or json).
void printStandings(
    const Tournament &t, const Standings &st, const QString &format, QTextStream &out);
//! Returns the note saying which play-off a preset calls for, and between whom.
QString playoffNote(const Standings &st, const PresetPlayoff &playoff);
//! Standings as a command computes them, with the tournament they were computed on (the preset's
//! scoring applied when the file has none).
struct ScoredStandings
{
    Tournament tournament;
    Standings standings;
};
//! Computes the standings of \a t with the command's tie-breaks, preset, edition and lots seed;
//! on failure prints why (naming \a fileName), sets \a exit and returns nothing.
std::optional<ScoredStandings> cliStandings(const CliOptions &o, const Tournament &t,
    const QString &fileName, PresetLibrary &presets, QTextStream &err, int *exit);
//! Runs `standings` or `check` on the individual tournament \a t read from \a fileName.
int runStandingsCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
