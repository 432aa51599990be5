// SPDX-License-Identifier: GPL-3.0-or-later
// Backups: "back up now", a backup after every completed round, the newest N kept,
// restore (the state before is backed up first, so nothing is lost).
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace arb;
using namespace arb::storagetest;

class tst_Backups : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void backUpNow();
    void keepsTheNewest();
    void backupAfterEachCompletedRound();
    void restore();
    void restoreRefusesDamagedBackup();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

void tst_Backups::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_Backups::cleanup()
{
    m_dir.reset();
}

// A backup is a complete tournament file in "backups" next to the file, named after it and the
// time; it opens on its own with everything committed.
void tst_Backups::backUpNow()
{
    const QString path = tempPath(QStringLiteral("event.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(1, QStringLiteral("Alpha, Ann"), 2100), {}, &error),
        qPrintable(error));
    const QString backup = db.backUpNow(&error);
    QVERIFY2(!backup.isEmpty(), qPrintable(error));
    QCOMPARE(
        QFileInfo(backup).absolutePath(), QDir(m_dir->path()).filePath(QStringLiteral("backups")));
    QVERIFY2(QFileInfo(backup).fileName().startsWith(QStringLiteral("event-"))
            && backup.endsWith(QStringLiteral("-manual.arbiter")),
        qPrintable(backup));
    QCOMPARE(db.backups().size(), 1);
    QCOMPARE(db.backups().first().path, backup);
    QCOMPARE(db.backups().first().tag, QStringLiteral("manual"));
    QVERIFY(qAbs(db.backups().first().when.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    // No partial file is left in the folder.
    QCOMPARE(QDir(QFileInfo(backup).absolutePath()).entryList(QDir::Files).size(), 1);
    TournamentDatabase copy;
    QVERIFY2(copy.open(backup, &error), qPrintable(error));
    QVERIFY(copy.tournament() == db.tournament());
}

// Only the newest N backups are kept (10 by default).
void tst_Backups::keepsTheNewest()
{
    const QString path = tempPath(QStringLiteral("many.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QCOMPARE(db.backupsKept(), 10);
    QStringList made;
    for (int i = 0; i < 12; ++i) {
        QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("C%1").arg(i), {}, &error),
            qPrintable(error));
        made.append(db.backUpNow(&error));
        QVERIFY2(!made.last().isEmpty(), qPrintable(error));
    }
    const QList<storage::BackupInfo> kept = db.backups();
    QCOMPARE(kept.size(), 10);
    QCOMPARE(kept.first().path, made.last()); // newest first
    QCOMPARE(kept.last().path, made.at(2));
    QVERIFY(!QFileInfo::exists(made.at(0)) && !QFileInfo::exists(made.at(1)));
    db.setBackupsKept(3);
    QVERIFY(!db.backUpNow(&error).isEmpty());
    QCOMPARE(db.backups().size(), 3);
    // An 11-round event keeps at least one backup per round (and one more), whatever was asked.
    QVERIFY2(db.setEventField(QStringLiteral("declaredRounds"), QStringLiteral("11"), {}, &error),
        qPrintable(error));
    QCOMPARE(db.backupsToKeep(), 12);
    QVERIFY(!db.backUpNow(&error).isEmpty());
    QCOMPARE(db.backups().size(), 4);
}

// Completing a round makes a backup holding the round; changes that complete no round do not.
void tst_Backups::backupAfterEachCompletedRound()
{
    const QString path = tempPath(QStringLiteral("rounds.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    for (int i = 1; i <= 4; ++i)
        QVERIFY2(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2000 + i), {}, &error),
            qPrintable(error));
    QVERIFY2(db.setGame(1, 1, 2, ' ', {}, &error), qPrintable(error));
    QVERIFY2(db.setGame(1, 3, 4, '1', {}, &error), qPrintable(error));
    QCOMPARE(db.backups().size(), 0);
    QVERIFY2(db.setResult(1, 2, '=', {}, &error), qPrintable(error));
    QCOMPARE(db.backups().size(), 1);
    QCOMPARE(db.backups().first().tag, QStringLiteral("round-1"));
    TournamentDatabase backup;
    QVERIFY2(backup.open(db.backups().first().path, &error), qPrintable(error));
    QCOMPARE(backup.tournament().players[1].rounds.value(0).code, '=');
    backup.close();
    // A correction in a complete round is no new completion.
    QVERIFY2(db.setResult(1, 2, '1', {}, &error), qPrintable(error));
    QCOMPARE(db.backups().size(), 1);
    QVERIFY(db.warnings().isEmpty());
}

// Restoring brings the backup's tournament back, in the same file, and keeps the state before
// as a backup of its own: restoring that one undoes the restore.
void tst_Backups::restore()
{
    const QString path = tempPath(QStringLiteral("restore.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Before"), {}, &error),
        qPrintable(error));
    const QString backup = db.backUpNow(&error);
    QVERIFY2(!backup.isEmpty(), qPrintable(error));
    const Tournament saved = db.tournament();
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("After"), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(1, QStringLiteral("Late, Entry"), 1900), {}, &error),
        qPrintable(error));
    const Tournament later = db.tournament();

    QVERIFY2(db.restoreBackup(backup, &error), qPrintable(error));
    QVERIFY(db.isOpen());
    QCOMPARE(db.path(), path);
    QVERIFY(db.tournament() == saved);
    // The restored file is still open once, under any name: a hard link to it is refused.
    const QString hardlink = tempPath(QStringLiteral("hardlink.arbiter"));
    QVERIFY(QFile::link(path, tempPath(QStringLiteral("symlink.arbiter"))));
    QVERIFY(QProcess::execute(QStringLiteral("ln"), {path, hardlink}) == 0);
    {
        TournamentDatabase second;
        QVERIFY(!second.open(hardlink, &error));
        QVERIFY2(error.contains(QStringLiteral("already open in this program")), qPrintable(error));
        QVERIFY(!second.open(tempPath(QStringLiteral("symlink.arbiter")), &error));
        QVERIFY2(error.contains(QStringLiteral("already open")), qPrintable(error));
    }
    QVERIFY2(db.warnings().join(u'\n').contains(backup), qPrintable(db.warnings().join(u'\n')));
    // The file itself holds the restored tournament, and still takes changes.
    QVERIFY2(db.setEventField(QStringLiteral("name"), QStringLiteral("Restored"), {}, &error),
        qPrintable(error));
    db.close();
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().city, QStringLiteral("Before"));
    QCOMPARE(db.tournament().name, QStringLiteral("Restored"));
    // Nothing lost: the state before the restore is a backup.
    QString before;
    for (const storage::BackupInfo &b : db.backups())
        if (b.tag == u"before-restore")
            before = b.path;
    QVERIFY(!before.isEmpty());
    QVERIFY2(db.restoreBackup(before, &error), qPrintable(error));
    QVERIFY(db.tournament() == later);
}

