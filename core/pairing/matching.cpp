// SPDX-License-Identifier: GPL-3.0-or-later
// Maximum-weight matching in a general graph: the primal-dual blossom method of J. Edmonds
// ("Maximum matching and a polyhedron with 0,1-vertices", 1965) with the O(n^3) bookkeeping of
// Z. Galil ("Efficient algorithms for finding maximum matching in graphs", 1986). Vertex duals
// are kept doubled so that integral weights keep every dual integral.
#include "pairing/matcher_p.h"

namespace arb::pairing {

namespace detail {

    Matcher::Matcher(int nv, const QList<WeightedEdge> &e, bool perfectOnly)
        : n(nv)
        , W(Weight::active)
        , perfect(perfectOnly)
    {
        const QList<WeightedEdge> &edges = e;
        neighbEnd.resize(n);
        neighbW.resize(n);
        neighbTo.resize(n);
        ends.resize(2 * std::size_t(edges.size()));
        w2.resize(std::size_t(edges.size()) * W);
        {
            std::vector<int> degree(n, 0);
            for (const WeightedEdge &ed : edges) {
                ++degree[ed.u];
                ++degree[ed.v];
            }
            for (int v = 0; v < n; ++v) {
                neighbEnd[v].reserve(degree[v]);
                neighbTo[v].reserve(degree[v]);
                neighbW[v].reserve(std::size_t(degree[v]) * W);
            }
        }
        for (int k = 0; k < edges.size(); ++k) {
            ends[2 * k] = edges[k].u;
            ends[2 * k + 1] = edges[k].v;
            for (int i = 0; i < W; ++i)
                w2[std::size_t(k) * W + i] = 2 * edges[k].weight.w[i];
            adjoin(k);
        }
        Weight maxWeight;
        for (const WeightedEdge &ed : edges)
            maxWeight = std::max(maxWeight, ed.weight);
        mate.assign(n, -1);
        label.assign(2 * n, 0);
        labelEnd.assign(2 * n, -1);
        inBlossom.resize(n);
        for (int v = 0; v < n; ++v)
            inBlossom[v] = v;
        parent.assign(2 * n, -1);
        childs.assign(2 * n, {});
        base.assign(2 * n, -1);
        for (int v = 0; v < n; ++v)
            base[v] = v;
        endps.assign(2 * n, {});
        bestEdge.assign(2 * n, -1);
        bestEdges.assign(2 * n, {});
        leafCache.assign(2 * n, {});
        leafValid.assign(2 * n, 0);
        hasBestEdges.assign(2 * n, false);
        for (int b = 2 * n - 1; b >= n; --b)
            unused.push_back(b);
        dual.assign(2 * n, Weight());
        offset.assign(2 * n, Weight());
        for (int v = 0; v < n; ++v)
            dual[v] = maxWeight;
        allowEdge.assign(edges.size(), false);
        stamp.assign(2 * n, -1);
        bestSlack.assign(2 * std::size_t(n) * W, 0);
        slackEdge.assign(2 * n, -1);
        slackAt.assign(2 * n, -1);
        if (perfect)
            warmStart(edges);
    }

