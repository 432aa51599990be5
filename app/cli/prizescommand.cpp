// SPDX-License-Identifier: GPL-3.0-or-later
#include "prizescommand.h"

#include "players/category.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "standingscommand.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runPrizesCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err)
{
    if (o.format == u"tsv")
        return cliUsage(err, tr("prizes writes text, csv or json"));
    // The fund of --fund, else the one stored with the event.
    std::optional<PrizeFund> fund = t.prizeFund;
    if (!o.fund.isEmpty()) {
        QFile file(o.fund);
        if (!file.open(QIODevice::ReadOnly)) {
            err << o.fund << ": " << tr("cannot read the prize fund: %1").arg(file.errorString())
                << "\n";
            return ExitInput;
        }
        QString error;
        fund = readPrizeFund(file.readAll(), &error);
        if (!fund) {
            err << o.fund << ": " << error << "\n";
            return ExitInput;
        }
    } else if (!fund) {
        return cliUsage(err,
            tr("prizes needs --fund FILE (the prize fund in JSON): %1 has no prize fund")
                .arg(fileName));
    }
    int exit = ExitOk;
    const std::optional<ScoredStandings> scored = cliStandings(o, t, fileName, presets, err, &exit);
    if (!scored)
        return exit;
    const QList<PrizeEntrant> standing = prizeEntrants(scored->tournament, scored->standings);
    for (const Prize &p : fund->prizes)
        if (!p.category.isEmpty() && !PlayerCategories::find(t, p.category))
            err << (o.fund.isEmpty() ? fileName : o.fund) << ": " << tr("warning: ")
                << tr("%1: the event has no category \"%2\"; the prize cannot be awarded")
                       .arg(PrizeFund::prizeName(p), p.category)
                << "\n";
    const PrizeDistribution d = distributePrizes(*fund, standing);
    if (o.format == u"csv")
        out << QString::fromUtf8(prizeListCsv(*fund, d, standing));
    else if (o.format == u"json")
        out << QJsonDocument(prizeListJson(*fund, d, standing)).toJson(QJsonDocument::Indented);
    else
        out << t.name << "\n" << prizeListText(*fund, d, standing);
    return ExitOk;
}

} // namespace arb
