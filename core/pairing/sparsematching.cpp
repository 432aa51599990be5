// SPDX-License-Identifier: GPL-3.0-or-later
// A maximum-weight matching solved on a subset of the edges and proved optimal for all of them
// by its duals (see maxWeightMatchingSparse in matching.h).
#include "pairing/matching.h"

namespace arb::pairing {

QList<int> maxWeightMatchingSparse(
    int vertexCount, const QList<WeightedEdge> &edges, std::vector<char> core)
{
    while (true) {
        QList<WeightedEdge> sub;
        for (qsizetype k = 0; k < edges.size(); ++k)
            if (core[k])
                sub.append(edges[k]);
        std::vector<Weight> dual;
        QList<int> mate = maxWeightMatching(vertexCount, sub, &dual);
        // Every vertex dual is >= 0 and every blossom dual >= 0, so an edge whose vertex duals
        // cover its doubled weight satisfies its dual constraint in the whole graph.
        bool added = false;
        for (qsizetype k = 0; k < edges.size(); ++k) {
            if (core[k])
                continue;
            const WeightedEdge &e = edges[k];
            const Weight cover = dual[e.u] + dual[e.v];
            if (cover < e.weight + e.weight) {
                core[k] = 1;
                added = true;
            }
        }
        if (!added)
            return mate;
    }
}

} // namespace arb::pairing
