// SPDX-License-Identifier: GPL-3.0-or-later
// The individual tie-break engine (Handbook C.07, 2024): the cells of each player and round, the
// unplayed-rounds management of Art. 16 and Direct Encounter (Art. 6), on the rules kernel.
#include "tiebreaks/individualengine.h"

#include "tiebreaks/fideratingtables.h"

#include <algorithm>
#include <numeric>

namespace arb {

using rules::Contribution;
using rules::roundedDivision;

IndividualEngine::IndividualEngine(const Tournament &t, int rounds, RulesVersion edition)
    : m_t(t)
    , m_n(int(t.players.size()))
    , m_rounds(rounds)
    , m_swiss(!t.isRoundRobin())
    , m_edition(edition)
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
                c.opp
                    = (e.opponent > 0 && c.kind != RoundKind::Absent) ? t.indexOf(e.opponent) : -1;
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

    // An event over 30 days may rate its tie-breaks by the ratings valid in each round, or the
    // latest ones (FIDE's program checklist M86); by default, the first.
    m_tieBreakRatings = RatingPeriods::tieBreakRatings(t);
    if (m_tieBreakRatings != TieBreakRatings::First) {
        const QList<LaterRating> later = RatingPeriods::laterRatings(t);
        const int stride = m_rounds + 1;
        m_roundRatings.assign(size_t(m_n) * stride, 0);
        for (int i = 0; i < m_n; ++i)
            std::fill_n(
                m_roundRatings.begin() + qsizetype(i) * stride, stride, t.players[i].rating);
        for (const LaterRating &r : later) { // by player and round
            const int i = t.indexOf(r.startNo);
            if (i < 0 || r.fromRound > m_rounds)
                continue;
            for (int round = r.fromRound - 1; round < stride; ++round)
                m_roundRatings[size_t(i) * stride + round] = r.rating;
        }
        m_hasUnrated = false;
        for (int i = 0; i < m_n; ++i) {
            const auto row = m_roundRatings.begin() + qsizetype(i) * stride;
            m_hasUnrated = m_hasUnrated
                || (m_tieBreakRatings == TieBreakRatings::Latest
                        ? row[m_rounds] <= 0
                        : std::any_of(row, row + stride, [](int r) { return r <= 0; }));
        }
    }
}

IndividualEngine::ScoreModel IndividualEngine::buildModel(const std::vector<Cell> &cells) const
{
    ScoreModel m;
    m.own.assign(m_n, Fixed());
    m.adjusted.assign(m_n, Fixed());
    for (int i = 0; i < m_n; ++i) {
        // data() + offset, not &cells[offset]: with no rounds the vector is empty (UBSan,
        // fuzz_trf).
        const Cell *row = cells.data() + size_t(i) * m_rounds;
        Fixed own;
        for (int r = 0; r < m_rounds; ++r)
            own += row[r].pts;
        m.own[i] = own;
        // 16.3 gives one adjusted score per participant: /P changes how a participant's own
        // forfeited rounds count (16.4), not whether a forfeit loss is a voluntary unplayed
        // round (16.1.2) of the opponent whose score is adjusted.
        m.adjusted[i] = rules::adjustedScore(m_rounds, m_swiss, m_scoring.draw, [&](int r) {
            return rules::RoundFacts {row[r].kind, countsAsGame(row[r], false), row[r].pts};
        });
    }
    return m;
}

const IndividualEngine::ScoreModel &IndividualEngine::model()
{
    if (!m_model)
        m_model = buildModel(m_cells);
    return *m_model;
}

const IndividualEngine::ScoreModel &IndividualEngine::foreModel()
{
    // Art. 8.3: as if all paired games of the final round had ended in draws.
    auto &slot = m_foreModel;
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
        slot = buildModel(cells);
        slot->foreCells = std::move(cells);
    }
    return *slot;
}

