// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "bergercommand.h"
#include "paircommand.h"
#include "playoffcommand.h"
#include "presetlibrary.h"
#include "standings.h"
#include "teamstandings.h"
#include "tournamentfile.h"
#include "trf.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arb {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("arb::Cli", s);
}

const char *usageText = R"(usage: arbiter-cli COMMAND [options]

commands:
  standings FILE [--tiebreaks "SPEC SPEC ..."] [--rounds N] [--lots-seed N]
                 [--format text|tsv|csv|json]
      Computes the standings of a TRF file. Without --tiebreaks the file's 202/212 list
      is used, else the default list for its type (Swiss: BH/C1 BH SB DE WIN BPG;
      round robin: DE SB KS WIN).
  check FILE [--tiebreaks "..."] [--lots-seed N]
      Compares the points and ranks written in the file with computed ones.
  explain FILE --tiebreak SPEC --player N [--rounds N]
      Shows how one participant's tie-break value is made up: each opponent's or
      round's contribution, adjusted scores (Art. 16.3), dummy opponents (16.4),
      and what the modifiers cut.
  tiebreaks
      Lists every tie-break with its article.
  playoff FILE --lots-seed N [--template tata-steel|knockout|round-robin] [--config FILE.json]
               [--tiebreaks "..."] [--place N] [--result GAME=RESULT]... [--results "R R ..."]
               [--results-file FILE] [--write OUT.trf] [--format text|json]
      Plans the play-off of the tie for first place (or the tie holding place N): the games
      with colours, time controls and order, or the final order once decided. Results are
      given by game id (S1.G1=1-0) or in order of play (--results "1-0 1/2"); --write keeps
      the configuration and results in a TRF file, which later runs read back.
  berger PLAYERS [--cycles N]
      Prints FIDE's Berger table (pairing numbers, White first; odd fields have a bye).
  pair FILE [--round N] [--format text|tsv|trf] [--write OUT]
      Pairs the next round (or round N) by the FIDE Dutch system (C.04.3, 2025 rules).
      tsv: board, white, black start numbers (black 0: pairing-allocated bye); trf: the
      tournament with the round added; --write saves that TRF to OUT.
  check-pairings FILE
      Replays every round and lists those whose pairing differs from the Dutch system.
  generate --players N --rounds R --seed S [--draw-rate x] [--forfeit-rate x]
           [--bye-rate x] [--withdraw-rate x] [--late-rate x] [--write OUT]
      Writes a random tournament as TRF, every round paired by the Dutch engine.
  standings FILE --preset NAME
      Uses the tie-breaks (and, when the file has no 162 record, the scoring) of a preset.
  presets [show ID | export ID FILE | import FILE | remove ID] [--preset-dir DIR]
      Lists the presets (shipped and user), shows one with the rule of each item, exports,
      imports or removes a user preset. User presets live in DIR (default: the user's
      data directory, arbiter/presets).
  presets save ID --preset BASE [--tiebreaks "SPEC ..."] [--name NAME]
      Saves a user preset: a copy of BASE, with its own tie-break list when given.

team tournaments (013 or 310 records): rows are teams, points the primary score.
  --match-points W/D/L   match points for a won, drawn, lost match (default: 362, else 2/1/0)
  --double-zero          a match in which both teams score 0 board points gives both teams
                         0 match points (national regulation B.6.3.1)
  --primary mp|gp        rank by match points or by game points (default: the list's leading
                         MPTS/GPTS, else the event's 192 text, else match points)
  --ede-knockout LIST    C.07 13.3.2: knock-out tie-breaks (BC, TBR, BBE, comma-separated, in
                         order) that EDE applies when exactly two teams stay tied in MP and GP

exit codes: 0 ok, 1 differences found (check, check-pairings), 2 usage, 3 unreadable or malformed
input, 4 bad tie-break spec, 5 unknown or unusable preset.
)";

