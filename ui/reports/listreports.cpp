// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/listreports.h"

#include "players/categorystandings.h"
#include "players/ratingreport.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "result.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb::listreports {

using namespace reportpage;

namespace {

    QString tr(const char *s)
    {
        // The context lupdate gives the strings of this namespace's functions (the catalogues
        // hold them under it; another context left the printouts in English).
        return QCoreApplication::translate("arb::listreports", s);
    }

    QString scopeNote(const ReportScope &scope)
    {
        return scope.title.isEmpty() ? QString()
                                     : QStringLiteral("<p><b>%1</b></p>").arg(esc(scope.title));
    }

    // One list of the prize list: the rows placed within scope.places, a shared place in full
    // ("3–4"), the overall place beside a category's.
    QString prizeSection(const TournamentDocument &document, const QString &heading,
        const QString &description, const Standings &s, int places, bool category)
    {
        const Tournament &t = document.tournament();
        auto &doc = const_cast<TournamentDocument &>(document);
        QString h = QStringLiteral("<h3>%1</h3>").arg(esc(heading));
        if (!description.isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(esc(description));
        if (s.rows.isEmpty())
            return h + QStringLiteral("<p>%1</p>").arg(esc(tr("No player in this list.")));
        // A place shared by several rows is printed in full ("3–4"); an overall place shared
        // with players outside the category as "5=".
        auto placeText = [&](int row) {
            const int rank = s.rows[row].rank;
            int first = row;
            int last = row;
            while (first > 0 && s.rows[first - 1].rank == rank)
                --first;
            while (last + 1 < s.rows.size() && s.rows[last + 1].rank == rank)
                ++last;
            return last > first ? QStringLiteral("%1–%2").arg(rank).arg(rank + last - first)
                                : QString::number(rank);
        };
        auto overallText = [&](int row) {
            return QString::number(s.rows[row].overallRank)
                + (s.rows[row].overallShared ? QStringLiteral("=") : QString());
        };
        QStringList heads {tr("Place"), tr("Name"), tr("Fed."), tr("Rating"), tr("Points")};
        QList<int> widths {10, 54, 12, 12, 12};
        if (category) {
            // Place and Fed. as wide as in the overall list, Name giving way to Overall. Qt
            // draws the line two cells share once per cell, a fraction of a pixel apart: with
            // Name ending at 55 % (9, 46, 9, …) the copies fell on two pixels at 60 dpi, a
            // double line between Name and Fed. (tst_printdocuments prizeListLinesSingle).
            heads.append(tr("Overall"));
            widths = {10, 42, 12, 12, 12, 12};
        }
        h += tableStart() + headRow(heads, widths);
        const QString center = QStringLiteral("center");
        for (int r = 0; r < s.rows.size(); ++r) {
            const StandingRow &row = s.rows[r];
            if (places > 0 && row.rank > places)
                break;
            if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
                continue;
            const Player &p = t.players[row.playerIndex];
            const bool withdrawn = doc.database().withdrawnFrom(p.startNo) > 0;
            QString name = esc(p.title.isEmpty() ? p.name : p.title + u' ' + p.name);
            if (withdrawn)
                name += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("withdrawn")));
            h += QStringLiteral("<tr>") + cell(placeText(r), center) + cell(name)
                + cell(esc(p.federation), center)
                + cell(p.rating > 0 ? QString::number(p.rating) : QString(), center)
                + cell(points(row.points), center);
            if (category)
                h += cell(overallText(r), center);
            h += QStringLiteral("</tr>");
        }
        return h + QStringLiteral("</table>");
    }

} // namespace

QString startList(const TournamentDocument &document, const ReportScope &scope, bool byRating)
{
    const Tournament &t = document.tournament();
    QList<const Player *> players;
    for (const Player &p : t.players)
        if (scope.includes(p.startNo))
            players.append(&p);
    std::sort(players.begin(), players.end(), [byRating](const Player *a, const Player *b) {
        if (byRating && a->rating != b->rating)
            return a->rating > b->rating;
        const int c = QString::localeAwareCompare(a->name, b->name);
        return c != 0 ? c < 0 : a->startNo < b->startNo;
    });
    QString h = scopeNote(scope);
    h += QStringLiteral("<p>%1</p>")
             .arg(QCoreApplication::translate(
                 "arb::ListReports", "%n player(s)", nullptr, int(players.size())));
    h += tableStart()
        + headRow(
            {tr("#"), tr("No."), tr("Title"), tr("Name"), tr("Fed."), tr("Rating"), tr("FIDE ID")},
            {5, 6, 7, 44, 8, 10, 14});
    const QString center = QStringLiteral("center");
    int n = 0;
    for (const Player *p : std::as_const(players)) {
        const bool withdrawn
            = const_cast<TournamentDocument &>(document).database().withdrawnFrom(p->startNo) > 0;
        h += QStringLiteral("<tr>") + cell(QString::number(++n), center)
            + cell(QString::number(p->startNo), center) + cell(esc(p->title), center)
            + cell(esc(p->name)
                + (withdrawn ? QStringLiteral(" <i>(%1)</i>").arg(esc(tr("withdrawn")))
                             : QString()))
            + cell(esc(p->federation), center)
            + cell(p->rating > 0 ? QString::number(p->rating) : QString(), center)
            + cell(esc(p->fideId), center) + QStringLiteral("</tr>");
    }
    return page(h + QStringLiteral("</table>"));
}

