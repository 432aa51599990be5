// SPDX-License-Identifier: GPL-3.0-or-later
// US Chess tie-breaks, Rules of Chess 7th ed., Rule 34
// (../shared/regulations/uscf-rule-34-tiebreaks.txt holds 34E1-34E3 and 34E9; the other systems
// follow the numbering of the full rule book).
#include "tiebreaks/ustiebreaks.h"

#include "tiebreaks/rules.h"

#include <algorithm>

namespace arb {

UsTieBreaks::UsTieBreaks(const Tournament &t, int rounds)
    : m_t(t)
    , m_n(int(t.players.size()))
    , m_rounds(rounds)
    , m_scoring(t.scoring)
{
    m_cells.resize(size_t(m_n) * m_rounds);
    m_score.assign(m_n, Fixed());
    m_adjusted.assign(m_n, Fixed());
    m_cumulative.assign(m_n, Fixed());
    for (int i = 0; i < m_n; ++i) {
        const Player &p = t.players[i];
        Fixed running;
        for (int r = 0; r < m_rounds; ++r) {
            Cell &c = m_cells[size_t(i) * m_rounds + r];
            if (r < p.rounds.size() && p.rounds[r].code != ' ') {
                const RoundEntry &e = p.rounds[r];
                c.kind = e.kind();
                c.colour = e.colour;
                c.outcome = e.outcome();
                c.pts = m_scoring.points(e);
                if (c.kind == RoundKind::Played && e.opponent > 0)
                    c.opp = t.indexOf(e.opponent);
            } else {
                c.pts = m_scoring.absent; // not paired, or paired with the result not yet known
            }
            const bool played = c.opp >= 0;
            m_score[i] += c.pts;
            // 34E1: unplayed games count half a point each in the adjusted score.
            m_adjusted[i] += played ? c.pts : m_scoring.draw;
            // 34E3: the running score after each round, summed; the points of an unplayed win,
            // full-point bye, unplayed draw or half-point bye are taken off once.
            running += c.pts;
            m_cumulative[i] += running;
            if (!played)
                m_cumulative[i] -= c.pts;
        }
    }
}

bool UsTieBreaks::isUsTieBreak(TieBreakId id)
{
    return tieBreakInfo(id).rulebook == Rulebook::UsChess34;
}

std::vector<Fixed> UsTieBreaks::opponentScores(int i) const
{
    // 34E1: one element per round; the player's own unplayed rounds are opponents scoring 0.
    std::vector<Fixed> v;
    v.reserve(m_rounds);
    for (int r = 0; r < m_rounds; ++r) {
        const Cell &c = cell(i, r);
        v.push_back(c.opp >= 0 ? m_adjusted[c.opp] : Fixed());
    }
    std::sort(v.begin(), v.end());
    return v;
}

Fixed UsTieBreaks::median(int i, bool modified) const
{
    // 34E1: one score cut at each applicable end, two from nine rounds on. Modified Median cuts
    // both ends for an even score (exactly half the maximum), the lowest for a plus score and
    // the highest for a minus score; the Median (Harkness) always cuts both ends.
    const std::vector<Fixed> v = opponentScores(i);
    const int cuts = m_rounds >= 9 ? 2 : 1;
    const Fixed doubled = m_score[i] * 2;
    const Fixed maximum = m_scoring.win * m_rounds;
    int low = cuts, high = cuts;
    if (modified && doubled > maximum)
        high = 0;
    else if (modified && doubled < maximum)
        low = 0;
    // The cuts of C.07 Art. 14 without its 16.5 exception (US Chess has no voluntary unplayed
    // rounds rule); cutting everything leaves 0.
    std::vector<rules::Contribution> elements(v.size());
    for (size_t k = 0; k < v.size(); ++k)
        elements[k].key = elements[k].value = v[k];
    return rules::sumWithCuts(elements, low, high, false);
}

int UsTieBreaks::ratingOf(int i, const TieBreakSpec &spec) const
{
    return rules::tieBreakRating(m_t.players[i].rating, spec);
}

std::optional<qint64> UsTieBreaks::performance(int i, const TieBreakSpec &spec) const
{
    qint64 sum = 0;
    int games = 0;
    for (int r = 0; r < m_rounds; ++r) {
        const Cell &c = cell(i, r);
        if (c.opp < 0)
            continue;
        sum += ratingOf(c.opp, spec) + 400 * c.outcome;
        ++games;
    }
    if (games == 0)
        return std::nullopt;
    return rules::roundedDivisionAwayFromZero(sum, games);
}

TieBreakValue UsTieBreaks::value(const TieBreakSpec &spec, int i) const
{
    Q_ASSERT(i >= 0 && i < m_n);
    TieBreakValue result;
    switch (spec.id) {
    case TieBreakId::MM:
        result.value = median(i, true);
        break;
    case TieBreakId::MED:
        result.value = median(i, false);
        break;
    case TieBreakId::SOLK:
        // 34E2: the Median system without discarding any score.
        for (const Fixed &s : opponentScores(i))
            result.value += s;
        break;
    case TieBreakId::CUM:
        result.value = m_cumulative[i];
        break;
    case TieBreakId::OCUM:
        // 34E9: the Cumulative tie-breaks of the opponents met over the board, added together.
        for (int r = 0; r < m_rounds; ++r)
            if (cell(i, r).opp >= 0)
                result.value += m_cumulative[cell(i, r).opp];
        break;
    case TieBreakId::USSB:
        // 34E8: the adjusted scores of the opponents beaten plus half of those drawn with;
        // unplayed rounds add nothing (their opponent's adjusted score is 0).
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(i, r);
            if (c.opp >= 0 && c.outcome > 0)
                result.value += m_adjusted[c.opp];
            else if (c.opp >= 0 && c.outcome == 0)
                result.value += m_adjusted[c.opp] * Fixed::half();
        }
        break;
    case TieBreakId::KASH: {
        // 34E7: 4 points per win, 2 per draw, 1 per loss over the board, 0 for unplayed games.
        int sum = 0;
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(i, r);
            if (c.opp >= 0)
                sum += c.outcome > 0 ? 4 : c.outcome == 0 ? 2 : 1;
        }
        result.value = Fixed::fromInt(sum);
        break;
    }
    case TieBreakId::MBLK: {
        // 34E6: games played with Black; unplayed games do not count.
        int n = 0;
        for (int r = 0; r < m_rounds; ++r)
            n += (cell(i, r).opp >= 0 && cell(i, r).colour == Colour::Black) ? 1 : 0;
        result.value = Fixed::fromInt(n);
        break;
    }
    case TieBreakId::AVGO: {
        // 34E10: the average rating of the opponents met over the board, rounded to an integer.
        qint64 sum = 0;
        int games = 0;
        for (int r = 0; r < m_rounds; ++r) {
            if (cell(i, r).opp >= 0) {
                sum += ratingOf(cell(i, r).opp, spec);
                ++games;
            }
        }
        result.defined = games > 0;
        result.value
            = Fixed::fromInt(games > 0 ? rules::roundedDivisionAwayFromZero(sum, games) : 0);
        break;
    }
    case TieBreakId::OPERF: {
        // 34E11: the average of the opponents' performance ratings (each the linear US
        // performance over that opponent's own games), rounded to an integer.
        qint64 sum = 0;
        int count = 0;
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(i, r);
            if (c.opp < 0)
                continue;
            if (const auto p = performance(c.opp, spec)) {
                sum += *p;
                ++count;
            }
        }
        result.defined = count > 0;
        result.value
            = Fixed::fromInt(count > 0 ? rules::roundedDivisionAwayFromZero(sum, count) : 0);
        break;
    }
    default:
        Q_ASSERT_X(false, "UsTieBreaks::value", "not a US Chess value tie-break");
        result.defined = false;
        break;
    }
    return result;
}

