// SPDX-License-Identifier: GPL-3.0-or-later
// One bracket of the Dutch system as a maximum-weight matching. The graph holds the bracket and
// every player below it (plus a bye vertex when the field is odd), so that [C4] completion and
// the [C8] look-ahead are part of the same optimum. Each edge weight packs the criteria as
// signed bit fields in priority order; a field's sum never reaches the next field's unit, so
// the heaviest matching is the best pairing by the criteria taken lexicographically.
#include "pairing/bracket.h"

#include "pairing/matching.h"

#include <algorithm>
#include <map>

namespace arb::pairing {

bool mayMeet(
    const PlayerState &a, const PlayerState &b, const QSet<quint64> &forbidden, int ia, int ib)
{
    if (a.opponents.contains(b.startNo)) // [C1] (C.04.1 Art. 2): no second game
        return false;
    // [C3] (C.04.1 Art. 6-7): two non-topscorers with the same absolute preference.
    if (a.isAbsolute() && b.isAbsolute() && a.preference == b.preference && !a.topscorer
        && !b.topscorer)
        return false;
    return !forbidden.contains(pairKey(ia, ib));
}

namespace {

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
        Weight edgeWeight(int u, int v) const;
        bool allowedEnd(int u, int v) const;
        //! Solves under the current requirements; returns false when the optimum is not reached.
        bool tryNow();
        Weight extra(const Edge &e) const;
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
        Packer m_pk;
        int fCard = 0, fC5 = 0, fC6 = 0, fC8a = 0, fC9 = 0, fC10 = 0, fC11 = 0, fC12 = 0, fC13 = 0;
        int fC14 = 0, fC15 = 0, fC16 = 0, fC17 = 0, fTieA = 0, fTieB = 0;
        QList<int> fC7, fC8b, fC18, fC19, fC20, fC21; // per score level / score-difference level
        std::map<qint64, int, std::greater<>> m_scoreLevel; // bracket scores, highest first
        std::map<qint64, int, std::greater<>> m_sdLevel; // MDP score differences, highest first
        std::map<qint64, int> m_allScoreLevel; // every remaining score, lowest first ([C5])
        QList<Edge> m_edges;
        QSet<quint64> m_adj; // the edges, by pairKey of their vertices
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
        QList<int> m_roleRank; // MDPs whose pairing in the bracket is preferred, by rank
        int m_roleWords = 0; // hint words taken by the roles, before the digits
        int m_digitBits = 0;
        int m_digitsPerWord = 0;
        bool setExactHint(
            const QList<int> &leaders, const QList<int> &candidates, const QList<int> &roles = {});
        void clearExactHint();
        void forceMates(const QList<int> &leaders);
        bool lexicographicPartners(const QList<int> &leaders, const QList<int> &candidates);
    };

    BracketSolver::BracketSolver(const BracketInput &in)
        : m_in(in)
        , m_st(*in.states)
    {
        m_bSize = int(in.bracket.size());
        for (int i = 0; i < m_bSize; ++i)
            m_vx.append({in.bracket[i], i, i < in.mdpCount, false});
        for (int i = 0; i < in.lower.size(); ++i)
            m_vx.append({in.lower[i], -1, false, i < in.nextGroupSize});
        if (m_vx.size() % 2 == 1) {
            m_bye = int(m_vx.size());
            m_vx.append({-1, -1, false, false});
        }
        m_req.fill(Req::Any, m_vx.size());
        m_forced.fill(-1, m_vx.size());
        m_rpos.fill(-1, m_vx.size());
        buildFields();
        Weight::active = m_pk.words() + 1; // the criteria words and the hint word
        buildEdges();
    }

