// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament file itself: newer, corrupt,
// foreign and twice-opened files refused, migration from version 1, presets kept.
#include "pairing/dutch.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_DatabaseFile : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void newerVersionRefused();
    void corruptFileRefused();
    void foreignDatabaseRefused();
    void openedTwiceRefused();
    void migrationFromVersion1();
    void presetsStored();
    void schemaAsBefore();
    void longAuditLinesReadBack();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
};

void tst_DatabaseFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_DatabaseFile::cleanup()
{
    m_dir.reset();
}

void tst_DatabaseFile::newerVersionRefused()
{
    const QString path = tempPath(QStringLiteral("newer.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY(db.create(path, &error));
        QVERIFY(db.setPlayer(newPlayer(1, QStringLiteral("A"), 2000), {}, &error));
    }
    QVERIFY(rawSql(path,
        {QStringLiteral("PRAGMA user_version=%1").arg(TournamentDatabase::SchemaVersion + 1)}));
    TournamentDatabase db;
    QVERIFY(!db.open(path, &error));
    QVERIFY2(
        error.contains(QStringLiteral("newer version")) && error.contains(path), qPrintable(error));
    QVERIFY(!db.isOpen());
    // The file was left as it was: making it current again gives the data back.
    QVERIFY(rawSql(
        path, {QStringLiteral("PRAGMA user_version=%1").arg(TournamentDatabase::SchemaVersion)}));
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 1);
}

void tst_DatabaseFile::corruptFileRefused()
{
    const QString path = tempPath(QStringLiteral("garbage.arbiter"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(8192, 'x'));
    f.close();
    TournamentDatabase db;
    QString error;
    QVERIFY(!db.open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("not a tournament database or it is damaged"))
            && error.contains(path),
        qPrintable(error));
    QVERIFY(!db.isOpen());
    QCOMPARE(QFileInfo(path).size(), 8192);
}

void tst_DatabaseFile::foreignDatabaseRefused()
{
    const QString path = tempPath(QStringLiteral("other.sqlite"));
    QVERIFY(rawSql(path, {QStringLiteral("CREATE TABLE x (a)")}));
    TournamentDatabase db;
    QString error;
    QVERIFY(!db.open(path, &error));
    QVERIFY2(
        error.contains(QStringLiteral("is not an Arbiter tournament database")), qPrintable(error));
    QVERIFY(!db.create(path, &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
}

void tst_DatabaseFile::openedTwiceRefused()
{
    const QString path = tempPath(QStringLiteral("twice.arbiter"));
    QString error;
    TournamentDatabase first;
    QVERIFY(first.create(path, &error));
    TournamentDatabase second;
    QVERIFY(!second.open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("is already open")) && error.contains(path),
        qPrintable(error));
    QVERIFY(first.setPlayer(
        newPlayer(1, QStringLiteral("A"), 2000), {}, &error)); // the first is unharmed
    first.close();
    QVERIFY2(second.open(path, &error), qPrintable(error));
    QCOMPARE(second.tournament().players.size(), 1);
}

void tst_DatabaseFile::migrationFromVersion1()
{
    const QString path = tempPath(QStringLiteral("v1.arbiter"));
    // A version-1 file as the first release wrote it (no presets table).
    QVERIFY(rawSql(path,
        {
            QStringLiteral(
                "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE players (start_no INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL,"
                " title TEXT NOT NULL DEFAULT '', sex TEXT NOT NULL DEFAULT '', federation TEXT "
                "NOT NULL"
                " DEFAULT '', fide_id TEXT NOT NULL DEFAULT '', birth_date TEXT NOT NULL DEFAULT "
                "'',"
                " rating INTEGER NOT NULL DEFAULT 0, declared_points INTEGER NOT NULL DEFAULT 0,"
                " has_declared_points INTEGER NOT NULL DEFAULT 0, declared_rank INTEGER NOT NULL"
                " DEFAULT 0, withdrawn_round INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE TABLE results (start_no INTEGER NOT NULL REFERENCES "
                           "players(start_no) ON DELETE"
                           " CASCADE, round INTEGER NOT NULL, opponent INTEGER NOT NULL DEFAULT 0, "
                           "colour TEXT NOT"
                           " NULL DEFAULT '', code TEXT NOT NULL DEFAULT ' ', rated INTEGER NOT "
                           "NULL DEFAULT 1,"
                           " PRIMARY KEY (start_no, round))"),
            QStringLiteral("CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT "
                           "NULL, what TEXT"
                           " NOT NULL, before TEXT NOT NULL, after TEXT NOT NULL, reason TEXT NOT "
                           "NULL DEFAULT '',"
                           " state INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL)"),
            QStringLiteral("INSERT INTO meta VALUES ('name', 'Old Open')"),
            QStringLiteral(
                "INSERT INTO players (start_no, name, rating) VALUES (1, 'Old, Player', 1999)"),
            QStringLiteral("PRAGMA application_id=%1").arg(TournamentDatabase::ApplicationId),
            QStringLiteral("PRAGMA user_version=1"),
        }));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().name, QStringLiteral("Old Open"));
    QCOMPARE(db.tournament().players.value(0).rating, 1999);
    QVERIFY(!db.presets().isEmpty());
    // An event stored before the 2026 edition keeps the 2024 edition it was computed
    // under (migration 0005); a new event follows its start date.
    QCOMPARE(db.tournament().rulesEdition, std::optional(RulesVersion::Fide2024));
    db.close();
    QSqlDatabase raw
        = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
    raw.setDatabaseName(path);
    QVERIFY(raw.open());
    QSqlQuery q(raw);
    QVERIFY2(q.exec(QStringLiteral("PRAGMA user_version")) && q.next(),
        qPrintable(q.lastError().text()));
    QCOMPARE(q.value(0).toInt(), TournamentDatabase::SchemaVersion);
    q.finish();
    raw.close();
    raw = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}

