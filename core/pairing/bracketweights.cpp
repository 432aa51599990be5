// SPDX-License-Identifier: GPL-3.0-or-later
// The criteria [C5]-[C21] of a bracket as the weights of the matching's edges (see bracket.cpp).
#include "fixed.h"
#include "pairing/bracketsolver_p.h"

#include <tuple>

namespace arb::pairing::detail {

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
    // Score differences, highest first: of every MDP with a resident ([C19], [C21]); for
    // [C18]/[C20] only of the MDPs who downfloated then, and also as if unpaired: one who leaves
    // the bracket counts as if paired with a player one point below it (the old A.8 value),
    // more than any pair of his in the bracket. Levels that can only hold zeros are left out
    // (fewer words per weight, the same order).
    for (int i = 0; i < m_in.mdpCount; ++i) {
        const PlayerState &m = m_st[m_vx[i].player];
        const qint64 sd = m.score - residentScore;
        m_sdLevel.emplace(sd, 0);
        for (auto [floated, levels] : {std::pair {m.float1 == Float::Down, &m_sd18Level},
                 std::pair {m.float2 == Float::Down, &m_sd20Level}}) {
            if (floated) {
                levels->emplace(sd, 0);
                levels->emplace(unpairedMdpDifference(i), 0);
            }
        }
    }
    for (auto *levels : {&m_sdLevel, &m_sd18Level, &m_sd20Level}) {
        int level = 0;
        for (auto &[s, l] : *levels)
            l = level++;
    }
    for (const Vertex &v : m_vx)
        if (v.player >= 0)
            m_allScoreLevel.emplace(m_st[v.player].score, 0);
    lv = 0;
    for (auto &[s, l] : m_allScoreLevel)
        l = lv++;

