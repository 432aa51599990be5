// SPDX-License-Identifier: GPL-3.0-or-later
// The duals of the matching of matching.cpp: the first ones of the perfect mode (the warm
// start), and the slacks of the final ones, blossoms included: what proves a matching found on
// some of a graph's edges optimal for all of them (see bracketgraph.cpp).
#include "pairing/matcher_p.h"

#include <algorithm>

namespace arb::pairing {

namespace detail {

    void Matcher::warmStart(const QList<WeightedEdge> &edges)
    {
        // The perfect matching LP has no sign constraint on vertex duals, so each vertex may
        // start at its heaviest edge (every slack >= 0; even, as the weights are, which keeps
        // the S-S slacks even), and the edges tight at both ends form a first matching.
        std::vector<char> seen(n, 0);
        for (const WeightedEdge &ed : edges) {
            for (const int x : {ed.u, ed.v}) {
                if (!seen[x] || dual[x] < ed.weight)
                    dual[x] = ed.weight;
                seen[x] = 1;
            }
        }
        for (int k = 0; k < edges.size(); ++k) {
            const int u = edges[k].u, v = edges[k].v;
            if (mate[u] < 0 && mate[v] < 0 && u != v && dual[u] == edges[k].weight
                && dual[v] == edges[k].weight) {
                mate[u] = 2 * k + 1;
                mate[v] = 2 * k;
            }
        }
        // Then each vertex still free lowers its dual by its smallest slack (the LP stays
        // feasible: that edge becomes tight, none goes below zero) and takes the first free
        // vertex at the end of a tight edge. Slacks are even, so the duals stay even.
        for (int v = 0; v < n; ++v) {
            if (mate[v] >= 0 || neighbEnd[v].empty())
                continue;
            int best = -1;
            for (const int p : neighbEnd[v])
                if (endpoint(p) != v && (best == -1 || slackLess(p / 2, best / 2)))
                    best = p;
            if (best == -1)
                continue;
            dual[v] = dual[v] - slack(best / 2);
            for (const int p : neighbEnd[v]) {
                const int u = endpoint(p);
                if (u != v && mate[u] < 0 && tight(p / 2)) {
                    mate[v] = p;
                    mate[u] = p ^ 1;
                    break;
                }
            }
        }
    }

    Weight Matcher::fullSlack(int k) const
    {
        // The vertex duals (no offsets are pending between solves) plus twice the duals of the
        // blossoms holding both ends: those from the lowest common one up.
        const int u = eu(k), v = ev(k);
        Weight s = dual[u] + dual[v];
        for (int i = 0; i < W; ++i)
            s.w[i] -= w2[std::size_t(k) * W + i];
        std::vector<char> onPath(2 * std::size_t(n), 0);
        for (int x = parent[u]; x != -1; x = parent[x])
            onPath[x] = 1;
        int common = parent[v];
        while (common != -1 && !onPath[common])
            common = parent[common];
        for (int x = common; x != -1; x = parent[x])
            s = s + dual[x] + dual[x];
        return s;
    }

    bool Matcher::dissolve(int b)
    {
        // Each leaf takes the blossom's dual: the edges inside keep their slack (both ends rise,
        // the blossom's term goes), the edges leaving it gain that dual, the base's matched one
        // too, so that pair is freed unless the dual is zero.
        for (int i = 0; i < W; ++i)
            if (dual[b].w[i] & 1)
                return false; // slacks must stay even (halved in the S-S updates)
        const int bs = base[b];
        const bool frees = !dual[b].isZero();
        offset[b] = offset[b] + dual[b];
        dual[b] = Weight();
        expandBlossom(b, true); // flushes the offset onto the leaves
        if (frees && mate[bs] >= 0) {
            mate[endpoint(mate[bs])] = -1;
            mate[bs] = -1;
        }
        return true;
    }

    bool Matcher::dissolveAround(int v)
    {
        while (inBlossom[v] != v)
            if (!dissolve(inBlossom[v]))
                return false;
        return true;
    }

