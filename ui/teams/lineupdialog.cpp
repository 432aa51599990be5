// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/lineupdialog.h"

#include "tournament.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSet>
#include <QVBoxLayout>

namespace arb {

LineupDialog::LineupDialog(
    const Tournament &t, int round, int team, const QList<int> &boards, QWidget *parent)
    : QDialog(parent)
    , m_problem(new QLabel(this))
{
    const TeamData &d = t.teamData;
    const int i = d.indexOf(team);
    const QList<int> roster = i >= 0 ? d.teams[i].players : QList<int>();
    setWindowTitle(
        tr("Line-up of %1, round %2").arg(i >= 0 ? d.teams[i].name : QString()).arg(round));
    auto *form = new QFormLayout;
    for (int b = 0; b < boards.size(); ++b) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("lineupBoard%1ComboBox").arg(b + 1));
        combo->addItem(tr("(empty board)"), 0);
        for (int s : roster) {
            const int p = t.indexOf(s);
            if (p < 0)
                continue;
            const Player &player = t.players[p];
            combo->addItem(player.rating > 0
                    ? QStringLiteral("%1 %2 (%3)").arg(s).arg(player.name).arg(player.rating)
                    : QStringLiteral("%1 %2").arg(s).arg(player.name),
                s);
        }
        combo->setCurrentIndex(std::max(0, combo->findData(boards[b])));
        form->addRow(tr("Board &%1:").arg(b + 1), combo);
        m_boards.append(combo);
    }
    m_problem->setObjectName(QStringLiteral("lineupProblemLabel"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &LineupDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &LineupDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The players of round %1, board by board; the reserves "
                                    "can take any board.")
                                     .arg(round),
        this));
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    if (!m_boards.isEmpty())
        m_boards.first()->setFocus();
}

QList<int> LineupDialog::boards() const
{
    QList<int> out;
    for (const QComboBox *c : m_boards)
        out.append(c->currentData().toInt());
    return out;
}

bool LineupDialog::setBoard(int board, int startNo)
{
    if (board < 0 || board >= m_boards.size())
        return false;
    const int index = m_boards[board]->findData(startNo);
    if (index < 0)
        return false;
    m_boards[board]->setCurrentIndex(index);
    return true;
}

void LineupDialog::accept()
{
    QSet<int> seen;
    const QList<int> chosen = boards();
    for (int b = 0; b < chosen.size(); ++b) {
        if (chosen[b] == 0)
            continue;
        if (seen.contains(chosen[b])) {
            m_problem->setText(tr("Board %1: %2 already plays on another board.")
                                   .arg(b + 1)
                                   .arg(m_boards[b]->currentText()));
            m_problem->show();
            m_boards[b]->setFocus();
            return;
        }
        seen.insert(chosen[b]);
    }
    QDialog::accept();
}

} // namespace arb
