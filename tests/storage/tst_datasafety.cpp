// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing lost, nothing crashes: one case per kind of fault or bad input. Damaged headers,
// impossible numbers, stale locks, links: each ends in a message naming the file, never in a
// crash, and never loses what was committed.
#include "clirun.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <memory>

using namespace arb;
using namespace arb::storagetest;

namespace {

// Writes \a value into the database header's user_version field (offset 60, big-endian), as a
// flipped bit on disk would, without SQLite.
bool pokeUserVersion(const QString &path, quint32 value)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || !f.seek(60))
        return false;
    const quint32 be = qToBigEndian(value);
    return f.write(reinterpret_cast<const char *>(&be), 4) == 4;
}

// Makes \a path unwritable for this process: permissions, or for root (who ignores them) the
// immutable attribute. Returns false when neither works; \a immutable says which was used.
bool makeUnwritable(const QString &path, bool *immutable)
{
    *immutable = false;
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    if (!QFileInfo(path).isWritable())
        return true;
    if (QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), path}) != 0)
        return false;
    *immutable = true;
    return !QFileInfo(path).isWritable();
}

} // namespace

class tst_DataSafety : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void badSchemaVersion_data();
    void badSchemaVersion();
    void impossibleRound_data();
    void impossibleRound();
    void presetIdsAreNames();
    void staleLockTakenOver_data();
    void staleLockTakenOver();
    void linkRefusedAsSecondWriter();
    void linkRefusedAcrossProcesses();
    void readOnlyOpenLeavesNoShm();
    void leftoverShmDoesNotBlock();
    void checkpointOnRoundCompletion();
    void walRemovedWhileOpen();
    void damagedWalSaysSo();
    void diskFullSaysDiskFull();
    void folderInPlaceOfTheLock();

private:
    //! Creates a tournament file with two players and a game with a result.
    void makeFile(const QString &path);
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_immutable; //!< paths made immutable (chattr +i), undone in cleanup()
    QString m_mounted; //!< a tmpfs mounted by a test, unmounted in cleanup()
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

void tst_DataSafety::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_DataSafety::cleanup()
{
    for (const QString &path : std::as_const(m_immutable))
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
    m_immutable.clear();
    if (!m_mounted.isEmpty())
        QProcess::execute(QStringLiteral("umount"), {m_mounted});
    m_mounted.clear();
    m_dir.reset();
}

void tst_DataSafety::makeFile(const QString &path)
{
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(1, QStringLiteral("Alpha, Ann"), 2100), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(2, QStringLiteral("Beta, Bob"), 2000), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setGame(1, 1, 2, '1', {}, &error), qPrintable(error));
}

void tst_DataSafety::badSchemaVersion_data()
{
    QTest::addColumn<quint32>("version");
    QTest::addColumn<QString>("expected");
    QTest::newRow("-1") << quint32(0xffffffff) << QStringLiteral("damaged");
    QTest::newRow("top bit flipped") << quint32(0x80000004) << QStringLiteral("damaged");
    QTest::newRow("2147483647") << quint32(0x7fffffff) << QStringLiteral("newer version");
}

// A negative or huge PRAGMA user_version (one flipped bit) is refused with a message
// naming the file, by the storage layer and by arbiter-cli, and the file is left as it was.
void tst_DataSafety::badSchemaVersion()
{
    QFETCH(quint32, version);
    QFETCH(QString, expected);
    const QString path = tempPath(QStringLiteral("version.arbiter"));
    makeFile(path);
    QVERIFY(pokeUserVersion(path, version));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();

    TournamentDatabase db;
    QString error;
    QVERIFY(!db.open(path, &error));
    QVERIFY(!db.isOpen());
    QVERIFY2(error.contains(path) && error.contains(expected), qPrintable(error));

    const CliRun r = runCliCommand({QStringLiteral("standings"), path});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));

    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    f.close();
    // Put right, the file opens with everything in it.
    QVERIFY(pokeUserVersion(path, quint32(TournamentDatabase::SchemaVersion)));
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 2);
}

