// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/externalvaluesdialog.h"

#include "localenumbers.h"
#include "tiebreaks/standings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arb {

ExternalValuesDialog::ExternalValuesDialog(const Tournament &t, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(int(t.players.size()), 3, this))
    , m_reason(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_before(externalTieBreakValues(t))
{
    setObjectName(QStringLiteral("externalValuesDialog"));
    setWindowTitle(tr("External tie-break values (EXT)"));
    m_table->setObjectName(QStringLiteral("externalValuesTable"));
    m_reason->setObjectName(QStringLiteral("externalValuesReasonLineEdit"));
    m_reason->setPlaceholderText(tr("e.g. the tournament rules, art. 9: the qualifier's score"));
    m_problem->setObjectName(QStringLiteral("externalValuesProblemLabel"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_table->setHorizontalHeaderLabels({tr("No."), tr("Name"), tr("Value")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setTabKeyNavigation(false);
    for (int r = 0; r < t.players.size(); ++r) {
        const Player &p = t.players[r];
        auto *no = new QTableWidgetItem(QString::number(p.startNo));
        no->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        no->setData(Qt::UserRole, p.startNo);
        auto *name = new QTableWidgetItem(p.name);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        const auto it = m_before.constFind(p.startNo);
        auto *value = new QTableWidgetItem(it == m_before.cend() ? QString() : localeText(*it));
        m_table->setItem(r, 0, no);
        m_table->setItem(r, 1, name);
        m_table->setItem(r, 2, value);
    }
    m_table->setCurrentCell(0, 2);
    auto *explain = new QLabel(
        tr("EXT ranks by a value from outside the event that the tournament rules name (a "
           "qualifier's score, another list's rating): the higher first; a player without one "
           "has none (NA). Put EXT in the tie-break list on this tab. The values are recorded in "
           "the event's log and its rating report; undo takes them back."),
        this);
    explain->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *form = new QFormLayout;
    form->addRow(tr("&Reason (recorded):"), m_reason);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explain);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    m_problem->hide();
    const auto updateOk = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_reason->text().trimmed().isEmpty());
    };
    connect(m_reason, &QLineEdit::textChanged, this, updateOk);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExternalValuesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
    resize(560, 520);
}

std::optional<QList<QPair<int, Fixed>>> ExternalValuesDialog::values() const
{
    QList<QPair<int, Fixed>> out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString text = m_table->item(r, 2)->text().trimmed();
        if (text.isEmpty())
            continue;
        const int startNo = m_table->item(r, 0)->data(Qt::UserRole).toInt();
        // Typed with the decimal comma or point.
        QString plain = text;
        plain.replace(u',', u'.');
        const std::optional<Fixed> value = Fixed::parse(plain);
        if (!value) {
            m_problem->setText(tr("Player %1: \"%2\" is not a number.").arg(startNo).arg(text));
            m_problem->show();
            return std::nullopt;
        }
        const auto it = m_before.constFind(startNo);
        if (it == m_before.cend() || *it != *value)
            out.append({startNo, *value});
    }
    return out;
}

QString ExternalValuesDialog::reason() const
{
    return m_reason->text().trimmed();
}

void ExternalValuesDialog::accept()
{
    const auto typed = values();
    if (!typed)
        return;
    if (typed->isEmpty()) {
        m_problem->setText(tr("No value was changed."));
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace arb
