// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamswidget.h"
#include "warningbox.h"

#include "pairing/swissteam.h"
#include "rules/corrections.h"
#include "teams/lineupdialog.h"
#include "teams/teammatchesmodel.h"
#include "teams/teamrostermodel.h"
#include "teams/teamsmodel.h"
#include "tournamentdocument.h"
#include "wizard/neweventwizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
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
    , m_lineupButton(new QPushButton(tr("&Line-up of round..."), this))
    , m_clearLineupButton(new QPushButton(tr("Clear line-up"), this))
    , m_newTeamButton(new QPushButton(tr("Ne&w team..."), this))
    , m_removeTeamButton(new QPushButton(tr("Remove team..."), this))
    , m_addPlayersButton(new QPushButton(tr("Add pla&yers..."), this))
    , m_removePlayerButton(new QPushButton(tr("Remove from team"), this))
{
    m_newTeamButton->setObjectName(QStringLiteral("newTeamPushButton"));
    m_removeTeamButton->setObjectName(QStringLiteral("removeTeamPushButton"));
    m_addPlayersButton->setObjectName(QStringLiteral("addTeamPlayersPushButton"));
    m_removePlayerButton->setObjectName(QStringLiteral("removeTeamPlayerPushButton"));
    m_removeTeamButton->setToolTip(tr("Removes the selected team (Delete); its players stay"));
    m_addPlayersButton->setToolTip(
        tr("Puts players without a team in the selected team (Insert in the roster)"));
    m_removePlayerButton->setToolTip(
        tr("Takes the selected player off the team (Delete in the roster)"));
    m_run = [](QDialog *dialog) { return dialog->exec() == QDialog::Accepted; };
    m_confirm = [this](const QString &text) {
        return warningbox::confirm(this, tr("Remove team"), text, tr("&Remove team"));
    };
    m_input = [this](const QString &title, const QString &label) {
        return QInputDialog::getText(this, title, label);
    };
    m_lineupRoundSpinBox->setObjectName(QStringLiteral("lineupRoundSpinBox"));
    m_lineupButton->setObjectName(QStringLiteral("setLineupPushButton"));
    m_clearLineupButton->setObjectName(QStringLiteral("clearLineupPushButton"));
    m_lineupRoundSpinBox->setRange(1, 999);
    m_lineupButton->setToolTip(tr("The team's players of the round board by board (TRF-2026 "
                                  "300), reserves included; the roster keeps its order"));
    m_clearLineupButton->setToolTip(tr("The team plays the round in roster order"));
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
        // Tab leaves the table for the buttons (the cursor keys move inside it).
        view->setTabKeyNavigation(false);
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
    buttons->addWidget(m_addPlayersButton);
    buttons->addWidget(m_removePlayerButton);
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
    auto *teamButtons = new QHBoxLayout;
    teamButtons->addWidget(m_newTeamButton);
    teamButtons->addWidget(m_removeTeamButton);
    teamButtons->addStretch();
    auto *left = new QVBoxLayout;
    left->addWidget(m_teamsView);
    left->addLayout(teamButtons);
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
    connect(m_lineupButton, &QPushButton::clicked, this, &TeamsWidget::editLineup);
    connect(m_clearLineupButton, &QPushButton::clicked, this, &TeamsWidget::clearLineup);
    connect(m_newTeamButton, &QPushButton::clicked, this, &TeamsWidget::newTeam);
    connect(m_removeTeamButton, &QPushButton::clicked, this, &TeamsWidget::removeTeam);
    connect(m_addPlayersButton, &QPushButton::clicked, this, &TeamsWidget::addPlayers);
    connect(m_removePlayerButton, &QPushButton::clicked, this, &TeamsWidget::removePlayer);
    m_teamsView->installEventFilter(this);
    m_rosterView->installEventFilter(this);
    connect(document, &TournamentDocument::changed, this, &TeamsWidget::refresh);
    refresh();
}

// The round a line-up is for: the round being played (paired, results missing), else the next
// one to pair; as long as the arbiter has not chosen another.
void TeamsWidget::followCurrentRound()
{
    const Tournament &t = m_document->tournament();
    const int last = lastRoundWithGames(t);
    bool open = false;
    for (const Player &p : t.players)
        if (last >= 1 && last <= p.rounds.size() && p.rounds[last - 1].opponent > 0
            && p.rounds[last - 1].code == ' ')
            open = true;
    int round = open ? last : last + 1;
    if (t.plannedRounds() > 0)
        round = std::min(round, t.plannedRounds());
    round = std::max(1, round);
    if (m_lineupRoundSpinBox->value() == m_followedRound && round != m_followedRound) {
        const QSignalBlocker block(m_lineupRoundSpinBox);
        m_lineupRoundSpinBox->setValue(round);
    }
    m_followedRound = round;
}

