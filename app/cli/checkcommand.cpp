// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcommand.h"

#include "pairing/pairingcheck.h"
#include "postgres.h"
#include "rules/corrections.h"
#include "standingscommand.h"
#include "teamcommand.h"
#include "teams/teamstandings.h"
#include "tournamentfile.h"
#include "trf/consistency.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    QJsonArray messagesJson(const QList<TrfMessage> &messages)
    {
        QJsonArray a;
        for (const TrfMessage &m : messages) {
            QJsonObject o;
            if (m.line > 0)
                o[QStringLiteral("line")] = m.line;
            if (m.column > 0)
                o[QStringLiteral("column")] = m.column;
            o[QStringLiteral("text")] = m.text;
            a.append(o);
        }
        return a;
    }

    QJsonArray boardsJson(const QList<Board> &boards)
    {
        QJsonArray a;
        for (const Board &b : boards)
            a.append(QJsonArray {b.white, b.black});
        return a;
    }

    QString boardsOrNone(const QList<Board> &boards)
    {
        return boards.isEmpty() ? tr("(none)") : boardsText(boards);
    }

    //! A difference between the standings written in the file and the computed ones.
    struct StandingFinding
    {
        QString kind; //!< "points", "rank" or "pairing"
        int startNo = 0;
        QString file, computed;
        QString text;
    };

} // namespace

