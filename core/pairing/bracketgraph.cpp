// SPDX-License-Identifier: GPL-3.0-or-later
// The edges of a bracket's graph (see bracket.cpp). Only the edges within the bracket and to the
// bye are all stored. Outside the bracket an edge's weight depends on nothing but its bracket
// end and whether its other ends are residents of the next scoregroup, so the matching runs on
// a few edges per player there (the nearest ones in A.2 order) and the duals it ends with show
// which others could make it heavier: those join and it solves again, until none could. The
// optimum is then one of the whole graph (LP duality), found without listing its n^2 edges.
#include "pairing/bracketsolver_p.h"

namespace arb::pairing::detail {

bool BracketSolver::exists(int u, int v) const
{
    if (u == v)
        return false;
    if (u == m_bye || v == m_bye)
        return m_st[m_vx[u == m_bye ? v : u].player].pabEligible; // [C2] (C.04.1 Art. 4)
    if (m_vx[u].mdp && m_vx[v].mdp) // MDPs meet residents only (B.2: S1 vs S2)
        return false;
    const int pu = m_vx[u].player, pv = m_vx[v].player;
    return mayMeet(m_st[pu], m_st[pv], m_in.forbidden, pu, pv);
}

void BracketSolver::addLowerEdge(int u, int v)
{
    if (m_lowerEdges.contains(pairKey(u, v)))
        return;
    m_lowerEdges.insert(pairKey(u, v));
    m_edges.append({std::min(u, v), std::max(u, v), edgeWeight(u, v)});
}

void BracketSolver::buildEdges()
{
    const int n = int(m_vx.size());
    for (int u = 0; u < n; ++u) {
        for (int v = u + 1; v < n; ++v) {
            if ((inB(v) || v == m_bye) && exists(u, v)) {
                m_edges.append({u, v, edgeWeight(u, v)});
                if (inB(v))
                    m_adj.insert(pairKey(u, v));
            }
        }
    }
    // The first core outside the bracket: each player's nearest few below and above (lower
    // players only), and for a bracket player the first few of the next scoregroup and of the
    // groups below it. The choice changes the time only, never the matching.
    constexpr int Near = 4;
    const int lowEnd = m_bye >= 0 ? m_bye : n;
    const int deep = m_bSize + m_in.nextGroupSize;
    for (int u = 0; u < lowEnd; ++u) {
        const auto take = [&](int from, int to, int step) {
            int taken = 0;
            for (int v = from; v != to && taken < Near; v += step) {
                if (v != u && exists(u, v)) {
                    addLowerEdge(u, v);
                    ++taken;
                }
            }
        };
        if (inB(u)) {
            take(m_bSize, lowEnd, 1);
            take(std::min(deep, lowEnd), lowEnd, 1);
        } else {
            take(u + 1, lowEnd, 1);
            take(u - 1, m_bSize - 1, -1);
        }
    }
}

QList<WeightedEdge> BracketSolver::allEdges() const
{
    // Every edge, in the order the engine listed them before the lazy graph (the reference).
    QList<WeightedEdge> edges;
    const int n = int(m_vx.size());
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (exists(u, v) && allowedEnd(u, v) && allowedEnd(v, u)) {
                const Edge e {u, v, edgeWeight(u, v)};
                edges.append({u, v, e.weight + extra(e)});
            }
    return edges;
}

bool BracketSolver::lowerEdgeMissing(int x, int y) const
{
    return !m_lowerEdges.contains(pairKey(x, y)) && exists(x, y) && allowedEnd(x, y)
        && allowedEnd(y, x);
}

bool BracketSolver::addViolated(MatchingDuals &duals)
{
    // The edges with a lower end that are not in the graph yet and whose constraint the duals
    // break. For one end x and one class of lower players (next scoregroup or below) the
    // weight is the same for every other end; the duals list those ends (violatedIn, a walk
    // of the blossom tree), and they are taken in ascending order of dual (the order of the
    // edges decides nothing but the time; kept as the engine had it).
    const int n = int(m_vx.size());
    const int lowEnd = m_bye >= 0 ? m_bye : n;
    QList<int> cls[2];
    std::vector<int> vertexClass(n, -1);
    for (int v = m_bSize; v < lowEnd; ++v) {
        cls[m_vx[v].next ? 0 : 1].append(v);
        vertexClass[v] = m_vx[v].next ? 0 : 1;
    }
    std::vector<int> rank(n, 0);
    for (QList<int> &c : cls) {
        std::sort(
            c.begin(), c.end(), [&duals](int a, int b) { return duals.dual[a] < duals.dual[b]; });
        for (int i = 0; i < c.size(); ++i)
            rank[c[i]] = i;
    }
    duals.prepareClasses(vertexClass, 2);
    QList<std::pair<int, int>> found;
    std::vector<int> hits;
    for (int x = 0; x < lowEnd; ++x) {
        for (int k = 0; k < 2; ++k) {
            const QList<int> &c = cls[k];
            if (c.isEmpty() || (c.size() == 1 && c[0] == x))
                continue;
            const int y0 = c[0] == x ? c[1] : c[0];
            const Weight w = edgeWeight(x, y0) + extra({x, y0, Weight()}); // the roles' hint
            hits.clear();
            duals.violatedIn(x, k, w, hits);
            std::sort(
                hits.begin(), hits.end(), [&rank](int a, int b) { return rank[a] < rank[b]; });
            for (int y : hits) {
                if (!inB(x) && y < x)
                    continue;
                if (lowerEdgeMissing(x, y))
                    found.append({x, y});
            }
        }
    }
    for (const auto &[x, y] : found)
        addLowerEdge(x, y);
    return !found.isEmpty();
}

bool BracketSolver::addTreeEdges(const MatchingDuals &duals)
{
    // Every bracket edge and every bye edge is listed already: only edges with a lower end
    // (not the bye) can be missing. Such an edge from an S node to another S node or to an
    // unlabelled one could extend a tree; to a T vertex or inside one blossom it cannot.
    const int n = int(m_vx.size());
    const int lowEnd = m_bye >= 0 ? m_bye : n;
    QList<std::pair<int, int>> found;
    for (int s = 0; s < lowEnd; ++s) {
        if (duals.outerLabel[s] != 1)
            continue;
        for (int y = std::max(s + 1, m_bSize); y < lowEnd; ++y) {
            if (duals.outerLabel[y] == 2 || duals.outer[y] == duals.outer[s])
                continue;
            if (lowerEdgeMissing(s, y))
                found.append({s, y});
        }
        // A lower S node and an unlabelled y before it, in the bracket or not (an S node y
        // before it finds the pair from its side above).
        for (int y = 0; y < s && s >= m_bSize; ++y) {
            if (duals.outerLabel[y] != 0 || duals.outer[y] == duals.outer[s])
                continue;
            if (lowerEdgeMissing(s, y))
                found.append({y, s});
        }
    }
    for (const auto &[x, y] : found)
        addLowerEdge(x, y);
    return !found.isEmpty();
}

} // namespace arb::pairing::detail

