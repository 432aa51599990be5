// SPDX-License-Identifier: GPL-3.0-or-later
// The team tie-break engine (Handbook C.07, 2024, Art. 11-13 and 16): match and game points,
// individual tie-breaks on MP or GP, the Extended Sonneborn-Berger family with the cut of
// 14.1.2, EDE, SSSC, the knock-out tie-breaks BC, TBR and BBE, and the ranking of Art. 4.2.
#include "teams/teamstandings.h"

#include "tiebreaks/ranking.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>
#include <numeric>
#include <random>
#include <vector>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::TeamStandings", s);
    }

    enum class Pt : quint8 { MP, GP };

    //! One element of a sum that a cut may remove (Art. 14) under Art. 16.5.
    struct Contribution
    {
        Fixed value;
        Fixed
            key; //!< what "least significant" is judged on: the opponent's score (14.1.1 d, 14.1.2)
        bool voluntary = false;
    };

    // Sum after cutting the `low` least and `high` most significant elements; 16.5 for Swiss.
    std::optional<Fixed> sumWithCuts(std::vector<Contribution> v, int low, int high, bool vurRule)
    {
        auto lessSignificant = [](const Contribution &a, const Contribution &b) {
            return a.key != b.key ? a.key < b.key : a.value < b.value;
        };
        for (int k = 0; k < low && !v.empty(); ++k) {
            auto lsv = std::min_element(v.begin(), v.end(), lessSignificant);
            auto cut = lsv;
            if (vurRule) {
                auto vur = v.end();
                for (auto it = v.begin(); it != v.end(); ++it)
                    if (it->voluntary && (vur == v.end() || it->value < vur->value))
                        vur = it;
                if (vur != v.end() && vur->value >= lsv->value)
                    cut = vur;
            }
            v.erase(cut);
        }
        for (int k = 0; k < high && !v.empty(); ++k)
            v.erase(std::max_element(v.begin(), v.end(), lessSignificant));
        if (v.empty() && (low > 0 || high > 0))
            return std::nullopt;
        Fixed sum;
        for (const Contribution &c : v)
            sum += c.value;
        return sum;
    }

    // Returns raw / den rounded to a multiple of `unit` (halves up), den > 0.
    qint64 roundedRaw(qint64 raw, qint64 den, qint64 unit)
    {
        const qint64 d = den * unit;
        qint64 n2 = raw * 2 + d;
        qint64 q = n2 / (2 * d);
        if (n2 % (2 * d) != 0 && n2 < 0)
            --q;
        return q * unit;
    }

    class TeamEngine
    {
    public:
        TeamEngine(
            const Tournament &t, const TeamScoring &scoring, TeamResults results, bool gpPrimary);

        int size() const { return m_n; }
        const TeamResults &results() const { return m_res; }
        Pt primary() const { return m_primary; }
        Pt secondary() const { return m_primary == Pt::MP ? Pt::GP : Pt::MP; }
        Fixed score(int i, Pt p) const { return p == Pt::MP ? m_mp[i] : m_gp[i]; }
        Fixed primaryScore(int i) const { return score(i, m_primary); }
        bool isSwiss() const { return !m_res.roundRobin; }

        //! Returns the value of a non-positional tie-break for team i.
        TieBreakValue value(const TieBreakSpec &spec, int i);
        //! Returns the positions (1 best, 0 = not separated) of a tied group for EDE, DE, TBR, BBE.
        std::vector<int> positions(const TieBreakSpec &spec, const std::vector<int> &group) const;
        //! Returns false for the individual tie-breaks that have no team meaning (ratings,
        //! colours).
        static bool supported(TieBreakId id);
        int ssscDivisor() const;
        void setSsscDivisor(int divisor) { m_ssscDivisor = divisor; }
        void setEdeKnockout(const QList<TieBreakId> &ids) { m_edeKnockout = ids; }

    private:
        const TeamRound &cell(int i, int r) const { return m_res.at(i, r); }
        static Fixed points(const TeamRound &c, Pt p)
        {
            return p == Pt::MP ? c.matchPoints : c.gamePoints;
        }
        Fixed winValue(Pt p) const
        {
            return p == Pt::MP ? m_scoring.win : m_t.scoring.win * m_res.boards;
        }
        Fixed drawValue(Pt p) const
        {
            return p == Pt::MP ? m_scoring.draw : m_t.scoring.draw * m_res.boards;
        }
        bool countsAsGame(const TeamRound &c, bool forfeitsAsPlayed) const
        {
            if (c.opponent < 0)
                return false;
            if (c.kind == RoundKind::Played)
                return true;
            return (forfeitsAsPlayed || !isSwiss())
                && (c.kind == RoundKind::ForfeitWin || c.kind == RoundKind::ForfeitLoss);
        }
        const std::vector<Fixed> &adjusted(Pt p, bool forfeitsAsPlayed);
        std::vector<Contribution> contributions(
            int i, Pt oppType, std::optional<Pt> ownType, bool P);
        Fixed buchholz(int i, Pt p, bool P);
        Pt typeOf(const TieBreakSpec &spec) const;
        std::vector<std::vector<int>> encounterBlocks(const std::vector<int> &set,
            const std::vector<Pt> &types, bool P, bool knockout = false) const;
        Fixed boardCount(int i) const;
        std::vector<std::vector<int>> boardBlocks(
            const std::vector<int> &set, bool bottom, int step) const;

        const Tournament &m_t;
        TeamScoring m_scoring;
        TeamResults m_res;
        int m_n = 0;
        Pt m_primary = Pt::MP;
        int m_ssscDivisor = 0;
        QList<TieBreakId> m_edeKnockout;
        std::vector<Fixed> m_mp, m_gp;
        std::vector<std::vector<Fixed>> m_boardTotals; //!< [team][board]
        std::optional<std::vector<Fixed>> m_adjusted[2][2]; //!< [Pt][forfeitsAsPlayed]
        std::unique_ptr<TeamEngine> m_fore; //!< the event with the last round drawn (Fore Buchholz)
    };

    TeamEngine::TeamEngine(
        const Tournament &t, const TeamScoring &scoring, TeamResults results, bool gpPrimary)
        : m_t(t)
        , m_scoring(scoring)
        , m_res(std::move(results))
        , m_n(int(t.teamData.teams.size()))
    {
        m_primary = gpPrimary ? Pt::GP : Pt::MP;
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

    bool TeamEngine::supported(TieBreakId id)
    {
        switch (id) {
        case TieBreakId::BPG:
        case TieBreakId::BWG:
        case TieBreakId::ARO:
        case TieBreakId::TPR:
        case TieBreakId::PTP:
        case TieBreakId::APRO:
        case TieBreakId::APPO:
            return false;
        default:
            return true;
        }
    }

    const std::vector<Fixed> &TeamEngine::adjusted(Pt p, bool P)
    {
        // 16.3: the scores opponents see; requested byes followed only by voluntary unplayed rounds
        // (16.2.5) count as draws, in match points and in game points alike (16 note).
        auto &slot = m_adjusted[int(p)][P ? 1 : 0];
        if (slot)
            return *slot;
        std::vector<Fixed> v(m_n);
        for (int i = 0; i < m_n; ++i) {
            int lastNonVoluntary = -1;
            for (int r = 0; r < m_res.rounds; ++r)
                if (!(isVoluntaryUnplayed(cell(i, r).kind) && !countsAsGame(cell(i, r), P)))
                    lastNonVoluntary = r;
            Fixed sum;
            for (int r = 0; r < m_res.rounds; ++r) {
                const TeamRound &c = cell(i, r);
                if (isSwiss() && r > lastNonVoluntary && isRequestedBye(c.kind))
                    sum += drawValue(p);
                else
                    sum += points(c, p);
            }
            v[i] = sum;
        }
        slot = std::move(v);
        return *slot;
    }

    std::vector<Contribution> TeamEngine::contributions(
        int i, Pt oppType, std::optional<Pt> ownType, bool P)
    {
        const std::vector<Fixed> &adj = adjusted(oppType, P);
        std::vector<Contribution> v;
        for (int r = 0; r < m_res.rounds; ++r) {
            const TeamRound &c = cell(i, r);
            Contribution k;
            if (countsAsGame(c, P)) {
                k.key = adj[c.opponent];
            } else if (isSwiss()) {
                // 16.4: a dummy opponent that ends on the team's own score.
                k.key = score(i, oppType);
                k.voluntary = isVoluntaryUnplayed(c.kind);
            } else {
                continue; // round robin: no dummy opponent
            }
            k.value = ownType ? k.key * points(c, *ownType) : k.key;
            v.push_back(k);
        }
        return v;
    }

    Fixed TeamEngine::buchholz(int i, Pt p, bool P)
    {
        return sumWithCuts(contributions(i, p, std::nullopt, P), 0, 0, false).value_or(Fixed());
    }

    Pt TeamEngine::typeOf(const TieBreakSpec &spec) const
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
        const bool P = spec.forfeitsAsPlayed;
        const int R = m_res.rounds;
        TieBreakValue result;
        auto esb = [&](Pt opp, Pt own) {
            const auto sum = sumWithCuts(
                contributions(i, opp, own, P), spec.cutLowest, spec.cutHighest, isSwiss());
            result.defined = sum.has_value();
            result.value = sum.value_or(Fixed());
        };
        switch (spec.id) {
        case TieBreakId::PTS:
            result.value = primaryScore(i);
            break;
        case TieBreakId::MPTS:
            result.value = m_mp[i];
            break;
        case TieBreakId::GPTS:
            result.value = m_gp[i];
            break;
        case TieBreakId::MPVGP:
            result.value = score(i, secondary());
            break;
        case TieBreakId::BH: {
            const auto sum = sumWithCuts(contributions(i, typeOf(spec), std::nullopt, P),
                spec.cutLowest, spec.cutHighest, isSwiss());
            result.defined = sum.has_value();
            result.value = sum.value_or(Fixed());
            break;
        }
        case TieBreakId::SB:
            esb(typeOf(spec), typeOf(spec));
            break;
        case TieBreakId::FB: {
            // 8.3: Buchholz as if every paired match of the final round had been drawn.
            if (!m_fore) {
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
                    m_t, m_scoring, std::move(fore), m_primary == Pt::GP);
            }
            TieBreakSpec bh = spec;
            bh.id = TieBreakId::BH;
            bh.pointType = spec.pointType.isEmpty()
                ? (m_primary == Pt::MP ? QStringLiteral("MP") : QStringLiteral("GP"))
                : spec.pointType;
            result = m_fore->value(bh, i);
            break;
        }
        case TieBreakId::ESB: {
            const QString pt = spec.pointType.isEmpty() ? QStringLiteral("MG") : spec.pointType;
            esb(pt[0] == u'M' ? Pt::MP : Pt::GP, pt[1] == u'M' ? Pt::MP : Pt::GP);
            break;
        }
        case TieBreakId::EMMSB:
            esb(Pt::MP, Pt::MP);
            break;
        case TieBreakId::EMGSB:
            esb(Pt::MP, Pt::GP);
            break;
        case TieBreakId::EGMSB:
            esb(Pt::GP, Pt::MP);
            break;
        case TieBreakId::EGGSB:
            esb(Pt::GP, Pt::GP);
            break;
        case TieBreakId::SSSC: {
            // 13.4: secondary score + Buchholz on the primary score / normalising factor, to 2
            // decimals.
            const qint64 divisor = m_ssscDivisor > 0 ? m_ssscDivisor : ssscDivisor();
            const Fixed bh = buchholz(i, m_primary, P);
            result.value
                = score(i, secondary()) + Fixed::fromRaw(roundedRaw(bh.raw(), divisor, 100));
            break;
        }
        case TieBreakId::BC: {
            // 12.1: board number x game points on that board, over all matches; lower is better.
            result.value = boardCount(i);
            break;
        }
        case TieBreakId::WIN:
        case TieBreakId::WON: {
            int n = 0;
            for (int r = 0; r < R; ++r) {
                const TeamRound &c = cell(i, r);
                const bool won = c.matchPoints >= m_scoring.win && c.matchPoints > m_scoring.loss;
                n += (won && (spec.id == TieBreakId::WIN || c.kind == RoundKind::Played)) ? 1 : 0;
            }
            result.value = Fixed::fromInt(n);
            break;
        }
        case TieBreakId::REP: {
            int n = 0;
            for (int r = 0; r < R; ++r)
                n += isVoluntaryUnplayed(cell(i, r).kind) ? 0 : 1;
            result.value = Fixed::fromInt(n);
            break;
        }
        case TieBreakId::PS: {
            const Pt p = typeOf(spec);
            Fixed running, sum;
            for (int r = 0; r < R; ++r) {
                running += points(cell(i, r), p);
                if (r >= spec.cutLowest)
                    sum += running;
            }
            result.value = sum;
            break;
        }
        case TieBreakId::AOB: {
            const Pt p = typeOf(spec);
            Fixed sum;
            int count = 0;
            for (int r = 0; r < R; ++r) {
                const TeamRound &c = cell(i, r);
                if (c.kind != RoundKind::Played || c.opponent < 0)
                    continue;
                sum += buchholz(c.opponent, p, P);
                ++count;
            }
            result.defined = count > 0;
            if (count)
                result.value = Fixed::fromRaw(roundedRaw(sum.raw(), count, 100));
            break;
        }
        case TieBreakId::KS: {
            const Pt p = typeOf(spec);
            const Fixed limit
                = Fixed::fromRaw(winValue(p).raw() * R / 2) + Fixed::half() * spec.limitHalfPoints;
            Fixed sum;
            for (int r = 0; r < R; ++r) {
                const TeamRound &c = cell(i, r);
                if (c.opponent >= 0 && score(c.opponent, p) >= limit)
                    sum += points(c, p);
            }
            result.value = sum;
            break;
        }
        default:
            result.defined = false;
            break;
        }
        return result;
    }

    Fixed TeamEngine::boardCount(int i) const
    {
        Fixed sum;
        for (int b = 0; b < m_res.boards; ++b)
            sum += m_boardTotals[i][b] * (b + 1);
        return sum;
    }

    std::vector<std::vector<int>> TeamEngine::encounterBlocks(
        const std::vector<int> &set, const std::vector<Pt> &types, bool P, bool knockout) const
    {
        // Art. 6 (13.3 for EDE): separate standings from the matches between the members, first on
        // the first point type, then on the next; every new subset restarts from the first
        // (13.3.3).
        const int s = int(set.size());
        if (s < 2)
            return {set};
        for (Pt p : types) {
            std::vector<Fixed> score(s);
            std::vector<int> missing(s, 0);
            bool allMet = true;
            for (int x = 0; x < s; ++x) {
                for (int y = 0; y < s; ++y) {
                    if (x == y)
                        continue;
                    Fixed sum;
                    int games = 0;
                    for (int r = 0; r < m_res.rounds; ++r) {
                        const TeamRound &c = cell(set[x], r);
                        if (c.opponent == set[y] && countsAsGame(c, P)) {
                            sum += points(c, p);
                            ++games;
                        }
                    }
                    if (games == 0) {
                        allMet = false;
                        ++missing[x];
                    } else {
                        score[x] += Fixed::average(sum, games); // 6.1.2
                    }
                }
            }
            std::vector<std::vector<int>> blocks;
            if (allMet) {
                std::vector<int> order(s);
                std::iota(order.begin(), order.end(), 0);
                std::stable_sort(
                    order.begin(), order.end(), [&](int x, int y) { return score[x] > score[y]; });
                for (int b = 0; b < s;) {
                    int e = b + 1;
                    while (e < s && score[order[e]] == score[order[b]])
                        ++e;
                    std::vector<int> sub;
                    for (int k = b; k < e; ++k)
                        sub.push_back(set[order[k]]);
                    blocks.push_back(sub);
                    b = e;
                }
            } else if (isSwiss()) {
                // 6.3: whoever stays alone at the top whatever the missing matches give.
                std::vector<bool> ranked(s, false);
                for (;;) {
                    int found = -1;
                    for (int x = 0; x < s && found < 0; ++x) {
                        if (ranked[x])
                            continue;
                        bool alone = true;
                        for (int y = 0; y < s && alone; ++y)
                            if (y != x && !ranked[y])
                                alone = score[x] > score[y] + winValue(p) * missing[y];
                        if (alone)
                            found = x;
                    }
                    if (found < 0)
                        break;
                    ranked[found] = true;
                    blocks.push_back({set[found]});
                }
                std::vector<int> rest;
                for (int x = 0; x < s; ++x)
                    if (!ranked[x])
                        rest.push_back(set[x]);
                if (!rest.empty())
                    blocks.push_back(rest);
            }
            if (blocks.size() < 2)
                continue;
            std::vector<std::vector<int>> out;
            for (const auto &block : blocks)
                for (const auto &sub : encounterBlocks(block, types, P, knockout))
                    out.push_back(sub);
            return out;
        }
        // 13.3.2: exactly two teams still tied in both MP and GP; the competition's knock-out
        // tie-breaks, if any, decide.
        if (knockout && s == 2 && m_mp[set[0]] == m_mp[set[1]] && m_gp[set[0]] == m_gp[set[1]]) {
            for (TieBreakId id : m_edeKnockout) {
                if (id == TieBreakId::BC) {
                    const Fixed a = boardCount(set[0]), b = boardCount(set[1]);
                    if (a != b)
                        return a < b ? std::vector<std::vector<int>> {{set[0]}, {set[1]}}
                                     : std::vector<std::vector<int>> {{set[1]}, {set[0]}};
                } else if (id == TieBreakId::TBR || id == TieBreakId::BBE) {
                    auto blocks = boardBlocks(set, id == TieBreakId::BBE, 0);
                    if (blocks.size() == 2)
                        return blocks;
                }
            }
        }
        return {set};
    }

    std::vector<std::vector<int>> TeamEngine::boardBlocks(
        const std::vector<int> &set, bool bottom, int step) const
    {
        // 12.2 TBR: game points on board step+1; 12.3 BBE: on all boards but the bottom step+1.
        // Reapplied to the next board while a tie remains.
        const int B = m_res.boards;
        if (set.size() < 2 || step >= (bottom ? B - 1 : B))
            return {set};
        auto valueOf = [&](int i) {
            if (!bottom)
                return m_boardTotals[i][step];
            Fixed sum;
            for (int b = 0; b < B - 1 - step; ++b)
                sum += m_boardTotals[i][b];
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
            for (const auto &s : boardBlocks(sub, bottom, step + 1))
                out.push_back(s);
            b = e;
        }
        return out;
    }

    std::vector<int> TeamEngine::positions(
        const TieBreakSpec &spec, const std::vector<int> &group) const
    {
        std::vector<std::vector<int>> blocks;
        if (spec.id == TieBreakId::EDE)
            blocks = encounterBlocks(group, {m_primary, secondary()}, spec.forfeitsAsPlayed, true);
        else if (spec.id == TieBreakId::DE)
            blocks = encounterBlocks(group, {typeOf(spec)}, spec.forfeitsAsPlayed);
        else
            blocks = boardBlocks(group, spec.id == TieBreakId::BBE, 0);
        std::vector<int> pos(group.size(), 0);
        if (blocks.size() < 2)
            return pos;
        int next = 1;
        for (const auto &block : blocks) {
            for (int member : block)
                pos[std::find(group.begin(), group.end(), member) - group.begin()] = next;
            next += int(block.size());
        }
        return pos;
    }

} // namespace