    bool Matcher::addEdges(const QList<WeightedEdge> &edges)
    {
        // The new edges join the graph; each whose constraint the duals break gets both ends
        // out of their blossoms, then one end's dual rises by the shortfall and its pair is
        // freed: the duals are feasible again, every matched edge left is tight.
        const int first = int(ends.size() / 2);
        const int count = int(edges.size());
        ends.resize(2 * std::size_t(first + count));
        w2.resize(std::size_t(first + count) * W);
        allowEdge.resize(std::size_t(first + count), false);
        for (int j = 0; j < count; ++j) {
            const int k = first + j;
            ends[2 * k] = edges[j].u;
            ends[2 * k + 1] = edges[j].v;
            for (int i = 0; i < W; ++i)
                w2[std::size_t(k) * W + i] = 2 * edges[j].weight.w[i];
            adjoin(k);
        }
        for (int k = first; k < first + count; ++k) {
            if (!(fullSlack(k) < Weight()))
                continue;
            const int u = eu(k), v = ev(k);
            if (!dissolveAround(u) || !dissolveAround(v))
                return false;
            const Weight s = slack(k);
            if (!(s < Weight()))
                continue; // the blossom duals moved onto u and v cover it now
            for (int i = 0; i < W; ++i)
                if (s.w[i] & 1)
                    return false;
            dual[u] = dual[u] - s;
            if (mate[u] >= 0) {
                mate[endpoint(mate[u])] = -1;
                mate[u] = -1;
            }
        }
        return true;
    }

} // namespace detail

IncrementalMatching::IncrementalMatching(int vertexCount, const QList<WeightedEdge> &edges)
    : m_matcher(new detail::Matcher(vertexCount, edges, true))
{
}

IncrementalMatching::~IncrementalMatching()
{
    delete m_matcher;
}

QList<int> IncrementalMatching::solve(MatchingDuals &duals)
{
    QList<int> mate = m_matcher->run();
    duals.dual = m_matcher->duals();
    duals.parent = m_matcher->blossomParents();
    duals.outer.clear();
    duals.outerLabel.clear();
    if (mate.contains(-1))
        m_matcher->stuckLabels(duals.outer, duals.outerLabel);
    return mate;
}

bool IncrementalMatching::addEdges(const QList<WeightedEdge> &edges)
{
    return m_matcher->addEdges(edges);
}

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
    // Ancestors 2^k levels up, for the lowest common blossom of two ends in O(log depth).
    int maxDepth = 0;
    for (int d : depth)
        maxDepth = std::max(maxDepth, d);
    lift.assign(1, parent);
    for (int k = 1; (1 << k) <= maxDepth; ++k) {
        const std::vector<int> &prev = lift.back();
        std::vector<int> next(nodes, -1);
        for (int x = 0; x < nodes; ++x)
            next[x] = prev[x] < 0 ? -1 : prev[prev[x]];
        lift.push_back(std::move(next));
    }
}

int MatchingDuals::commonBlossom(int a, int b) const
{
    // Binary lifting to the lowest blossom holding both; a and b lie in the same top blossom.
    if (depth[a] < depth[b])
        std::swap(a, b);
    for (int k = int(lift.size()) - 1; k >= 0; --k)
        if (depth[a] - (1 << k) >= depth[b])
            a = lift[k][a];
    if (a == b)
        return a;
    for (int k = int(lift.size()) - 1; k >= 0; --k) {
        if (lift[k][a] != lift[k][b]) {
            a = lift[k][a];
            b = lift[k][b];
        }
    }
    return parent[a];
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
    const int common = commonBlossom(a, b);
    return s + above[common] + above[common];
}

bool MatchingDuals::violated(int u, int v, const Weight &w) const
{
    if (!sumBelow(u, v, w, nullptr))
        return false;
    int a = parent[u], b = parent[v];
    if (a < 0 || b < 0 || top[a] != top[b])
        return true;
    if (!sumBelow(u, v, w, &above[top[a]]))
        return false;
    return sumBelow(u, v, w, &above[commonBlossom(a, b)]);
}

