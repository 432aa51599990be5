// SPDX-License-Identifier: GPL-3.0-or-later
#include "accounts/arbiteraccountsdialog.h"
#include "warningbox.h"

#include "arbiteraccounts.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arb {

ArbiterAccountsDialog::ArbiterAccountsDialog(TournamentDatabase &db, QWidget *parent)
    : QDialog(parent)
    , m_db(db)
{
    setWindowTitle(tr("Arbiter accounts"));
    auto *layout = new QVBoxLayout(this);
    m_who = new QLabel(this);
    m_who->setWordWrap(true);
    layout->addWidget(m_who);
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels({tr("Account"), tr("Role"), tr("Rounds")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("lower-case letters, digits, _"));
    m_password = new QLineEdit(this);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("required for a new account"));
    m_role = new QComboBox(this);
    m_role->addItem(
        tr("Deputy: results and byes of his rounds"), int(ArbiterAccounts::Role::Deputy));
    m_role->addItem(tr("Viewer: reads only"), int(ArbiterAccounts::Role::Viewer));
    m_role->addItem(tr("Chief arbiter: every change"), int(ArbiterAccounts::Role::Chief));
    m_rounds = new QLineEdit(this);
    m_rounds->setPlaceholderText(tr("e.g. 3-4, 6"));
    form->addRow(tr("&Account:"), m_name);
    form->addRow(tr("&Password:"), m_password);
    form->addRow(tr("R&ole:"), m_role);
    form->addRow(tr("Rou&nds (deputy):"), m_rounds);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("A&dd or change"), this);
    auto *rounds = new QPushButton(tr("&Give rounds"), this);
    auto *remove = new QPushButton(tr("&Remove selected"), this);
    buttons->addWidget(add);
    buttons->addWidget(rounds);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &ArbiterAccountsDialog::addOrChange);
    connect(rounds, &QPushButton::clicked, this, &ArbiterAccountsDialog::giveRounds);
    connect(remove, &QPushButton::clicked, this, &ArbiterAccountsDialog::removeSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        m_name->setText(m_table->item(row, 0)->text());
        m_role->setCurrentIndex(m_role->findData(m_table->item(row, 0)->data(Qt::UserRole)));
        m_rounds->setText(m_table->item(row, 2)->data(Qt::UserRole).toString());
    });
    m_ownerOnly = {m_name, m_password, m_role, m_rounds, add, rounds, remove};
    resize(560, 460);
    refresh();
}

void ArbiterAccountsDialog::addAction(QMenu *menu, TournamentDocument *document, QWidget *window)
{
    QAction *action = menu->addAction(tr("Arbiter &accounts..."));
    auto update = [action, document] {
        action->setEnabled(document->database().isOpen() && document->database().isServer());
    };
    update();
    QObject::connect(document, &TournamentDocument::changed, action, update);
    QObject::connect(menu, &QMenu::aboutToShow, action, update);
    QObject::connect(action, &QAction::triggered, window, [document, window] {
        ArbiterAccountsDialog dialog(document->database(), window);
        dialog.exec();
    });
}

void ArbiterAccountsDialog::refresh()
{
    ArbiterAccounts accounts(m_db);
    QString error;
    const auto me = accounts.me(&error);
    if (!me) {
        m_who->setText(error);
        for (QWidget *w : std::as_const(m_ownerOnly))
            w->setEnabled(false);
        return;
    }
    m_who->setText(me->owner
            ? tr("You are %1, the chief arbiter who owns this event: you manage its accounts. The "
                 "server enforces what each account may do.")
                  .arg(me->name)
            : tr("You are %1 (%2). Only the chief arbiter who owns the event manages its "
                 "accounts.")
                  .arg(me->name, ArbiterAccounts::describe(*me)));
    for (QWidget *w : std::as_const(m_ownerOnly))
        w->setEnabled(me->owner);
    const auto all = accounts.list(&error);
    m_table->setRowCount(0);
    if (!all) {
        m_who->setText(m_who->text() + u'\n' + error);
        return;
    }
    for (const auto &a : *all) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *name = new QTableWidgetItem(a.name);
        name->setData(Qt::UserRole, int(a.role));
        m_table->setItem(row, 0, name);
        const QString role = a.role == ArbiterAccounts::Role::Chief ? tr("chief arbiter")
            : a.role == ArbiterAccounts::Role::Deputy               ? tr("deputy")
                                                                    : tr("viewer");
        m_table->setItem(row, 1, new QTableWidgetItem(role));
        const bool deputy = a.role == ArbiterAccounts::Role::Deputy;
        auto *rounds
            = new QTableWidgetItem(deputy ? ArbiterAccounts::roundsText(a.rounds) : QString());
        rounds->setData(Qt::UserRole, deputy ? ArbiterAccounts::roundsText(a.rounds) : QString());
        m_table->setItem(row, 2, rounds);
    }
}

bool ArbiterAccountsDialog::report(bool ok, const QString &error)
{
    if (!ok)
        QMessageBox::warning(this, tr("Arbiter accounts"), error);
    m_password->clear();
    refresh();
    return ok;
}

void ArbiterAccountsDialog::addOrChange()
{
    ArbiterAccounts accounts(m_db);
    QString error;
    const auto role = ArbiterAccounts::Role(m_role->currentData().toInt());
    QList<int> rounds;
    if (role == ArbiterAccounts::Role::Deputy
        && !ArbiterAccounts::parseRounds(m_rounds->text(), &rounds)) {
        report(false, tr("\"%1\" is not a list of rounds (e.g. 3-4, 6)").arg(m_rounds->text()));
        return;
    }
    const QString name = m_name->text().trimmed();
    bool ok = accounts.add(name, m_password->text(), role, &error);
    if (ok && role == ArbiterAccounts::Role::Deputy)
        ok = accounts.giveRounds(name, rounds, &error);
    report(ok, error);
}

void ArbiterAccountsDialog::giveRounds()
{
    QList<int> rounds;
    if (!ArbiterAccounts::parseRounds(m_rounds->text(), &rounds)) {
        report(false, tr("\"%1\" is not a list of rounds (e.g. 3-4, 6)").arg(m_rounds->text()));
        return;
    }
    ArbiterAccounts accounts(m_db);
    QString error;
    report(accounts.giveRounds(m_name->text().trimmed(), rounds, &error), error);
}

void ArbiterAccountsDialog::removeSelected()
{
    const QString name = selectedName();
    if (name.isEmpty())
        return;
    if (!warningbox::confirm(this, tr("Arbiter accounts"),
            tr("Take every right on this event from %1?").arg(name), tr("&Take the rights")))
        return;
    ArbiterAccounts accounts(m_db);
    QString error;
    report(accounts.remove(name, &error), error);
}

QString ArbiterAccountsDialog::selectedName() const
{
    const int row = m_table->currentRow();
    return row < 0 ? QString() : m_table->item(row, 0)->text();
}

} // namespace arb
