// SPDX-License-Identifier: GPL-3.0-or-later
// Copying a whole event between back ends: File → Move event to server, Copy event
// to a file, arbiter-cli copy. File to file always; SQLite → PostgreSQL → SQLite with
// ARBITER_TEST_PG_URL (ctest tst_storage_postgresql), skipped, saying so, without.
#include "clirun.h"
#include "eventcopy.h"
#include "playoff/playoffstore.h"
#include "presets/presetlibrary.h"
#include "storagetestutil.h"
#include "testpaths.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_EventCopy : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void fileToFile();
    void teamsToFile();
    void serverRoundTrip();
    void refusedLeavesNothing();
    void cliCopy();
    void cliImportsTrf();

private:
    //! A file event with everything a copy must keep: players, games, results, byes, event
    //! fields, scoring, tie-breaks, a preset applied and one saved, a play-off with results,
    //! and an audit log with undone, redone and discarded entries.
    void makeEvent(const QString &path);
    std::unique_ptr<QTemporaryDir> m_dir;
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

namespace {

Preset shipped(const QString &id)
{
    QTemporaryDir userDir;
    const PresetLibrary library(userDir.path());
    const auto p = library.find(id);
    if (!p)
        qFatal("no shipped preset %s", qPrintable(id));
    return *p;
}

// Everything the copy must have kept: the TRF export (the audit log as ### lines with ids and
// times), the audit log itself, the event in memory, presets, and where undo and redo stand.
void compareEvents(const TournamentDatabase &a, const TournamentDatabase &b)
{
    QCOMPARE(QString::fromUtf8(b.exportTrf()), QString::fromUtf8(a.exportTrf()));
    const QList<AuditEntry> la = a.auditLog();
    const QList<AuditEntry> lb = b.auditLog();
    QCOMPARE(lb.size(), la.size());
    for (int i = 0; i < la.size(); ++i) {
        QCOMPARE(lb[i].id, la[i].id);
        QCOMPARE(lb[i].when, la[i].when);
        QCOMPARE(lb[i].what, la[i].what);
        QCOMPARE(lb[i].before, la[i].before);
        QCOMPARE(lb[i].after, la[i].after);
        QCOMPARE(lb[i].reason, la[i].reason);
        QCOMPARE(lb[i].state, la[i].state);
    }
    QVERIFY(b.tournament() == a.tournament());
    QCOMPARE(b.presets(), a.presets());
    QCOMPARE(b.undoText(), a.undoText());
    QCOMPARE(b.redoText(), a.redoText());
    QCOMPARE(b.appliedPreset().has_value(), a.appliedPreset().has_value());
    if (a.appliedPreset())
        QCOMPARE(b.appliedPreset()->id, a.appliedPreset()->id);
    for (const Player &p : a.tournament().players)
        QCOMPARE(b.withdrawnFrom(p.startNo), a.withdrawnFrom(p.startNo));
}

// The copy goes on where the original stood: undo takes back the same change on both, and a
// new change gets the next id (on a server: the identity sequence continues after the copy).
void continuesTheSame(TournamentDatabase &a, TournamentDatabase &b)
{
    QString error;
    QVERIFY2(a.undo(&error), qPrintable(error));
    QVERIFY2(b.undo(&error), qPrintable(error));
    QVERIFY2(a.setEventField(QStringLiteral("city"), QStringLiteral("Tilburg"), {}, &error),
        qPrintable(error));
    QVERIFY2(b.setEventField(QStringLiteral("city"), QStringLiteral("Tilburg"), {}, &error),
        qPrintable(error));
    QCOMPARE(b.auditLog().last().id, a.auditLog().last().id);
    QVERIFY(b.tournament() == a.tournament());
}

} // namespace