int runCheckCommand(const CliOptions &o, PresetLibrary &presets, QTextStream &out, QTextStream &err)
{
    const bool json = o.format == u"json";
    if (o.format != u"text" && !json)
        return cliUsage(err, tr("check writes text or json (--format text|json)"));
    const QString fileName = storage::postgres::isUrl(o.file) ? storage::postgres::shown(o.file)
                                                              : QFileInfo(o.file).fileName();
    QHash<int, int> withdrawn;
    const TrfReadResult read = readTournamentFile(o.file, &withdrawn);
    for (const TrfMessage &w : read.warnings)
        err << fileName << ": " << tr("warning: ") << w.toString() << "\n";
    if (!read.ok()) {
        for (const TrfMessage &e : read.errors)
            err << fileName << ": " << e.toString() << "\n";
        return ExitInput;
    }
    const Tournament &t = read.tournament;
    if (isTeamTournament(t))
        return runTeamCommand(o, t, fileName, presets, out, err);
    const bool database = isTournamentDatabase(o.file);
    const QString format = database ? tr("Arbiter event") : read.format;

    // The pairings: a database's withdrawn players are absent from the round of their
    // withdrawal on (C.04.2 3.2).
    Tournament forPairing = t;
    const int last = lastRoundWithGames(t);
    markWithdrawals(
        forPairing, withdrawn, t.declaredRounds == 0 || last < t.declaredRounds ? last + 1 : last);
    const PairingCheck pairings = checkPairings(forPairing, o.rounds, o.system == u"dutch");

    // The standings: a database's declared points and ranks are those of the file it was
    // imported from; rounds entered since are not in them, so they are checked against the
    // standings after the round they were written for (declaredTotalsRound).
    CliOptions standingsOptions = o;
    QString standingsNote;
    bool startList = false; // imported before round 1: no points or ranks to check
    if (o.rounds == 0 && database) {
        const int declared = declaredTotalsRound(t);
        if (declared == 0 && t.roundCount() > 0
            && std::any_of(t.players.cbegin(), t.players.cend(),
                [](const Player &p) { return p.hasDeclaredPoints; })) {
            startList = true;
            standingsNote = tr("the event was imported as a start list: it has no points or ranks "
                               "of its own to check");
        } else if (declared < t.roundCount()
            && std::any_of(t.players.cbegin(), t.players.cend(),
                [](const Player &p) { return p.hasDeclaredPoints || p.declaredRank > 0; })) {
            standingsOptions.rounds = declared;
            standingsNote = tr("the imported points and ranks are those after round %1; checked "
                               "against the standings after round %1")
                                .arg(declared);
        }
    }
    int exit = ExitOk;
    const std::optional<ScoredStandings> scored
        = cliStandings(standingsOptions, t, fileName, presets, err, &exit);
    if (!scored)
        return exit;
    const Standings &st = scored->standings;
    QList<StandingFinding> standings;
    for (const ConsistencyFinding &f : pairingFindings(t))
        standings.append({QStringLiteral("pairing"), f.players.value(0), {}, {}, f.text});
    for (const StandingRow &row : startList ? QList<StandingRow>() : st.rows) {
        const Player &p = t.players[row.playerIndex];
        if (p.hasDeclaredPoints && p.declaredPoints != row.points)
            standings.append({QStringLiteral("points"), p.startNo, p.declaredPoints.toString(),
                row.points.toString(),
                tr("player %1 (%2): file says %3 points, computed %4")
                    .arg(p.startNo)
                    .arg(p.name, p.declaredPoints.toString(), row.points.toString())});
        if (p.declaredRank > 0 && p.declaredRank != row.rank)
            standings.append({QStringLiteral("rank"), p.startNo, QString::number(p.declaredRank),
                QString::number(row.rank) + (row.sharedRank ? QStringLiteral("=") : QString()),
                tr("player %1 (%2): file says rank %3, computed %4%5")
                    .arg(p.startNo)
                    .arg(p.name)
                    .arg(p.declaredRank)
                    .arg(row.rank)
                    .arg(row.sharedRank ? tr(" (shared)") : QString())});
    }
    // A round the arbiter imported although the rules would not give it carries its record.
    const auto recordedAtImport
        = [&t](const RoundCheck &r) { return t.hasRecord(importRecord(r)); };
    const int differences = pairings.differing() + int(standings.size());
    QStringList tieBreaks;
    for (const TieBreakSpec &s : st.tieBreaks)
        tieBreaks << s.text;

    if (json) {
        QJsonObject root;
        root[QStringLiteral("file")] = fileName;
        root[QStringLiteral("format")] = format;
        root[QStringLiteral("tournament")] = t.name;
        root[QStringLiteral("players")] = int(t.players.size());
        root[QStringLiteral("rounds")] = last;
        root[QStringLiteral("adjustments")] = messagesJson(read.adjustments);
        root[QStringLiteral("warnings")] = messagesJson(read.warnings);
        QJsonObject p;
        p[QStringLiteral("system")] = pairings.system;
        p[QStringLiteral("checked")] = pairings.notChecked.isEmpty();
        p[QStringLiteral("notChecked")] = messagesJson(pairings.notChecked);
        QJsonArray rounds;
        for (const RoundCheck &r : pairings.rounds) {
            QJsonObject ro;
            ro[QStringLiteral("round")] = r.round;
            ro[QStringLiteral("agrees")] = r.agrees();
            if (!r.error.isEmpty())
                ro[QStringLiteral("error")] = r.error;
            ro[QStringLiteral("onlyFile")] = boardsJson(r.onlyFile);
            ro[QStringLiteral("onlyEngine")] = boardsJson(r.onlyEngine);
            if (!r.agrees()) {
                ro[QStringLiteral("recordedAtImport")] = recordedAtImport(r);
                ro[QStringLiteral("recordedAsManualPairing")] = recordedAsManualPairing(t, r);
            }
            QJsonArray corrected;
            for (int c : r.corrected)
                corrected.append(c);
            ro[QStringLiteral("correctionsTakenBack")] = corrected;
            rounds.append(ro);
        }
        p[QStringLiteral("rounds")] = rounds;
        p[QStringLiteral("meetings")] = QJsonArray::fromStringList(pairings.meetings);
        p[QStringLiteral("differing")] = pairings.differing();
        root[QStringLiteral("pairings")] = p;
        QJsonObject s;
        s[QStringLiteral("afterRound")] = st.rounds;
        s[QStringLiteral("tiebreaks")] = QJsonArray::fromStringList(tieBreaks);
        if (!standingsNote.isEmpty())
            s[QStringLiteral("note")] = standingsNote;
        QJsonArray findings;
        for (const StandingFinding &f : std::as_const(standings)) {
            QJsonObject fo;
            fo[QStringLiteral("kind")] = f.kind;
            fo[QStringLiteral("startno")] = f.startNo;
            if (!f.file.isEmpty()) {
                fo[QStringLiteral("file")] = f.file;
                fo[QStringLiteral("computed")] = f.computed;
            }
            fo[QStringLiteral("text")] = f.text;
            findings.append(fo);
        }
        s[QStringLiteral("differences")] = findings;
        root[QStringLiteral("standings")] = s;
        root[QStringLiteral("differences")] = differences;
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return differences == 0 ? ExitOk : ExitDifferences;
    }

    out << (last == 1
            ? tr("%1: %2, %3 players, 1 round").arg(fileName, format).arg(t.players.size())
            : tr("%1: %2, %3 players, %4 rounds")
                  .arg(fileName, format)
                  .arg(t.players.size())
                  .arg(last))
        << "\n";
    for (const TrfMessage &a : read.adjustments)
        out << tr("adjusted: ") << a.toString() << "\n";
    if (!pairings.notChecked.isEmpty()) {
        for (const TrfMessage &m : pairings.notChecked)
            out << tr("pairings not checked: ") << m.toString() << "\n";
    } else {
        for (const RoundCheck &r : pairings.rounds) {
            if (!r.error.isEmpty()) {
                out << tr("round %1: the engine cannot pair it: %2").arg(r.round).arg(r.error)
                    << "\n";
            } else if (!r.agrees()) {
                out << tr("round %1 differs: file %2; engine %3")
                           .arg(r.round)
                           .arg(boardsOrNone(r.onlyFile), boardsOrNone(r.onlyEngine))
                    << (recordedAtImport(r)
                               ? tr(" (recorded when it was imported: %1)").arg(importRecord(r))
                               : recordedAsManualPairing(t, r)
                               ? tr(" (recorded as paired by hand: %1)")
                                     .arg(ManualPairing::of(r.round, r.onlyFile, r.onlyEngine)
                                              .key()
                                              .chopped(1))
                               : QString())
                    << "\n";
            } else if (!r.corrected.isEmpty()) {
                QStringList c;
                for (int k : r.corrected)
                    c << QString::number(k);
                out << tr("round %1: paired before a correction of round %2; it agrees with the "
                          "results as they stood then")
                           .arg(r.round)
                           .arg(c.join(QStringLiteral(", ")))
                    << "\n";
            }
        }
        for (const QString &m : pairings.meetings)
            out << tr("pairings: %1").arg(m) << "\n";
        if (t.isRoundRobin()) {
            // Its rounds are not paired again: the pairing numbers are drawn by lot.
            if (pairings.meetings.isEmpty())
                out << (pairings.scheduleComplete
                        ? tr("pairings: every pair of the round robin meets once a cycle "
                             "(%1 rounds)")
                        : tr("pairings: no pair of the round robin meets more than once a "
                             "cycle (%1 rounds so far)"))
                           .arg(last)
                    << "\n";
        } else if (pairings.differing() == 0) {
            out << (last == 1 ? tr("pairings: round 1 agrees with the %1").arg(pairings.system)
                              : tr("pairings: all %1 rounds agree with the %2")
                                    .arg(last)
                                    .arg(pairings.system))
                << "\n";
        } else {
            out << tr("pairings: %1 of %2 rounds differ from the %3")
                       .arg(pairings.differing())
                       .arg(last)
                       .arg(pairings.system)
                << "\n";
        }
    }
    if (!standingsNote.isEmpty())
        out << fileName << ": " << standingsNote << "\n";
    for (const StandingFinding &f : std::as_const(standings))
        out << f.text << "\n";
    if (standings.isEmpty())
        out << tr("%1: points and ranks agree (%2 players), tie-breaks %3")
                   .arg(fileName)
                   .arg(st.rows.size())
                   .arg(tieBreaks.isEmpty() ? tr("none") : tieBreaks.join(u' '))
            << "\n";
    if (differences == 0)
        return ExitOk;
    out << tr("%1: %2 difference(s)").arg(fileName).arg(differences) << "\n";
    return ExitDifferences;
}

} // namespace arb
