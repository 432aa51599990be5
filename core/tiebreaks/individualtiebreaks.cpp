// SPDX-License-Identifier: GPL-3.0-or-later
// The individual tie-breaks of FIDE Handbook C.07 (2024), Art. 7-10, one function each, with the
// modifiers of Art. 14 and the unplayed rounds of Art. 16 applied through the rules kernel.
#include "tiebreaks/individualtiebreaks.h"

#include "tiebreaks/individualengine.h"

namespace arb::individual {

namespace {

    using rules::Contribution;

    TieBreakValue count(int n)
    {
        TieBreakValue result;
        result.value = Fixed::fromInt(n);
        return result;
    }

    // Returns the number of games i played over the board that satisfy `pred`.
    template<typename Pred> int playedGames(const IndividualEngine &e, int i, Pred &&pred)
    {
        int n = 0;
        for (int r = 0; r < e.rounds(); ++r) {
            const IndividualEngine::Cell &c = e.cell(i, r);
            if (c.kind == RoundKind::Played && pred(c))
                ++n;
        }
        return n;
    }

    // BH, SB and FB: opponents' adjusted scores with dummy opponents (16.3-16.4), cut per Art. 14
    // and 16.5.
    TieBreakValue opponentScoreSum(
        IndividualEngine &e, const TieBreakSpec &spec, int i, bool sb, bool fore)
    {
        auto v = e.opponentContributions(i, sb, spec.forfeitsAsPlayed, fore, e.editionOf(spec));
        const auto sum = rules::sumWithCuts(v, spec.cutLowest, spec.cutHighest, e.isSwiss());
        e.traceAll(v);
        TieBreakValue result;
        result.value = sum;
        return result;
    }

    TieBreakValue optionalRating(std::optional<int> v)
    {
        TieBreakValue result;
        result.defined = v.has_value();
        result.value = Fixed::fromInt(v.value_or(0));
        return result;
    }

