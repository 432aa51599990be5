// SPDX-License-Identifier: GPL-3.0-or-later
// Regulation presets copied into the tournament database: one audited change that
// sets the tie-breaks and scoring and keeps the preset file; undo takes it all back.
#include "presets/presetlibrary.h"
#include "storagetestutil.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_PresetStorage : public QObject
{
    Q_OBJECT

private slots:
    void applyUndoRedoReopen();
    void scoringComesFromThePreset();
    void editionComesFromThePreset();
    void savedTieBreakLists();
};

namespace {

// Where an event is kept: a file in \a dir, or with ARBITER_TEST_PG_URL a fresh database on
// the PostgreSQL test server.
QString eventLocation(const QTemporaryDir &dir, const QString &name)
{
    if (onServer())
        return freshServerDatabase();
    return name == u":memory:" ? name : dir.filePath(name);
}

Preset shipped(const QString &id)
{
    QTemporaryDir userDir;
    const PresetLibrary library(userDir.path());
    const auto p = library.find(id);
    if (!p)
        qFatal("no shipped preset %s", qPrintable(id));
    return *p;
}

} // namespace

void tst_PresetStorage::applyUndoRedoReopen()
{
    QTemporaryDir dir;
    const QString path = eventLocation(dir, QStringLiteral("t.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY(db.importTournament(
            readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_swiss_10p_5r_s201.trf")).tournament,
            &error));
        QVERIFY(db.setTieBreaks({QStringLiteral("BH"), QStringLiteral("SB")}));
        QVERIFY(!db.appliedPreset());

        QVERIFY2(
            db.applyPreset(shipped(QStringLiteral("us-chess")), QStringLiteral("US event"), &error),
            qPrintable(error));
        QCOMPARE(db.tournament().tieBreaks,
            (QStringList {QStringLiteral("MM"), QStringLiteral("SOLK"), QStringLiteral("CUM"),
                QStringLiteral("OCUM")}));
        QCOMPARE(db.appliedPreset()->id, QStringLiteral("us-chess"));
        const auto log = db.auditLog();
        QVERIFY(std::any_of(log.begin(), log.end(), [](const AuditEntry &e) {
            return e.what.startsWith(QStringLiteral("Regulation preset:"))
                && e.what.contains(QStringLiteral("us-chess"));
        }));

        // One undo takes back the whole choice: list and preset copy.
        QVERIFY(db.undo(&error));
        QCOMPARE(
            db.tournament().tieBreaks, (QStringList {QStringLiteral("BH"), QStringLiteral("SB")}));
        QVERIFY(!db.appliedPreset());
        QVERIFY(db.redo(&error));
        QCOMPARE(db.appliedPreset()->id, QStringLiteral("us-chess"));
    }
    TournamentDatabase reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    const auto p = reopened.appliedPreset(&error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(*p, shipped(QStringLiteral("us-chess")));
    QCOMPARE(reopened.tournament().tieBreaks.first(), QStringLiteral("MM"));
}

void tst_PresetStorage::scoringComesFromThePreset()
{
    // A user preset with 3/1/0 scoring: the tournament's scoring follows it.
    Preset p = shipped(QStringLiteral("fide-individual-swiss"));
    p.id = QStringLiteral("three-one-zero");
    p.name = QStringLiteral("3/1/0 Swiss");
    p.scoring.points.win = p.scoring.points.forfeitWin = p.scoring.points.fullBye
        = p.scoring.points.pairingBye = Fixed::fromInt(3);
    p.scoring.points.draw = p.scoring.points.halfBye = Fixed::fromInt(1);
    TournamentDatabase db;
    QString error;
    QTemporaryDir dir;
    QVERIFY(db.create(eventLocation(dir, QStringLiteral(":memory:")), &error));
    QVERIFY(db.importTournament(
        readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_swiss_10p_5r_s201.trf")).tournament,
        &error));
    QVERIFY2(db.applyPreset(p, {}, &error), qPrintable(error));
    QCOMPARE(db.tournament().scoring.win, Fixed::fromInt(3));
    QCOMPARE(db.tournament().scoring.draw, Fixed::fromInt(1));
    QCOMPARE(db.appliedPreset()->name, QStringLiteral("3/1/0 Swiss"));
}

void tst_PresetStorage::editionComesFromThePreset()
{
    // The edition of C.07 is stored with the event. An imported event follows its
    // start date (2024/09/01: the 2024 edition); the 2026 preset sets the 2026 edition in the
    // same change, which one undo takes back; the arbiter can also choose it as an event field.
    QTemporaryDir dir;
    const QString path = eventLocation(dir, QStringLiteral("t.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY(db.importTournament(
            readTrfFile(QStringLiteral(GENERATED_TRF_DIR "/gen_swiss_10p_5r_s201.trf")).tournament,
            &error));
        QVERIFY(!db.tournament().rulesEdition);
        QCOMPARE(rulesEditionOf(db.tournament()).version, RulesVersion::Fide2024);
        QVERIFY2(db.applyPreset(shipped(QStringLiteral("fide-individual-swiss-2026")), {}, &error),
            qPrintable(error));
        QCOMPARE(db.tournament().rulesEdition, std::optional(RulesVersion::Fide2026));
        QVERIFY(db.undo(&error));
        QVERIFY(!db.tournament().rulesEdition);
        QVERIFY(db.redo(&error));
        QVERIFY(
            !db.setEventField(QStringLiteral("rulesEdition"), QStringLiteral("2025"), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("2025")), qPrintable(error));
        QCOMPARE(db.tournament().rulesEdition, std::optional(RulesVersion::Fide2026));
    }
    TournamentDatabase reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    QCOMPARE(reopened.tournament().rulesEdition, std::optional(RulesVersion::Fide2026));
    QVERIFY(reopened.setEventField(QStringLiteral("rulesEdition"), QString(), {}, &error));
    QVERIFY(!reopened.tournament().rulesEdition);
}

void tst_PresetStorage::savedTieBreakLists()
{
    // The two shipped lists of migration 2; saving under a name again replaces the list.
    QTemporaryDir dir;
    const QString path = eventLocation(dir, QStringLiteral("t.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QCOMPARE(db.presets().size(), 2);
        QCOMPARE(db.presets().first().first, QStringLiteral("FIDE Swiss"));
        QVERIFY2(db.savePreset(
                     QStringLiteral("Club"), {QStringLiteral("BH"), QStringLiteral("SB")}, &error),
            qPrintable(error));
        QVERIFY2(db.savePreset(QStringLiteral("Club"), {QStringLiteral("DE")}, &error),
            qPrintable(error));
    }
    TournamentDatabase reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    const auto lists = reopened.presets();
    QCOMPARE(lists.size(), 3);
    QCOMPARE(lists.first(), qMakePair(QStringLiteral("Club"), QStringList {QStringLiteral("DE")}));
}

QTEST_GUILESS_MAIN(tst_PresetStorage)
#include "tst_presetstorage.moc"
