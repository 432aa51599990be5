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

//! Returns a maximum-weight matching of the graph with \a vertexCount vertices (Edmonds'
//! blossom algorithm with Galil's O(n^3) dual updates). Weights must be even in every word.
//! The result holds, for each vertex, its mate or -1. With \a duals, the final vertex duals are
//! stored there (doubled: an edge is tight when du + dv = 2 w).
QList<int> maxWeightMatching(
    int vertexCount, const QList<WeightedEdge> &edges, std::vector<Weight> *duals = nullptr);

//! Returns a maximum-weight matching of the whole graph (\a edges), solving first on the edges
//! marked in \a core only. The final vertex duals of a solve prove its matching optimal for
//! the whole graph when no edge left out has a negative slack with them (LP duality: the duals
//! stay feasible and complementary slackness still holds); otherwise the edges with a negative
//! slack join the core and it solves again. So the result is a maximum-weight matching of the
//! whole graph whatever the core; a good core (one that holds an optimum) needs one solve.
QList<int> maxWeightMatchingSparse(
    int vertexCount, const QList<WeightedEdge> &edges, std::vector<char> core);

} // namespace arb::pairing