    void BracketSolver::buildFields()
    {
        const qint64 nv = m_vx.size();
        for (int i = 0; i < m_bSize; ++i)
            m_scoreLevel.emplace(m_st[m_vx[i].player].score, 0);
        int lv = 0;
        for (auto &[s, l] : m_scoreLevel)
            l = lv++;
        const qint64 residentScore = m_st[m_vx[m_bSize - 1].player].score;
        for (int i = 0; i < m_in.mdpCount; ++i)
            m_sdLevel.emplace(m_st[m_vx[i].player].score - residentScore, 0);
        lv = 0;
        for (auto &[s, l] : m_sdLevel)
            l = lv++;
        for (const Vertex &v : m_vx)
            if (v.player >= 0)
                m_allScoreLevel.emplace(m_st[v.player].score, 0);
        lv = 0;
        for (auto &[s, l] : m_allScoreLevel)
            l = lv++;

        // Each field's bound is the most its sum can reach in one matching: counts over the
        // bracket's players are bounded by the bracket's size, the completion by the graph's.
        const qint64 nb = m_bSize;
        fCard = m_pk.add(nv); // [C4] completion: every remaining player paired
        fC5 = m_pk.add(qint64(m_allScoreLevel.size())); // [C5] the PAB assignee's score
        fC6 = m_pk.add(nb); // [C6] pairs in the bracket
        for (std::size_t i = 0; i < m_scoreLevel.size(); ++i) // [C7] paired scores, highest first
            fC7.append(m_pk.add(nb));
        fC8a = m_pk.add(nb + m_in.nextGroupSize); // [C8] pairs in the next bracket
        for (std::size_t i = 0; i < m_scoreLevel.size(); ++i) // [C8] its paired MDP scores
            fC8b.append(m_pk.add(nb));
        fC9 = m_pk.add(64); // [C9] the PAB assignee's unplayed rounds
        fC10 = m_pk.add(nb);
        fC11 = m_pk.add(nb);
        fC12 = m_pk.add(nb);
        fC13 = m_pk.add(nb);
        fC14 = m_pk.add(nb);
        fC15 = m_pk.add(nb);
        fC16 = m_pk.add(nb);
        fC17 = m_pk.add(nb);
        for (QList<int> *f : {&fC18, &fC19, &fC20, &fC21})
            for (std::size_t i = 0; i < m_sdLevel.size(); ++i)
                f->append(m_pk.add(nb));
        fTieA = m_pk.add(nb); // Art. 4.3 a: fewest players exchanged
        fTieB = m_pk.add(nb * nb); // Art. 4.3 b: smallest BSN sum moved into S1
    }

    Weight BracketSolver::edgeWeight(int u, int v) const
    {
        Weight w;
        m_pk.put(w, fCard, 1);
        if (v == m_bye || u == m_bye) {
            const int p = u == m_bye ? m_vx[v].player : m_vx[u].player;
            const int x = u == m_bye ? v : u;
            const PlayerState &s = m_st[p];
            m_pk.put(w, fC5, -m_allScoreLevel.at(s.score));
            m_pk.put(w, fC9, -std::min(s.unplayed, 60));
            if (inB(x) && !m_vx[x].mdp) { // the PAB is a downfloat of a resident (1.4.3)
                m_pk.put(w, fC14, -(s.float1 == Float::Down));
                m_pk.put(w, fC16, -(s.float2 == Float::Down));
            }
            return w;
        }
        const PlayerState &a = m_st[m_vx[u].player];
        const PlayerState &b = m_st[m_vx[v].player];
        if (inB(u) && inB(v)) {
            m_pk.put(w, fC6, 1);
            m_pk.put(w, fC7[m_scoreLevel.at(a.score)], 1);
            m_pk.put(w, fC7[m_scoreLevel.at(b.score)], 1);
            // Colours as Art. 5 would allocate them: [C10]-[C13].
            const bool aHigher = m_vx[u].pos < m_vx[v].pos;
            const Colour ca = allocateColour(a, b, aHigher, m_in.initial);
            const Colour cb = opposite(ca);
            int c10 = 0, c11 = 0, c12 = 0, c13 = 0;
            for (const auto &[s, c] : {std::pair {&a, ca}, std::pair {&b, cb}}) {
                if (s->preference != Colour::None && c != s->preference) {
                    ++c12;
                    if (s->strength >= PrefStrength::Strong)
                        ++c13;
                }
                const int diff = s->colourDiff + (c == Colour::White ? 1 : -1);
                const qsizetype n = s->colours.size();
                if (diff > 2 || diff < -2)
                    ++c10;
                if (n >= 2 && s->colours[n - 1] == c && s->colours[n - 2] == c)
                    ++c11;
            }
            if (a.topscorer || b.topscorer) {
                m_pk.put(w, fC10, -c10);
                m_pk.put(w, fC11, -c11);
            }
            m_pk.put(w, fC12, -c12);
            m_pk.put(w, fC13, -c13);
            if (m_vx[u].mdp != m_vx[v].mdp) { // an MDP and its resident opponent
                const PlayerState &m = m_vx[u].mdp ? a : b;
                const PlayerState &r = m_vx[u].mdp ? b : a;
                const int sd = m_sdLevel.at(m.score - r.score);
                m_pk.put(w, fC15, -(r.float1 == Float::Up));
                m_pk.put(w, fC17, -(r.float2 == Float::Up));
                m_pk.put(w, fC18[sd], -(m.float1 == Float::Down));
                m_pk.put(w, fC19[sd], -(r.float1 == Float::Up));
                m_pk.put(w, fC20[sd], -(m.float2 == Float::Down));
                m_pk.put(w, fC21[sd], -(r.float2 == Float::Up));
            }
            return w;
        }
        if (inB(u) || inB(v)) { // a downfloater of this bracket and a lower player
            const int x = inB(u) ? u : v;
            const int y = inB(u) ? v : u;
            const PlayerState &s = m_st[m_vx[x].player];
            if (!m_vx[x].mdp) {
                m_pk.put(w, fC14, -(s.float1 == Float::Down));
                m_pk.put(w, fC16, -(s.float2 == Float::Down));
            }
            if (m_vx[y].next) {
                m_pk.put(w, fC8a, 1);
                m_pk.put(w, fC8b[m_scoreLevel.at(s.score)], 1);
            }
            return w;
        }
        if (m_vx[u].next && m_vx[v].next)
            m_pk.put(w, fC8a, 1);
        return w;
    }

