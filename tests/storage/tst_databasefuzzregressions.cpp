// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every saved input of fuzz_database (tests/data/fuzz-regressions/database/) through
// the fuzz target's code: a damaged tournament file is opened and its standings computed, or
// refused with a message naming the file; never a crash.
#include "fuzzdatabase.h"
#include "testpaths.h"
#include "tournamentdatabase.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

class tst_DatabaseFuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void seedOpens();
    void replay_data();
    void replay();
};

void tst_DatabaseFuzzRegressions::seedOpens()
{
    // The undamaged seed is a valid tournament: the fuzzer starts from a file that opens.
    const QByteArray seed = arb::fuzzDatabaseSeedFile();
    QVERIFY(seed.size() >= 4096);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("seed.arbiter"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(seed), seed.size());
    f.close();
    arb::TournamentDatabase db;
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players.size(), 6);
    QVERIFY2(db.warnings().isEmpty(), qPrintable(db.warnings().join(u'\n')));
}

void tst_DatabaseFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(projectDataDir() + QStringLiteral("/fuzz-regressions/database"));
    for (const QString &f : dir.entryList(QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
    QTest::newRow("no damage") << QString();
}

void tst_DatabaseFuzzRegressions::replay()
{
    QFETCH(QString, path);
    QByteArray data;
    if (!path.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        data = f.readAll();
    }
    arb::fuzzDatabase(
        reinterpret_cast<const std::uint8_t *>(data.constData()), size_t(data.size()));
}

QTEST_GUILESS_MAIN(tst_DatabaseFuzzRegressions)
#include "tst_databasefuzzregressions.moc"
