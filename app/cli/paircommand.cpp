// SPDX-License-Identifier: GPL-3.0-or-later
#include "paircommand.h"

#include "cli.h"
#include "filewrite.h"
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "pairing/pairingcheck.h"
#include "pairing/pairingrules.h"
#include "pairing/swissteam.h"
#include "rules/corrections.h"
#include "scores.h"
#include "teampaircommand.h"
#include "teams/teamstandings.h"
#include "tiebreaks/tiebreak.h"
#include "tournamentfile.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <functional>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    int fail(QTextStream &err, int code, const QString &message)
    {
        err << "arbiter-cli: " << message << "\n";
        return code;
    }

    QString colourName(Colour c)
    {
        return c == Colour::Black ? QStringLiteral("black") : QStringLiteral("white");
    }

    //! Returns the 1-based line of player \a startNo's 001 record in \a path, 0 when not found.
    int recordLine(const QString &path, int startNo)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        int line = 0;
        while (!f.atEnd()) {
            const QByteArray l = f.readLine();
            ++line;
            if (l.startsWith("001") && l.mid(4, 4).trimmed().toInt() == startNo)
                return line;
        }
        return 0;
    }

    //! Reads FILE for pair and check-pairings; checks that the points add up. A team Swiss is
    //! read as it is (\a team set): the team pairing checks its own records. Returns an exit
    //! code.
    int readForPairing(const QString &path, Tournament *t, QTextStream &err, bool *team)
    {
        *team = false;
        const QString fileName = QFileInfo(path).fileName();
        QHash<int, int> withdrawn;
        const TrfReadResult read = readTournamentFile(path, &withdrawn);
        for (const TrfMessage &w : read.warnings)
            err << fileName << ": " << tr("warning: ") << w.toString() << "\n";
        if (!read.ok()) {
            for (const TrfMessage &e : read.errors)
                err << fileName << ": " << e.toString() << "\n";
            return ExitInput;
        }
        *t = read.tournament;
        // A database's withdrawn players are absent from the round of their withdrawal on
        // (C.04.2 3.2), through the round after the last one paired (the one pair pairs) when
        // the event has it.
        const int last = lastRoundWithGames(*t);
        markWithdrawals(
            *t, withdrawn, t->declaredRounds == 0 || last < t->declaredRounds ? last + 1 : last);
        if (isTeamTournament(*t) && t->isRoundRobin())
            return fail(err, ExitInput,
                tr("%1 is a team round robin; pair works on Swiss events").arg(fileName));
        if (isTeamTournament(*t)) {
            *team = true;
            return ExitOk;
        }
        if (t->isRoundRobin())
            return fail(err, ExitInput,
                tr("%1 is a round robin; 'arbiter-cli berger' gives its pairings").arg(fileName));
        // A record that would change the pairing is applied or refused, never passed over.
        QList<TrfMessage> refused;
        pairingRulesOf(*t, &refused);
        refused += unappliedPairingRecords(*t);
        if (!refused.isEmpty()) {
            for (const TrfMessage &m : std::as_const(refused))
                err << fileName << ": " << m.toString() << "\n";
            return fail(err, ExitInput,
                tr("%1 is not paired: the records above would change the pairing and cannot be "
                   "applied")
                    .arg(fileName));
        }
        // A tournament database keeps the points of the file it was imported from, written
        // for the rounds that file held: the rounds entered since in Arbiter add to them.
        // readTournamentFile compares them with the standings after those rounds (a warning).
        if (isTournamentDatabase(path))
            return ExitOk;
        for (const Player &p : t->players) {
            Fixed sum;
            for (const RoundEntry &e : p.rounds)
                sum += t->scoring.points(e);
            if (p.hasDeclaredPoints && sum != p.declaredPoints)
                return fail(err, ExitInput,
                    tr("%1: line %2: player %3 (%4): the file says %5 points, the rounds add up to "
                       "%6")
                        .arg(fileName)
                        .arg(recordLine(path, p.startNo))
                        .arg(p.startNo)
                        .arg(p.name, p.declaredPoints.toString(), sum.toString()));
        }
        return ExitOk;
    }

    void printText(const Tournament &t, int round, const PairingResult &r, QTextStream &out)
    {
        out << tr("%1: round %2 (FIDE Dutch system), %3 boards")
                   .arg(t.name)
                   .arg(round)
                   .arg(r.boards.size())
            << "\n";
        auto who = [&](int startNo) {
            const int i = t.indexOf(startNo);
            return QStringLiteral("%1 (%2, %3)")
                .arg(t.players[i].name)
                .arg(startNo)
                .arg(pointsAfter(t, i, round - 1).toString());
        };
        int width = 10;
        for (const Board &b : r.boards)
            width = std::max<int>(width, who(b.white).size());
        for (int i = 0; i < r.boards.size(); ++i) {
            const Board &b = r.boards[i];
            out << QString::number(i + 1).rightJustified(4) << "  "
                << who(b.white).leftJustified(width) << "  "
                << (b.black == 0 ? tr("pairing-allocated bye") : who(b.black)) << "\n";
        }
        QStringList out2;
        for (const Player &p : t.players) {
            const bool onBoard = std::any_of(r.boards.begin(), r.boards.end(),
                [&p](const Board &b) { return b.white == p.startNo || b.black == p.startNo; });
            if (!onBoard && round <= p.rounds.size() && p.rounds[round - 1].opponent == 0
                && p.rounds[round - 1].code != ' ')
                out2 << QStringLiteral("%1 (%2)").arg(p.startNo).arg(
                    QChar(p.rounds[round - 1].code));
        }
        if (!out2.isEmpty())
            out << tr("not paired: ") << out2.join(QStringLiteral(", ")) << "\n";
    }

    //! Returns \a t with round \a round's boards written in (opponent and colour, no result; the
    //! pairing-allocated bye as U with its points).
    Tournament withRound(const Tournament &t, int round, const QList<Board> &boards)
    {
        Tournament c = t;
        auto at = [&](int startNo) -> RoundEntry & {
            Player &p = c.players[c.indexOf(startNo)];
            while (p.rounds.size() < round)
                p.rounds.append(RoundEntry());
            return p.rounds[round - 1];
        };
        for (const Board &b : boards) {
            RoundEntry &w = at(b.white);
            if (b.black == 0) {
                w = RoundEntry();
                w.code = 'U';
                Player &p = c.players[c.indexOf(b.white)];
                if (p.hasDeclaredPoints)
                    p.declaredPoints += c.scoring.pairingBye;
                continue;
            }
            w = RoundEntry();
            w.opponent = b.black;
            w.colour = Colour::White;
            RoundEntry &bl = at(b.black);
            bl = RoundEntry();
            bl.opponent = b.white;
            bl.colour = Colour::Black;
        }
        return c;
    }

    //! What makes one generated tournament: the tournament of a seed and the words of the
    //! command that reproduce it (without --name), or nothing with the reason in the error.
    using Generated = std::optional<QPair<Tournament, QStringList>>;

    //! Generates \a count tournaments from seed \a firstSeed on (one each): \a make builds one;
    //! each gets its name from \a namePattern, the start date, FID and the "### generated by"
    //! line with the settings that reproduce this very file (C.02 A13, A15: the same command
    //! with this seed gives the same bytes), then goes to \a writeTo ({n}, {seed}) or \a out.
    int writeGenerated(int count, quint64 firstSeed, const QString &writeTo,
        const QString &namePattern, const std::function<Generated(quint64, QString *)> &make,
        const std::function<QByteArray(const Tournament &)> &toTrf, QTextStream &out,
        QTextStream &err)
    {
        const int digits = int(QString::number(count).size());
        for (int n = 1; n <= count; ++n) {
            const quint64 seed = firstSeed + quint64(n - 1);
            QString error;
            Generated g = make(seed, &error);
            if (!g)
                return fail(err, ExitInput, tr("seed %1: %2").arg(seed).arg(error));
            auto filled = [&](QString pattern) {
                return pattern
                    .replace(QLatin1String("{n}"),
                        QStringLiteral("%1").arg(n, digits, 10, QLatin1Char('0')))
                    .replace(QLatin1String("{seed}"), QString::number(seed));
            };
            Tournament &t = g->first;
            QStringList &command = g->second;
            if (!namePattern.isEmpty())
                t.name = filled(namePattern);
            t.startDate = QStringLiteral("2026-03-01");
            t.federation = QStringLiteral("FID");
            if (!namePattern.isEmpty())
                command << QStringLiteral("--name \"%1\"").arg(t.name);
            t.otherRecords.prepend({QStringLiteral("### generated by ") + command.join(u' ')});
            const QByteArray trf = toTrf(t);
            if (writeTo.isEmpty()) {
                out << QString::fromUtf8(trf);
                continue;
            }
            if (!writeFileWhole(filled(writeTo), trf, &error))
                return fail(err, ExitInput, error);
        }
        return ExitOk;
    }

    //! generate --teams: \a count team Swiss events, written to \a writeTo ({n}, {seed}) or
    //! printed.
    int generateTeams(TeamGeneratorOptions o, int count, const QString &writeTo,
        const QString &namePattern, QTextStream &out, QTextStream &err)
    {
        auto make = [o](quint64 seed, QString *error) mutable -> Generated {
            o.seed = seed;
            const GeneratedTournament g = generateTeamTournament(o);
            if (!g.error.isEmpty()) {
                *error = g.error;
                return std::nullopt;
            }
            QStringList command = {QStringLiteral("arbiter-cli generate"),
                QStringLiteral("--teams %1").arg(o.teams),
                QStringLiteral("--boards %1").arg(o.boards),
                QStringLiteral("--rounds %1").arg(o.rounds),
                QStringLiteral("--seed %1").arg(o.seed),
                QStringLiteral("--system %1").arg(o.system),
                QStringLiteral("--draw-rate %1").arg(o.drawRate)};
            const std::pair<const char *, const GeneratorSetting *> settings[]
                = {{"--half-byes", &o.halfByes}, {"--zero-byes", &o.zeroByes},
                    {"--forfeits", &o.forfeits}};
            for (const auto &[option, value] : settings)
                if (!value->isNone())
                    command << QLatin1String(option) + u' ' + value->text();
            if (!o.tieBreaks.isEmpty())
                command << QStringLiteral("--tiebreaks \"%1\"").arg(o.tieBreaks.join(u' '));
            if (o.initialColour == Colour::Black)
                command << QStringLiteral("--initial-colour black");
            return QPair<Tournament, QStringList>(g.tournament, command);
        };
        return writeGenerated(
            count, o.seed, writeTo, namePattern, make,
            [](const Tournament &t) { return writeTrf(t); }, out, err);
    }

} // namespace

int runPairCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString file, format = QStringLiteral("text"), writeTo, colourOption;
    int round = -1; // not given: the next round
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == u"--initial-colour" && hasValue) {
            colourOption = args[++i];
        } else if (a == u"--round" && hasValue) {
            bool ok = false;
            round = args[++i].toInt(&ok);
            if (!ok)
                return fail(err, ExitUsage, tr("--round needs a number"));
        } else if (a == u"--format" && hasValue) {
            format = args[++i];
            if (format != u"text" && format != u"tsv" && format != u"trf")
                return fail(err, ExitUsage, tr("--format must be text, tsv or trf"));
        } else if (a == u"--write" && hasValue) {
            writeTo = args[++i];
        } else if (!a.startsWith(u"--") && file.isEmpty()) {
            file = a;
        } else {
            return fail(err, ExitUsage, tr("pair: unexpected argument \"%1\"").arg(a));
        }
    }
    if (file.isEmpty())
        return fail(err, ExitUsage, tr("pair needs a file"));
    Tournament t;
    bool team = false;
    if (const int code = readForPairing(file, &t, err, &team))
        return code;
    const int last = lastRoundWithGames(t);
    if (round == -1)
        round = last + 1;
    const int planned = t.declaredRounds;
    if (round < 1 || round > last + 1 || (planned > 0 && round > planned))
        return fail(err, ExitInput,
            tr("round %1 cannot be paired: %2 rounds are paired%3")
                .arg(round)
                .arg(last)
                .arg(planned > 0 ? tr(" of %1 planned").arg(planned) : QString()));
    if (round <= last && (format == u"trf" || !writeTo.isEmpty()))
        return fail(err, ExitInput,
            tr("round %1 is already paired; --format trf and --write only add the next round")
                .arg(round));
    if (team && !colourOption.isEmpty())
        return fail(err, ExitUsage,
            tr("a team Swiss takes its initial colour from the file (152); --initial-colour is "
               "for individual events"));
    for (const Player &p : t.players)
        for (int k = 0; k + 1 < round && k < p.rounds.size(); ++k)
            if (p.rounds[k].opponent > 0 && p.rounds[k].code == ' ')
                return fail(err, ExitInput,
                    tr("%1: line %2: player %3 (%4) has no result in round %5; round %6 cannot be "
                       "paired yet")
                        .arg(QFileInfo(file).fileName())
                        .arg(recordLine(file, p.startNo))
                        .arg(p.startNo)
                        .arg(p.name)
                        .arg(k + 1)
                        .arg(round));
    if (team)
        return pairTeamRound(file, t, round, {format, writeTo}, out, err);
    // The byes 240 records announce for the round are requested byes: listed, and written in.
    if (round == last + 1)
        t.applyAnnouncedByes(round);
    // C.04.3 E.5: the initial colour recorded in the file (XXC, 152, round 1), else the option's.
    const Colour recorded = recordedInitialColour(t);
    Colour initial = recorded == Colour::None ? Colour::White : recorded;
    QString colourNote;
    quint64 seed = 0;
    bool drawn = false;
    if (!colourOption.isEmpty()) {
        const QString fileName = QFileInfo(file).fileName();
        if (colourOption == u"white" || colourOption == u"black") {
            const Colour wanted = colourOption == u"white" ? Colour::White : Colour::Black;
            if (recorded != Colour::None && recorded != wanted)
                return fail(err, ExitInput,
                    tr("%1 records the initial colour %2 (XXC, 152 or round 1); --initial-colour "
                       "%3 contradicts it")
                        .arg(fileName, colourName(recorded), colourOption));
            initial = wanted;
        } else if (colourOption == u"lots" || colourOption.startsWith(u"lots:")) {
            bool ok = true;
            seed = colourOption == u"lots" ? QRandomGenerator::system()->generate64()
                                           : colourOption.mid(5).toULongLong(&ok);
            if (!ok)
                return fail(err, ExitUsage, tr("--initial-colour lots:SEED needs a number"));
            if (recorded != Colour::None) {
                colourNote = tr("initial colour %1 as recorded in %2; no lot drawn")
                                 .arg(colourName(recorded), fileName);
            } else {
                drawn = true;
                initial = drawInitialColour(seed);
                colourNote = tr("initial colour drawn by lot with seed %1: %2 (XXC %3)")
                                 .arg(seed)
                                 .arg(colourName(initial), colourName(initial) + u'1');
            }
        } else {
            return fail(
                err, ExitUsage, tr("--initial-colour must be white, black, lots or lots:SEED"));
        }
    }
    if (t.declaredRounds == 0)
        err << QFileInfo(file).fileName() << ": " << tr("warning: ")
            << tr("the file gives no number of rounds (XXR or 142): round %1 is paired as the "
                  "last round (topscorers, C.04.3 1.8)")
                   .arg(round)
            << "\n";
    const PairingResult r = pairDutch(beforePairing(t, round), round, {initial, false, {}});
    if (!r.ok())
        return fail(err, ExitInput, r.error);
    Tournament next = withRound(t, round, r.boards);
    if (!colourOption.isEmpty() && recorded == Colour::None)
        recordInitialColour(next, initial, drawn ? &seed : nullptr);
    if (!writeTo.isEmpty()) {
        if (QString error; !writeFileWhole(writeTo, writeTrf(next), &error))
            return fail(err, ExitInput, error);
    }
    if (format == u"tsv") {
        out << "board\twhite\tblack\n";
        for (int i = 0; i < r.boards.size(); ++i)
            out << i + 1 << "\t" << r.boards[i].white << "\t" << r.boards[i].black << "\n";
    } else if (format == u"trf") {
        out << QString::fromUtf8(writeTrf(next));
    } else {
        printText(t, round, r, out);
    }
    if (!colourNote.isEmpty())
        (format == u"text" ? out : err) << colourNote << "\n";
    return ExitOk;
}

int runCheckPairingsCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 1 || args[0].startsWith(u"--"))
        return fail(err, ExitUsage, tr("check-pairings needs exactly one file"));
    Tournament t;
    bool team = false;
    if (const int code = readForPairing(args[0], &t, err, &team))
        return code;
    if (team)
        return checkTeamPairingsCommand(args[0], t, out, err);
    const PairingCheck check = checkPairings(t, 0, true);
    if (!check.notChecked.isEmpty()) {
        for (const TrfMessage &m : check.notChecked)
            err << QFileInfo(args[0]).fileName() << ": " << m.toString() << "\n";
        return ExitInput;
    }
    for (const RoundCheck &r : check.rounds) {
        if (!r.error.isEmpty()) {
            out << tr("round %1: the engine cannot pair it: %2").arg(r.round).arg(r.error) << "\n";
            continue;
        }
        QStringList corrected;
        for (int c : r.corrected)
            corrected << QString::number(c);
        if (r.agrees()) {
            if (!corrected.isEmpty())
                out << tr("round %1: paired before a correction of round %2; it agrees with the "
                          "results as they stood then")
                           .arg(r.round)
                           .arg(corrected.join(QStringLiteral(", ")))
                    << "\n";
            continue;
        }
        out << tr("round %1 differs: file %2; engine %3")
                   .arg(r.round)
                   .arg(boardsText(r.onlyFile), boardsText(r.onlyEngine))
            << "\n";
    }
    const int last = int(check.rounds.size());
    if (check.differing() == 0) {
        out << tr("%1: the pairings of all %2 rounds agree with the FIDE Dutch system")
                   .arg(QFileInfo(args[0]).fileName())
                   .arg(last)
            << "\n";
        return ExitOk;
    }
    out << tr("%1 of %2 rounds differ").arg(check.differing()).arg(last) << "\n";
    return ExitDifferences;
}

int runGenerateCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    GeneratorOptions o;
    TeamGeneratorOptions teamOptions;
    bool hasPlayers = false, hasRounds = false, hasSeed = false, teams = false;
    QString writeTo, namePattern;
    int count = 1;
    QStringList tieBreaks, individualOnly;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--baku") {
            o.baku = true;
            continue;
        }
        if (a == u"--players" || a == u"--full-byes" || a == u"--bye-rate" || a == u"--forfeit-rate"
            || a == u"--double-forfeits" || a == u"--withdraw-rate" || a == u"--late-rate")
            individualOnly << a;
        if (i + 1 >= args.size())
            return fail(err, ExitUsage, tr("generate: \"%1\" needs a value").arg(a));
        const QString v = args[++i];
        bool ok = false;
        auto rate = [&](double *target) {
            *target = v.toDouble(&ok);
            ok = ok && *target >= 0 && *target <= 1;
        };
        auto setting = [&](GeneratorSetting *target) {
            QString why;
            const std::optional<GeneratorSetting> s = generatorSetting(v, &why);
            if (!s)
                return fail(err, ExitUsage, tr("generate: %1: %2").arg(a, why));
            *target = *s;
            ok = true;
            return int(ExitOk);
        };
        int code = ExitOk;
        if (a == u"--teams") {
            teamOptions.teams = v.toInt(&ok);
            ok = ok && teamOptions.teams >= 2 && teamOptions.teams <= 1000;
            teams = true;
        } else if (a == u"--boards") {
            teamOptions.boards = v.toInt(&ok);
            ok = ok && teamOptions.boards >= 1 && teamOptions.boards <= 12;
        } else if (a == u"--system") {
            teamOptions.system = v.trimmed().toUpper();
            ok = parseSwissTeamCode(teamOptions.system).has_value();
        } else if (a == u"--players") {
            o.players = v.toInt(&ok);
            ok = ok && o.players >= 2 && o.players <= 5000;
            hasPlayers = true;
        } else if (a == u"--rounds") {
            o.rounds = v.toInt(&ok);
            ok = ok && o.rounds >= 1 && o.rounds <= 30;
            hasRounds = true;
        } else if (a == u"--seed") {
            o.seed = v.toULongLong(&ok);
            hasSeed = true;
        } else if (a == u"--count") {
            count = v.toInt(&ok);
            ok = ok && count >= 1 && count <= 1000000;
        } else if (a == u"--draw-rate") {
            rate(&o.drawRate);
        } else if (a == u"--full-byes") {
            code = setting(&o.fullByes);
        } else if (a == u"--half-byes") {
            code = setting(&o.halfByes);
        } else if (a == u"--bye-rate") {
            rate(&o.halfByes.everyRound.rate);
            o.halfByes.everyRound.count = -1;
        } else if (a == u"--zero-byes") {
            code = setting(&o.zeroByes);
        } else if (a == u"--forfeits") {
            code = setting(&o.forfeits);
        } else if (a == u"--forfeit-rate") {
            rate(&o.forfeits.everyRound.rate);
            o.forfeits.everyRound.count = -1;
        } else if (a == u"--double-forfeits") {
            code = setting(&o.doubleForfeits);
        } else if (a == u"--withdraw-rate") {
            rate(&o.withdrawRate);
        } else if (a == u"--late-rate") {
            rate(&o.lateRate);
        } else if (a == u"--tiebreaks") {
            QString why;
            const std::optional<QList<TieBreakSpec>> list = parseTieBreakList(v, &why);
            if (!list)
                return fail(err, ExitTieBreak, tr("generate: --tiebreaks: %1").arg(why));
            for (const TieBreakSpec &spec : *list)
                tieBreaks << spec.canonical();
            ok = true;
        } else if (a == u"--initial-colour") {
            ok = v == u"white" || v == u"black";
            o.initialColour = v == u"black" ? Colour::Black : Colour::White;
        } else if (a == u"--write") {
            writeTo = v;
            ok = !v.isEmpty();
        } else if (a == u"--name") {
            namePattern = v;
            ok = !v.trimmed().isEmpty();
        } else {
            return fail(err, ExitUsage, tr("generate: unknown option \"%1\"").arg(a));
        }
        if (code != ExitOk)
            return code;
        if (!ok)
            return fail(err, ExitUsage, tr("generate: bad value \"%1\" for %2").arg(v, a));
    }
    if (teams) {
        if (!individualOnly.isEmpty())
            return fail(err, ExitUsage,
                tr("generate: %1 is for individual events; a team Swiss takes --half-byes, "
                   "--zero-byes and --forfeits (matches)")
                    .arg(individualOnly.join(QStringLiteral(", "))));
        if (!hasRounds || !hasSeed)
            return fail(err, ExitUsage, tr("generate needs --teams N --rounds R --seed S"));
        if (o.rounds >= teamOptions.teams)
            return fail(err, ExitUsage, tr("generate: a Swiss needs more teams than rounds"));
        if (count > 1 && !writeTo.contains(QLatin1String("{n}")))
            return fail(err, ExitUsage,
                tr("generate: --count %1 needs --write with {n} in the file name (one file per "
                   "tournament)")
                    .arg(count));
        teamOptions.rounds = o.rounds;
        teamOptions.seed = o.seed;
        teamOptions.drawRate = o.drawRate;
        teamOptions.halfByes = o.halfByes;
        teamOptions.zeroByes = o.zeroByes;
        teamOptions.forfeits = o.forfeits;
        teamOptions.tieBreaks = tieBreaks;
        teamOptions.initialColour = o.initialColour;
        if (o.baku && !teamOptions.system.endsWith(u"_BAKU"))
            teamOptions.system += QStringLiteral("_BAKU");
        if (!parseSwissTeamCode(teamOptions.system))
            return fail(err, ExitUsage,
                tr("generate: Baku acceleration needs match points as the primary score "
                   "(C.04.7 1.4)"));
        return generateTeams(teamOptions, count, writeTo, namePattern, out, err);
    }
    if (!hasPlayers || !hasRounds || !hasSeed)
        return fail(err, ExitUsage, tr("generate needs --players N --rounds R --seed S"));
    if (o.rounds >= o.players)
        return fail(err, ExitUsage, tr("generate: a Swiss needs more players than rounds"));
    if (count > 1 && !writeTo.contains(QLatin1String("{n}")))
        return fail(err, ExitUsage,
            tr("generate: --count %1 needs --write with {n} in the file name (one file per "
               "tournament)")
                .arg(count));
    o.tieBreaks = tieBreaks;
    auto make = [o, tieBreaks](quint64 seed, QString *error) mutable -> Generated {
        o.seed = seed;
        const GeneratedTournament g = generateTournament(o);
        if (!g.error.isEmpty()) {
            *error = g.error;
            return std::nullopt;
        }
        QStringList command = {QStringLiteral("arbiter-cli generate"),
            QStringLiteral("--players %1").arg(o.players),
            QStringLiteral("--rounds %1").arg(o.rounds), QStringLiteral("--seed %1").arg(o.seed),
            QStringLiteral("--draw-rate %1").arg(o.drawRate)};
        const std::pair<const char *, const GeneratorSetting *> settings[]
            = {{"--full-byes", &o.fullByes}, {"--half-byes", &o.halfByes},
                {"--zero-byes", &o.zeroByes}, {"--forfeits", &o.forfeits},
                {"--double-forfeits", &o.doubleForfeits}};
        for (const auto &[option, value] : settings)
            if (!value->isNone())
                command << QLatin1String(option) + u' ' + value->text();
        if (o.withdrawRate > 0)
            command << QStringLiteral("--withdraw-rate %1").arg(o.withdrawRate);
        if (o.lateRate > 0)
            command << QStringLiteral("--late-rate %1").arg(o.lateRate);
        if (o.baku)
            command << QStringLiteral("--baku");
        if (!tieBreaks.isEmpty())
            command << QStringLiteral("--tiebreaks \"%1\"").arg(tieBreaks.join(u' '));
        if (o.initialColour == Colour::Black)
            command << QStringLiteral("--initial-colour black");
        return QPair<Tournament, QStringList>(g.tournament, command);
    };
    // The generated file is a FIDE rating report, as the app's Export TRF writes it.
    return writeGenerated(
        count, o.seed, writeTo, namePattern, make,
        [](const Tournament &t) {
            Tournament report = tournamentForExport(t);
            completeReportHeader(report);
            return writeTrf(report);
        },
        out, err);
}

} // namespace arb
