// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"

#include <functional>
#include <optional>
#include <vector>

namespace arb {

//! Ranks participants per C.07 Art. 4.2 and appends the rows to \a out: by primary score
//! (\a points, start number \a startNos breaking nothing but the listing order), then each
//! tie-break of out.tieBreaks on the groups still tied. \a values holds, per tie-break, the
//! value of every participant; position tie-breaks (DE, EDE, ...) are filled in group by group
//! with \a positions(tieBreakIndex, members). Persisting ties are shared, or drawn by lots from
//! \a lotsSeed. Participants marked in \a unranked get no row. Shared by the individual and the
//! team engines. Before lots, \a arbiterRank (per participant: the place in the arbiter's order,
//! -1 when none) places the tied participants it names, best first; the others stay tied.
void rankParticipants(Standings &out, const std::vector<Fixed> &points,
    const std::vector<int> &startNos, std::vector<std::vector<TieBreakValue>> &values,
    const std::vector<bool> &dropped,
    const std::function<std::vector<int>(int, const std::vector<int> &)> &positions,
    std::optional<quint64> lotsSeed, const std::vector<bool> &unranked = {},
    const std::vector<int> &arbiterRank = {});

} // namespace arb