void tst_DataSafety::impossibleRound_data()
{
    QTest::addColumn<QStringList>("forge");
    QTest::addColumn<QString>("expected");
    QTest::newRow("results row in round 2147483647")
        << QStringList {QStringLiteral(
               "INSERT INTO results VALUES (1, 2147483647, 2, 'w', '1', 1)")}
        << QStringLiteral("table results, row start_no 1, round 2147483647");
    QTest::newRow("2147483647 declared rounds")
        << QStringList {QStringLiteral(
               "UPDATE meta SET value = '2147483647' WHERE key = 'declaredRounds'")}
        << QStringLiteral("table meta, row declaredRounds: 2147483647");
}

// A round number of 2147483647 in a results row or as the declared rounds opens with a
// message naming the file, the table and the row, instead of aborting; the row is not used but
// stays in the file, and everything else is there.
void tst_DataSafety::impossibleRound()
{
    QFETCH(QStringList, forge);
    QFETCH(QString, expected);
    const QString path = tempPath(QStringLiteral("round.arbiter"));
    makeFile(path);
    QVERIFY(rawSql(path, forge));

    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 2);
    QCOMPARE(db.tournament().players[0].rounds.size(), 1);
    QCOMPARE(db.tournament().players[0].rounds[0].code, '1');
    QVERIFY(db.tournament().declaredRounds < 1000);
    const QString warnings = db.warnings().join(u'\n');
    QVERIFY2(warnings.contains(path) && warnings.contains(expected), qPrintable(warnings));
    // Changes still work, and the row is still in the file.
    QVERIFY2(db.setGame(2, 2, 1, '=', {}, &error), qPrintable(error));
    db.close();

    const CliRun r = runCliCommand({QStringLiteral("standings"), path});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Alpha, Ann")), qPrintable(r.out));

    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players[0].rounds.size(), 2);
    QVERIFY(db.warnings().join(u'\n').contains(expected));
}

// A preset id is a name, never a path: remove, save and import refuse "../x" with a
// clear message, and no file outside the preset folder is touched.
void tst_DataSafety::presetIdsAreNames()
{
    const QString presets = tempPath(QStringLiteral("presets"));
    QVERIFY(QDir().mkpath(presets));
    const QString victim = tempPath(QStringLiteral("victim.json"));
    QFile v(victim);
    QVERIFY(v.open(QIODevice::WriteOnly));
    v.write("{\"keep\": true}\n");
    v.close();
    const QStringList dir = {QStringLiteral("--preset-dir"), presets};

    CliRun r = runCliCommand(QStringList {QStringLiteral("presets"), QStringLiteral("remove"),
                                 QStringLiteral("../victim")}
        + dir);
    QCOMPARE(r.code, 5);
    QVERIFY2(r.err.contains(QStringLiteral("not a preset id")), qPrintable(r.err));
    QVERIFY(QFileInfo::exists(victim));

    r = runCliCommand(
        QStringList {QStringLiteral("presets"), QStringLiteral("save"), QStringLiteral("../saved"),
            QStringLiteral("--preset"), QStringLiteral("fide-individual-swiss")}
        + dir);
    QCOMPARE(r.code, 5);
    QVERIFY2(r.err.contains(QStringLiteral("not a preset id")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(tempPath(QStringLiteral("saved.json"))));

    // A preset file whose id is a path.
    const QString exported = tempPath(QStringLiteral("exported.json"));
    r = runCliCommand({QStringLiteral("presets"), QStringLiteral("export"),
        QStringLiteral("fide-individual-swiss"), exported});
    QCOMPARE(r.code, 0);
    QFile e(exported);
    QVERIFY(e.open(QIODevice::ReadOnly));
    QByteArray json = e.readAll();
    e.close();
    QVERIFY(json.contains("\"fide-individual-swiss\""));
    json.replace("\"fide-individual-swiss\"", "\"../imported\"");
    const QString forged = tempPath(QStringLiteral("forged.json"));
    QFile f(forged);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    r = runCliCommand(
        QStringList {QStringLiteral("presets"), QStringLiteral("import"), forged} + dir);
    QCOMPARE(r.code, 5);
    QVERIFY2(r.err.contains(QStringLiteral("\"../imported\"")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(tempPath(QStringLiteral("imported.json"))));

    // Plain names still work.
    r = runCliCommand(QStringList {QStringLiteral("presets"), QStringLiteral("save"),
                          QStringLiteral("club-rapid-2026"), QStringLiteral("--preset"),
                          QStringLiteral("fide-individual-swiss")}
        + dir);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runCliCommand(QStringList {QStringLiteral("presets"), QStringLiteral("remove"),
                          QStringLiteral("club-rapid-2026")}
        + dir);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo::exists(victim));
}

void tst_DataSafety::staleLockTakenOver_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("empty lock (power cut)") << QStringLiteral("empty");
    QTest::newRow("garbage lock") << QStringLiteral("garbage");
    QTest::newRow("lock of a dead process") << QStringLiteral("dead");
}

