// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teammatcheswidget.h"
#include "warningbox.h"

#include "localenumbers.h"
#include "pairing/swissteam.h"
#include "rounds/pairingsview.h"
#include "rules/corrections.h"
#include "teams/teamboardsmodel.h"
#include "teams/teammatchesmodel.h"
#include "teams/teampairingpreviewdialog.h"
#include "tournamentdocument.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
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
    , m_pairButton(new QPushButton(this))
    , m_forfeitButton(new QPushButton(tr("Forfeite&d match..."), this))
    , m_byeButton(new QPushButton(tr("Team b&ye..."), this))
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
    auto *roundLabel = new QLabel(tr("Ro&und:"), this);
    roundLabel->setBuddy(m_roundSpinBox);
    top->addWidget(roundLabel);
    top->addWidget(m_roundSpinBox);
    m_pairButton->setObjectName(QStringLiteral("pairTeamRoundButton"));
    m_pairButton->setToolTip(
        tr("Pairs the next round of a team Swiss by the Swiss Team Pairing System (C.04.6)"));
    top->addWidget(m_pairButton);
    m_systemLabel = new QLabel(this);
    m_systemLabel->setObjectName(QStringLiteral("teamSystemLabel"));
    top->addWidget(m_systemLabel);
    top->addStretch();
    m_forfeitButton->setObjectName(QStringLiteral("forfeitMatchButton"));
    m_forfeitButton->setToolTip(tr("Records the selected match as forfeited (no games are "
                                   "played), or takes the record back"));
    m_byeButton->setObjectName(QStringLiteral("teamByeButton"));
    m_byeButton->setToolTip(tr("Gives a team a bye in the round to pair: it is not paired"));
    top->addWidget(m_forfeitButton);
    top->addWidget(m_byeButton);
    auto *hint = new QLabel(tr("Select a match, then type 1, = (or 5), 0, +, -, X board by board; "
                               "Delete clears. After the last board the next match follows; "
                               "Shift+Tab goes back to the list of matches."),
        this);
    hint->setWordWrap(true);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_matchesView);
    splitter->addWidget(m_boardsView);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(hint);
    layout->addWidget(splitter, 1);
    // Tab leaves a table (the cursor keys move inside it); a result key or Enter in the list of
    // matches goes on to the boards of the selected match.
    m_matchesView->setTabKeyNavigation(false);
    m_boardsView->setTabKeyNavigation(false);
    m_matchesView->installEventFilter(this);

    m_preview = [](TeamPairingPreviewDialog &dialog) { return dialog.exec() == QDialog::Accepted; };
    // A pairing against the rules: Cancel is the default.
    m_confirm = [this](const QString &text) {
        return warningbox::confirm(this, tr("Pair round"), text, tr("&Store anyway"));
    };
    m_choose = [this](const QString &title, const QString &label, const QStringList &items) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, title, label, items, 0, false, &ok);
        return ok ? int(items.indexOf(chosen)) : -1;
    };
    connect(m_pairButton, &QPushButton::clicked, this, &TeamMatchesWidget::pairRound);
    connect(m_forfeitButton, &QPushButton::clicked, this, &TeamMatchesWidget::forfeitMatch);
    connect(m_byeButton, &QPushButton::clicked, this, &TeamMatchesWidget::giveTeamBye);
    connect(m_roundSpinBox, &QSpinBox::valueChanged, this, &TeamMatchesWidget::setRound);
    connect(m_matchesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && current.row() != m_matchRow)
                selectMatch(current.row());
        });
    // The last board's result typed: the next match follows, its first board ready.
    connect(m_boardsView, &PairingsView::resultEntered, this, [this](int row) {
        if (row + 1 < m_boardsModel->rowCount())
            return;
        const auto &pairings = m_matchesModel->pairings();
        for (int next = m_matchRow + 1; next < pairings.size(); ++next)
            if (pairings[next].second >= 0 && !pairings[next].firstBoards.isEmpty()) {
                selectMatch(next);
                m_boardsView->setFocus();
                return;
            }
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

bool TeamMatchesWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_matchesView && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        const bool result = key->modifiers() == Qt::NoModifier && key->text().size() == 1
            && QStringLiteral("1=50+-xX").contains(key->text());
        if ((enter || result) && m_boardsModel->rowCount() > 0) {
            m_boardsView->setFocus();
            if (!m_boardsView->currentIndex().isValid())
                m_boardsView->setCurrentIndex(m_boardsModel->index(0, TeamBoardsModel::Result));
            if (result)
                QCoreApplication::sendEvent(m_boardsView, event);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool TeamMatchesWidget::forfeitMatch()
{
    const Tournament &t = m_document->tournament();
    const TeamData &d = t.teamData;
    const int round = m_matchesModel->round();
    const int row = m_matchesView->currentIndex().row();
    if (row < 0 || row >= m_matchesModel->pairings().size()
        || m_matchesModel->pairings()[row].second < 0) {
        emit m_document->errorOccurred(tr("Select a match of round %1 first.").arg(round));
        return false;
    }
    const TeamMatchesModel::Pairing &p = m_matchesModel->pairings()[row];
    const Team &first = d.teams[p.first];
    const Team &second = d.teams[p.second];
    const QStringList items {tr("%1 wins by forfeit").arg(first.name),
        tr("%1 wins by forfeit").arg(second.name), tr("Both teams lose by forfeit"),
        tr("Not forfeited: the match is played on its boards")};
    const int chosen = m_choose(tr("Forfeited match"),
        tr("Round %1, %2 - %3:").arg(round).arg(first.name, second.name), items);
    if (chosen < 0)
        return false;
    static const QStringList results {
        QStringLiteral("+-"), QStringLiteral("-+"), QStringLiteral("--"), QString()};
    if (!m_document->setTeamForfeit(round, first.number, second.number, results[chosen]))
        return false;
    selectMatch(std::min(row, int(m_matchesModel->rowCount()) - 1));
    return true;
}

bool TeamMatchesWidget::giveTeamBye()
{
    const Tournament &t = m_document->tournament();
    const TeamData &d = t.teamData;
    const int round = roundToPair();
    if (t.plannedRounds() > 0 && round > t.plannedRounds()) {
        emit m_document->errorOccurred(tr("All %1 rounds are paired.").arg(t.plannedRounds()));
        return false;
    }
    auto byeOf = [&](int number) {
        for (const ByeRecord &b : t.byes)
            if (b.round == round && b.players.contains(number))
                return b.type;
        return ' ';
    };
    QStringList teams;
    for (const Team &team : d.teams) {
        const char bye = byeOf(team.number);
        teams << (bye == ' '
                ? QStringLiteral("%1 %2").arg(team.number).arg(team.name)
                : tr("%1 %2 (bye %3)").arg(team.number).arg(team.name).arg(QChar::fromLatin1(bye)));
    }
    const int team = m_choose(tr("Team bye"), tr("Round %1: which team?").arg(round), teams);
    if (team < 0)
        return false;
    const QStringList kinds {tr("Half-point bye: a drawn match"), tr("Full-point bye: a won match"),
        tr("Zero-point bye: a lost match"), tr("No bye: the team is paired")};
    const int kind
        = m_choose(tr("Team bye"), tr("Round %1, %2:").arg(round).arg(d.teams[team].name), kinds);
    if (kind < 0)
        return false;
    static const char codes[] = {'H', 'F', 'Z', ' '};
    return m_document->setTeamBye(round, d.teams[team].number, codes[kind]);
}

int TeamMatchesWidget::roundToPair() const
{
    return lastRoundWithGames(m_document->tournament()) + 1;
}

bool TeamMatchesWidget::pairRound()
{
    const Tournament &t = m_document->tournament();
    auto problem = [this](const QString &message) {
        emit m_document->errorOccurred(message);
        return false;
    };
    const int round = roundToPair();
    if (t.plannedRounds() > 0 && round > t.plannedRounds())
        return problem(tr("All %1 rounds are paired.").arg(t.plannedRounds()));
    // C.04.2: a round is paired once the previous one is complete; the matches still open are
    // named.
    if (round > 1) {
        QStringList open;
        const TeamData &teams = t.teamData;
        for (const TeamMatchesModel::Pairing &p : TeamMatchesModel::pairingsOf(t, round - 1)) {
            const bool missing
                = std::any_of(p.firstBoards.begin(), p.firstBoards.end(), [&](int s) {
                      const int i = t.indexOf(s);
                      return i >= 0 && round - 1 <= t.players[i].rounds.size()
                          && t.players[i].rounds[round - 2].opponent > 0
                          && t.players[i].rounds[round - 2].code == ' ';
                  });
            if (missing && p.second >= 0)
                open << QStringLiteral("%1 - %2").arg(
                    teams.teams[p.first].name, teams.teams[p.second].name);
        }
        if (!open.isEmpty())
            return problem(tr("Round %1 has games without a result (%2); enter them before "
                              "pairing round %3.")
                               .arg(round - 1)
                               .arg(open.join(QStringLiteral(", ")))
                               .arg(round));
    }
    QString refused;
    const std::optional<TeamPairingInput> input = teamPairingInput(t, round, &refused);
    if (!input)
        return problem(tr("Round %1 cannot be paired: %2").arg(round).arg(refused));
    const TeamPairingResult r = pairSwissTeams(*input);
    if (!r.ok())
        return problem(tr("Round %1 cannot be paired: %2").arg(round).arg(r.error));
    TeamPairingPreviewDialog preview(t, *input, r.matches, this);
    if (!m_preview(preview))
        return false;
    QStringList breaches;
    for (int i = 0; i < preview.matches().size(); ++i)
        if (const QStringList w = preview.warnings(i); !w.isEmpty())
            breaches << preview.matchText(i) + QStringLiteral(": ") + w.join(QStringLiteral("; "));
    if (!breaches.isEmpty()
        && !m_confirm(tr("This pairing breaks the absolute criteria of C.04.6:\n\n%1\n\nStore "
                         "it anyway?")
                          .arg(breaches.join(u'\n'))))
        return false;
    const QString method = preview.changes().isEmpty()
        ? tr("Swiss Team Pairing System")
        : tr("Swiss Team Pairing System, changed by the arbiter: %1")
              .arg(preview.changes().join(QStringLiteral("; ")));
    if (!m_document->pairTeamRound(round, preview.matches(), method))
        return false;
    setRound(round);
    // The results come next: the keyboard goes to the list of matches.
    m_matchesView->setFocus();
    return true;
}

void TeamMatchesWidget::refresh()
{
    const Tournament &t = m_document->tournament();
    // Pair round: a team Swiss (a FIDE_TEAM code, or none) that has a round left to pair.
    const std::optional<SwissTeamSystem> system = swissTeamSystemOf(t);
    const bool swiss = !t.isRoundRobin() && system.has_value();
    const int next = roundToPair();
    m_pairButton->setText(tr("Pa&ir round %1...").arg(next));
    m_pairButton->setVisible(swiss);
    m_pairButton->setEnabled(swiss && (t.plannedRounds() == 0 || next <= t.plannedRounds()));
    if (swiss) {
        m_systemLabel->setText(
            tr("Swiss Team Pairing System (C.04.6): %1").arg(system->description()));
        m_systemLabel->setToolTip(tr("TRF-2026 code: %1").arg(system->code()));
    }
    m_systemLabel->setVisible(swiss);
    // A round shown beyond the last one with games (its pairing undone): the last one.
    if (const int last = lastRoundWithGames(t);
        last >= 1 && m_matchesModel->round() > last && m_matchesModel->rowCount() == 0) {
        setRound(last);
        return;
    }
    const int rounds = std::max(1, m_document->tournament().plannedRounds());
    m_roundSpinBox->setMaximum(std::max(rounds, m_roundSpinBox->value()));
    // The matches model reset itself: select the same match again (its boards model too).
    if (m_matchRow >= 0 && m_matchRow < m_matchesModel->rowCount()) {
        const QSignalBlocker block(m_matchesView->selectionModel());
        m_matchesView->setCurrentIndex(m_matchesModel->index(m_matchRow, TeamMatchesModel::Score));
    }
}

} // namespace arb
