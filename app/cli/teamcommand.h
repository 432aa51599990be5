// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli standings and check on team tournaments (013 or 310 records).
#pragma once

#include "clicommon.h"

namespace arb {

class PresetLibrary;
struct Tournament;

//! Runs `standings` or `check` on the team tournament \a t read from \a fileName.
int runTeamCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