struct Options
{
    QString command;
    QString file;
    QString tieBreaks;
    bool hasTieBreaks = false;
    int rounds = 0;
    std::optional<quint64> lotsSeed;
    QString format = QStringLiteral("text");
    QString tieBreak;
    int player = 0;
    QString preset; //!< --preset
    QString presetDir; //!< --preset-dir
    QString name; //!< --name (presets save)
    QStringList arguments; //!< the presets command's arguments
    QString matchPoints; //!< --match-points W/D/L
    bool doubleZero = false; //!< --double-zero
    QString primary; //!< --primary mp|gp
    QString edeKnockout; //!< --ede-knockout BC,TBR,BBE
};

int usage(QTextStream &err, const QString &message)
{
    err << "arbiter-cli: " << message << "\n" << tr("run 'arbiter-cli --help' for usage") << "\n";
    return ExitUsage;
}

QString csvField(const QString &s)
{
    if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n'))
        return u'"' + QString(s).replace(u'"', QStringLiteral("\"\"")) + u'"';
    return s;
}

QString separationText(const Standings &st, const StandingRow &row)
{
    switch (row.separation) {
    case Separation::First:
        return QString();
    case Separation::Points:
        return QStringLiteral("PTS");
    case Separation::TieBreak:
        return st.tieBreaks[row.decidedBy].text;
    case Separation::Lots:
        return QStringLiteral("lots");
    case Separation::Shared:
        return QStringLiteral("shared");
    case Separation::Playoff:
        return QStringLiteral("play-off");
    }
    return QString();
}