// A lock file left empty by a power cut, unreadable, or naming a process that is gone
// is recognised and taken over with a note naming the file, not "already open (process 0 on )".
void tst_DataSafety::staleLockTakenOver()
{
    QFETCH(QString, kind);
    const QString path = tempPath(QStringLiteral("stale.arbiter"));
    makeFile(path);
    const QString lock = path + QStringLiteral(".lock");
    QByteArray content;
    if (kind == u"garbage") {
        content = QByteArray("\x01\x02 not a lock\n", 14);
    } else if (kind == u"dead") {
        QProcess gone;
        gone.start(QStringLiteral("true"));
        QVERIFY(gone.waitForFinished());
        content = QStringLiteral("%1\narbiter\n%2\n")
                      .arg(gone.processId() ? gone.processId() : 999999)
                      .arg(QSysInfo::machineHostName())
                      .toUtf8();
    }
    {
        QFile f(lock);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        QVERIFY(f.flush());
        // Written an hour ago: not a lock file being written right now.
        QVERIFY(f.setFileTime(
            QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 2);
    const QString notes = db.warnings().join(u'\n');
    QVERIFY2(
        notes.contains(path) && notes.contains(QStringLiteral("taken over")), qPrintable(notes));
    // The lock is ours now: a second open is refused, naming this process.
    TournamentDatabase second;
    QVERIFY(!second.open(path, &error));
    QVERIFY2(
        error.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(error));
    db.close();
    QVERIFY(!QFileInfo::exists(lock));

    // A lock file being written right now (empty and brand new) is not taken.
    QFile f(lock);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QVERIFY(!db.open(path, &error));
    QVERIFY2(
        error.contains(path) && !error.contains(QStringLiteral("process 0")), qPrintable(error));
    QVERIFY(QFileInfo::exists(lock));
}

// The same file opened through a symbolic or a hard link is refused as a second writer,
// and the first writer's changes are all kept.
void tst_DataSafety::linkRefusedAsSecondWriter()
{
    const QString path = tempPath(QStringLiteral("linked.arbiter"));
    makeFile(path);
    const QString symlink = tempPath(QStringLiteral("symlink.arbiter"));
    const QString hardlink = tempPath(QStringLiteral("hardlink.arbiter"));
    QVERIFY(QFile::link(path, symlink));
    QVERIFY(QProcess::execute(QStringLiteral("ln"), {path, hardlink}) == 0);
    TournamentDatabase first;
    QString error;
    QVERIFY2(first.open(path, &error), qPrintable(error));
    for (const QString &link : {symlink, hardlink}) {
        TournamentDatabase second;
        QVERIFY2(!second.open(link, &error), qPrintable(link));
        QVERIFY2(error.contains(link) && error.contains(QStringLiteral("already open")),
            qPrintable(error));
        QVERIFY(!second.isOpen());
    }
    QVERIFY2(first.setGame(2, 2, 1, '=', {}, &error), qPrintable(error));
    first.close();
    // Closed, the file opens under any of its names, with every change.
    TournamentDatabase again;
    QVERIFY2(again.open(hardlink, &error), qPrintable(error));
    QCOMPARE(again.tournament().players[0].rounds.size(), 2);
}

// Across processes: while another process writes the file, opening it through a hard
// link (which has a lock file of its own) is refused by SQLite's lock, and every commit the
// writer reported is in the file.
void tst_DataSafety::linkRefusedAcrossProcesses()
{
    const QString path = tempPath(QStringLiteral("writer.arbiter"));
    {
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        for (int i = 1; i <= 40; ++i)
            QVERIFY2(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2400 - i), {}, &error),
                qPrintable(error));
    }
    const QString hardlink = tempPath(QStringLiteral("other-name.arbiter"));
    QVERIFY(QProcess::execute(QStringLiteral("ln"), {path, hardlink}) == 0);
    QProcess writer;
    writer.start(QStringLiteral(CRASH_WRITER_PATH), {path});
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < 5 && timer.elapsed() < 30000) {
        writer.waitForReadyRead(1000);
        out += writer.readAllStandardOutput();
    }
    QVERIFY(out.count('\n') >= 5);
    TournamentDatabase second;
    QString error;
    QVERIFY(!second.open(hardlink, &error));
    QVERIFY2(error.contains(hardlink) && error.contains(QStringLiteral("already open")),
        qPrintable(error));
    QVERIFY(!second.isOpen());
    writer.kill();
    QVERIFY(writer.waitForFinished());
    out += writer.readAllStandardOutput();
    int reported = 0;
    for (const QByteArray &line : out.split('\n'))
        reported += line.startsWith("committed ") ? 1 : 0;
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    const int changes = int(db.auditLog().size()) - 40;
    QVERIFY2(changes == reported || changes == reported + 1,
        qPrintable(QStringLiteral("%1 changes for %2 reported").arg(changes).arg(reported)));
}

