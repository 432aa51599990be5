// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli norms: the FIDE title norms (GM, IM, WGM, WIM) the players made.
#pragma once

#include "clicommon.h"
#include "tournament.h"

namespace arb {

//! Runs `norms` on the individual tournament \a t read from \a fileName: for every player, the
//! norms made after the last round (or --rounds N), in text (each norm with its figures and the
//! articles met), TSV (startno, name, norms made comma-separated, details) or JSON.
int runNormsCommand(
    const CliOptions &o, const Tournament &t, const QString &fileName, QTextStream &out);

} // namespace arb
