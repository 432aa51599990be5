// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff.h"
#include "standings.h"

namespace arb {

//! Returns the play-offs \a standings call for under \a config (C.07 Art. 3.1.1-3.1.2): one
//! per group of players equal on points and on the first config.qualifyingTieBreaks values
//! (all of them for -1), the first place only or every tied place, with each entrant's
//! Sonneborn-Berger, games with Black and mutual results in \a t (Tata Steel E.2).
QList<PlayoffInput> playoffInputs(const Tournament &t, const Standings &standings,
                                  const PlayoffConfig &config);

} // namespace arb