// Opening a read-only file leaves no (read-only) FILE-shm behind, so the file takes
// changes as soon as it is writable again.
void tst_DataSafety::readOnlyOpenLeavesNoShm()
{
    const QString path = tempPath(QStringLiteral("readonly.arbiter"));
    makeFile(path);
    bool immutable = false;
    if (!makeUnwritable(path, &immutable))
        QSKIP("cannot make a file read-only here (root without chattr)");
    if (immutable)
        m_immutable.append(path);
    {
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.open(path, &error), qPrintable(error));
        QCOMPARE(db.tournament().players.size(), 2);
    }
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
    if (immutable)
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
    m_immutable.clear();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Linz"), {}, &error),
        qPrintable(error));
}

// A read-only FILE-shm left by an earlier read-only open does not keep the file
// unwritable.
void tst_DataSafety::leftoverShmDoesNotBlock()
{
    const QString path = tempPath(QStringLiteral("shm.arbiter"));
    makeFile(path);
    const QString shm = path + QStringLiteral("-shm");
    {
        QFile f(shm);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(32768, '\0'));
    }
    bool immutable = false;
    if (!makeUnwritable(shm, &immutable))
        QSKIP("cannot make a file read-only here (root without chattr)");
    if (immutable)
        m_immutable.append(shm);
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Linz"), {}, &error),
        qPrintable(error));
    db.close();
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().city, QStringLiteral("Linz"));
}

// When a round is complete the WAL is written back into the file, so that a copy of the
// file alone (without FILE-wal) holds every result.
void tst_DataSafety::checkpointOnRoundCompletion()
{
    const QString path = tempPath(QStringLiteral("rounds.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    for (int i = 1; i <= 4; ++i)
        QVERIFY2(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2000 + i), {}, &error),
            qPrintable(error));
    QVERIFY2(db.setGame(1, 1, 2, ' ', {}, &error), qPrintable(error));
    QVERIFY2(db.setGame(1, 3, 4, ' ', {}, &error), qPrintable(error));
    QVERIFY2(db.setResult(1, 1, '1', {}, &error), qPrintable(error));
    QVERIFY2(db.setResult(1, 3, '=', {}, &error), qPrintable(error)); // round 1 complete
    const QString copy = tempPath(QStringLiteral("copy.arbiter"));
    QVERIFY(QFile::copy(path, copy));
    QVERIFY(!QFileInfo::exists(copy + QStringLiteral("-wal")));
    TournamentDatabase backup;
    QVERIFY2(backup.open(copy, &error), qPrintable(error));
    QCOMPARE(backup.tournament().players.size(), 4);
    QCOMPARE(backup.tournament().players[0].rounds.value(0).code, '1');
    QCOMPARE(backup.tournament().players[2].rounds.value(0).code, '=');
    QVERIFY(backup.tournament() == db.tournament());
}

