// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trf/trf.h"

namespace arb {

//! Reads a tournament from a TRF file or from an Arbiter tournament database (recognised by
//! its SQLite header, whatever the file name); problems come back as messages naming the file.
TrfReadResult readTournamentFile(const QString &path);

} // namespace arb
