// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/playoffreport.h"
#include "localenumbers.h"

#include "reports/reportpage.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextDocument>

namespace arb {

namespace {

    using reportpage::esc;

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::PlayoffReport", s);
    }

    const QString cellStyle = QStringLiteral("border: 1px solid #555; padding: 3px;");
    const QString headStyle
        = QStringLiteral("border: 1px solid #555; padding: 3px; background: #d8d8d8;");

    QString tableStart()
    {
        return QStringLiteral("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" "
                              "style=\"border-collapse: collapse; border: 1px solid #555;\">");
    }

    QString minutes(int seconds)
    {
        const int m = seconds / 60;
        const int s = seconds % 60;
        if (s == 0)
            return QString::number(m);
        if (s == 30)
            return (m > 0 ? QString::number(m) : QString()) + QStringLiteral("½");
        return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
    }

    QString side(int seconds, int increment)
    {
        return increment > 0
            ? QCoreApplication::translate("arb::PlayoffReport", "%1 min + %2 s")
                  .arg(minutes(seconds))
                  .arg(increment)
            : QCoreApplication::translate("arb::PlayoffReport", "%1 min").arg(minutes(seconds));
    }

    QString resultCell(const PlayoffGame &g)
    {
        if (!g.result)
            return QString();
        switch (*g.result) {
        case GameResult::WhiteWin:
            return QStringLiteral("1-0");
        case GameResult::BlackWin:
            return QStringLiteral("0-1");
        case GameResult::Draw:
            return QStringLiteral("½-½");
        }
        return QString();
    }

    // A knockout match: the games of one id prefix ("S1.SF1", "S1.K2.M1", or "S1" for a C.1
    // match), the column of the bracket it stands in and its two players.
    struct Match
    {
        QString key;
        int column = 1;
        int a = 0;
        int b = 0;
        QList<PlayoffGame> games;
    };

    QList<Match> matchesOf(const PlayoffState &state)
    {
        static const QRegularExpression gamePart(QStringLiteral("\\.(G\\d+|SD\\d+|A\\d*)$"));
        static const QRegularExpression knockout(QStringLiteral("\\.K(\\d+)\\.M\\d+$"));
        QList<Match> out;
        for (const PlayoffGame &g : state.games) {
            if (g.kind == PlayoffGameKind::RoundRobin)
                continue;
            QString key = g.id;
            key.remove(gamePart);
            auto it = std::find_if(
                out.begin(), out.end(), [&](const Match &m) { return m.key == key; });
            if (it == out.end()) {
                Match m;
                m.key = key;
                m.a = g.white;
                m.b = g.black;
                if (const auto k = knockout.match(key); k.hasMatch())
                    m.column = k.captured(1).toInt();
                else if (key.endsWith(QStringLiteral(".F")))
                    m.column = 2;
                out.append(m);
                it = out.end() - 1;
            }
            it->games.append(g);
        }
        return out;
    }

} // namespace

QString PlayoffReport::timeControlText(const TimeControl &tc)
{
    if (tc.isSymmetric())
        return side(tc.whiteSeconds, tc.whiteIncrement);
    return tr("White %1, Black %2")
        .arg(side(tc.whiteSeconds, tc.whiteIncrement), side(tc.blackSeconds, tc.blackIncrement));
}