    int Matcher::perfectDelta(int &deltaEdge, int &deltaBlossom)
    {
        // The same choice as the loops in run() (without type 1), over the nodes touched in this
        // stage (the others are unlabelled and have no best edge, so they take no part), in one
        // pass: each kind's first smallest, then kinds 2, 3, 4 in that order, a later kind only
        // when strictly smaller (halved S-S slacks are exact: they are even).
        int e2 = -1, e3 = -1, b4 = -1;
        const qint64 *s2 = nullptr, *s3 = nullptr; // their slacks
        for (const int x : touched) {
            const bool best = bestEdge[x] != -1;
            if (best && x < n && label[inBlossom[x]] == 0) {
                const qint64 *s = bestSlackOf(x);
                if (e2 == -1 || wordsLess(s, s2)) {
                    e2 = bestEdge[x];
                    s2 = s;
                }
            }
            if (best && parent[x] == -1 && label[x] == 1) {
                const qint64 *s = bestSlackOf(x);
                if (e3 == -1 || wordsLess(s, s3)) {
                    e3 = bestEdge[x];
                    s3 = s;
                }
            }
            if (x >= n && base[x] >= 0 && parent[x] == -1 && label[x] == 2
                && (b4 == -1 || dual[x] < dual[b4]))
                b4 = x;
        }
        int deltaType = -1;
        Weight delta;
        if (e2 != -1) {
            std::copy(s2, s2 + W, delta.w.begin());
            deltaType = 2;
            deltaEdge = e2;
        }
        if (e3 != -1) {
            Weight d3;
            std::copy(s3, s3 + W, d3.w.begin());
            if (const Weight d = d3.half(); deltaType == -1 || d < delta) {
                delta = d;
                deltaType = 3;
                deltaEdge = e3;
            }
        }
        if (b4 != -1 && (deltaType == -1 || dual[b4] < delta)) {
            delta = dual[b4];
            deltaType = 4;
            deltaBlossom = b4;
        }
        if (deltaType == -1)
            return -1;
        // Every labelled top-level node is touched; its leaves take its label's change. The
        // kept slacks move with it: an end's dual falls by delta under an S node and rises
        // under a T node (the nodes with a kept slack got their best edge in this stage, so
        // are touched).
        for (const int x : touched) {
            if (slackAt[x] == epoch) {
                const int k = slackEdge[x];
                const int lu = label[inBlossom[eu(k)]], lv = label[inBlossom[ev(k)]];
                const int m = (lu == 2) - (lu == 1) + (lv == 2) - (lv == 1);
                qint64 *c = &bestSlack[std::size_t(x) * W];
                for (int i = 0; i < W && m != 0; ++i)
                    c[i] += m * delta.w[i];
            }
            if (parent[x] != -1 || (x >= n && base[x] < 0) || (label[x] != 1 && label[x] != 2))
                continue;
            // In place, over the words in use (the others are zero in delta and stay zero).
            const qint64 sign = label[x] == 1 ? -1 : 1;
            qint64 *d = dual[x].w.data();
            if (x < n) {
                for (int i = 0; i < W; ++i)
                    d[i] += sign * delta.w[i];
            } else {
                qint64 *o = offset[x].w.data();
                for (int i = 0; i < W; ++i) {
                    o[i] += sign * delta.w[i];
                    d[i] -= sign * delta.w[i];
                }
            }
        }
        return deltaType;
    }

