// SPDX-License-Identifier: GPL-3.0-or-later
// The team tie-break engine (Handbook C.07, 2024, Art. 11-13 and 16): match and game points,
// adjusted scores and dummy opponents, EDE (13.3) and the board tie-breaks (12.2-12.3) on tied
// groups, on the rules kernel shared with the individual engine.
#include "teams/teamengine.h"

#include <algorithm>
#include <numeric>

namespace arb {

using rules::Contribution;

TeamEngine::TeamEngine(const Tournament &t, const TeamScoring &scoring, TeamResults results,
    bool gpPrimary, RulesVersion edition)
    : m_t(t)
    , m_scoring(scoring)
    , m_res(std::move(results))
    , m_n(int(t.teamData.teams.size()))
{
    m_primary = gpPrimary ? Pt::GP : Pt::MP;
    m_edition = edition;
    m_mp.assign(m_n, Fixed());
    m_gp.assign(m_n, Fixed());
    m_boardTotals.assign(m_n, std::vector<Fixed>(m_res.boards, Fixed()));
    for (int i = 0; i < m_n; ++i) {
        for (int r = 0; r < m_res.rounds; ++r) {
            const TeamRound &c = cell(i, r);
            m_mp[i] += c.matchPoints;
            m_gp[i] += c.gamePoints;
            for (int b = 0; b < m_res.boards && b < c.boardPoints.size(); ++b)
                m_boardTotals[i][b] += c.boardPoints[b];
        }
    }
}

const std::vector<Fixed> &TeamEngine::adjusted(Pt p)
{
    // 16.3: the scores opponents see; requested byes followed only by voluntary unplayed rounds
    // (16.2.5) count as draws, in match points and in game points alike (16 note). One adjusted
    // score per team: a forfeited match stays a voluntary unplayed round whatever /P says.
    auto &slot = m_adjusted[int(p)];
    if (slot)
        return *slot;
    std::vector<Fixed> v(m_n);
    for (int i = 0; i < m_n; ++i)
        v[i] = rules::adjustedScore(m_res.rounds, isSwiss(), drawValue(p), [&](int r) {
            const TeamRound &c = cell(i, r);
            return rules::RoundFacts {c.kind, countsAsGame(c, false), points(c, p)};
        });
    slot = std::move(v);
    return *slot;
}

std::vector<Contribution> TeamEngine::contributions(
    int i, Pt oppType, std::optional<Pt> ownType, bool P, RulesVersion edition)
{
    const std::vector<Fixed> &adj = adjusted(oppType);
    std::vector<Contribution> v;
    rules::appendOpponentContributions(
        v, m_res.rounds, isSwiss(), score(i, oppType), ownType.has_value(),
        [&](int r) {
            const TeamRound &c = cell(i, r);
            return rules::OpponentRound {
                c.kind, countsAsGame(c, P), c.opponent, ownType ? points(c, *ownType) : Fixed()};
        },
        [&](int opp) { return adj[opp]; },
        // 2026, 16.4.2: at most the points of a drawn match times the number of rounds.
        edition == RulesVersion::Fide2026 ? std::optional(drawValue(oppType) * m_res.rounds)
                                          : std::nullopt);
    return v;
}

Fixed TeamEngine::buchholz(int i, Pt p, bool P, RulesVersion edition)
{
    auto v = contributions(i, p, std::nullopt, P, edition);
    return rules::sumWithCuts(v, 0, 0, false);
}

TeamEngine &TeamEngine::fore()
{
    // 8.3: as if every paired match of the final round had been drawn.
    if (!m_fore) {
        const int R = m_res.rounds;
        TeamResults fore = m_res;
        for (int k = 0; k < m_n && R > 0; ++k) {
            TeamRound &c = fore.table[k][R - 1];
            if (c.opponent < 0)
                continue;
            c.kind = RoundKind::Played;
            c.matchPoints = drawValue(Pt::MP);
            c.gamePoints = drawValue(Pt::GP);
        }
        m_fore = std::make_unique<TeamEngine>(
            m_t, m_scoring, std::move(fore), m_primary == Pt::GP, m_edition);
    }
    return *m_fore;
}

TeamEngine::Pt TeamEngine::typeOf(const TieBreakSpec &spec) const
{
    if (spec.pointType == u"MP")
        return Pt::MP;
    if (spec.pointType == u"GP")
        return Pt::GP;
    return m_primary; // 13: the primary score unless another is named
}

int TeamEngine::ssscDivisor() const
{
    // 13.4.2 b): highest achievable primary score / highest secondary score of one match,
    // rounded towards zero.
    const Fixed maxPrimary = winValue(m_primary) * m_res.rounds;
    const Fixed maxSecondary = winValue(secondary());
    if (maxSecondary.raw() <= 0)
        return 1;
    return std::max<int>(1, int(maxPrimary.raw() / maxSecondary.raw()));
}

TieBreakValue TeamEngine::value(const TieBreakSpec &spec, int i)
{
    if (const TeamTieBreakFn fn = spec.info().team)
        return fn(*this, spec, i);
    TieBreakValue result;
    result.defined = false;
    return result;
}

Fixed TeamEngine::boardCount(int i) const
{
    Fixed sum;
    for (int b = 0; b < m_res.boards; ++b)
        sum += m_boardTotals[i][b] * (b + 1);
    return sum;
}

std::vector<std::vector<int>> TeamEngine::encounterBlocks(const std::vector<int> &set,
    const std::vector<Pt> &types, bool P, const Knockout *knockout) const
{
    // Art. 6 (13.3 for EDE): separate standings from the matches between the members, first on
    // the first point type, then on the next; every new subset restarts from the first
    // (13.3.3).
    const int s = int(set.size());
    if (s < 2)
        return {set};
    for (Pt p : types) {
        const rules::Encounters e = rules::encounters(s, [&](int x, int y) {
            Fixed sum;
            int games = 0;
            for (int r = 0; r < m_res.rounds; ++r) {
                const TeamRound &c = cell(set[x], r);
                if (c.opponent == set[y] && countsAsGame(c, P)) {
                    sum += points(c, p);
                    ++games;
                }
            }
            return std::pair(sum, games);
        });
        // 6.2 when all have met; 6.3 in Swiss events when some have not.
        const auto local = rules::encounterBlocks(e, isSwiss(), winValue(p));
        std::vector<std::vector<int>> blocks;
        for (const auto &block : local) {
            std::vector<int> members;
            for (int x : block)
                members.push_back(set[x]);
            blocks.push_back(members);
        }
        if (blocks.size() < 2)
            continue;
        std::vector<std::vector<int>> out;
        for (const auto &block : blocks)
            for (const auto &sub : encounterBlocks(block, types, P, knockout))
                out.push_back(sub);
        return out;
    }
    if (knockout && s == 2)
        return knockoutBlocks(set, P, *knockout);
    return {set};
}

std::vector<std::vector<int>> TeamEngine::knockoutBlocks(
    const std::vector<int> &pair, bool P, const Knockout &knockout) const
{
    // 13.3.2: exactly two teams still tied in both MP and GP; the knock-out tie-breaks of
    // Art. 12 decide, in the order given. The named chains of the 2026 edition apply them to
    // the games of the two teams' direct encounter (as FIDE's reference checker reads it); the
    // --ede-knockout list to all their games, when their MP and GP are equal.
    const int a = pair[0], b = pair[1];
    BoardTotals encounter;
    if (knockout.onEncounter) {
        encounter.assign(m_n, std::vector<Fixed>(m_res.boards, Fixed()));
        for (int r = 0; r < m_res.rounds; ++r)
            for (auto [x, y] : {std::pair(a, b), std::pair(b, a)}) {
                const TeamRound &c = cell(x, r);
                if (c.opponent != y || !countsAsGame(c, P))
                    continue;
                for (int k = 0; k < m_res.boards && k < c.boardPoints.size(); ++k)
                    encounter[x][k] += c.boardPoints[k];
            }
    } else if (m_mp[a] != m_mp[b] || m_gp[a] != m_gp[b]) {
        return {pair};
    }
    const BoardTotals &totals = knockout.onEncounter ? encounter : m_boardTotals;
    for (TieBreakId id : knockout.steps) {
        if (id == TieBreakId::BC) {
            // 12.1: board number x game points; the lower sum ranks higher.
            auto count = [&](int i) {
                Fixed sum;
                for (int k = 0; k < m_res.boards; ++k)
                    sum += totals[i][k] * (k + 1);
                return sum;
            };
            const Fixed ca = count(a), cb = count(b);
            if (ca != cb)
                return ca < cb ? std::vector<std::vector<int>> {{a}, {b}}
                               : std::vector<std::vector<int>> {{b}, {a}};
        } else if (id == TieBreakId::TBR || id == TieBreakId::BBE) {
            auto blocks = boardBlocks(pair, id == TieBreakId::BBE, 0, totals);
            if (blocks.size() == 2)
                return blocks;
        }
    }
    return {pair};
}

std::vector<std::vector<int>> TeamEngine::boardBlocks(
    const std::vector<int> &set, bool bottom, int step, const BoardTotals &totals) const
{
    // 12.2 TBR: game points on board step+1; 12.3 BBE: on all boards but the bottom step+1.
    // Reapplied to the next board while a tie remains.
    const int B = m_res.boards;
    if (set.size() < 2 || step >= (bottom ? B - 1 : B))
        return {set};
    auto valueOf = [&](int i) {
        if (!bottom)
            return totals[i][step];
        Fixed sum;
        for (int b = 0; b < B - 1 - step; ++b)
            sum += totals[i][b];
        return sum;
    };
    std::vector<int> order = set;
    std::stable_sort(
        order.begin(), order.end(), [&](int x, int y) { return valueOf(x) > valueOf(y); });
    std::vector<std::vector<int>> out;
    for (size_t b = 0; b < order.size();) {
        size_t e = b + 1;
        while (e < order.size() && valueOf(order[e]) == valueOf(order[b]))
            ++e;
        const std::vector<int> sub(order.begin() + b, order.begin() + e);
        for (const auto &s : boardBlocks(sub, bottom, step + 1, totals))
            out.push_back(s);
        b = e;
    }
    return out;
}

std::vector<int> TeamEngine::positions(
    const TieBreakSpec &spec, const std::vector<int> &group) const
{
    std::vector<std::vector<int>> blocks;
    if (spec.id == TieBreakId::EDE) {
        const Knockout knockout {m_edeKnockout, false};
        blocks = encounterBlocks(group, {m_primary, secondary()}, spec.forfeitsAsPlayed, &knockout);
    } else if (isNamedEdeChain(spec.id)) {
        const Knockout knockout {edeChainSteps(spec.id), true};
        blocks = encounterBlocks(group, {m_primary, secondary()}, spec.forfeitsAsPlayed, &knockout);
    } else if (spec.id == TieBreakId::DE) {
        blocks = encounterBlocks(group, {typeOf(spec)}, spec.forfeitsAsPlayed);
    } else {
        blocks = boardBlocks(group, spec.id == TieBreakId::BBE, 0, m_boardTotals);
    }
    std::vector<std::vector<int>> local;
    for (const auto &block : blocks) {
        std::vector<int> members;
        for (int member : block)
            members.push_back(int(std::find(group.begin(), group.end(), member) - group.begin()));
        local.push_back(members);
    }
    return rules::positionsOfBlocks(local, int(group.size()));
}

} // namespace arb
