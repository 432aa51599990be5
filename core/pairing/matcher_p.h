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
    //! After run() stopped short of a perfect matching: see MatchingDuals::outer.
    void stuckLabels(std::vector<int> &outer, std::vector<int> &outerLabel) const
    {
        outer.assign(inBlossom.begin(), inBlossom.end());
        outerLabel.resize(n);
        for (int v = 0; v < n; ++v)
            outerLabel[v] = label[inBlossom[v]] & 3;
    }

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
    // The slack of each node's best edge, kept while the stage lasts (slackEdge/slackAt say
    // for which edge and in which epoch): the perfect mode's dual updates adjust it (each end
    // of the edge moves by the delta its top-level node's label gives), so the scans and the
    // choice of the delta compare stored words instead of summing four duals per edge.
    //! Returns the slack of node \a x's best edge (computed when not kept).
    const qint64 *bestSlackOf(int x)
    {
        qint64 *c = &bestSlack[std::size_t(x) * W];
        if (slackAt[x] != epoch || slackEdge[x] != bestEdge[x]) {
            const Weight s = slack(bestEdge[x]);
            std::copy(s.w.begin(), s.w.begin() + W, c);
            slackAt[x] = epoch;
            slackEdge[x] = bestEdge[x];
        }
        return c;
    }
    //! Makes edge \a k of slack \a s node \a x's best edge when it has none or a larger slack
    //! (as slackLess(k, bestEdge[x]) would).
    void offerBest(int x, int k, const qint64 *s)
    {
        if (bestEdge[x] != -1 && !wordsLess(s, bestSlackOf(x)))
            return;
        bestEdge[x] = k;
        std::copy(s, s + W, &bestSlack[std::size_t(x) * W]);
        slackAt[x] = epoch;
        slackEdge[x] = k;
    }
    bool wordsLess(const qint64 *a, const qint64 *b) const
    {
        for (int i = 0; i < W; ++i)
            if (a[i] != b[i])
                return a[i] < b[i];
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
    //! The walk around blossom \a b from its child at index \a i to its base (index 0) along
    //! the side of even length: the start index (negative when it goes forward), the step, and
    //! which endpoint of each child pair's edge comes first.
    struct BaseWalk
    {
        int j;
        int step;
        int trick;
    };
    BaseWalk walkToBase(int b, int i) const
    {
        if (i & 1)
            return {i - int(childs[b].size()), 1, 0};
        return {i, -1, 1};
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
    // The doubled weights of each vertex's edges again, W words each in neighbEnd's order, so
    // that the edge scan of run() reads them in sequence rather than all over w2.
    std::vector<std::vector<qint64>> neighbW;
    std::vector<std::vector<int>> neighbTo; // the vertex at the end of each (endpoint(p))
    //! Lists edge \a k (ends and weight already stored) in both ends' adjacency.
    void adjoin(int k)
    {
        const qint64 *we = &w2[std::size_t(k) * W];
        neighbTo[ends[2 * k]].push_back(ends[2 * k + 1]);
        neighbTo[ends[2 * k + 1]].push_back(ends[2 * k]);
        neighbEnd[ends[2 * k]].push_back(2 * k + 1);
        neighbW[ends[2 * k]].insert(neighbW[ends[2 * k]].end(), we, we + W);
        neighbEnd[ends[2 * k + 1]].push_back(2 * k);
        neighbW[ends[2 * k + 1]].insert(neighbW[ends[2 * k + 1]].end(), we, we + W);
    }
    std::vector<int> mate; // endpoint index of the mate, or -1
    std::vector<int> label; // 0 free, 1 S, 2 T (with bit 4 during scans)
    std::vector<int> labelEnd;
    std::vector<int> inBlossom;
    std::vector<int> parent;
    std::vector<std::vector<int>> childs;
    std::vector<int> base;
    std::vector<std::vector<int>> endps;
    std::vector<int> bestEdge;
    mutable std::vector<std::vector<int>> leafCache; // leaves(), per blossom
    mutable std::vector<char> leafValid;
    std::vector<std::vector<int>> bestEdges;
    std::vector<bool> hasBestEdges;
    std::vector<int> unused;
    std::vector<Weight> dual;
    std::vector<Weight> offset; // per top-level blossom, zero for the others and for vertices
    std::vector<char> allowEdge;
    std::vector<int> allowed; // the edges allowEdge holds set (reset at each stage)
    void allow(int k)
    {
        if (!allowEdge[k]) {
            allowEdge[k] = true;
            allowed.push_back(k);
        }
    }
    std::vector<int> blossomLeaves, edgeList; // addBlossom's, kept to spare allocations
    std::vector<int> queue;
    std::vector<int> touched; // nodes labelled or given a best edge in this stage
    std::vector<int> stamp; // the stage in which each node was last touched
    std::vector<int> scratch;
    std::vector<int> bestTo; // addBlossom's least-slack edge to each S-blossom, -1 between calls
    std::vector<int> bestToSet; // the entries of bestTo set in this call
    int stageNo = 0;
    std::vector<qint64> bestSlack; // W words per node (see bestSlackOf)
    std::vector<int> slackEdge;
    std::vector<int> slackAt;
    int epoch = 0;
    int dbgCur = 0;
};

} // namespace arb::pairing::detail