    // Each field's bound is the most its sum can reach in one matching: the completion is
    // bounded by the graph's size, counts over the bracket's players by the bracket's size or,
    // tighter, by the number of players the criterion can concern.
    const qint64 nb = m_bSize;
    fCard = m_pk.add(nv); // [C4] completion: every remaining player paired
    fC5 = m_pk.add(qint64(m_allScoreLevel.size())); // [C5] the PAB assignee's score
    // Per score level, at most the bracket's players of that score count.
    QList<qint64> atLevel(qsizetype(m_scoreLevel.size()), 0);
    qint64 topscorers = 0, strong = 0;
    for (int i = 0; i < m_bSize; ++i) {
        const PlayerState &p = m_st[m_vx[i].player];
        ++atLevel[m_scoreLevel.at(p.score)];
        topscorers += p.topscorer;
        strong += p.strength >= PrefStrength::Strong;
    }
    fC6 = m_pk.add(nb); // [C6] pairs in the bracket
    for (std::size_t i = 0; i < m_scoreLevel.size(); ++i) // [C7] paired scores, highest first
        fC7.append(m_pk.add(atLevel[qsizetype(i)]));
    fC8a = m_pk.add(nb + m_in.nextGroupSize); // [C8] pairs in the next bracket
    for (std::size_t i = 0; i < m_scoreLevel.size(); ++i) // [C8] its paired MDP scores
        fC8b.append(m_pk.add(atLevel[qsizetype(i)]));
    fC9 = m_pk.add(64); // [C9] the PAB assignee's unplayed rounds (60 counted at most)
    // [C10]/[C11] count both players of a pair with a topscorer (none before the last round).
    fC10 = m_pk.add(std::min(nb, 2 * topscorers));
    fC11 = m_pk.add(std::min(nb, 2 * topscorers));
    fC12 = m_pk.add(nb);
    fC13 = m_pk.add(strong);
    // The float criteria count few players: each field's bound is the number of players its
    // float can concern (fewer bits, so fewer words per weight; the order is the same).
    qint64 mdpDown[2] = {0, 0}, resDown[2] = {0, 0}, resUp[2] = {0, 0};
    for (int i = 0; i < m_bSize; ++i) {
        const PlayerState &p = m_st[m_vx[i].player];
        for (int k = 0; k < 2; ++k) {
            const Float f = k == 0 ? p.float1 : p.float2;
            if (m_vx[i].mdp)
                mdpDown[k] += f == Float::Down;
            else
                (f == Float::Down ? resDown[k] : resUp[k]) += f != Float::None;
        }
    }
    const qint64 mdps = m_in.mdpCount;
    fC14 = m_pk.add(resDown[0]);
    fC15 = m_pk.add(std::min(mdps, resUp[0]));
    fC16 = m_pk.add(resDown[1]);
    fC17 = m_pk.add(std::min(mdps, resUp[1]));
    for (const auto &[f, levels, bound] : {std::tuple {&fC18, &m_sd18Level, mdpDown[0]},
             std::tuple {&fC19, &m_sdLevel, std::min(mdps, resUp[0])},
             std::tuple {&fC20, &m_sd20Level, mdpDown[1]},
             std::tuple {&fC21, &m_sdLevel, std::min(mdps, resUp[1])}})
        for (std::size_t i = 0; i < levels->size(); ++i)
            f->append(m_pk.add(bound));
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
        // [C9] is in extra(): it counts only for some brackets (m_c9).
        if (inB(x) && !m_vx[x].mdp) { // the PAB is a downfloat of a resident (1.4.3)
            m_pk.put(w, fC14, -(s.float1 == Float::Down));
            m_pk.put(w, fC16, -(s.float2 == Float::Down));
        } else if (inB(x)) {
            putUnpairedMdp(w, x);
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
            const qint64 diff = m.score - r.score;
            const int sd = m_sdLevel.at(diff);
            m_pk.put(w, fC15, -(r.float1 == Float::Up));
            m_pk.put(w, fC17, -(r.float2 == Float::Up));
            if (m.float1 == Float::Down)
                m_pk.put(w, fC18[m_sd18Level.at(diff)], -1);
            m_pk.put(w, fC19[sd], -(r.float1 == Float::Up));
            if (m.float2 == Float::Down)
                m_pk.put(w, fC20[m_sd20Level.at(diff)], -1);
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
        } else {
            putUnpairedMdp(w, x);
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

bool BracketSolver::allowedEnd(int u, int v) const
{
    if (u == m_prefixVertex && !m_prefixSet.contains(v))
        return false;
    if (m_forced[u] >= 0)
        return m_forced[u] == v;
    return meets(m_req[u], u, v);
}

bool BracketSolver::meets(Req r, int u, int v) const
{
    switch (r) {
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

void BracketSolver::putRoleBits(Weight &w, int u, int v) const
{
    // One bit per role of the hint (see setExactHint), the first role highest, on each edge
    // that gives that player the role wanted: an optimum heavier by these bits is one whose
    // roles are lexicographically first, the choice chooseRoles makes greedily.
    if (m_roleRank.isEmpty())
        return;
    const int hintWord = m_pk.words();
    for (const auto &[x, y] : {std::pair {u, v}, std::pair {v, u}}) {
        const int rank = m_roleRank[x];
        if (rank >= 0 && meets(m_roleWant[rank], x, y))
            w.w[hintWord + rank / 54] += qint64(1) << (1 + 53 - rank % 54);
    }
}

qint64 BracketSolver::unpairedMdpDifference(int x) const
{
    const qint64 lowest = m_st[m_vx[m_bSize - 1].player].score; // the residents' score
    return m_st[m_vx[x].player].score - (lowest - Fixed::Scale);
}

void BracketSolver::putUnpairedMdp(Weight &w, int x) const
{
    const PlayerState &m = m_st[m_vx[x].player];
    const qint64 diff = unpairedMdpDifference(x);
    if (m.float1 == Float::Down)
        m_pk.put(w, fC18[m_sd18Level.at(diff)], -1);
    if (m.float2 == Float::Down)
        m_pk.put(w, fC20[m_sd20Level.at(diff)], -1);
}

Weight BracketSolver::extra(const Edge &e) const
{
    Weight w;
    putRoleBits(w, e.u, e.v);
    if (e.u == m_bye || e.v == m_bye) {
        // [C9]: the PAB assignee's unplayed rounds, when he is the bracket's one downfloater.
        const int x = e.u == m_bye ? e.v : e.u;
        if (m_c9 && inB(x))
            m_pk.put(w, fC9, -std::min(m_st[m_vx[x].player].unplayed, 60));
        return w;
    }
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

} // namespace arb::pairing::detail