void MatchingDuals::prepareClasses(const std::vector<int> &vertexClass, int classes)
{
    // Each node's smallest vertex dual per class, carried up from each vertex until an
    // ancestor already has one as small (the ancestors above it have too).
    const int nodes = int(parent.size());
    const int n = nodes / 2;
    m_classes = classes;
    m_vertexClass = vertexClass;
    m_kids.assign(nodes, {});
    for (int x = 0; x < nodes; ++x)
        if (parent[x] >= 0)
            m_kids[parent[x]].push_back(x);
    m_minDual.assign(std::size_t(nodes) * classes, Weight());
    m_hasMin.assign(std::size_t(nodes) * classes, 0);
    m_single.assign(classes, {});
    m_tops.assign(classes, {});
    for (int y = 0; y < n && y < int(vertexClass.size()); ++y) {
        const int c = vertexClass[y];
        if (c < 0)
            continue;
        if (parent[y] < 0)
            m_single[c].push_back(y);
        for (int x = y; x >= 0; x = parent[x]) {
            const std::size_t i = std::size_t(x) * classes + c;
            if (m_hasMin[i] && !(dual[y] < m_minDual[i]))
                break;
            m_hasMin[i] = 1;
            m_minDual[i] = dual[y];
        }
    }
    for (int b = n; b < nodes; ++b)
        for (int c = 0; c < classes; ++c)
            if (parent[b] < 0 && m_hasMin[std::size_t(b) * classes + c])
                m_tops[c].push_back(b);
    for (int c = 0; c < classes; ++c) {
        std::sort(m_single[c].begin(), m_single[c].end(),
            [this](int a, int b) { return dual[a] < dual[b]; });
        std::sort(m_tops[c].begin(), m_tops[c].end(), [this, c](int a, int b) {
            return m_minDual[std::size_t(a) * m_classes + c]
                < m_minDual[std::size_t(b) * m_classes + c];
        });
    }
}

void MatchingDuals::collect(int node, int c, const Weight &below, std::vector<int> &out) const
{
    // Every vertex of class c under node whose dual is below \a below.
    if (!minBelow(node, c, below))
        return;
    if (node < int(parent.size()) / 2) {
        out.push_back(node);
        return;
    }
    for (const int k : m_kids[node])
        collect(k, c, below, out);
}

void MatchingDuals::violatedIn(int x, int c, const Weight &w, std::vector<int> &out) const
{
    // violated(x, y, w) means dual[y] < 2w - dual[x] - 2 * (the duals of the blossoms holding
    // both): the bound is 2w - dual[x] for y outside x's top blossom, and inside it is lowered
    // by the blossoms on x's path down to the lowest one holding y.
    const Weight free = w + w - dual[x];
    for (const int y : m_single[c]) {
        if (!(dual[y] < free))
            break;
        if (y != x)
            out.push_back(y);
    }
    const int own = top[x] == x ? -1 : top[x];
    for (const int b : m_tops[c]) {
        if (!minBelow(b, c, free))
            break;
        if (b != own)
            collect(b, c, free, out);
    }
    if (own < 0)
        return;
    m_path.clear();
    for (int b = x; b >= 0; b = parent[b])
        m_path.push_back(b);
    // From the top blossom down: a deeper blossom on the path has a lower bound (blossom duals
    // are >= 0) and fewer vertices, so the walk stops at the first one with none below it.
    for (std::size_t i = m_path.size() - 1; i > 0; --i) {
        const int b = m_path[i];
        const Weight bound = free - above[b] - above[b];
        if (!minBelow(b, c, bound))
            break;
        for (const int k : m_kids[b])
            if (k != m_path[i - 1])
                collect(k, c, bound, out);
    }
}

} // namespace arb::pairing
