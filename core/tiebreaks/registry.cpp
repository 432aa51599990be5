// SPDX-License-Identifier: GPL-3.0-or-later
// The tie-break registry: one row per tie-break, the single place that says what a tie-break is.
//
// Adding a tie-break is one function, one row and tests:
//   1. append its acronym to TieBreakId in registry.h (just before Count);
//   2. write one small pure function named after its article (art8_1Buchholz): for players in
//      tiebreaks/individualtiebreaks.cpp (US Chess rules: UsTieBreaks in ustiebreaks.cpp), for
//      teams in teams/teamtiebreaks.cpp, built on the rules kernel shared by both engines
//      (tiebreaks/rules.h: cuts and medians, adjusted scores and dummy opponents, direct
//      encounter, rounding);
//   3. add its row below, at the same place as in the enum: key, QT_TRANSLATE_NOOP name,
//      rulebook and article, order, scope, accepted modifiers, rating-based, team meaning and
//      the functions (a static_assert fails while an id has no row or rows are out of order);
//   4. add tests: tests/core/tiebreaks/tst_registry.cpp checks every row by itself (parser
//      round trip, citations, functions); add value tests named after the regulation's examples
//      (tst_tiebreaks.cpp, tst_teamtiebreaks.cpp).
// The spec parser, `arbiter-cli tiebreaks`, the tie-break editor, tooltips, reports and presets
// all read this table; nothing else changes. Positional tie-breaks (DE, EDE, RBTP, ...) have no
// function: the engines compute them on tied groups.
#include "tiebreaks/registry.h"

#include "teams/teamtiebreaks.h"
#include "tiebreaks/individualtiebreaks.h"

#include <QCoreApplication>

#include <array>

namespace arb {

namespace {

    using O = TieBreakOrder;
    constexpr Rulebook Fide = Rulebook::FideC07;
    constexpr Rulebook Us = Rulebook::UsChess34;
    constexpr TieBreakScope Individual = TieBreakScope::Individual;
    constexpr TieBreakScope Team = TieBreakScope::Team;
    constexpr quint8 Cut = CutModifier;
    constexpr quint8 Median = MedianModifier;
    constexpr quint8 Limit = LimitModifier;
    constexpr quint8 Unrated = UnratedModifier;
    constexpr bool Rated = true; // rating-based (Art. 10)
    constexpr bool NotRated = false;
    constexpr bool ForTeams = true; // has a meaning for teams
    constexpr bool NotForTeams = false;

