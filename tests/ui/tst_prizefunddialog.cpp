// SPDX-License-Identifier: GPL-3.0-or-later
// Edit > Prizes on the demo event: the prizes typed one per line, the prize list on the current
// standings following as the arbiter types, a line at fault named and nothing stored, Save as one
// undoable change, Export CSV for the treasurer.
#include "mainwindow.h"
#include "modaldriver.h"
#include "presets/presetlibrary.h"
#include "prizes/prizefunddialog.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "reports/printdocuments.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_PrizeFundDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void enterSaveAndExport();
    void sharingFromThePreset();
};

void tst_PrizeFundDialog::enterSaveAndExport()
{
    MainWindow window;
    QStringList messages;
    window.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTemporaryDir dir;
    QVERIFY(window.openDemo());
    TournamentDocument *doc = window.document();
    QVERIFY(!doc->tournament().prizeFund);
    auto *action = window.findChild<QAction *>(QStringLiteral("prizesAction"));
    QVERIFY(action);
    const QString csvPath = dir.filePath(QStringLiteral("prizes.csv"));
    bool ran = false;
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<PrizeFundDialog *>(modal);
        QVERIFY(dialog);
        ran = true;
        // The prizes are typed from the keyboard: the focus starts in them.
        QCOMPARE(QApplication::focusWidget(), dialog->prizesEdit());
        QTest::keyClicks(dialog->prizesEdit(), QStringLiteral("1 300"));
        QTest::keyClick(dialog->prizesEdit(), Qt::Key_Return);
        QTest::keyClicks(dialog->prizesEdit(), QStringLiteral("2 2OO"));
        auto *error = dialog->findChild<QLabel *>(QStringLiteral("prizeErrorLabel"));
        QCOMPARE(error->text(), QStringLiteral("Prizes, line 2: \"2OO\" is not an amount"));
        dialog->accept(); // refused: nothing stored, the dialog stays
        QVERIFY(dialog->isVisible());
        QVERIFY(!doc->tournament().prizeFund);
        QTest::keyClick(dialog->prizesEdit(), Qt::Key_Backspace);
        QTest::keyClick(dialog->prizesEdit(), Qt::Key_Backspace);
        QTest::keyClicks(dialog->prizesEdit(), QStringLiteral("00"));
        QTest::keyClick(dialog->prizesEdit(), Qt::Key_Return);
        QTest::keyClicks(dialog->prizesEdit(), QStringLiteral("3 100.50"));
        dialog->sharingComboBox()->setCurrentIndex(
            dialog->sharingComboBox()->findData(int(PrizeSharing::Equal)));
        QVERIFY2(error->isHidden(), qPrintable(error->text()));
        // The list shown is the distribution of the current standings.
        QString why;
        const std::optional<PrizeFund> fund = dialog->fund(&why);
        QVERIFY2(fund, qPrintable(why));
        QCOMPARE(fund->total(), 60050);
        const QList<PrizeEntrant> standing = prizeEntrants(doc->tournament(), doc->standings());
        QCOMPARE(
            dialog->prizeList(), prizeListText(*fund, distributePrizes(*fund, standing), standing));
        QVERIFY(dialog->prizeList().startsWith(QStringLiteral("Ties: equal division")));
        dialog->setFileChooser([&] { return csvPath; });
        QTest::mouseClick(
            dialog->findChild<QPushButton *>(QStringLiteral("exportCsvButton")), Qt::LeftButton);
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("prizeDoneLabel"))->text(),
            QStringLiteral("Prize list written to %1").arg(QDir::toNativeSeparators(csvPath)));
        dialog->accept();
    });
    action->trigger();
    QVERIFY(ran);
    QVERIFY2(messages.isEmpty(), qPrintable(messages.join(u'\n')));
    QVERIFY(doc->tournament().prizeFund);
    QCOMPARE(doc->tournament().prizeFund->prizes,
        (QList<Prize> {{QString(), 1, 30000}, {QString(), 2, 20000}, {QString(), 3, 10050}}));
    QCOMPARE(doc->tournament().prizeFund->sharing, PrizeSharing::Equal);
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().startsWith("rank,startno,name,points,amount,currency,prizes\n"));
    // The printed prize list gives the money: the method, each player paid, the totals.
    const PrizeFund &fund = *doc->tournament().prizeFund;
    const QList<PrizeEntrant> standing = prizeEntrants(doc->tournament(), doc->standings());
    const PrizeDistribution d = distributePrizes(fund, standing);
    const QString html = PrintDocuments::html(*doc, PrintDocuments::Kind::PrizeList, {});
    QVERIFY(html.contains(QStringLiteral("Prize money")));
    QVERIFY(html.contains(QStringLiteral("Ties: equal division among tied players")));
    QVERIFY(!d.payouts.isEmpty());
    for (const PrizePayout &p : d.payouts)
        QVERIFY2(html.contains(fund.money(p.amount)), qPrintable(fund.money(p.amount)));
    QVERIFY(html.contains(QStringLiteral("Prize fund 600.50 EUR; paid 600.50 EUR")));
    const QString pdf = dir.filePath(QStringLiteral("prizes.pdf"));
    QString error;
    QVERIFY2(PrintDocuments::writePdf(*doc, PrintDocuments::Kind::PrizeList, {}, pdf, &error),
        qPrintable(error));
    // One undo takes the fund back.
    QVERIFY(doc->undo());
    QVERIFY(!doc->tournament().prizeFund);
}

// A new fund shares ties as the event's regulation preset says, and the prize list names the
// rule: US Chess 34C divides cash prizes evenly.
void tst_PrizeFundDialog::sharingFromThePreset()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    TournamentDocument *doc = window.document();
    const std::optional<Preset> us = PresetLibrary().find(QStringLiteral("us-chess"));
    QVERIFY(us && us->prizes);
    QVERIFY(doc->applyPreset(*us));
    PrizeFundDialog dialog(doc);
    QCOMPARE(dialog.sharingComboBox()->currentData().toInt(), int(PrizeSharing::Equal));
    QTest::keyClicks(dialog.prizesEdit(), QStringLiteral("1 100"));
    QVERIFY2(dialog.prizeList().startsWith(
                 QStringLiteral("Ties: equal division among tied players (US Chess 34C: ")),
        qPrintable(dialog.prizeList()));
    QVERIFY(dialog.apply());
    QCOMPARE(doc->tournament().prizeFund->rule, us->prizes->rule);
    // Another method chosen: the preset's rule does not follow it.
    dialog.sharingComboBox()->setCurrentIndex(
        dialog.sharingComboBox()->findData(int(PrizeSharing::Hort)));
    QVERIFY(dialog.prizeList().startsWith(QStringLiteral("Ties: Hort system;")));
}

QTEST_MAIN(tst_PrizeFundDialog)
#include "tst_prizefunddialog.moc"
