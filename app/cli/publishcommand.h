// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli publish: the event as a static, mobile-friendly HTML site.
#pragma once

#include "clicommon.h"

namespace arb {

struct Tournament;

//! Writes the published site of the individual tournament \a t (read from \a fileName) to the
//! folder o.outDir: the standings follow the command's tie-breaks, preset and edition.
int runPublishCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err);

} // namespace arb
