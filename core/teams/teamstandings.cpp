// SPDX-License-Identifier: GPL-3.0-or-later
// The team standings (Handbook C.07, 2024, Art. 11-13 and 16): the primary score, the team
// tie-breaks of the registry computed by teamengine.h and teamtiebreaks.cpp, and the ranking of
// Art. 4.2 shared with the individual standings.
#include "teams/teamstandings.h"

#include "pairing/swissteam.h"
#include "teams/teamengine.h"
#include "tiebreaks/ranking.h"

#include <QCoreApplication>

namespace arb {

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
    // A 192 code of the Swiss Team Pairing System that names the scores (FIDE_TEAM_TYPEA_MP_GP,
    // FIDE_TEAM_GP_MP, ...) says which one is primary (C.04.6 1.2); a GPTS leading the list is
    // then the first tie-break.
    if (const QString code = t.systemText.trimmed().toUpper();
        !gpPrimary && (code.contains(QLatin1String("_MP")) || code.contains(QLatin1String("_GP"))))
        if (const std::optional<SwissTeamSystem> system = parseSwissTeamCode(code))
            gpPrimary = system->gamePointsPrimary;
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
    const RulesEditionChoice edition = rulesEditionOf(t);
    out.rules = options.rules.value_or(edition.version);
    if (!options.rules)
        out.rulesWarning = edition.warning;
    TeamEngine engine(t, scoring, std::move(results), gp, out.rules);
    engine.setSsscDivisor(options.ssscDivisor);
    engine.setEdeKnockout(options.edeKnockout);
    out.rounds = engine.results().rounds;
    out.notes.append(engine.results().problems);
    const int n = engine.size();
    const int k = int(out.tieBreaks.size());

    std::vector<bool> dropped(k, false);
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (!s.info().teamApplicable) {
            dropped[j] = true;
            out.notes.append(QCoreApplication::translate(
                "arb::TeamStandings", "%1 is not applied: it has no meaning for teams")
                                 .arg(s.text));
        }
        if (s.editionIn(out.rules) == RulesVersion::Fide2024 && introducedIn2026(s.id))
            out.notes.append(QCoreApplication::translate("arb::TeamStandings",
                "%1 is defined by the 2026 edition of C.07 (Art. %2); this event "
                "follows the 2024 edition")
                                 .arg(s.text, QLatin1String(s.info().article)));
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
