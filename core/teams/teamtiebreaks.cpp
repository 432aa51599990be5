// SPDX-License-Identifier: GPL-3.0-or-later
// The team tie-breaks of FIDE Handbook C.07 (2024), Art. 11-13, and the individual tie-breaks
// of Art. 7-9 on match or game points, one function each, on the rules kernel.
#include "teams/teamtiebreaks.h"

#include "teams/teamengine.h"

namespace arb::team {

namespace {

    using Pt = TeamEngine::Pt;

    TieBreakValue plain(Fixed v)
    {
        TieBreakValue result;
        result.value = v;
        return result;
    }

    // SB and the Extended Sonneborn-Berger family (13.2): opponent's `opp` score x own `own`
    // points, cut per Art. 14.1.2 and 16.5.
    TieBreakValue weightedSum(TeamEngine &e, const TieBreakSpec &spec, int i, Pt opp, Pt own)
    {
        auto v = e.contributions(i, opp, own, spec.forfeitsAsPlayed, e.editionOf(spec));
        const auto sum = rules::sumWithCuts(v, spec.cutLowest, spec.cutHighest, e.isSwiss());
        TieBreakValue result;
        result.value = sum;
        return result;
    }

    // WIN and WON: matches that gave the points of a won match; WON only those played.
    TieBreakValue wins(TeamEngine &e, int i, bool playedOnly)
    {
        int n = 0;
        for (int r = 0; r < e.rounds(); ++r) {
            const TeamRound &c = e.cell(i, r);
            const bool won = c.matchPoints >= e.scoring().win && c.matchPoints > e.scoring().loss;
            n += (won && (!playedOnly || c.kind == RoundKind::Played)) ? 1 : 0;
        }
        return plain(Fixed::fromInt(n));
    }

} // namespace

TieBreakValue art4_2PrimaryScore(TeamEngine &e, const TieBreakSpec &, int i)
{
    return plain(e.primaryScore(i));
}

TieBreakValue art7_1Wins(TeamEngine &e, const TieBreakSpec &, int i)
{
    return wins(e, i, false);
}

TieBreakValue art7_2MatchesWon(TeamEngine &e, const TieBreakSpec &, int i)
{
    return wins(e, i, true);
}

TieBreakValue art7_5ProgressiveScores(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    const Pt p = e.typeOf(spec);
    Fixed running, sum;
    for (int r = 0; r < e.rounds(); ++r) {
        running += TeamEngine::points(e.cell(i, r), p);
        if (r >= spec.cutLowest)
            sum += running;
    }
    return plain(sum);
}

TieBreakValue art7_6RoundsElectedToPlay(TeamEngine &e, const TieBreakSpec &, int i)
{
    int n = 0;
    for (int r = 0; r < e.rounds(); ++r)
        n += isVoluntaryUnplayed(e.cell(i, r).kind) ? 0 : 1;
    return plain(Fixed::fromInt(n));
}

TieBreakValue art8_1Buchholz(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    auto v = e.contributions(
        i, e.typeOf(spec), std::nullopt, spec.forfeitsAsPlayed, e.editionOf(spec));
    const auto sum = rules::sumWithCuts(v, spec.cutLowest, spec.cutHighest, e.isSwiss());
    TieBreakValue result;
    result.value = sum;
    return result;
}

TieBreakValue art8_2AverageOfOpponentsBuchholz(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    const Pt p = e.typeOf(spec);
    Fixed sum;
    int n = 0;
    for (int r = 0; r < e.rounds(); ++r) {
        const TeamRound &c = e.cell(i, r);
        if (c.kind != RoundKind::Played || c.opponent < 0)
            continue;
        sum += e.buchholz(c.opponent, p, spec.forfeitsAsPlayed, e.editionOf(spec));
        ++n;
    }
    TieBreakValue result;
    result.defined = n > 0;
    if (n)
        result.value = rules::roundedAverage(sum, n, 2);
    return result;
}

TieBreakValue art8_3ForeBuchholz(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    // 8.3: Buchholz as if every paired match of the final round had been drawn.
    TieBreakSpec bh = spec;
    bh.id = TieBreakId::BH;
    bh.pointType = spec.pointType.isEmpty()
        ? (e.primary() == Pt::MP ? QStringLiteral("MP") : QStringLiteral("GP"))
        : spec.pointType;
    return e.fore().value(bh, i);
}

TieBreakValue art9_1SonnebornBerger(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    return weightedSum(e, spec, i, e.typeOf(spec), e.typeOf(spec));
}

TieBreakValue art9_2KoyaSystem(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    const Pt p = e.typeOf(spec);
    const Fixed limit = Fixed::fromRaw(e.winValue(p).raw() * e.rounds() / 2)
        + Fixed::half() * spec.limitHalfPoints;
    Fixed sum;
    for (int r = 0; r < e.rounds(); ++r) {
        const TeamRound &c = e.cell(i, r);
        if (c.opponent >= 0 && e.score(c.opponent, p) >= limit)
            sum += TeamEngine::points(c, p);
    }
    return plain(sum);
}

TieBreakValue art11_1_1MatchPoints(TeamEngine &e, const TieBreakSpec &, int i)
{
    return plain(e.score(i, Pt::MP));
}

TieBreakValue art11_1_2GamePoints(TeamEngine &e, const TieBreakSpec &, int i)
{
    return plain(e.score(i, Pt::GP));
}

TieBreakValue art12_1BoardCount(TeamEngine &e, const TieBreakSpec &, int i)
{
    // 12.1: board number x game points on that board, over all matches; lower is better.
    return plain(e.boardCount(i));
}

TieBreakValue art13_1MatchOrGamePoints(TeamEngine &e, const TieBreakSpec &, int i)
{
    return plain(e.score(i, e.secondary()));
}

TieBreakValue art13_2ExtendedSonnebornBerger(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    const QString pt = spec.pointType.isEmpty() ? QStringLiteral("MG") : spec.pointType;
    return weightedSum(
        e, spec, i, pt[0] == u'M' ? Pt::MP : Pt::GP, pt[1] == u'M' ? Pt::MP : Pt::GP);
}

TieBreakValue art13_2_1Emmsb(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    return weightedSum(e, spec, i, Pt::MP, Pt::MP);
}

TieBreakValue art13_2_2Emgsb(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    return weightedSum(e, spec, i, Pt::MP, Pt::GP);
}

TieBreakValue art13_2_3Egmsb(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    return weightedSum(e, spec, i, Pt::GP, Pt::MP);
}

TieBreakValue art13_2_4Eggsb(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    return weightedSum(e, spec, i, Pt::GP, Pt::GP);
}

TieBreakValue art13_4ScheduleStrengthCombination(TeamEngine &e, const TieBreakSpec &spec, int i)
{
    // 13.4: secondary score + Buchholz on the primary score / normalising factor, to 2 decimals.
    const qint64 divisor = e.ssscDivisorSetting() > 0 ? e.ssscDivisorSetting() : e.ssscDivisor();
    const Fixed bh = e.buchholz(i, e.primary(), spec.forfeitsAsPlayed, e.editionOf(spec));
    return plain(e.score(i, e.secondary()) + rules::roundedAverage(bh, divisor, 2));
}

} // namespace arb::team
