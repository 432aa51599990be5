// SPDX-License-Identifier: GPL-3.0-or-later
#include "standingscommand.h"

#include "csv.h"
#include "players/categorystandings.h"
#include "playoff/playoffentrants.h"
#include "presets/presetlibrary.h"
#include "teams/teamstandings.h"
#include "tiebreaks/standings.h"
#include "trf/consistency.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

void printStandings(
    const Tournament &t, const Standings &st, const QString &format, QTextStream &out)
{
    const bool teams = isTeamTournament(t);
    auto nameOf = [&](const StandingRow &row) {
        return teams ? t.teamData.teams[row.playerIndex].name : t.players[row.playerIndex].name;
    };
    // The standings of a category also give each player's rank in the whole event.
    const bool category = !st.rows.isEmpty() && st.rows.first().overallRank > 0;
    auto overallText = [](const StandingRow &row) {
        return QString::number(row.overallRank)
            + (row.overallShared ? QStringLiteral("=") : QString());
    };
    QStringList header = {QStringLiteral("rank"), QStringLiteral("startno"), QStringLiteral("name"),
        QStringLiteral("points")};
    if (category)
        header.insert(1, QStringLiteral("overall"));
    for (const TieBreakSpec &s : st.tieBreaks)
        header.append(s.text);
    if (format == u"json") {
        QJsonObject root;
        root[QStringLiteral("tournament")] = t.name;
        root[QStringLiteral("rounds")] = st.rounds;
        root[QStringLiteral("rules")] = rulesVersionText(st.rules);
        QJsonArray specs;
        for (const TieBreakSpec &s : st.tieBreaks)
            specs.append(s.text);
        root[QStringLiteral("tiebreaks")] = specs;
        if (st.lotsSeed)
            root[QStringLiteral("lotsSeed")] = QString::number(*st.lotsSeed);
        QJsonArray notes;
        for (const QString &n : st.notes)
            notes.append(n);
        root[QStringLiteral("notes")] = notes;
        QJsonArray rows;
        for (const StandingRow &row : st.rows) {
            QJsonObject o;
            o[QStringLiteral("rank")] = row.rank;
            o[QStringLiteral("shared")] = row.sharedRank;
            if (category)
                o[QStringLiteral("overall")] = overallText(row);
            o[QStringLiteral("startno")] = row.startNo;
            o[QStringLiteral("name")] = nameOf(row);
            o[QStringLiteral("points")] = row.points.toString();
            QJsonObject values;
            for (int j = 0; j < st.tieBreaks.size(); ++j)
                values[st.tieBreaks[j].text] = row.values[j].toString();
            o[QStringLiteral("tiebreaks")] = values;
            o[QStringLiteral("decidedBy")] = separationKey(st, row);
            rows.append(o);
        }
        root[QStringLiteral("standings")] = rows;
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return;
    }
    if (format == u"tsv" || format == u"csv") {
        const QChar sep = format == u"tsv" ? u'\t' : u',';
        auto line = [&](QStringList fields) {
            if (format == u"csv")
                for (QString &f : fields)
                    f = csvField(f);
            else
                for (QString &f : fields)
                    f.replace(u'\t', u' ');
            out << fields.join(sep) << "\n";
        };
        line(header);
        for (const StandingRow &row : st.rows) {
            QStringList fields = {QString::number(row.rank), QString::number(row.startNo),
                nameOf(row), row.points.toString()};
            if (category)
                fields.insert(1, overallText(row));
            for (const TieBreakValue &v : row.values)
                fields.append(v.toString());
            line(fields);
        }
        return;
    }
    // text: an aligned table with the deciding tie-break.
    header.append(tr("decided by"));
    QList<QStringList> table = {header};
    for (const StandingRow &row : st.rows) {
        QStringList fields
            = {QString::number(row.rank) + (row.sharedRank ? QStringLiteral("=") : QString()),
                QString::number(row.startNo), nameOf(row), row.points.toString()};
        if (category)
            fields.insert(1, overallText(row));
        for (const TieBreakValue &v : row.values)
            fields.append(v.toString());
        fields.append(separationKey(st, row));
        table.append(fields);
    }
    QList<int> widths(header.size(), 0);
    for (const QStringList &r : table)
        for (int c = 0; c < r.size(); ++c)
            widths[c] = std::max<int>(widths[c], r[c].size());
    out << t.name << "\n";
    for (const QStringList &r : table) {
        QString l;
        for (int c = 0; c < r.size(); ++c) {
            const bool left = c == (category ? 3 : 2) || c + 1 == r.size();
            l += (left ? r[c].leftJustified(widths[c]) : r[c].rightJustified(widths[c]));
            if (c + 1 < r.size())
                l += QStringLiteral("  ");
        }
        while (l.endsWith(u' '))
            l.chop(1);
        out << l << "\n";
    }
    for (const QString &n : st.notes)
        out << tr("note: ") << n << "\n";
    out << tr("tie-break rules: C.07, %1 edition").arg(rulesVersionText(st.rules)) << "\n";
    if (st.lotsSeed)
        out << tr("remaining ties broken by lots, seed %1").arg(*st.lotsSeed) << "\n";
}

