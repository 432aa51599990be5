// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli presets: list, show, export, import, save and remove regulation presets.
#pragma once

#include "clicommon.h"

namespace arb {

class PresetLibrary;

//! Runs `presets` with the arguments in \a o.
int runPresets(PresetLibrary &library, const CliOptions &o, QTextStream &out, QTextStream &err);

} // namespace arb
