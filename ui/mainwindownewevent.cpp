// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's File > New event: the wizard (ui/wizard), then the new event open on the
// Players tab, ready for Insert to add the first player.
#include "mainwindow.h"
#include "tournamentdocument.h"
#include "wizard/neweventwizard.h"

#include <QDir>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace arb {

void MainWindow::newEventWizard()
{
    NewEventWizard wizard(this);
    wizard.setCreator([this](const NewEventWizard &w, QString *error) {
        // One audited change sets the event up; a failure leaves the open event as it was.
        return m_document->createEvent(
            w.path(), w.fields(), w.preset(), w.scoring(), error, w.teams(), w.outsideFideMode());
    });
    if (wizard.exec() != QDialog::Accepted)
        return;
    addRecent(m_document->path());
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_playersView->parentWidget()));
    // The window takes the keyboard back from the closed wizard (some platforms leave it
    // nowhere), so that Insert goes to the players table at once.
    activateWindow();
    m_playersView->setFocus();
    statusBar()->showMessage(m_document->hasTeams()
            ? tr("Created %1. Insert adds a player; the Teams tab puts the players in teams.")
                  .arg(QDir::toNativeSeparators(m_document->path()))
            : tr("Created %1. Insert adds a player.")
                  .arg(QDir::toNativeSeparators(m_document->path())),
        10000);
}

} // namespace arb
