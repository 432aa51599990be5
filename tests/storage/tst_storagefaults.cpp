// SPDX-License-Identifier: GPL-3.0-or-later
// Storage faults: damaged files, newer files, read-only files and folders, a full
// disk, a second process and a process killed mid-transaction. Every fault must end in a clear
// message naming the file, and must never lose or half-write what was committed before.
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace arb;

namespace {

Tournament readFixture(const QString &name)
{
    const TrfReadResult r = readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/") + name);
    if (!r.ok())
        qFatal("cannot read fixture %s", qPrintable(name));
    return r.tournament;
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

// The SQLite connection a TournamentDatabase opened on \a path (storage names its connections
// "arbiter-db-N"); the disk-full test lowers its page limit through it.
QSqlDatabase connectionFor(const QString &path)
{
    for (const QString &name : QSqlDatabase::connectionNames()) {
        if (!name.startsWith(QStringLiteral("arbiter-db-")))
            continue;
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.databaseName() == path)
            return db;
    }
    return {};
}

// Makes \a path (a file or a folder) read-only for this process. Plain permissions do not stop
// root, so when they are not enforced the immutable attribute is tried (chattr +i). Returns
// false when neither works; \a immutable says whether chattr must be undone.
bool makeReadOnly(const QString &path, bool *immutable)
{
    *immutable = false;
    const QFileInfo info(path);
    const bool dir = info.isDir();
    QFile::setPermissions(path,
        dir ? QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                | QFile::ReadOther | QFile::ExeOther
            : QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    const auto writable = [&] {
        if (dir) {
            QFile probe(path + QStringLiteral("/probe"));
            const bool ok = probe.open(QIODevice::WriteOnly);
            if (ok)
                probe.remove();
            return ok;
        }
        QFile probe(path);
        return probe.open(QIODevice::ReadWrite);
    };
    if (!writable())
        return true;
    if (QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), path}) != 0)
        return false;
    *immutable = true;
    return !writable();
}

void makeWritable(const QString &path, bool immutable)
{
    if (immutable)
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// A file holding a generated tournament (the 64-player forfeits fixture, 9 rounds, by default)
// plus two audited changes.
bool makeTournamentFile(const QString &path, Tournament *t, QString *error,
    const QString &fixture = QStringLiteral("gen_forfeits_64p_9r_s203.trf"))
{
    TournamentDatabase db;
    *t = readFixture(fixture);
    if (!db.create(path, error) || !db.importTournament(*t, error)
        || !db.setTieBreaks({QStringLiteral("BH/C1"), QStringLiteral("SB")}, {}, error)
        || !db.setEventField(QStringLiteral("city"), QStringLiteral("Vienna"), {}, error))
        return false;
    *t = db.tournament();
    return true;
}

// Every game entry has its opponent's mirrored entry: no change was half written.
QString halfWrittenGame(const Tournament &t)
{
    for (const Player &p : t.players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry &e = p.rounds[r];
            if (e.opponent == 0)
                continue;
            const int o = t.indexOf(e.opponent);
            if (o < 0 || r >= t.players[o].rounds.size()
                || t.players[o].rounds[r].opponent != p.startNo)
                return QStringLiteral("round %1: %2 meets %3, not the other way round")
                    .arg(r + 1)
                    .arg(p.startNo)
                    .arg(e.opponent);
        }
    }
    return {};
}

} // namespace

class tst_StorageFaults : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void damagedFileRefused_data();
    void damagedFileRefused();
    void newerSchemaLeftUnchanged();
    void readOnlyFile();
    void readOnlyDirectory();
    void diskFull_data();
    void diskFull();
    void diskFullDuringImport();
    void secondProcessRefused();
    void killedMidTransaction_data();
    void killedMidTransaction();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_immutable; //!< a path left immutable by a failed test, undone in cleanup()
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