void TeamsWidget::refresh()
{
    followCurrentRound();
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

int TeamsWidget::selectedTeam() const
{
    return m_rosterModel->team();
}

bool TeamsWidget::editLineup()
{
    const Tournament &t = m_document->tournament();
    const int team = selectedTeam();
    if (t.teamData.indexOf(team) < 0)
        return false;
    const int round = m_lineupRoundSpinBox->value();
    QList<int> boards = teamLineupOf(t, round, team);
    boards.resize(std::max<qsizetype>(boards.size(), teamBoards(t)), 0);
    LineupDialog dialog(t, round, team, boards, this);
    if (!m_run(&dialog))
        return false;
    TeamLineup l;
    l.round = round;
    l.team = team;
    for (const TeamMatchesModel::Pairing &p : TeamMatchesModel::pairingsOf(t, round)) {
        const int index = t.teamData.indexOf(team);
        const int other = p.first == index ? p.second : p.second == index ? p.first : -1;
        if (other >= 0)
            l.opponent = t.teamData.teams[other].number;
    }
    l.boards = dialog.boards();
    return m_document->setTeamLineup(l);
}

void TeamsWidget::clearLineup()
{
    TeamLineup l;
    l.round = m_lineupRoundSpinBox->value();
    l.team = selectedTeam();
    if (m_document->tournament().teamData.indexOf(l.team) >= 0)
        m_document->setTeamLineup(l);
}

bool TeamsWidget::newTeam()
{
    const QString text = m_input(tr("New team"), tr("Team name (a federation after a comma):"));
    if (text.trimmed().isEmpty())
        return false;
    QString error;
    const std::optional<QList<Team>> parsed = NewEventWizard::parseTeams(text, &error);
    if (!parsed || parsed->size() != 1) {
        emit m_document->errorOccurred(
            error.isEmpty() ? tr("New team: enter one team name.") : error);
        return false;
    }
    Team team = parsed->first();
    const TeamData &d = m_document->tournament().teamData;
    team.number = d.teams.isEmpty() ? 1 : d.teams.last().number + 1;
    for (const Team &other : d.teams)
        if (other.name.compare(team.name, Qt::CaseInsensitive) == 0) {
            emit m_document->errorOccurred(tr("New team: there is a team %1 already (number %2).")
                                               .arg(other.name)
                                               .arg(other.number));
            return false;
        }
    if (!m_document->setTeam(team))
        return false;
    const int row = m_teamsModel->rowCount() - 1;
    m_teamsView->setCurrentIndex(m_teamsModel->index(row, TeamsModel::Name));
    return true;
}

bool TeamsWidget::removeTeam()
{
    const TeamData &d = m_document->tournament().teamData;
    const int i = d.indexOf(selectedTeam());
    if (i < 0)
        return false;
    const Team team = d.teams[i];
    if (!m_confirm(tr("Remove team %1 %2? Its %3 players and their games stay in the event; "
                      "Undo brings the team back.")
                       .arg(team.number)
                       .arg(team.name)
                       .arg(team.players.size())))
        return false;
    return m_document->removeTeam(team.number);
}

bool TeamsWidget::addPlayers()
{
    const Tournament &t = m_document->tournament();
    const int i = t.teamData.indexOf(selectedTeam());
    if (i < 0) {
        emit m_document->errorOccurred(tr("Select a team first (or make one with New team)."));
        return false;
    }
    QSet<int> inTeams;
    for (const Team &team : t.teamData.teams)
        for (int s : team.players)
            inTeams.insert(s);
    QList<const Player *> free;
    for (const Player &p : t.players)
        if (!inTeams.contains(p.startNo))
            free.append(&p);
    if (free.isEmpty()) {
        emit m_document->errorOccurred(
            tr("Every player is in a team; add players on the Players tab first."));
        return false;
    }
    std::stable_sort(free.begin(), free.end(),
        [](const Player *a, const Player *b) { return a->rating > b->rating; });
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add players to %1").arg(t.teamData.teams[i].name));
    auto *list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("teamPlayersListWidget"));
    for (const Player *p : std::as_const(free)) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 %2 (%3)").arg(p->startNo).arg(p->name).arg(p->rating), list);
        item->setData(Qt::UserRole, p->startNo);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    list->setCurrentRow(0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Space checks a player; they join the roster in rating "
                                    "order, after the players already in it."),
        &dialog));
    layout->addWidget(list);
    layout->addWidget(buttons);
    if (!m_run(&dialog))
        return false;
    Team team = t.teamData.teams[i];
    for (int r = 0; r < list->count(); ++r)
        if (list->item(r)->checkState() == Qt::Checked)
            team.players.append(list->item(r)->data(Qt::UserRole).toInt());
    if (team.players == t.teamData.teams[i].players)
        return false;
    return m_document->setTeam(team);
}

bool TeamsWidget::removePlayer()
{
    const TeamData &d = m_document->tournament().teamData;
    const int i = d.indexOf(selectedTeam());
    const int row = m_rosterView->currentIndex().row();
    if (i < 0 || row < 0 || row >= d.teams[i].players.size())
        return false;
    Team team = d.teams[i];
    team.players.removeAt(row);
    if (!m_document->setTeam(team))
        return false;
    if (m_rosterModel->rowCount() > 0)
        m_rosterView->setCurrentIndex(m_rosterModel->index(
            std::min(row, m_rosterModel->rowCount() - 1), TeamRosterModel::Name));
    return true;
}

bool TeamsWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = key->modifiers() == Qt::NoModifier;
        if (plain && key->key() == Qt::Key_Delete && watched == m_teamsView) {
            removeTeam();
            return true;
        }
        if (plain && key->key() == Qt::Key_Delete && watched == m_rosterView) {
            removePlayer();
            return true;
        }
        if (plain && key->key() == Qt::Key_Insert
            && (watched == m_rosterView || watched == m_teamsView)) {
            addPlayers();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
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