void printStandings(const Tournament &t, const Standings &st, const QString &format, QTextStream &out)
{
    const bool teams = isTeamTournament(t);
    auto nameOf = [&](const StandingRow &row) {
        return teams ? t.teamData.teams[row.playerIndex].name : t.players[row.playerIndex].name;
    };
    QStringList header = {QStringLiteral("rank"), QStringLiteral("startno"), QStringLiteral("name"),
                          QStringLiteral("points")};
    for (const TieBreakSpec &s : st.tieBreaks)
        header.append(s.text);
    if (format == u"json") {
        QJsonObject root;
        root[QStringLiteral("tournament")] = t.name;
        root[QStringLiteral("rounds")] = st.rounds;
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
            o[QStringLiteral("startno")] = row.startNo;
            o[QStringLiteral("name")] = nameOf(row);
            o[QStringLiteral("points")] = row.points.toString();
            QJsonObject values;
            for (int j = 0; j < st.tieBreaks.size(); ++j)
                values[st.tieBreaks[j].text] = row.values[j].toString();
            o[QStringLiteral("tiebreaks")] = values;
            o[QStringLiteral("decidedBy")] = separationText(st, row);
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
        QStringList fields = {QString::number(row.rank) + (row.sharedRank ? QStringLiteral("=") : QString()),
                              QString::number(row.startNo), nameOf(row),
                              row.points.toString()};
        for (const TieBreakValue &v : row.values)
            fields.append(v.toString());
        fields.append(separationText(st, row));
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
            const bool left = c == 2 || c + 1 == r.size();
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
        return tr("play-off %1 (%2) not needed: the top score is not shared").arg(playoff.templateName, playoff.rule);
    return tr("play-off %1 (%2) for first place between start numbers %3")
        .arg(playoff.templateName, playoff.rule, top.join(QStringLiteral(", ")));
}

QString fixedList(const ScoringSystem &s)
{
    return tr("win %1, draw %2, loss %3, forfeit win %4, forfeit loss %5, pairing bye %6, full-point bye %7, "
              "half-point bye %8, zero-point bye %9")
        .arg(s.win.toString(), s.draw.toString(), s.loss.toString(), s.forfeitWin.toString(),
             s.forfeitLoss.toString(), s.pairingBye.toString(), s.fullBye.toString(), s.halfBye.toString(),
             s.zeroBye.toString());
}

void showPreset(const Preset &p, bool builtIn, QTextStream &out)
{
    out << p.id << " (" << tr("version %1").arg(p.version) << ", " << (builtIn ? tr("shipped") : tr("user"))
        << "): " << p.name << "\n";
    if (!p.description.isEmpty())
        out << "  " << p.description << "\n";
    out << "  " << tr("regulation: ") << p.regulation << "\n";
    out << "  " << tr("for: ") << p.participants << ", " << p.tournamentType << "\n";
    out << "  " << tr("scoring: ") << fixedList(p.scoring.points);
    if (p.scoring.hasMatchPoints)
        out << tr("; match points %1/%2/%3")
                   .arg(p.scoring.matchWin.toString(), p.scoring.matchDraw.toString(), p.scoring.matchLoss.toString())
            << (p.scoring.zeroZeroGivesNoMatchPoints ? tr(", none for a 0-0 match") : QString());
    out << "  [" << p.scoring.rule << "]\n";
    out << "  " << tr("primary score: ") << p.primaryScore.spec << "  [" << p.primaryScore.rule << "]\n";
    for (int k = 0; k < p.tieBreaks.size(); ++k)
        out << "  " << tr("tie-break %1: ").arg(k + 1) << p.tieBreaks[k].spec << "  [" << p.tieBreaks[k].rule << "]\n";
    out << "  " << tr("unplayed rounds: ") << p.unplayed.system << "  [" << p.unplayed.rule << "]\n";
    if (!p.unplayed.description.isEmpty())
        out << "    " << p.unplayed.description << "\n";
    if (p.playoff) {
        out << "  " << tr("play-off: ") << p.playoff->templateName << "  [" << p.playoff->rule << "]\n";
        if (!p.playoff->description.isEmpty())
            out << "    " << p.playoff->description << "\n";
    }
}

int runPresets(PresetLibrary &library, const Options &o, QTextStream &out, QTextStream &err)
{
    const QStringList &args = o.arguments;
    const QString sub = args.value(0);
    auto expect = [&](int n) { return args.size() == n; };
    auto failed = [&](const QString &message) {
        err << "arbiter-cli: " << message << "\n";
        return ExitPreset;
    };
    QString error;
    if (sub.isEmpty()) {
        for (const QString &problem : library.problems())
            err << "arbiter-cli: " << tr("warning: ") << problem << "\n";
        for (const Preset &p : library.presets())
            out << p.id.leftJustified(30) << " v" << QString::number(p.version).leftJustified(3) << " "
                << (PresetLibrary::isBuiltIn(p.id) ? QStringLiteral("      ") : tr("(user)")) << " " << p.name << "\n";
        return ExitOk;
    }
    if (sub == u"show" && expect(2)) {
        const auto p = library.find(args[1]);
        if (!p)
            return failed(tr("unknown preset \"%1\"").arg(args[1]));
        showPreset(*p, PresetLibrary::isBuiltIn(p->id), out);
        return ExitOk;
    }
    if (sub == u"export" && expect(3)) {
        if (!library.exportPreset(args[1], args[2], &error))
            return failed(error);
        out << tr("preset \"%1\" written to %2").arg(args[1], args[2]) << "\n";
        return ExitOk;
    }
    if (sub == u"import" && expect(2)) {
        const auto p = library.importPreset(args[1], &error);
        if (!p)
            return failed(error);
        out << tr("preset \"%1\" (version %2) imported into %3").arg(p->id).arg(p->version).arg(library.userDir())
            << "\n";
        return ExitOk;
    }
    if (sub == u"save" && expect(2)) {
        if (o.preset.isEmpty())
            return usage(err, tr("presets save needs --preset BASE"));
        const auto base = library.find(o.preset);
        if (!base)
            return failed(tr("unknown preset \"%1\"").arg(o.preset));
        Preset p = *base;
        p.id = args[1];
        p.name = o.name.isEmpty() ? args[1] : o.name;
        p.version = 1;
        p.description = tr("Based on %1 (%2, version %3).").arg(base->name, base->id).arg(base->version);
        if (o.hasTieBreaks) {
            const auto list = parseTieBreakList(o.tieBreaks, &error);
            if (!list)
                return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
            p.tieBreaks.clear();
            for (const TieBreakSpec &spec : *list)
                p.tieBreaks.append(presetTieBreak(spec));
        }
        if (!library.save(p, &error))
            return failed(error);
        out << tr("preset \"%1\" saved in %2").arg(p.id, library.userDir()) << "\n";
        return ExitOk;
    }
    if (sub == u"remove" && expect(2)) {
        if (!library.remove(args[1], &error))
            return failed(error);
        out << tr("preset \"%1\" removed").arg(args[1]) << "\n";
        return ExitOk;
    }
    return usage(err, tr("presets: expected nothing, show ID, export ID FILE, import FILE, save ID or remove ID"));
}

int runTeamCommand(const Options &o, const Tournament &t, const QString &fileName, PresetLibrary &presets,
                   QTextStream &out, QTextStream &err)
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
            return usage(err, tr("--match-points needs three numbers W/D/L, not \"%1\"").arg(o.matchPoints));
        scoring.win = v[0];
        scoring.draw = v[1];
        scoring.loss = v[2];
    }
    std::optional<Preset> preset;
    if (!o.preset.isEmpty()) {
        if (o.hasTieBreaks)
            return usage(err, tr("--preset and --tiebreaks exclude each other"));
        preset = presets.find(o.preset);
        if (!preset)
            return err << "arbiter-cli: "
                       << tr("unknown preset \"%1\"; 'arbiter-cli presets' lists them").arg(o.preset) << "\n",
                   ExitPreset;
        if (!preset->isTeam())
            return err << "arbiter-cli: "
                       << tr("preset \"%1\" is for individual tournaments; %2 is a team tournament")
                              .arg(preset->id, fileName)
                       << "\n",
                   ExitPreset;
        // The preset's match points apply unless the file (362) or the command line says otherwise.
        if (preset->scoring.hasMatchPoints && !t.teamData.scoring.hasRecord && o.matchPoints.isEmpty()) {
            scoring.win = preset->scoring.matchWin;
            scoring.draw = preset->scoring.matchDraw;
            scoring.loss = preset->scoring.matchLoss;
        }
        scoring.doubleZeroIsLoss = scoring.doubleZeroIsLoss || preset->scoring.zeroZeroGivesNoMatchPoints;
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
            return usage(err, tr("--ede-knockout: \"%1\" is not BC, TBR or BBE").arg(key));
    }
    QString error;
    if (preset) {
        const auto list = preset->tieBreakSpecs(&error);
        if (!list)
            return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
    } else if (o.hasTieBreaks) {
        const auto list = parseTieBreakList(o.tieBreaks, &error);
        if (!list)
            return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
    } else if (!t.tieBreaks.isEmpty()) {
        const auto list = parseTieBreakList(t.tieBreaks.join(u' '), &error);
        if (!list)
            return err << fileName << ": " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
    } else {
        options.tieBreaks = defaultTeamTieBreaks(t);
    }
    Standings st = computeTeamStandings(t, options);
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
        out << tr("%1: match points, game points and ranks agree (%2 teams)").arg(fileName).arg(st.rows.size()) << "\n";
        return ExitOk;
    }
    out << tr("%1: %2 difference(s)").arg(fileName).arg(differences) << "\n";
    return ExitDifferences;
}

} // namespace

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty())
        return usage(err, tr("no command given"));
    if (args[0] == u"--help" || args[0] == u"-h" || args[0] == u"help") {
        out << usageText;
        return ExitOk;
    }
    if (args[0] == u"--version") {
        out << "arbiter-cli " << QCoreApplication::applicationVersion() << "\n";
        return ExitOk;
    }
    if (args[0] == u"playoff")
        return runPlayoffCommand(args.mid(1), out, err);
    if (args[0] == u"berger")
        return runBergerCommand(args.mid(1), out, err);
    if (args[0] == u"pair")
        return runPairCommand(args.mid(1), out, err);
    if (args[0] == u"check-pairings")
        return runCheckPairingsCommand(args.mid(1), out, err);
    if (args[0] == u"generate")
        return runGenerateCommand(args.mid(1), out, err);
    Options o;
    o.command = args[0];
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&](QString *target) {
            if (i + 1 >= args.size())
                return false;
            *target = args[++i];
            return true;
        };
        QString v;
        if (a == u"--tiebreaks" || a == u"--tie-breaks") {
            if (!value(&o.tieBreaks))
                return usage(err, tr("%1 needs a value").arg(a));
            o.hasTieBreaks = true;
        } else if (a == u"--rounds") {
            bool ok = false;
            if (!value(&v) || (o.rounds = v.toInt(&ok), !ok) || o.rounds < 1)
                return usage(err, tr("--rounds needs a positive number"));
        } else if (a == u"--lots-seed") {
            bool ok = false;
            if (!value(&v))
                return usage(err, tr("--lots-seed needs a number"));
            o.lotsSeed = v.toULongLong(&ok);
            if (!ok)
                return usage(err, tr("--lots-seed needs a number, not \"%1\"").arg(v));
        } else if (a == u"--tiebreak") {
            if (!value(&o.tieBreak))
                return usage(err, tr("--tiebreak needs a spec"));
        } else if (a == u"--player") {
            bool ok = false;
            if (!value(&v) || (o.player = v.toInt(&ok), !ok) || o.player < 1)
                return usage(err, tr("--player needs a start number"));
        } else if (a == u"--format") {
            if (!value(&o.format) || !QStringList{QStringLiteral("text"), QStringLiteral("tsv"),
                                                 QStringLiteral("csv"), QStringLiteral("json")}
                                         .contains(o.format))
                return usage(err, tr("--format must be text, tsv, csv or json"));
        } else if (a == u"--preset" || a == u"--preset-dir" || a == u"--name") {
            if (!value(a == u"--preset" ? &o.preset : a == u"--name" ? &o.name : &o.presetDir))
                return usage(err, tr("%1 needs a value").arg(a));
        } else if (a == u"--match-points") {
            if (!value(&o.matchPoints))
                return usage(err, tr("--match-points needs a value such as 3/1/0"));
        } else if (a == u"--ede-knockout") {
            if (!value(&o.edeKnockout))
                return usage(err, tr("--ede-knockout needs a list such as BC,TBR,BBE"));
        } else if (a == u"--double-zero") {
            o.doubleZero = true;
        } else if (a == u"--primary") {
            if (!value(&o.primary) || (o.primary != u"mp" && o.primary != u"gp"))
                return usage(err, tr("--primary must be mp or gp"));
        } else if (a.startsWith(u"--")) {
            return usage(err, tr("unknown option %1").arg(a));
        } else if (o.command == u"presets") {
            o.arguments.append(a);
        } else if (o.file.isEmpty()) {
            o.file = a;
        } else {
            return usage(err, tr("unexpected argument \"%1\"").arg(a));
        }
    }

    if (o.command == u"tiebreaks") {
        for (const TieBreakInfo &info : tieBreakTable())
            out << QString::fromLatin1(info.key).leftJustified(6) << " "
                << (info.article[0] >= '0' && info.article[0] <= '9' // US Chess rules: "US 34E1"
                        ? QStringLiteral("Art. %1").arg(QLatin1String(info.article))
                        : QString::fromLatin1(info.article))
                       .leftJustified(10)
                << " "
                << QCoreApplication::translate("arb::TieBreak", info.name) << "\n";
        return ExitOk;
    }
    PresetLibrary presets(o.presetDir.isEmpty() ? PresetLibrary::defaultUserDir() : o.presetDir);
    if (o.command == u"presets")
        return runPresets(presets, o, out, err);
    if (o.command != u"standings" && o.command != u"check" && o.command != u"explain")
        return usage(err, tr("unknown command \"%1\"").arg(o.command));
    if (o.file.isEmpty())
        return usage(err, tr("%1 needs a file").arg(o.command));

    const TrfReadResult read = readTournamentFile(o.file);
    const QString fileName = QFileInfo(o.file).fileName();
    for (const TrfMessage &w : read.warnings)
        err << fileName << ": " << tr("warning: ") << w.toString() << "\n";
    if (!read.ok()) {
        for (const TrfMessage &e : read.errors)
            err << fileName << ": " << e.toString() << "\n";
        return ExitInput;
    }
    const Tournament &t = read.tournament;
    if (isTeamTournament(t)) {
        if (o.command == u"explain")
            return usage(err, tr("explain works on individual tournaments; %1 is a team tournament").arg(fileName));
        return runTeamCommand(o, t, fileName, presets, out, err);
    }

    if (o.command == u"explain") {
        QString error;
        const auto spec = parseTieBreakSpec(o.tieBreak, &error);
        if (o.tieBreak.isEmpty() || o.player == 0)
            return usage(err, tr("explain needs --tiebreak SPEC and --player N"));
        if (!spec)
            return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
        if (t.indexOf(o.player) < 0)
            return usage(err, tr("no player with start number %1").arg(o.player));
        const TieBreakExplanation e = explainTieBreak(t, *spec, o.player, o.rounds);
        const Player &p = t.players[t.indexOf(o.player)];
        out << tr("%1 of %2 (%3): %4").arg(spec->text).arg(p.startNo).arg(p.name, e.value.toString()) << "\n";
        for (const TieBreakContribution &k : e.contributions) {
            QString who = k.dummy ? tr("dummy opponent (16.4)")
                : k.opponentStartNo ? tr("opponent %1, score %2%3")
                                          .arg(k.opponentStartNo)
                                          .arg(k.opponentScore.toString(),
                                               k.opponentAdjustedScore != k.opponentScore
                                                   ? tr(" (adjusted %1)").arg(k.opponentAdjustedScore.toString())
                                                   : QString())
                                    : QString();
            out << tr("  round %1: %2 %3%4").arg(k.round, 2).arg(k.value.toString().rightJustified(8), who,
                                                     k.cut ? tr("  [cut]") : QString())
                << "\n";
        }
        for (const QString &n : e.notes)
            out << "  " << n << "\n";
        return ExitOk;
    }

    StandingsOptions options;
    options.rounds = o.rounds;
    options.lotsSeed = o.lotsSeed;
    QString error;
    std::optional<Preset> preset;
    Tournament presetTournament;
    if (!o.preset.isEmpty()) {
        if (o.hasTieBreaks)
            return usage(err, tr("--preset and --tiebreaks exclude each other"));
        preset = presets.find(o.preset);
        if (!preset)
            return err << "arbiter-cli: "
                       << tr("unknown preset \"%1\"; 'arbiter-cli presets' lists them").arg(o.preset) << "\n",
                   ExitPreset;
        if (preset->isTeam())
            return err << "arbiter-cli: "
                       << tr("preset \"%1\" is for team competitions; %2 is an individual tournament")
                              .arg(preset->id, fileName)
                       << "\n",
                   ExitPreset;
        const auto list = preset->tieBreakSpecs(&error);
        if (!list)
            return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
        if ((preset->tournamentType == u"swiss" && t.isRoundRobin())
            || (preset->tournamentType == u"round-robin" && !t.isRoundRobin()))
            err << fileName << ": " << tr("warning: ")
                << tr("preset \"%1\" is meant for %2 tournaments").arg(preset->id, preset->tournamentType) << "\n";
        if (!t.hasScoringRecord) {
            presetTournament = t;
            presetTournament.scoring = preset->scoring.points;
        } else if (!(t.scoring == preset->scoring.points)) {
            err << fileName << ": " << tr("warning: ")
                << tr("the file's scoring record differs from preset \"%1\"; the file's scoring is used")
                       .arg(preset->id)
                << "\n";
        }
    } else if (o.hasTieBreaks) {
        const auto list = parseTieBreakList(o.tieBreaks, &error);
        if (!list)
            return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
    } else if (!t.tieBreaks.isEmpty()) {
        const auto list = parseTieBreakList(t.tieBreaks.join(u' '), &error);
        if (!list)
            return err << fileName << ": " << error << "\n", ExitTieBreak;
        options.tieBreaks = *list;
    } else {
        options.tieBreaks = defaultTieBreaks(t);
    }

    const Tournament &scored = presetTournament.players.isEmpty() ? t : presetTournament;
    Standings st = computeStandings(scored, options);
    if (preset && preset->playoff)
        st.notes.append(playoffNote(st, *preset->playoff));
    if (o.command == u"standings") {
        printStandings(t, st, o.format, out);
        return ExitOk;
    }

    // check: points and ranks written in the file against computed ones.
    int differences = 0;
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
        out << tr("%1: points and ranks agree (%2 players)").arg(fileName).arg(st.rows.size()) << "\n";
        return ExitOk;
    }
    out << tr("%1: %2 difference(s)").arg(fileName).arg(differences) << "\n";
    return ExitDifferences;
}

} // namespace arb
