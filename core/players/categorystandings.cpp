// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/categorystandings.h"

namespace arb {

Standings categoryStandings(const Standings &overall, const Tournament &t, const PlayerCategory &c)
{
    Standings s = overall;
    s.rows.clear();
    int previousOverall = 0;
    for (const StandingRow &row : overall.rows) {
        if (row.playerIndex < 0 || row.playerIndex >= t.players.size()
            || !PlayerCategories::contains(c, t, t.players[row.playerIndex]))
            continue;
        StandingRow r = row;
        r.overallRank = row.rank;
        r.overallShared = row.sharedRank;
        // Players sharing a rank overall share it in the category too.
        if (!s.rows.isEmpty() && row.sharedRank && row.rank == previousOverall) {
            r.rank = s.rows.last().rank;
            r.sharedRank = true;
            s.rows.last().sharedRank = true;
        } else {
            r.rank = int(s.rows.size()) + 1;
            r.sharedRank = false;
            if (s.rows.isEmpty())
                r.separation = Separation::First;
        }
        previousOverall = row.rank;
        s.rows.append(r);
    }
    return s;
}

} // namespace arb
