// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratingreportcommand.h"

#include "players/ratingreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arb {

int runRatingsCommand(const CliOptions &o, const Tournament &t, QTextStream &out)
{
    const QList<RatingReportRow> rows = ratingReport(t);
    if (o.format == u"csv") {
        out << QString::fromUtf8(ratingReportCsv(rows));
    } else if (o.format == u"json") {
        QJsonArray players;
        for (const RatingReportRow &r : rows) {
            QJsonObject p {{QStringLiteral("startno"), r.startNo}, {QStringLiteral("name"), r.name},
                {QStringLiteral("fideId"), r.fideId}, {QStringLiteral("federation"), r.federation},
                {QStringLiteral("rating"), r.rating > 0 ? QJsonValue(r.rating) : QJsonValue()}};
            if (r.rating > 0) {
                p.insert(QStringLiteral("k"), r.change.k);
                p.insert(QStringLiteral("games"), r.change.games);
                p.insert(QStringLiteral("score"), r.change.scoreHalves / 2.0);
                p.insert(QStringLiteral("expected"), r.change.expectedHundredths / 100.0);
                p.insert(QStringLiteral("change"), r.change.change());
            } else {
                p.insert(QStringLiteral("games"), r.initial.games);
                p.insert(QStringLiteral("score"), r.initial.scoreHalves / 2.0);
                p.insert(QStringLiteral("ra"), r.initial.ra);
                p.insert(QStringLiteral("dp"), r.initial.dp);
                p.insert(QStringLiteral("initialRating"), r.initial.rating);
                p.insert(QStringLiteral("beforeTheLimit"), r.initial.uncapped);
                p.insert(QStringLiteral("note"), r.initial.note());
            }
            players.append(p);
        }
        out << QJsonDocument(
            QJsonObject {{QStringLiteral("event"), t.name}, {QStringLiteral("players"), players}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << t.name << "\n" << ratingReportText(rows);
    }
    return ExitOk;
}

} // namespace arb