QString byesAndWithdrawals(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    auto &doc = const_cast<TournamentDocument &>(document);
    const int paired = document.pairedRounds();
    const int rounds = std::max(t.plannedRounds(), paired);
    QString h = scopeNote(scope);
    int entries = 0;
    const QString center = QStringLiteral("center");
    for (int round = 1; round <= rounds; ++round) {
        struct Line
        {
            int startNo;
            QString what;
        };
        QList<Line> lines;
        // Whether the round has a game: only then is a player without an entry "not paired".
        bool roundPaired = false;
        for (const Player &p : t.players)
            roundPaired
                = roundPaired || (round <= p.rounds.size() && p.rounds[round - 1].opponent != 0);
        for (const Player &p : t.players) {
            if (!scope.includes(p.startNo))
                continue;
            const int from = doc.database().withdrawnFrom(p.startNo);
            if (from == round) {
                lines.append({p.startNo, tr("withdrawn: plays no more rounds from this one")});
                continue;
            }
            if (from > 0 && from < round)
                continue;
            const RoundEntry e = round <= p.rounds.size() ? p.rounds[round - 1] : RoundEntry();
            if (e.opponent != 0)
                continue;
            QString what;
            if (e.code == ' ') {
                // A bye requested in the file (240 record) for a round not yet paired.
                for (const ByeRecord &b : t.byes)
                    if (b.round == round && b.players.contains(p.startNo))
                        what = b.type == 'H' ? tr("half-point bye (requested)")
                            : b.type == 'F'  ? tr("full-point bye")
                                             : tr("zero-point bye (requested)");
                if (what.isEmpty() && roundPaired)
                    what = tr("not paired (absent)");
            } else {
                switch (e.kind()) {
                case RoundKind::HalfBye:
                    what = tr("half-point bye (requested)");
                    break;
                case RoundKind::FullBye:
                    what = tr("full-point bye");
                    break;
                case RoundKind::PairingBye:
                    what = tr("pairing-allocated bye");
                    break;
                case RoundKind::ZeroBye:
                    what = tr("zero-point bye (requested)");
                    break;
                default:
                    what = tr("absent, not paired (%1 points)").arg(points(t.scoring.points(e)));
                    break;
                }
            }
            if (!what.isEmpty())
                lines.append({p.startNo, what});
        }
        if (lines.isEmpty())
            continue;
        entries += int(lines.size());
        h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Round %1").arg(round)));
        h += tableStart()
            + headRow({tr("No."), tr("Name"), tr("Rtg"), tr("Bye or withdrawal")}, {8, 42, 10, 40});
        for (const Line &l : std::as_const(lines)) {
            const Player &p = t.players[t.indexOf(l.startNo)];
            h += QStringLiteral("<tr>") + cell(QString::number(p.startNo), center)
                + cell(esc(p.name))
                + cell(p.rating > 0 ? QString::number(p.rating) : QString(), center)
                + cell(esc(l.what)) + QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table>");
    }
    if (entries == 0)
        h += QStringLiteral("<p>%1</p>").arg(tr("No byes and no withdrawals so far."));
    return page(h);
}

QString prizeList(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const Standings &overall = document.standings();
    QString h;
    if (t.prizeFund) {
        // The prize money: who receives what, how ties shared, what was not awarded.
        const PrizeFund &fund = *t.prizeFund;
        const QList<PrizeEntrant> standing = prizeEntrants(t, overall);
        const PrizeDistribution d = distributePrizes(fund, standing);
        h += QStringLiteral("<h3>%1</h3><p>%2</p>")
                 .arg(esc(tr("Prize money")), esc(prizeMethodText(fund)));
        h += tableStart()
            + headRow({tr("Place"), tr("Name"), tr("Points"), tr("Amount"), tr("Prizes")},
                {8, 36, 10, 14, 32});
        const QString center = QStringLiteral("center");
        for (const PrizePayout &p : d.payouts) {
            int place = 0;
            for (int i = 0; i < standing.size(); ++i)
                if (standing[i].startNo == p.startNo)
                    place = i;
            h += QStringLiteral("<tr>") + cell(QString::number(place + 1), center)
                + cell(esc(standing[place].name)) + cell(points(standing[place].points), center)
                + cell(esc(fund.money(p.amount)), QStringLiteral("right"))
                + cell(esc(p.prizes.join(QStringLiteral(", ")))) + QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table>");
        for (const QString &note : prizeAwardNotes(fund, d))
            h += QStringLiteral("<p>%1</p>").arg(esc(note));
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(prizeTotals(fund, d).join(QStringLiteral("; "))));
    }
    if (scope.places > 0)
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("arb::ListReports",
                     "The first %n place(s) of each list.", nullptr, scope.places)));
    h += prizeSection(document, tr("Overall standings"), QString(), overall, scope.places, false);
    for (const PlayerCategory &c : t.categories)
        h += prizeSection(document, c.name, PlayerCategories::describe(c, t),
            categoryStandings(overall, t, c), scope.places, true);
    if (t.categories.isEmpty())
        h += QStringLiteral("<p><i>%1</i></p>")
                 .arg(esc(tr("No categories are defined (Players tab, Categories).")));
    return page(h);
}

