// SPDX-License-Identifier: GPL-3.0-or-later
// The 168 Dutch pairing cases of ../shared/fixtures/pairing (bbpPairings output, 2025 rules).
#include "pairing/dutch.h"
#include "pairingcases.h"
#include "testpaths.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

using namespace arb;

class tst_DutchGolden : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
    void cleanupTestCase();

private:
    int m_total = 0;
    int m_agree = 0;
};

namespace {

QString pairingDir()
{
    const QString shared = sharedDir();
    return shared.isEmpty() ? QString() : shared + QStringLiteral("/fixtures/pairing");
}

//! Known differences from the golden set: case name -> the rule that explains it.
const QMap<QString, QString> &knownDifferences()
{
    static const QMap<QString, QString> known = {};
    return known;
}

} // namespace

void tst_DutchGolden::cases_data()
{
    addPairingCaseRows(pairingDir());
}

void tst_DutchGolden::cases()
{
    if (pairingDir().isEmpty())
        QSKIP("../shared/fixtures/pairing is absent: the golden pairing cases are not run");
    QFETCH(QString, trf);
    QFETCH(QString, pairs);
    const TrfReadResult read = readTrfFile(trf);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    const int round = pairingCaseRound(trf);
    QVERIFY(round >= 1);
    const PairingResult r = pairDutch(read.tournament, round);
    QVERIFY2(r.ok(), qPrintable(r.error));

    const std::optional<QString> expected = expectedPairsText(pairs);
    QVERIFY2(expected, qPrintable(pairs));
    const QString got = sortedBoardsText(r.boards);
    const QString want = *expected;
    ++m_total;
    if (got == want)
        ++m_agree;
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    if (knownDifferences().contains(name))
        QEXPECT_FAIL("", qPrintable(knownDifferences().value(name)), Continue);
    QCOMPARE(got, want);
}

void tst_DutchGolden::cleanupTestCase()
{
    if (m_total > 0)
        qInfo().noquote() << QStringLiteral("agreement %1/%2").arg(m_agree).arg(m_total);
}

QTEST_GUILESS_MAIN(tst_DutchGolden)
#include "tst_dutchgolden.moc"
