// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <array>
#include <compare>
#include <vector>

namespace arb::pairing {

//! A lexicographic edge weight: word 0 is the most significant. Each word packs several
//! criteria as signed bit fields (see WeightPacker); words never carry into each other, so
//! sums of weights compare exactly like the criteria they encode, criterion by criterion.
struct Weight
{
    static constexpr int Words = 10;
    //! Words the criteria may use; the words after the last one in use hold hints for the
    //! order of generation, never a criterion: callers compare optima without them.
    static constexpr int MaxCriteriaWords = 6;
    //! Words in use (criteria and hint) by the matching running on this thread; the others are
    //! zero and are skipped by every operation.
    static inline thread_local int active = Words;
    std::array<qint64, Words> w {};

    Weight operator+(const Weight &o) const
    {
        Weight r;
        for (int i = 0; i < active; ++i)
            r.w[i] = w[i] + o.w[i];
        return r;
    }
    Weight operator-(const Weight &o) const
    {
        Weight r;
        for (int i = 0; i < active; ++i)
            r.w[i] = w[i] - o.w[i];
        return r;
    }
    //! Returns the weight halved; exact because the matching keeps every slack it halves even.
    Weight half() const
    {
        Weight r;
        for (int i = 0; i < active; ++i)
            r.w[i] = w[i] / 2;
        return r;
    }
    bool isZero() const { return *this == Weight(); }
    bool operator==(const Weight &o) const
    {
        for (int i = 0; i < active; ++i)
            if (w[i] != o.w[i])
                return false;
        return true;
    }
    std::strong_ordering operator<=>(const Weight &o) const
    {
        for (int i = 0; i < active; ++i)
            if (w[i] != o.w[i])
                return w[i] <=> o.w[i];
        return std::strong_ordering::equal;
    }
};

struct WeightedEdge
{
    int u = 0;
    int v = 0;
    Weight weight;
};

//! The dual solution a matching ends with: vertex duals (doubled, like the edge weights: an edge
//! between blossoms is tight when du + dv = 2 w), then blossom duals (index n to 2n - 1), and
//! the blossom each vertex or blossom lies in directly (-1 at the top).
struct MatchingDuals
{
    std::vector<Weight> dual;
    std::vector<int> parent;
    //! For a perfect-mode matching that stopped short of perfect (IncrementalMatching): each
    //! vertex's outermost blossom (or itself) and its label then (1: S, 2: T, 0: none). No S
    //! node has an edge of that graph to a node other than a T vertex: with more T vertices
    //! than S nodes, a graph with no further such edge has no perfect matching (Tutte).
    std::vector<int> outer;
    std::vector<int> outerLabel;
    //! Prepares slack(); call once after the matching.
    void prepare();
    //! Returns the slack of an edge (u, v) of weight w under these duals (doubled).
    Weight slack(int u, int v, const Weight &w) const;
    //! Returns true when the slack of an edge (u, v) of weight w is below zero (as slack(), with
    //! no Weight made on the way: the optimality check runs it on many edges).
    bool violated(int u, int v, const Weight &w) const;
    //! Returns true when the duals of u and v alone are below twice w.
    bool belowVertexDuals(int u, int v, const Weight &w) const
    {
        return sumBelow(u, v, w, nullptr);
    }

    //! Prepares violatedIn(): \a vertexClass gives each vertex's class (0 .. \a classes - 1)
    //! or -1 for a vertex no class holds. Call after prepare().
    void prepareClasses(const std::vector<int> &vertexClass, int classes);
    //! Appends to \a out every vertex y != x of class \a c for which violated(x, y, w) holds,
    //! in no particular order: the blossom tree is walked with each node's smallest vertex dual
    //! per class, so only the subtrees that can hold such a y are visited.
    void violatedIn(int x, int c, const Weight &w, std::vector<int> &out) const;

private:
    void collect(int node, int c, const Weight &below, std::vector<int> &out) const;
    bool minBelow(int node, int c, const Weight &below) const
    {
        const std::size_t i = std::size_t(node) * m_classes + c;
        return m_hasMin[i] && m_minDual[i] < below;
    }
    //! Returns the lowest blossom holding both a and b (blossoms of one top blossom).
    int commonBlossom(int a, int b) const;
    bool sumBelow(int u, int v, const Weight &w, const Weight *blossoms) const
    {
        const qint64 *du = dual[u].w.data(), *dv = dual[v].w.data(), *we = w.w.data();
        for (int i = 0; i < Weight::active; ++i) {
            qint64 s = du[i] + dv[i] - 2 * we[i];
            if (blossoms)
                s += 2 * blossoms->w[i];
            if (s != 0)
                return s < 0;
        }
        return false;
    }
    std::vector<int> depth;
    std::vector<int> top; // the outermost blossom (or the vertex itself)
    std::vector<Weight> above;
    std::vector<std::vector<int>> lift; // lift[k][x]: the blossom 2^k levels above x, or -1
    // prepareClasses(): the tree downwards, each node's smallest vertex dual per class, the
    // vertices outside every blossom and the top blossoms, per class in ascending dual order.
    int m_classes = 0;
    std::vector<int> m_vertexClass;
    std::vector<std::vector<int>> m_kids;
    std::vector<Weight> m_minDual;
    std::vector<char> m_hasMin;
    std::vector<std::vector<int>> m_single;
    std::vector<std::vector<int>> m_tops;
    mutable std::vector<int> m_path;
};

namespace detail {
    class Matcher;
}

//! A maximum-weight perfect matching (as maxWeightMatching with \a perfect) that can take more
//! edges and solve again from where it stopped: the blossoms holding an end of a new edge whose
//! constraint the duals break are dissolved (their duals moved onto their vertices), that end's
//! dual is raised to cover the edge and its pair is freed, so only a few augmenting paths are
//! left to find instead of a solve from scratch.
class IncrementalMatching
{
public:
    IncrementalMatching(int vertexCount, const QList<WeightedEdge> &edges);
    ~IncrementalMatching();
    IncrementalMatching(const IncrementalMatching &) = delete;
    IncrementalMatching &operator=(const IncrementalMatching &) = delete;
    //! Solves; returns each vertex's mate or -1, and stores the final duals in \a duals.
    QList<int> solve(MatchingDuals &duals);
    //! Adds edges (none already present); returns false when the state cannot take them (an odd
    //! dual on the way): solve from scratch then.
    bool addEdges(const QList<WeightedEdge> &edges);

private:
    detail::Matcher *m_matcher;
};

//! Returns a maximum-weight matching of the graph with \a vertexCount vertices (Edmonds'
//! blossom algorithm with Galil's O(n^3) dual updates). Weights must be even in every word.
//! The result holds, for each vertex, its mate or -1. With \a duals, the final duals are stored
//! there. With \a perfect, the result is a maximum-weight perfect matching when the graph has a
//! perfect matching (vertex duals may then be negative; each vertex starts at its heaviest edge,
//! and the edges tight at both ends make a first matching), otherwise a matching that is not
//! perfect.
QList<int> maxWeightMatching(int vertexCount, const QList<WeightedEdge> &edges,
    MatchingDuals *duals = nullptr, bool perfect = false);

} // namespace arb::pairing
