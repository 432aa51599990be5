// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the Help menu (About, the bundled manual), recent files and what opens at start,
// the progress of a long print preview. Kept apart from mainwindow.cpp, which builds the window.
#include "mainwindow.h"
#include "postgres.h"
#include "reports/pagedreport.h"
#include "server/serversession.h"
#include "tournamentdocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
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

namespace {

    //! Returns the letter Alt takes for \a text ("&Players" -> P), or a null character.
    QChar mnemonic(const QString &text)
    {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) != u'&')
                continue;
            if (text.at(i + 1) != u'&')
                return text.at(i + 1).toUpper();
            ++i; // "&&" is a literal ampersand
        }
        return {};
    }

    //! Returns \a text as shown: without its "&" marks and the "..." of a dialog.
    QString shown(QString text)
    {
        text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
        text.remove(u'&');
        text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        if (text.endsWith(QStringLiteral("...")))
            text.chop(3);
        if (text.endsWith(u':')) // a field's label
            text.chop(1);
        return text.trimmed();
    }

    QString altKey(QChar letter)
    {
        return QKeySequence(QKeyCombination(Qt::AltModifier, Qt::Key(letter.unicode())))
            .toString(QKeySequence::NativeText);
    }

    //! Adds "Alt+X: text" for each text of \a texts with a mnemonic.
    void addMnemonics(QList<QPair<QString, QString>> &rows, const QStringList &texts)
    {
        for (const QString &t : texts)
            if (const QChar m = mnemonic(t); !m.isNull())
                rows.append({altKey(m), shown(t)});
    }

    //! Adds the commands of \a menu (and its submenus) that have a shortcut.
    void addShortcuts(QList<QPair<QString, QString>> &rows, const QMenu *menu)
    {
        for (const QAction *a : menu->actions()) {
            if (a->menu())
                addShortcuts(rows, a->menu());
            else if (!a->isSeparator() && a->isVisible() && !a->shortcut().isEmpty())
                rows.append({a->shortcut().toString(QKeySequence::NativeText), shown(a->text())});
        }
    }

    QString keyTable(const QString &heading, const QList<QPair<QString, QString>> &rows)
    {
        if (rows.isEmpty())
            return QString();
        QString h = QStringLiteral("<h3>%1</h3><table border=\"1\" cellpadding=\"3\" "
                                   "cellspacing=\"0\">")
                        .arg(heading.toHtmlEscaped());
        for (const auto &[key, does] : rows)
            h += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                     .arg(key.toHtmlEscaped(), does.toHtmlEscaped());
        return h + QStringLiteral("</table>");
    }

} // namespace

QString MainWindow::manualHtml() const
{
    //: the file of the bundled manual in this language: manual.de.html, manual.fr.html...
    QFile file(QStringLiteral(":/manual/") + tr("manual.html"));
    if (!file.exists())
        file.setFileName(QStringLiteral(":/manual/manual.html"));
    QString html = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();

    QString keys;
    QList<QPair<QString, QString>> rows;
    QStringList menus;
    for (const QAction *a : menuBar()->actions())
        if (a->menu())
            menus.append(a->text());
    addMnemonics(rows, menus);
    keys += keyTable(tr("Menus"), rows);
    rows.clear();
    QStringList tabs;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->isTabVisible(i))
            tabs.append(m_tabs->tabText(i));
    addMnemonics(rows, tabs);
    keys += keyTable(tr("Tabs"), rows);
    rows.clear();
    for (const QAction *a : menuBar()->actions())
        if (a->menu())
            addShortcuts(rows, a->menu());
    keys += keyTable(tr("Commands"), rows);
    // Each tab's buttons and fields, and the keys of its own commands (Insert, Delete).
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (!m_tabs->isTabVisible(i))
            continue;
        const QWidget *tab = m_tabs->widget(i);
        rows.clear();
        QStringList texts;
        for (const auto *button : tab->findChildren<QAbstractButton *>())
            if (button->isVisibleTo(tab) && !qobject_cast<const QTabBar *>(button->parentWidget()))
                texts.append(button->text());
        for (const auto *box : tab->findChildren<QGroupBox *>())
            if (box->isVisibleTo(tab))
                texts.append(box->title());
        for (const auto *label : tab->findChildren<QLabel *>())
            if (label->buddy() && label->isVisibleTo(tab))
                texts.append(label->text());
        addMnemonics(rows, texts);
        QList<const QWidget *> widgets {tab};
        for (const QWidget *w : tab->findChildren<QWidget *>())
            widgets.append(w);
        QSet<const QAction *> listed; // an action added to the tab and to its view
        for (const QWidget *w : widgets)
            for (const QAction *a : w->actions())
                if (!a->shortcut().isEmpty() && !a->menu() && !listed.contains(a)) {
                    listed.insert(a);
                    rows.append(
                        {a->shortcut().toString(QKeySequence::NativeText), shown(a->text())});
                }
        //: heading of the keys of one tab in the manual
        keys += keyTable(tr("On the %1 tab").arg(shown(m_tabs->tabText(i))), rows);
    }
    return html.replace(QStringLiteral("<!--keys-->"), keys);
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
    browser->setHtml(manualHtml());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    browser->setFocus(); // the arrow and page keys scroll the manual
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
    // The last event the arbiter worked on; the demo only when there is none.
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