void tst_StorageFaults::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_StorageFaults::cleanup()
{
    if (!m_immutable.isEmpty())
        makeWritable(m_immutable, true);
    m_immutable.clear();
    if (m_dir)
        makeWritable(m_dir->path(), false);
    m_dir.reset();
}

void tst_StorageFaults::damagedFileRefused_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated to half") << QStringLiteral("half") << QStringLiteral("damaged");
    QTest::newRow("truncated to one page")
        << QStringLiteral("one page") << QStringLiteral("damaged");
    QTest::newRow("truncated inside the header")
        << QStringLiteral("header") << QStringLiteral("damaged");
    QTest::newRow("emptied") << QStringLiteral("empty")
                             << QStringLiteral("not an Arbiter tournament database");
    QTest::newRow("zeroed pages") << QStringLiteral("zero pages") << QStringLiteral("damaged");
    QTest::newRow("garbage in the middle")
        << QStringLiteral("garbage") << QStringLiteral("damaged");
    QTest::newRow("header magic overwritten")
        << QStringLiteral("magic") << QStringLiteral("damaged");
}

// A damaged file is refused with a message naming it; it is left as it is, and another
// tournament in the same folder is not affected.
void tst_StorageFaults::damagedFileRefused()
{
    QFETCH(QString, damage);
    QFETCH(QString, expected);
    const QString path = tempPath(QStringLiteral("damaged.arbiter"));
    const QString other = tempPath(QStringLiteral("other.arbiter"));
    Tournament t, otherT;
    QString error;
    // The 500-player Swiss: a file of many pages, so that cuts land inside the data.
    QVERIFY2(makeTournamentFile(path, &t, &error, QStringLiteral("gen_swiss_500p_11r_s205.trf")),
        qPrintable(error));
    QVERIFY2(makeTournamentFile(other, &otherT, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal"))); // all checkpointed on close

    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    const qint64 size = f.size();
    QVERIFY(size > 16 * 4096);
    if (damage == u"half") {
        QVERIFY(f.resize(size / 2));
    } else if (damage == u"one page") {
        QVERIFY(f.resize(4096));
    } else if (damage == u"header") {
        QVERIFY(f.resize(50));
    } else if (damage == u"empty") {
        QVERIFY(f.resize(0));
    } else if (damage == u"zero pages") {
        QVERIFY(f.seek(4096));
        f.write(QByteArray(8 * 4096, '\0'));
    } else if (damage == u"garbage") {
        QVERIFY(f.seek(size / 2 - 4096));
        QByteArray junk(3 * 4096, '\0');
        for (int i = 0; i < junk.size(); ++i)
            junk[i] = char((i * 7919 + 13) % 251);
        f.write(junk);
    } else if (damage == u"magic") {
        f.write("Not SQLite at all!");
    }
    f.close();
    const QByteArray before = fileHash(path);

    TournamentDatabase db;
    QVERIFY(!db.open(path, &error));
    QVERIFY(!db.isOpen());
    QVERIFY2(error.contains(path) && error.contains(expected), qPrintable(error));
    QCOMPARE(fileHash(path), before);
    QVERIFY2(!QFileInfo::exists(path + QStringLiteral(".lock")), "the lock was not released");
    // Nothing else lost: the other tournament opens with all its data.
    TournamentDatabase second;
    QVERIFY2(second.open(other, &error), qPrintable(error));
    QVERIFY(second.tournament() == otherT);
}

// A newer schema is refused, and the file is left byte for byte as it was.
void tst_StorageFaults::newerSchemaLeftUnchanged()
{
    const QString path = tempPath(QStringLiteral("newer.arbiter"));
    Tournament t;
    QString error;
    QVERIFY2(makeTournamentFile(path, &t, &error), qPrintable(error));
    {
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(
            QStringLiteral("PRAGMA user_version=%1").arg(TournamentDatabase::SchemaVersion + 5)));
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    const QByteArray before = fileHash(path);
    TournamentDatabase db;
    QVERIFY(!db.open(path, &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("newer version"))
            && error.contains(QString::number(TournamentDatabase::SchemaVersion + 5)),
        qPrintable(error));
    QCOMPARE(fileHash(path), before);
}

// A read-only file (its folder writable) opens, shows the data, and refuses every change with a
// message naming the file; nothing changes in memory or on disk.
void tst_StorageFaults::readOnlyFile()
{
    const QString path = tempPath(QStringLiteral("readonly.arbiter"));
    Tournament t;
    QString error;
    QVERIFY2(makeTournamentFile(path, &t, &error), qPrintable(error));
    const QByteArray before = fileHash(path);
    bool immutable = false;
    if (!makeReadOnly(path, &immutable))
        QSKIP("cannot make a file read-only here (root without chattr)");
    if (immutable)
        m_immutable = path;
    {
        TournamentDatabase db;
        if (db.open(path, &error)) {
            QVERIFY(db.tournament() == t);
            QVERIFY(!db.setEventField(QStringLiteral("city"), QStringLiteral("Graz"), {}, &error));
            QVERIFY2(error.contains(path) && error.contains(QStringLiteral("read-only")),
                qPrintable(error));
            QVERIFY(!db.setResult(1, 1, '0', {}, &error));
            QVERIFY2(error.contains(path) && error.contains(QStringLiteral("read-only")),
                qPrintable(error));
            QVERIFY(db.tournament() == t);
            QVERIFY(!db.undo(&error));
        } else {
            QVERIFY2(error.contains(path) && error.contains(QStringLiteral("read-only")),
                qPrintable(error));
        }
    }
    QCOMPARE(fileHash(path), before);
    makeWritable(path, immutable);
    m_immutable.clear();
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY(db.tournament() == t);
}

// A tournament in a read-only folder (no lock file, no journal possible) is refused with a
// message naming the file and the folder problem; nothing is changed.
void tst_StorageFaults::readOnlyDirectory()
{
    const QString dir = tempPath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/event.arbiter");
    Tournament t;
    QString error;
    QVERIFY2(makeTournamentFile(path, &t, &error), qPrintable(error));
    const QByteArray before = fileHash(path);
    bool immutable = false;
    if (!makeReadOnly(dir, &immutable))
        QSKIP("cannot make a folder read-only here (root without chattr)");
    if (immutable)
        m_immutable = dir;
    {
        TournamentDatabase db;
        QVERIFY(!db.open(path, &error));
        QVERIFY2(error.contains(path) && error.contains(QStringLiteral("no permission to write")),
            qPrintable(error));
        // Creating a new tournament there fails the same way.
        QVERIFY(!db.create(dir + QStringLiteral("/new.arbiter"), &error));
        QVERIFY2(error.contains(dir + QStringLiteral("/new.arbiter")), qPrintable(error));
    }
    QCOMPARE(fileHash(path), before);
    makeWritable(dir, immutable);
    m_immutable.clear();
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY(db.tournament() == t);
}

void tst_StorageFaults::diskFull_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("long player name") << QStringLiteral("player");
    QTest::newRow("result") << QStringLiteral("result");
}

// The disk fills up during a write (simulated with SQLite's page limit, which fails with the
// same SQLITE_FULL as a full disk): the change is refused with a message naming the file and
// saying the disk is full; earlier data, in memory and on disk, is intact, and the audit log
// has no entry for the failed change.
void tst_StorageFaults::diskFull()
{
    QFETCH(QString, change);
    const QString path = tempPath(QStringLiteral("full.arbiter"));
    Tournament t;
    QString error;
    QVERIFY2(makeTournamentFile(path, &t, &error), qPrintable(error));
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    const int auditBefore = int(db.auditLog().size());
    QSqlDatabase raw = connectionFor(path);
    QVERIFY(raw.isValid());
    {
        QSqlQuery q(raw);
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        const int pages = q.value(0).toInt();
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count=%1").arg(pages)));
        // Fill the free pages so that the next change needs a new page.
        QVERIFY(q.exec(QStringLiteral("PRAGMA freelist_count")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }
    bool ok = true;
    if (change == u"player") {
        Player p = t.players.first();
        p.name = QString(20000, u'x'); // needs overflow pages
        ok = db.setPlayer(p, {}, &error);
    } else if (change == u"result") {
        // Enough changes to fill the last page; the first that needs a new one fails.
        for (int i = 0; i < 500 && ok; ++i)
            ok = db.setResult(
                1, t.players[0].startNo, i % 2 ? '1' : '0', QString(500, u'r'), &error);
    }
    QVERIFY2(!ok, "the page limit was never reached");
    QVERIFY2(
        error.contains(path) && error.contains(QStringLiteral("disk is full")), qPrintable(error));
    const Tournament inMemory = db.tournament();
    const int auditAfter = int(db.auditLog().size());
    raw = QSqlDatabase();
    db.close();
    TournamentDatabase again;
    QVERIFY2(again.open(path, &error), qPrintable(error));
    // What is on disk is what the program showed; only whole changes were written.
    QVERIFY(again.tournament() == inMemory);
    QCOMPARE(int(again.auditLog().size()), auditAfter);
    QVERIFY(auditAfter >= auditBefore);
    QVERIFY2(halfWrittenGame(again.tournament()).isEmpty(),
        qPrintable(halfWrittenGame(again.tournament())));
    if (change == u"player")
        QVERIFY(again.tournament() == t);
    // With room again, the same change goes through.
    Player p = t.players.first();
    p.name = QStringLiteral("Room, Again");
    QVERIFY2(again.setPlayer(p, {}, &error), qPrintable(error));
}

// The disk fills up during an import: nothing of the tournament is written (one transaction),
// the message names the file and says the disk is full, and the empty tournament stays usable.
void tst_StorageFaults::diskFullDuringImport()
{
    const QString path = tempPath(QStringLiteral("import.arbiter"));
    const Tournament t = readFixture(QStringLiteral("gen_swiss_500p_11r_s205.trf"));
    QString error;
    TournamentDatabase db;
    QVERIFY2(db.create(path, &error), qPrintable(error));
    {
        QSqlDatabase raw = connectionFor(path);
        QVERIFY(raw.isValid());
        QSqlQuery q(raw);
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count=%1").arg(q.value(0).toInt() + 4)));
    }
    QVERIFY(!db.importTournament(t, &error));
    QVERIFY2(
        error.contains(path) && error.contains(QStringLiteral("disk is full")), qPrintable(error));
    QVERIFY(db.tournament().players.isEmpty());
    db.close();
    TournamentDatabase again;
    QVERIFY2(again.open(path, &error), qPrintable(error));
    QVERIFY(again.tournament().players.isEmpty());
    QVERIFY(again.auditLog().isEmpty());
    QVERIFY2(again.importTournament(t, &error), qPrintable(error)); // room again: it goes in
    QVERIFY(again.tournament() == t);
}

// A second program opening a file the first is writing gets a message naming the file and the
// process holding it; the writer is not disturbed.
void tst_StorageFaults::secondProcessRefused()
{
    const QString path = tempPath(QStringLiteral("shared.arbiter"));
    Tournament t;
    QString error;
    QVERIFY2(makeTournamentFile(path, &t, &error), qPrintable(error));
    QProcess writer;
    writer.start(QStringLiteral(CRASH_WRITER_PATH), {path});
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < 5 && timer.elapsed() < 30000) {
        writer.waitForReadyRead(1000);
        out += writer.readAllStandardOutput();
        QVERIFY2(writer.state() == QProcess::Running, writer.readAllStandardError().constData());
    }
    TournamentDatabase second;
    QVERIFY(!second.open(path, &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("already open"))
            && error.contains(QString::number(writer.processId())),
        qPrintable(error));
    QVERIFY(!second.isOpen());
    // The writer goes on committing after the refused attempt.
    const int seen = int(out.count('\n'));
    while (out.count('\n') < seen + 5 && timer.elapsed() < 30000) {
        writer.waitForReadyRead(1000);
        out += writer.readAllStandardOutput();
    }
    QVERIFY2(writer.state() == QProcess::Running, writer.readAllStandardError().constData());
    QVERIFY(out.count('\n') >= seen + 5);
    writer.kill();
    QVERIFY(writer.waitForFinished());
}

void tst_StorageFaults::killedMidTransaction_data()
{
    QTest::addColumn<int>("commits");
    QTest::newRow("after 1 commit") << 1;
    QTest::newRow("after 37 commits") << 37;
    QTest::newRow("after 120 commits") << 120;
}

// SIGKILL while the writer is inside a transaction (most of its time goes to fsync): every
// reported commit is there, and no change is half there. Each change writes both players'
// entries and one audit row, so the audit log has exactly one row per change in the file and
// every game is in both players' rounds.
void tst_StorageFaults::killedMidTransaction()
{
    QFETCH(int, commits);
    const QString path = tempPath(QStringLiteral("killed.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY(db.create(path, &error));
        for (int i = 1; i <= 40; ++i) {
            Player p;
            p.startNo = i;
            p.name = QStringLiteral("Player %1").arg(i);
            p.rating = 2400 - i;
            QVERIFY2(db.setPlayer(p, {}, &error), qPrintable(error));
        }
    }
    QProcess writer;
    writer.start(QStringLiteral(CRASH_WRITER_PATH), {path});
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < commits && timer.elapsed() < 60000) {
        writer.waitForReadyRead(1000);
        out += writer.readAllStandardOutput();
        QVERIFY2(writer.state() == QProcess::Running, writer.readAllStandardError().constData());
    }
    writer.kill();
    QVERIFY(writer.waitForFinished());
    out += writer.readAllStandardOutput();
    QList<QByteArray> reported;
    for (const QByteArray &line : out.split('\n'))
        if (line.startsWith("committed "))
            reported.append(line);
    QVERIFY(reported.size() >= commits);

    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error)); // also runs PRAGMA quick_check
    const Tournament &t = db.tournament();
    QVERIFY2(halfWrittenGame(t).isEmpty(), qPrintable(halfWrittenGame(t)));
    // One audit row per change: 40 players, then the writer's games; the kill may have come
    // after a commit but before its line was printed, so one more is allowed.
    const int changes = int(db.auditLog().size()) - 40;
    QVERIFY2(changes == reported.size() || changes == reported.size() + 1,
        qPrintable(QStringLiteral("%1 audit rows for %2 reported commits")
                       .arg(changes)
                       .arg(reported.size())));
    int games = 0;
    for (const Player &p : t.players)
        for (const RoundEntry &e : p.rounds)
            games += e.opponent != 0 ? 1 : 0;
    // The writer pairs a new game each commit until the 20 boards of a round are full.
    QCOMPARE(games / 2, changes);
    for (const QByteArray &line : reported) {
        const QList<QByteArray> f = line.split(' ');
        QCOMPARE(f.size(), 5);
        const int i = t.indexOf(f[2].toInt());
        QVERIFY(i >= 0 && f[1].toInt() <= t.players[i].rounds.size());
        const RoundEntry &e = t.players[i].rounds[f[1].toInt() - 1];
        QCOMPARE(e.opponent, f[3].toInt());
        QCOMPARE(e.code, f[4].at(0));
    }
    // The file takes new changes.
    QVERIFY2(db.setEventField(QStringLiteral("city"), QStringLiteral("Berlin"), {}, &error),
        qPrintable(error));
}

QTEST_GUILESS_MAIN(tst_StorageFaults)
#include "tst_storagefaults.moc"
