// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QObject>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableWidget;

namespace arb {

class TournamentDatabase;
class TournamentDocument;

//! Settings → Arbiter accounts…: the accounts of an event on a PostgreSQL server,
//! managed by the chief arbiter who owns it (storage/arbiteraccounts.h); the server enforces
//! the rights, the dialog only lists and changes them. For an event in a file the action is
//! disabled.
class ArbiterAccountsDialog : public QDialog
{
    Q_OBJECT

public:
    ArbiterAccountsDialog(TournamentDatabase &db, QWidget *parent = nullptr);

    //! Adds Settings → Arbiter accounts… to \a menu, enabled while an event on a server is open.
    static void addAction(QMenu *menu, TournamentDocument *document, QWidget *window);

private:
    void refresh();
    void addOrChange();
    void giveRounds();
    void removeSelected();
    QString selectedName() const;
    bool report(bool ok, const QString &error);

    TournamentDatabase &m_db;
    QLabel *m_who;
    QTableWidget *m_table;
    QLineEdit *m_name;
    QLineEdit *m_password;
    QComboBox *m_role;
    QLineEdit *m_rounds;
    QList<QWidget *> m_ownerOnly;
};

} // namespace arb
