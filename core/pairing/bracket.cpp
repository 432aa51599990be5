// SPDX-License-Identifier: GPL-3.0-or-later
// One bracket of the Dutch system as a maximum-weight matching. The graph holds the bracket and
// every player below it (plus a bye vertex when the field is odd), so that [C4] completion and
// the [C8] look-ahead are part of the same optimum. Each edge weight packs the criteria as
// signed bit fields in priority order; a field's sum never reaches the next field's unit, so
// the heaviest matching is the best pairing by the criteria taken lexicographically.
#include "pairing/bracket.h"
#include "pairing/bracketsolver_p.h"

#include <algorithm>
#include <memory>

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

namespace detail {

    void BracketSolver::unexpected(const char *what)
    {
        // A step that cannot fail did: the slower search that follows still pairs by the
        // rules, but the tests fail on this warning (it once hid a wrong optimum's weight).
        qWarning("pairing: internal check failed (%s); searching step by step instead", what);
    }

    bool BracketSolver::tryNow()
    {
        // The criteria put completion ([C4], one unit per pair) above every other field, so
        // when a perfect matching exists the heaviest matching is the heaviest perfect one; when
        // none exists, any matching falls short of the optimum (or fails [C4] at once).
        // ARBITER_PAIRING_REFERENCE=1: the matching as it was before the lazy graph (every
        // edge, no warm start), for comparisons (scripts/compare-pairings.sh).
        static const bool reference = qEnvironmentVariableIsSet("ARBITER_PAIRING_REFERENCE");
        const int n = int(m_vx.size());
        QList<WeightedEdge> edges;
        QList<int> mate;
        if (reference) {
            edges = allEdges();
            mate = maxWeightMatching(n, edges);
        }
        bool dense = false;
        // The solves after edges are called in go on from the last one (same weights, more
        // edges): a few augmenting paths instead of a solve from scratch.
        std::unique_ptr<IncrementalMatching> solver;
        QSet<quint64> solverEdges;
        // Every edge the solver holds: a solve's listed edges are not always a superset of the
        // last one's (the heaviest few of a player are chosen among equal weights anew when
        // the duals call edges in), and the matching may keep an edge no longer listed.
        QList<WeightedEdge> solverList;
        while (!reference) {
            QList<WeightedEdge> unlisted; // the bracket's edges left out of this solve
            edges = listedEdges(unlisted, dense);
            MatchingDuals duals;
            bool warm = false;
            if (solver) {
                QList<WeightedEdge> added;
                for (const WeightedEdge &e : edges)
                    if (!solverEdges.contains(pairKey(e.u, e.v)))
                        added.append(e);
                warm = solver->addEdges(added);
                for (const WeightedEdge &e : added)
                    solverEdges.insert(pairKey(e.u, e.v));
                solverList += added;
            }
            if (!warm) {
                solver = std::make_unique<IncrementalMatching>(n, edges);
                solverList = edges;
                solverEdges.clear();
                solverEdges.reserve(edges.size());
                for (const WeightedEdge &e : edges)
                    solverEdges.insert(pairKey(e.u, e.v));
            }
            mate = solver->solve(duals);
            if (std::find(mate.begin(), mate.end(), -1) != mate.end() && !unlisted.isEmpty()) {
                dense = true; // every bracket edge first
                solver.reset();
                continue;
            }
            if (std::find(mate.begin(), mate.end(), -1) != mate.end()) {
                // Not perfect on these edges (every bracket edge among them): the edges not
                // listed that could join the matching's stuck trees are called in; with none,
                // no perfect matching exists (Tutte), which tells for certain.
                if (!addTreeEdges(duals))
                    break;
                solver.reset();
                continue;
            }
            duals.prepare();
            const bool inBracket = addViolatedInBracket(unlisted, duals);
            if (!addViolated(duals) && !inBracket)
                break;
        }
        Weight total;
        for (const WeightedEdge &e : reference ? edges : solverList)
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
            if (hi < 0) { // cannot happen: the optimum respects every requirement
                unexpected("a leader's partner breaks a requirement");
                continue;
            }
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

    bool BracketSolver::setExactHint(const QList<int> &leaders, const QList<int> &candidates,
        const QList<int> &roles, const QList<Req> &wants)
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
        // partners of the MDPs (\a leaders) among the residents (\a candidates). \a wants gives
        // each role's preferred requirement (InBracket when empty); without leaders, the hint
        // holds the roles only.
        if (leaders.isEmpty() && roles.isEmpty())
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
            m_roleWant = wants.isEmpty() ? QList<Req>(roles.size(), Req::InBracket) : wants;
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
        m_roleWant.clear();
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

    int BracketSolver::hintChunk(qsizetype candidates) const
    {
        int bits = 1;
        while ((qint64(1) << bits) <= candidates)
            ++bits;
        return (Weight::Words - m_pk.words()) * std::max(1, 54 / bits);
    }

    int BracketSolver::setLeadingHint(const QList<int> &leaders, const QList<int> &candidates)
    {
        // The exact hint for as many of the first leaders as the words hold: lexicographic-
        // Partners' first chunk. The solve still finds an optimum of the criteria (the hint
        // words come after them), and one whose first chunk has its partners in transposition
        // order, so that chunk needs no solve of its own later. A solve with no hint at all
        // costs far more: its many equal optima keep the matching's alternating trees large.
        const int chunk = hintChunk(candidates.size());
        const QList<int> part = leaders.mid(0, std::max(chunk, 0));
        return chunk > 0 && setExactHint(part, candidates) ? int(part.size()) : 0;
    }

    bool BracketSolver::lexicographicPartners(
        const QList<int> &leaders, const QList<int> &candidates)
    {
        // As many leaders as the hint words hold at a time: the first chunk's partners are the
        // first transposition's, forced, then the next chunk among the optima left.
        const int chunk = hintChunk(candidates.size());
        if (leaders.isEmpty() || chunk <= 0)
            return false;
        for (qsizetype done = 0; done < leaders.size(); done += chunk) {
            const QList<int> part = leaders.mid(done, chunk);
            if (!setExactHint(part, candidates)) {
                unexpected("the transposition hint does not fit"); // the chunk fits
                fixPartners(leaders.mid(done), candidates);
                return true;
            }
            const bool reached = tryNow();
            clearExactHint();
            if (!reached) {
                // Cannot happen: the requirements are those of the optimum found last.
                unexpected("the optimum is lost under the transposition hint");
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

    bool BracketSolver::chooseRolesAtOnce(const QList<int> &first, Req preferred1, Req otherwise1,
        const QList<int> &second, Req preferred2, Req otherwise2)
    {
        // The greedy choice of chooseRoles (each player in turn takes the preferred role when
        // an optimum still allows it) is the lexicographically first role sequence among the
        // optima: one matching with the roles' hint finds it, instead of one per player.
        const QList<int> roles = first + second;
        QList<Req> wants(first.size(), preferred1);
        wants += QList<Req>(second.size(), preferred2);
        if (roles.isEmpty() || !setExactHint({}, {}, roles, wants))
            return false;
        const bool reached = tryNow();
        clearExactHint();
        if (!reached) { // cannot happen: no requirement changed since the optimum
            unexpected("the optimum is lost under the roles' hint");
            return false;
        }
        for (qsizetype i = 0; i < roles.size(); ++i) {
            const int x = roles[i];
            m_req[x] = meets(wants[i], x, m_mate[x]) ? wants[i]
                : i < first.size()                   ? otherwise1
                                                     : otherwise2;
        }
        return true;
    }

    bool BracketSolver::c9OutOfScope()
    {
        // [C9] (minimise the PAB assignee's unplayed games) applies to a bracket that
        // downfloats exactly one player, who gets the PAB (the note to [C9] in the 2025 text).
        // The number of downfloaters is the same in every optimum ([C6] comes first).
        if (m_bye < 0 || !m_c9)
            return false;
        int downfloaters = 0;
        for (int i = 0; i < m_bSize; ++i)
            downfloaters += inB(m_mate[i]) ? 0 : 1;
        if (downfloaters == 1)
            return false;
        m_c9 = false;
        return true;
    }

    BracketResult BracketSolver::solve()
    {
        BracketResult r;
        const int n = int(m_vx.size());
        // A homogeneous bracket is its own remainder: set the exchange fields at once, with S1
        // the top half, and solve again below only when fewer pairs can be made.
        // With the exact hint for S1 = the top half (its first leaders when S1 is too large for
        // the hint words): when that S1 needs no exchange, those leaders' partners are the
        // first transposition's at once (see setExactHint).
        const int guess = m_bSize / 2;
        if (m_in.mdpCount == 0) {
            for (int i = 0; i < m_bSize; ++i) {
                m_remainder.append(i);
                m_rpos[i] = i;
                if (i < guess)
                    m_origS1.insert(i);
            }
        }
        QList<int> mdps, residents;
        for (int i = 0; i < m_bSize; ++i)
            (m_vx[i].mdp ? mdps : residents).append(i);
        // A heterogeneous bracket: the exact hint for the MDPs' roles and partners, so that the
        // first optimum settles the MDP-pairing (Art. 4.4, then 4.2) at once.
        int hintedS1 = 0; // S1's first leaders hinted in the last solve of the remainder
        bool exactMdps = false;
        const auto firstSolve = [&] {
            if (m_in.mdpCount == 0)
                hintedS1 = setLeadingHint(m_remainder.mid(0, guess), m_remainder);
            else
                exactMdps = setExactHint(mdps, residents, mdps);
            m_mate.clear();
            tryNow();
            clearExactHint();
        };
        firstSolve();
        for (int v = 0; v < n; ++v)
            if (m_mate[v] < 0)
                return r; // [C4]: no complete pairing of the remaining players
        if (c9OutOfScope())
            firstSolve(); // the same optimum without [C9]
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
            hintedS1 = setLeadingHint(s1, m_remainder);
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
            // one found with the exact hint for S1's first leaders has their partners in
            // transposition order.
            forceMates(s1.mid(0, hintedS1));
        } else {
            hintedS1 = 0;
            // Art. 4.3 c: the S1 players moved out, the highest differing BSN first.
            // Art. 4.3 d: the S2 players moved in, the lowest differing BSN first.
            QList<int> s1desc(s1.rbegin(), s1.rend());
            if (!chooseRolesAtOnce(
                    s1desc, Req::NotLeader, Req::Leader, s2desc, Req::Leader, Req::NotLeader)) {
                chooseRoles(s1desc, Req::NotLeader, Req::Leader);
                chooseRoles(s2desc, Req::Leader, Req::NotLeader);
            }
        }
        QList<int> leaders; // those not forced yet (with no exchange, S1 after the hinted ones)
        for (int x : m_remainder)
            if (m_rpos[m_mate[x]] > m_rpos[x])
                leaders.append(x);
        leaders.remove(0, hintedS1);
        if (!leaders.isEmpty() && !lexicographicPartners(leaders, m_remainder))
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

} // namespace detail

using detail::BracketSolver;

std::optional<BracketResult> pairUntouchedBracket(const BracketInput &in)
{
    if (in.mdpCount != 0 || !in.lower.isEmpty() || in.bracket.isEmpty())
        return std::nullopt;
    const QList<PlayerState> &st = *in.states;
    for (int i : in.bracket) {
        const PlayerState &p = st[i];
        if (!p.colours.isEmpty() || !p.opponents.isEmpty() || !p.pabEligible || p.unplayed != 0
            || p.float1 != Float::None || p.float2 != Float::None
            || p.strength != PrefStrength::None)
            return std::nullopt;
    }
    if (!in.forbidden.isEmpty()) {
        QSet<int> inBracket(in.bracket.cbegin(), in.bracket.cend());
        for (quint64 key : in.forbidden)
            if (inBracket.contains(int(key >> 32)) && inBracket.contains(int(key & 0xffffffffu)))
                return std::nullopt;
    }
    BracketResult r;
    const qsizetype half = in.bracket.size() / 2;
    r.pairs.reserve(half);
    for (qsizetype i = 0; i < half; ++i)
        r.pairs.append({in.bracket[i], in.bracket[half + i]});
    if (in.bracket.size() % 2 == 1)
        r.byePlayer = in.bracket.last();
    r.ok = true;
    return r;
}

BracketResult solveBracket(const BracketInput &in)
{
    if (in.bracket.size() > maxSolvedBracket) {
        BracketResult r;
        r.tooLarge = true;
        return r;
    }
    BracketSolver s(in);
    BracketResult r = s.solve();
    Weight::active = Weight::Words;
    return r;
}

BracketResult pairBracket(const BracketInput &in)
{
    if (std::optional<BracketResult> r = pairUntouchedBracket(in))
        return *r;
    return solveBracket(in);
}

} // namespace arb::pairing
