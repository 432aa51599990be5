// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli prizes: the prize money of the final standing, as the prize fund says.
#pragma once

#include "clicommon.h"
#include "tournament.h"

namespace arb {

class PresetLibrary;

//! Runs `prizes` on the individual tournament \a t read from \a fileName: the standing (as
//! `standings` computes it), then the prize fund given with --fund paid out over it, in text,
//! CSV (for the treasurer) or JSON.
int runPrizesCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