    void BracketSolver::buildEdges()
    {
        const int n = int(m_vx.size());
        for (int u = 0; u < n; ++u) {
            for (int v = u + 1; v < n; ++v) {
                if (v == m_bye) {
                    if (!m_st[m_vx[u].player].pabEligible) // [C2] (C.04.1 Art. 4)
                        continue;
                } else {
                    if (m_vx[u].mdp && m_vx[v].mdp) // MDPs meet residents only (B.2: S1 vs S2)
                        continue;
                    const int pu = m_vx[u].player, pv = m_vx[v].player;
                    if (!mayMeet(m_st[pu], m_st[pv], m_in.forbidden, pu, pv))
                        continue;
                }
                m_edges.append({u, v, edgeWeight(u, v)});
                m_adj.insert(pairKey(u, v));
            }
        }
    }

    bool BracketSolver::allowedEnd(int u, int v) const
    {
        if (u == m_prefixVertex && !m_prefixSet.contains(v))
            return false;
        if (m_forced[u] >= 0)
            return m_forced[u] == v;
        switch (m_req[u]) {
        case Req::Any:
            return true;
        case Req::InBracket:
            return inB(v);
        case Req::NotInBracket:
            return !inB(v);
        case Req::Leader:
            return leads(u, v);
        case Req::NotLeader:
            return !leads(u, v);
        }
        return true;
    }

    Weight BracketSolver::extra(const Edge &e) const
    {
        Weight w;
        if (!inB(e.u) || !inB(e.v))
            return w;
        // A hint, not a criterion: the transposition order of Art. 4.2 gives S1[i] the
        // earliest S2 player it can have; weighting partners by (S1 size - leader index)^2
        // makes the optimum found first usually that one, which saves matchings later.
        // With an exact hint (lexicographicPartners) its digits replace this one.
        const bool exact = !m_leaderRank.isEmpty();
        const int hintWord = m_pk.words();
        const auto hint = [&w, hintWord, exact](qint64 leaderWeight, qint64 partner) {
            if (!exact)
                w.w[hintWord] = -2 * leaderWeight * leaderWeight * (partner + 1);
        };
        if (m_rpos[e.u] >= 0 && m_rpos[e.v] >= 0) {
            const int leader = m_rpos[e.u] < m_rpos[e.v] ? e.u : e.v;
            const int partner = leader == e.u ? e.v : e.u;
            m_pk.put(w, fTieA, -(m_origS1.contains(leader) ? 0 : 1));
            m_pk.put(w, fTieB, -(m_rpos[leader] + 1));
            hint(std::max<qint64>(m_origS1.size() - m_rpos[leader], 1), m_rpos[partner]);
        } else if (m_vx[e.u].mdp || m_vx[e.v].mdp) {
            const int mdp = m_vx[e.u].mdp ? e.u : e.v;
            const int res = mdp == e.u ? e.v : e.u;
            hint(m_in.mdpCount - m_vx[mdp].pos + m_bSize, m_vx[res].pos);
        } else if (m_remainder.isEmpty()) {
            const int residents = m_bSize - m_in.mdpCount;
            const int a = std::min(m_vx[e.u].pos, m_vx[e.v].pos) - m_in.mdpCount;
            const int b = std::max(m_vx[e.u].pos, m_vx[e.v].pos) - m_in.mdpCount;
            hint(std::max(residents / 2 - a, 1), b);
        }
        if (exact && !m_roleRank.isEmpty()) {
            for (const int x : {e.u, e.v}) {
                const int rank = m_roleRank[x];
                if (rank >= 0)
                    w.w[hintWord + rank / 54] = qint64(1) << (1 + 53 - rank % 54);
            }
        }
        if (exact) {
            for (const auto &[leader, partner] : {std::pair {e.u, e.v}, std::pair {e.v, e.u}}) {
                const int rank = m_leaderRank[leader];
                if (rank < 0 || m_candPos[partner] < 0)
                    continue;
                const int word = hintWord + m_roleWords + rank / m_digitsPerWord;
                const int shift = 1 + m_digitBits * (m_digitsPerWord - 1 - rank % m_digitsPerWord);
                w.w[word] = -(qint64(m_candPos[partner]) + 1) * (qint64(1) << shift);
                break;
            }
        }
        return w;
    }

