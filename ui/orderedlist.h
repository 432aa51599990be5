// SPDX-License-Identifier: GPL-3.0-or-later
// A list the arbiter puts in order by keyboard (Ctrl+Up, Ctrl+Down) or with its two buttons:
// tied players by the arbiter's decision, a round robin's pairing numbers.
#pragma once

#include <QWidget>

class QListWidget;

namespace arb {

class OrderedList : public QWidget
{
    Q_OBJECT
public:
    explicit OrderedList(QWidget *parent = nullptr);

    //! Shows \a items (text and the number each stands for) in this order, the first current.
    void setItems(const QList<QPair<QString, int>> &items);
    //! Returns the numbers in the order shown.
    QList<int> numbers() const;
    //! Moves the current item one place up (\a step -1) or down (+1).
    void move(int step);
    QListWidget *list() const { return m_list; }

signals:
    //! Emitted when the arbiter moved an item.
    void moved();

private:
    QListWidget *m_list;
};

} // namespace arb
