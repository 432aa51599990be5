// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "bergercommand.h"
#include "playoffcommand.h"
#include "standings.h"
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

exit codes: 0 ok, 1 differences found (check), 2 usage, 3 unreadable or malformed
input, 4 bad tie-break spec.
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
            const Player &p = t.players[row.playerIndex];
            QJsonObject o;
            o[QStringLiteral("rank")] = row.rank;
            o[QStringLiteral("shared")] = row.sharedRank;
            o[QStringLiteral("startno")] = row.startNo;
            o[QStringLiteral("name")] = p.name;
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
                                  t.players[row.playerIndex].name, row.points.toString()};
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
                              QString::number(row.startNo), t.players[row.playerIndex].name,
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
        } else if (a == u"--format") {
            if (!value(&o.format) || !QStringList{QStringLiteral("text"), QStringLiteral("tsv"),
                                                 QStringLiteral("csv"), QStringLiteral("json")}
                                         .contains(o.format))
                return usage(err, tr("--format must be text, tsv, csv or json"));
        } else if (a.startsWith(u"--")) {
            return usage(err, tr("unknown option %1").arg(a));
        } else if (o.file.isEmpty()) {
            o.file = a;
        } else {
            return usage(err, tr("unexpected argument \"%1\"").arg(a));
        }
    }

    if (o.command == u"tiebreaks") {
        for (const TieBreakInfo &info : tieBreakTable())
            out << QString::fromLatin1(info.key).leftJustified(6) << " "
                << QStringLiteral("Art. %1").arg(QLatin1String(info.article)).leftJustified(10) << " "
                << QCoreApplication::translate("arb::TieBreak", info.name) << "\n";
        return ExitOk;
    }
    if (o.command != u"standings" && o.command != u"check")
        return usage(err, tr("unknown command \"%1\"").arg(o.command));
    if (o.file.isEmpty())
        return usage(err, tr("%1 needs a file").arg(o.command));

    const TrfReadResult read = readTrfFile(o.file);
    const QString fileName = QFileInfo(o.file).fileName();
    for (const TrfMessage &w : read.warnings)
        err << fileName << ": " << tr("warning: ") << w.toString() << "\n";
    if (!read.ok()) {
        for (const TrfMessage &e : read.errors)
            err << fileName << ": " << e.toString() << "\n";
        return ExitInput;
    }
    const Tournament &t = read.tournament;

    StandingsOptions options;
    options.rounds = o.rounds;
    options.lotsSeed = o.lotsSeed;
    QString error;
    if (o.hasTieBreaks) {
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

    const Standings st = computeStandings(t, options);
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
