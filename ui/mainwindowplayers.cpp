// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's player actions: add (Insert, the Add button) and remove (Delete, the Remove
// button, the context menu). Kept apart from mainwindow.cpp, which builds the window.
#include "mainwindow.h"
#include "players/playersmodel.h"
#include "tournamentdocument.h"

#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace arb {

void MainWindow::addPlayer()
{
    if (!m_document->addPlayer(tr("New player"), 0))
        return;
    m_searchLineEdit->clear();
    const int row = m_playersModel->rowOf(m_document->tournament().players.last().startNo);
    const QModelIndex index
        = m_playersProxy->mapFromSource(m_playersModel->index(row, PlayersModel::Name));
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_playersView->parentWidget()));
    m_playersView->setCurrentIndex(index);
    m_playersView->scrollTo(index);
    m_playersView->edit(index);
}

void MainWindow::removeSelectedPlayer()
{
    const QModelIndex index = m_playersProxy->mapToSource(m_playersView->currentIndex());
    if (!index.isValid())
        return;
    const Player p = m_document->tournament().players.value(index.row());
    if (m_document->removePlayer(p.startNo))
        statusBar()->showMessage(tr("Removed %1 %2 (Ctrl+Z undoes)").arg(p.startNo).arg(p.name));
}

} // namespace arb