QString PlayoffReport::html(const TournamentDocument &document)
{
    const Tournament &t = document.tournament();
    auto name = [&t](int startNo) {
        const int i = t.indexOf(startNo);
        return i < 0 ? QString::number(startNo) : t.players[i].name;
    };
    QString h
        = QStringLiteral("<html><body style=\"font-family: 'DejaVu Sans'; font-size: 9pt;\">");
    h += QStringLiteral("<h1>%1</h1>").arg(esc(t.name.isEmpty() ? tr("Tournament") : t.name));
    // The facts of every printed document's page header (reportpage.h).
    if (const QString facts = reportpage::eventFacts(document); !facts.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(facts));

    const auto config = document.playoffConfig();
    if (!config)
        return h + QStringLiteral("<p>%1</p></body></html>").arg(tr("No play-off was started."));
    const QString formatName = config->format == PlayoffFormat::TataSteel
        ? tr("Tata Steel Masters tiebreak regulations")
        : config->format == PlayoffFormat::Knockout ? tr("knockout matches with Armageddon")
                                                    : tr("round robin");
    QStringList times {tr("Games: %1").arg(esc(timeControlText(config->gameTime)))};
    if (config->format == PlayoffFormat::TataSteel)
        times.append(tr("Sudden death: %1").arg(esc(timeControlText(config->suddenDeathTime))));
    else
        times.append(tr("Armageddon (a draw counts as a win for Black): %1")
                         .arg(esc(timeControlText(config->armageddonTime))));
    QStringList schedule;
    if (!config->start.isEmpty())
        schedule.append(tr("Start: %1").arg(esc(config->start)));
    schedule.append(tr("rest after the main event: %1 min").arg(config->restBeforeMinutes));
    schedule.append(tr("break between games: %1 min").arg(config->breakMinutes));

    const QList<PlayoffInput> &ties = document.playoffs();
    if (ties.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(tr("No players are tied for a place played off."));
    for (int n = 0; n < ties.size() && n < document.playoffStates().size(); ++n) {
        const PlayoffInput &in = ties[n];
        const PlayoffState &state = document.playoffStates()[n];
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(tr("Play-off for place %1").arg(in.place) + QStringLiteral(" – ")
                     + esc(formatName));
        h += QStringLiteral("<p><b>%1</b> %2<br/><b>%3</b> %4<br/><b>%5</b> %6</p>")
                 .arg(tr("Time controls:"), times.join(QStringLiteral("; ")), tr("Schedule:"),
                     schedule.join(QStringLiteral("; ")), tr("Lots seed:"))
                 .arg(config->lotsSeed.value_or(0));

        // Players.
        h += QStringLiteral("<h3>%1</h3>").arg(tr("Players"));
        h += tableStart() + QStringLiteral("<tr>");
        for (const QString &c :
            {tr("Main rank"), tr("No."), tr("Player"), tr("SB"), tr("Games with Black")})
            h += QStringLiteral("<th style=\"%1\">%2</th>").arg(headStyle, esc(c));
        h += QStringLiteral("</tr>");
        for (const PlayoffEntrant &e : in.entrants)
            h += QStringLiteral("<tr><td style=\"%1\" align=\"center\">%2</td><td style=\"%1\" "
                                "align=\"center\">%3</td><td style=\"%1\">%4</td><td "
                                "style=\"%1\" align=\"center\">%5</td><td style=\"%1\" "
                                "align=\"center\">%6</td></tr>")
                     .arg(cellStyle)
                     .arg(e.mainRank)
                     .arg(e.startNo)
                     .arg(esc(e.name), localeText(e.sonnebornBerger))
                     .arg(e.gamesWithBlack);
        h += QStringLiteral("</table>");

        if (!state.lots.isEmpty()) {
            h += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Drawing of lots"));
            for (const PlayoffLots &l : state.lots) {
                QStringList order;
                for (int i = 0; i < l.order.size(); ++i)
                    order.append(QStringLiteral("%1. %2").arg(i + 1).arg(esc(name(l.order[i]))));
                h += QStringLiteral("<li>%1 (%2): %3</li>")
                         .arg(esc(l.purpose), esc(l.id), order.join(QStringLiteral(", ")));
            }
            h += QStringLiteral("</ul>");
        }
        if (!state.seeding.isEmpty()) {
            h += QStringLiteral("<p><b>%1</b> ").arg(tr("Semi-final seeding (E.2):"));
            QStringList seeds;
            for (const PlayoffSeed &s : state.seeding)
                seeds.append(
                    QStringLiteral("%1. %2%3")
                        .arg(s.seed)
                        .arg(esc(name(s.startNo)),
                            s.decidedBy.isEmpty() ? QString()
                                                  : QStringLiteral(" (%1)").arg(esc(s.decidedBy))));
            h += seeds.join(QStringLiteral(", ")) + QStringLiteral("</p>");
        }

        // Bracket: knockout stages and matches, one column per round.
        const QList<Match> matches = matchesOf(state);
        if (!matches.isEmpty()) {
            int columns = 1;
            for (const Match &m : matches) {
                columns = std::max(columns, m.column);
                if (m.key.endsWith(QStringLiteral(".SF1"))
                    || m.key.endsWith(QStringLiteral(".SF2")))
                    columns = std::max(columns, 2);
            }
            if (config->format == PlayoffFormat::Knockout) {
                int rounds = 0;
                while ((1 << rounds) < in.entrants.size())
                    ++rounds;
                columns = std::max(columns, rounds);
            }
            QList<QList<const Match *>> byColumn(columns);
            for (const Match &m : matches)
                byColumn[m.column - 1].append(&m);
            // A round still to come shows empty boxes: half as many matches as the round before.
            QList<qsizetype> boxes(columns);
            for (int c = 0; c < columns; ++c)
                boxes[c] = byColumn[c].isEmpty() ? qsizetype(1) << (columns - c - 1)
                                                 : byColumn[c].size();
            const qsizetype rows = *std::max_element(boxes.begin(), boxes.end());
            h += QStringLiteral("<h3>%1</h3>")
                     .arg(columns > 1 ? tr("Knockout bracket") : tr("Match"));
            h += QStringLiteral("<table width=\"100%\" cellpadding=\"6\" cellspacing=\"8\"><tr>");
            for (int c = 0; c < columns && columns > 1; ++c) {
                const QString title = columns == 1 ? tr("Match")
                    : c == columns - 1             ? tr("Final")
                    : c == columns - 2             ? tr("Semi-finals")
                                                   : tr("Round %1").arg(c + 1);
                h += QStringLiteral("<th width=\"%1%\">%2</th>").arg(100 / columns).arg(esc(title));
            }
            h += QStringLiteral("</tr>");
            for (qsizetype r = 0; r < rows; ++r) {
                h += QStringLiteral("<tr>");
                for (int c = 0; c < columns; ++c) {
                    const auto &list = byColumn[c];
                    const qsizetype span = rows % boxes[c] == 0 ? rows / boxes[c] : 1;
                    if (r % span != 0)
                        continue;
                    const qsizetype index = r / span;
                    if (index >= list.size()) {
                        h += index < boxes[c] ? QStringLiteral(
                                 "<td rowspan=\"%1\" valign=\"middle\" style=\"border: "
                                 "1px dashed #777; color: #777;\" align=\"center\">%2</td>")
                                                    .arg(span)
                                                    .arg(esc(tr("to be played")))
                                              : QStringLiteral("<td></td>");
                        continue;
                    }
                    const Match &m = *list[index];
                    Fixed sa, sb;
                    bool pending = false;
                    QStringList games;
                    for (const PlayoffGame &g : m.games) {
                        sa += g.pointsOf(m.a);
                        sb += g.pointsOf(m.b);
                        pending = pending || !g.result;
                        games.append(QStringLiteral("%1: %2 – %3 %4")
                                         .arg(esc(g.id.mid(m.key.size() + 1)), esc(name(g.white)),
                                             esc(name(g.black)),
                                             g.result ? resultCell(g) : QStringLiteral("…")));
                    }
                    auto line = [&](int p, Fixed score, Fixed other) {
                        const bool won = !pending && score > other;
                        return QStringLiteral("<tr><td>%1%2%3</td><td align=\"right\">%4</td></tr>")
                            .arg(won ? QStringLiteral("<b>") : QString(), esc(name(p)),
                                won ? QStringLiteral("</b>") : QString(),
                                reportpage::points(score));
                    };
                    h += QStringLiteral(
                        "<td rowspan=\"%1\" valign=\"middle\" style=\"border: 2px "
                        "solid #333;\"><table width=\"100%\">%2%3</table>"
                        "<span style=\"font-size: 7pt; color: #444;\">%4</span></td>")
                             .arg(span)
                             .arg(line(m.a, sa, sb), line(m.b, sb, sa),
                                 games.join(QStringLiteral("<br/>")));
                }
                h += QStringLiteral("</tr>");
            }
            h += QStringLiteral("</table>");
        }

        // Round robins: one grid per series (and cycle).
        static const QRegularExpression rrPart(QStringLiteral("\\.R\\d+\\.\\d+$"));
        QStringList series;
        for (const PlayoffGame &g : state.games) {
            if (g.kind != PlayoffGameKind::RoundRobin)
                continue;
            QString key = g.id;
            key.remove(rrPart);
            if (!series.contains(key))
                series.append(key);
        }
        for (const QString &key : std::as_const(series)) {
            QList<PlayoffGame> games;
            QList<int> players;
            for (const PlayoffGame &g : state.games) {
                QString k = g.id;
                k.remove(rrPart);
                if (g.kind != PlayoffGameKind::RoundRobin || k != key)
                    continue;
                games.append(g);
                for (int p : {g.white, g.black})
                    if (p > 0 && !players.contains(p))
                        players.append(p);
            }
            std::sort(players.begin(), players.end(), [&](int a, int b) {
                const PlayoffEntrant *ea = in.entrant(a);
                const PlayoffEntrant *eb = in.entrant(b);
                return (ea ? ea->mainRank : a) < (eb ? eb->mainRank : b);
            });
            h += QStringLiteral("<h3>%1</h3>")
                     .arg(tr("Round robin %1").arg(esc(key)) + QStringLiteral(" – ")
                         + esc(games.first().stage.section(u',', 0, 0)));
            h += tableStart()
                + QStringLiteral("<tr><th style=\"%1\">%2</th>").arg(headStyle, esc(tr("Player")));
            for (int c = 0; c < players.size(); ++c)
                h += QStringLiteral("<th style=\"%1\" width=\"40\">%2</th>")
                         .arg(headStyle)
                         .arg(c + 1);
            h += QStringLiteral("<th style=\"%1\">%2</th></tr>").arg(headStyle, esc(tr("Points")));
            for (int r = 0; r < players.size(); ++r) {
                h += QStringLiteral("<tr><td style=\"%1\">%2. %3</td>")
                         .arg(cellStyle)
                         .arg(r + 1)
                         .arg(esc(name(players[r])));
                Fixed total;
                for (int c = 0; c < players.size(); ++c) {
                    if (r == c) {
                        h += QStringLiteral("<td style=\"%1 background: #555;\"></td>")
                                 .arg(cellStyle);
                        continue;
                    }
                    QStringList cell;
                    for (const PlayoffGame &g : std::as_const(games)) {
                        const bool white = g.white == players[r] && g.black == players[c];
                        const bool black = g.black == players[r] && g.white == players[c];
                        if (!white && !black)
                            continue;
                        const QString colour = white ? tr("w") : tr("b");
                        if (g.result) {
                            total += g.pointsOf(players[r]);
                            cell.append(colour + reportpage::points(g.pointsOf(players[r])));
                        } else {
                            cell.append(colour + QStringLiteral("&nbsp;__"));
                        }
                    }
                    h += QStringLiteral("<td style=\"%1\" align=\"center\">%2</td>")
                             .arg(cellStyle, cell.join(QStringLiteral(" ")));
                }
                h += QStringLiteral("<td style=\"%1\" align=\"center\"><b>%2</b></td></tr>")
                         .arg(cellStyle, reportpage::points(total));
            }
            h += QStringLiteral("</table>");
        }

        // Every game in order of play: the sudden-death sequence with colours and times.
        h += QStringLiteral("<h3>%1</h3>").arg(tr("Games in order of play"));
        h += tableStart().replace(
                 QStringLiteral("style=\""), QStringLiteral("style=\"font-size: 8pt; "))
            + QStringLiteral("<tr>");
        const QStringList heads {tr("No."), tr("Slot"), tr("Game"), tr("White"), tr("Black"),
            tr("Time control"), tr("Result"), tr("Stage")};
        const int widths[] = {4, 4, 10, 18, 18, 17, 7, 22};
        for (int i = 0; i < heads.size(); ++i)
            h += QStringLiteral("<th style=\"%1 white-space: nowrap;\" width=\"%2%\">%3</th>")
                     .arg(headStyle)
                     .arg(widths[i])
                     .arg(esc(heads[i]));
        h += QStringLiteral("</tr>");
        for (const PlayoffGame &g : state.games) {
            const QString bg = g.kind == PlayoffGameKind::SuddenDeath
                ? QStringLiteral(" background: #f2f2f2;")
                : g.kind == PlayoffGameKind::Armageddon ? QStringLiteral(" background: #e6e6e6;")
                                                        : QString();
            h += QStringLiteral("<tr>");
            const TimeControl &tc = g.timeControl;
            const QString time = tc.isSymmetric()
                ? esc(timeControlText(tc))
                : esc(tr("White %1").arg(side(tc.whiteSeconds, tc.whiteIncrement)))
                    + QStringLiteral("<br/>")
                    + esc(tr("Black %1").arg(side(tc.blackSeconds, tc.blackIncrement)));
            const QStringList cells {QString::number(g.number), QString::number(g.slot), esc(g.id),
                esc(name(g.white)), esc(name(g.black)), time,
                g.result ? resultCell(g) : QStringLiteral("&nbsp;"), esc(g.stage)};
            for (int i = 0; i < cells.size(); ++i) {
                const bool wraps = i == 3 || i == 4 || i == 7;
                h += QStringLiteral("<td style=\"%1%2%3\"%4>%5</td>")
                         .arg(cellStyle, bg,
                             wraps ? QString() : QStringLiteral(" white-space: nowrap;"),
                             wraps ? QString() : QStringLiteral(" align=\"center\""), cells[i]);
            }
            h += QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table>");
        if (!state.finished)
            h += QStringLiteral("<p><i>%1</i></p>")
                     .arg(tr("The play-off goes on: the next games follow from these results."));

        if (state.finished) {
            h += QStringLiteral("<h3>%1</h3>").arg(tr("Final order of the play-off"));
            h += tableStart();
            for (const PlayoffPlace &p : state.places)
                h += QStringLiteral("<tr><td style=\"%1\" align=\"center\" width=\"60\"><b>%2</b>"
                                    "</td><td style=\"%1\">%3</td></tr>")
                         .arg(cellStyle,
                             QString::number(p.place)
                                 + (p.shared ? QStringLiteral("=") : QString()),
                             esc(name(p.startNo)));
            h += QStringLiteral("</table>");
            if (config->format == PlayoffFormat::TataSteel && state.places.size() > 2)
                h += QStringLiteral("<p>%1</p>")
                         .arg(tr("The other players of the play-off share second place; prize "
                                 "money is shared equally (A.2)."));
        }
    }

    // The final standings with the places the play-off decided.
    const Standings &s = document.standings();
    const bool finished = !document.playoffStates().isEmpty()
        && std::all_of(document.playoffStates().begin(), document.playoffStates().end(),
            [](const PlayoffState &p) { return p.finished; });
    h += QStringLiteral("<h2 style=\"page-break-before: always;\">%1</h2>")
             .arg(finished ? tr("Final standings with the play-off result")
                           : tr("Standings (the play-off is not finished)"));
    h += QStringLiteral("<p><b>%1</b></p>").arg(esc(t.name));
    for (const QString &note : s.notes)
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(note));
    StandingsModel model(const_cast<TournamentDocument *>(&document));
    h += tableStart() + QStringLiteral("<tr>");
    for (int c = 0; c < model.columnCount(); ++c)
        h += QStringLiteral("<th style=\"%1\">%2</th>")
                 .arg(headStyle, esc(model.headerData(c, Qt::Horizontal).toString()));
    h += QStringLiteral("</tr>");
    for (int r = 0; r < model.rowCount(); ++r) {
        const bool byPlayoff = s.rows.value(r).separation == Separation::Playoff;
        h += byPlayoff ? QStringLiteral("<tr style=\"background: #e8e8e8;\">")
                       : QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex i = model.index(r, c);
            const bool left = model.data(i, Qt::TextAlignmentRole).toInt() & Qt::AlignLeft;
            h += QStringLiteral("<td style=\"%1\" align=\"%2\">%3</td>")
                     .arg(cellStyle, left ? QStringLiteral("left") : QStringLiteral("center"),
                         esc(model.data(i).toString()));
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    return h + QStringLiteral("</body></html>");
}

void PlayoffReport::print(const TournamentDocument &document, QPagedPaintDevice *device)
{
    QTextDocument text;
    text.setHtml(html(document));
    text.print(device);
}

bool PlayoffReport::writePdf(
    const TournamentDocument &document, const QString &path, QString *error)
{
    return reportpage::writePdf(
        path, document.tournament().name, QPageLayout::Portrait,
        [&document](QPagedPaintDevice *device) { print(document, device); }, error,
        reportpage::Margins::TextDocument);
}

} // namespace arb
