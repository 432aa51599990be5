// SPDX-License-Identifier: GPL-3.0-or-later
#include "copycommand.h"

#include "cli.h"
#include "clicommon.h"
#include "eventcopy.h"
#include "postgres.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runCopyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2)
        return cliUsage(err,
            tr("copy needs FROM and TO: an .arbiter file or postgresql://user@host:port/database "
               "each"));
    QString error;
    if (!copyEvent(args[0], args[1], &error)) {
        err << error << "\n";
        return ExitInput;
    }
    // The URLs as shown: never the password.
    out << tr("copied %1 to %2")
               .arg(storage::postgres::shown(args[0]), storage::postgres::shown(args[1]))
        << "\n";
    return ExitOk;
}

} // namespace arb
