// SPDX-License-Identifier: GPL-3.0-or-later
// Edit > Title norms on example A of the title-norms summary (a GM and an IM norm in a 9-round
// Swiss): the table shows the norms made in standings order, the explanation gives each norm's
// figures and articles and the games; after round 8 there is no norm yet.
#include "localenumbers.h"
#include "mainwindow.h"
#include "modaldriver.h"
#include "normexample.h"
#include "norms/normcertificate.h"
#include "norms/normevent.h"
#include "norms/normsdialog.h"
#include "norms/tournamentreport.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"
#include "trf/trf.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace arb;

namespace {

//! Writes \a t as norm.trf in \a dir and opens it in \a window as the user would a TRF file.
bool openAsTrf(MainWindow &window, const Tournament &t, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("norm.trf"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(writeTrf(t)) < 0)
        return false;
    f.close();
    return window.openPath(path);
}

} // namespace

class tst_NormsDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void exampleA();
    void standingsColumn();
};

void tst_NormsDialog::exampleA()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openAsTrf(window, normExampleA(), dir));
    auto *action = window.findChild<QAction *>(QStringLiteral("normsAction"));
    QVERIFY(action);
    bool ran = false;
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<NormsDialog *>(modal);
        QVERIFY(dialog);
        ran = true;
        QTableWidget *table = dialog->table();
        QCOMPARE(table->rowCount(), 10);
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Player 1"));
        QCOMPARE(table->item(0, 5)->text(), QStringLiteral("GM, IM"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("1"));
        for (int r = 1; r < 10; ++r)
            QCOMPARE(table->item(r, 5)->text(), QString());
        const QString e = dialog->explanation();
        QVERIFY2(e.contains(QStringLiteral("GM norm made: 9 games (credited 9), score 6.5, Ra "
                                           "2447, 72 %, Rp 2613")),
            qPrintable(e));
        QVERIFY(
            e.contains(QStringLiteral("+ 1.4.8: performance 2613 = 2447 + 166 (at least 2600)")));
        QVERIFY(e.contains(QStringLiteral("opponent 10 raised to the rating floor (1.4.6b)")));
        QVERIFY2(e.contains(QStringLiteral("round 9: Player 10 (10) - FRA 2150, result ")
                     + localeText(Fixed::half())),
            qPrintable(e));
        // The certificates (IT1) of player 1's two norms as PDF, one page each.
        const QString pdf = dir.filePath(QStringLiteral("it1.pdf"));
        dialog->setFileChooser([&pdf] { return pdf; });
        QVERIFY(dialog->exportCertificates());
        QFile written(pdf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("%PDF"));
        const NormResult gm = playerNorms(window.document()->tournament(), 1).first();
        const QString it1 = normCertificateHtml(window.document()->tournament(), 1, gm, 9);
        for (const QString &field : {QStringLiteral("Title norm: GM"), QStringLiteral("Player 1"),
                 QStringLiteral("Norm Open"), QStringLiteral("Titled opponents"),
                 QStringLiteral("8 (GM 3, IM 3, WGM 0, WIM 0, FM 2, WFM 0)"),
                 QStringLiteral("Score needed"), QStringLiteral("Rating used"),
                 QStringLiteral("2447"), QStringLiteral("Chief Arbiter:")})
            QVERIFY2(it1.contains(field), qPrintable(field));
        // The tournament report (IT3): the event, the players by title and federation, the
        // norms made; as PDF.
        const QString report = dir.filePath(QStringLiteral("it3.pdf"));
        dialog->setFileChooser([&report] { return report; });
        QVERIFY(dialog->exportTournamentReport());
        QFile it3File(report);
        QVERIFY(it3File.open(QIODevice::ReadOnly));
        QVERIFY(it3File.readAll().startsWith("%PDF"));
        // ARBITER_NORMS_PDF_DIR=dir keeps both PDFs there, to be looked at.
        if (const QString keep = qEnvironmentVariable("ARBITER_NORMS_PDF_DIR"); !keep.isEmpty())
            for (const QString &name : {QStringLiteral("it1.pdf"), QStringLiteral("it3.pdf")}) {
                QFile::remove(keep + u'/' + name);
                QFile::copy(dir.filePath(name), keep + u'/' + name);
            }
        Tournament withHost = window.document()->tournament();
        withHost.federation = QStringLiteral("FRA");
        withHost.timeControlCode = QStringLiteral("40/5400+30:1800+30");
        const QString it3 = tournamentReportHtml(withHost, 9);
        QTextDocument text;
        text.setHtml(it3);
        const QString plain = text.toPlainText();
        for (const QString &field :
            {QStringLiteral("Tournament report (IT3)"), QStringLiteral("Norm Open"),
                QStringLiteral("Swiss, Dutch system (C.04.3), individual"),
                QStringLiteral(
                    "40/5400+30:1800+30 (40 moves in 90 min + 30 s per move, then 30 min "
                    "for the rest of the game + 30 s per move)"),
                QStringLiteral("computerised: Arbiter"), QStringLiteral("Chief Arbiter:")})
            QVERIFY2(plain.contains(field), qPrintable(field));
        // Rated 10 of 6 federations, 5 from the host (FRA: player 1 and four opponents); GM 3 of 3
        // federations, none from the host; FM 2, both French.
        QVERIFY2(plain.contains(QStringLiteral("Rated\n10\n6\n5\n5")), qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("GM\n3\n3\n0\n3")), qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("FM\n2\n1\n2\n0")), qPrintable(plain));
        // Player 1's two norms, with Ra and performance.
        QVERIFY2(plain.contains(QStringLiteral("Player 1\n\nFRA\nGM\n9\n")), qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("2447\n2613")), qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("Player 1\n\nFRA\nIM\n9 (credited as 10)\n")),
            qPrintable(plain));
        // A norm not made says its figures each in their place.
        // Player 10 has no title: judged for GM and IM (a GM is judged for no norm).
        int rowOfTen = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 2)->data(Qt::UserRole).toInt() == 10)
                rowOfTen = r;
        table->setCurrentCell(rowOfTen, 2);
        const NormResult notMade = playerNorms(window.document()->tournament(), 10).first();
        QVERIFY(!notMade.made);
        QVERIFY2(dialog->explanation().contains(
                     QStringLiteral("GM norm not made: %1 games, score %2, Ra %3, %4 %, Rp %5")
                         .arg(notMade.games)
                         .arg(notMade.score.toString())
                         .arg(notMade.ra)
                         .arg(notMade.percentage)
                         .arg(notMade.performance)),
            qPrintable(dialog->explanation()));
        // No certificate for a player without a norm.
        auto *certificates = dialog->findChild<QPushButton *>(QStringLiteral("certificatesButton"));
        QVERIFY(!certificates->isEnabled());
        table->setCurrentCell(0, 2);
        QVERIFY(certificates->isEnabled());
        QVERIFY(!certificates->isDefault() && !certificates->autoDefault());
        // After round 8: eight games, no norm; both still possible, the GM norm with a draw
        // against player 10 in round 9. The player selected stays selected.
        dialog->setRound(8);
        QCOMPARE(table->item(0, 2)->data(Qt::UserRole).toInt(), 1);
        QCOMPARE(table->currentRow(), 0);
        QCOMPARE(table->item(0, 5)->text(), QString());
        QCOMPARE(table->item(0, 6)->text(), QStringLiteral("GM, IM"));
        QVERIFY(dialog->explanation().contains(QStringLiteral("- 1.4.1a: 8 games (at least 9)")));
        QVERIFY2(dialog->explanation().contains(
                     QStringLiteral("  GM norm possible: a score of 0.5 needed from round 9 (Ra "
                                    "2447)\n    round 9: Player 10 (10)")),
            qPrintable(dialog->explanation()));
        QVERIFY(!certificates->isEnabled());

        // The final of a national championship (1.4.3a) waives the federation requirements for
        // the host's players: stated in one audited change, undone as any.
        auto *exemption = dialog->findChild<QComboBox *>(QStringLiteral("normExemptionComboBox"));
        QVERIFY(exemption);
        QVERIFY(dialog->setExemption(FederationExemption::NationalChampionship));
        QCOMPARE(recordedFederationExemption(window.document()->tournament()),
            FederationExemption::NationalChampionship);
        QCOMPARE(exemption->currentData().toInt(), int(FederationExemption::NationalChampionship));
        QVERIFY(window.document()->undo());
        QCOMPARE(recordedFederationExemption(window.document()->tournament()),
            FederationExemption::None);

        // Tab goes round the window: the buttons, then Close, then the round.
        auto *reportButton
            = dialog->findChild<QPushButton *>(QStringLiteral("tournamentReportButton"));
        auto nextTabStop = [&dialog](QWidget *w) {
            do
                w = w->nextInFocusChain();
            while (
                !((w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(dialog) && w->isEnabled()));
            return w;
        };
        // With the certificates enabled (player 1 after round 9), as without.
        dialog->setRound(9);
        table->setCurrentCell(0, 2);
        QVERIFY(certificates->isEnabled());
        QCOMPARE(nextTabStop(dialog->explanationWidget()), certificates);
        QCOMPARE(nextTabStop(certificates), reportButton);
        // The keys themselves.
        dialog->activateWindow();
        certificates->setFocus();
        QTest::keyClick(certificates, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), reportButton);
        QTest::keyClick(reportButton, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("normsCloseButton"));
        QWidget *close = nextTabStop(reportButton);
        QVERIFY(qobject_cast<QPushButton *>(close));
        QCOMPARE(qobject_cast<QPushButton *>(close)->text().remove(u'&'), QStringLiteral("Close"));
        QWidget *round = nextTabStop(close);
        QVERIFY2(round->objectName() == QStringLiteral("normsRoundSpinBox")
                || round->parent()->objectName() == QStringLiteral("normsRoundSpinBox"),
            qPrintable(round->objectName()));
        dialog->reject();
    });
    action->trigger();
    QVERIFY(ran);
}