QString ratingReport(const TournamentDocument &document, const ReportScope &scope)
{
    const QList<RatingReportRow> rows = arb::ratingReport(document.tournament());
    const QString center = QStringLiteral("center");
    const QString right = QStringLiteral("right");
    QString rated, unrated;
    for (const RatingReportRow &r : rows) {
        if (!scope.includes(r.startNo))
            continue;
        const QString start = QStringLiteral("<tr>") + cell(QString::number(r.startNo), center)
            + cell(esc(r.name)) + cell(esc(r.fideId), center) + cell(esc(r.federation), center);
        if (r.rating > 0) {
            const bool games = r.change.games > 0;
            rated += start + cell(QString::number(r.rating), center)
                + cell(QString::number(r.change.k), center)
                + cell(QString::number(r.change.games), center)
                + cell(games ? points(Fixed::fromRaw(Fixed::half().raw() * r.change.scoreHalves))
                             : QString(),
                    center)
                + cell(games ? QString::number(r.change.expectedHundredths / 100.0, 'f', 2)
                             : QString(),
                    right)
                + cell(games ? ratingChangeText(r.change.change()) : QString(), right)
                + QStringLiteral("</tr>");
        } else {
            const InitialRating &i = r.initial;
            unrated += start + cell(QString::number(i.games), center)
                + cell(i.games > 0 ? points(Fixed::fromRaw(Fixed::half().raw() * i.scoreHalves))
                                   : QString(),
                    center)
                + cell(i.rating > 0 ? QString::number(i.ra) : QString(), center)
                + cell(i.rating > 0 ? QString::number(i.dp) : QString(), center)
                + cell(i.rating > 0 ? QStringLiteral("<b>%1</b>").arg(i.rating) : QString(), center)
                + cell(esc(i.note())) + QStringLiteral("</tr>");
        }
    }
    QString h;
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Rated players")));
    h += rated.isEmpty() ? QStringLiteral("<p>%1</p>").arg(esc(tr("None.")))
                         : tableStart()
            + headRow({tr("No."), tr("Name"), tr("FIDE ID"), tr("Fed."), tr("Rating"), tr("K"),
                          tr("Games"), tr("Score"), tr("Expected"), tr("Change")},
                {6, 30, 12, 7, 9, 5, 7, 7, 9, 8})
            + rated + QStringLiteral("</table>");
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Unrated players")));
    h += unrated.isEmpty() ? QStringLiteral("<p>%1</p>").arg(esc(tr("None.")))
                           : tableStart()
            + headRow({tr("No."), tr("Name"), tr("FIDE ID"), tr("Fed."), tr("Games"), tr("Score"),
                          tr("Ra"), tr("dp"), tr("Ru"), tr("Note")},
                {6, 24, 11, 6, 7, 7, 7, 6, 7, 19})
            + unrated + QStringLiteral("</table>");
    h += QStringLiteral("<p>%1</p>")
             .arg(
                 esc(tr("FIDE Rating Regulations (1 March 2024). Rated players (8.3): K × (score − "
                        "expected score) over the games against rated opponents, the expected "
                        "score from table 8.1(b) with the 400-point rule; the change is rounded "
                        "with the rating period's list. Unrated players (8.2): games over the "
                        "board against rated opponents and two draws against opponents rated "
                        "1800; Ru = Ra + dp (table 8.1(a)), at most 2200; a score of zero in a "
                        "first event is disregarded; a first rating needs 5 games against rated "
                        "opponents (other events may add to them) and at least 1400.")));
    return page(h);
}

} // namespace arb::listreports
