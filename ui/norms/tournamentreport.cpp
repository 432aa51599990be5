// SPDX-License-Identifier: GPL-3.0-or-later
#include "norms/tournamentreport.h"

#include "norms/titlenorms.h"
#include "pairing/pairingrules.h"
#include "players/ratingmethod.h"
#include "reports/reportpage.h"
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "trf/roundschedule.h"
#include "trf/timecontrolcode.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace arb {

using namespace reportpage;

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TournamentReport)
    };

    //! "1-1-2-2-1": the rounds played on each day of the schedule.
    QString roundsPerDay(const Tournament &t)
    {
        QMap<QDate, int> days;
        for (const RoundSlot &s : roundSchedule(t))
            if (s.date.isValid())
                ++days[s.date];
        QStringList counts;
        for (int n : std::as_const(days))
            counts << QString::number(n);
        return counts.join(u'-');
    }

    QString systemText(const Tournament &t)
    {
        QString system = t.isRoundRobin()
            ? (t.type == TournamentType::DoubleRoundRobin ? Text::tr("double round robin")
                                                          : Text::tr("round robin"))
            : Text::tr("Swiss, Dutch system (C.04.3)");
        system += t.teamData.isEmpty() ? Text::tr(", individual") : Text::tr(", teams");
        if (!t.isRoundRobin() && pairingRulesOf(t).method() == AccelerationMethod::Baku)
            system += Text::tr(", Baku acceleration (C.04.7)");
        else if (!t.isRoundRobin() && pairingRulesOf(t).method() == AccelerationMethod::Custom)
            system += Text::tr(", accelerated (virtual points of the event's records)");
        return system;
    }

} // namespace

