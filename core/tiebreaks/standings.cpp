// SPDX-License-Identifier: GPL-3.0-or-later
// The FIDE tie-break engine (Handbook C.07, 2024): every individual tie-break, the modifiers of
// Art. 14, the unplayed-rounds management of Art. 16 and the ranking procedure of Art. 4.2.
#include "tiebreaks/standings.h"

#include "tiebreaks/fideratingtables.h"
#include "tiebreaks/ranking.h"
#include "tiebreaks/ustiebreaks.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Standings", s);
    }

    //! One round of one participant, resolved for the engine.
    struct Cell
    {
        int opp = -1; //!< opponent's index, -1 when none
        RoundKind kind = RoundKind::Absent;
        Colour colour = Colour::None;
        qint8 outcome = -1; //!< 1 win, 0 draw, -1 loss
        Fixed pts;
    };

    //! One element of a sum that modifiers may cut (Art. 14) under Art. 16.5.
    struct Contribution
    {
        Fixed value; //!< what is added
        Fixed key; //!< what "least significant" is judged on (opponent's score for SB)
        bool voluntary = false; //!< comes from a voluntary unplayed round (16.1.2)
        bool dummy = false; //!< a dummy opponent (16.4)
        bool cut = false; //!< removed by a modifier
        int round = -1;
        int opp = -1;
    };

    // Returns the sum after cutting: the lowest `low` elements (16.5: a VUR first when one is left,
    // choosing the higher of the lowest VUR contribution and the least significant value), then the
    // highest `high` elements. Returns nothing when the cuts leave no element.
    // Marks the cut elements of v (their `cut` flag).
    std::optional<Fixed> sumWithCuts(std::vector<Contribution> &v, int low, int high, bool vurRule)
    {
        auto lessSignificant = [](const Contribution &a, const Contribution &b) {
            return a.key != b.key ? a.key < b.key : a.value < b.value;
        };
        auto extreme = [&](bool lowest) {
            auto best = v.end();
            for (auto it = v.begin(); it != v.end(); ++it) {
                if (it->cut)
                    continue;
                if (best == v.end()
                    || (lowest ? lessSignificant(*it, *best) : lessSignificant(*best, *it)))
                    best = it;
            }
            return best;
        };
        int left = int(v.size());
        for (int k = 0; k < low && left > 0; ++k, --left) {
            auto cut = extreme(true);
            if (vurRule) {
                auto vur = v.end();
                for (auto it = v.begin(); it != v.end(); ++it)
                    if (!it->cut && it->voluntary && (vur == v.end() || it->value < vur->value))
                        vur = it;
                if (vur != v.end() && vur->value >= cut->value)
                    cut = vur;
            }
            cut->cut = true;
        }
        for (int k = 0; k < high && left > 0; ++k, --left)
            extreme(false)->cut = true;
        if (left == 0 && (low > 0 || high > 0))
            return std::nullopt;
        Fixed sum;
        for (const Contribution &c : v)
            if (!c.cut)
                sum += c.value;
        return sum;
    }

    // Returns round(num / den) with halves up, for den > 0.
    qint64 roundedDivision(qint64 num, qint64 den)
    {
        qint64 n2 = num * 2 + den;
        qint64 d2 = den * 2;
        qint64 q = n2 / d2;
        if (n2 % d2 != 0 && n2 < 0)
            --q;
        return q;
    }

    // Returns sum / count rounded to `decimals` digits, halves up, computed exactly.
    Fixed roundedAverage(Fixed sum, qint64 count, int decimals)
    {
        qint64 unit = Fixed::Scale;
        for (int i = 0; i < decimals; ++i)
            unit /= 10;
        return Fixed::fromRaw(roundedDivision(sum.raw(), count * unit) * unit);
    }

    class Engine
    {
    public:
        Engine(const Tournament &t, int rounds);

        int size() const { return m_n; }
        const Cell &cell(int i, int r) const { return m_cells[size_t(i) * m_rounds + r]; }
        Fixed score(int i) const { return m_score[i]; }
        bool isSwiss() const { return m_swiss; }

        //! Returns true when round r of i counts as a game against its opponent.
        bool countsAsGame(const Cell &c, bool forfeitsAsPlayed) const
        {
            if (c.opp < 0)
                return false;
            if (c.kind == RoundKind::Played)
                return true;
            // Forfeits: /P, or round robins (Art. 15.2: pre-determined pairings).
            return (forfeitsAsPlayed || !m_swiss)
                && (c.kind == RoundKind::ForfeitWin || c.kind == RoundKind::ForfeitLoss);
        }

        TieBreakValue value(const TieBreakSpec &spec, int i);
        //! Returns the DE positions (Art. 6) of the members of a tied group.
        std::vector<int> directEncounter(
            const std::vector<int> &group, bool forfeitsAsPlayed, bool allMetOnly = false) const;
        //! Returns the US Chess tie-breaks (Rule 34) of this tournament, built on first use.
        const UsTieBreaks &us()
        {
            if (!m_us)
                m_us.emplace(m_t, m_rounds);
            return *m_us;
        }

        bool hasUnrated() const { return m_hasUnrated; }
        //! Makes value() record the elements of its sums (for explanations).
        void setTrace(std::vector<Contribution> *trace) { m_trace = trace; }
        Fixed adjustedScore(int i, bool forfeitsAsPlayed)
        {
            return model(forfeitsAsPlayed).adjusted[i];
        }

    private:
        void trace(const Contribution &c)
        {
            if (m_trace)
                m_trace->push_back(c);
        }
        struct ScoreModel
        {
            std::vector<Cell> foreCells; //!< the cells for Fore Buchholz; empty for the real ones
            std::vector<Fixed> own; //!< final scores
            std::vector<Fixed> adjusted; //!< scores as seen by opponents (16.3)
        };
        const ScoreModel &model(bool forfeitsAsPlayed);
        const ScoreModel &foreModel(bool forfeitsAsPlayed);
        ScoreModel buildModel(const std::vector<Cell> &cells, bool forfeitsAsPlayed) const;
        std::vector<Contribution> opponentContributions(
            int i, bool sb, bool forfeitsAsPlayed, const ScoreModel &m) const;
        Fixed buchholz(int i, bool forfeitsAsPlayed);
        int ratingOf(int i, const TieBreakSpec &spec) const;
        std::optional<int> tpr(int i, const TieBreakSpec &spec) const;
        std::optional<int> ptp(int i, const TieBreakSpec &spec) const;

        const Tournament &m_t;
        int m_n = 0;
        int m_rounds = 0;
        bool m_swiss = true;
        bool m_hasUnrated = false;
        ScoringSystem m_scoring;
        std::vector<Cell> m_cells;
        std::vector<Fixed> m_score;
        std::optional<ScoreModel> m_models[2];
        std::optional<ScoreModel> m_foreModels[2];
        std::vector<std::optional<Fixed>> m_bhCache[2];
        std::vector<Contribution> *m_trace = nullptr;
        std::optional<UsTieBreaks> m_us;
    };

    Engine::Engine(const Tournament &t, int rounds)
        : m_t(t)
        , m_n(int(t.players.size()))
        , m_rounds(rounds)
        , m_swiss(!t.isRoundRobin())
        , m_scoring(t.scoring)
    {
        m_cells.resize(size_t(m_n) * m_rounds);
        m_score.assign(m_n, Fixed());
        for (int i = 0; i < m_n; ++i) {
            const Player &p = t.players[i];
            m_hasUnrated = m_hasUnrated || !p.isRated();
            for (int r = 0; r < m_rounds; ++r) {
                Cell &c = m_cells[size_t(i) * m_rounds + r];
                if (r < p.rounds.size()) {
                    const RoundEntry &e = p.rounds[r];
                    c.kind = e.kind();
                    if (e.code == ' ' && e.opponent > 0)
                        c.kind = RoundKind::Absent; // paired, result not yet known
                    c.opp = (e.opponent > 0 && c.kind != RoundKind::Absent) ? t.indexOf(e.opponent)
                                                                            : -1;
                    c.colour = e.colour;
                    c.pts = e.code == ' ' ? m_scoring.absent : m_scoring.points(e);
                    c.outcome = qint8(e.code == ' ' ? -1 : e.outcome());
                } else {
                    c.kind = RoundKind::Absent;
                    c.pts = m_scoring.absent;
                }
                m_score[i] += c.pts;
            }
        }
    }

    Engine::ScoreModel Engine::buildModel(
        const std::vector<Cell> &cells, bool forfeitsAsPlayed) const
    {
        ScoreModel m;
        m.own.assign(m_n, Fixed());
        m.adjusted.assign(m_n, Fixed());
        for (int i = 0; i < m_n; ++i) {
            // data() + offset, not &cells[offset]: with no rounds the vector is empty (UBSan,
            // fuzz_trf).
            const Cell *row = cells.data() + size_t(i) * m_rounds;
            // 16.2.5: requested byes followed only by voluntary unplayed rounds count as draws.
            int lastNonVoluntary = -1;
            for (int r = 0; r < m_rounds; ++r) {
                const bool vur
                    = isVoluntaryUnplayed(row[r].kind) && !countsAsGame(row[r], forfeitsAsPlayed);
                if (!vur)
                    lastNonVoluntary = r;
            }
            Fixed own, adjusted;
            for (int r = 0; r < m_rounds; ++r) {
                own += row[r].pts;
                if (m_swiss && r > lastNonVoluntary && isRequestedBye(row[r].kind))
                    adjusted += m_scoring.draw;
                else
                    adjusted += row[r].pts;
            }
            m.own[i] = own;
            m.adjusted[i] = adjusted;
        }
        return m;
    }

    const Engine::ScoreModel &Engine::model(bool forfeitsAsPlayed)
    {
        auto &slot = m_models[forfeitsAsPlayed ? 1 : 0];
        if (!slot)
            slot = buildModel(m_cells, forfeitsAsPlayed);
        return *slot;
    }

    const Engine::ScoreModel &Engine::foreModel(bool forfeitsAsPlayed)
    {
        // Art. 8.3: as if all paired games of the final round had ended in draws.
        auto &slot = m_foreModels[forfeitsAsPlayed ? 1 : 0];
        if (!slot) {
            std::vector<Cell> cells = m_cells;
            if (m_rounds > 0) {
                for (int i = 0; i < m_n; ++i) {
                    Cell &c = cells[size_t(i) * m_rounds + m_rounds - 1];
                    if (c.opp >= 0) { // every paired game, forfeited ones included
                        c.kind = RoundKind::Played;
                        c.outcome = 0;
                        c.pts = m_scoring.draw;
                    }
                }
            }
            slot = buildModel(cells, forfeitsAsPlayed);
            slot->foreCells = std::move(cells);
        }
        return *slot;
    }

    std::vector<Contribution> Engine::opponentContributions(
        int i, bool sb, bool forfeitsAsPlayed, const ScoreModel &m) const
    {
        std::vector<Contribution> v;
        v.reserve(m_rounds);
        const Cell *row
            = (m.foreCells.empty() ? m_cells.data() : m.foreCells.data()) + size_t(i) * m_rounds;
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = row[r];
            Contribution k;
            k.round = r;
            if (countsAsGame(c, forfeitsAsPlayed)) {
                k.key = m.adjusted[c.opp];
                k.opp = c.opp;
            } else if (m_swiss) {
                // 16.4: a dummy opponent with the participant's own final score.
                k.key = m.own[i];
                k.voluntary = isVoluntaryUnplayed(c.kind);
                k.dummy = true;
            } else {
                continue; // round robin: an unplayed round has no dummy opponent
            }
            k.value = sb ? k.key * c.pts : k.key;
            v.push_back(k);
        }
        return v;
    }

    Fixed Engine::buchholz(int i, bool forfeitsAsPlayed)
    {
        auto &cache = m_bhCache[forfeitsAsPlayed ? 1 : 0];
        if (cache.empty())
            cache.resize(m_n);
        if (!cache[i]) {
            auto v = opponentContributions(i, false, forfeitsAsPlayed, model(forfeitsAsPlayed));
            cache[i] = sumWithCuts(v, 0, 0, false).value_or(Fixed());
        }
        return *cache[i];
    }

    int Engine::ratingOf(int i, const TieBreakSpec &spec) const
    {
        const int r = m_t.players[i].rating;
        return r > 0 ? r : spec.unratedRating.value_or(0);
    }

    std::optional<int> Engine::tpr(int i, const TieBreakSpec &spec) const
    {
        qint64 sum = 0;
        int games = 0;
        int halfPoints = 0;
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(i, r);
            if (c.kind != RoundKind::Played)
                continue;
            sum += ratingOf(c.opp, spec);
            ++games;
            halfPoints += c.outcome + 1;
        }
        if (games == 0)
            return std::nullopt;
        const qint64 aro = roundedDivision(sum, games);
        const int percentage = int(roundedDivision(qint64(halfPoints) * 50, games));
        return int(aro) + ratingDifferenceForPercentage(percentage);
    }

    std::optional<int> Engine::ptp(int i, const TieBreakSpec &spec) const
    {
        std::vector<int> ratings;
        int halfPoints = 0;
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(i, r);
            if (c.kind != RoundKind::Played)
                continue;
            ratings.push_back(ratingOf(c.opp, spec));
            halfPoints += c.outcome + 1;
        }
        if (ratings.empty())
            return std::nullopt;
        const int lowest = *std::min_element(ratings.begin(), ratings.end());
        const int highest = *std::max_element(ratings.begin(), ratings.end());
        if (halfPoints == 0)
            return lowest - 800;
        const int target = halfPoints * 50; // hundredths
        auto expected = [&ratings](int rating) {
            int sum = 0;
            for (int opp : ratings)
                sum += expectedScoreHundredths(rating - opp);
            return sum;
        };
        int lo = lowest - 800, hi = highest + 800;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (expected(mid) >= target)
                hi = mid;
            else
                lo = mid + 1;
        }
        return lo;
    }

    TieBreakValue Engine::value(const TieBreakSpec &spec, int i)
    {
        const bool P = spec.forfeitsAsPlayed;
        TieBreakValue result;
        switch (spec.id) {
        case TieBreakId::PTS:
            result.value = m_score[i];
            break;
        case TieBreakId::DE:
        case TieBreakId::DEA:
        case TieBreakId::RBTP:
            break; // positional: computed on tied groups
        case TieBreakId::MM:
        case TieBreakId::SOLK:
        case TieBreakId::CUM:
        case TieBreakId::OCUM:
        case TieBreakId::MED:
        case TieBreakId::USSB:
        case TieBreakId::KASH:
        case TieBreakId::MBLK:
        case TieBreakId::AVGO:
        case TieBreakId::OPERF:
            return us().value(spec, i);
        case TieBreakId::WIN: {
            int n = 0;
            for (int r = 0; r < m_rounds; ++r)
                n += (cell(i, r).pts >= m_scoring.win && cell(i, r).pts > m_scoring.loss) ? 1 : 0;
            result.value = Fixed::fromInt(n);
            break;
        }
        case TieBreakId::WON:
        case TieBreakId::BPG:
        case TieBreakId::BWG: {
            int n = 0;
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(i, r);
                if (c.kind != RoundKind::Played)
                    continue;
                const bool black = c.colour == Colour::Black;
                const bool won = c.outcome > 0;
                n += (spec.id == TieBreakId::WON          ? won
                             : spec.id == TieBreakId::BPG ? black
                                                          : won && black)
                    ? 1
                    : 0;
            }
            result.value = Fixed::fromInt(n);
            break;
        }
        case TieBreakId::PS: {
            Fixed running, sum;
            for (int r = 0; r < m_rounds; ++r) {
                running += cell(i, r).pts;
                if (r >= spec.cutLowest)
                    sum += running;
                trace({running, running, false, false, r < spec.cutLowest, r, cell(i, r).opp});
            }
            result.value = sum;
            break;
        }
        case TieBreakId::REP: {
            int n = 0;
            for (int r = 0; r < m_rounds; ++r)
                n += isVoluntaryUnplayed(cell(i, r).kind) ? 0 : 1;
            result.value = Fixed::fromInt(n);
            break;
        }
        case TieBreakId::BH:
        case TieBreakId::SB:
        case TieBreakId::FB: {
            const ScoreModel &m = spec.id == TieBreakId::FB ? foreModel(P) : model(P);
            auto v = opponentContributions(i, spec.id == TieBreakId::SB, P, m);
            const auto sum = sumWithCuts(v, spec.cutLowest, spec.cutHighest, m_swiss);
            if (m_trace)
                *m_trace = v;
            result.defined = sum.has_value();
            result.value = sum.value_or(Fixed());
            break;
        }
        case TieBreakId::AOB: {
            Fixed sum;
            int count = 0;
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(i, r);
                if (c.kind != RoundKind::Played)
                    continue;
                sum += buchholz(c.opp, P);
                ++count;
                trace({buchholz(c.opp, P), buchholz(c.opp, P), false, false, false, r, c.opp});
            }
            result.defined = count > 0;
            if (count)
                result.value = roundedAverage(sum, count, 2);
            break;
        }
        case TieBreakId::KS: {
            // 9.2 with the limit of 14.5: opponents with at least 50 % of the maximum possible
            // score.
            const Fixed limit = Fixed::fromRaw(m_scoring.win.raw() * m_rounds / 2)
                + Fixed::half() * spec.limitHalfPoints;
            Fixed sum;
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(i, r);
                // Forfeited games count too: their points were achieved against that opponent.
                if (c.opp < 0)
                    continue;
                const bool counts = m_score[c.opp] >= limit;
                if (counts)
                    sum += c.pts;
                trace({c.pts, m_score[c.opp], false, false, !counts, r, c.opp});
            }
            result.value = sum;
            break;
        }
        case TieBreakId::ARO: {
            std::vector<Contribution> v;
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(i, r);
                if (c.kind == RoundKind::Played) {
                    const Fixed rating = Fixed::fromInt(ratingOf(c.opp, spec));
                    v.push_back({rating, rating, false, false, false, r, c.opp});
                }
            }
            const qint64 games = qint64(v.size()) - spec.cutLowest - spec.cutHighest;
            const auto sum = sumWithCuts(v, spec.cutLowest, spec.cutHighest, false);
            if (m_trace)
                *m_trace = v;
            result.defined = games > 0 && sum.has_value();
            if (result.defined)
                result.value = Fixed::fromInt(roundedDivision(sum->raw(), games * Fixed::Scale));
            break;
        }
        case TieBreakId::TPR:
        case TieBreakId::PTP: {
            const auto v = spec.id == TieBreakId::TPR ? tpr(i, spec) : ptp(i, spec);
            result.defined = v.has_value();
            result.value = Fixed::fromInt(v.value_or(0));
            break;
        }
        case TieBreakId::APRO:
        case TieBreakId::APPO: {
            qint64 sum = 0;
            int count = 0;
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(i, r);
                if (c.kind != RoundKind::Played)
                    continue;
                const auto v = spec.id == TieBreakId::APRO ? tpr(c.opp, spec) : ptp(c.opp, spec);
                if (v) {
                    sum += *v;
                    ++count;
                    trace({Fixed::fromInt(*v), Fixed::fromInt(*v), false, false, false, r, c.opp});
                }
            }
            result.defined = count > 0;
            if (count)
                result.value = Fixed::fromInt(roundedDivision(sum, count));
            break;
        }
        case TieBreakId::MPTS: // team tie-breaks (Art. 11-13) are computed by teamstandings.cpp
        case TieBreakId::GPTS:
        case TieBreakId::MPVGP:
        case TieBreakId::ESB:
        case TieBreakId::EMMSB:
        case TieBreakId::EMGSB:
        case TieBreakId::EGMSB:
        case TieBreakId::EGGSB:
        case TieBreakId::EDE:
        case TieBreakId::SSSC:
        case TieBreakId::BC:
        case TieBreakId::TBR:
        case TieBreakId::BBE:
            result.defined = false;
            break;
        }
        return result;
    }

    std::vector<int> Engine::directEncounter(
        const std::vector<int> &group, bool forfeitsAsPlayed, bool allMetOnly) const
    {
        // Returns, for each member of the group, its position (1 best) in the separate standings of
        // Art. 6, or 0 for every member when the encounters do not separate anyone.
        const int g = int(group.size());
        std::vector<int> position(g, 0);
        if (g < 2)
            return position;

        // Encounters between members: sum of points and number of games per ordered pair (6.1.2).
        std::vector<Fixed> pairPoints(size_t(g) * g);
        std::vector<int> pairGames(size_t(g) * g, 0);
        std::vector<int> local(m_n, -1);
        for (int a = 0; a < g; ++a)
            local[group[a]] = a;
        for (int a = 0; a < g; ++a) {
            for (int r = 0; r < m_rounds; ++r) {
                const Cell &c = cell(group[a], r);
                if (!countsAsGame(c, forfeitsAsPlayed) || local[c.opp] < 0)
                    continue;
                const int b = local[c.opp];
                pairPoints[size_t(a) * g + b] += c.pts;
                ++pairGames[size_t(a) * g + b];
            }
        }

        // Recursive separation of a subset of local indexes; appends ordered blocks.
        std::vector<std::vector<int>> blocks;
        auto separate = [&](auto &&self, const std::vector<int> &set) -> void {
            const int s = int(set.size());
            if (s < 2) {
                blocks.push_back(set);
                return;
            }
            std::vector<Fixed> score(s);
            std::vector<int> missing(s, 0);
            bool allMet = true;
            for (int x = 0; x < s; ++x) {
                for (int y = 0; y < s; ++y) {
                    if (x == y)
                        continue;
                    const size_t k = size_t(set[x]) * g + set[y];
                    if (pairGames[k] == 0) {
                        allMet = false;
                        ++missing[x];
                    } else {
                        score[x] += Fixed::average(pairPoints[k], pairGames[k]);
                    }
                }
            }
            if (allMet) {
                // 6.2: the separate standings rank them; ties are separated again among themselves.
                std::vector<int> order(s);
                std::iota(order.begin(), order.end(), 0);
                std::stable_sort(
                    order.begin(), order.end(), [&](int x, int y) { return score[x] > score[y]; });
                if (score[order.front()] == score[order.back()]) {
                    blocks.push_back(set);
                    return;
                }
                for (int b = 0; b < s;) {
                    int e = b + 1;
                    while (e < s && score[order[e]] == score[order[b]])
                        ++e;
                    std::vector<int> sub;
                    for (int k = b; k < e; ++k)
                        sub.push_back(set[order[k]]);
                    self(self, sub);
                    b = e;
                }
                return;
            }
            if (!m_swiss || allMetOnly) { // allMetOnly (DEA): only if all the tied players have met
                blocks.push_back(set);
                return;
            }
            // 6.3: rank first whoever stays alone at the top whatever the missing games give,
            // then the second in the same way, and so on; then reapply Art. 6 to the rest.
            std::vector<bool> ranked(s, false);
            std::vector<int> top;
            for (;;) {
                int found = -1;
                for (int x = 0; x < s && found < 0; ++x) {
                    if (ranked[x])
                        continue;
                    bool alone = true;
                    for (int y = 0; y < s && alone; ++y) {
                        if (y == x || ranked[y])
                            continue;
                        const Fixed yMax = score[y] + m_scoring.win * missing[y];
                        alone = score[x] > yMax;
                    }
                    if (alone)
                        found = x;
                }
                if (found < 0)
                    break;
                ranked[found] = true;
                top.push_back(found);
            }
            if (top.empty()) {
                blocks.push_back(set);
                return;
            }
            for (int x : top)
                blocks.push_back({set[x]});
            std::vector<int> rest;
            for (int x = 0; x < s; ++x)
                if (!ranked[x])
                    rest.push_back(set[x]);
            if (!rest.empty())
                self(self, rest);
        };
        std::vector<int> all(g);
        std::iota(all.begin(), all.end(), 0);
        separate(separate, all);
        if (blocks.size() < 2)
            return position;
        int pos = 1;
        for (const auto &block : blocks) {
            for (int a : block)
                position[a] = pos;
            pos += int(block.size());
        }
        return position;
    }

} // namespace