bool isTeamTournament(const Tournament &t)
{
    return !t.teamData.isEmpty();
}

QList<TieBreakSpec> defaultTeamTieBreaks(const Tournament &t)
{
    const bool rr = computeTeamResults(t, t.teamData.scoring).roundRobin;
    const QString list
        = rr ? QStringLiteral("EDE MPVGP EMGSB BC") : QStringLiteral("EDE EMGSB/C1 BH:MP/C1 MPVGP");
    return parseTieBreakList(list).value_or(QList<TieBreakSpec>());
}

Standings computeTeamStandings(const Tournament &t, const TeamStandingsOptions &options)
{
    Standings out;
    out.lotsSeed = options.lotsSeed;
    std::optional<bool> gpPrimary = options.gamePointsPrimary;
    for (const TieBreakSpec &s : options.tieBreaks) {
        // A leading PTS, MPTS or GPTS is the primary score, unless the primary score is already
        // set to the other one (then GPTS after MPTS is the first tie-break, as in presets).
        const bool namesOther = gpPrimary
            && ((s.id == TieBreakId::GPTS && !*gpPrimary)
                || (s.id == TieBreakId::MPTS && *gpPrimary));
        const bool primary = out.tieBreaks.isEmpty() && &s == &options.tieBreaks.front()
            && s.cutLowest == 0 && !namesOther
            && (s.id == TieBreakId::PTS || s.id == TieBreakId::MPTS || s.id == TieBreakId::GPTS);
        if (primary) {
            if (!gpPrimary && s.id != TieBreakId::PTS)
                gpPrimary = s.id == TieBreakId::GPTS;
            continue; // the primary score itself
        }
        out.tieBreaks.append(s);
    }
    const TeamScoring scoring = options.scoring.value_or(t.teamData.scoring);
    TeamResults results = computeTeamResults(t, scoring, options.rounds);
    const bool gp = gpPrimary.value_or(results.gamePointsPrimary);
    TeamEngine engine(t, scoring, std::move(results), gp);
    engine.setSsscDivisor(options.ssscDivisor);
    engine.setEdeKnockout(options.edeKnockout);
    out.rounds = engine.results().rounds;
    out.notes.append(engine.results().problems);
    const int n = engine.size();
    const int k = int(out.tieBreaks.size());

    std::vector<bool> dropped(k, false);
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (!TeamEngine::supported(s.id)) {
            dropped[j] = true;
            out.notes.append(tr("%1 is not applied: it has no meaning for teams").arg(s.text));
        }
    }

    std::vector<std::vector<TieBreakValue>> values(k, std::vector<TieBreakValue>(n));
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (s.info().order == TieBreakOrder::Position)
            continue;
        for (int i = 0; i < n; ++i)
            values[j][i] = dropped[j] ? TieBreakValue {Fixed(), false} : engine.value(s, i);
    }

    // Ranking (Art. 4.2), shared with the individual engine.
    std::vector<Fixed> points(n);
    std::vector<int> numbers(n);
    for (int i = 0; i < n; ++i) {
        points[i] = engine.primaryScore(i);
        numbers[i] = t.teamData.teams[i].number;
    }
    rankParticipants(
        out, points, numbers, values, dropped,
        [&engine, &out](int j, const std::vector<int> &members) {
            return engine.positions(out.tieBreaks[j], members);
        },
        options.lotsSeed);
    return out;
}

} // namespace arb
