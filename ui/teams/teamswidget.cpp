// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamswidget.h"

#include "teams/teammatchesmodel.h"
#include "teams/teamrostermodel.h"
#include "teams/teamsmodel.h"
#include "tournamentdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
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
    , m_lineupRoundSpinBox(new QSpinBox(this))
    , m_lineupButton(new QPushButton(tr("Use as &line-up of round"), this))
    , m_clearLineupButton(new QPushButton(tr("Clear line-up"), this))
{
    m_lineupRoundSpinBox->setObjectName(QStringLiteral("lineupRoundSpinBox"));
    m_lineupButton->setObjectName(QStringLiteral("setLineupPushButton"));
    m_clearLineupButton->setObjectName(QStringLiteral("clearLineupPushButton"));
    m_lineupRoundSpinBox->setRange(1, 999);
    m_lineupButton->setToolTip(tr("Stores the boards in this order as the team's line-up of the "
                                  "round (TRF-2026 300); the roster keeps its order"));
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
    auto *lineup = new QHBoxLayout;
    lineup->addWidget(m_lineupButton);
    lineup->addWidget(m_lineupRoundSpinBox);
    lineup->addWidget(m_clearLineupButton);
    lineup->addStretch();
    right->addLayout(lineup);
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
    connect(m_lineupButton, &QPushButton::clicked, this, [this] { setLineup(false); });
    connect(m_clearLineupButton, &QPushButton::clicked, this, [this] { setLineup(true); });
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

// The boards as the roster lists them now become the line-up of the round, against the team
// the selected team meets in that round.
void TeamsWidget::setLineup(bool clear)
{
    const Tournament &t = m_document->tournament();
    const int team = m_rosterModel->team();
    const int index = t.teamData.indexOf(team);
    if (index < 0)
        return;
    TeamLineup l;
    l.round = m_lineupRoundSpinBox->value();
    l.team = team;
    for (const TeamMatchesModel::Pairing &p : TeamMatchesModel::pairingsOf(t, l.round)) {
        const int other = p.first == index ? p.second : p.second == index ? p.first : -1;
        if (other >= 0)
            l.opponent = t.teamData.teams[other].number;
    }
    if (!clear)
        l.boards = m_rosterModel->players().mid(0, m_rosterModel->boards());
    m_document->setTeamLineup(l);
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
