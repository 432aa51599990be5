// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli check: the pairing and tournament checker (every round paired again, the standings
// against the file's tie-break list, the reader's adjustments), in text or JSON.
#pragma once

#include "clicommon.h"

namespace arb {

class PresetLibrary;

//! Runs `arbiter-cli check FILE`: reads the file (reporting every adjustment the reader made),
//! pairs each round again with the engine of its system and lists the boards that differ, and
//! lists the points and standings positions that do not follow the file (its 202/212 list).
//! Returns ExitOk, ExitDifferences when anything differs, or the code of a failure.
int runCheckCommand(
    const CliOptions &o, PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
