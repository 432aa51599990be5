// SPDX-License-Identifier: GPL-3.0-or-later
// Behavioural: from tied standings the arbiter starts a Tata Steel play-off on the Standings
// tab, enters the play-off results from the keyboard on the Play-off tab, the sudden-death
// games appear as the plan advances, and the final standings show the places it decided.
#include "mainwindow.h"
#include "playoff/playoffdialog.h"
#include "playoff/playoffgamesmodel.h"
#include "playoff/playoffwidget.h"
#include "playofftournament.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_PlayoffWidget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void tataSteelTwoPlayers_data();
    void tataSteelTwoPlayers();
    void dialogRefusesBadTimeControl();
    void knockoutForFourTied();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void tst_PlayoffWidget::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_PlayoffWidget::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->document()->setReasonProvider([](const QString &) { return QString(); });
    QVERIFY(m_window->newTournament(m_dir->filePath(QStringLiteral("event.arbiter"))));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_PlayoffWidget::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void tst_PlayoffWidget::tataSteelTwoPlayers_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<int>("games");
    QTest::newRow("C.1 match won 2-0") << "10" << 2;
    QTest::newRow("C.1 match 1-1, C.2 first sudden-death game won") << "111" << 3;
    QTest::newRow("C.1 drawn, C.2 sudden death drawn twice then won by Black") << "==5=0" << 5;
}

void tst_PlayoffWidget::tataSteelTwoPlayers()
{
    QFETCH(QString, keys);
    QFETCH(int, games);
    TournamentDocument *doc = m_window->document();
    QVERIFY(fillTiedRoundRobin(*doc, QStringLiteral("two")));
    QCOMPARE(doc->standings().rows.at(1).separation, Separation::Shared);

    // Start from the Standings tab: the dialog shows who is tied and the seed it records.
    PlayoffWidget *widget = m_window->playoffWidget();
    QString preview;
    widget->setDialogRunner([&preview](PlayoffDialog &d) {
        preview = d.findChild<QLabel *>(QStringLiteral("previewLabel"))->text();
        d.findChild<QLineEdit *>(QStringLiteral("seedLineEdit"))->setText(QStringLiteral("2026"));
        d.accept();
        return d.result() == QDialog::Accepted;
    });
    auto *start = m_window->findChild<QPushButton *>(QStringLiteral("standingsPlayoffButton"));
    QVERIFY(start);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY2(preview.contains(QStringLiteral("Anand"))
            && preview.contains(QStringLiteral("Carlsen"))
            && !preview.contains(QStringLiteral("Giri")),
        qPrintable(preview));
    QCOMPARE(m_window->tabs()->currentWidget(), widget);
    QCOMPARE(doc->playoffConfig()->lotsSeed, 2026u);
    QCOMPARE(doc->playoffConfig()->format, PlayoffFormat::TataSteel);

    // C.1: a two-game match at 3+2, colours alternating.
    PlayoffGamesModel *model = widget->gamesModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, PlayoffGamesModel::TimeControlColumn).data().toString(),
        QStringLiteral("3+2"));
    QCOMPARE(model->game(0)->white, model->game(1)->black);

    QTableView *view = widget->gamesView();
    view->setFocus();
    QCOMPARE(view->currentIndex().row(), 0);
    for (int i = 0; i < keys.size(); ++i) {
        QVERIFY2(i < model->rowCount(), "the plan must offer a game for every result");
        QCOMPARE(view->currentIndex().row(), i);
        QTest::keyClick(view, keys[i].toLatin1());
        QVERIFY2(
            model->game(i)->result.has_value(), qPrintable(QStringLiteral("game %1").arg(i + 1)));
        if (i >= 2) // C.2: sudden-death games at 2½ min for White, 3 min for Black, + 2 s.
            QCOMPARE(model->game(i)->timeControl.toString(), QStringLiteral("2.5+2/3+2"));
    }
    QCOMPARE(model->rowCount(), games);
    QCOMPARE(model->firstPendingRow(), -1);
    if (const QByteArray out = qgetenv("ARBITER_PLAYOFF_SCREENSHOT"); !out.isEmpty())
        m_window->grab().save(QString::fromLocal8Bit(out));
    const PlayoffState &state = doc->playoffStates().first();
    QVERIFY(state.finished);

    // The winner won the last game; the final standings show the place decided by play-off.
    const PlayoffGame *last = model->game(games - 1);
    const int winner = *last->result == GameResult::BlackWin ? last->black : last->white;
    const Standings &s = doc->standings();
    QCOMPARE(s.rows[0].startNo, winner);
    QCOMPARE(s.rows[1].separation, Separation::Playoff);
    QCOMPARE(s.rows[1].rank, 2);
    StandingsModel standings(doc);
    QCOMPARE(standings.index(1, standings.decidedByColumn()).data().toString(),
        QStringLiteral("play-off"));

    // Opening the dialog again and accepting the same settings keeps every result.
    const int entries = int(doc->database().auditLog().size());
    widget->setDialogRunner([](PlayoffDialog &d) {
        d.accept();
        return true;
    });
    widget->startPlayoff();
    QCOMPARE(int(doc->database().auditLog().size()), entries);
    QVERIFY(doc->playoffStates().first().finished);

    // Undo takes the last result back: the place is shared again and the game is pending.
    QVERIFY(doc->undo());
    QCOMPARE(doc->standings().rows[1].separation, Separation::Shared);
    QCOMPARE(model->firstPendingRow(), games - 1);
    QVERIFY(m_messages.isEmpty());
}

