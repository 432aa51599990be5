// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's order of players tied on points and every tie-break (FIDE's program checklist
// M84): one group at a time, moved up and down by keyboard, with the reason the record keeps.
#pragma once

#include "tiebreaks/standings.h"
#include "tournament.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QListWidget;

namespace arb {
class OrderedList;
}

namespace arb {

class ArbiterOrderDialog : public QDialog
{
    Q_OBJECT
public:
    //! Offers the groups of \a st still tied on everything (remainingTies()) of event \a t.
    ArbiterOrderDialog(const Tournament &t, const Standings &st, QWidget *parent = nullptr);

    //! Returns the chosen group's start numbers in the order set, best first.
    QList<int> order() const;
    //! Returns the reason typed.
    QString reason() const;
    QComboBox *groupComboBox() const { return m_group; }
    QListWidget *playerList() const;
    QLineEdit *reasonLineEdit() const { return m_reason; }

private:
    void showGroup(int index);
    void updateOk();

    const Tournament &m_tournament;
    QList<QList<int>> m_groups;
    QComboBox *m_group;
    OrderedList *m_list;
    QLineEdit *m_reason;
    QDialogButtonBox *m_buttons;
};

} // namespace arb
