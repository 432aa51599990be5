// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/teamreports.h"

#include "result.h"
#include "teams/teammatchesmodel.h"
#include "teams/teamresults.h"
#include "tournamentdocument.h"
#include "trf/roundschedule.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb::teamreports {

using namespace reportpage;

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::teamreports", s);
    }

    //! A match of the round with the team that has White on board 1 first.
    struct Match
    {
        int white = -1; //!< team index
        int black = -1; //!< team index, -1: a team without opponent
        QList<int> whiteBoards;
        QList<int> blackBoards;
    };

    const RoundEntry *entryOf(const Tournament &t, int startNo, int round)
    {
        const int i = t.indexOf(startNo);
        if (i < 0 || round < 1 || round > t.players[i].rounds.size())
            return nullptr;
        return &t.players[i].rounds[round - 1];
    }

    //! The round's matches as the Team matches tab lists them (TeamMatchesModel::pairingsOf()):
    //! the team with White on board 1 first, in the order of the teams' match points before the
    //! round, the teams without opponent last.
    QList<Match> matchesOf(const Tournament &t, int round)
    {
        QList<Match> out;
        for (const TeamMatchesModel::Pairing &p : TeamMatchesModel::pairingsOf(t, round))
            out.append({p.first, p.second, p.firstBoards, p.secondBoards});
        return out;
    }

    //! Returns the forfeit text of the match of \a white and \a black in \a round ("+ : -"), or
    //! nothing when the match was not forfeited (TRF-2026 330).
    QString forfeitText(const TeamData &d, int round, int white, int black)
    {
        for (const TeamForfeit &f : d.forfeits) {
            if (f.round != round)
                continue;
            const int a = d.indexOf(f.first), b = d.indexOf(f.second);
            if (a == white && b == black)
                return QStringLiteral("%1 : %2").arg(
                    QChar::fromLatin1(f.firstResult), QChar::fromLatin1(f.secondResult));
            if (a == black && b == white)
                return QStringLiteral("%1 : %2").arg(
                    QChar::fromLatin1(f.secondResult), QChar::fromLatin1(f.firstResult));
        }
        return QString();
    }

    QPair<QList<Fixed>, QList<Fixed>> pointsBefore(const Tournament &t, int round)
    {
        const int n = int(t.teamData.teams.size());
        QList<Fixed> mp(n), gp(n);
        if (round <= 1)
            return {mp, gp};
        const TeamResults results = computeTeamResults(t, t.teamData.scoring, round - 1);
        for (int i = 0; i < n && i < results.table.size(); ++i)
            for (const TeamRound &r : results.table[i]) {
                mp[i] += r.matchPoints;
                gp[i] += r.gamePoints;
            }
        return {mp, gp};
    }

    QString teamName(const TeamData &d, int index)
    {
        return QStringLiteral("%1 (%2)").arg(esc(d.teams[index].name)).arg(d.teams[index].number);
    }

    QString playerText(const Tournament &t, int startNo)
    {
        const int i = t.indexOf(startNo);
        if (startNo <= 0 || i < 0)
            return QStringLiteral("–");
        const Player &p = t.players[i];
        QString s = esc(p.title.isEmpty() ? p.name : p.title + u' ' + p.name);
        s += QStringLiteral(" (%1").arg(startNo);
        if (p.rating > 0)
            s += QStringLiteral(" · %1").arg(p.rating);
        return s + u')';
    }

    QString notPaired(const ReportScope &scope)
    {
        return page(
            QStringLiteral("<p>%1</p>").arg(tr("Round %1 is not paired.").arg(scope.round)));
    }

} // namespace