void tst_NormsDialog::standingsColumn()
{
    // Example A with round 9 paired, no result: the standings tab's last column says which
    // norms are still possible; the result entered, which are made.
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openAsTrf(window, normExampleA({"1", "=", "=", "1", "=", "1", "1", "=", " "}), dir));
    auto *view = window.findChild<QTableView *>(QStringLiteral("standingsTableView"));
    auto *model = qobject_cast<StandingsModel *>(view->model());
    QVERIFY(model);
    const int norms = model->normsColumn();
    QCOMPARE(norms, model->columnCount() - 1);
    QCOMPARE(model->headerData(norms, Qt::Horizontal).toString(), QStringLiteral("Norms"));
    QCOMPARE(view->horizontalHeader()->sectionResizeMode(norms), QHeaderView::Interactive);
    auto normsOf = [&](int startNo) {
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, StandingsModel::StartNo).data().toInt() == startNo)
                return model->index(r, norms).data().toString();
        return QStringLiteral("not shown");
    };
    QCOMPARE(normsOf(1), QStringLiteral("GM?, IM?"));
    QCOMPARE(model->index(0, norms).data(Qt::TextAlignmentRole).toInt(),
        int(Qt::AlignLeft | Qt::AlignVCenter));
    QCOMPARE(normsOf(2), QString()); // a GM: no norm to make
    QVERIFY(window.document()->setResult(9, 1, '='));
    QCOMPARE(normsOf(1), QStringLiteral("GM, IM"));
}

QTEST_MAIN(tst_NormsDialog)
#include "tst_normsdialog.moc"
