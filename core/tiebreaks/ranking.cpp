// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiebreaks/ranking.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace arb {

void rankParticipants(Standings &out, const std::vector<Fixed> &points,
    const std::vector<int> &startNos, std::vector<std::vector<TieBreakValue>> &values,
    const std::vector<bool> &dropped,
    const std::function<std::vector<int>(int, const std::vector<int> &)> &positions,
    std::optional<quint64> lotsSeed, const std::vector<bool> &unranked,
    const std::vector<int> &arbiterRank)
{
    const int k = int(out.tieBreaks.size());
    // Ranking (Art. 4.2): sort by points, then refine the tied groups tie-break by tie-break.
    std::vector<int> order;
    for (int i = 0; i < int(points.size()); ++i)
        if (i >= int(unranked.size()) || !unranked[i])
            order.push_back(i);
    const int n = int(order.size());
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (points[a] != points[b])
            return points[a] > points[b];
        return startNos[a] < startNos[b];
    });
    std::vector<std::pair<int, int>> groups; // [begin, end) in order
    for (int b = 0; b < n;) {
        int e = b + 1;
        while (e < n && points[order[e]] == points[order[b]])
            ++e;
        groups.push_back({b, e});
        b = e;
    }
    auto better = [](const TieBreakValue &a, const TieBreakValue &b, TieBreakOrder o) {
        if (a.defined != b.defined)
            return a.defined;
        if (!a.defined)
            return false;
        switch (o) {
        case TieBreakOrder::HigherIsBetter:
            return a.value > b.value;
        case TieBreakOrder::LowerIsBetter:
            return a.value < b.value;
        case TieBreakOrder::Position:
            return a.value.raw() != 0 && b.value.raw() != 0 && a.value < b.value;
        }
        return false;
    };
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        const TieBreakOrder o = s.order();
        std::vector<std::pair<int, int>> next;
        for (const auto &[b, e] : groups) {
            if (e - b < 2) {
                next.push_back({b, e});
                continue;
            }
            if (o == TieBreakOrder::Position && !dropped[j]) {
                std::vector<int> members(order.begin() + b, order.begin() + e);
                const auto pos = positions(j, members);
                for (int m = 0; m < e - b; ++m)
                    values[j][members[m]].value = Fixed::fromInt(pos[m]);
            }
            std::stable_sort(order.begin() + b, order.begin() + e,
                [&](int x, int y) { return better(values[j][x], values[j][y], o); });
            int start = b;
            for (int m = b + 1; m <= e; ++m) {
                if (m == e || values[j][order[m]] != values[j][order[start]]) {
                    next.push_back({start, m});
                    start = m;
                }
            }
        }
        groups.swap(next);
    }

    // Persisting ties the arbiter decided: those he named in his order, best first; the others
    // of the group stay tied below them.
    std::vector<bool> byArbiter(n, false);
    if (!arbiterRank.empty()) {
        const auto rankOf
            = [&](int i) { return i < int(arbiterRank.size()) ? arbiterRank[i] : -1; };
        std::vector<std::pair<int, int>> next;
        for (const auto &[b, e] : groups) {
            int named = 0;
            for (int m = b; m < e; ++m)
                named += rankOf(order[m]) >= 0 ? 1 : 0;
            if (e - b < 2 || named < 2) {
                next.push_back({b, e});
                continue;
            }
            std::stable_sort(order.begin() + b, order.begin() + e, [&](int x, int y) {
                const int rx = rankOf(x), ry = rankOf(y);
                if ((rx >= 0) != (ry >= 0))
                    return rx >= 0;
                return rx >= 0 && rx < ry;
            });
            for (int m = b; m < b + named; ++m) {
                next.push_back({m, m + 1});
                byArbiter[m] = m > b;
            }
            if (named < e - b) {
                next.push_back({b + named, e});
                byArbiter[b + named] = true; // below the last one he placed
            }
        }
        groups.swap(next);
    }

    // Persisting ties: drawing of lots from a recorded seed, or a shared place.
    std::vector<bool> byLots(n, false);
    if (lotsSeed) {
        std::mt19937_64 rng(*lotsSeed);
        for (const auto &[b, e] : groups) {
            if (e - b < 2)
                continue;
            // Fisher-Yates on the generator's own draws, so every platform draws the same lots.
            for (int m = e - 1; m > b; --m) {
                const int pick = b + int(rng() % quint64(m - b + 1));
                std::swap(order[m], order[pick]);
            }
            for (int m = b; m < e; ++m)
                byLots[m] = true;
        }
    }

    std::vector<int> groupStart(n);
    for (const auto &[b, e] : groups)
        for (int m = b; m < e; ++m)
            groupStart[m] = b;
    out.rows.reserve(n);
    for (int m = 0; m < n; ++m) {
        const int i = order[m];
        StandingRow row;
        row.playerIndex = i;
        row.startNo = startNos[i];
        row.points = points[i];
        row.values.reserve(k);
        for (int j = 0; j < k; ++j)
            row.values.append(values[j][i]);
        const bool tiedWithAbove = m > 0 && groupStart[m] == groupStart[m - 1] && !byLots[m];
        const bool tiedWithBelow = m + 1 < n && groupStart[m + 1] == groupStart[m] && !byLots[m];
        row.rank = tiedWithAbove ? out.rows.last().rank : m + 1;
        row.sharedRank = tiedWithAbove || tiedWithBelow;
        if (m == 0) {
            row.separation = Separation::First;
        } else if (points[order[m - 1]] != row.points) {
            row.separation = Separation::Points;
        } else {
            row.separation = byArbiter[m] ? Separation::Arbiter
                : byLots[m]               ? Separation::Lots
                                          : Separation::Shared;
            for (int j = 0; j < k; ++j) {
                if (values[j][order[m - 1]] != values[j][i]) {
                    row.separation = Separation::TieBreak;
                    row.decidedBy = j;
                    break;
                }
            }
        }
        out.rows.append(row);
    }
}

} // namespace arb