QString playoffNote(const Standings &st, const PresetPlayoff &playoff)
{
    QStringList top;
    for (const StandingRow &row : st.rows)
        if (row.points == st.rows.first().points)
            top.append(QString::number(row.startNo));
    if (top.size() < 2)
        return tr("play-off %1 (%2) not needed: the top score is not shared")
            .arg(playoff.templateName, playoff.rule);
    return tr("play-off %1 (%2) for first place between start numbers %3")
        .arg(playoff.templateName, playoff.rule, top.join(QStringLiteral(", ")));
}

std::optional<ScoredStandings> cliStandings(const CliOptions &o, const Tournament &t,
    const QString &fileName, PresetLibrary &presets, QTextStream &err, int *exit)
{
    StandingsOptions options;
    options.rounds = o.rounds;
    options.lotsSeed = o.lotsSeed;
    std::optional<Preset> preset;
    if (!o.preset.isEmpty()) {
        preset = namedPreset(presets, o, false, fileName, err, exit);
        if (!preset)
            return std::nullopt;
    }
    const TieBreakListInForce list = resolveTieBreakList(
        t, {TieBreakScope::Individual, preset ? &*preset : nullptr, givenTieBreaks(o), false});
    if (!list.ok()) {
        *exit = reportTieBreakListError(list, fileName, err);
        return std::nullopt;
    }
    options.tieBreaks = list.tieBreaks;
    options.rules = chosenRules(o, preset ? &*preset : nullptr);
    ScoredStandings result {t, {}};
    if (preset) {
        if ((preset->tournamentType == u"swiss" && t.isRoundRobin())
            || (preset->tournamentType == u"round-robin" && !t.isRoundRobin()))
            err << fileName << ": " << tr("warning: ")
                << tr("preset \"%1\" is meant for %2 tournaments")
                       .arg(preset->id, preset->tournamentType)
                << "\n";
        if (!t.hasScoringRecord) {
            result.tournament.scoring = preset->scoring.points;
        } else if (!(t.scoring == preset->scoring.points)) {
            err << fileName << ": " << tr("warning: ")
                << tr("the file's scoring record differs from preset \"%1\"; the file's scoring is "
                      "used")
                       .arg(preset->id)
                << "\n";
        }
    }
    result.standings = computeStandings(result.tournament, options);
    // The places a play-off stored in the event decided, as the window shows them: after the
    // last round only.
    if (o.rounds == 0 || o.rounds >= result.tournament.roundCount()) {
        StoredPlayoff playoff = storedPlayoffOutcome(result.tournament, result.standings);
        if (!playoff.problem.isEmpty())
            err << fileName << ": " << tr("warning: ") << playoff.problem << "\n";
        result.standings = std::move(playoff.standings);
    }
    warnAboutRules(result.standings, fileName, err);
    if (preset && preset->playoff)
        result.standings.notes.append(playoffNote(result.standings, *preset->playoff));
    return result;
}

int runStandingsCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err)
{
    int exit = ExitOk;
    std::optional<ScoredStandings> scored = cliStandings(o, t, fileName, presets, err, &exit);
    if (!scored)
        return exit;
    Standings &st = scored->standings;
    if (o.command == u"standings") {
        if (!o.category.isEmpty()) {
            const PlayerCategory *c = PlayerCategories::find(t, o.category);
            if (!c) {
                QStringList names;
                for (const PlayerCategory &d : t.categories)
                    names.append(d.name);
                err << fileName << ": "
                    << (names.isEmpty() ? tr("no category \"%1\": the event defines no categories")
                                              .arg(o.category)
                                        : tr("no category \"%1\"; the event's categories: %2")
                                              .arg(o.category, names.join(QStringLiteral(", "))))
                    << "\n";
                return ExitInput;
            }
            st = categoryStandings(st, t, *c);
            st.notes.prepend(tr("category %1: %2").arg(c->name, PlayerCategories::describe(*c, t)));
        }
        printStandings(t, st, o.format, out);
        return ExitOk;
    }

    // check: pairings and results that contradict each other (the reader refuses the severe
    // ones; the others were warned about and fail the check), then points and ranks written in
    // the file against computed ones.
    int differences = 0;
    for (const ConsistencyFinding &f : pairingFindings(t)) {
        out << f.text << "\n";
        ++differences;
    }
    for (const StandingRow &row : st.rows) {
        const Player &p = t.players[row.playerIndex];
        if (p.hasDeclaredPoints && p.declaredPoints != row.points) {
            out << tr("player %1 (%2): file says %3 points, computed %4")
                       .arg(p.startNo)
                       .arg(p.name, p.declaredPoints.toString(), row.points.toString())
                << "\n";
            ++differences;
        }
        if (p.declaredRank > 0 && p.declaredRank != row.rank) {
            out << tr("player %1 (%2): file says rank %3, computed %4%5")
                       .arg(p.startNo)
                       .arg(p.name)
                       .arg(p.declaredRank)
                       .arg(row.rank)
                       .arg(row.sharedRank ? tr(" (shared)") : QString())
                << "\n";
            ++differences;
        }
    }
    if (differences == 0) {
        out << tr("%1: points and ranks agree (%2 players)").arg(fileName).arg(st.rows.size())
            << "\n";
        return ExitOk;
    }
    out << tr("%1: %2 difference(s)").arg(fileName).arg(differences) << "\n";
    return ExitDifferences;
}

} // namespace arb
