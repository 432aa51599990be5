// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off (C.07 Art. 3.1 configuration, lots seed, results) stored in the tournament
// database: meta rows, audited changes with undo/redo, reopening, TRF export and import.
#include "playoff/playoffstore.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

Tournament fixture()
{
    const TrfReadResult r
        = readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_drr_6p_10r_s208.trf"));
    if (!r.ok())
        qFatal("cannot read gen_drr_6p_10r_s208.trf");
    return r.tournament;
}

PlayoffConfig tataSteel(quint64 seed)
{
    PlayoffConfig c = PlayoffConfig::tataSteel();
    c.lotsSeed = seed;
    c.start = QStringLiteral("2026-01-30 17:00");
    return c;
}

int countRecords(const Tournament &t, const QString &prefix)
{
    return int(std::count_if(t.otherRecords.begin(), t.otherRecords.end(),
        [&](const RawRecord &r) { return r.line.startsWith(prefix); }));
}

} // namespace

class tst_PlayoffStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void reopenKeepsPlayoff();
    void undoRedo_data();
    void undoRedo();
    void exportAndImportTrf();
    void refused_data();
    void refused();
    void damagedRowsReported();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void tst_PlayoffStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // With ARBITER_TEST_PG_URL: a fresh database on the PostgreSQL test server.
    m_path = storagetest::onServer() ? storagetest::freshServerDatabase()
                                     : m_dir->filePath(QStringLiteral("event.arbiter"));
}

void tst_PlayoffStorage::cleanup()
{
    m_dir.reset();
}

void tst_PlayoffStorage::reopenKeepsPlayoff()
{
    PlayoffConfig config = tataSteel(123456789012345ULL);
    config.suddenDeathTime = *TimeControl::parse(QStringLiteral("2.5+2/3+2"));
    {
        TournamentDatabase db;
        QVERIFY(db.create(m_path));
        QVERIFY(db.importTournament(fixture()));
        QVERIFY(db.setPlayoffConfig(config));
        QVERIFY(db.setPlayoffResult(1, QStringLiteral("S1.G1"), GameResult::WhiteWin));
        QVERIFY(db.setPlayoffResult(1, QStringLiteral("S1.G2"), GameResult::Draw));
        QVERIFY(db.setPlayoffResult(3, QStringLiteral("S1.R1.1"), GameResult::BlackWin));
        QCOMPARE(storedPlayoffConfig(db.tournament()), config);
        // In memory equals what the file holds.
        QCOMPARE(db.load()->otherRecords, db.tournament().otherRecords);
    }
    TournamentDatabase db;
    QVERIFY(db.open(m_path));
    QCOMPARE(storedPlayoffConfig(db.tournament()), config);
    QCOMPARE(storedPlayoffConfig(db.tournament())->lotsSeed, 123456789012345ULL);
    const QMap<QString, GameResult> first {{QStringLiteral("S1.G1"), GameResult::WhiteWin},
        {QStringLiteral("S1.G2"), GameResult::Draw}};
    QCOMPARE(storedPlayoffResults(db.tournament(), 1), first);
    QCOMPARE(storedPlayoffResults(db.tournament(), 3).value(QStringLiteral("S1.R1.1")),
        GameResult::BlackWin);
    // The other TRF comment records are kept apart from the play-off's.
    QCOMPARE(countRecords(db.tournament(), QStringLiteral("### arbiter-playoff ")), 1);
}

void tst_PlayoffStorage::undoRedo_data()
{
    QTest::addColumn<int>("steps");
    QTest::newRow("Art. 3.1 configuration stored") << 1;
    QTest::newRow("first play-off result") << 2;
    QTest::newRow("result corrected") << 3;
    QTest::newRow("result cleared") << 4;
    QTest::newRow("another template replaces the play-off") << 5;
    QTest::newRow("play-off removed") << 6;
}

void tst_PlayoffStorage::undoRedo()
{
    QFETCH(int, steps);
    TournamentDatabase db;
    QVERIFY(db.create(m_path));
    QVERIFY(db.importTournament(fixture()));
    PlayoffConfig knockout = PlayoffConfig::knockout();
    knockout.lotsSeed = 99;
    const QList<std::function<bool()>> changes = {
        [&] { return db.setPlayoffConfig(tataSteel(7)); },
        [&] { return db.setPlayoffResult(1, QStringLiteral("S1.G1"), GameResult::Draw); },
        [&] { return db.setPlayoffResult(1, QStringLiteral("S1.G1"), GameResult::BlackWin); },
        [&] { return db.setPlayoffResult(1, QStringLiteral("S1.G1"), std::nullopt); },
        [&] { return db.setPlayoffConfig(knockout); },
        [&] { return db.setPlayoffConfig(std::nullopt); },
    };
    using Snapshot = std::pair<std::optional<PlayoffConfig>, QMap<QString, GameResult>>;
    auto snapshot = [&db] {
        return Snapshot {
            storedPlayoffConfig(db.tournament()), storedPlayoffResults(db.tournament(), 1)};
    };
    QList<Snapshot> seen {snapshot()};
    for (int i = 0; i < steps; ++i) {
        QVERIFY(changes[i]());
        seen.append(snapshot());
        QVERIFY2(
            seen.last() != seen[seen.size() - 2], qPrintable(QStringLiteral("change %1").arg(i)));
    }
    QVERIFY(db.undoText().startsWith(QStringLiteral("Play-off"))
        || db.undoText().startsWith(QStringLiteral("Remove the play-off")));
    for (int i = steps; i > 0; --i) {
        QVERIFY(db.undo());
        QCOMPARE(snapshot(), seen[i - 1]);
        QCOMPARE(db.load()->otherRecords, db.tournament().otherRecords);
    }
    QVERIFY(!storedPlayoffConfig(db.tournament()));
    for (int i = 1; i <= steps; ++i) {
        QVERIFY(db.redo());
        QCOMPARE(snapshot(), seen[i]);
    }
    // Every change is one audit row; every undo and redo one more (a note).
    const QList<AuditEntry> log = db.auditLog();
    QCOMPARE(log.size(), 1 + steps + 2 * steps);
    QCOMPARE(std::count_if(log.begin(), log.end(),
                 [](const AuditEntry &a) { return a.state == AuditEntry::State::Note; }),
        2 * steps);
}

