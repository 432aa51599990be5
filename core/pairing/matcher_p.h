// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/pairing: the state of the blossom algorithm of matching.cpp. Not a public API.
#pragma once

#include "pairing/matching.h"

#include <vector>

namespace arb::pairing::detail {

class Matcher
{
public:
    Matcher(int n, const QList<WeightedEdge> &edges, bool perfect);
    QList<int> run();
    //! Adds edges to a solved perfect matching and repairs the duals (IncrementalMatching).
    bool addEdges(const QList<WeightedEdge> &edges);
    //! The blossom each vertex or blossom lies in directly (-1 at the top), after run().
    std::vector<int> blossomParents() const { return parent; }
    //! Every dual after run(): the vertices' then the blossoms' (index n to 2n - 1).
    std::vector<Weight> duals() const { return dual; } // call flushOffset first (run() does)

private:
    // Vertex duals are dual[v] plus the offset of the top-level blossom holding v (perfect
    // mode: a dual update then changes one offset per blossom, not the dual of every leaf).
    const qint64 *offOf(int v) const { return offset[inBlossom[v]].w.data(); }
    Weight slack(int k) const
    {
        Weight r;
        const int u = ends[2 * k], v = ends[2 * k + 1];
        const qint64 *du = dual[u].w.data(), *ou = offOf(u);
        const qint64 *dv = dual[v].w.data(), *ov = offOf(v);
        const qint64 *we = &w2[std::size_t(k) * W];
        for (int i = 0; i < W; ++i)
            r.w[i] = du[i] + ou[i] + dv[i] + ov[i] - we[i];
        return r;
    }
    //! Returns true when the slack of edge \a k is zero or less (the edge is tight).
    bool tight(int k) const
    {
        const int u = ends[2 * k], v = ends[2 * k + 1];
        const qint64 *du = dual[u].w.data(), *ou = offOf(u);
        const qint64 *dv = dual[v].w.data(), *ov = offOf(v);
        const qint64 *we = &w2[std::size_t(k) * W];
        for (int i = 0; i < W; ++i) {
            const qint64 d = du[i] + ou[i] + dv[i] + ov[i] - we[i];
            if (d != 0)
                return d < 0;
        }
        return true;
    }
    //! As tight(), for an edge from a vertex whose dual plus offset is \a from (a scan of that
    //! vertex's edges: the sum stays the same while it lasts) to vertex \a w.
    bool tightFrom(const Weight &from, int w, int k) const
    {
        const qint64 *dw = dual[w].w.data(), *ow = offOf(w), *f = from.w.data();
        const qint64 *we = &w2[std::size_t(k) * W];
        for (int i = 0; i < W; ++i) {
            const qint64 d = f[i] + dw[i] + ow[i] - we[i];
            if (d != 0)
                return d < 0;
        }
        return true;
    }
    //! Returns true when the slack of edge \a k is less than that of edge \a j.
    bool slackLess(int k, int j) const
    {
        const int ku = ends[2 * k], kv = ends[2 * k + 1], ju = ends[2 * j], jv = ends[2 * j + 1];
        const qint64 *a1 = dual[ku].w.data(), *a2 = offOf(ku), *a3 = dual[kv].w.data();
        const qint64 *a4 = offOf(kv), *kw = &w2[std::size_t(k) * W];
        const qint64 *b1 = dual[ju].w.data(), *b2 = offOf(ju), *b3 = dual[jv].w.data();
        const qint64 *b4 = offOf(jv), *jw = &w2[std::size_t(j) * W];
        for (int i = 0; i < W; ++i) {
            const qint64 a = a1[i] + a2[i] + a3[i] + a4[i] - kw[i];
            const qint64 b = b1[i] + b2[i] + b3[i] + b4[i] - jw[i];
            if (a != b)
                return a < b;
        }
        return false;
    }
    //! Adds the offset of the top-level blossom \a b to its leaves' duals.
    void flushOffset(int b);
    int eu(int k) const { return ends[2 * k]; }
    int ev(int k) const { return ends[2 * k + 1]; }
    int endpoint(int p) const { return ends[p]; }
    void warmStart(const QList<WeightedEdge> &edges);
    //! Dissolves the top-level blossom \a b, its dual moved onto its leaves; frees its base's
    //! pair when that dual is not zero. Returns false when the dual is odd.
    bool dissolve(int b);
    //! Dissolves every blossom holding vertex \a v, outermost first.
    bool dissolveAround(int v);
    //! Returns the blossom-aware slack of edge \a k (both ends' blossom duals included).
    Weight fullSlack(int k) const;
    //! Notes a node labelled or given a best edge in this stage (the only ones a dual update
    //! of the perfect mode visits; see perfectDelta).
    void touch(int x)
    {
        if (stamp[x] != stageNo) {
            stamp[x] = stageNo;
            touched.push_back(x);
        }
    }
    //! Chooses and applies the dual update of the perfect mode over the touched nodes only;
    //! returns its type (-1: none is possible) and sets \a deltaEdge or \a deltaBlossom.
    int perfectDelta(int &deltaEdge, int &deltaBlossom);
    void leaves(int b, std::vector<int> &out) const;
    void assignLabel(int w, int t, int p);
    int scanBlossom(int v, int w);
    void addBlossom(int base, int k);
    void expandBlossom(int b, bool endStage);
    void augmentBlossom(int b, int v);
    void augmentMatching(int k);
    int childAt(int b, int j) const
    {
        const int len = int(childs[b].size());
        return childs[b][((j % len) + len) % len];
    }
    int endpAt(int b, int j) const
    {
        const int len = int(endps[b].size());
        return endps[b][((j % len) + len) % len];
    }

    int n;
    int W; // words of a weight in use
    bool perfect; // a maximum-weight perfect matching: no delta of type 1, warm start
    std::vector<int> ends; // endpoint p: vertex u of edge p / 2 when p is even, else v
    std::vector<qint64> w2; // doubled edge weights, W words per edge
    std::vector<std::vector<int>> neighbEnd; // remote endpoints of each vertex's edges
    std::vector<int> mate; // endpoint index of the mate, or -1
    std::vector<int> label; // 0 free, 1 S, 2 T (with bit 4 during scans)
    std::vector<int> labelEnd;
    std::vector<int> inBlossom;
    std::vector<int> parent;
    std::vector<std::vector<int>> childs;
    std::vector<int> base;
    std::vector<std::vector<int>> endps;
    std::vector<int> bestEdge;
    std::vector<std::vector<int>> bestEdges;
    std::vector<bool> hasBestEdges;
    std::vector<int> unused;
    std::vector<Weight> dual;
    std::vector<Weight> offset; // per top-level blossom, zero for the others and for vertices
    std::vector<char> allowEdge;
    std::vector<int> queue;
    std::vector<int> touched; // nodes labelled or given a best edge in this stage
    std::vector<int> stamp; // the stage in which each node was last touched
    std::vector<int> scratch;
    std::vector<int> bestTo; // addBlossom's least-slack edge to each S-blossom, -1 between calls
    std::vector<int> bestToSet; // the entries of bestTo set in this call
    int stageNo = 0;
};

} // namespace arb::pairing::detail