    bool BracketSolver::tryNow()
    {
        QList<WeightedEdge> edges;
        edges.reserve(m_edges.size());
        for (const Edge &e : m_edges)
            if (allowedEnd(e.u, e.v) && allowedEnd(e.v, e.u))
                edges.append({e.u, e.v, e.weight + extra(e)});
        const QList<int> mate = maxWeightMatching(int(m_vx.size()), edges);
        Weight total;
        for (const WeightedEdge &e : edges)
            if (mate[e.u] == e.v)
                total = total + e.weight;
        for (int i = m_pk.words(); i < Weight::Words; ++i)
            total.w[i] = 0;
        if (!m_mate.isEmpty() && total < m_opt)
            return false;
        m_opt = total;
        m_mate = mate;
        return true;
    }

    bool BracketSolver::candidateFits(int u, int c) const
    {
        return m_forced[c] < 0 && c != u && m_req[c] != Req::Leader
            && (m_req[u] != Req::Leader || leads(u, c)) && m_adj.contains(pairKey(u, c));
    }

    void BracketSolver::fixPartners(const QList<int> &leaders, const QList<int> &candidates)
    {
        // Art. 4.2 (old D.1): the transpositions of S2 in lexicographic order of the partners:
        // each leader in turn takes the first candidate with which the optimum stays reachable.
        // Its partner in the optimum found last is reachable, so a binary search over the
        // candidates before it ("is some partner among the first k enough?") finds the first.
        for (int u : leaders) {
            if (m_forced[u] >= 0)
                continue;
            QList<int> fit;
            for (int c : candidates)
                if (candidateFits(u, c))
                    fit.append(c);
            qsizetype hi = fit.indexOf(m_mate[u]);
            if (hi < 0)
                continue; // cannot happen: the optimum respects every requirement
            qsizetype lo = 0;
            while (lo < hi) {
                // The first candidate alone first: it is the usual answer.
                const qsizetype mid = lo == 0 ? 0 : (lo + hi - 1) / 2;
                m_prefixVertex = u;
                m_prefixSet = QSet<int>(fit.begin(), fit.begin() + mid + 1);
                if (tryNow())
                    hi = fit.indexOf(m_mate[u]);
                else
                    lo = mid + 1;
            }
            m_prefixVertex = -1;
            m_prefixSet.clear();
            m_forced[u] = fit[hi];
            m_forced[fit[hi]] = u;
        }
    }

