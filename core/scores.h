// SPDX-License-Identifier: GPL-3.0-or-later
// Scores during an event: the one computation of a player's points after a round, used by the
// Rounds tab, the printed pairings, the published site, arbiter-cli pair and the Dutch board
// order.
#pragma once

#include "fixed.h"

#include <QList>

namespace arb {

struct Tournament;

//! Returns the points of t.players[\a index] after rounds 1 to \a round under t.scoring: every
//! entry counts with its ScoringSystem::points() value (byes, forfeits, unpaired rounds as
//! absent); 0 for an index out of range or a round below 1. The score before round r is
//! pointsAfter(t, index, r - 1).
Fixed pointsAfter(const Tournament &t, int index, int round);
//! Returns pointsAfter(t, i, \a round) of every player, in the order of t.players.
QList<Fixed> pointsAfter(const Tournament &t, int round);

} // namespace arb
