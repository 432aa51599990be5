// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the Help menu (About, the bundled manual), recent files and what opens at start
// (issue #14), the progress of a long print preview. Kept apart from mainwindow.cpp, which builds
// the window.
#include "mainwindow.h"
#include "postgres.h"
#include "reports/pagedreport.h"
#include "server/serversession.h"
#include "tournamentdocument.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace arb {

namespace {
    const QString recentKey = QStringLiteral("recentFiles");
}

MainWindow::~MainWindow()
{
    m_document->blockSignals(true);
}

void MainWindow::buildHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(
        tr("&Keyboard and manual"), QKeySequence::HelpContents, this, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("manualAction"));
    help->addSeparator();
    help->addAction(tr("&About Arbiter"), this, &MainWindow::showAbout)
        ->setObjectName(QStringLiteral("aboutAction"));
}

QString MainWindow::aboutText()
{
    QString version = QApplication::applicationVersion();
    if (version.isEmpty())
        version = QStringLiteral(ARBITER_VERSION_STRING);
    return tr("<h3>Arbiter %1</h3><p>Tournament manager for chess arbiters: pairings, results, "
              "standings with the FIDE tie-breaks (C.07), play-offs, team competitions.</p>"
              "<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). "
              "There is no warranty.</p><p>Built with Qt %2 (running on Qt %3).</p>")
        .arg(version, QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

void MainWindow::showAbout()
{
    // Not modal-blocking: the box is opened and deletes itself when closed.
    auto *box = new QMessageBox(
        QMessageBox::Information, tr("About Arbiter"), aboutText(), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showManual()
{
    if (auto *open = findChild<QDialog *>(QStringLiteral("manualDialog"))) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("manualDialog"));
    dialog->setWindowTitle(tr("Arbiter: keyboard and manual"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("manualBrowser"));
    browser->setOpenExternalLinks(true);
    browser->setSource(QUrl(QStringLiteral("qrc:/manual/manual.html")));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(720, 640);
    dialog->show();
}

void MainWindow::addRecent(const QString &path)
{
    if (path.isEmpty() || path == u":memory:")
        return;
    QSettings settings;
    QStringList recent = settings.value(recentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(recentKey, recent.mid(0, 8));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(recentKey).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        // &1 ... &8: the number picks the file from the keyboard.
        m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)), this,
            [this, path] { openRecent(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::openRecent(const QString &path)
{
    if (storage::postgres::isUrl(path)) // an event on a server; asks for the password if needed
        return m_server->openUrl(path);
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        QStringList recent = settings.value(recentKey).toStringList();
        recent.removeAll(path);
        settings.setValue(recentKey, recent);
        rebuildRecentMenu();
        showMessage(tr("%1 no longer exists; it was removed from the recent files")
                        .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openPath(path);
}

bool MainWindow::openLastOrDemo()
{
    // The last event the arbiter worked on; the demo only when there is none (issue #14).
    // An event on a server is reopened too: with the server's own password file (~/.pgpass) at
    // once, else the connection dialog asks for the password (cancelled: the next recent event).
    const QStringList recent = QSettings().value(recentKey).toStringList();
    for (const QString &path : recent) {
        const bool server = storage::postgres::isUrl(path);
        bool opened = false;
        if (server) {
            opened = m_server->openUrl(path); // which puts it first in the recent files
        } else if (QString error; QFileInfo::exists(path) && m_document->open(path, &error)) {
            addRecent(path);
            opened = true;
        }
        if (opened) {
            statusBar()->showMessage(tr("Reopened %1, the last event")
                                         .arg(server ? path : QDir::toNativeSeparators(path)),
                10000);
            return true;
        }
    }
    return openDemo();
}

bool MainWindow::layOutReport(PagedReport &paged, int report, QPagedPaintDevice *printer)
{
    QProgressDialog progress(tr("Laying out the pages..."), tr("Cancel"), 0, 1, this);
    progress.setObjectName(QStringLiteral("printProgressDialog"));
    progress.setWindowTitle(tr("Print preview"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const bool done = paged.layOut(
        *m_document, ReportBuilder::Report(report), printer, [&progress](int part, int parts) {
            progress.setMaximum(parts);
            progress.setValue(part); // a modal dialog: also processes events (Cancel)
            return !progress.wasCanceled();
        });
    if (!done)
        statusBar()->showMessage(tr("Print preview cancelled"), 8000);
    return done;
}

QString MainWindow::withSuffix(const QString &path, const QString &suffix)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + u'.' + suffix;
}

} // namespace arb