    bool BracketSolver::setExactHint(
        const QList<int> &leaders, const QList<int> &candidates, const QList<int> &roles)
    {
        // Art. 4.2 in one matching: once every leader is known, the partners in transposition
        // order are the lexicographically smallest sequence of partner indexes (leaders in
        // order) among the optima. Hint words after the criteria hold one digit per leader, base
        // 2^m_digitBits > any partner index + 1 (54 bits a word at most), the first leader's
        // digit highest: a matching that is heavier by the hint is exactly one that is
        // lexicographically first. The digits never carry (one partner per leader), so the
        // result is the one the greedy search of fixPartners finds, with a single matching
        // instead of one per step. Returns false when the digits need too many words.
        // With \a roles (the MDPs, Art. 4.4), one bit per MDP paired in the bracket comes first,
        // the first MDP highest: the set of paired MDPs chooseRoles would choose, then the
        // partners of the MDPs (\a leaders) among the residents (\a candidates).
        if (leaders.isEmpty())
            return false;
        m_roleWords = int((roles.size() + 53) / 54);
        m_digitBits = 1;
        while ((qint64(1) << m_digitBits) <= candidates.size())
            ++m_digitBits;
        m_digitsPerWord = std::max(1, 54 / m_digitBits);
        const int words
            = m_roleWords + int((leaders.size() + m_digitsPerWord - 1) / m_digitsPerWord);
        if (m_pk.words() + words > Weight::Words)
            return false;
        if (!roles.isEmpty()) {
            m_roleRank.fill(-1, m_vx.size());
            for (int i = 0; i < roles.size(); ++i)
                m_roleRank[roles[i]] = int(i);
        }
        m_leaderRank.fill(-1, m_vx.size());
        for (int i = 0; i < leaders.size(); ++i)
            m_leaderRank[leaders[i]] = int(i);
        m_candPos.fill(-1, m_vx.size());
        for (int i = 0; i < candidates.size(); ++i)
            m_candPos[candidates[i]] = int(i);
        Weight::active = m_pk.words() + words;
        return true;
    }

    void BracketSolver::clearExactHint()
    {
        m_roleRank.clear();
        m_roleWords = 0;
        m_leaderRank.clear();
        m_candPos.clear();
        Weight::active = m_pk.words() + 1;
    }

    void BracketSolver::forceMates(const QList<int> &leaders)
    {
        for (int u : leaders) {
            m_forced[u] = m_mate[u];
            m_forced[m_mate[u]] = u;
        }
    }

    bool BracketSolver::lexicographicPartners(
        const QList<int> &leaders, const QList<int> &candidates)
    {
        // As many leaders as the hint words hold at a time: the first chunk's partners are the
        // first transposition's, forced, then the next chunk among the optima left.
        int bits = 1;
        while ((qint64(1) << bits) <= candidates.size())
            ++bits;
        const int chunk = (Weight::Words - m_pk.words()) * std::max(1, 54 / bits);
        if (leaders.isEmpty() || chunk <= 0)
            return false;
        for (qsizetype done = 0; done < leaders.size(); done += chunk) {
            const QList<int> part = leaders.mid(done, chunk);
            if (!setExactHint(part, candidates)) {
                fixPartners(leaders.mid(done), candidates); // cannot happen: the chunk fits
                return true;
            }
            const bool reached = tryNow();
            clearExactHint();
            if (!reached) {
                // Cannot happen: the requirements are those of the optimum found last.
                fixPartners(leaders.mid(done), candidates);
                return true;
            }
            forceMates(part);
        }
        return true;
    }

    void BracketSolver::chooseRoles(const QList<int> &order, Req preferred, Req otherwise)
    {
        // Greedy in \a order; all at once first, as that is the common outcome.
        bool complies = true;
        for (int x : order) {
            m_req[x] = preferred;
            complies = complies && allowedEnd(x, m_mate[x]);
        }
        if (complies || tryNow())
            return;
        for (int x : order)
            m_req[x] = Req::Any;
        for (int x : order) {
            m_req[x] = preferred;
            if (allowedEnd(x, m_mate[x]))
                continue; // the optimum found so far already complies
            if (!tryNow())
                m_req[x] = otherwise;
        }
    }

