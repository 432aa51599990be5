// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's player actions: add (Insert, the Add button) and remove (Delete, the Remove
// button, the context menu), the organiser's categories and the FIDE rating list import, and the
// Standings tab's category chooser (issue #14). Kept apart from mainwindow.cpp, which builds the
// window.
#include "mainwindow.h"
#include "players/categoriesdialog.h"
#include "players/playersmodel.h"
#include "players/ratinglistdialog.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

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

QWidget *MainWindow::buildPlayerTools(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *categories = new QPushButton(tr("Categor&ies..."), box);
    categories->setObjectName(QStringLiteral("categoriesButton"));
    auto *ratingList = new QPushButton(tr("From FIDE rating &list..."), box);
    ratingList->setObjectName(QStringLiteral("ratingListButton"));
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(categories);
    layout->addWidget(ratingList);
    connect(categories, &QPushButton::clicked, this, &MainWindow::editCategories);
    connect(ratingList, &QPushButton::clicked, this, &MainWindow::addFromRatingList);
    // "Grandmaster" stored as GM and the like: said in the status bar.
    connect(m_playersModel, &PlayersModel::noteOccurred, this, &MainWindow::showMessage);
    return box;
}

QWidget *MainWindow::buildCategoryChooser(QWidget *parent)
{
    m_standingsModel->setExtraColumns(true);
    auto *box = new QWidget(parent);
    auto *label = new QLabel(tr("Categor&y:"), box);
    auto *combo = new QComboBox(box);
    combo->setObjectName(QStringLiteral("standingsCategoryComboBox"));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(combo);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(combo);
    // The list follows the event's categories; the choice stays while the category does.
    auto refill = [this, combo] {
        const QString current = m_standingsModel->category();
        QStringList names;
        for (const PlayerCategory &c : m_document->tournament().categories)
            names.append(c.name);
        QStringList shown;
        for (int i = 1; i < combo->count(); ++i)
            shown.append(combo->itemText(i));
        if (shown == names && combo->count() > 0)
            return;
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(tr("All players"), QString());
        for (const PlayerCategory &c : m_document->tournament().categories)
            combo->addItem(c.name, c.name);
        combo->setCurrentIndex(std::max(0, combo->findData(current)));
    };
    refill();
    connect(m_document, &TournamentDocument::changed, combo, refill);
    connect(combo, &QComboBox::currentIndexChanged, this,
        [this, combo] { m_standingsModel->setCategory(combo->currentData().toString()); });
    return box;
}

void MainWindow::editCategories()
{
    CategoriesDialog dialog(m_document, this);
    dialog.exec();
}

void MainWindow::addFromRatingList()
{
    RatingListDialog dialog(m_document, this);
    dialog.exec();
}

} // namespace arb
