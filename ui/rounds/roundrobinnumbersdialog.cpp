// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/roundrobinnumbersdialog.h"

#include "orderedlist.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace arb {

RoundRobinNumbersDialog::RoundRobinNumbersDialog(const Tournament &t, QWidget *parent)
    : QDialog(parent)
    , m_tournament(t)
    , m_list(new OrderedList(this))
    , m_how(new QLabel(this))
{
    setObjectName(QStringLiteral("roundRobinNumbersDialog"));
    setWindowTitle(tr("Round-robin numbers"));
    m_list->list()->setObjectName(QStringLiteral("roundRobinNumbersList"));
    m_how->setObjectName(QStringLiteral("roundRobinNumbersHowLabel"));
    m_how->setWordWrap(true);
    m_seeds = [] { return QRandomGenerator::system()->generate64(); };
    auto *explain = new QLabel(
        tr("Each player's number places him in FIDE's Berger tables (C.05 Annex 1): it decides "
           "whom he meets in which round and with which colour. Draw them by lot, or put the "
           "players in order (Ctrl+Up, Ctrl+Down), before the round robin is paired. Once a "
           "result is in, they stay as they are."),
        this);
    explain->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *lots = buttons->addButton(tr("Draw by &lot"), QDialogButtonBox::ActionRole);
    lots->setObjectName(QStringLiteral("drawRoundRobinNumbersButton"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explain);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_how);
    layout->addWidget(buttons);
    connect(lots, &QPushButton::clicked, this, &RoundRobinNumbersDialog::draw);
    connect(m_list, &OrderedList::moved, this, [this] {
        m_seed.reset();
        m_how->setText(tr("Set by the arbiter."));
        // The numbers in front follow the places.
        const int row = m_list->list()->currentRow();
        showNumbers(m_list->numbers());
        m_list->list()->setCurrentRow(row);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const std::optional<RoundRobinNumbers> recorded = recordedRoundRobinNumbers(t);
    m_seed = recorded ? recorded->seed : std::nullopt;
    showNumbers(roundRobinOrder(t));
    m_how->setText(!recorded ? tr("The start numbers' order: neither drawn nor set yet.")
            : m_seed         ? tr("Drawn by lot (seed %1).").arg(*m_seed)
                             : tr("Set by the arbiter."));
    m_list->setFocus();
}

void RoundRobinNumbersDialog::showNumbers(const QList<int> &startNos)
{
    QList<QPair<QString, int>> items;
    for (int s : startNos)
        items.append({QStringLiteral("%1. %2 (%3)")
                          .arg(items.size() + 1)
                          .arg(m_tournament.players[m_tournament.indexOf(s)].name)
                          .arg(s),
            s});
    m_list->setItems(items);
}

void RoundRobinNumbersDialog::draw()
{
    const RoundRobinNumbers drawn = RoundRobinNumbers::drawn(m_tournament, m_seeds());
    m_seed = drawn.seed;
    showNumbers(drawn.startNos);
    m_how->setText(tr("Drawn by lot (seed %1).").arg(*m_seed));
}

RoundRobinNumbers RoundRobinNumbersDialog::numbers() const
{
    return {m_list->numbers(), m_seed};
}

} // namespace arb
