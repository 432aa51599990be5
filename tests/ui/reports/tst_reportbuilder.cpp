// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/reportbuilder.h"
#include "tournamentdocument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_ReportBuilder : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void headerAndTable_data();
    void headerAndTable();
    void pdfWritten_data();
    void pdfWritten();
    void unwritablePdfReported();

private:
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_ReportBuilder::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QFile f(QStringLiteral(GENERATED_TRF_DIR "/gen_hpb_40p_7r_s202.trf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    QVERIFY2(m_doc->importTrf(f.readAll(), QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY(m_doc->setTieBreaks(
        {QStringLiteral("BH/C1"), QStringLiteral("SB"), QStringLiteral("WIN")}));
}

void tst_ReportBuilder::cleanup()
{
    m_doc.reset();
}

void tst_ReportBuilder::headerAndTable_data()
{
    QTest::addColumn<int>("report");
    QTest::addColumn<QString>("title");
    QTest::newRow("standings") << int(ReportBuilder::Report::Standings)
                               << "Final standings after round 7";
    QTest::newRow("cross table") << int(ReportBuilder::Report::CrossTable)
                                 << "Final cross table after round 7";
}

void tst_ReportBuilder::headerAndTable()
{
    QFETCH(int, report);
    QFETCH(QString, title);
    const QString html = ReportBuilder::html(*m_doc, ReportBuilder::Report(report));
    const Tournament &t = m_doc->tournament();
    QVERIFY(html.contains(t.name.toHtmlEscaped()));
    QVERIFY(html.contains(t.startDate));
    QVERIFY2(html.contains(title), qPrintable(html.left(600)));
    // The tie-break list with full names and articles.
    QVERIFY(html.contains(QStringLiteral("1. BH/C1 = Buchholz (C.07 Art. 8.1)")));
    QVERIFY(html.contains(QStringLiteral("2. SB = Sonneborn-Berger (C.07 Art. 9.1)")));
    QVERIFY(html.contains(QStringLiteral("3. WIN = Number of Wins (C.07 Art. 7.1)")));
    // One table row per player plus the header row.
    QCOMPARE(html.count(QStringLiteral("<tr>")), int(t.players.size()) + 1);
    const QString leader = t.players[m_doc->standings().rows[0].playerIndex].name.toHtmlEscaped();
    QVERIFY(html.indexOf(leader)
        < html.indexOf(t.players[m_doc->standings().rows.last().playerIndex].name.toHtmlEscaped()));
}

void tst_ReportBuilder::pdfWritten_data()
{
    headerAndTable_data();
}

void tst_ReportBuilder::pdfWritten()
{
    QFETCH(int, report);
    // 150 players do not fit on one page: the report runs to several, numbered.
    QFile trf(QStringLiteral(GENERATED_TRF_DIR "/gen_unrated_150p_9r_s204.trf"));
    QVERIFY(trf.open(QIODevice::ReadOnly));
    TournamentDocument big;
    QString message;
    QVERIFY2(
        big.importTrf(trf.readAll(), QStringLiteral(":memory:"), &message), qPrintable(message));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(ReportBuilder::writePdf(big, ReportBuilder::Report(report), path, &error),
        qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    // Qt writes one "/Type /Page" object per page (and one "/Type /Pages" tree).
    const int pages = int(pdf.count("/Type /Page")) - int(pdf.count("/Type /Pages"));
    QVERIFY2(pages >= 2, qPrintable(QStringLiteral("%1 page(s)").arg(pages)));
}

void tst_ReportBuilder::unwritablePdfReported()
{
    QString error;
    const QString path = QStringLiteral("/nonexistent-dir/report.pdf");
    QVERIFY(!ReportBuilder::writePdf(*m_doc, ReportBuilder::Report::Standings, path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
}

QTEST_MAIN(tst_ReportBuilder)
#include "tst_reportbuilder.moc"