    // APRO and APPO: the average of the opponents' performances, rounded.
    template<typename Performance>
    TieBreakValue averageOpponentPerformance(IndividualEngine &e, int i, Performance &&performance)
    {
        qint64 sum = 0;
        int n = 0;
        for (int r = 0; r < e.rounds(); ++r) {
            const IndividualEngine::Cell &c = e.cell(i, r);
            if (c.kind != RoundKind::Played)
                continue;
            if (const std::optional<int> v = performance(c.opp)) {
                sum += *v;
                ++n;
                e.trace({Fixed::fromInt(*v), Fixed::fromInt(*v), false, false, false, r, c.opp});
            }
        }
        TieBreakValue result;
        result.defined = n > 0;
        if (n)
            result.value = Fixed::fromInt(rules::roundedDivision(sum, n));
        return result;
    }

} // namespace

TieBreakValue art4_2Points(IndividualEngine &e, const TieBreakSpec &, int i)
{
    TieBreakValue result;
    result.value = e.score(i);
    return result;
}

TieBreakValue art7_1Wins(IndividualEngine &e, const TieBreakSpec &, int i)
{
    // Every round that gave the points of a win, forfeit wins and full-point byes included.
    int n = 0;
    for (int r = 0; r < e.rounds(); ++r)
        n += (e.cell(i, r).pts >= e.scoring().win && e.cell(i, r).pts > e.scoring().loss) ? 1 : 0;
    return count(n);
}

TieBreakValue art7_2GamesWon(IndividualEngine &e, const TieBreakSpec &, int i)
{
    return count(playedGames(e, i, [](const auto &c) { return c.outcome > 0; }));
}

TieBreakValue art7_3GamesWithBlack(IndividualEngine &e, const TieBreakSpec &, int i)
{
    return count(playedGames(e, i, [](const auto &c) { return c.colour == Colour::Black; }));
}

TieBreakValue art7_4GamesWonWithBlack(IndividualEngine &e, const TieBreakSpec &, int i)
{
    return count(playedGames(
        e, i, [](const auto &c) { return c.outcome > 0 && c.colour == Colour::Black; }));
}

TieBreakValue art7_5ProgressiveScores(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    // Cut-n (14.3) leaves out the first n running scores.
    Fixed running, sum;
    for (int r = 0; r < e.rounds(); ++r) {
        running += e.cell(i, r).pts;
        if (r >= spec.cutLowest)
            sum += running;
        e.trace({running, running, false, false, r < spec.cutLowest, r, e.cell(i, r).opp});
    }
    TieBreakValue result;
    result.value = sum;
    return result;
}

TieBreakValue art7_6RoundsElectedToPlay(IndividualEngine &e, const TieBreakSpec &, int i)
{
    int n = 0;
    for (int r = 0; r < e.rounds(); ++r)
        n += isVoluntaryUnplayed(e.cell(i, r).kind) ? 0 : 1;
    return count(n);
}

TieBreakValue art7_7StandardPoints(IndividualEngine &e, const TieBreakSpec &, int i)
{
    // 7.7 (2026): the score each round would give with 1 for a win, 1/2 for a draw and 0 for a
    // loss, whatever the event's scoring; a round is judged by its points against a draw's.
    Fixed sum;
    for (int r = 0; r < e.rounds(); ++r) {
        const Fixed pts = e.cell(i, r).pts;
        const Fixed standard = pts > e.scoring().draw ? Fixed::fromInt(1)
            : pts == e.scoring().draw                 ? Fixed::half()
                                                      : Fixed();
        sum += standard;
        e.trace({standard, pts, false, false, false, r, e.cell(i, r).opp});
    }
    TieBreakValue result;
    result.value = sum;
    return result;
}

TieBreakValue art7_8PairingNumber(IndividualEngine &e, const TieBreakSpec &, int i)
{
    // 7.8 (2026): the pairing number; the lower ranks first unless reversed (/R).
    return count(e.tournament().players[i].startNo);
}

TieBreakValue externalValue(IndividualEngine &e, const TieBreakSpec &, int i)
{
    // The tournament rules' own value, set by the arbiter (FIDE's program checklist M84).
    const auto &values = e.externalValues();
    const auto it = values.constFind(e.tournament().players[i].startNo);
    return it == values.cend() ? TieBreakValue {Fixed(), false} : TieBreakValue {*it, true};
}

TieBreakValue art8_1Buchholz(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return opponentScoreSum(e, spec, i, false, false);
}

TieBreakValue art8_2AverageOfOpponentsBuchholz(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    const bool P = spec.forfeitsAsPlayed;
    const RulesVersion edition = e.editionOf(spec);
    Fixed sum;
    int n = 0;
    for (int r = 0; r < e.rounds(); ++r) {
        const IndividualEngine::Cell &c = e.cell(i, r);
        if (c.kind != RoundKind::Played)
            continue;
        const Fixed bh = e.buchholz(c.opp, P, edition);
        sum += bh;
        ++n;
        e.trace({bh, bh, false, false, false, r, c.opp});
    }
    TieBreakValue result;
    result.defined = n > 0;
    if (n)
        result.value = rules::roundedAverage(sum, n, 2);
    return result;
}

TieBreakValue art8_3ForeBuchholz(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return opponentScoreSum(e, spec, i, false, true);
}

TieBreakValue art9_1SonnebornBerger(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return opponentScoreSum(e, spec, i, true, false);
}

TieBreakValue art9_2KoyaSystem(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    // 9.2 with the limit of 14.5: opponents with at least 50 % of the maximum possible score.
    const Fixed limit = Fixed::fromRaw(e.scoring().win.raw() * e.rounds() / 2)
        + Fixed::half() * spec.limitHalfPoints;
    Fixed sum;
    for (int r = 0; r < e.rounds(); ++r) {
        const IndividualEngine::Cell &c = e.cell(i, r);
        // Forfeited games count too: their points were achieved against that opponent.
        if (c.opp < 0)
            continue;
        const bool counts = e.score(c.opp) >= limit;
        if (counts)
            sum += c.pts;
        e.trace({c.pts, e.score(c.opp), false, false, !counts, r, c.opp});
    }
    TieBreakValue result;
    result.value = sum;
    return result;
}

TieBreakValue art10_1AverageRatingOfOpponents(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    std::vector<Contribution> v;
    for (int r = 0; r < e.rounds(); ++r) {
        const IndividualEngine::Cell &c = e.cell(i, r);
        if (c.kind == RoundKind::Played) {
            const Fixed rating = Fixed::fromInt(e.ratingOf(c.opp, spec, r));
            v.push_back({rating, rating, false, false, false, r, c.opp});
        }
    }
    const qint64 games = qint64(v.size()) - spec.cutLowest - spec.cutHighest;
    const auto sum = rules::sumWithCuts(v, spec.cutLowest, spec.cutHighest, false);
    e.traceAll(v);
    TieBreakValue result;
    result.defined = games > 0; // an average of nothing is undefined
    if (result.defined)
        result.value = Fixed::fromInt(rules::roundedDivision(sum.raw(), games * Fixed::Scale));
    return result;
}

TieBreakValue art10_2PerformanceRating(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return optionalRating(e.tpr(i, spec));
}

TieBreakValue art10_3PerfectPerformance(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return optionalRating(e.ptp(i, spec));
}

TieBreakValue art10_4AveragePerformanceOfOpponents(
    IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return averageOpponentPerformance(e, i, [&](int opp) { return e.tpr(opp, spec); });
}

TieBreakValue art10_5AveragePerfectPerformanceOfOpponents(
    IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return averageOpponentPerformance(e, i, [&](int opp) { return e.ptp(opp, spec); });
}

TieBreakValue art10_6Rating(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    // 10.6 (2026): the participant's own rating; unrated participants need /U (Art. 10).
    return count(e.ratingOf(i, spec));
}

TieBreakValue usRule34(IndividualEngine &e, const TieBreakSpec &spec, int i)
{
    return e.us().value(spec, i);
}

} // namespace arb::individual
