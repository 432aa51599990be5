// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli standings and check: the standings table in text, TSV, CSV or JSON.
#pragma once

#include "clicommon.h"

namespace arb {

class PresetLibrary;
struct Preset;
struct PresetPlayoff;
struct Standings;
struct Tournament;

//! Prints the standings \a st of \a t in \a format (text, tsv, csv or json).
void printStandings(
    const Tournament &t, const Standings &st, const QString &format, QTextStream &out);
//! Returns the note saying which play-off a preset calls for, and between whom.
QString playoffNote(const Standings &st, const PresetPlayoff &playoff);
//! Runs `standings` or `check` on the individual tournament \a t read from \a fileName.
int runStandingsCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
