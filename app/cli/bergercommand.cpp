// SPDX-License-Identifier: GPL-3.0-or-later
#include "bergercommand.h"

#include "cli.h"
#include "pairing/berger.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runBergerCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    int players = 0;
    int cycles = 1;
    BergerOrder order = BergerOrder::Tables;
    for (int i = 0; i < args.size(); ++i) {
        bool ok = false;
        if (args[i] == u"--fide-order") {
            order = BergerOrder::Fide;
        } else if (args[i] == u"--cycles") {
            cycles = i + 1 < args.size() ? args[++i].toInt(&ok) : 0;
            if (!ok || cycles < 1 || cycles > 10)
                return err << "arbiter-cli: " << tr("--cycles needs a number from 1 to 10") << "\n",
                       ExitUsage;
        } else if (players == 0) {
            players = args[i].toInt(&ok);
            if (!ok || players < 2 || players > 100)
                return err << "arbiter-cli: "
                           << tr("berger needs a number of players from 2 to 100, not \"%1\"")
                                  .arg(args[i])
                           << "\n",
                       ExitUsage;
        } else {
            return err << "arbiter-cli: " << tr("unexpected argument \"%1\"").arg(args[i]) << "\n",
                   ExitUsage;
        }
    }
    if (players == 0)
        return err << "arbiter-cli: " << tr("berger needs a number of players") << "\n", ExitUsage;
    if (order == BergerOrder::Fide && cycles != 2)
        return err << "arbiter-cli: "
                   << tr("--fide-order is for a double round robin: give --cycles 2") << "\n",
               ExitUsage;
    const int rounds = bergerRoundsPerCycle(players) * cycles;
    const int width = QString::number(rounds).size();
    for (int r = 1; r <= rounds; ++r) {
        QStringList boards;
        for (const BergerPairing &p : bergerRound(players, r, order))
            boards.append(p.isBye() ? tr("%1 bye").arg(p.white)
                                    : QStringLiteral("%1-%2").arg(p.white).arg(p.black));
        out << tr("round %1:").arg(r, width) << " " << boards.join(QStringLiteral("  ")) << "\n";
    }
    return ExitOk;
}

} // namespace arb