void tst_EventCopy::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_EventCopy::makeEvent(const QString &path)
{
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.createFrom(
                 path, readGeneratedTournament(QStringLiteral("gen_drr_6p_10r_s208.trf")), &error),
        qPrintable(error));
    QVERIFY2(db.applyPreset(shipped(QStringLiteral("us-chess")), {}, &error), qPrintable(error));
    QVERIFY2(db.setTieBreaks(
                 {QStringLiteral("DE"), QStringLiteral("SB")}, QStringLiteral("rules"), &error),
        qPrintable(error));
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Wijk aan Zee"), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setResult(1, 1, '=', QStringLiteral("scoresheet"), &error), qPrintable(error));
    QVERIFY2(db.clearEntry(10, 1, {}, &error), qPrintable(error));
    QVERIFY2(db.setBye(10, 1, 'H', {}, &error), qPrintable(error));
    QVERIFY2(db.setWithdrawal(2, 10, {}, &error) || db.setResult(2, 3, '1', {}, &error),
        qPrintable(error));
    QVERIFY2(
        db.savePreset(QStringLiteral("mine"), {QStringLiteral("BH"), QStringLiteral("SB")}, &error),
        qPrintable(error));
    PlayoffConfig c = PlayoffConfig::tataSteel();
    c.lotsSeed = 4242;
    c.start = QStringLiteral("2026-01-30 17:00");
    if (db.setPlayoffConfig(c, {}, &error))
        db.setPlayoffResult(1, QStringLiteral("S1.G1"), GameResult::WhiteWin);
    // Undone, redone, undone again and discarded by a new change: every state of the log.
    QVERIFY(db.undo());
    QVERIFY(db.redo());
    QVERIFY(db.undo());
    QVERIFY2(db.setResult(2, 1, '0', {}, &error), qPrintable(error));
    QVERIFY(db.undo());
    QVERIFY(db.canRedo());
    QVERIFY(db.auditLog().size() > 10);
}

void tst_EventCopy::fileToFile()
{
    const QString original = tempPath(QStringLiteral("original.arbiter"));
    makeEvent(original);
    const QString copyPath = tempPath(QStringLiteral("copy.arbiter"));
    QString error;
    TournamentDatabase a;
    QVERIFY2(a.open(original, &error), qPrintable(error));
    QVERIFY2(a.copyEventTo(copyPath, &error), qPrintable(error));
    TournamentDatabase b;
    QVERIFY2(b.open(copyPath, &error), qPrintable(error));
    QVERIFY2(b.warnings().isEmpty(), qPrintable(b.warnings().join(u'\n')));
    compareEvents(a, b);
    QVERIFY(storedPlayoffConfig(b.tournament()).has_value());
    QVERIFY(b.tournament().tieBreaks == (QStringList {QStringLiteral("DE"), QStringLiteral("SB")}));
    continuesTheSame(a, b);
}

void tst_EventCopy::teamsToFile()
{
    const TrfReadResult r
        = readTrfFile(sharedDir() + "/fixtures/trf/team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf");
    QVERIFY(r.ok());
    QString error;
    TournamentDatabase a;
    const QString where = serverDatabaseOr(tempPath(QStringLiteral("teams.arbiter")));
    QVERIFY2(a.createFrom(where, r.tournament, &error), qPrintable(error));
    QVERIFY(!a.tournament().teamData.isEmpty());
    Team team = a.tournament().teamData.teams.first();
    team.name = QStringLiteral("Renamed");
    QVERIFY2(a.setTeam(team, {}, &error), qPrintable(error));
    const QString copyPath = tempPath(QStringLiteral("teams-copy.arbiter"));
    QVERIFY2(a.copyEventTo(copyPath, &error), qPrintable(error));
    TournamentDatabase b;
    QVERIFY2(b.open(copyPath, &error), qPrintable(error));
    compareEvents(a, b);
    QCOMPARE(b.tournament().teamData.teams.first().name, QStringLiteral("Renamed"));
}

// SQLite → PostgreSQL → SQLite: nothing lost either way (Move event to server).
void tst_EventCopy::serverRoundTrip()
{
    QString url;
    ARB_SERVER_DATABASE_OR_SKIP(url);
    const QString original = tempPath(QStringLiteral("original.arbiter"));
    makeEvent(original);
    QString error;
    TournamentDatabase file;
    QVERIFY2(file.open(original, &error), qPrintable(error));
    QVERIFY2(file.copyEventTo(url, &error), qPrintable(error));
    TournamentDatabase server;
    QVERIFY2(server.open(url, &error), qPrintable(error));
    QVERIFY(server.isServer());
    QVERIFY2(server.warnings().isEmpty(), qPrintable(server.warnings().join(u'\n')));
    compareEvents(file, server);
    // And back into a new file.
    const QString back = tempPath(QStringLiteral("back.arbiter"));
    QVERIFY2(server.copyEventTo(back, &error), qPrintable(error));
    TournamentDatabase again;
    QVERIFY2(again.open(back, &error), qPrintable(error));
    compareEvents(file, again);
    // The server's event goes on as the file does: the audit ids continue after the copied ones.
    continuesTheSame(file, server);
    // Copying into a database that already holds an event is refused; the event is unchanged.
    const QByteArray before = server.exportTrf();
    QVERIFY(!again.copyEventTo(url, &error));
    QVERIFY2(error.contains(QStringLiteral("already holds an Arbiter event")), qPrintable(error));
    TournamentDatabase check;
    QVERIFY2(check.open(url, &error), qPrintable(error));
    QCOMPARE(check.exportTrf(), before);
}

