// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus (File, Edit, Settings; Help in mainwindowhelp.cpp): each action with
// its keys and the dialog it opens. Kept apart from mainwindow.cpp, which builds the window.
#include "mainwindow.h"

#include "accounts/arbiteraccountsdialog.h"
#include "filewrite.h"
#include "norms/normsdialog.h"
#include "players/ratingreport.h"
#include "prizes/prizefunddialog.h"
#include "publish/sitepublisher.h"
#include "rules/fidemode.h"
#include "server/serversession.h"
#include "tournamentdocument.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

namespace arb {

void MainWindow::exportRatingReport()
{
    const QString path
        = withSuffix(saveFileName(tr("Export rating changes"), tr("CSV files (*.csv)"),
                         m_document->fileBeside(QStringLiteral("-ratings.csv"))),
            QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    // Whole or not at all, as every export.
    QString error;
    if (!writeFileWhole(path, ratingReportCsv(ratingReport(m_document->tournament())), &error)) {
        showMessage(error);
        return;
    }
    statusBar()->showMessage(
        tr("Rating changes written to %1").arg(QDir::toNativeSeparators(path)), 15000);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New event..."), QKeySequence::New, this, &MainWindow::newEventWizard)
        ->setObjectName(QStringLiteral("newEventAction"));
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addAction(tr("Open the &demo tournament"), this, &MainWindow::openDemo);
    m_server = new ServerSession(
        m_document, this, [this](const QString &text) { showMessage(text); },
        [this](const QString &path) { addRecent(path); });
    m_server->addActions(file); // the event on a PostgreSQL server
    file->addAction(tr("Save &as..."), QKeySequence::SaveAs, this, &MainWindow::saveAsDialog)
        ->setObjectName(QStringLiteral("saveAsAction"));
    file->addAction(tr("&Back up now"), this, &MainWindow::backUpNow)
        ->setObjectName(QStringLiteral("backUpNowAction"));
    file->addAction(tr("Restore bac&kup..."), this, &MainWindow::restoreBackupDialog)
        ->setObjectName(QStringLiteral("restoreBackupAction"));
    file->addSeparator();
    file->addAction(tr("&Export TRF..."), this, &MainWindow::exportTrfDialog)
        ->setObjectName(QStringLiteral("exportTrfAction"));
    file->addAction(tr("Export rating c&hanges (CSV)..."), this, &MainWindow::exportRatingReport)
        ->setObjectName(QStringLiteral("exportRatingReportAction"));
    (new SitePublisher(m_document, this))->addActions(file);
    file->addSeparator();
    file->addAction(
            tr("Pr&int documents..."), QKeySequence::Print, this, &MainWindow::printDocumentsDialog)
        ->setObjectName(QStringLiteral("printDocumentsAction"));
    file->addAction(tr("Print preview: &standings..."), this, [this] { printPreview(0); });
    file->addAction(tr("Print preview: &cross table..."), this, [this] { printPreview(1); });
    file->addAction(tr("Standings as &PDF..."), this, [this] { exportPdfDialog(0); })
        ->setObjectName(QStringLiteral("standingsPdfAction"));
    file->addAction(tr("Cross &table as PDF..."), this, [this] { exportPdfDialog(1); });
    m_teamActions = {
        file->addAction(tr("Print preview: team standings..."), this, [this] { printPreview(2); }),
        file->addAction(
            tr("Print preview: team cross table..."), this, [this] { printPreview(3); }),
        file->addAction(tr("Team standings as PDF..."), this, [this] { exportPdfDialog(2); }),
        file->addAction(tr("Team cross table as PDF..."), this, [this] { exportPdfDialog(3); }),
    };
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undoAction
        = edit->addAction(tr("&Undo"), QKeySequence::Undo, m_document, &TournamentDocument::undo);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction
        = edit->addAction(tr("&Redo"), QKeySequence::Redo, m_document, &TournamentDocument::redo);
    // Ctrl+Y as well, as arbiters coming from Windows programs type it.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    m_redoAction->setShortcuts(redoKeys);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    edit->addSeparator();
    edit->addAction(tr("A&dd player"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this,
            &MainWindow::addPlayer)
        ->setObjectName(QStringLiteral("addPlayerAction"));
    edit->addAction(tr("&Prizes..."), this,
            [this] {
                PrizeFundDialog dialog(m_document, this);
                dialog.exec();
            })
        ->setObjectName(QStringLiteral("prizesAction"));
    edit->addAction(tr("Title &norms..."), this,
            [this] {
                NormsDialog dialog(m_document, this);
                dialog.exec();
            })
        ->setObjectName(QStringLiteral("normsAction"));
    edit->addSeparator();
    m_leaveFideModeAction
        = edit->addAction(tr("&Leave FIDE mode..."), this, &MainWindow::leaveFideModeDialog);
    m_leaveFideModeAction->setObjectName(QStringLiteral("leaveFideModeAction"));

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    ArbiterAccountsDialog::addAction(settings, m_document, this);
    QMenu *language = settings->addMenu(tr("&Language"));
    auto *group = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const QList<QPair<QString, QString>> languages
        = {{QString(), tr("System language")}, {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("es"), QStringLiteral("Español")}};
    for (const auto &[code, name] : languages) {
        QAction *a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            statusBar()->showMessage(
                tr("The language changes when Arbiter is started again."), 8000);
        });
    }
    buildHelpMenu();
    rebuildRecentMenu();
}

} // namespace arb
