// SPDX-License-Identifier: GPL-3.0-or-later
// FIDE mode (FIDE's program checklist, C.02 B18-B23): an imported event starts in it; leaving it
// takes two warnings that name the consequences with the reason between them (B19), is recorded
// in the log and the rating report with its round (B20), cannot be undone or repeated (B21), and
// shows on every screen and page (B22). The warning levels (B24): one look and behaviour each.
#include "mainwindow.h"
#include "modaldriver.h"
#include "pairing/generator.h"
#include "reports/reportpage.h"
#include "rules/fidemode.h"
#include "tournamentdatabase.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "warningbox.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_FideMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void leaveFideMode();
    void recordRoundTrip();
    void warningLevels();
};

void tst_FideMode::leaveFideMode()
{
    QTemporaryDir dir;
    GeneratorOptions o;
    o.players = 10;
    o.rounds = 5;
    o.pairRounds = 4;
    o.seed = 8;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY(g.error.isEmpty());
    const QString trf = dir.filePath(QStringLiteral("club.trf"));
    {
        QFile f(trf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeTrf(g.tournament));
    }
    MainWindow window;
    QStringList messages, asked;
    QStringList answers; // consumed one per question
    window.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    window.setQuestionHandler([&](const QString &title, const QStringList &choices) {
        asked.append(title + u'|' + choices.join(u'|'));
        return answers.isEmpty() ? QString() : answers.takeFirst();
    });
    QVERIFY(window.openPath(trf));
    // B23: an imported TRF starts in FIDE mode.
    TournamentDocument &doc = *window.document();
    QVERIFY(isFideMode(doc.tournament()));
    auto *label = window.findChild<QLabel *>(QStringLiteral("notFideModeLabel"));
    auto *action = window.findChild<QAction *>(QStringLiteral("leaveFideModeAction"));
    QVERIFY(label && action);
    QVERIFY(label->isHidden());
    QVERIFY(action->isEnabled());

    // B19: every step can be cancelled, and nothing changes.
    const QList<QStringList> cancelled
        = {{QStringLiteral("Cancel")}, {QStringLiteral("Continue"), QString()},
            {QStringLiteral("Continue"), QStringLiteral("Rapid rules of the club"),
                QStringLiteral("Cancel")}};
    for (const QStringList &a : cancelled) {
        answers = a;
        asked.clear();
        action->trigger();
        QCOMPARE(asked.size(), a.size());
        QVERIFY(isFideMode(doc.tournament()));
    }
    // The first warning names the consequences.
    answers = {QStringLiteral("Continue"), QStringLiteral("Rapid rules of the club"),
        QStringLiteral("Leave FIDE mode")};
    asked.clear();
    action->trigger();
    QCOMPARE(asked.size(), 3);
    QVERIFY2(asked[0].contains(QStringLiteral("cannot be undone"))
            && asked[0].contains(QStringLiteral("### FideModeExit @ Round 4"))
            && asked[0].endsWith(QStringLiteral("|Continue|Cancel")),
        qPrintable(asked[0]));
    QVERIFY2(asked[2].contains(QStringLiteral("after round 4 for this reason:\nRapid rules"))
            && asked[2].endsWith(QStringLiteral("|Leave FIDE mode|Cancel")),
        qPrintable(asked[2]));
    const std::optional<FideModeExit> exit = fideModeExit(doc.tournament());
    QVERIFY(exit);
    QCOMPARE(exit->round, 4);
    QCOMPARE(exit->reason, QStringLiteral("Rapid rules of the club"));

    // B22: every screen (the status bar and the title) and every printed page.
    QVERIFY(!label->isHidden());
    QCOMPARE(label->text(), QStringLiteral("Not in FIDE mode (left after round 4)"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("Not in FIDE mode")));
    QVERIFY(reportpage::headerHtml(doc, QStringLiteral("Standings"))
                .contains(QStringLiteral("Not in FIDE mode (left after round 4)")));
    // B20: in the log and the rating report, with the round.
    QVERIFY(doc.database().auditLog(1).value(0).what.contains(QStringLiteral("Left FIDE mode")));
    const QString report = QString::fromUtf8(doc.database().exportTrf());
    QVERIFY2(report.contains(
                 QStringLiteral("\n### FideModeExit @ Round 4: Rapid rules of the club; arbiter ")),
        qPrintable(report.left(2000)));
    QVERIFY(FideModeExit::parse(report.section(QStringLiteral("\n### FideModeExit"), 1, 1)
                                    .prepend(QStringLiteral("### FideModeExit"))
                                    .section(u'\n', 0, 0)));

    // B21: neither undone nor left again; the action is off.
    QString error;
    QVERIFY(!doc.database().undo(&error));
    QVERIFY2(error.contains(QStringLiteral("cannot be undone")), qPrintable(error));
    QVERIFY(!isFideMode(doc.tournament()));
    QVERIFY(!action->isEnabled());
    auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(undo);
    QVERIFY(!undo->isEnabled());
    QVERIFY(!doc.database().leaveFideMode(QStringLiteral("again"), &error));
    QVERIFY2(error.contains(QStringLiteral("cannot enter it again")), qPrintable(error));

    // Reopened, the event is still outside FIDE mode; the exported file imports so too.
    const QString path = doc.path();
    doc.database().close();
    TournamentDatabase reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    QVERIFY(!isFideMode(reopened.tournament()));
    QVERIFY(!isFideMode(readTrf(report.toUtf8()).tournament));
}