void tst_EventCopy::refusedLeavesNothing()
{
    const QString original = tempPath(QStringLiteral("original.arbiter"));
    makeEvent(original);
    QString error;
    TournamentDatabase a;
    QVERIFY2(a.open(original, &error), qPrintable(error));
    const QByteArray trf = a.exportTrf();
    // An existing file is never overwritten.
    const QString existing = tempPath(QStringLiteral("existing.arbiter"));
    {
        QFile f(existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
    }
    QVERIFY(!a.copyEventTo(existing, &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
    QFile kept(existing);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("keep me"));
    // Onto itself, and into a folder that does not exist: refused, nothing left behind.
    QVERIFY(!a.copyEventTo(original, &error));
    QVERIFY2(error.contains(QStringLiteral("the event itself")), qPrintable(error));
    const QString nowhere = tempPath(QStringLiteral("no/such/folder/copy.arbiter"));
    QVERIFY(!a.copyEventTo(nowhere, &error));
    QVERIFY(!QFileInfo::exists(nowhere));
    QCOMPARE(a.exportTrf(), trf);
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("*.arbiter")}, QDir::Files),
        (QStringList {QStringLiteral("existing.arbiter"), QStringLiteral("original.arbiter")}));
}

// arbiter-cli copy FROM TO: the same copy from the command line.
void tst_EventCopy::cliCopy()
{
    const QString original = tempPath(QStringLiteral("original.arbiter"));
    makeEvent(original);
    const QString target = serverDatabaseOr(tempPath(QStringLiteral("cli-copy.arbiter")));
    const CliRun run = runCliCommand({QStringLiteral("copy"), original, target});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    const auto address = storage::postgres::parse(target, nullptr);
    QVERIFY2(
        !address || address->password.isEmpty() || !(run.out + run.err).contains(address->password),
        qPrintable(run.out + run.err));
    QString error;
    TournamentDatabase a, b;
    QVERIFY2(a.open(original, &error), qPrintable(error));
    QVERIFY2(b.open(target, &error), qPrintable(error));
    compareEvents(a, b);
    // Again into the same place: refused, saying why.
    const CliRun again = runCliCommand({QStringLiteral("copy"), original, target});
    QVERIFY(again.code != 0);
    QVERIFY2(!again.err.trimmed().isEmpty(), "no message");
}

// arbiter-cli copy FILE.trf TO: a TRF file is imported into a new event at TO (file or server);
// a file that is no TRF is refused, naming it, and leaves nothing behind.
void tst_EventCopy::cliImportsTrf()
{
    const QString original = tempPath(QStringLiteral("trf-source.arbiter"));
    makeEvent(original);
    QString error;
    TournamentDatabase a;
    QVERIFY2(a.open(original, &error), qPrintable(error));
    const QString trfText = a.exportTrf();
    const QString trf = tempPath(QStringLiteral("event.trf"));
    {
        QFile f(trf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(trfText.toUtf8());
    }
    const QString target = serverDatabaseOr(tempPath(QStringLiteral("from-trf.arbiter")));
    const CliRun run = runCliCommand({QStringLiteral("copy"), trf, target});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("imported")), qPrintable(run.out));
    TournamentDatabase b;
    QVERIFY2(b.open(target, &error), qPrintable(error));
    // The records (the "###" comment lines carry the audit log, which starts anew with the
    // import).
    const auto records = [](const QString &text) {
        QStringList lines = text.split(u'\n');
        lines.removeIf([](const QString &l) { return l.startsWith(u"###"); });
        return lines;
    };
    QCOMPARE(records(b.exportTrf()), records(trfText));
    QCOMPARE(b.tournament().players.size(), a.tournament().players.size());

    const QString garbage = tempPath(QStringLiteral("garbage.trf"));
    {
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("001 this is not a player line\n");
    }
    const QString nothing = tempPath(QStringLiteral("from-garbage.arbiter"));
    const CliRun bad = runCliCommand({QStringLiteral("copy"), garbage, nothing});
    QVERIFY(bad.code != 0);
    QVERIFY2(bad.err.contains(QStringLiteral("garbage.trf")), qPrintable(bad.err));
    QVERIFY(!QFileInfo::exists(nothing));
}

QTEST_GUILESS_MAIN(tst_EventCopy)
#include "tst_eventcopy.moc"