QList<int> directEncounterPositions(
    const Tournament &t, const QList<int> &startNos, bool forfeitsAsPlayed, int rounds)
{
    const int planned = t.plannedRounds();
    Engine engine(t, rounds > 0 ? std::min(rounds, planned) : planned);
    std::vector<int> group;
    for (int s : startNos) {
        const int i = t.indexOf(s);
        if (i < 0)
            return QList<int>(startNos.size(), 0);
        group.push_back(i);
    }
    const auto pos = engine.directEncounter(group, forfeitsAsPlayed);
    return QList<int>(pos.begin(), pos.end());
}

TieBreakExplanation explainTieBreak(
    const Tournament &t, const TieBreakSpec &spec, int startNo, int rounds)
{
    TieBreakExplanation out;
    out.spec = spec;
    out.startNo = startNo;
    const int i = t.indexOf(startNo);
    if (i < 0)
        return out;
    const int planned = t.plannedRounds();
    Engine engine(t, rounds > 0 ? std::min(rounds, planned) : planned);
    const TieBreakInfo &info = spec.info();
    if (info.ratingBased && engine.hasUnrated() && !spec.unratedRating) {
        out.value = {Fixed(), false};
        out.notes.append(tr(
            "Not applied: unrated players are present and no rating is set for them (Art. 10)."));
        return out;
    }
    if (info.order == TieBreakOrder::Position) {
        out.notes.append(
            tr("A position among the participants still tied after the earlier tie-breaks "
               "(Art. 6): see the standings."));
        return out;
    }
    std::vector<Contribution> trace;
    engine.setTrace(&trace);
    out.value = engine.value(spec, i);
    engine.setTrace(nullptr);
    for (const Contribution &c : trace) {
        TieBreakContribution k;
        k.round = c.round + 1;
        k.kind = c.round >= 0 ? engine.cell(i, c.round).kind : RoundKind::Absent;
        k.value = c.value;
        k.key = c.key;
        k.dummy = c.dummy;
        k.voluntary = c.voluntary;
        k.cut = c.cut;
        if (c.opp >= 0) {
            k.opponentStartNo = t.players[c.opp].startNo;
            k.opponentScore = engine.score(c.opp);
            k.opponentAdjustedScore = engine.adjustedScore(c.opp, spec.forfeitsAsPlayed);
        }
        out.contributions.append(k);
    }
    const bool opponentScores
        = spec.id == TieBreakId::BH || spec.id == TieBreakId::SB || spec.id == TieBreakId::FB;
    if (opponentScores && engine.isSwiss()) {
        QStringList dummyRounds;
        for (const TieBreakContribution &k : std::as_const(out.contributions))
            if (k.dummy)
                dummyRounds.append(QString::number(k.round));
        if (!dummyRounds.isEmpty())
            out.notes.append(
                tr("Unplayed round(s) %1: each counted as a game against a dummy opponent with "
                   "the participant's own score (Art. 16.4).")
                    .arg(dummyRounds.join(QStringLiteral(", "))));
        for (const TieBreakContribution &k : std::as_const(out.contributions)) {
            if (k.dummy)
                continue;
            if (k.opponentAdjustedScore != k.opponentScore)
                out.notes.append(
                    tr("Round %1: opponent %2's score %3 is adjusted to %4 for tie-breaks: "
                       "requested byes at the end count as draws (Art. 16.3).")
                        .arg(k.round)
                        .arg(k.opponentStartNo)
                        .arg(k.opponentScore.toString(), k.opponentAdjustedScore.toString()));
        }
        if (spec.cutLowest
            && std::any_of(out.contributions.begin(), out.contributions.end(),
                [](const TieBreakContribution &k) { return k.voluntary; }))
            out.notes.append(tr("Cuts remove a voluntarily unplayed round first (Art. 16.5)."));
    }
    return out;
}