    QList<int> Matcher::run()
    {
        for (int stage = 0; stage < n; ++stage) {
            std::fill(label.begin(), label.end(), 0);
            std::fill(bestEdge.begin(), bestEdge.end(), -1);
            for (int b = n; b < 2 * n; ++b) {
                bestEdges[b].clear();
                hasBestEdges[b] = false;
            }
            for (const int k : allowed)
                allowEdge[k] = false; // only those set in the last stage (not every edge)
            allowed.clear();
            queue.clear();
            touched.clear();
            ++stageNo;
            ++epoch;
            for (int v = 0; v < n; ++v)
                if (mate[v] == -1 && label[inBlossom[v]] == 0)
                    assignLabel(v, 1, -1);
            bool augmented = false;
            while (true) {
                while (!queue.empty() && !augmented) {
                    const int v = queue.back();
                    queue.pop_back();
                    qint64 sk[Weight::Words]; // the slack of the edge scanned
                    Weight from; // v's dual with its blossom's offset (a blossom formed below
                    // moves that offset onto v's dual: the sum stays)
                    const qint64 *dv = dual[v].w.data(), *ov = offOf(v);
                    for (int i = 0; i < W; ++i)
                        from.w[i] = dv[i] + ov[i];
                    const std::vector<int> &adj = neighbEnd[v];
                    const int *adjTo = neighbTo[v].data();
                    const qint64 *adjW = neighbW[v].data();
                    for (std::size_t j = 0; j < adj.size(); ++j) {
                        const int w = adjTo[j];
                        const int bw = inBlossom[w];
                        if (inBlossom[v] == bw)
                            continue;
                        // A T-labelled end takes nothing from the edge, tight or not: its slack
                        // stays as it is while that end is in a T node (S ends fall by delta,
                        // T ends rise), and when it leaves one (a new S blossom, an expansion:
                        // it is labelled again at once) it is scanned before the next update,
                        // so the edge is judged tight again wherever allowEdge would be read.
                        if (label[bw] == 2 && label[w] != 0)
                            continue;
                        const int p = adj[j];
                        const int k = p / 2;
                        if (!allowEdge[k]) {
                            // The slack in full (the words that decide are often the last
                            // ones); tight when zero or when its first nonzero word is negative.
                            // A vertex at the top has no offset (not read: one cache line
                            // less per edge).
                            const qint64 *dw = dual[w].w.data();
                            const qint64 *we = adjW + j * W;
                            qint64 first = 0; // the first word that is not zero (no branch)
                            if (bw == w) {
                                for (int i = 0; i < W; ++i) {
                                    sk[i] = from.w[i] + dw[i] - we[i];
                                    first = first == 0 ? sk[i] : first;
                                }
                            } else {
                                const qint64 *ow = offset[bw].w.data();
                                for (int i = 0; i < W; ++i) {
                                    sk[i] = from.w[i] + dw[i] + ow[i] - we[i];
                                    first = first == 0 ? sk[i] : first;
                                }
                            }
                            if (first <= 0)
                                allow(k);
                        }
                        if (allowEdge[k]) {
                            if (label[bw] == 0) {
                                assignLabel(w, 2, p ^ 1);
                            } else if (label[bw] == 1) {
                                const int bs = scanBlossom(v, w);
                                if (bs >= 0) {
                                    addBlossom(bs, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (label[w] == 0) {
                                label[w] = 2;
                                touch(w);
                                labelEnd[w] = p ^ 1;
                            }
                        } else if (label[bw] == 1 || label[w] == 0) {
                            // sk holds the edge's slack (not tight)
                            const int x = label[bw] == 1 ? inBlossom[v] : w;
                            offerBest(x, k, sk);
                            touch(x);
                        }
                    }
                }
                if (augmented)
                    break;
                // Dual update: the smallest of the four kinds of delta.
                // A perfect matching lets vertex duals go below zero: no type 1, and no delta
                // at all means that no augmenting path is left (the matching is maximum).
                int deltaEdge = -1, deltaBlossom = -1;
                int deltaType = perfect ? perfectDelta(deltaEdge, deltaBlossom) : 1;
                if (deltaType == -1)
                    break;
                Weight delta = dual[0];
                for (int v = 1; v < n && !perfect; ++v)
                    delta = std::min(delta, dual[v]);
                for (int v = 0; v < n && !perfect; ++v) {
                    if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
                        const Weight d = slack(bestEdge[v]);
                        if (deltaType == -1 || d < delta) {
                            delta = d;
                            deltaType = 2;
                            deltaEdge = bestEdge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * n && !perfect; ++b) {
                    if (parent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                        const Weight d = slack(bestEdge[b]).half();
                        if (deltaType == -1 || d < delta) {
                            delta = d;
                            deltaType = 3;
                            deltaEdge = bestEdge[b];
                        }
                    }
                }
                for (int b = n; b < 2 * n && !perfect; ++b) {
                    if (base[b] >= 0 && parent[b] == -1 && label[b] == 2
                        && (deltaType == -1 || dual[b] < delta)) {
                        delta = dual[b];
                        deltaType = 4;
                        deltaBlossom = b;
                    }
                }
                for (int v = 0; v < n && !perfect; ++v) {
                    if (label[inBlossom[v]] == 1)
                        dual[v] = dual[v] - delta;
                    else if (label[inBlossom[v]] == 2)
                        dual[v] = dual[v] + delta;
                }
                for (int b = n; b < 2 * n && !perfect; ++b) {
                    if (base[b] >= 0 && parent[b] == -1) {
                        if (label[b] == 1)
                            dual[b] = dual[b] + delta;
                        else if (label[b] == 2)
                            dual[b] = dual[b] - delta;
                    }
                }
                if (!perfect)
                    ++epoch; // the kept slacks are stale (perfectDelta adjusts them instead)
                if (deltaType == 1)
                    break;
                if (deltaType == 2) {
                    allow(deltaEdge);
                    int i = eu(deltaEdge), j = ev(deltaEdge);
                    if (label[inBlossom[i]] == 0)
                        std::swap(i, j);
                    queue.push_back(i);
                } else if (deltaType == 3) {
                    allow(deltaEdge);
                    queue.push_back(eu(deltaEdge));
                } else {
                    expandBlossom(deltaBlossom, false);
                }
            }
            if (!augmented)
                break;
            for (int b = n; b < 2 * n; ++b)
                if (parent[b] == -1 && base[b] >= 0 && label[b] == 1 && dual[b].isZero())
                    expandBlossom(b, true);
        }
        for (int b = n; b < 2 * n; ++b)
            if (parent[b] == -1 && base[b] >= 0)
                flushOffset(b);
        QList<int> result(n, -1);
        for (int v = 0; v < n; ++v)
            if (mate[v] >= 0)
                result[v] = endpoint(mate[v]);
        return result;
    }

} // namespace detail

using detail::Matcher;

QList<int> maxWeightMatching(
    int vertexCount, const QList<WeightedEdge> &edges, MatchingDuals *duals, bool perfect)
{
    if (vertexCount == 0 || edges.isEmpty()) {
        if (duals) {
            duals->dual.assign(2 * std::size_t(vertexCount), Weight());
            duals->parent.assign(2 * std::size_t(vertexCount), -1);
        }
        return QList<int>(vertexCount, -1);
    }
    Matcher m(vertexCount, edges, perfect);
    QList<int> mate = m.run();
    if (duals) {
        duals->dual = m.duals();
        duals->parent = m.blossomParents();
    }
    return mate;
}

} // namespace arb::pairing