    BracketResult BracketSolver::solve()
    {
        BracketResult r;
        const int n = int(m_vx.size());
        // A homogeneous bracket is its own remainder: set the exchange fields at once, with S1
        // the top half, and solve again below only when fewer pairs can be made.
        // With the exact hint for S1 = the top half: when that S1 needs no exchange, the
        // optimum is the first transposition at once (see setExactHint).
        const int guess = m_bSize / 2;
        bool exactS1 = false;
        if (m_in.mdpCount == 0) {
            for (int i = 0; i < m_bSize; ++i) {
                m_remainder.append(i);
                m_rpos[i] = i;
                if (i < guess)
                    m_origS1.insert(i);
            }
            exactS1 = setExactHint(m_remainder.mid(0, guess), m_remainder);
        }
        QList<int> mdps, residents;
        for (int i = 0; i < m_bSize; ++i)
            (m_vx[i].mdp ? mdps : residents).append(i);
        // A heterogeneous bracket: the exact hint for the MDPs' roles and partners, so that the
        // first optimum settles the MDP-pairing (Art. 4.4, then 4.2) at once.
        const bool exactMdps = m_in.mdpCount > 0 && setExactHint(mdps, residents, mdps);
        tryNow();
        clearExactHint();
        for (int v = 0; v < n; ++v)
            if (m_mate[v] < 0)
                return r; // [C4]: no complete pairing of the remaining players
        QList<int> pairedMdps;
        if (exactMdps) {
            for (int m : mdps) {
                m_req[m] = inB(m_mate[m]) ? Req::InBracket : Req::NotInBracket;
                if (inB(m_mate[m]))
                    pairedMdps.append(m);
            }
            forceMates(pairedMdps);
        } else {
            // Art. 4.4: the set of paired MDPs, preferring the smallest differing BSN.
            chooseRoles(mdps, Req::InBracket, Req::NotInBracket);
            // Art. 4.2 for S1 = the paired MDPs, S2 = the residents: the MDP-pairing.
            for (int m : mdps)
                if (m_req[m] == Req::InBracket)
                    pairedMdps.append(m);
            if (!lexicographicPartners(pairedMdps, residents))
                fixPartners(pairedMdps, residents);
        }
        // The remainder (homogeneous part), with fresh BSNs.
        const bool guessed = !m_remainder.isEmpty();
        if (!guessed) {
            for (int x : residents)
                if (m_forced[x] < 0)
                    m_remainder.append(x);
            for (int i = 0; i < m_remainder.size(); ++i)
                m_rpos[m_remainder[i]] = i;
        }
        int pairs = 0;
        for (int x : m_remainder)
            if (m_rpos[m_mate[x]] >= 0)
                ++pairs;
        pairs /= 2;
        QList<int> s1, s2desc;
        for (int i = 0; i < m_remainder.size(); ++i)
            (i < pairs ? s1 : s2desc).append(m_remainder[i]);
        if (!guessed || pairs != guess) {
            m_origS1.clear();
            for (int x : s1)
                m_origS1.insert(x);
            m_mate.clear(); // the tie fields change the weights: a new optimum
            exactS1 = setExactHint(s1, m_remainder);
            tryNow();
            clearExactHint();
        }
        int exchanged = 0;
        for (int x : m_remainder)
            if (m_rpos[m_mate[x]] > m_rpos[x] && !m_origS1.contains(x))
                ++exchanged;
        if (exchanged == 0) {
            // Art. 4.3 a: no exchange is needed, so S1 and S2 stay as they are.
            for (int x : s1)
                m_req[x] = Req::Leader;
            for (int x : s2desc)
                m_req[x] = Req::NotLeader;
            // Every optimum has S1 as its leaders (the exchange count is a criterion), so the
            // one found with the exact hint for S1 has the partners in transposition order.
            if (exactS1)
                forceMates(s1);
        } else {
            exactS1 = false;
            // Art. 4.3 c: the S1 players moved out, the highest differing BSN first.
            QList<int> s1desc(s1.rbegin(), s1.rend());
            chooseRoles(s1desc, Req::NotLeader, Req::Leader);
            // Art. 4.3 d: the S2 players moved in, the lowest differing BSN first.
            chooseRoles(s2desc, Req::Leader, Req::NotLeader);
        }
        QList<int> leaders;
        for (int x : m_remainder)
            if (m_rpos[m_mate[x]] > m_rpos[x])
                leaders.append(x);
        if (!exactS1 && !lexicographicPartners(leaders, m_remainder))
            fixPartners(leaders, m_remainder);

        for (int i = 0; i < m_bSize; ++i) {
            const int m = m_mate[i];
            if (inB(m)) {
                if (i < m)
                    r.pairs.append({m_vx[i].player, m_vx[m].player});
            } else if (m == m_bye && m_vx.size() == m_bSize + 1) {
                r.byePlayer = m_vx[i].player;
            } else {
                r.downfloaters.append(m_vx[i].player);
            }
        }
        if (m_pk.overflowed())
            qWarning("pairing: too many criteria fields for one bracket; the lowest were dropped");
        r.ok = true;
        return r;
    }

} // namespace

BracketResult pairBracket(const BracketInput &in)
{
    BracketSolver s(in);
    BracketResult r = s.solve();
    Weight::active = Weight::Words;
    return r;
}

} // namespace arb::pairing
