// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderedlist.h"

#include <QAction>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace arb {

OrderedList::OrderedList(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
{
    auto *up = new QPushButton(tr("Move &up"), this);
    auto *down = new QPushButton(tr("Move do&wn"), this);
    up->setObjectName(QStringLiteral("moveUpButton"));
    down->setObjectName(QStringLiteral("moveDownButton"));
    up->setToolTip(tr("Ctrl+Up in the list"));
    down->setToolTip(tr("Ctrl+Down in the list"));
    for (const auto &[key, step] : {std::pair {Qt::Key_Up, -1}, std::pair {Qt::Key_Down, 1}}) {
        auto *action = new QAction(m_list);
        action->setShortcut(QKeySequence(Qt::CTRL | key));
        action->setShortcutContext(Qt::WidgetShortcut);
        m_list->addAction(action);
        connect(action, &QAction::triggered, this, [this, step] { move(step); });
    }
    connect(up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(down, &QPushButton::clicked, this, [this] { move(1); });
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(up);
    buttons->addWidget(down);
    buttons->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    // The list takes the keyboard, also from the label it stands beside (its mnemonic).
    setFocusProxy(m_list);
    setFocusPolicy(m_list->focusPolicy());
}

void OrderedList::setItems(const QList<QPair<QString, int>> &items)
{
    m_list->clear();
    for (const auto &[text, number] : items) {
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(Qt::UserRole, number);
    }
    m_list->setCurrentRow(0);
}

QList<int> OrderedList::numbers() const
{
    QList<int> out;
    for (int i = 0; i < m_list->count(); ++i)
        out.append(m_list->item(i)->data(Qt::UserRole).toInt());
    return out;
}

void OrderedList::move(int step)
{
    const int row = m_list->currentRow();
    const int to = row + step;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
    emit moved();
}

} // namespace arb