QString tournamentReportHtml(const Tournament &t, int round)
{
    const int last = round > 0 ? round : lastRoundWithGames(t);
    const QString host = t.federation.trimmed().toUpper();
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(Text::tr("Tournament report (IT3)")));
    h += tableStart();
    h += formRow(Text::tr("Federation"), t.federation);
    h += formRow(Text::tr("FIDE tournament ID"), QString());
    h += formRow(Text::tr("Name of the tournament"), t.name);
    h += formRow(Text::tr("Place"), t.city);
    QStringList dates {t.startDate, t.endDate};
    dates.removeAll(QString());
    h += formRow(Text::tr("Start and end date"), dates.join(QStringLiteral(" – ")));
    h += formRow(Text::tr("Organiser (FIDE ID, name, e-mail)"), QString());
    h += formRow(Text::tr("Number of rounds"),
        last < t.plannedRounds() ? Text::tr("%1 (after round %2)").arg(t.plannedRounds()).arg(last)
                                 : QString::number(t.plannedRounds()));
    h += formRow(Text::tr("Rounds per day"), roundsPerDay(t));
    QStringList rate {t.timeControl.trimmed()};
    if (const auto tc = parseTimeControlCode(t.timeControlCode))
        rate << QStringLiteral("%1 (%2)").arg(tc->code(), tc->description());
    rate.removeAll(QString());
    h += formRow(Text::tr("Rate of play"), rate.join(QStringLiteral("; ")));
    const RatingType type = RatingMethods::ratingTypeOf(t);
    h += formRow(Text::tr("Rated as"),
        type == RatingType::Standard    ? Text::tr("standard")
            : type == RatingType::Rapid ? Text::tr("rapid")
                                        : Text::tr("blitz"));
    h += formRow(Text::tr("System"), systemText(t));
    h += formRow(Text::tr("Pairings"),
        Text::tr("computerised: Arbiter %1, by the Chief Arbiter")
            .arg(QLatin1String(ARBITER_VERSION_STRING)));
    if (const QString outside = notFideModeText(t); !outside.isEmpty())
        h += formRow(Text::tr("FIDE mode"), outside);
    h += QStringLiteral("</table>");

    // The players by title: how many, of how many federations, from the host federation or not.
    struct Count
    {
        int total = 0;
        QSet<QString> federations;
        int fromHost = 0;
        int notFromHost = 0; //!< of a federation other than the host's (none given: neither)
    };
    const QList<QPair<QString, QString>> kinds = {{QStringLiteral("rated"), Text::tr("Rated")},
        {QStringLiteral("unrated"), Text::tr("Unrated")},
        {QStringLiteral("GM"), QStringLiteral("GM")}, {QStringLiteral("IM"), QStringLiteral("IM")},
        {QStringLiteral("FM"), QStringLiteral("FM")},
        {QStringLiteral("WGM"), QStringLiteral("WGM")},
        {QStringLiteral("WIM"), QStringLiteral("WIM")},
        {QStringLiteral("WFM"), QStringLiteral("WFM")}};
    QHash<QString, Count> counts;
    for (const Player &p : t.players) {
        const QString fed = p.federation.trimmed().toUpper();
        QStringList in {p.isRated() ? QStringLiteral("rated") : QStringLiteral("unrated")};
        const QString title = p.title.trimmed().toUpper();
        if (!title.isEmpty())
            in << title;
        for (const QString &k : std::as_const(in)) {
            Count &c = counts[k];
            ++c.total;
            if (!fed.isEmpty())
                c.federations.insert(fed);
            c.fromHost += !host.isEmpty() && fed == host ? 1 : 0;
            c.notFromHost += !fed.isEmpty() && fed != host ? 1 : 0;
        }
    }
    h += QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Players")));
    h += tableStart()
        + headRow({QString(), Text::tr("Total"), Text::tr("Federations"),
                      Text::tr("From the host federation"), Text::tr("Not from it")},
            {22, 14, 18, 26, 20});
    const QString center = QStringLiteral("center");
    for (const auto &[key, label] : kinds) {
        const Count c = counts.value(key);
        h += QStringLiteral("<tr>") + cell(esc(label)) + cell(QString::number(c.total), center)
            + cell(QString::number(c.federations.size()), center)
            + cell(QString::number(c.fromHost), center)
            + cell(QString::number(c.notFromHost), center) + QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Arbiters")));
    h += tableStart();
    h += formRow(Text::tr("Chief Arbiter (FIDE ID, name, e-mail)"), t.chiefArbiter);
    h += formRow(Text::tr("Deputy arbiters"), t.deputyArbiters);
    h += QStringLiteral("</table>");

    // The norms made, as the Title norms dialog judges them.
    h += QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Title norms made")));
    QString norms;
    for (const Player &p : t.players)
        for (const NormResult &n : playerNorms(t, p.startNo, last))
            if (n.made)
                norms += QStringLiteral("<tr>") + cell(esc(p.name)) + cell(esc(p.fideId), center)
                    + cell(esc(p.federation), center) + cell(esc(normTitleName(n.title)), center)
                    + cell(n.credited != n.games
                            ? esc(Text::tr("%1 (credited as %2)").arg(n.games).arg(n.credited))
                            : QString::number(n.games),
                        center)
                    + cell(esc(points(n.score)), center) + cell(QString::number(n.ra), center)
                    + cell(QString::number(n.performance), center) + QStringLiteral("</tr>");
    if (norms.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(Text::tr("None.")));
    else
        h += tableStart()
            + headRow(
                {Text::tr("Player"), Text::tr("FIDE ID"), Text::tr("Fed."), Text::tr("Norm"),
                    Text::tr("Games"), Text::tr("Score"), Text::tr("Ra"), Text::tr("Performance")},
                {24, 12, 7, 8, 19, 8, 8, 14})
            + norms + QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Remarks")));
    h += QStringLiteral("<p>______________________________________________________________<br>"
                        "______________________________________________________________</p>");
    h += QStringLiteral("<p><br>%1 ______________________________<br><br>%2 "
                        "______________________________</p>")
             .arg(esc(Text::tr("Chief Arbiter:")), esc(Text::tr("Federation official:")));
    return page(h);
}

bool writeTournamentReport(const Tournament &t, int round, const QString &path, QString *error)
{
    return reportpage::pagedPdf(
        t, Text::tr("Tournament report (IT3)"), tournamentReportHtml(t, round), path, error);
}

} // namespace arb