// A FILE-wal removed while the file is open is noticed at the next change, reported
// with the file's name, and everything committed is written back into the file.
void tst_DataSafety::walRemovedWhileOpen()
{
    const QString path = tempPath(QStringLiteral("wal.arbiter"));
    makeFile(path);
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Graz"), {}, &error),
        qPrintable(error));
    const QString wal = path + QStringLiteral("-wal");
    QVERIFY(QFileInfo::exists(wal));
    QVERIFY(QFile::remove(wal));
    QVERIFY2(db.setEventField(QStringLiteral("name"), QStringLiteral("Open"), {}, &error),
        qPrintable(error));
    const QString notes = db.warnings().join(u'\n');
    QVERIFY2(notes.contains(wal) && notes.contains(QStringLiteral("removed")), qPrintable(notes));
    QVERIFY(QFileInfo::exists(wal)); // a new journal
    // The file alone holds everything committed so far.
    const QString copy = tempPath(QStringLiteral("copy.arbiter"));
    QVERIFY(QFile::copy(path, copy));
    TournamentDatabase other;
    QVERIFY2(other.open(copy, &error), qPrintable(error));
    QCOMPARE(other.tournament().city, QStringLiteral("Graz"));
    QCOMPARE(other.tournament().players[0].rounds.value(0).code, '1');
    db.close();
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().name, QStringLiteral("Open"));
    QCOMPARE(db.tournament().city, QStringLiteral("Graz"));
}

// The state a crash leaves: FILE and FILE-wal as they are on disk while the program runs. A
// log damaged in its middle (a bit flipped in one frame) makes SQLite drop every change saved
// after the damage: the file opens with a message saying so, the damaged log is kept aside, and
// a log that is not damaged opens with everything.
void tst_DataSafety::damagedWalSaysSo()
{
    const QString path = tempPath(QStringLiteral("crash.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QVERIFY2(db.checkpoint(&error), qPrintable(error));
    // Twelve changes, each its own transaction (no round is completed, so the log grows).
    for (int i = 1; i <= 12; ++i)
        QVERIFY2(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2000 + i), {}, &error),
            qPrintable(error));
    const QString wal = path + QStringLiteral("-wal");
    QFile log(wal);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray logBytes = log.readAll();
    log.close();
    const QByteArray fileBytes = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(logBytes.size() > 32);
    const int pageSize = int(qFromBigEndian<quint32>(logBytes.constData() + 8));
    const int frames = (logBytes.size() - 32) / (24 + pageSize);
    QVERIFY2(frames >= 12, qPrintable(QString::number(frames)));

    auto crashCopy = [&](const QString &name, const QByteArray &logContent) {
        const QString copy = tempPath(name);
        QFile f(copy);
        if (!f.open(QIODevice::WriteOnly) || f.write(fileBytes) != fileBytes.size())
            return QString();
        f.close();
        QFile l(copy + QStringLiteral("-wal"));
        if (!l.open(QIODevice::WriteOnly) || l.write(logContent) != logContent.size())
            return QString();
        return copy;
    };

    // Not damaged: all twelve players.
    const QString intact = crashCopy(QStringLiteral("intact.arbiter"), logBytes);
    QVERIFY(!intact.isEmpty());
    {
        TournamentDatabase other;
        QVERIFY2(other.open(intact, &error), qPrintable(error));
        QCOMPARE(other.tournament().players.size(), 12);
        QVERIFY2(other.warnings().isEmpty(), qPrintable(other.warnings().join(u'\n')));
    }

    // One byte of a page in the middle of the log flipped.
    QByteArray damagedLog = logBytes;
    const int frame = frames / 2;
    damagedLog[32 + frame * (24 + pageSize) + 24 + pageSize / 2] ^= 0x10;
    const QString damaged = crashCopy(QStringLiteral("damaged.arbiter"), damagedLog);
    QVERIFY(!damaged.isEmpty());
    TournamentDatabase other;
    QVERIFY2(other.open(damaged, &error), qPrintable(error));
    QVERIFY(other.tournament().players.size() < 12); // what SQLite could replay
    const QString notes = other.warnings().join(u'\n');
    QVERIFY2(notes.contains(damaged + QStringLiteral("-wal"))
            && notes.contains(QStringLiteral("is damaged"))
            && notes.contains(QStringLiteral("cannot be read")),
        qPrintable(notes));
    const QStringList kept
        = QDir(m_dir->path()).entryList({QStringLiteral("damaged.arbiter-wal.damaged-*")});
    QCOMPARE(kept.size(), 1);
    QVERIFY2(notes.contains(kept[0]), qPrintable(notes));
    QFile keptLog(m_dir->filePath(kept[0]));
    QVERIFY(keptLog.open(QIODevice::ReadOnly));
    QCOMPARE(keptLog.readAll(), damagedLog);
}

