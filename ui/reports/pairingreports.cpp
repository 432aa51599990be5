// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/pairingreports.h"

#include "result.h"
#include "rounds/pairingsmodel.h"
#include "scores.h"
#include "tournamentdocument.h"
#include "trf/roundschedule.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb::pairingreports {

using namespace reportpage;

namespace {

    QString tr(const char *s)
    {
        // The context lupdate gives the strings of this namespace's functions (the catalogues
        // hold them under it; another context left the printouts in English).
        return QCoreApplication::translate("arb::pairingreports", s);
    }

    //! The round's rows in the order of the Rounds tab: games first (board = position + 1),
    //! then byes.
    QList<PairingsModel::Row> rowsOf(const TournamentDocument &document, int round)
    {
        PairingsModel model(const_cast<TournamentDocument *>(&document));
        model.setRound(round);
        return model.rows();
    }

    const Player *playerOf(const Tournament &t, int startNo)
    {
        const int i = t.indexOf(startNo);
        return i < 0 ? nullptr : &t.players[i];
    }

    QString nameOf(const Tournament &t, int startNo)
    {
        const Player *p = playerOf(t, startNo);
        if (!p)
            return QString::number(startNo);
        return p->title.isEmpty() ? p->name : p->title + u' ' + p->name;
    }

    QString ratingOf(const Tournament &t, int startNo)
    {
        const Player *p = playerOf(t, startNo);
        return p && p->rating > 0 ? QString::number(p->rating) : QString();
    }

    QString byeText(char code)
    {
        switch (code) {
        case 'H':
            return tr("half-point bye (½)");
        case 'F':
            return tr("full-point bye (1)");
        case 'U':
            return tr("pairing-allocated bye (1)");
        case 'Z':
            return tr("zero-point bye (0)");
        default:
            return tr("not paired (0)");
        }
    }

    //! A player's own result as arbiters write it: 1, ½, 0, + and - for forfeits, (u) unrated.
    QString ownResult(char code)
    {
        switch (code) {
        case '1':
        case '+':
            return code == '1' ? QStringLiteral("1") : QStringLiteral("+");
        case '=':
            return QStringLiteral("½");
        case '0':
            return QStringLiteral("0");
        case '-':
            return QStringLiteral("-");
        case 'W':
            return QStringLiteral("1 (u)");
        case 'D':
            return QStringLiteral("½ (u)");
        case 'L':
            return QStringLiteral("0 (u)");
        default:
            return QString();
        }
    }

    QString scopeNote(const ReportScope &scope)
    {
        return scope.title.isEmpty() ? QString()
                                     : QStringLiteral("<p><b>%1</b></p>").arg(esc(scope.title));
    }

    //! Returns the page of a list whose round is not paired, after the scope's title.
    QString notPaired(const ReportScope &scope)
    {
        return page(scopeNote(scope)
            + QStringLiteral("<p>%1</p>").arg(tr("Round %1 is not paired.").arg(scope.round)));
    }

    //! A cell of a pairing list: its HTML, centred unless it holds a name; a bye's text spans
    //! the columns of the game it stands in for.
    struct Cell
    {
        QString html;
        bool centred = true;
        int span = 1;
    };

    //! Returns one row of a pairing list.
    QString row(std::initializer_list<Cell> cells)
    {
        QString h = QStringLiteral("<tr>");
        for (const Cell &c : cells)
            h += c.span > 1
                ? QStringLiteral("<td colspan=\"%1\" style=\"border: 1px solid #666;\">%2</td>")
                      .arg(QString::number(c.span), c.html)
                : cell(c.html, c.centred ? QStringLiteral("center") : QStringLiteral("left"));
        return h + QStringLiteral("</tr>");
    }

    //! The cells that show a player in a pairing list.
    struct PlayerCells
    {
        Cell number, name, rating, points;
    };

    //! Returns \a startNo's start number, name, rating and points before \a round.
    PlayerCells playerCells(const Tournament &t, int startNo, int round)
    {
        return {{QString::number(startNo)}, {esc(nameOf(t, startNo)), false},
            {ratingOf(t, startNo)}, {points(pointsAfter(t, t.indexOf(startNo), round - 1))}};
    }

} // namespace

QString byBoard(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const QList<PairingsModel::Row> rows = rowsOf(document, scope.round);
    if (rows.isEmpty())
        return notPaired(scope);
    QString h = scopeNote(scope);
    h += tableStart()
        + headRow({tr("Bd."), tr("No."), tr("White"), tr("Rtg"), tr("Pts"), tr("Result"), tr("Pts"),
                      tr("Black"), tr("Rtg"), tr("No.")},
            {5, 5, 25, 6, 5, 10, 5, 25, 6, 5});
    int board = 0;
    QList<PairingsModel::Row> byes;
    for (const PairingsModel::Row &r : rows) {
        if (r.black == 0) {
            byes.append(r);
            continue;
        }
        ++board;
        if (!scope.includes(r.white) && !scope.includes(r.black))
            continue;
        const PlayerCells w = playerCells(t, r.white, scope.round);
        const PlayerCells b = playerCells(t, r.black, scope.round);
        h += row({{QString::number(board)}, w.number, w.name, w.rating, w.points,
            {esc(result::gameText(r.code))}, b.points, b.name, b.rating, b.number});
    }
    for (const PairingsModel::Row &r : std::as_const(byes)) {
        if (!scope.includes(r.white))
            continue;
        const PlayerCells w = playerCells(t, r.white, scope.round);
        h += row(
            {{QString()}, w.number, w.name, w.rating, w.points, {esc(byeText(r.code)), false, 5}});
    }
    return page(h + QStringLiteral("</table>"));
}

