// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/pairing: the bracket solver shared by bracketweights.cpp (the criteria as
// edge weights) and bracket.cpp (the matchings that choose the pairing). Not a public API.
#pragma once

#include "pairing/bracket.h"
#include "pairing/matching.h"

#include <algorithm>
#include <map>

namespace arb::pairing::detail {

//! Lays out criteria as signed bit fields across the words of a Weight, most significant first.
class Packer
{
public:
    //! Adds a field whose sum over a matching never exceeds \a bound in absolute value.
    int add(qint64 bound)
    {
        int bits = 2;
        while (bound > 0) {
            ++bits;
            bound >>= 1;
        }
        if (m_used + bits > 60) {
            ++m_word;
            m_used = 0;
        }
        // Fields fill a word from its top bit down, so the first (most important) field is the
        // most significant; bit 0 stays clear, keeping weights even (see matching.h).
        m_fields.append({m_word, 61 - m_used - bits});
        m_used += bits;
        if (m_word >= Weight::MaxCriteriaWords)
            m_overflow = true;
        return int(m_fields.size() - 1);
    }
    void put(Weight &w, int field, qint64 value) const
    {
        const auto [word, shift] = m_fields[field];
        if (word < Weight::MaxCriteriaWords)
            w.w[word] += value * (qint64(1) << shift);
    }
    bool overflowed() const { return m_overflow; }
    //! Returns the number of words the fields use.
    int words() const { return std::min(m_word + 1, int(Weight::MaxCriteriaWords)); }

private:
    QList<std::pair<int, int>> m_fields;
    int m_word = 0;
    int m_used = 0;
    bool m_overflow = false;
};

enum class Req : quint8 { Any, InBracket, NotInBracket, Leader, NotLeader };

struct Vertex
{
    int player = -1; //!< -1 for the bye vertex
    int pos = -1; //!< position in the bracket (BSN - 1), -1 when below it
    bool mdp = false;
    bool next = false; //!< resident of the next scoregroup
};

struct Edge
{
    int u = 0;
    int v = 0;
    Weight weight;
};

class BracketSolver
{
public:
    explicit BracketSolver(const BracketInput &in);
    BracketResult solve();

private:
    void buildFields();
    void buildEdges();
    bool exists(int u, int v) const;
    void addLowerEdge(int u, int v);
    QList<WeightedEdge> allEdges() const;
    bool addViolated(MatchingDuals &duals);
    //! Returns true when the edge (x, y) with a lower end is allowed and not listed yet.
    bool lowerEdgeMissing(int x, int y) const;
    //! Adds the edges not listed yet that join an S node of a matching stuck short of perfect
    //! to a node other than a T vertex; returns false when there are none.
    bool addTreeEdges(const MatchingDuals &duals);
    QList<WeightedEdge> listedEdges(QList<WeightedEdge> &unlisted, bool dense);
    bool addViolatedInBracket(const QList<WeightedEdge> &unlisted, const MatchingDuals &duals);
    Weight edgeWeight(int u, int v) const;
    bool allowedEnd(int u, int v) const;
    //! Solves under the current requirements; returns false when the optimum is not reached.
    bool tryNow();
    void unexpected(const char *what);
    Weight extra(const Edge &e) const;
    qint64 unpairedMdpDifference(int x) const; //!< [C18]/[C20] value of MDP \a x left unpaired
    void putUnpairedMdp(Weight &w, int x) const;
    bool inB(int v) const { return v < m_bSize; }
    bool leads(int u, int v) const { return inB(v) && m_vx[v].pos > m_vx[u].pos; }
    bool candidateFits(int u, int c) const;
    void fixPartners(const QList<int> &leaders, const QList<int> &candidates);
    void chooseRoles(const QList<int> &order, Req preferred, Req otherwise);

    const BracketInput &m_in;
    const QList<PlayerState> &m_st;
    QList<Vertex> m_vx;
    int m_bSize = 0;
    int m_bye = -1;
    // [C9] counts only in a bracket whose single downfloater gets the PAB (its note in the 2025
    // text): cleared, and the bracket solved again, when the optimum downfloats another number.
    bool m_c9 = true;
    bool c9OutOfScope();
    Packer m_pk;
    int fCard = 0, fC5 = 0, fC6 = 0, fC8a = 0, fC9 = 0, fC10 = 0, fC11 = 0, fC12 = 0, fC13 = 0;
    int fC14 = 0, fC15 = 0, fC16 = 0, fC17 = 0, fTieA = 0, fTieB = 0;
    QList<int> fC7, fC8b, fC18, fC19, fC20, fC21; // per score level / score-difference level
    std::map<qint64, int, std::greater<>> m_scoreLevel; // bracket scores, highest first
    std::map<qint64, int, std::greater<>> m_sdLevel; // MDP score differences, highest first
    std::map<qint64, int, std::greater<>> m_sd18Level, m_sd20Level; // of MDPs who downfloated
    std::map<qint64, int> m_allScoreLevel; // every remaining score, lowest first ([C5])
    QList<Edge> m_edges;
    QSet<quint64> m_adj; // the edges within the bracket, by pairKey of their vertices
    QSet<quint64> m_lowerEdges; // the edges with a lower end in m_edges (see bracketgraph.cpp)
    QSet<quint64> m_bracketCore; // bracket edges listed whatever their weight (bracketgraph.cpp)
    int m_prefixVertex = -1; // a leader whose partner must be in m_prefixSet
    QSet<int> m_prefixSet;
    QList<Req> m_req;
    QList<int> m_forced;
    // Phase 3: the remainder and its original S1 (2025 Art. 4.3 exchange order).
    QList<int> m_remainder;
    QSet<int> m_origS1;
    QList<int> m_rpos; // position in the remainder, -1 outside it
    Weight m_opt;
    QList<int> m_mate;
    // The exact transposition hint (see lexicographicPartners): each leader's rank, -1 for
    // the others, and the layout of the digits in the words after the criteria.
    QList<int> m_leaderRank;
    QList<int> m_candPos; // position among the candidates, -1 for the others
    QList<int> m_roleRank; // players with a role the hint prefers, by rank (-1: none)
    QList<Req> m_roleWant; // the role each rank prefers
    int m_roleWords = 0; // hint words taken by the roles, before the digits
    int m_digitBits = 0;
    int m_digitsPerWord = 0;
    bool setExactHint(const QList<int> &leaders, const QList<int> &candidates,
        const QList<int> &roles = {}, const QList<Req> &wants = {});
    //! Returns true when \a v as \a u's partner gives \a u the role \a r.
    bool meets(Req r, int u, int v) const;
    void putRoleBits(Weight &w, int u, int v) const;
    //! chooseRoles for \a first then \a second in one matching (the roles' hint); returns
    //! false when the hint words cannot hold them.
    bool chooseRolesAtOnce(const QList<int> &first, Req preferred1, Req otherwise1,
        const QList<int> &second, Req preferred2, Req otherwise2);
    void clearExactHint();
    void forceMates(const QList<int> &leaders);
    bool lexicographicPartners(const QList<int> &leaders, const QList<int> &candidates);
    //! The leaders the exact hint can hold at a time among \a candidates.
    int hintChunk(qsizetype candidates) const;
    //! Sets the exact hint for the first leaders (as many as it holds); returns how many.
    int setLeadingHint(const QList<int> &leaders, const QList<int> &candidates);
};

} // namespace arb::pairing::detail