namespace arb::pairing::detail {

QList<WeightedEdge> BracketSolver::listedEdges(QList<WeightedEdge> &unlisted, bool dense)
{
    // The edges a solve runs on: every allowed edge with a lower end or the bye (the lazy graph
    // above), and within the bracket each player's heaviest few plus those the duals of an
    // earlier solve called in. A bracket player's best edges mostly lead to the same few
    // opponents, so the matching needs one stage per pair; the fewer edges each stage scans,
    // the faster. The others are checked against the final duals like the lower ones.
    constexpr int Best = 4;
    // The pairs of Art. 4 put S1[i] about half the bracket away from its partner; colour
    // preferences move partners by a few places more in large brackets: a listed edge within
    // this distance of half the bracket spares the solve that calls it in (chosen by the
    // benchmark: 3 places made a 2,000-player round take 0.87 s, 10 places 0.47 s).
    constexpr int Window = 10;
    QList<WeightedEdge> all;
    all.reserve(m_edges.size());
    std::vector<std::vector<int>> inner(m_bSize);
    std::vector<char> keep;
    keep.reserve(m_edges.size());
    for (const Edge &e : m_edges) {
        if (!allowedEnd(e.u, e.v) || !allowedEnd(e.v, e.u))
            continue;
        // Kept too: each player's neighbours and the players about half the bracket away
        // (the S1-S2 pairs of Art. 4), so that the listed edges usually hold a perfect matching.
        const int d = std::abs(e.u - e.v);
        const bool optional = inB(e.u) && inB(e.v) && d > 2 && std::abs(d - m_bSize / 2) > Window
            && !dense && !m_bracketCore.contains(pairKey(e.u, e.v));
        if (optional) {
            inner[e.u].push_back(int(all.size()));
            inner[e.v].push_back(int(all.size()));
        }
        keep.push_back(!optional);
        all.append({e.u, e.v, e.weight + extra(e)});
    }
    for (std::vector<int> &list : inner) {
        const auto heavier = [&all](int a, int b) { return all[b].weight < all[a].weight; };
        if (int(list.size()) > Best)
            std::nth_element(list.begin(), list.begin() + Best, list.end(), heavier);
        for (int i = 0; i < std::min(Best, int(list.size())); ++i)
            keep[list[i]] = 1;
    }
    QList<WeightedEdge> edges;
    const qsizetype kept = std::count(keep.begin(), keep.end(), char(1));
    edges.reserve(kept);
    unlisted.reserve(unlisted.size() + all.size() - kept);
    for (qsizetype k = 0; k < all.size(); ++k)
        (keep[k] ? edges : unlisted).append(all[k]);
    return edges;
}

bool BracketSolver::addViolatedInBracket(
    const QList<WeightedEdge> &unlisted, const MatchingDuals &duals)
{
    bool found = false;
    for (const WeightedEdge &e : unlisted) {
        if (duals.violated(e.u, e.v, e.weight)) {
            m_bracketCore.insert(pairKey(e.u, e.v));
            found = true;
        }
    }
    return found;
}

} // namespace arb::pairing::detail
