// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratingscommand.h"

#include "cli.h"
#include "clicommon.h"
#include "dates.h"
#include "players/ratinglistcheck.h"
#include "tournamentfile.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runCheckRatingsCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString file, listPath, format = QStringLiteral("text");
    std::optional<RatingType> type;
    QDate today = QDate::currentDate();
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == u"--list") {
            if (!hasValue)
                return cliUsage(err, tr("--list needs a FIDE rating list file"));
            listPath = args[++i];
        } else if (a == u"--type" && hasValue) {
            const QString v = args[++i];
            if (v == u"standard")
                type = RatingType::Standard;
            else if (v == u"rapid")
                type = RatingType::Rapid;
            else if (v == u"blitz")
                type = RatingType::Blitz;
            else
                return cliUsage(err, tr("--type is standard, rapid or blitz, not \"%1\"").arg(v));
        } else if (a == u"--today" && hasValue) {
            const auto d = readDate(args[++i]);
            if (!d)
                return cliUsage(err, tr("--today needs a date (YYYY-MM-DD)"));
            today = d->date;
        } else if (a == u"--format" && hasValue) {
            format = args[++i];
            if (format != u"text" && format != u"tsv")
                return cliUsage(err, tr("--format is text or tsv, not \"%1\"").arg(format));
        } else if (!a.startsWith(u"--") && file.isEmpty()) {
            file = a;
        } else {
            return cliUsage(err, tr("unexpected argument \"%1\"").arg(a));
        }
    }
    if (file.isEmpty() || listPath.isEmpty())
        return cliUsage(err, tr("check-ratings needs a tournament file and --list LIST"));
    std::optional<Tournament> t = loadTournamentFile(file, err);
    if (!t)
        return ExitInput;
    if (type)
        RatingMethods::setRatingType(*t, *type);
    FideRatingList list;
    QString error;
    if (!list.open(listPath, &error))
        return err << "arbiter-cli: " << error << "\n", ExitInput;
    const RatingListCheck check = RatingListCheck::of(*t, list, today);
    if (format == u"tsv") {
        // One line per player found: start number, name, the event's rating and K, the list's,
        // and the list the rating comes from.
        out << "startno\tname\trating\tk\tlist_rating\tlist_k\tsource\n";
        for (const ListedRating &l : check.listed)
            out << l.startNo << '\t' << l.name << '\t' << l.rating << '\t' << l.kFactor << '\t'
                << l.listRating << '\t' << l.listK << '\t' << l.listSource << '\n';
        if (!check.monthWarning.isEmpty())
            err << "arbiter-cli: " << tr("warning: %1").arg(check.monthWarning) << "\n";
    } else {
        out << tr("Rated on the %1 list; checked against %2.")
                   .arg(RatingMethods::typeName(check.type), list.sourceName(check.type))
            << "\n"
            << check.text(*t) << "\n";
    }
    return check.differences().isEmpty() && check.monthWarning.isEmpty() ? ExitOk : ExitDifferences;
}

} // namespace arb
