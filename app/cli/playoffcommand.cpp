// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli playoff: plans the play-off of a TRF file's tie and advances it with results.
#include "playoffcommand.h"

#include "cli.h"
#include "clicommon.h"
#include "filewrite.h"
#include "playoff/playoffentrants.h"
#include "playoff/playoffstore.h"
#include "tournamentfile.h"
#include "trf/trf.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    int usage(QTextStream &err, const QString &message)
    {
        err << "arbiter-cli: " << message << "\n"
            << tr("run 'arbiter-cli --help' for usage") << "\n";
        return ExitUsage;
    }

    struct PlayoffOptions
    {
        QString file;
        QString templateKey = QStringLiteral("tata-steel");
        bool hasTemplate = false;
        QString writeFile;
        QString configFile;
        QString tieBreaks;
        bool hasTieBreaks = false;
        std::optional<quint64> lotsSeed;
        int place = 0;
        QString format = QStringLiteral("text");
        QMap<QString, GameResult> byId; //!< --result ID=R and "ID R" lines
        QList<GameResult> inOrder; //!< --results "R R" and "R" lines
    };

    // Reads one results file line ("ID RESULT" or "RESULT"); returns false for a bad line.
    bool readResultLine(const QString &line, PlayoffOptions *o)
    {
        const QStringList f
            = line.split(QRegularExpression(QStringLiteral("[\\s=]+")), Qt::SkipEmptyParts);
        if (f.size() == 1) {
            const auto r = parseGameResult(f[0]);
            if (r)
                o->inOrder.append(*r);
            return r.has_value();
        }
        if (f.size() == 2) {
            const auto r = parseGameResult(f[1]);
            if (r)
                o->byId.insert(f[0], *r);
            return r.has_value();
        }
        return false;
    }

    QString playerText(const PlayoffInput &in, int startNo)
    {
        const PlayoffEntrant *e = in.entrant(startNo);
        return e ? QStringLiteral("%1 %2").arg(startNo).arg(e->name) : QString::number(startNo);
    }

    void printTable(const QList<QStringList> &table, QTextStream &out, const QString &indent)
    {
        QList<int> widths;
        for (const QStringList &r : table)
            for (int c = 0; c < r.size(); ++c) {
                if (widths.size() <= c)
                    widths.append(0);
                widths[c] = std::max<int>(widths[c], r[c].size());
            }
        for (const QStringList &r : table) {
            QString l = indent;
            for (int c = 0; c < r.size(); ++c)
                l += r[c].leftJustified(c + 1 < r.size() ? widths[c] + 2 : 0);
            while (l.endsWith(u' '))
                l.chop(1);
            out << l << "\n";
        }
    }

    // Returns the rows from the top down to the last player of the play-off, after it.
    QList<QStringList> finalRows(
        const Tournament &t, const Standings &final, const PlayoffInput &in)
    {
        QList<QStringList> rows;
        const qsizetype last = in.place - 1 + in.entrants.size();
        for (qsizetype i = 0; i < last && i < final.rows.size(); ++i) {
            const StandingRow &r = final.rows[i];
            const QString why = r.separation == Separation::Playoff ? QStringLiteral("play-off")
                : r.separation == Separation::Shared                ? QStringLiteral("shared")
                : r.separation == Separation::Points                ? QStringLiteral("PTS")
                : r.separation == Separation::TieBreak ? final.tieBreaks[r.decidedBy].text
                : r.separation == Separation::Lots     ? QStringLiteral("lots")
                                                       : QString();
            rows.append({QString::number(r.rank) + (r.sharedRank ? QStringLiteral("=") : QString()),
                QString::number(r.startNo), t.players[r.playerIndex].name, r.points.toString(),
                why});
        }
        return rows;
    }

    void printText(const Tournament &t, const PlayoffConfig &config, const PlayoffInput &in,
        const PlayoffState &st, const Standings &final, quint64 seed, QTextStream &out)
    {
        out << tr("%1: play-off for place %2 (%3), lots seed %4")
                   .arg(t.name)
                   .arg(in.place)
                   .arg(PlayoffConfig::formatKey(config.format))
                   .arg(seed)
            << "\n";
        QStringList players;
        for (const PlayoffEntrant &e : in.entrants)
            players.append(playerText(in, e.startNo));
        out << tr("players: %1").arg(players.join(QStringLiteral(", "))) << "\n";
        out << tr("time: games %1, sudden death %2, Armageddon %3 (minutes+seconds, White/Black)")
                   .arg(config.gameTime.toString(), config.suddenDeathTime.toString(),
                       config.armageddonTime.toString())
            << "\n";
        out << tr("schedule: %1rest %2 min before the first game, %3 min between games")
                   .arg(config.start.isEmpty() ? QString() : tr("start %1, ").arg(config.start))
                   .arg(config.restBeforeMinutes)
                   .arg(config.breakMinutes)
            << "\n";
        out << "\n" << tr("plan:") << "\n";
        for (const QString &l : st.log)
            out << "  " << l << "\n";
        out << "\n" << tr("games:") << "\n";
        QList<QStringList> table = {{tr("no"), tr("slot"), tr("id"), tr("white"), tr("black"),
            tr("time"), tr("result"), tr("stage")}};
        for (const PlayoffGame &g : st.games)
            table.append({QString::number(g.number), QString::number(g.slot), g.id,
                playerText(in, g.white), playerText(in, g.black), g.timeControl.toString(),
                g.result ? gameResultText(*g.result) : QStringLiteral("..."), g.stage});
        printTable(table, out, QStringLiteral("  "));
        out << "\n";
        if (st.finished) {
            out << tr("final order:") << "\n";
            for (const PlayoffPlace &p : st.places)
                out << "  " << p.place << (p.shared ? QStringLiteral("=") : QString()) << "  "
                    << playerText(in, p.startNo) << "\n";
            out << "\n" << tr("final standings:") << "\n";
            printTable(QList<QStringList> {{tr("rank"), tr("startno"), tr("name"), tr("points"),
                           tr("decided by")}}
                    + finalRows(t, final, in),
                out, QStringLiteral("  "));
        } else {
            const QList<PlayoffGame> next = st.nextGames();
            QStringList ids;
            for (const PlayoffGame &g : next)
                ids.append(g.id);
            out << tr("next: %1").arg(ids.join(QStringLiteral(", "))) << "\n";
        }
    }

} // namespace

int runPlayoffCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    PlayoffOptions o;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString v;
        auto value = [&]() {
            if (i + 1 >= args.size())
                return false;
            v = args[++i];
            return true;
        };
        if (a == u"--template") {
            if (!value() || !PlayoffConfig::templateKeys().contains(v))
                return usage(err,
                    tr("--template must be one of %1")
                        .arg(PlayoffConfig::templateKeys().join(QStringLiteral(", "))));
            o.templateKey = v;
            o.hasTemplate = true;
        } else if (a == u"--write") {
            if (!value())
                return usage(err, tr("--write needs a file"));
            o.writeFile = v;
        } else if (a == u"--config") {
            if (!value())
                return usage(err, tr("--config needs a JSON file"));
            o.configFile = v;
        } else if (a == u"--tiebreaks" || a == u"--tie-breaks") {
            if (!value())
                return usage(err, tr("%1 needs a value").arg(a));
            o.tieBreaks = v;
            o.hasTieBreaks = true;
        } else if (a == u"--lots-seed") {
            bool ok = false;
            if (!value() || (o.lotsSeed = v.toULongLong(&ok), !ok))
                return usage(err, tr("--lots-seed needs a number, not \"%1\"").arg(v));
        } else if (a == u"--place") {
            bool ok = false;
            if (!value() || (o.place = v.toInt(&ok), !ok) || o.place < 1)
                return usage(err, tr("--place needs a positive number"));
        } else if (a == u"--format") {
            if (!value() || (v != u"text" && v != u"json"))
                return usage(err, tr("--format must be text or json for playoff"));
            o.format = v;
        } else if (a == u"--result") {
            const qsizetype eq = value() ? v.indexOf(u'=') : -1;
            const auto r = eq > 0 ? parseGameResult(QStringView(v).mid(eq + 1)) : std::nullopt;
            if (!r)
                return usage(
                    err, tr("--result needs GAME=RESULT such as S1.G1=1-0, not \"%1\"").arg(v));
            o.byId.insert(v.left(eq), *r);
        } else if (a == u"--results") {
            if (!value())
                return usage(err, tr("--results needs results such as \"1-0 1/2 0-1\""));
            const QStringList parts
                = v.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
            for (int k = 0; k < parts.size(); ++k) {
                const auto r = parseGameResult(parts[k]);
                if (!r)
                    return usage(err,
                        tr("--results: result %1 \"%2\" is not 1-0, 0-1 or 1/2")
                            .arg(k + 1)
                            .arg(parts[k]));
                o.inOrder.append(*r);
            }
        } else if (a == u"--results-file") {
            if (!value())
                return usage(err, tr("--results-file needs a file"));
            QFile f(v);
            if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
                return err << v << ": " << f.errorString() << "\n", ExitInput;
            const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
            for (int k = 0; k < lines.size(); ++k) {
                const QString line = lines[k].section(u'#', 0, 0).trimmed();
                if (!line.isEmpty() && !readResultLine(line, &o))
                    return err << QFileInfo(v).fileName() << ":" << k + 1 << ": "
                               << tr("expected \"GAME RESULT\" or \"RESULT\" (1-0, 0-1, 1/2), not "
                                     "\"%1\"")
                                      .arg(line)
                               << "\n",
                           ExitInput;
            }
        } else if (a.startsWith(u"--")) {
            return usage(err, tr("unknown option %1").arg(a));
        } else if (o.file.isEmpty()) {
            o.file = a;
        } else {
            return usage(err, tr("unexpected argument \"%1\"").arg(a));
        }
    }
    if (o.file.isEmpty())
        return usage(err, tr("playoff needs a file"));

    const QString fileName = QFileInfo(o.file).fileName();
    const std::optional<Tournament> read = loadTournamentFile(o.file, err);
    if (!read)
        return ExitInput;
    Tournament t = *read;

    // The configuration: --config, else --template, else the one stored in the file, else Tata
    // Steel.
    QString storedError;
    const std::optional<PlayoffConfig> stored = storedPlayoffConfig(t, &storedError);
    if (!stored && !storedError.isEmpty())
        return err << fileName << ": " << storedError << "\n", ExitInput;
    PlayoffConfig config = *PlayoffConfig::fromTemplate(o.templateKey);
    if (stored && !o.hasTemplate)
        config = *stored;
    if (!o.configFile.isEmpty()) {
        QFile f(o.configFile);
        if (!f.open(QIODevice::ReadOnly))
            return err << o.configFile << ": " << f.errorString() << "\n", ExitInput;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
        QString error;
        std::optional<PlayoffConfig> c;
        if (pe.error != QJsonParseError::NoError)
            error = tr("offset %1: %2").arg(pe.offset).arg(pe.errorString());
        else if (!doc.isObject())
            error = tr("expected a JSON object");
        else
            c = PlayoffConfig::fromJson(doc.object(), &error);
        if (!c)
            return err << QFileInfo(o.configFile).fileName() << ": " << error << "\n", ExitInput;
        config = *c;
    }
    if (o.lotsSeed)
        config.lotsSeed = o.lotsSeed;
    if (!config.lotsSeed)
        return usage(err,
            tr("playoff needs --lots-seed N: the recorded seed every drawing of lots is made "
               "from"));

    StandingsOptions options;
    const TieBreakListInForce list = resolveTieBreakList(t,
        {TieBreakScope::Individual, nullptr,
            o.hasTieBreaks ? std::optional<QString>(o.tieBreaks) : std::nullopt, false});
    if (!list.ok())
        return reportTieBreakListError(list, fileName, err);
    options.tieBreaks = list.tieBreaks;
    const Standings standings = computeStandings(t, options);
    if (o.place > 1)
        config.places = PlayoffPlaces::AllTied;
    const QList<PlayoffInput> inputs = playoffInputs(t, standings, config);
    // The first tie the configuration plays off, or the tie holding --place.
    const PlayoffInput *input = nullptr;
    for (const PlayoffInput &in : inputs)
        if (!input
            && (o.place == 0 || (o.place >= in.place && o.place < in.place + in.entrants.size())))
            input = &in;
    if (!input) {
        out << tr("%1: place %2 is not tied, no play-off")
                   .arg(fileName)
                   .arg(o.place > 0 ? o.place : 1)
            << "\n";
        return ExitOk;
    }

    const quint64 seed = *config.lotsSeed;
    QString error;
    QMap<QString, GameResult> known = storedPlayoffResults(t, input->place, &error);
    if (!error.isEmpty())
        return err << fileName << ": " << error << "\n", ExitInput;
    known.insert(o.byId);
    QMap<QString, GameResult> results
        = assignResultsInOrder(config, *input, known, o.inOrder, seed, &error);
    if (!error.isEmpty())
        return err << "arbiter-cli: " << error << "\n", ExitInput;
    const PlayoffState st = runPlayoff(config, *input, results, seed);
    if (!st.errors.isEmpty()) {
        for (const QString &e : st.errors)
            err << "arbiter-cli: " << e << "\n";
        return ExitInput;
    }
    if (!o.writeFile.isEmpty()) {
        storePlayoffConfig(t, config);
        storePlayoffResults(t, input->place, results);
        if (QString error; !writeFileWhole(o.writeFile, writeTrf(t), &error))
            return err << "arbiter-cli: " << error << "\n", ExitInput;
    }
    const Standings final = applyPlayoff(standings, *input, st);
    if (o.format == u"json") {
        QJsonObject root = playoffStateToJson(st, *input);
        if (st.finished) {
            QJsonArray rows;
            for (const QStringList &r : finalRows(t, final, *input)) {
                QJsonObject row;
                row[QStringLiteral("rank")] = r[0];
                row[QStringLiteral("startno")] = r[1].toInt();
                row[QStringLiteral("name")] = r[2];
                row[QStringLiteral("points")] = r[3];
                row[QStringLiteral("decidedBy")] = r[4];
                rows.append(row);
            }
            root[QStringLiteral("finalStandings")] = rows;
        }
        root[QStringLiteral("tournament")] = t.name;
        root[QStringLiteral("config")] = config.toJson();
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printText(t, config, *input, st, final, seed, out);
    }
    return ExitOk;
}

} // namespace arb
