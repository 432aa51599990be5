// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamswidget.h"

#include "teamrostermodel.h"
#include "teamsmodel.h"
#include "tournamentdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace arb {

TeamsWidget::TeamsWidget(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_teamsModel(new TeamsModel(document, this))
    , m_rosterModel(new TeamRosterModel(document, this))
    , m_teamsView(new QTableView(this))
    , m_rosterView(new QTableView(this))
    , m_upButton(new QPushButton(tr("Board &up"), this))
    , m_downButton(new QPushButton(tr("Board &down"), this))
    , m_matchPointsComboBox(new QComboBox(this))
    , m_doubleZeroCheckBox(new QCheckBox(tr("A 0-0 match gives no match points (B.6.3.1)"), this))
{
    m_matchPointsComboBox->setObjectName(QStringLiteral("matchPointsComboBox"));
    m_doubleZeroCheckBox->setObjectName(QStringLiteral("doubleZeroCheckBox"));
    //: match points for a won, drawn and lost match
    m_matchPointsComboBox->addItem(tr("Match points 2/1/0"), 2);
    m_matchPointsComboBox->addItem(tr("Match points 3/1/0"), 3);
    for (QTableView *view : {m_teamsView, m_rosterView}) {
        view->setAlternatingRowColors(true);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->verticalHeader()->hide();
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    }
    m_teamsView->setObjectName(QStringLiteral("teamsTableView"));
    m_rosterView->setObjectName(QStringLiteral("teamRosterTableView"));
    m_upButton->setObjectName(QStringLiteral("boardUpPushButton"));
    m_downButton->setObjectName(QStringLiteral("boardDownPushButton"));
    m_teamsView->setModel(m_teamsModel);
    m_rosterView->setModel(m_rosterModel);
    m_rosterView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_upButton);
    buttons->addWidget(m_downButton);
    buttons->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Board order (boards first, then reserves):"), this));
    right->addWidget(m_rosterView);
    right->addLayout(buttons);
    auto *scoring = new QHBoxLayout;
    scoring->addWidget(m_matchPointsComboBox);
    scoring->addWidget(m_doubleZeroCheckBox);
    scoring->addStretch();
    auto *left = new QVBoxLayout;
    left->addWidget(m_teamsView);
    left->addLayout(scoring);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addLayout(right, 2);

    connect(m_teamsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            m_rosterModel->setTeam(current.isValid()
                    ? m_teamsModel->index(current.row(), TeamsModel::Number).data().toInt()
                    : 0);
        });
    connect(m_upButton, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_downButton, &QPushButton::clicked, this, [this] { move(+1); });
    connect(m_matchPointsComboBox, &QComboBox::activated, this, &TeamsWidget::scoringEdited);
    connect(m_doubleZeroCheckBox, &QCheckBox::clicked, this, &TeamsWidget::scoringEdited);
    connect(document, &TournamentDocument::changed, this, &TeamsWidget::refresh);
    refresh();
}

void TeamsWidget::refresh()
{
    // The teams table was reset: select the team shown in the roster again (else the first).
    if (m_teamsModel->rowCount() > 0 && !m_teamsView->currentIndex().isValid()) {
        int row = 0;
        for (int r = 0; r < m_teamsModel->rowCount(); ++r) {
            if (m_teamsModel->index(r, TeamsModel::Number).data().toInt() == m_rosterModel->team())
                row = r;
        }
        m_teamsView->setCurrentIndex(m_teamsModel->index(row, TeamsModel::Name));
    }
    const TeamScoring &s = m_document->tournament().teamData.scoring;
    const QSignalBlocker b1(m_matchPointsComboBox);
    const QSignalBlocker b2(m_doubleZeroCheckBox);
    const int i = m_matchPointsComboBox->findData(int(s.win.toDouble()));
    m_matchPointsComboBox->setCurrentIndex(
        s.draw == Fixed::fromInt(1) && s.loss.isZero() && i >= 0 ? i : -1);
    m_doubleZeroCheckBox->setChecked(s.doubleZeroIsLoss);
}

void TeamsWidget::scoringEdited()
{
    TeamScoring s = m_document->tournament().teamData.scoring;
    if (m_matchPointsComboBox->currentIndex() >= 0) {
        s.win = Fixed::fromInt(m_matchPointsComboBox->currentData().toInt());
        s.draw = Fixed::fromInt(1);
        s.loss = Fixed();
        s.hasRecord = true;
    }
    s.doubleZeroIsLoss = m_doubleZeroCheckBox->isChecked();
    if (!m_document->setTeamScoring(s))
        refresh();
}

void TeamsWidget::move(int delta)
{
    const int row = m_rosterView->currentIndex().row();
    if (row < 0)
        return;
    if (m_rosterModel->movePlayer(row, delta))
        m_rosterView->setCurrentIndex(m_rosterModel->index(row + delta, TeamRosterModel::Name));
}

} // namespace arb
