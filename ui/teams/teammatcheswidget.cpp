// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teammatcheswidget.h"

#include "rounds/pairingsview.h"
#include "teams/teamboardsmodel.h"
#include "teams/teammatchesmodel.h"
#include "tournamentdocument.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace arb {

TeamMatchesWidget::TeamMatchesWidget(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_matchesModel(new TeamMatchesModel(document, this))
    , m_boardsModel(new TeamBoardsModel(document, this))
    , m_roundSpinBox(new QSpinBox(this))
    , m_matchesView(new QTableView(this))
    , m_boardsView(new PairingsView(this))
{
    m_roundSpinBox->setObjectName(QStringLiteral("teamRoundSpinBox"));
    m_roundSpinBox->setRange(1, 999);
    m_matchesView->setObjectName(QStringLiteral("teamMatchesTableView"));
    m_boardsView->setObjectName(QStringLiteral("teamBoardsPairingsView"));
    m_matchesView->setModel(m_matchesModel);
    m_matchesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_matchesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matchesView->verticalHeader()->hide();
    m_matchesView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_boardsView->setModel(m_boardsModel);
    m_boardsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *top = new QHBoxLayout;
    auto *roundLabel = new QLabel(tr("&Round:"), this);
    roundLabel->setBuddy(m_roundSpinBox);
    top->addWidget(roundLabel);
    top->addWidget(m_roundSpinBox);
    top->addWidget(new QLabel(
        tr("Select a match, then type 1, = (or 5), 0, +, -, X board by board; Delete clears."),
        this));
    top->addStretch();
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_matchesView);
    splitter->addWidget(m_boardsView);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_roundSpinBox, &QSpinBox::valueChanged, this, &TeamMatchesWidget::setRound);
    connect(m_matchesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && current.row() != m_matchRow)
                selectMatch(current.row());
        });
    connect(document, &TournamentDocument::changed, this, &TeamMatchesWidget::refresh);
    refresh();
}

void TeamMatchesWidget::setRound(int round)
{
    m_roundSpinBox->setValue(round);
    m_matchesModel->setRound(round);
    m_matchRow = -1;
    selectMatch(m_matchesModel->rowCount() > 0 ? 0 : -1);
}

void TeamMatchesWidget::selectMatch(int row)
{
    const auto &pairings = m_matchesModel->pairings();
    const TeamData &d = m_document->tournament().teamData;
    m_matchRow = row;
    if (row < 0 || row >= pairings.size()) {
        m_boardsModel->setMatch(m_matchesModel->round(), 0, 0);
        return;
    }
    const auto &p = pairings[row];
    m_boardsModel->setMatch(m_matchesModel->round(), d.teams[p.first].number,
        p.second >= 0 ? d.teams[p.second].number : 0);
    if (m_matchesView->currentIndex().row() != row)
        m_matchesView->setCurrentIndex(m_matchesModel->index(row, TeamMatchesModel::Score));
    if (m_boardsModel->rowCount() > 0)
        m_boardsView->setCurrentIndex(m_boardsModel->index(0, TeamBoardsModel::Result));
}

void TeamMatchesWidget::refresh()
{
    const int rounds = std::max(1, m_document->tournament().plannedRounds());
    m_roundSpinBox->setMaximum(std::max(rounds, m_roundSpinBox->value()));
    // The matches model reset itself: select the same match again (its boards model too).
    if (m_matchRow >= 0 && m_matchRow < m_matchesModel->rowCount()) {
        const QSignalBlocker block(m_matchesView->selectionModel());
        m_matchesView->setCurrentIndex(m_matchesModel->index(m_matchRow, TeamMatchesModel::Score));
    }
}

} // namespace arb
