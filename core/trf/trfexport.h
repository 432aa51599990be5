// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament as FIDE's rating report wants it (issue #14): the 001 points computed from the
// results and the ranks from the standings under the tie-break list in force, never the totals an
// imported file happened to carry, so that an exported file is `arbiter-cli check` clean.
#pragma once

#include "tournament.h"

namespace arb {

//! Returns \a t with every player's points (TRF 001 columns 81-84) summed from the results and
//! every rank (86-89) taken from the standings after the last round with a result, with the
//! tie-break list in force (202, else the default for the type) and the event's edition of
//! C.07. When the arbiter chose an edition other than the start date's, the 202 list names it
//! on every tie-break (/V2024, /V2026), so that a reader of the file applies the same rules.
Tournament tournamentForExport(const Tournament &t);

} // namespace arb
