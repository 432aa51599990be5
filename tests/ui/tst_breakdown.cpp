// SPDX-License-Identifier: GPL-3.0-or-later
// The tie-break breakdown shown under the standings: each element of the sum, what was cut.
#include "standings/standingsmodel.h"
#include "standings/tiebreakbreakdownmodel.h"
#include "tournamentdocument.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFont>
#include <QTest>

using namespace arb;

class tst_Breakdown : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void underTester();
    void buchholzCutOne();
    void followsChanges();

private:
    int column(const QString &spec) const;
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_Breakdown::init()
{
    QFile f(QStringLiteral(GENERATED_TRF_DIR "/gen_swiss_10p_5r_s201.trf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(f.readAll(), QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY(
        m_doc->setTieBreaks({QStringLiteral("BH/C1"), QStringLiteral("SB"), QStringLiteral("DE")}));
}

void tst_Breakdown::cleanup()
{
    m_doc.reset();
}

int tst_Breakdown::column(const QString &spec) const
{
    const Standings &st = m_doc->standings();
    for (int j = 0; j < st.tieBreaks.size(); ++j)
        if (st.tieBreaks[j].text == spec)
            return j;
    return -1;
}

void tst_Breakdown::underTester()
{
    TieBreakBreakdownModel model(m_doc.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.explain(1, column(QStringLiteral("BH/C1")));
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(m_doc->setResult(5, 1, '0'));
    model.explain(0, -1);
    QCOMPARE(model.rowCount(), 0);
    model.explain(3, column(QStringLiteral("DE")));
    QCOMPARE(model.rowCount(), 0); // a position: explained in words only
    QVERIFY(model.summary().contains(QStringLiteral("Art. 6")));
}

void tst_Breakdown::buchholzCutOne()
{
    // Player 1 of gen_swiss_10p: BH/C1 12.5 in FIDE's checker, five opponents, one cut.
    TieBreakBreakdownModel model(m_doc.get());
    model.explain(1, column(QStringLiteral("BH/C1")));
    QCOMPARE(model.explanation().value.toString(), QStringLiteral("12.5"));
    int cut = 0;
    Fixed sum;
    for (int r = 0; r < model.rowCount(); ++r) {
        const bool struck = model.data(model.index(r, 0), Qt::FontRole).value<QFont>().strikeOut();
        cut += struck ? 1 : 0;
        if (!struck)
            sum += *Fixed::parse(
                model.data(model.index(r, TieBreakBreakdownModel::Value)).toString());
    }
    QCOMPARE(cut, 1);
    QCOMPARE(sum.toString(), QStringLiteral("12.5"));
    QVERIFY(model.summary().startsWith(QStringLiteral("BH/C1 of Player0001, Bo: 12.5")));
}

void tst_Breakdown::followsChanges()
{
    // Entering a result changes the breakdown at once (the standings are live).
    TieBreakBreakdownModel model(m_doc.get());
    model.explain(1, column(QStringLiteral("SB")));
    const QString before = model.explanation().value.toString();
    QVERIFY(m_doc->setResult(5, 1, '0')); // player 1 now loses round 5
    QVERIFY(model.explanation().value.toString() != before);
}

QTEST_MAIN(tst_Breakdown)
#include "tst_breakdown.moc"