    // clang-format off
    // id, key, name, rulebook, article, order, scope, modifiers, rating-based, team meaning,
    // individual function, team function
    constexpr std::array<TieBreakInfo, tieBreakCount> rows = {{
    {TieBreakId::PTS, "PTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Points"), Fide, "4.2", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::art4_2Points, team::art4_2PrimaryScore},
    {TieBreakId::DE, "DE", QT_TRANSLATE_NOOP("arb::TieBreak", "Direct Encounter"), Fide, "6", O::Position, Individual, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::WIN, "WIN", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Wins"), Fide, "7.1", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::art7_1Wins, team::art7_1Wins},
    {TieBreakId::WON, "WON", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Won"), Fide, "7.2", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::art7_2GamesWon, team::art7_2MatchesWon},
    {TieBreakId::BPG, "BPG", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Played with Black"), Fide, "7.3", O::HigherIsBetter, Individual, NoModifier, NotRated, NotForTeams, individual::art7_3GamesWithBlack, nullptr},
    {TieBreakId::BWG, "BWG", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Won with Black"), Fide, "7.4", O::HigherIsBetter, Individual, NoModifier, NotRated, NotForTeams, individual::art7_4GamesWonWithBlack, nullptr},
    {TieBreakId::PS, "PS", QT_TRANSLATE_NOOP("arb::TieBreak", "Sum of Progressive Scores"), Fide, "7.5", O::HigherIsBetter, Individual, Cut, NotRated, ForTeams, individual::art7_5ProgressiveScores, team::art7_5ProgressiveScores},
    {TieBreakId::REP, "REP", QT_TRANSLATE_NOOP("arb::TieBreak", "Rounds one Elected to Play"), Fide, "7.6", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::art7_6RoundsElectedToPlay, team::art7_6RoundsElectedToPlay},
    {TieBreakId::BH, "BH", QT_TRANSLATE_NOOP("arb::TieBreak", "Buchholz"), Fide, "8.1", O::HigherIsBetter, Individual, Cut | Median, NotRated, ForTeams, individual::art8_1Buchholz, team::art8_1Buchholz},
    {TieBreakId::AOB, "AOB", QT_TRANSLATE_NOOP("arb::TieBreak", "Average of Opponents' Buchholz"), Fide, "8.2", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::art8_2AverageOfOpponentsBuchholz, team::art8_2AverageOfOpponentsBuchholz},
    {TieBreakId::FB, "FB", QT_TRANSLATE_NOOP("arb::TieBreak", "Fore Buchholz"), Fide, "8.3", O::HigherIsBetter, Individual, Cut | Median, NotRated, ForTeams, individual::art8_3ForeBuchholz, team::art8_3ForeBuchholz},
    {TieBreakId::SB, "SB", QT_TRANSLATE_NOOP("arb::TieBreak", "Sonneborn-Berger"), Fide, "9.1", O::HigherIsBetter, Individual, Cut | Median, NotRated, ForTeams, individual::art9_1SonnebornBerger, team::art9_1SonnebornBerger},
    {TieBreakId::KS, "KS", QT_TRANSLATE_NOOP("arb::TieBreak", "Koya System"), Fide, "9.2", O::HigherIsBetter, Individual, Limit, NotRated, ForTeams, individual::art9_2KoyaSystem, team::art9_2KoyaSystem},
    {TieBreakId::ARO, "ARO", QT_TRANSLATE_NOOP("arb::TieBreak", "Average Rating of Opponents"), Fide, "10.1", O::HigherIsBetter, Individual, Cut | Median | Unrated, Rated, NotForTeams, individual::art10_1AverageRatingOfOpponents, nullptr},
    {TieBreakId::TPR, "TPR", QT_TRANSLATE_NOOP("arb::TieBreak", "Tournament Performance Rating"), Fide, "10.2", O::HigherIsBetter, Individual, Unrated, Rated, NotForTeams, individual::art10_2PerformanceRating, nullptr},
    {TieBreakId::PTP, "PTP", QT_TRANSLATE_NOOP("arb::TieBreak", "Perfect Tournament Performance"), Fide, "10.3", O::HigherIsBetter, Individual, Unrated, Rated, NotForTeams, individual::art10_3PerfectPerformance, nullptr},
    {TieBreakId::APRO, "APRO", QT_TRANSLATE_NOOP("arb::TieBreak", "Average Performance Rating of Opponents"), Fide, "10.4", O::HigherIsBetter, Individual, Unrated, Rated, NotForTeams, individual::art10_4AveragePerformanceOfOpponents, nullptr},
    {TieBreakId::APPO, "APPO", QT_TRANSLATE_NOOP("arb::TieBreak", "Average Perfect Performance of Opponents"), Fide, "10.5", O::HigherIsBetter, Individual, Unrated, Rated, NotForTeams, individual::art10_5AveragePerfectPerformanceOfOpponents, nullptr},
    {TieBreakId::MM, "MM", QT_TRANSLATE_NOOP("arb::TieBreak", "Modified Median"), Us, "US 34E1", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::SOLK, "SOLK", QT_TRANSLATE_NOOP("arb::TieBreak", "Solkoff"), Us, "US 34E2", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::CUM, "CUM", QT_TRANSLATE_NOOP("arb::TieBreak", "Cumulative"), Us, "US 34E3", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::OCUM, "OCUM", QT_TRANSLATE_NOOP("arb::TieBreak", "Cumulative of Opposition"), Us, "US 34E9", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::MED, "MED", QT_TRANSLATE_NOOP("arb::TieBreak", "Median (Harkness)"), Us, "US 34E4", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::USSB, "USSB", QT_TRANSLATE_NOOP("arb::TieBreak", "Sonneborn-Berger (US Chess)"), Us, "US 34E8", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::KASH, "KASH", QT_TRANSLATE_NOOP("arb::TieBreak", "Kashdan"), Us, "US 34E7", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::MBLK, "MBLK", QT_TRANSLATE_NOOP("arb::TieBreak", "Most Blacks"), Us, "US 34E6", O::HigherIsBetter, Individual, NoModifier, NotRated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::RBTP, "RBTP", QT_TRANSLATE_NOOP("arb::TieBreak", "Result between Tied Players"), Us, "US 34E5", O::Position, Individual, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::AVGO, "AVGO", QT_TRANSLATE_NOOP("arb::TieBreak", "Average Rating of Opposition"), Us, "US 34E10", O::HigherIsBetter, Individual, Unrated, Rated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::OPERF, "OPERF", QT_TRANSLATE_NOOP("arb::TieBreak", "Opposition Performance"), Us, "US 34E11", O::HigherIsBetter, Individual, Unrated, Rated, ForTeams, individual::usRule34, nullptr},
    {TieBreakId::DEA, "DEA", QT_TRANSLATE_NOOP("arb::TieBreak", "Direct Encounter if All Tied Players Met"), Fide, "6, B.6.2 (a)", O::Position, Individual, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::MPTS, "MPTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Match Points"), Fide, "11.1.1", O::HigherIsBetter, Team, NoModifier, NotRated, ForTeams, nullptr, team::art11_1_1MatchPoints},
    {TieBreakId::GPTS, "GPTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Game Points"), Fide, "11.1.2", O::HigherIsBetter, Team, NoModifier, NotRated, ForTeams, nullptr, team::art11_1_2GamePoints},
    {TieBreakId::MPVGP, "MPVGP", QT_TRANSLATE_NOOP("arb::TieBreak", "Match Points or Game Points"), Fide, "13.1", O::HigherIsBetter, Team, NoModifier, NotRated, ForTeams, nullptr, team::art13_1MatchOrGamePoints},
    {TieBreakId::ESB, "ESB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger"), Fide, "13.2", O::HigherIsBetter, Team, Cut | Median, NotRated, ForTeams, nullptr, team::art13_2ExtendedSonnebornBerger},
    {TieBreakId::EMMSB, "EMMSB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger: opponent's MP x MP scored"), Fide, "13.2.1", O::HigherIsBetter, Team, Cut | Median, NotRated, ForTeams, nullptr, team::art13_2_1Emmsb},
    {TieBreakId::EMGSB, "EMGSB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger: opponent's MP x GP scored"), Fide, "13.2.2", O::HigherIsBetter, Team, Cut | Median, NotRated, ForTeams, nullptr, team::art13_2_2Emgsb},
    {TieBreakId::EGMSB, "EGMSB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger: opponent's GP x MP scored"), Fide, "13.2.3", O::HigherIsBetter, Team, Cut | Median, NotRated, ForTeams, nullptr, team::art13_2_3Egmsb},
    {TieBreakId::EGGSB, "EGGSB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger: opponent's GP x GP scored"), Fide, "13.2.4", O::HigherIsBetter, Team, Cut | Median, NotRated, ForTeams, nullptr, team::art13_2_4Eggsb},
    {TieBreakId::EDE, "EDE", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter"), Fide, "13.3", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::SSSC, "SSSC", QT_TRANSLATE_NOOP("arb::TieBreak", "Scores and Schedule Strength Combination"), Fide, "13.4", O::HigherIsBetter, Team, NoModifier, NotRated, ForTeams, nullptr, team::art13_4ScheduleStrengthCombination},
    {TieBreakId::BC, "BC", QT_TRANSLATE_NOOP("arb::TieBreak", "Board Count"), Fide, "12.1", O::LowerIsBetter, Team, NoModifier, NotRated, ForTeams, nullptr, team::art12_1BoardCount},
    {TieBreakId::TBR, "TBR", QT_TRANSLATE_NOOP("arb::TieBreak", "Top Board Results"), Fide, "12.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::BBE, "BBE", QT_TRANSLATE_NOOP("arb::TieBreak", "Bottom Board Elimination"), Fide, "12.3", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::STD, "STD", QT_TRANSLATE_NOOP("arb::TieBreak", "Standard Points"), Fide, "7.7", O::HigherIsBetter, Individual, NoModifier, NotRated, NotForTeams, individual::art7_7StandardPoints, nullptr},
    {TieBreakId::TPN, "TPN", QT_TRANSLATE_NOOP("arb::TieBreak", "Tournament Pairing Number"), Fide, "7.8", O::LowerIsBetter, Individual, NoModifier, NotRated, NotForTeams, individual::art7_8PairingNumber, nullptr},
    {TieBreakId::RTNG, "RTNG", QT_TRANSLATE_NOOP("arb::TieBreak", "Rating"), Fide, "10.6", O::HigherIsBetter, Individual, Unrated, Rated, NotForTeams, individual::art10_6Rating, nullptr},
    {TieBreakId::EDEC, "EDEC", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter, then Board Count"), Fide, "13.3.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::EDET, "EDET", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter, then Top Board Results"), Fide, "13.3.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::EDEB, "EDEB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter, then Bottom Board Elimination"), Fide, "13.3.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::EDEBT, "EDEBT", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter, then Board Count and Top Board Results"), Fide, "13.3.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::EDEBB, "EDEBB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter, then Board Count and Bottom Board Elimination"), Fide, "13.3.2", O::Position, Team, NoModifier, NotRated, ForTeams, nullptr, nullptr},
    {TieBreakId::EXT, "EXT", QT_TRANSLATE_NOOP("arb::TieBreak", "External value"), Rulebook::Event, "tournament rules", O::HigherIsBetter, Individual, NoModifier, NotRated, NotForTeams, individual::externalValue, nullptr},
    }};
    // clang-format on

    constexpr bool startsWithUs(const char *article)
    {
        return article[0] == 'U' && article[1] == 'S' && article[2] == ' ';
    }

    constexpr bool everyIdHasItsRow()
    {
        for (int k = 0; k < tieBreakCount; ++k)
            if (rows[k].id != TieBreakId(k) || rows[k].key == nullptr || rows[k].name == nullptr
                || rows[k].article == nullptr
                || (rows[k].rulebook == Rulebook::UsChess34) != startsWithUs(rows[k].article))
                return false;
        return true;
    }
    static_assert(everyIdHasItsRow(),
        "every TieBreakId needs exactly one row in the registry, in the order of the enum");

} // namespace

