// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/rulesreport.h"

#include "pairing/pairingrules.h"
#include "players/pairingnumbers.h"
#include "players/ratingmethod.h"
#include "players/ratingperiods.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb::rulesreport {

using namespace reportpage;

namespace {

    QString tr(const char *s, const char *comment = nullptr, int n = -1)
    {
        return QCoreApplication::translate("arb::rulesreport", s, comment, n);
    }

    QString heading(const QString &text)
    {
        return QStringLiteral("<h3>%1</h3>").arg(esc(text));
    }

    QString paragraph(const QString &text)
    {
        return QStringLiteral("<p>%1</p>").arg(esc(text));
    }

    //! "12 Name, Anna"; the number alone when nobody has it.
    QString who(const Tournament &t, int startNo)
    {
        const int i = t.indexOf(startNo);
        return i < 0 ? QString::number(startNo)
                     : QStringLiteral("%1 %2").arg(startNo).arg(t.players[i].name);
    }

    //! Returns the start numbers \a numbers (sorted) as ranges: "1-12, 15, 17-18".
    QString ranges(QList<int> numbers)
    {
        std::sort(numbers.begin(), numbers.end());
        QStringList parts;
        for (qsizetype i = 0; i < numbers.size();) {
            qsizetype j = i;
            while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
                ++j;
            parts << (j > i ? QStringLiteral("%1–%2").arg(numbers[i]).arg(numbers[j])
                            : QString::number(numbers[i]));
            i = j + 1;
        }
        return parts.join(QStringLiteral(", "));
    }

    QString systemSection(const Tournament &t)
    {
        QString h = heading(tr("System"));
        if (t.isRoundRobin())
            h += paragraph(t.type == TournamentType::DoubleRoundRobin
                    ? tr("Double round robin on the Berger tables (C.05 Annex 1).")
                    : tr("Round robin on the Berger tables (C.05 Annex 1)."));
        else if (const QString code = t.systemText.trimmed(); code.isEmpty()
                 || code.startsWith(QLatin1String("FIDE_DUTCH"), Qt::CaseInsensitive))
            h += paragraph(tr("Swiss system, FIDE Dutch system (C.04.3, in force from 1 February "
                              "2026), with the general handling rules (C.04.2)."));
        else
            h += paragraph(tr("Swiss system %1, as the event's 192 record names it (not the FIDE "
                              "Dutch system).")
                               .arg(code));
        h += paragraph(isFideMode(t)
                ? tr("The event is paired in FIDE mode: a pairing other than the rules' is "
                     "shown with the rules' pairing and recorded.")
                : tr("The event is not in FIDE mode."));
        return h;
    }

    QString rankingSection(const Tournament &t)
    {
        const RatingMethodRecord method = RatingMethods::of(t);
        QString h = heading(tr("Initial ranking and pairing numbers"));
        h += paragraph(
            tr("The players are ranked by %1.")
                .arg(PairingNumbers::describe(PairingNumbers::rankingOf(t), method.method)));
        h += paragraph(tr("Tournament rating: %1; rated on the FIDE %2 list.")
                           .arg(RatingMethods::describe(method.method),
                               RatingMethods::typeName(RatingMethods::ratingTypeOf(t))));
        return h;
    }

