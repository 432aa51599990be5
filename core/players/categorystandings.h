// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/category.h"
#include "tiebreaks/standings.h"

namespace arb {

//! Returns the standings of the players of \a t in category \a c: the rows of
//! \a overall that belong to it, in the same order, ranked 1, 2... within the category (a rank
//! shared overall stays shared), each with its overall rank (StandingRow::overallRank).
Standings categoryStandings(const Standings &overall, const Tournament &t, const PlayerCategory &c);

} // namespace arb