void tst_PlayoffWidget::dialogRefusesBadTimeControl()
{
    TournamentDocument *doc = m_window->document();
    QVERIFY(fillTiedRoundRobin(*doc, QStringLiteral("two")));
    PlayoffDialog dialog(doc);
    dialog.findChild<QLineEdit *>(QStringLiteral("suddenDeathLineEdit"))
        ->setText(QStringLiteral("abc"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    const QString error = dialog.findChild<QLabel *>(QStringLiteral("errorLabel"))->text();
    QVERIFY2(error.contains(QStringLiteral("Sudden-death time"))
            && error.contains(QStringLiteral("abc")),
        qPrintable(error));
    // Asymmetric times are kept per colour.
    dialog.findChild<QLineEdit *>(QStringLiteral("suddenDeathLineEdit"))
        ->setText(QStringLiteral("2,5+2/3+2"));
    const auto config = dialog.config();
    QVERIFY(config);
    QCOMPARE(config->suddenDeathTime.whiteSeconds, 150);
    QCOMPARE(config->suddenDeathTime.blackSeconds, 180);
    QVERIFY(config->lotsSeed.has_value());
}

void tst_PlayoffWidget::knockoutForFourTied()
{
    TournamentDocument *doc = m_window->document();
    QVERIFY(fillTiedRoundRobin(*doc, QStringLiteral("four")));
    PlayoffWidget *widget = m_window->playoffWidget();
    widget->setDialogRunner([](PlayoffDialog &d) {
        auto *box = d.findChild<QComboBox *>(QStringLiteral("templateComboBox"));
        box->setCurrentIndex(box->findData(QStringLiteral("knockout")));
        emit box->activated(box->currentIndex());
        d.findChild<QLineEdit *>(QStringLiteral("seedLineEdit"))->setText(QStringLiteral("11"));
        d.accept();
        return true;
    });
    widget->startPlayoff();
    QCOMPARE(doc->playoffConfig()->format, PlayoffFormat::Knockout);
    QCOMPARE(doc->playoffs().first().entrants.size(), 4);
    PlayoffGamesModel *model = widget->gamesModel();
    // Two semi-final matches of two games each are known before any result.
    QCOMPARE(model->rowCount(), 4);
    QTableView *view = widget->gamesView();
    view->setFocus();
    // White wins everything: each match is 1-1, so an Armageddon game follows.
    int guard = 0;
    while (!doc->playoffStates().first().finished && guard++ < 40)
        QTest::keyClick(view, '1');
    QVERIFY(doc->playoffStates().first().finished);
    bool armageddon = false;
    for (int r = 0; r < model->rowCount(); ++r)
        armageddon = armageddon || model->game(r)->kind == PlayoffGameKind::Armageddon;
    QVERIFY(armageddon);
    QCOMPARE(doc->standings().rows[0].rank, 1);
    QCOMPARE(doc->standings().rows[1].separation, Separation::Playoff);
}

QTEST_MAIN(tst_PlayoffWidget)
#include "tst_playoffwidget.moc"