    QString accelerationSection(const Tournament &t, const PairingRules &rules)
    {
        QString h = heading(tr("Acceleration"));
        const AccelerationMethod method = rules.method();
        if (method == AccelerationMethod::None)
            return h + paragraph(tr("None: the players are paired on their points."));
        if (method == AccelerationMethod::Baku)
            h += paragraph(
                tr("Baku acceleration (C.04.7). Group A is the top 2 × ⌈N/4⌉ players by pairing "
                   "number among the N players taking part in round 1; group B the others. In the "
                   "accelerated rounds, the first half of the event rounded up, group A carries "
                   "virtual points: a win's points in the first half of those rounds (rounded up), "
                   "a draw's points in the rest. Group B carries none."));
        else
            h += paragraph(tr("Virtual points set by the arbiter for the players and rounds below "
                              "(TRF records 250 and XXA)."));
        h += paragraph(tr("Virtual points are added to the points a player scored to form the "
                          "pairing score: it makes the score groups, decides the floats and "
                          "orders the boards (C.04.7). They never count in the standings or "
                          "the tie-breaks."));
        // The points of every accelerated round, the players grouped by their points: exactly
        // what the pairing adds, whatever the method.
        const int rounds = std::max(1, t.plannedRounds());
        QString rows;
        for (int round = 1; round <= rounds; ++round) {
            const QList<qint64> points = virtualPoints(t, rules, round);
            QMap<qint64, QList<int>> byPoints;
            for (int i = 0; i < points.size() && i < t.players.size(); ++i)
                if (points[i] != 0)
                    byPoints[points[i]].append(t.players[i].startNo);
            for (auto it = byPoints.cend(); it != byPoints.cbegin();) {
                --it; // the most points first
                rows += QStringLiteral("<tr>")
                    + cell(QString::number(round), QStringLiteral("center"))
                    + cell(reportpage::points(Fixed::fromRaw(it.key())), QStringLiteral("center"))
                    + cell(esc(ranges(it.value()))) + QStringLiteral("</tr>");
            }
        }
        if (rows.isEmpty())
            return h + paragraph(tr("No player carries virtual points in any round."));
        h += tableStart()
            + headRow({tr("Round"), tr("Virtual points"), tr("Players")}, {12, 18, 70}) + rows
            + QStringLiteral("</table>");
        return h;
    }

    QString prohibitedSection(const Tournament &t, const PairingRules &rules)
    {
        QString h = heading(tr("Prohibited pairs"));
        if (rules.prohibited.isEmpty())
            return h + paragraph(tr("None."));
        h += paragraph(tr("No two players of a group are paired against each other in the "
                          "rounds given, as if they had met already."));
        h += tableStart() + headRow({tr("Players"), tr("Rounds")}, {75, 25});
        for (const ProhibitedGroup &g : rules.prohibited) {
            QStringList names;
            for (int s : g.players)
                names << esc(who(t, s));
            const QString when = g.lastRound == 0
                ? (g.firstRound <= 1 ? tr("every round") : tr("from round %1").arg(g.firstRound))
                : g.firstRound == g.lastRound
                ? tr("round %1").arg(g.firstRound)
                : tr("rounds %1–%2").arg(g.firstRound).arg(g.lastRound);
            h += QStringLiteral("<tr>") + cell(names.join(QStringLiteral("; ")))
                + cell(esc(when), QStringLiteral("center")) + QStringLiteral("</tr>");
        }
        return h + QStringLiteral("</table>");
    }

    QString byesAndRatingsSection(const Tournament &t)
    {
        QString h;
        const QList<int> noHalf = halfByesExcluded(t);
        if (!noHalf.isEmpty()) {
            QStringList names;
            for (int s : noHalf)
                names << who(t, s);
            h += heading(tr("Half-point byes"));
            h += paragraph(tr("The regulations allow these players no half-point bye: %1.")
                               .arg(names.join(QStringLiteral("; "))));
        }
        if (RatingPeriods::isOver30Days(t)) {
            h += heading(tr("Ratings in an event of more than 30 days"));
            h += paragraph(tr("A rating list published during the event gives the ratings from "
                              "the next round to pair on; the rounds before keep theirs. "
                              "Rating-based tie-breaks take %1.")
                               .arg(RatingPeriods::shortName(RatingPeriods::tieBreakRatings(t))));
        }
        return h;
    }

} // namespace

QString pairingRules(const TournamentDocument &document, const ReportScope &)
{
    const Tournament &t = document.tournament();
    const PairingRules rules = pairingRulesOf(t);
    QString h = systemSection(t) + rankingSection(t);
    if (!t.isRoundRobin())
        h += accelerationSection(t, rules) + prohibitedSection(t, rules);
    h += byesAndRatingsSection(t);
    return page(h);
}

} // namespace arb::rulesreport
