// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommand.h"

#include "cli.h"
#include "clicommon.h"
#include "filewrite.h"
#include "postgres.h"
#include "rules/corrections.h"
#include "tournamentdatabase.h"
#include "tournamentfile.h"
#include "trf/trfexport.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runExportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 2 || args[0].startsWith(u"--") || args[1].startsWith(u"--"))
        return cliUsage(err,
            tr("export needs EVENT and OUT: an .arbiter file, a postgresql:// event or a TRF "
               "file, and the TRF file to write"));
    const QString &from = args[0];
    const QString &to = args[1];
    const QString shown = storage::postgres::isUrl(from) ? storage::postgres::shown(from)
                                                         : QFileInfo(from).fileName();
    QByteArray trf;
    Tournament t;
    if (isTournamentDatabase(from)) {
        TournamentDatabase db;
        QString error;
        if (!db.open(from, &error)) {
            err << "arbiter-cli: " << error << "\n";
            return ExitInput;
        }
        trf = db.exportTrf();
        t = db.tournament();
    } else {
        const std::optional<Tournament> read = loadTournamentFile(from, err);
        if (!read)
            return ExitInput;
        t = *read;
        Tournament report = tournamentForExport(t);
        completeReportHeader(report);
        trf = writeTrf(report);
    }
    // No final rating report while a game is adjourned (C.04.2 3.1: its result is to come).
    if (const QStringList adjourned = adjournedGames(t); !adjourned.isEmpty()
        && t.plannedRounds() > 0 && lastRoundWithGames(t) >= t.plannedRounds()) {
        err << "arbiter-cli: "
            << tr("%1: the rating report cannot be final while a game is adjourned (%2)")
                   .arg(shown, adjourned.join(QStringLiteral(", ")))
            << "\n";
        return ExitInput;
    }
    for (const QString &field : missingReportFields(t))
        err << shown << ": " << tr("warning: ") << tr("the rating report has no %1").arg(field)
            << "\n";
    // Every write checked: a failed one leaves the old file as it was.
    if (QString error; !writeFileWhole(to, trf, &error)) {
        err << "arbiter-cli: " << error << "\n";
        return ExitInput;
    }
    out << QCoreApplication::translate("arb::Cli",
        "%1: the rating report written to %2 (%n "
        "player(s))",
        nullptr, int(t.players.size()))
               .arg(shown, to)
        << "\n";
    return ExitOk;
}

} // namespace arb
