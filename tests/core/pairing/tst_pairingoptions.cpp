// SPDX-License-Identifier: GPL-3.0-or-later
// Acceleration (C.04.7; TRF-2026 250 and the older XXA) and prohibited pairs (260 and XXP): the
// records read and written, and the 148 cases of ../shared/fixtures/pairing-options (the
// pairings of a FIDE-endorsed engine for the same inputs).
#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "pairingcases.h"
#include "testpaths.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace arb;

class tst_PairingOptions : public QObject
{
    Q_OBJECT

private slots:
    void readsRecords();
    void malformedRecordsAreNamed();
    void writesRecordsBack();
    void setRulesReplacesRecords();
    void bakuFromTheSystemCode();
    void prohibitedPairsAreApplied();
    void prohibitedRoundRange();
    void virtualPointsDecideBrackets();
    void unappliedRecordsAreFound();
    void prohibitedAsTyped();
    void cases_data();
    void cases();
    void cleanupTestCase();

private:
    int m_total = 0;
    int m_agree = 0;
};

namespace {

//! Returns a Swiss of \a n players rated from 2400 down, no round played, \a rounds planned,
//! with \a records added.
Tournament fresh(int n, int rounds, const QStringList &records = {})
{
    QString text = QStringLiteral("012 Options\nXXR %1\n").arg(rounds);
    for (const QString &r : records)
        text += r + u'\n';
    for (int i = 1; i <= n; ++i)
        text += QStringLiteral("001 %1      Player %2").arg(i, 4).arg(i).leftJustified(48)
            + QString::number(2400 - 10 * i) + u'\n';
    const TrfReadResult read = readTrf(text.toUtf8());
    if (!read.ok())
        qFatal(
            "the test's tournament does not read: %s", qPrintable(read.errors.value(0).toString()));
    return read.tournament;
}

bool hasBoard(const PairingResult &r, int a, int b)
{
    return r.boards.contains(Board {a, b}) || r.boards.contains(Board {b, a});
}

QString optionsDir()
{
    const QString shared = sharedDir();
    return shared.isEmpty() ? QString() : shared + QStringLiteral("/fixtures/pairing-options");
}

} // namespace

void tst_PairingOptions::readsRecords()
{
    const Tournament t = fresh(12, 7,
        {QStringLiteral("250      01.0 001 003 0001 0006"),
            QStringLiteral("250      00.5 004 004 0001 0006"), QStringLiteral("XXA    7  0.0  0.5"),
            QStringLiteral("260 001 003    1    2    3"), QStringLiteral("XXP 8 11")});
    QList<TrfMessage> errors;
    const PairingRules rules = pairingRulesOf(t, &errors);
    QVERIFY(errors.isEmpty());
    QCOMPARE(rules.method(), AccelerationMethod::Custom);
    QCOMPARE(rules.ranges.size(), 2);
    QCOMPARE(rules.ranges[0], (AccelerationRange {Fixed(), Fixed::fromInt(1), 1, 3, 1, 6}));
    QCOMPARE(rules.ranges[1].points, Fixed::half());
    QCOMPARE(rules.perPlayer.value(7), (QList<Fixed> {Fixed(), Fixed::half()}));
    QCOMPARE(rules.prohibited.size(), 2);
    QCOMPARE(rules.prohibited[0].players, (QList<int> {1, 2, 3}));
    QCOMPARE(rules.prohibited[0].lastRound, 3);
    QVERIFY(rules.prohibited[1].fromXxp);
    QVERIFY(rules.prohibited[1].appliesIn(99));
    QVERIFY(isProhibited(rules, 3, 1, 2));
    QVERIFY(!isProhibited(rules, 3, 1, 4));
    QVERIFY(isProhibited(rules, 11, 8, 7));

    // Round 1: players 1-6 carry 1 point; round 4: 0.5; player 7 gets 0.5 of his own in round 2.
    const QList<qint64> r1 = virtualPoints(t, rules, 1);
    QCOMPARE(r1[0], Fixed::fromInt(1).raw());
    QCOMPARE(r1[5], Fixed::fromInt(1).raw());
    QCOMPARE(r1[6], qint64(0));
    QCOMPARE(virtualPoints(t, rules, 2)[6], Fixed::half().raw());
    QCOMPARE(virtualPoints(t, rules, 4)[2], Fixed::half().raw());
    QCOMPARE(virtualPoints(t, rules, 5)[2], qint64(0));
}

