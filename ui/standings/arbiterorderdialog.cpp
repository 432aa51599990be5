// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/arbiterorderdialog.h"

#include "orderedlist.h"
#include "rules/corrections.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace arb {

ArbiterOrderDialog::ArbiterOrderDialog(const Tournament &t, const Standings &st, QWidget *parent)
    : QDialog(parent)
    , m_tournament(t)
    , m_groups(remainingTies(st))
    , m_group(new QComboBox(this))
    , m_list(new OrderedList(this))
    , m_reason(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("arbiterOrderDialog"));
    setWindowTitle(tr("Order tied players"));
    m_group->setObjectName(QStringLiteral("arbiterOrderGroupComboBox"));
    m_list->list()->setObjectName(QStringLiteral("arbiterOrderList"));
    m_reason->setObjectName(QStringLiteral("arbiterOrderReasonLineEdit"));
    m_reason->setPlaceholderText(tr("e.g. the tournament rules, art. 12: places decided by the "
                                    "chief arbiter"));
    // The places each group holds: "Places 3-5: Keller, Anna (5), Brun, Ben (9)".
    for (const QList<int> &group : std::as_const(m_groups)) {
        int first = 0;
        for (const StandingRow &r : st.rows)
            if (r.startNo == group.first())
                first = r.rank;
        QStringList names;
        for (int s : group)
            names << QStringLiteral("%1 (%2)").arg(t.players[t.indexOf(s)].name).arg(s);
        m_group->addItem(tr("Places %1-%2: %3")
                             .arg(first)
                             .arg(first + int(group.size()) - 1)
                             .arg(names.join(QStringLiteral(", "))));
    }
    auto *explain = new QLabel(
        tr("These players are tied on points and on every tie-break. Where the tournament rules "
           "leave such places to the arbiter, put them in order (Ctrl+Up, Ctrl+Down) and give "
           "the reason. The order is recorded in the event's log and its rating report (### "
           "Arbiter order @ Round %1); undo takes it back. A tie the arbiter does not order is "
           "shared, or drawn by lots.")
            .arg(lastRoundWithGames(t)),
        this);
    explain->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Tied players:"), m_group);
    form->addRow(tr("&Order, best first:"), m_list);
    form->addRow(tr("&Reason (recorded):"), m_reason);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explain);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_group, &QComboBox::currentIndexChanged, this, &ArbiterOrderDialog::showGroup);
    connect(m_reason, &QLineEdit::textChanged, this, &ArbiterOrderDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showGroup(0);
    m_list->setFocus();
}

void ArbiterOrderDialog::showGroup(int index)
{
    QList<QPair<QString, int>> items;
    for (int s : m_groups.value(index))
        items.append({QStringLiteral("%1 (%2)")
                          .arg(m_tournament.players[m_tournament.indexOf(s)].name)
                          .arg(s),
            s});
    m_list->setItems(items);
    updateOk();
}

QList<int> ArbiterOrderDialog::order() const
{
    return m_list->numbers();
}

QListWidget *ArbiterOrderDialog::playerList() const
{
    return m_list->list();
}

QString ArbiterOrderDialog::reason() const
{
    return m_reason->text().trimmed();
}

void ArbiterOrderDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_list->list()->count() >= 2 && !m_reason->text().trimmed().isEmpty());
}

} // namespace arb
