// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamcommand.h"

#include "presets/presetlibrary.h"
#include "standingscommand.h"
#include "teams/teamstandings.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runTeamCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err)
{
    TeamStandingsOptions options;
    options.rounds = o.rounds;
    options.lotsSeed = o.lotsSeed;
    TeamScoring scoring = t.teamData.scoring;
    if (!o.matchPoints.isEmpty()) {
        const QStringList parts = o.matchPoints.split(u'/');
        QList<Fixed> v;
        for (const QString &p : parts)
            if (const auto f = Fixed::parse(p))
                v.append(*f);
        if (parts.size() != 3 || v.size() != 3)
            return cliUsage(
                err, tr("--match-points needs three numbers W/D/L, not \"%1\"").arg(o.matchPoints));
        scoring.win = v[0];
        scoring.draw = v[1];
        scoring.loss = v[2];
    }
    std::optional<Preset> preset;
    if (!o.preset.isEmpty()) {
        int exit = ExitOk;
        preset = namedPreset(presets, o, true, fileName, err, &exit);
        if (!preset)
            return exit;
        // The preset's match points apply unless the file (362) or the command line says
        // otherwise.
        if (preset->scoring.hasMatchPoints && !t.teamData.scoring.hasRecord
            && o.matchPoints.isEmpty()) {
            scoring.win = preset->scoring.matchWin;
            scoring.draw = preset->scoring.matchDraw;
            scoring.loss = preset->scoring.matchLoss;
        }
        scoring.doubleZeroIsLoss
            = scoring.doubleZeroIsLoss || preset->scoring.zeroZeroGivesNoMatchPoints;
        if (o.primary.isEmpty())
            options.gamePointsPrimary = preset->primaryScore.spec.toUpper() == u"GPTS";
    }
    scoring.doubleZeroIsLoss = scoring.doubleZeroIsLoss || o.doubleZero;
    options.scoring = scoring;
    if (!o.primary.isEmpty())
        options.gamePointsPrimary = o.primary == u"gp";
    for (const QString &key : o.edeKnockout.split(u',', Qt::SkipEmptyParts)) {
        const QString k = key.trimmed().toUpper();
        if (k == u"BC")
            options.edeKnockout.append(TieBreakId::BC);
        else if (k == u"TBR")
            options.edeKnockout.append(TieBreakId::TBR);
        else if (k == u"BBE")
            options.edeKnockout.append(TieBreakId::BBE);
        else
            return cliUsage(err, tr("--ede-knockout: \"%1\" is not BC, TBR or BBE").arg(key));
    }
    const TieBreakListInForce list = resolveTieBreakList(
        t, {TieBreakScope::Team, preset ? &*preset : nullptr, givenTieBreaks(o), false});
    if (!list.ok())
        return reportTieBreakListError(list, fileName, err);
    options.tieBreaks = list.tieBreaks;
    options.rules = chosenRules(o, preset ? &*preset : nullptr);
    Standings st = computeTeamStandings(t, options);
    warnAboutRules(st, fileName, err);
    if (preset && preset->playoff)
        st.notes.append(playoffNote(st, *preset->playoff));
    if (o.command == u"standings") {
        printStandings(t, st, o.format, out);
        return ExitOk;
    }
    // check: match points, game points and ranks of the 310 records against computed ones.
    const TeamResults results = computeTeamResults(t, scoring, o.rounds);
    int differences = 0;
    for (const StandingRow &row : st.rows) {
        const Team &team = t.teamData.teams[row.playerIndex];
        Fixed mp, gp;
        for (const TeamRound &m : results.table[row.playerIndex]) {
            mp += m.matchPoints;
            gp += m.gamePoints;
        }
        if (team.hasDeclaredMatchPoints && team.declaredMatchPoints != mp) {
            out << tr("team %1 (%2): file says %3 match points, computed %4")
                       .arg(team.number)
                       .arg(team.name, team.declaredMatchPoints.toString(), mp.toString())
                << "\n";
            ++differences;
        }
        if (team.hasDeclaredGamePoints && team.declaredGamePoints != gp) {
            out << tr("team %1 (%2): file says %3 game points, computed %4")
                       .arg(team.number)
                       .arg(team.name, team.declaredGamePoints.toString(), gp.toString())
                << "\n";
            ++differences;
        }
        if (team.declaredRank > 0 && team.declaredRank != row.rank) {
            out << tr("team %1 (%2): file says rank %3, computed %4%5")
                       .arg(team.number)
                       .arg(team.name)
                       .arg(team.declaredRank)
                       .arg(row.rank)
                       .arg(row.sharedRank ? tr(" (shared)") : QString())
                << "\n";
            ++differences;
        }
    }
    for (const QString &n : st.notes)
        out << tr("note: ") << n << "\n";
    if (differences == 0) {
        out << tr("%1: match points, game points and ranks agree (%2 teams)")
                   .arg(fileName)
                   .arg(st.rows.size())
            << "\n";
        return ExitOk;
    }
    out << tr("%1: %2 difference(s)").arg(fileName).arg(differences) << "\n";
    return ExitDifferences;
}

} // namespace arb