const QList<TieBreakInfo> &tieBreakTable()
{
    static const QList<TieBreakInfo> table(rows.begin(), rows.end());
    return table;
}

QList<TieBreakId> edeChainSteps(TieBreakId id)
{
    using T = TieBreakId;
    switch (id) {
    case T::EDEC:
        return {T::BC};
    case T::EDET:
        return {T::TBR};
    case T::EDEB:
        return {T::BBE};
    case T::EDEBT:
        return {T::BC, T::TBR};
    case T::EDEBB:
        return {T::BC, T::BBE};
    default:
        return {};
    }
}

const TieBreakInfo &tieBreakInfo(TieBreakId id)
{
    Q_ASSERT(int(id) < tieBreakCount);
    return rows[int(id)];
}

const TieBreakInfo *findTieBreak(QStringView key)
{
    for (const TieBreakInfo &info : rows)
        if (key == QLatin1String(info.key))
            return &info;
    return nullptr;
}

QString citation(const TieBreakInfo &info, CitationStyle style)
{
    const QLatin1String article(info.article);
    switch (info.rulebook) {
    case Rulebook::UsChess34: // article "US 34E1"
        return style == CitationStyle::Full
            ? QStringLiteral("US Chess Rule %1").arg(article.sliced(3))
            : QString(article);
    case Rulebook::Event: // the values the arbiter set, as the tournament rules say
        return style == CitationStyle::Full ? QStringLiteral("the tournament rules")
                                            : QStringLiteral("tournament rules");
    case Rulebook::FideC07:
        break;
    }
    return style == CitationStyle::Full ? QStringLiteral("C.07 Art. %1").arg(article)
                                        : QStringLiteral("Art. %1").arg(article);
}

QString displayName(const TieBreakInfo &info)
{
    return QCoreApplication::translate("arb::TieBreak", info.name);
}

QString toolTip(const TieBreakInfo &info)
{
    //: tie-break tooltip: name (regulation article), e.g. "Buchholz (C.07 Art. 8.1)"
    return QCoreApplication::translate("arb::TieBreak", "%1 (%2)")
        .arg(displayName(info), citation(info));
}

} // namespace arb
