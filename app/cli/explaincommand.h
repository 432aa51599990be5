// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli explain: how one participant's tie-break value is made up.
#pragma once

#include "clicommon.h"

namespace arb {

struct Tournament;

//! Runs `explain` on the individual tournament \a t.
int runExplainCommand(const CliOptions &o, const Tournament &t, QTextStream &out, QTextStream &err);

} // namespace arb
