// SPDX-License-Identifier: GPL-3.0-or-later
#include "scores.h"

#include "tournament.h"

namespace arb {

Fixed pointsAfter(const Tournament &t, int index, int round)
{
    Fixed points;
    if (index < 0 || index >= t.players.size())
        return points;
    const QList<RoundEntry> &rounds = t.players[index].rounds;
    for (int r = 0; r < round && r < rounds.size(); ++r)
        points += t.scoring.points(rounds[r]);
    return points;
}

QList<Fixed> pointsAfter(const Tournament &t, int round)
{
    QList<Fixed> out;
    out.reserve(t.players.size());
    for (int i = 0; i < t.players.size(); ++i)
        out.append(pointsAfter(t, i, round));
    return out;
}

} // namespace arb
