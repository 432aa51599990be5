// SPDX-License-Identifier: GPL-3.0-or-later
// The 168 Dutch pairing cases of ../shared/fixtures/pairing (bbpPairings output, 2025 rules).
#include "pairing/dutch.h"
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

QString boardsText(const QList<Board> &boards)
{
    QStringList lines;
    for (const Board &b : boards)
        lines << QStringLiteral("%1\t%2").arg(b.white).arg(b.black);
    lines.sort();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void tst_DutchGolden::cases_data()
{
    QTest::addColumn<QString>("trf");
    QTest::addColumn<QString>("pairs");
    const QString dir = pairingDir();
    if (dir.isEmpty())
        return;
    const QStringList files
        = QDir(dir).entryList({QStringLiteral("case_*.trf")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const QString base = f.chopped(4);
        QTest::newRow(qPrintable(base)) << dir + QLatin1Char('/') + f
                                        << dir + QLatin1Char('/') + base + QStringLiteral(".pairs");
    }
}

void tst_DutchGolden::cases()
{
    if (pairingDir().isEmpty())
        QSKIP("../shared/fixtures/pairing is absent: the golden pairing cases are not run");
    QFETCH(QString, trf);
    QFETCH(QString, pairs);
    const TrfReadResult read = readTrfFile(trf);
    QVERIFY2(read.ok(), qPrintable(read.errors.value(0).toString()));
    const int round
        = QRegularExpression(QStringLiteral("_r(\\d+)\\.trf$")).match(trf).captured(1).toInt();
    QVERIFY(round >= 1);
    const PairingResult r = pairDutch(read.tournament, round);
    QVERIFY2(r.ok(), qPrintable(r.error));

    QFile f(pairs);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QStringList expected
        = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString &l : expected)
        l = l.trimmed().replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral("\t"));
    expected.sort();
    const QString got = boardsText(r.boards);
    const QString want = expected.join(QLatin1Char('\n'));
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