void tst_PlayoffStorage::exportAndImportTrf()
{
    TournamentDatabase db;
    QVERIFY(db.create(m_path));
    QVERIFY(db.importTournament(fixture()));
    const PlayoffConfig config = tataSteel(42);
    QVERIFY(db.setPlayoffConfig(config));
    QVERIFY(db.setPlayoffResult(1, QStringLiteral("S1.G1"), GameResult::WhiteWin));
    QVERIFY(db.setPlayoffResult(1, QStringLiteral("S1.G2"), GameResult::WhiteWin));
    const QByteArray trf = db.exportTrf();
    QVERIFY(trf.contains("### arbiter-playoff {"));
    QVERIFY(trf.contains("### arbiter-playoff-result 1 S1.G2 1-0"));

    const TrfReadResult read = readTrf(trf);
    QVERIFY(read.ok());
    QCOMPARE(storedPlayoffConfig(read.tournament), config);
    QCOMPARE(storedPlayoffResults(read.tournament, 1).size(), 2);

    // Imported again: the play-off comes back from the TRF records, once.
    TournamentDatabase copy;
    QVERIFY(copy.create(storagetest::onServer() ? storagetest::freshServerDatabase()
                                                : m_dir->filePath(QStringLiteral("copy.arbiter"))));
    QVERIFY(copy.importTournament(read.tournament));
    QCOMPARE(storedPlayoffConfig(copy.tournament()), config);
    QCOMPARE(storedPlayoffResults(copy.tournament(), 1), storedPlayoffResults(db.tournament(), 1));
    QCOMPARE(copy.load()->otherRecords, copy.tournament().otherRecords);
    QVERIFY(copy.setPlayoffResult(1, QStringLiteral("S1.SD1"), GameResult::Draw));
    const TrfReadResult again = readTrf(copy.exportTrf());
    QCOMPARE(countRecords(again.tournament, QStringLiteral("### arbiter-playoff ")), 1);
    QCOMPARE(countRecords(again.tournament, QStringLiteral("### arbiter-playoff-result ")), 3);
}

void tst_PlayoffStorage::refused_data()
{
    QTest::addColumn<bool>("started");
    QTest::addColumn<int>("place");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("message");
    QTest::newRow("result before the play-off starts") << false << 1 << "S1.G1"
                                                       << "S1.G1";
    QTest::newRow("game id with a space") << true << 1 << "S1 G1"
                                          << "S1 G1";
    QTest::newRow("place 0") << true << 0 << "S1.G1"
                             << "place 0";
}

void tst_PlayoffStorage::refused()
{
    QFETCH(bool, started);
    QFETCH(int, place);
    QFETCH(QString, game);
    QFETCH(QString, message);
    TournamentDatabase db;
    QVERIFY(db.create(m_path));
    QVERIFY(db.importTournament(fixture()));
    QString error;
    PlayoffConfig noSeed = PlayoffConfig::tataSteel();
    QVERIFY(!db.setPlayoffConfig(noSeed, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("seed")), qPrintable(error));
    if (started)
        QVERIFY(db.setPlayoffConfig(tataSteel(1)));
    const int entries = int(db.auditLog().size());
    QVERIFY(!db.setPlayoffResult(place, game, GameResult::Draw, {}, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(int(db.auditLog().size()), entries);
}

void tst_PlayoffStorage::damagedRowsReported()
{
    {
        TournamentDatabase db;
        QVERIFY(db.create(m_path));
        QVERIFY(db.importTournament(fixture()));
        QVERIFY(db.setPlayoffConfig(tataSteel(5)));
    }
    // Another program damaged both rows: broken JSON and a result that is not one.
    if (storagetest::onServer()) {
        QVERIFY(storagetest::rawServerSql(m_path,
            {QStringLiteral("UPDATE meta SET value = '{\"format\": \"tata' WHERE key = 'playoff'"),
                QStringLiteral("UPDATE meta SET value = '{\"1\": {\"S1.G1\": \"2-0\"}}' "
                               "WHERE key = 'playoffResults'")}));
    } else {
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(m_path);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(
            QStringLiteral("UPDATE meta SET value = '{\"format\": \"tata' WHERE key = 'playoff'")));
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '{\"1\": {\"S1.G1\": \"2-0\"}}' "
                                      "WHERE key = 'playoffResults'")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    TournamentDatabase db;
    QVERIFY(db.open(m_path));
    QString error;
    QVERIFY(!storedPlayoffConfig(db.tournament(), &error));
    QVERIFY2(error.contains(QStringLiteral("arbiter-playoff")), qPrintable(error));
    QVERIFY(storedPlayoffResults(db.tournament(), 1).isEmpty());
    // A new configuration repairs it.
    QVERIFY(db.setPlayoffConfig(tataSteel(6)));
    QCOMPARE(storedPlayoffConfig(db.tournament())->lotsSeed, 6u);
}

QTEST_GUILESS_MAIN(tst_PlayoffStorage)
#include "tst_playoffstorage.moc"
