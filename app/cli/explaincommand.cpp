// SPDX-License-Identifier: GPL-3.0-or-later
#include "explaincommand.h"

#include "tiebreaks/standings.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runExplainCommand(const CliOptions &o, const Tournament &t, QTextStream &out, QTextStream &err)
{
    QString error;
    const auto spec = parseTieBreakSpec(o.tieBreak, &error);
    if (o.tieBreak.isEmpty() || o.player == 0)
        return cliUsage(err, tr("explain needs --tiebreak SPEC and --player N"));
    if (!spec)
        return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
    if (t.indexOf(o.player) < 0)
        return cliUsage(err, tr("no player with start number %1").arg(o.player));
    const TieBreakExplanation e = explainTieBreak(t, *spec, o.player, o.rounds, o.rules);
    const Player &p = t.players[t.indexOf(o.player)];
    out << tr("%1 of %2 (%3): %4").arg(spec->text).arg(p.startNo).arg(p.name, e.value.toString())
        << "\n";
    for (const TieBreakContribution &k : e.contributions) {
        QString who = k.dummy ? tr("dummy opponent (16.4)")
            : k.opponentStartNo
            ? tr("opponent %1, score %2%3")
                  .arg(k.opponentStartNo)
                  .arg(k.opponentScore.toString(),
                      k.opponentAdjustedScore != k.opponentScore
                          ? tr(" (adjusted %1)").arg(k.opponentAdjustedScore.toString())
                          : QString())
            : QString();
        out << tr("  round %1: %2 %3%4")
                   .arg(k.round, 2)
                   .arg(
                       k.value.toString().rightJustified(8), who, k.cut ? tr("  [cut]") : QString())
            << "\n";
    }
    for (const QString &n : e.notes)
        out << "  " << n << "\n";
    return ExitOk;
}

} // namespace arb