void tst_DatabaseFile::presetsStored()
{
    const QString path = tempPath(QStringLiteral("presets.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY(db.create(path, &error));
        QVERIFY2(db.savePreset(
                     QStringLiteral("Club"), {QStringLiteral("SB"), QStringLiteral("WIN")}, &error),
            qPrintable(error));
        QVERIFY(!db.savePreset(QStringLiteral("Bad"), {QStringLiteral("XYZ")}, &error));
    }
    TournamentDatabase db;
    QVERIFY(db.open(path, &error));
    QVERIFY(!db.tournament().rulesEdition); // a new event: the edition of its start date
    bool found = false;
    for (const auto &[name, specs] : db.presets())
        found = found
            || (name == u"Club"
                && specs == QStringList({QStringLiteral("SB"), QStringLiteral("WIN")}));
    QVERIFY(found);
}

// The migrations (storage/migrations/*.sql) build the same schema, byte for byte in
// sqlite_master, as the statements compiled into the program did before them (schema 4), with
// what later migrations add.
void tst_DatabaseFile::schemaAsBefore()
{
    const QString path = tempPath(QStringLiteral("schema.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
    }
    QStringList lines;
    {
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema"));
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY2(q.exec(QStringLiteral(
                     "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name")),
            qPrintable(q.lastError().text()));
        while (q.next())
            lines.append(QStringLiteral("%1|%2|%3|%4")
                             .arg(q.value(0).toString(), q.value(1).toString(),
                                 q.value(2).toString(), q.value(3).toString()));
        lines.append(QStringLiteral("-- presets"));
        QVERIFY(q.exec(QStringLiteral("SELECT name, specs FROM presets ORDER BY name")));
        while (q.next())
            lines.append(q.value(0).toString() + u'|' + q.value(1).toString());
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), TournamentDatabase::SchemaVersion);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema"));
    QFile golden(QStringLiteral(SCHEMA_GOLDEN));
    QVERIFY(golden.open(QIODevice::ReadOnly | QIODevice::Text));
    QStringList expected;
    for (const QString &line : QString::fromUtf8(golden.readAll()).split(u'\n')) {
        if (!line.isEmpty() && (!line.startsWith(QLatin1String("-- ")) || line == u"-- presets"))
            expected.append(line);
    }
    // What the migrations after version 4 change in sqlite_master: 0006_player_fields.sql adds
    // two columns to the players table, 0007_arbiters.sql one to audit, 0010_rating_source.sql
    // one more to players (SQLite appends them to the CREATE statement).
    for (QString &line : expected) {
        if (line.startsWith(QLatin1String("table|players|players|")) && line.endsWith(u')'))
            line.insert(line.size() - 1,
                QStringLiteral(
                    ", club TEXT NOT NULL DEFAULT '', k_factor INTEGER NOT NULL DEFAULT 0, "
                    "rating_source TEXT NOT NULL DEFAULT ''"));
        if (line.startsWith(QLatin1String("table|audit|audit|")) && line.endsWith(u')'))
            line.insert(line.size() - 1, QStringLiteral(", arbiter TEXT NOT NULL DEFAULT ''"));
    }
    QCOMPARE(lines, expected);
}

void tst_DatabaseFile::longAuditLinesReadBack()
{
    // The exported TRF of a 200-player event holds the audit line of each round's pairing, at
    // 100 boards 12,652 characters on one line, longer than a record may be (10,081): it is
    // split, and Arbiter's own reader reads the file back.
    QByteArray trf = "012 Long audit\n092 Individual: Swiss-System\nXXR 5\n";
    for (int i = 1; i <= 200; ++i)
        trf += QStringLiteral("001 %1 m    Player %2%3 %4\n")
                   .arg(i, 4)
                   .arg(i, 4, 10, QChar(u'0'))
                   .arg(QString(26, u' '))
                   .arg(2700 - 3 * i, 4)
                   .toLatin1();
    const TrfReadResult read = readTrf(trf);
    QVERIFY(read.ok());
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(tempPath(QStringLiteral("long.arbiter")), &error), qPrintable(error));
    QVERIFY2(db.importTournament(read.tournament, &error), qPrintable(error));
    const PairingResult round1 = pairDutch(db.tournament(), 1);
    QVERIFY2(round1.ok(), qPrintable(round1.error));
    QCOMPARE(round1.boards.size(), 100);
    QVERIFY2(db.setRoundPairing(1, round1.boards, QStringLiteral("Dutch system"), {}, &error),
        qPrintable(error));
    const QByteArray exported = db.exportTrf();
    QString audit; // the pairing's audit text, its continued lines joined again
    for (const QByteArray &line : exported.split('\n')) {
        QVERIFY2(line.size() <= 1000, qPrintable(QString::number(line.size())));
        if (line.startsWith("### audit 2 "))
            audit += QString::fromUtf8(line.mid(12));
        else if (line.startsWith("### audit 2 (continued) "))
            audit += u' ' + QString::fromUtf8(line.mid(24));
    }
    QString boards;
    for (const Board &b : round1.boards)
        boards += QStringLiteral(" %1-%2").arg(b.white).arg(b.black);
    QVERIFY2(
        audit.contains(QStringLiteral("paired (Dutch system):") + boards + QStringLiteral(" |")),
        qPrintable(audit));
    const TrfReadResult again = readTrf(exported);
    QVERIFY2(
        again.ok(), qPrintable(again.errors.isEmpty() ? QString() : again.errors[0].toString()));
    // The pairing itself is in the players' records.
    const Player &first = again.tournament.players[0];
    QVERIFY(!first.rounds.isEmpty());
    QCOMPARE(first.rounds[0].opponent,
        round1.boards[0].white == 1 ? round1.boards[0].black : round1.boards[0].white);

    // A comment line of any length is read (an export of an older version).
    const QByteArray comment = "### " + QByteArray(12000, 'x') + '\n';
    const TrfReadResult withComment = readTrf(comment + trf);
    QVERIFY2(withComment.ok(),
        qPrintable(withComment.errors.isEmpty() ? QString() : withComment.errors[0].toString()));
    QCOMPARE(withComment.tournament.players.size(), 200);
}

QTEST_GUILESS_MAIN(tst_DatabaseFile)
#include "tst_databasefile.moc"