// A full disk is reported as a full disk (not "no permission"), and an import that
// fails leaves no file behind.
void tst_DataSafety::diskFullSaysDiskFull()
{
    const QString mount = tempPath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mount));
    if (QProcess::execute(QStringLiteral("mount"),
            {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                QStringLiteral("size=192k"), QStringLiteral("tmpfs"), mount})
        != 0)
        QSKIP("cannot mount a small file system here (needs root)");
    m_mounted = mount;
    // An import too big for the room left: refused as a full disk, and nothing is left.
    Tournament big;
    big.name = QStringLiteral("Big");
    for (int i = 1; i <= 2000; ++i) {
        big.players.append(newPlayer(i,
            QStringLiteral("Player number %1 with a rather long name, to fill pages").arg(i),
            1500 + i, QString::number(100000 + i)));
        big.players.last().rounds.append(RoundEntry {
            i % 2 ? i + 1 : i - 1, i % 2 ? Colour::White : Colour::Black, i % 2 ? '1' : '0', true});
    }
    const QString imported = mount + QStringLiteral("/import.arbiter");
    TournamentDatabase db;
    QString error;
    QVERIFY(!db.createFrom(imported, big, &error));
    QVERIFY2(error.contains(imported) && error.contains(QStringLiteral("disk is full")),
        qPrintable(error));
    QVERIFY(!db.isOpen());
    QCOMPARE(QDir(mount).entryList(QDir::Files | QDir::Hidden).join(u' '), QString());

    // With the disk filled up: the lock cannot be written.
    const QString path = mount + QStringLiteral("/event.arbiter");
    makeFile(path);
    {
        QFile filler(mount + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    QVERIFY(!db.open(path, &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("disk is full"))
            && !error.contains(QStringLiteral("permission")),
        qPrintable(error));
    QFile::remove(mount + QStringLiteral("/filler"));
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 2);
}

void tst_DataSafety::folderInPlaceOfTheLock()
{
    // A folder where the lock file goes is no other program's lock: the open is refused at
    // once, naming it and what to do, never "try again" for ever.
    const QString path = tempPath(QStringLiteral("event.arbiter"));
    makeFile(path);
    QVERIFY(QDir().mkpath(path + QStringLiteral(".lock")));
    TournamentDatabase db;
    QString error;
    QVERIFY(!db.open(path, &error));
    QVERIFY2(error.contains(path + QStringLiteral(".lock")) && error.contains(u"not a file")
            && !error.contains(u"try again"),
        qPrintable(error));
    QVERIFY(QDir(path + QStringLiteral(".lock")).removeRecursively());
    QVERIFY2(db.open(path, &error), qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_DataSafety)
#include "tst_datasafety.moc"
