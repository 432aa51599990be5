// SPDX-License-Identifier: GPL-3.0-or-later
#include "copycommand.h"

#include "cli.h"
#include "clicommon.h"
#include "eventcopy.h"
#include "postgres.h"
#include "rules/corrections.h"
#include "tournamentdatabase.h"
#include "tournamentfile.h"

#include <QFile>

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    //! Returns true when \a path is an event on a server or an Arbiter database file (SQLite).
    bool isDatabase(const QString &path)
    {
        if (storage::postgres::isUrl(path))
            return true;
        QFile file(path);
        return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3", 16);
    }

} // namespace

int runCopyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2)
        return cliUsage(err,
            tr("copy needs FROM and TO: an .arbiter file or postgresql://user@host:port/database "
               "each (FROM may also be a TRF file, imported into a new event at TO)"));
    QString error;
    if (QFile::exists(args[0]) && !isDatabase(args[0])) {
        // A TRF file: imported into a new event at TO, as the app opens one (its audit log
        // starts with the import).
        std::optional<Tournament> t = loadTournamentFile(args[0], err);
        if (!t)
            return ExitInput;
        // The byes announced for the round to be paired become the players' requested byes.
        t->applyAnnouncedByes(lastRoundWithGames(*t) + 1);
        TournamentDatabase db;
        if (!db.createFrom(args[1], *t, &error)) {
            err << error << "\n";
            return ExitInput;
        }
        // What the event could not take as it was written (a tie-break list that does not
        // parse), with the line of the TRF.
        for (const QString &w : db.warnings())
            err << args[0] << ": " << tr("warning: ") << w << "\n";
        out << tr("imported %1 into %2").arg(args[0], storage::postgres::shown(args[1])) << "\n";
        return ExitOk;
    }
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
