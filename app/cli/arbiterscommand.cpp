// SPDX-License-Identifier: GPL-3.0-or-later
#include "arbiterscommand.h"

#include "arbiteraccounts.h"
#include "cli.h"
#include "postgres.h"
#include "tournamentdatabase.h"

#include <QCoreApplication>

#include <cstdio>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    int usageError(QTextStream &err, const QString &message)
    {
        err << "arbiter-cli: " << message << "\n"
            << tr("usage: arbiter-cli arbiters list|whoami URL; arbiters add URL NAME --role "
                  "chief|deputy|viewer [--password PW | --password-stdin]; arbiters remove URL "
                  "NAME; arbiters give-rounds URL NAME ROUNDS (e.g. 3-4,6; \"\" for none)")
            << "\n";
        return ExitUsage;
    }

    int failed(QTextStream &err, const QString &message)
    {
        err << "arbiter-cli: " << message << "\n";
        return ExitInput;
    }

    void print(QTextStream &out, const ArbiterAccounts::Account &a)
    {
        out << a.name << "\t" << ArbiterAccounts::roleName(a.role) << "\t"
            << (a.role == ArbiterAccounts::Role::Deputy ? ArbiterAccounts::roundsText(a.rounds)
                                                        : QStringLiteral("-"))
            << "\n";
    }

} // namespace

int runArbitersCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString action = args.value(0);
    static const QStringList actions {QStringLiteral("list"), QStringLiteral("whoami"),
        QStringLiteral("add"), QStringLiteral("remove"), QStringLiteral("give-rounds")};
    if (!actions.contains(action))
        return usageError(err,
            action.isEmpty() ? tr("arbiters needs an action")
                             : tr("unknown arbiters action \"%1\"").arg(action));
    QStringList positional;
    QString role, password;
    bool passwordStdin = false;
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--role" || a == u"--password") {
            if (i + 1 >= args.size())
                return usageError(err, tr("%1 needs a value").arg(a));
            (a == u"--role" ? role : password) = args[++i];
        } else if (a == u"--password-stdin") {
            passwordStdin = true;
        } else if (a.startsWith(u"--")) {
            return usageError(err, tr("unknown option %1").arg(a));
        } else {
            positional.append(a);
        }
    }
    const bool named = action != u"list" && action != u"whoami";
    const int wanted = action == u"give-rounds" ? 3 : named ? 2 : 1;
    if (positional.size() != wanted)
        return usageError(err, tr("wrong number of arguments for arbiters %1").arg(action));
    const QString url = positional[0];
    if (!storage::postgres::isUrl(url))
        return usageError(err,
            tr("%1 is not a PostgreSQL URL: arbiter accounts exist only for an event on a server")
                .arg(url));
    std::optional<ArbiterAccounts::Role> chosen;
    if (action == u"add") {
        chosen = ArbiterAccounts::roleFromName(role);
        if (!chosen)
            return usageError(err, tr("arbiters add needs --role chief, deputy or viewer"));
        if (passwordStdin) {
            QTextStream in(stdin);
            password = in.readLine();
        }
    }
    QList<int> rounds;
    if (action == u"give-rounds" && !ArbiterAccounts::parseRounds(positional[2], &rounds))
        return usageError(
            err, tr("\"%1\" is not a list of rounds (e.g. 3-4,6)").arg(positional[2]));

    TournamentDatabase db;
    QString error;
    if (!db.open(url, &error))
        return failed(err, error);
    ArbiterAccounts accounts(db);
    if (action == u"list") {
        const auto all = accounts.list(&error);
        if (!all)
            return failed(err, error);
        for (const auto &a : *all)
            print(out, a);
        return ExitOk;
    }
    if (action == u"whoami") {
        const auto me = accounts.me(&error);
        if (!me)
            return failed(err, error);
        out << me->name << ": " << ArbiterAccounts::describe(*me) << "\n";
        return ExitOk;
    }
    const QString &name = positional[1];
    bool ok = false;
    if (action == u"add")
        ok = accounts.add(name, password, *chosen, &error);
    else if (action == u"remove")
        ok = accounts.remove(name, &error);
    else
        ok = accounts.giveRounds(name, rounds, &error);
    if (!ok)
        return failed(err, error);
    // Says what was done: the account as it is now, as "list" prints it.
    if (action == u"remove") {
        out << tr("%1 removed").arg(name) << "\n";
        return ExitOk;
    }
    if (const auto all = accounts.list(&error))
        for (const auto &a : *all)
            if (a.name == name)
                print(out, a);
    return ExitOk;
}

} // namespace arb