QList<TieBreakSpec> defaultTieBreaks(const Tournament &t)
{
    if (isUsChessEvent(t))
        return usChessDefaultTieBreaks(); // US Chess Rule 34E: MM SOLK CUM OCUM
    const QString list = t.isRoundRobin() ? QStringLiteral("DE SB KS WIN")
                                          : QStringLiteral("BH/C1 BH SB DE WIN BPG");
    return parseTieBreakList(list).value_or(QList<TieBreakSpec>());
}

Standings computeStandings(const Tournament &t, const StandingsOptions &options)
{
    Standings out;
    out.lotsSeed = options.lotsSeed;
    // Like FIDE's reference checker, the declared number of rounds (XXR/142) counts: rounds not
    // yet played are unplayed rounds for everybody. --rounds gives the standings after round N.
    const int planned = t.plannedRounds();
    const int rounds = options.rounds > 0 ? std::min(options.rounds, planned) : planned;
    out.rounds = rounds;
    for (const TieBreakSpec &s : options.tieBreaks) {
        if (out.tieBreaks.isEmpty() && s.id == TieBreakId::PTS && s.cutLowest == 0
            && out.rows.isEmpty() && &s == &options.tieBreaks.front())
            continue; // a leading PTS is the primary score itself
        out.tieBreaks.append(s);
    }
    Engine engine(t, rounds);
    const int n = engine.size();
    const int k = int(out.tieBreaks.size());

    // Art. 10: rating-based tie-breaks are dropped when unrated players are present and no
    // rating for them is given.
    std::vector<bool> dropped(k, false);
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (s.info().ratingBased && engine.hasUnrated() && !s.unratedRating) {
            dropped[j] = true;
            out.notes.append(
                tr("%1 is not applied: unrated players are present and no rating is set "
                   "for them (C.07 Art. 10; write e.g. %1/U1400)")
                    .arg(s.text));
        }
        if (isTeamTieBreak(s.id)) {
            dropped[j] = true;
            out.notes.append(
                tr("%1 is not applied: it is a team tie-break (C.07 Art. 11-13)").arg(s.text));
        }
    }

    std::vector<std::vector<TieBreakValue>> values(k, std::vector<TieBreakValue>(n));
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (s.info().order == TieBreakOrder::Position)
            continue;
        for (int i = 0; i < n; ++i) {
            if (dropped[j])
                values[j][i] = {Fixed(), false};
            else
                values[j][i] = engine.value(s, i);
        }
    }

    // Ranking (Art. 4.2), shared with the team engine.
    std::vector<Fixed> points(n);
    std::vector<int> startNos(n);
    for (int i = 0; i < n; ++i) {
        points[i] = engine.score(i);
        startNos[i] = t.players[i].startNo;
    }
    rankParticipants(
        out, points, startNos, values, dropped,
        [&engine, &out](int j, const std::vector<int> &members) {
            const TieBreakSpec &s = out.tieBreaks[j];
            return s.id == TieBreakId::RBTP
                ? engine.us().resultBetweenTied(members)
                : engine.directEncounter(members, s.forfeitsAsPlayed, s.id == TieBreakId::DEA);
        },
        options.lotsSeed);
    return out;
}

} // namespace arb