QString alphabetical(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const QList<PairingsModel::Row> rows = rowsOf(document, scope.round);
    if (rows.isEmpty())
        return notPaired(scope);
    QString h = scopeNote(scope);
    struct Line
    {
        int startNo;
        QString board, colour, opponent, result;
    };
    QList<Line> lines;
    int board = 0;
    for (const PairingsModel::Row &r : rows) {
        if (r.black == 0) {
            lines.append({r.white, QString(), QString(), byeText(r.code), QString()});
            continue;
        }
        ++board;
        const QString white = ownResult(r.code);
        const QString black = ownResult(result::mirrored(r.code));
        lines.append({r.white, QString::number(board), tr("White"),
            QStringLiteral("%1 (%2)").arg(nameOf(t, r.black)).arg(r.black), white});
        lines.append({r.black, QString::number(board), tr("Black"),
            QStringLiteral("%1 (%2)").arg(nameOf(t, r.white)).arg(r.white), black});
    }
    // Players the round does not list (withdrawn, absent) are printed too, so nobody searches
    // in vain.
    for (const Player &p : t.players) {
        if (std::none_of(lines.begin(), lines.end(),
                [&p](const Line &l) { return l.startNo == p.startNo; })) {
            const int from
                = const_cast<TournamentDocument &>(document).database().withdrawnFrom(p.startNo);
            lines.append({p.startNo, QString(), QString(),
                from > 0 && from <= scope.round ? tr("withdrawn") : tr("not paired"), QString()});
        }
    }
    std::sort(lines.begin(), lines.end(), [&t](const Line &a, const Line &b) {
        const int c = QString::localeAwareCompare(
            t.players.value(t.indexOf(a.startNo)).name, t.players.value(t.indexOf(b.startNo)).name);
        return c != 0 ? c < 0 : a.startNo < b.startNo;
    });
    h += tableStart()
        + headRow({tr("Name"), tr("No."), tr("Pts"), tr("Bd."), tr("Colour"), tr("Opponent"),
                      tr("Result")},
            {32, 6, 6, 6, 8, 34, 8});
    for (const Line &l : std::as_const(lines)) {
        if (!scope.includes(l.startNo))
            continue;
        const PlayerCells p = playerCells(t, l.startNo, scope.round);
        h += row({p.name, p.number, p.points, {l.board}, {esc(l.colour)}, {esc(l.opponent), false},
            {esc(l.result)}});
    }
    return page(h + QStringLiteral("</table>"));
}

QString resultSlips(const TournamentDocument &document, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    const QList<PairingsModel::Row> rows = rowsOf(document, scope.round);
    int board = 0;
    int slips = 0;
    QString h;
    const QString event = esc(t.name.isEmpty() ? tr("Tournament") : t.name);
    // The round, with its date and start time when they are planned.
    QString round = tr("Round %1").arg(scope.round);
    if (const QString when = roundScheduleText(t, scope.round); !when.isEmpty())
        round += QStringLiteral(" · ") + when;
    for (const PairingsModel::Row &r : rows) {
        if (r.black == 0)
            continue;
        ++board;
        if (!scope.includes(r.white) && !scope.includes(r.black))
            continue;
        // Five slips to a page; a slip never straddles two pages.
        const bool newPage = slips > 0 && slips % 5 == 0;
        ++slips;
        auto side = [&](int startNo, const QString &colour) {
            return QStringLiteral(
                "<td width=\"50%\" style=\"border: 1px solid #333; padding: 4px;\">"
                "<span style=\"font-size: 7pt;\">%1</span><br/>"
                "<b style=\"font-size: 10pt;\">%2</b> (%3)%4<br/><br/><br/>"
                "________________________________<br/>"
                "<span style=\"font-size: 7pt;\">%5</span></td>")
                .arg(esc(colour), esc(nameOf(t, startNo)))
                .arg(startNo)
                .arg(ratingOf(t, startNo).isEmpty() ? QString()
                                                    : QStringLiteral(" · ") + ratingOf(t, startNo),
                    esc(tr("Signature")));
        };
        const QString box = QStringLiteral("☐");
        h += QStringLiteral("<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\" "
                            "style=\"border-collapse: collapse; border: 2px solid #000;%1\">")
                 .arg(newPage ? QStringLiteral(" page-break-before: always;") : QString());
        h += QStringLiteral("<tr><td colspan=\"2\" style=\"border: 1px solid #333;\">"
                            "<b>%1</b> · %2 · <b style=\"font-size: 11pt;\">%3</b></td></tr>")
                 .arg(event, esc(round), esc(tr("Board %1").arg(board)));
        h += QStringLiteral("<tr>") + side(r.white, tr("White")) + side(r.black, tr("Black"))
            + QStringLiteral("</tr>");
        h += QStringLiteral("<tr><td colspan=\"2\" align=\"center\" style=\"border: 1px solid "
                            "#333; font-size: 11pt;\">%1 &nbsp; %2 1-0 &nbsp;&nbsp;&nbsp; %2 ½-½ "
                            "&nbsp;&nbsp;&nbsp; %2 0-1</td></tr></table>")
                 .arg(esc(tr("Result:")), box);
        h += QStringLiteral("<p style=\"font-size: 6pt;\">&nbsp;- - - - - - - - - - - - - - - - - "
                            "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - "
                            "- - - - - - - - - - - - - - - - - - - - - - -</p>");
    }
    if (slips == 0)
        h = QStringLiteral("<p>%1</p>").arg(tr("Round %1 is not paired.").arg(scope.round));
    return page(h);
}

} // namespace arb::pairingreports
