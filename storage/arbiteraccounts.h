// SPDX-License-Identifier: GPL-3.0-or-later
// Arbiter accounts on a PostgreSQL server (who did what): the chief arbiter makes
// accounts (PostgreSQL login roles) for deputies and viewers of one event; the server enforces
// what each may do (GRANTs and the trigger of schema 7 on results), and each audit row names the
// server's session user.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <optional>

namespace arb {

class TournamentDatabase;

namespace storage {
    class Connection;

    //! Returns the name an audit row written through \a connection gets from the program: for
    //! a file the OS user; on a server an empty text, which the server replaces with its
    //! session user (the account), so that no program can write another arbiter's name.
    QString arbiterName(const Connection &connection);
    //! Returns writeProblem(\a e), or for a change the server refused for lack of rights
    //! (SQLSTATE 42501) what the account of \a db may do ("you are a deputy (your rounds: 3-4);
    //! round 5 is not yours", "you are a viewer: …").
    QString writeProblem(const QSqlDatabase &db, const QSqlError &e);
} // namespace storage

//! The accounts of the event open in a TournamentDatabase on a PostgreSQL server. The tables
//! arbiters (name, role) and arbiter_rounds (a deputy's rounds) of schema 7 list them; the
//! rights are PostgreSQL's: a chief gets every right on the event's tables, a deputy SELECT
//! everywhere and INSERT/UPDATE/DELETE on results (the trigger results_deputy refuses rows of
//! rounds not given to him and any change of a pairing) and INSERT on audit, a viewer SELECT.
//! The owner of the event's tables (who created the event) is the chief arbiter who manages
//! the accounts.
class ArbiterAccounts
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    enum class Role { Chief, Deputy, Viewer };
    struct Account
    {
        QString name;
        Role role = Role::Viewer;
        QList<int> rounds; //!< a deputy's rounds, ascending
        bool owner = false; //!< owns the event's tables (or is a server administrator)
    };

    explicit ArbiterAccounts(TournamentDatabase &db);

    //! The account this program is connected as (the server's session user).
    std::optional<Account> me(QString *error = nullptr) const;
    //! The accounts of the event, by name.
    std::optional<QList<Account>> list(QString *error = nullptr) const;
    //! Makes \a name an arbiter of the event with \a role: a new login role (with \a password,
    //! required then) or an existing one (its password changed when \a password is given); an
    //! account of the event changes role (a deputy's rounds go when he is no longer one).
    bool add(const QString &name, const QString &password, Role role, QString *error = nullptr);
    //! Takes every right on the event from \a name; the login role itself is dropped unless it
    //! still has rights elsewhere on the server.
    bool remove(const QString &name, QString *error = nullptr);
    //! Sets the rounds a deputy enters results and byes in (replacing those given before).
    bool giveRounds(const QString &name, const QList<int> &rounds, QString *error = nullptr);

    static QString roleName(Role role); //!< "chief", "deputy", "viewer"
    static std::optional<Role> roleFromName(const QString &name);
    //! "3-4, 6": rounds as ranges; "none" for no round.
    static QString roundsText(const QList<int> &rounds);
    //! Reads "3-4, 6" (rounds and ranges, comma-separated; empty for none) into ascending
    //! rounds; returns false for anything else.
    static bool parseRounds(const QString &text, QList<int> *rounds);
    //! Returns what \a account may do, as a sentence for the user.
    static QString describe(const Account &account);

private:
    bool usable(QString *error) const;
    bool requireOwner(QString *error) const;

    TournamentDatabase &m_db;
};

} // namespace arb