// A damaged or foreign backup is refused and the tournament is left as it was.
void tst_Backups::restoreRefusesDamagedBackup()
{
    const QString path = tempPath(QStringLiteral("keep.arbiter"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(1, QStringLiteral("Alpha, Ann"), 2100), {}, &error),
        qPrintable(error));
    const QString backup = db.backUpNow(&error);
    QVERIFY(!backup.isEmpty());
    QFile f(backup);
    QVERIFY(f.open(QIODevice::ReadWrite));
    f.write("Not a database at all");
    f.close();
    const Tournament before = db.tournament();
    QVERIFY(!db.restoreBackup(backup, &error));
    QVERIFY2(error.contains(path) && error.contains(backup), qPrintable(error));
    QVERIFY(db.isOpen());
    QVERIFY(db.tournament() == before);
    const QString foreign = tempPath(QStringLiteral("foreign.sqlite"));
    QVERIFY(rawSql(foreign, {QStringLiteral("CREATE TABLE x (a)")}));
    QVERIFY(!db.restoreBackup(foreign, &error));
    QVERIFY2(error.contains(QStringLiteral("not an Arbiter")), qPrintable(error));
    QVERIFY(db.tournament() == before);
}

QTEST_GUILESS_MAIN(tst_Backups)
#include "tst_backups.moc"