void tst_FideMode::recordRoundTrip()
{
    FideModeExit e;
    e.round = 3;
    e.reason = QStringLiteral("Team; rules\nof the league");
    e.arbiter = QStringLiteral("IA Chief; Arbiter");
    e.when = QDateTime(QDate(2026, 11, 28), QTime(21, 30), Qt::UTC);
    const QString record = e.record();
    QCOMPARE(record,
        QStringLiteral("### FideModeExit @ Round 3: Team, rules of the league; arbiter IA Chief, "
                       "Arbiter; 2026-11-28T21:30:00Z"));
    const std::optional<FideModeExit> back = FideModeExit::parse(record);
    QVERIFY(back);
    QCOMPARE(back->round, 3);
    QCOMPARE(back->reason, QStringLiteral("Team, rules of the league"));
    QCOMPARE(back->arbiter, QStringLiteral("IA Chief, Arbiter"));
    QCOMPARE(back->when, e.when);
    QVERIFY(!FideModeExit::parse(QStringLiteral("### correction: round 2, 5-12, 1 -> 0")));
}

// B24: level 2 is a notice with one button; level 3 (and each step of level 4) goes on only by
// its named button, Cancel the default and Escape; level 5 refuses, Close the default and Escape,
// the one way on named. Each level has its own icon.
void tst_FideMode::warningLevels()
{
    QWidget parent;
    parent.show();
    QVERIFY(QTest::qWaitForWindowExposed(&parent));
    struct Seen
    {
        QMessageBox::Icon icon = QMessageBox::NoIcon;
        QStringList buttons;
        QString defaultButton;
    };
    const auto look = [](QWidget *modal, Seen *seen) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        seen->icon = box->icon();
        for (QAbstractButton *b : box->buttons())
            seen->buttons << b->text();
        seen->buttons.sort();
        seen->defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
    };

    Seen notice;
    onNextModal([&](QWidget *m) {
        look(m, &notice);
        QTest::keyClick(m, Qt::Key_Return);
    });
    warningbox::acknowledge(&parent, QStringLiteral("Bye"), QStringLiteral("Deprecated."));
    QCOMPARE(notice.icon, QMessageBox::Information);
    QCOMPARE(notice.buttons.size(), 1);

    // Return takes the default: Cancel, not the named action.
    Seen question;
    onNextModal([&](QWidget *m) {
        look(m, &question);
        QTest::keyClick(m, Qt::Key_Return);
    });
    QVERIFY(!warningbox::confirm(
        &parent, QStringLiteral("Pairing"), QStringLiteral("Pair again?"), QStringLiteral("Pair")));
    QCOMPARE(question.icon, QMessageBox::Warning);
    QVERIFY(question.buttons.contains(QStringLiteral("Pair")));
    QCOMPARE(question.buttons.size(), 2);
    QVERIFY(question.defaultButton != QStringLiteral("Pair"));
    onNextModal([](QWidget *m) { QTest::keyClick(m, Qt::Key_Escape); });
    QVERIFY(!warningbox::confirm(
        &parent, QStringLiteral("Pairing"), QStringLiteral("Pair again?"), QStringLiteral("Pair")));
    onNextModal([](QWidget *m) {
        for (QAbstractButton *b : qobject_cast<QMessageBox *>(m)->buttons())
            if (b->text() == QStringLiteral("Pair"))
                b->click();
    });
    QVERIFY(warningbox::confirm(
        &parent, QStringLiteral("Pairing"), QStringLiteral("Pair again?"), QStringLiteral("Pair")));

    Seen refusal;
    onNextModal([&](QWidget *m) {
        look(m, &refusal);
        QTest::keyClick(m, Qt::Key_Return);
    });
    QVERIFY(!warningbox::refuse(&parent, QStringLiteral("FIDE mode"), QStringLiteral("Refused."),
        QStringLiteral("Leave FIDE mode...")));
    QCOMPARE(refusal.icon, QMessageBox::Critical);
    QCOMPARE(refusal.buttons.size(), 2);
    QVERIFY(refusal.buttons.contains(QStringLiteral("Leave FIDE mode...")));
    QVERIFY(refusal.defaultButton != QStringLiteral("Leave FIDE mode..."));
    onNextModal([](QWidget *m) { QTest::keyClick(m, Qt::Key_Escape); });
    QVERIFY(!warningbox::refuse(&parent, QStringLiteral("FIDE mode"), QStringLiteral("Refused."),
        QStringLiteral("Leave FIDE mode...")));
    onNextModal([](QWidget *m) {
        for (QAbstractButton *b : qobject_cast<QMessageBox *>(m)->buttons())
            if (b->text() == QStringLiteral("Leave FIDE mode..."))
                b->click();
    });
    QVERIFY(warningbox::refuse(&parent, QStringLiteral("FIDE mode"), QStringLiteral("Refused."),
        QStringLiteral("Leave FIDE mode...")));
}

QTEST_MAIN(tst_FideMode)
#include "tst_fidemode.moc"