std::vector<Contribution> IndividualEngine::opponentContributions(
    int i, bool sb, bool forfeitsAsPlayed, bool fore, RulesVersion edition)
{
    const ScoreModel &m = fore ? foreModel() : model();
    std::vector<Contribution> v;
    v.reserve(m_rounds);
    const Cell *row
        = (m.foreCells.empty() ? m_cells.data() : m.foreCells.data()) + size_t(i) * m_rounds;
    rules::appendOpponentContributions(
        v, m_rounds, m_swiss, m.own[i], sb,
        [&](int r) {
            const Cell &c = row[r];
            return rules::OpponentRound {c.kind, countsAsGame(c, forfeitsAsPlayed), c.opp, c.pts};
        },
        [&](int opp) { return m.adjusted[opp]; },
        // 2026, 16.4.2: at most the points of a draw times the number of rounds.
        edition == RulesVersion::Fide2026 ? std::optional(m_scoring.draw * m_rounds)
                                          : std::nullopt);
    return v;
}

Fixed IndividualEngine::buchholz(int i, bool forfeitsAsPlayed, RulesVersion edition)
{
    auto &cache = m_bhCache[forfeitsAsPlayed ? 1 : 0][edition == RulesVersion::Fide2026 ? 1 : 0];
    if (cache.empty())
        cache.resize(m_n);
    if (!cache[i]) {
        auto v = opponentContributions(i, false, forfeitsAsPlayed, false, edition);
        cache[i] = rules::sumWithCuts(v, 0, 0, false);
    }
    return *cache[i];
}

int IndividualEngine::ratingOf(int i, const TieBreakSpec &spec, int round) const
{
    if (m_tieBreakRatings == TieBreakRatings::First)
        return rules::tieBreakRating(m_t.players[i].rating, spec);
    const int stride = m_rounds + 1;
    const int column
        = m_tieBreakRatings == TieBreakRatings::EachRound && round >= 0 ? round : m_rounds;
    return rules::tieBreakRating(m_roundRatings[size_t(i) * stride + column], spec);
}

std::optional<int> IndividualEngine::tpr(int i, const TieBreakSpec &spec) const
{
    qint64 sum = 0;
    int games = 0;
    int halfPoints = 0;
    for (int r = 0; r < m_rounds; ++r) {
        const Cell &c = cell(i, r);
        if (c.kind != RoundKind::Played)
            continue;
        sum += ratingOf(c.opp, spec, r);
        ++games;
        halfPoints += c.outcome + 1;
    }
    if (games == 0)
        return std::nullopt;
    const qint64 aro = roundedDivision(sum, games);
    const int percentage = int(roundedDivision(qint64(halfPoints) * 50, games));
    return int(aro) + ratingDifferenceForPercentage(percentage);
}

std::optional<int> IndividualEngine::ptp(int i, const TieBreakSpec &spec) const
{
    std::vector<int> ratings;
    int halfPoints = 0;
    for (int r = 0; r < m_rounds; ++r) {
        const Cell &c = cell(i, r);
        if (c.kind != RoundKind::Played)
            continue;
        ratings.push_back(ratingOf(c.opp, spec, r));
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

TieBreakValue IndividualEngine::value(const TieBreakSpec &spec, int i)
{
    const TieBreakInfo &info = spec.info();
    if (info.individual)
        return info.individual(*this, spec, i);
    // Positional tie-breaks are computed on tied groups; team-only ones have no value here.
    TieBreakValue result;
    result.defined = info.order == TieBreakOrder::Position;
    return result;
}

std::vector<int> IndividualEngine::directEncounter(
    const std::vector<int> &group, bool forfeitsAsPlayed, bool allMetOnly) const
{
    // Returns, for each member of the group, its position (1 best) in the separate standings of
    // Art. 6, or 0 for every member when the encounters do not separate anyone.
    const int g = int(group.size());
    if (g < 2)
        return std::vector<int>(g, 0);

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
        const rules::Encounters e = rules::encounters(s, [&](int x, int y) {
            const size_t k = size_t(set[x]) * g + set[y];
            return std::pair(pairPoints[k], pairGames[k]);
        });
        // 6.3 (incomplete encounters) applies to Swiss events, and not to DEA (B.6.2 (a): only
        // if all the tied players have met).
        const auto sub = rules::encounterBlocks(e, m_swiss && !allMetOnly, m_scoring.win);
        if (sub.size() < 2) {
            blocks.push_back(set);
            return;
        }
        for (const auto &block : sub) {
            std::vector<int> members;
            for (int x : block)
                members.push_back(set[x]);
            self(self, members);
        }
    };
    std::vector<int> all(g);
    std::iota(all.begin(), all.end(), 0);
    separate(separate, all);
    return rules::positionsOfBlocks(blocks, g);
}

} // namespace arb