QString pairings(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const TeamData &d = t.teamData;
    const auto [mp, gp] = pointsBefore(t, scope.round);
    const QList<Match> matches = matchesOf(t, scope.round);
    if (matches.isEmpty())
        return notPaired(scope);
    QString h = tableStart()
        + headRow({tr("Match"), tr("White on board 1"), tr("MP"), tr("GP"), tr("Score"), tr("MP"),
                      tr("GP"), tr("Black on board 1")},
            {7, 30, 5, 6, 10, 5, 6, 31});
    int number = 0;
    QStringList unpaired;
    for (const Match &m : matches) {
        if (m.black < 0) {
            // A team without opponent: the pairing-allocated bye, or a bye it asked for.
            const RoundEntry *e = entryOf(t, m.whiteBoards.value(0), scope.round);
            char code = e ? e->code : ' ';
            for (const ByeRecord &b : t.byes) // a team's bye (240 naming the team)
                if (b.round == scope.round && b.players.contains(d.teams[m.white].number))
                    code = b.type;
            const QString what = code == 'U' ? tr("pairing-allocated bye")
                : code == 'H'                ? tr("half-point bye")
                : code == 'F'                ? tr("full-point bye")
                : code == 'Z'                ? tr("zero-point bye")
                                             : tr("not paired");
            unpaired << QStringLiteral("%1: %2").arg(teamName(d, m.white), esc(what));
            continue;
        }
        ++number;
        Fixed whiteGames, blackGames;
        bool results = false;
        for (int b = 0; b < std::min(m.whiteBoards.size(), m.blackBoards.size()); ++b) {
            if (const RoundEntry *e = entryOf(t, m.whiteBoards[b], scope.round);
                e && e->code != ' ') {
                results = true;
                whiteGames += t.scoring.points(*e);
                if (const RoundEntry *o = entryOf(t, m.blackBoards[b], scope.round))
                    blackGames += t.scoring.points(*o);
            }
        }
        const QString forfeit = forfeitText(d, scope.round, m.white, m.black);
        const QString score = !forfeit.isEmpty() ? tr("%1 forfeit").arg(forfeit)
            : results ? QStringLiteral("%1 : %2").arg(points(whiteGames), points(blackGames))
                      : QString();
        h += QStringLiteral("<tr>") + cell(QString::number(number), QStringLiteral("center"))
            + cell(teamName(d, m.white)) + cell(points(mp[m.white]), QStringLiteral("right"))
            + cell(points(gp[m.white]), QStringLiteral("right"))
            + cell(score, QStringLiteral("center"))
            + cell(points(mp[m.black]), QStringLiteral("right"))
            + cell(points(gp[m.black]), QStringLiteral("right")) + cell(teamName(d, m.black))
            + QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    for (const QString &u : std::as_const(unpaired))
        h += QStringLiteral("<p>%1</p>").arg(u);
    return page(h);
}

QString matchCards(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const TeamData &d = t.teamData;
    const QList<Match> matches = matchesOf(t, scope.round);
    const QString event = esc(t.name.isEmpty() ? tr("Tournament") : t.name);
    QString round = tr("Round %1").arg(scope.round);
    if (const QString when = roundScheduleText(t, scope.round); !when.isEmpty())
        round += QStringLiteral(" · ") + when;
    QString h;
    int number = 0, cards = 0;
    const QString box = QStringLiteral("☐");
    for (const Match &m : matches) {
        if (m.black < 0)
            continue;
        ++number;
        // A forfeited match is not played: no card (the pairing list says so).
        if (!forfeitText(d, scope.round, m.white, m.black).isEmpty())
            continue;
        // Two cards to a page; a card never straddles two pages.
        const bool newPage = cards > 0 && cards % 2 == 0;
        ++cards;
        h += QStringLiteral("<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" "
                            "style=\"border-collapse: collapse; border: 2px solid #000;%1\">")
                 .arg(newPage ? QStringLiteral(" page-break-before: always;") : QString());
        const QString cellStyle = QStringLiteral("border: 1px solid #333;");
        h += QStringLiteral("<tr><td colspan=\"6\" style=\"%4\"><b>%1</b> · %2 · "
                            "<b style=\"font-size: 11pt;\">%3</b></td></tr>")
                 .arg(event, esc(round), esc(tr("Match %1").arg(number)), cellStyle);
        h += QStringLiteral("<tr><th style=\"%5\">%1</th><th colspan=\"2\" style=\"%5\">%2</th>"
                            "<th colspan=\"2\" style=\"%5\">%3</th><th style=\"%5\">%4</th></tr>")
                 .arg(esc(tr("Board")), teamName(d, m.white), teamName(d, m.black),
                     esc(tr("Result")), cellStyle);
        const int boards = int(std::max(m.whiteBoards.size(), m.blackBoards.size()));
        for (int b = 0; b < boards; ++b) {
            const int ws = m.whiteBoards.value(b), bs = m.blackBoards.value(b);
            const RoundEntry *e = entryOf(t, ws > 0 ? ws : bs, scope.round);
            const bool firstWhite
                = !e || (ws > 0 ? e->colour != Colour::Black : e->colour == Colour::Black);
            h += QStringLiteral("<tr><td align=\"center\" style=\"%6\">%1</td>"
                                "<td style=\"%6 font-size: 7pt;\">%2</td><td style=\"%6\">%3</td>"
                                "<td style=\"%6 font-size: 7pt;\">%4</td><td style=\"%6\">%5</td>"
                                "<td align=\"center\" style=\"%6\">%7 1-0 &nbsp; %7 ½-½ &nbsp; "
                                "%7 0-1</td></tr>")
                     .arg(b + 1)
                     .arg(esc(firstWhite ? tr("White") : tr("Black")), playerText(t, ws),
                         esc(firstWhite ? tr("Black") : tr("White")), playerText(t, bs), cellStyle,
                         box);
        }
        h += QStringLiteral("<tr><td colspan=\"6\" style=\"%2\">%1 ______ : ______</td></tr>")
                 .arg(esc(tr("Match score:")), cellStyle);
        h += QStringLiteral("<tr><td colspan=\"3\" style=\"%3\"><br/><br/>________________________"
                            "<br/><span style=\"font-size: 7pt;\">%1</span></td><td colspan=\"3\" "
                            "style=\"%3\"><br/><br/>________________________<br/><span "
                            "style=\"font-size: 7pt;\">%2</span></td></tr></table><p>&nbsp;</p>")
                 .arg(esc(tr("Captain of %1").arg(d.teams[m.white].name)),
                     esc(tr("Captain of %1").arg(d.teams[m.black].name)), cellStyle);
    }
    if (cards == 0)
        return notPaired(scope);
    return page(h);
}

} // namespace arb::teamreports
