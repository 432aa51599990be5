// SPDX-License-Identifier: GPL-3.0-or-later
// A maximum-weight perfect matching solved on a subset of the edges and proved optimal for all
// of them by its duals (see maxWeightPerfectMatching in matching.h).
#include "pairing/matching.h"

#include <algorithm>

namespace arb::pairing {

void MatchingDuals::prepare()
{
    // Depth in the blossom tree, and the sum of the blossom duals from each node to the top.
    const int nodes = int(parent.size());
    depth.assign(nodes, -1);
    above.assign(nodes, Weight());
    top.assign(nodes, -1);
    std::vector<int> path;
    for (int x = 0; x < nodes; ++x) {
        int y = x;
        while (y >= 0 && depth[y] < 0) {
            path.push_back(y);
            y = parent[y];
        }
        int d = y >= 0 ? depth[y] : -1;
        const int root = y >= 0 ? top[y] : path.back();
        Weight sum = y >= 0 ? above[y] : Weight();
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            depth[*it] = ++d;
            top[*it] = root;
            if (*it >= nodes / 2) // a blossom (vertices have no dual of that kind)
                sum = sum + dual[*it];
            above[*it] = sum;
        }
        path.clear();
    }
}

Weight MatchingDuals::slack(int u, int v, const Weight &w) const
{
    // The edge's constraint in the LP: both vertex duals plus twice the dual of every blossom
    // that holds both ends (doubled scale, as in the matching): those above their lowest
    // common blossom.
    Weight s = dual[u] + dual[v] - w - w;
    int a = parent[u], b = parent[v];
    if (a < 0 || b < 0 || !(s < Weight()))
        return s; // blossom duals are >= 0: only a negative slack needs them
    if (top[a] != top[b])
        return s;
    if (const Weight t = s + above[top[a]] + above[top[a]]; !(t < Weight()))
        return t; // the outermost blossom is enough: no need for the lowest common one
    while (depth[a] > depth[b])
        a = parent[a];
    while (depth[b] > depth[a])
        b = parent[b];
    while (a != b && a >= 0) {
        a = parent[a];
        b = parent[b];
    }
    return a >= 0 ? s + above[a] + above[a] : s;
}

QList<int> maxWeightPerfectMatching(
    int vertexCount, const QList<WeightedEdge> &edges, std::vector<char> core)
{
    while (true) {
        QList<WeightedEdge> sub;
        for (qsizetype k = 0; k < edges.size(); ++k)
            if (core[k])
                sub.append(edges[k]);
        MatchingDuals duals;
        QList<int> mate = maxWeightMatching(vertexCount, sub, &duals, true);
        duals.prepare();
        if (std::find(mate.begin(), mate.end(), -1) != mate.end()) {
            if (sub.size() == edges.size())
                return mate; // no perfect matching at all
            std::fill(core.begin(), core.end(), 1);
            continue;
        }
        // The duals are feasible for the core and tight on the matching; when every edge left
        // out satisfies its constraint too, they prove the matching optimal for the whole graph.
        bool added = false;
        const Weight zero;
        for (qsizetype k = 0; k < edges.size(); ++k) {
            if (core[k])
                continue;
            const WeightedEdge &e = edges[k];
            if (duals.slack(e.u, e.v, e.weight) < zero) {
                core[k] = 1;
                added = true;
            }
        }
        if (!added)
            return mate;
    }
}

} // namespace arb::pairing