void tst_PairingOptions::malformedRecordsAreNamed()
{
    const Tournament t = fresh(6, 5,
        {QStringLiteral("250      xx.0 001 003 0001 0006"), QStringLiteral("XXP 3"),
            QStringLiteral("260 004 002    1    2")});
    QList<TrfMessage> errors;
    const PairingRules rules = pairingRulesOf(t, &errors);
    QCOMPARE(errors.size(), 3);
    // Lines 3, 4 and 5 of the file (after 012 and XXR).
    QCOMPARE(errors[0].line, 3);
    QVERIFY2(errors[0].text.contains(u"250"), qPrintable(errors[0].text));
    QCOMPARE(errors[1].line, 4);
    QCOMPARE(errors[2].line, 5);
    QVERIFY(rules.isEmpty());
}

void tst_PairingOptions::writesRecordsBack()
{
    const QStringList records = {QStringLiteral("250      01.0 001 003 0001 0082"),
        QStringLiteral("260 001 005   15   21   33"), QStringLiteral("XXP 3 12 56")};
    const Tournament t = fresh(90, 9, records);
    const QString written = QString::fromUtf8(writeTrf(t));
    for (const QString &r : records)
        QVERIFY2(written.contains(r + u'\n'), qPrintable(r));
    const Tournament back = readTrf(written.toUtf8()).tournament;
    QCOMPARE(pairingRulesOf(back), pairingRulesOf(t));
    // The columns TRF-2026 sets: points 10-13, rounds 15-17 and 19-21, players 23-26, 28-31.
    const QString line = accelerationRecord({Fixed(), Fixed::half(), 4, 5, 1, 82});
    QCOMPARE(line, QStringLiteral("250      00.5 004 005 0001 0082"));
    QCOMPARE(line.mid(9, 4), QStringLiteral("00.5"));
    QCOMPARE(line.mid(22, 4), QStringLiteral("0001"));
    QCOMPARE(prohibitedRecord({2, 4, {1, 125}, false}), QStringLiteral("260 002 004    1  125"));
}

void tst_PairingOptions::setRulesReplacesRecords()
{
    Tournament t = fresh(10, 5, {QStringLiteral("XXP 1 2"), QStringLiteral("### a comment")});
    PairingRules rules;
    rules.prohibited.append({1, 2, {3, 4}, false});
    rules.perPlayer.insert(5, {Fixed::fromInt(1), Fixed::half()});
    rules.baku = true;
    setPairingRules(t, rules);
    QCOMPARE(t.systemText, QStringLiteral("FIDE_DUTCH_2026_BAKU"));
    PairingRules back = pairingRulesOf(t);
    QCOMPARE(back, rules);
    QVERIFY(t.otherRecords.contains(RawRecord {QStringLiteral("### a comment")}));
    rules = {};
    setPairingRules(t, rules);
    QCOMPARE(t.systemText, QStringLiteral("FIDE_DUTCH_2026"));
    QVERIFY(pairingRulesOf(t).isEmpty());
    QCOMPARE(t.otherRecords.size(), 1);
}