std::vector<int> UsTieBreaks::resultBetweenTied(const std::vector<int> &group) const
{
    const int g = int(group.size());
    std::vector<int> position(g, 0);
    if (g < 2)
        return position;
    std::vector<int> local(m_n, -1);
    for (int a = 0; a < g; ++a)
        local[group[a]] = a;
    std::vector<int> plusMinus(g, 0);
    std::vector<bool> met(size_t(g) * g, false);
    for (int a = 0; a < g; ++a) {
        for (int r = 0; r < m_rounds; ++r) {
            const Cell &c = cell(group[a], r);
            if (c.opp < 0 || local[c.opp] < 0)
                continue;
            met[size_t(a) * g + local[c.opp]] = true;
            plusMinus[a] += c.outcome;
        }
    }
    for (int a = 0; a < g; ++a)
        for (int b = 0; b < g; ++b)
            if (a != b && !met[size_t(a) * g + b])
                return position; // not all the tied players have met each other
    if (std::all_of(plusMinus.begin(), plusMinus.end(), [&](int v) { return v == plusMinus[0]; }))
        return position;
    for (int a = 0; a < g; ++a) {
        int better = 0;
        for (int b = 0; b < g; ++b)
            better += plusMinus[b] > plusMinus[a] ? 1 : 0;
        position[a] = better + 1;
    }
    return position;
}

bool isUsChessEvent(const Tournament &t)
{
    const QString f = t.federation.trimmed().toUpper();
    return f == u"USA" || f == u"USCF";
}

QList<TieBreakSpec> usChessDefaultTieBreaks()
{
    return parseTieBreakList(QStringLiteral("MM SOLK CUM OCUM")).value_or(QList<TieBreakSpec>());
}

} // namespace arb
