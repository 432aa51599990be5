// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An independent, literal enumerator of the order in which C.04.3 (2025/2026 numbering, Art. 3.6,
// 3.7 and 4; D.1-D.3 of the 2016/2017 text) generates the candidates of one bracket. It knows
// nothing of the engine: tests use it to work out which candidate the rules take first.
// Everything is in BSNs (Art. 4.1): the bracket's players numbered 1, 2, 3, ... in Art. 1.2 order.

#include <QList>

#include <algorithm>
#include <functional>
#include <numeric>

namespace art4 {

using Seq = QList<int>;

//! Returns the ascending sequence first, first + 1, ..., last.
inline Seq range(int first, int last)
{
    Seq s;
    for (int i = first; i <= last; ++i)
        s.append(i);
    return s;
}

//! Art. 4.2: the transpositions of \a s2 for an S1 of \a n1 players, i.e. the distinct sequences
//! of the first n1 BSNs of a reordered S2, in ascending lexicographic order (the rest of S2 is
//! ignored: it downfloats or forms the remainder).
inline QList<Seq> transpositions(Seq s2, int n1)
{
    std::sort(s2.begin(), s2.end());
    QList<Seq> out;
    Seq current;
    QList<bool> used(s2.size(), false);
    std::function<void()> extend = [&] {
        if (current.size() == n1) {
            out.append(current);
            return;
        }
        for (int i = 0; i < s2.size(); ++i) {
            if (used[i])
                continue;
            used[i] = true;
            current.append(s2[i]);
            extend();
            current.removeLast();
            used[i] = false;
        }
    };
    extend();
    return out;
}

//! Returns the subsets of \a set with \a k elements, each ascending.
inline QList<Seq> subsets(const Seq &set, int k)
{
    QList<Seq> out;
    Seq current;
    std::function<void(int)> extend = [&](int from) {
        if (current.size() == k) {
            out.append(current);
            return;
        }
        for (int i = from; i < set.size(); ++i) {
            current.append(set[i]);
            extend(i + 1);
            current.removeLast();
        }
    };
    extend(0);
    return out;
}

//! A resident exchange (Art. 4.3): \a fromS1 moves from the original S1 to S2, \a fromS2 the
//! other way; both ascending and of the same size.
struct Exchange
{
    Seq fromS1;
    Seq fromS2;
};

//! Returns true when Art. 4.3 gives \a a priority over \a b.
inline bool exchangeBefore(const Exchange &a, const Exchange &b)
{
    // 4.3.a: the smaller number of exchanged BSNs.
    if (a.fromS1.size() != b.fromS1.size())
        return a.fromS1.size() < b.fromS1.size();
    // 4.3.b: the smaller difference sum(S2 -> S1) - sum(S1 -> S2).
    const auto sum = [](const Seq &s) { return std::accumulate(s.begin(), s.end(), 0); };
    const int da = sum(a.fromS2) - sum(a.fromS1), db = sum(b.fromS2) - sum(b.fromS1);
    if (da != db)
        return da < db;
    // 4.3.c: the highest different BSN among those moved from S1 to S2 (highest first).
    for (int i = int(a.fromS1.size()) - 1; i >= 0; --i) {
        if (a.fromS1[i] != b.fromS1[i])
            return a.fromS1[i] > b.fromS1[i];
    }
    // 4.3.d: the lowest different BSN among those moved from S2 to S1 (lowest first).
    for (int i = 0; i < a.fromS2.size(); ++i) {
        if (a.fromS2[i] != b.fromS2[i])
            return a.fromS2[i] < b.fromS2[i];
    }
    return false;
}

//! Art. 4.3: every resident exchange between \a s1 and \a s2 (both ascending), in its order.
inline QList<Exchange> residentExchanges(const Seq &s1, const Seq &s2)
{
    QList<Exchange> out;
    for (int k = 1; k <= std::min(s1.size(), s2.size()); ++k) {
        const QList<Seq> outs = subsets(s1, k), ins = subsets(s2, k);
        for (const Seq &a : outs) {
            for (const Seq &b : ins)
                out.append({a, b});
        }
    }
    std::stable_sort(out.begin(), out.end(), exchangeBefore);
    return out;
}

//! Art. 4.4: the sets of \a m1 MDPs out of the MDPs 1..\a m0 (all valid here: the MDPs of the
//! tests have one score, so every Limbo complies with [C7]), by their smallest differing BSN.
inline QList<Seq> mdpSets(int m0, int m1)
{
    QList<Seq> sets = subsets(range(1, m0), m1);
    std::stable_sort(sets.begin(), sets.end(), [](const Seq &a, const Seq &b) {
        for (int i = 0; i < a.size(); ++i) {
            if (a[i] != b[i])
                return a[i] < b[i];
        }
        return false;
    });
    return sets;
}

//! A candidate (Art. 3.3): pairs (S1 player first) and the players left unpaired.
struct Candidate
{
    QList<QPair<int, int>> pairs;
    Seq unpaired;
    Exchange exchange; //!< the resident exchange of the (remainder) bracket, empty for none
    Seq s2Order; //!< the transposition (of the remainder, in a heterogeneous bracket)
    Seq mdps; //!< heterogeneous: the MDP set (S1)
    Seq mdpTransposition; //!< heterogeneous: the transposition of S2 paired with the MDPs
};

using Visit = std::function<bool(const Candidate &)>;

//! Calls \a visit with the candidates of a homogeneous bracket (or remainder) of BSNs 1..\a n
//! in the order of Art. 3.6: every transposition of S2 (4.2), then, from the original S1 and
//! S2, each resident exchange (4.3) with the subgroups sorted again and all their
//! transpositions. S1 holds MaxPairs = n / 2 players. Stops and returns true as soon as
//! \a visit returns true.
inline bool homogeneousOrder(int n, const Visit &visit)
{
    const int n1 = n / 2;
    const Seq s1 = range(1, n1), s2 = range(n1 + 1, n);
    QList<Exchange> exchanges {Exchange {}};
    exchanges += residentExchanges(s1, s2);
    for (const Exchange &e : exchanges) {
        Seq newS1, newS2;
        for (int b : s1) {
            if (!e.fromS1.contains(b))
                newS1.append(b);
        }
        newS1 += e.fromS2;
        for (int b : s2) {
            if (!e.fromS2.contains(b))
                newS2.append(b);
        }
        newS2 += e.fromS1;
        std::sort(newS1.begin(), newS1.end());
        std::sort(newS2.begin(), newS2.end());
        for (const Seq &t : transpositions(newS2, n1)) {
            Candidate c;
            c.exchange = e;
            c.s2Order = t;
            for (int i = 0; i < n1; ++i)
                c.pairs.append({newS1[i], t[i]});
            for (int b : newS2) {
                if (!t.contains(b))
                    c.unpaired.append(b);
            }
            if (visit(c))
                return true;
        }
    }
    return false;
}

//! Calls \a visit with the candidates of a heterogeneous bracket of BSNs 1..\a n whose first
//! \a m0 are MDPs, \a m1 of them paired, in the order of Art. 3.7: for each MDP set (4.4), each
//! transposition of S2 (4.2) gives the MDP-Pairing, and for each, the remainder's candidates
//! (3.6, fresh BSNs 4.1) come before the next transposition. Returns true when \a visit did.
inline bool heterogeneousOrder(int m0, int n, int m1, const Visit &visit)
{
    const Seq residents = range(m0 + 1, n);
    for (const Seq &set : mdpSets(m0, m1)) {
        for (const Seq &t : transpositions(residents, m1)) {
            Seq remainder;
            for (int b : residents) {
                if (!t.contains(b))
                    remainder.append(b);
            }
            const bool stop = homogeneousOrder(int(remainder.size()), [&](const Candidate &rc) {
                Candidate c = rc;
                c.mdps = set;
                c.mdpTransposition = t;
                c.pairs.clear();
                for (int i = 0; i < m1; ++i)
                    c.pairs.append({set[i], t[i]});
                for (const auto &[a, b] : rc.pairs)
                    c.pairs.append({remainder[a - 1], remainder[b - 1]});
                c.unpaired.clear();
                for (int b = 1; b <= m0; ++b) {
                    if (!set.contains(b))
                        c.unpaired.append(b); // the Limbo
                }
                for (int b : rc.unpaired)
                    c.unpaired.append(remainder[b - 1]);
                return visit(c);
            });
            if (stop)
                return true;
        }
    }
    return false;
}

} // namespace art4