void tst_PairingOptions::bakuFromTheSystemCode()
{
    // C.04.7 1.2: group A is the top 2 x ceil(N/4); 1.4: 9 rounds accelerate 5, the first 3
    // by a win. With 10 players, A is 1-6 (not ceil(10/2) = 5).
    Tournament t = fresh(10, 9, {QStringLiteral("192 FIDE_DUTCH_2026_BAKU")});
    const PairingRules rules = pairingRulesOf(t);
    QCOMPARE(rules.method(), AccelerationMethod::Baku);
    const QList<qint64> v1 = virtualPoints(t, rules, 1);
    QCOMPARE(v1[5], Fixed::fromInt(1).raw());
    QCOMPARE(v1[6], qint64(0));
    QCOMPARE(virtualPoints(t, rules, 4)[0], Fixed::half().raw());
    QCOMPARE(virtualPoints(t, rules, 6)[0], qint64(0));
    const QList<AccelerationRange> ranges = bakuRanges(t);
    QCOMPARE(ranges.size(), 2);
    QCOMPARE(accelerationRecord(ranges[0]), QStringLiteral("250      01.0 001 003 0001 0006"));
    QCOMPARE(accelerationRecord(ranges[1]), QStringLiteral("250      00.5 004 005 0001 0006"));
    // Round 1 pairs A (1-6) and B (7-10) separately: 1-4, 5-2, 3-6 and 7-9, 10-8.
    const PairingResult r = pairDutch(t, 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(hasBoard(r, 1, 4));
    QVERIFY(hasBoard(r, 3, 6));
    QVERIFY(hasBoard(r, 7, 9));
    QVERIFY(hasBoard(r, 8, 10));
    // 250 records override the code's Baku (TRF-2026, 250).
    t.otherRecords.append({QStringLiteral("250      01.0 001 001 0001 0002")});
    QCOMPARE(pairingRulesOf(t).method(), AccelerationMethod::Custom);
    QCOMPARE(virtualPoints(t, pairingRulesOf(t), 1)[2], qint64(0));
}

void tst_PairingOptions::prohibitedPairsAreApplied()
{
    // Without a prohibition round 1 of 8 pairs 1-5; prohibited, 1 meets 6 and 5 meets 2 ...
    Tournament t = fresh(8, 5);
    const PairingResult free = pairDutch(t, 1);
    QVERIFY(hasBoard(free, 1, 5));
    t.otherRecords.append({QStringLiteral("XXP 1 5")});
    const PairingResult r = pairDutch(t, 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(!hasBoard(r, 1, 5));
    QCOMPARE(r.boards.size(), 4);
}

void tst_PairingOptions::prohibitedRoundRange()
{
    // 260 002 005: the pair may meet in round 1 but not in rounds 2-5.
    Tournament t = fresh(8, 5, {QStringLiteral("260 002 005    1    5")});
    const PairingResult r1 = pairDutch(t, 1);
    QVERIFY(hasBoard(r1, 1, 5));
    Tournament u = fresh(8, 5, {QStringLiteral("260 001 005    1    5")});
    QVERIFY(!hasBoard(pairDutch(u, 1), 1, 5));
}

void tst_PairingOptions::virtualPointsDecideBrackets()
{
    // XXA gives players 5-8 a point: they form the top bracket of round 1 (5-7, 6-8 ...).
    Tournament t = fresh(8, 5,
        {QStringLiteral("XXA    5  1.0"), QStringLiteral("XXA    6  1.0"),
            QStringLiteral("XXA    7  1.0"), QStringLiteral("XXA    8  1.0")});
    const PairingResult r = pairDutch(t, 1);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(hasBoard(r, 5, 7));
    QVERIFY(hasBoard(r, 6, 8));
    QVERIFY(hasBoard(r, 1, 3));
    // C.04.7 1.5: the boards follow the pairing score: the accelerated players' games first.
    QVERIFY(r.boards[0].white >= 5 && r.boards[1].white >= 5);
}

void tst_PairingOptions::unappliedRecordsAreFound()
{
    const Tournament t = fresh(6, 5,
        {QStringLiteral("299          -0.5    1    2"), QStringLiteral("XXC rank white1"),
            QStringLiteral("XXS WW=1 BW=1.5"), QStringLiteral("BBW  3.0")});
    const QList<TrfMessage> found = unappliedPairingRecords(t);
    QCOMPARE(found.size(), 4);
    QCOMPARE(found[0].line, 3);
    QVERIFY(found[0].text.startsWith(u"299"));
    QVERIFY(found[1].text.startsWith(u"XXC rank"));
    QVERIFY(found[2].text.contains(u"BW=1.5"));
    QVERIFY(found[3].text.startsWith(u"BBW"));
    Tournament dubov = fresh(6, 5, {QStringLiteral("192 FIDE_DUBOV")});
    QCOMPARE(unappliedPairingRecords(dubov).size(), 1);
    QVERIFY(unappliedPairingRecords(dubov)[0].text.contains(u"FIDE_DUBOV"));
    for (const char *code : {"FIDE_DUTCH", "FIDE_DUTCH_2026", "FIDE_DUTCH_2025_BAKU"}) {
        Tournament dutch = fresh(6, 5, {QStringLiteral("192 ") + QLatin1String(code)});
        QVERIFY2(unappliedPairingRecords(dutch).isEmpty(), code);
    }
    Tournament old = fresh(6, 5, {QStringLiteral("192 FIDE_DUTCH_2017")});
    QCOMPARE(unappliedPairingRecords(old).size(), 1);
    // Same values for both colours are applied: nothing to refuse.
    Tournament xxs = fresh(6, 5, {QStringLiteral("XXS WW=3 BW=3 WD=1 BD=1")});
    QVERIFY(unappliedPairingRecords(xxs).isEmpty());
}

void tst_PairingOptions::prohibitedAsTyped()
{
    QString error;
    const auto groups
        = parseProhibitedText(QStringLiteral(" 3 12, 56; 8 11 (rounds 1-3);4 5 (2-)"), &error);
    QVERIFY2(groups, qPrintable(error));
    QCOMPARE(groups->size(), 3);
    QCOMPARE(groups->at(0), (ProhibitedGroup {1, 0, {3, 12, 56}, false}));
    QCOMPARE(groups->at(1), (ProhibitedGroup {1, 3, {8, 11}, false}));
    QCOMPARE(groups->at(2), (ProhibitedGroup {2, 0, {4, 5}, false}));
    QCOMPARE(
        prohibitedText(*groups), QStringLiteral("3 12 56; 8 11 (rounds 1-3); 4 5 (rounds 2-)"));
    QCOMPARE(parseProhibitedText(prohibitedText(*groups), &error), groups);
    QVERIFY(parseProhibitedText(QString(), &error)->isEmpty());
    // Refusals name the group.
    QVERIFY(!parseProhibitedText(QStringLiteral("1 2; 3 x"), &error));
    QVERIFY2(error.contains(u"group 2") && error.contains(u"\"x\""), qPrintable(error));
    QVERIFY(!parseProhibitedText(QStringLiteral("7"), &error));
    QVERIFY2(error.contains(u"two or more"), qPrintable(error));
    QVERIFY(!parseProhibitedText(QStringLiteral("1 2 (rounds 4-2)"), &error));
}

void tst_PairingOptions::cases_data()
{
    addPairingCaseRows(optionsDir());
}

void tst_PairingOptions::cases()
{
    if (optionsDir().isEmpty())
        QSKIP("../shared/fixtures/pairing-options is absent: the acceleration and prohibited "
              "pair cases are not run");
    QFETCH(QString, trf);
    QFETCH(QString, pairs);
    const TrfReadResult read = readTrfFile(trf);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    QList<TrfMessage> errors;
    const PairingRules rules = pairingRulesOf(read.tournament, &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
    QVERIFY(!rules.isEmpty());
    const int round = pairingCaseRound(trf);
    const PairingResult r = pairDutch(read.tournament, round);
    QVERIFY2(r.ok(), qPrintable(r.error));
    const std::optional<QString> expected = expectedPairsText(pairs);
    QVERIFY2(expected, qPrintable(pairs));
    const QString got = sortedBoardsText(r.boards);
    ++m_total;
    if (got == *expected)
        ++m_agree;
    QCOMPARE(got, *expected);
}

void tst_PairingOptions::cleanupTestCase()
{
    if (m_total > 0)
        qInfo().noquote() << QStringLiteral("agreement %1/%2").arg(m_agree).arg(m_total);
}

QTEST_GUILESS_MAIN(tst_PairingOptions)
#include "tst_pairingoptions.moc"
