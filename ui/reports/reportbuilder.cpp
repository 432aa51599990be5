// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/reportbuilder.h"
#include "rules/corrections.h"

#include "reports/reportpage.h"
#include "standings/crosstablemodel.h"
#include "standings/standingsmodel.h"
#include "teams/teamcrosstablemodel.h"
#include "teams/teamstandingsmodel.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

#include <functional>

#include <cmath>
#include <numeric>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::ReportBuilder", s);
    }

    QString esc(const QString &s)
    {
        return s.toHtmlEscaped();
    }

    // Rows per table: tables of this many rows, one after the other with the same column
    // widths, lay out in less than half the time of one table of thousands of rows, and let
    // PagedReport lay a long report out part by part, with progress.
    constexpr int rowsPerTable = 40;

    // The text width of an A4 page in the reports' 12 mm margins, in points.
    constexpr qreal portraitWidth = 595 - 2 * 34;
    constexpr qreal landscapeWidth = 842 - 2 * 34;

    //! Returns \a model as HTML tables of rowsPerTable rows, laid out for a text width of
    //! \a pageWidth points (A4 in the reports' margins: 527 portrait, 774 landscape).
    QString tableOf(const QAbstractItemModel &model, qreal pageWidth,
        const std::function<bool(int)> &rowIncluded = {})
    {
        // Fixed column widths (in per cent) keep the columns of consecutive tables aligned.
        // A column of numbers (not left-aligned) gets the room its longest text needs at the
        // report's 8 pt, header included, and never wraps: a wrapped "7.5" read "7." over "5",
        // a rating 2468 "246" over "8". The text columns (names) share the rest and wrap
        // within it: a long name, or one marked "(withdrawn from round 4)", takes no room
        // from the numbers.
        constexpr qreal charWidth = 5.8; // points a character may take at 8 pt, bold included
        constexpr qreal padding = 9; // cell padding and borders
        constexpr qsizetype textShare = 28;
        const int columns = model.columnCount();
        QList<qsizetype> longest(columns, 1);
        QList<bool> text(columns, false);
        for (int c = 0; c < columns; ++c)
            longest[c]
                = std::max<qsizetype>(2, model.headerData(c, Qt::Horizontal).toString().size());
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < columns; ++c) {
                const QModelIndex i = model.index(r, c);
                longest[c] = std::max(longest[c], i.data().toString().size());
                text[c] = text[c] || (model.data(i, Qt::TextAlignmentRole).toInt() & Qt::AlignLeft);
            }
        QList<int> percent(columns, 0);
        int numbers = 0;
        qsizetype textChars = 0;
        for (int c = 0; c < columns; ++c) {
            if (text[c]) {
                textChars += std::min(longest[c], textShare);
                continue;
            }
            percent[c] = int(std::ceil(100 * (longest[c] * charWidth + padding) / pageWidth));
            numbers += percent[c];
        }
        if (numbers <= 80 && textChars > 0) {
            const int left = 100 - numbers;
            for (int c = 0; c < columns; ++c)
                if (text[c])
                    percent[c]
                        = std::max<int>(1, int(left * std::min(longest[c], textShare) / textChars));
        } else {
            // More numbers than the page holds (a cross table of many rounds): by length.
            qsizetype total = 0;
            for (int c = 0; c < columns; ++c)
                total += text[c] ? std::min(longest[c], textShare) : longest[c] + 1;
            for (int c = 0; c < columns; ++c)
                percent[c] = std::max<int>(1,
                    int(100 * (text[c] ? std::min(longest[c], textShare) : longest[c] + 1)
                        / total));
        }
        QStringList widths;
        for (int c = 0; c < columns; ++c)
            widths.append(QString::number(percent[c]));
        const QString noWrap = QStringLiteral(" white-space: nowrap;");
        const QString open
            = QStringLiteral("<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" "
                             "style=\"border-collapse:collapse; border: 1px solid #888;\">");
        QString h = open + QStringLiteral("<thead><tr>");
        for (int c = 0; c < columns; ++c)
            h += QStringLiteral("<th width=\"%1%\" style=\"border: 1px solid #888; "
                                "background:#ddd;%2\">%3</th>")
                     .arg(widths[c], noWrap, esc(model.headerData(c, Qt::Horizontal).toString()));
        h += QStringLiteral("</tr></thead><tbody>");
        int rowsWritten = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (rowIncluded && !rowIncluded(r))
                continue;
            if (rowsWritten > 0 && rowsWritten % rowsPerTable == 0) {
                h += QStringLiteral("</tbody></table>") + ReportBuilder::partBreak() + open
                    + QStringLiteral("<tbody>");
            }
            ++rowsWritten;
            h += QStringLiteral("<tr>");
            for (int c = 0; c < columns; ++c) {
                const QModelIndex i = model.index(r, c);
                const bool left = model.data(i, Qt::TextAlignmentRole).toInt() & Qt::AlignLeft;
                h += QStringLiteral("<td width=\"%1%\" style=\"border: 1px solid #888;%2\" "
                                    "align=\"%3\">%4</td>")
                         .arg(widths[c], left ? QString() : noWrap,
                             left ? QStringLiteral("left") : QStringLiteral("center"),
                             esc(model.data(i).toString()));
            }
            h += QStringLiteral("</tr>");
        }
        return h + QStringLiteral("</tbody></table>");
    }

} // namespace

QString ReportBuilder::html(const TournamentDocument &document, Report report)
{
    const Tournament &t = document.tournament();
    QString h
        = QStringLiteral("<h2>%1</h2>").arg(esc(t.name.isEmpty() ? tr("Tournament") : t.name));
    const QString facts = reportpage::eventFacts(document);
    if (!facts.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(facts));
    QString b = body(document, report);
    return b.insert(b.indexOf(QStringLiteral("<h3>")), h);
}

QString ReportBuilder::title(const TournamentDocument &document, Report report, int round)
{
    const Tournament &t = document.tournament();
    const bool team = report == Report::TeamStandings || report == Report::TeamCrossTable;
    const int after = team ? document.teamStandings().rounds : document.standingsRound(round);
    // Not final while a game is adjourned: its result is still to come (C.04.2 3.1).
    const bool finished = after >= t.plannedRounds() && adjournedGames(t).isEmpty();
    if (report == Report::Standings || report == Report::TeamStandings)
        return (finished ? tr("Final standings after round %1") : tr("Standings after round %1"))
            .arg(after);
    return (finished ? tr("Final cross table after round %1") : tr("Cross table after round %1"))
        .arg(after);
}

QString ReportBuilder::body(
    const TournamentDocument &document, Report report, const ReportScope &scope)
{
    const Tournament &t = document.tournament();
    auto &doc = const_cast<TournamentDocument &>(document);
    QString h
        = QStringLiteral("<html><body style=\"font-family: 'DejaVu Sans'; font-size: 8pt;\">");
    const bool team = report == Report::TeamStandings || report == Report::TeamCrossTable;
    const Standings s = team ? document.teamStandings() : document.standingsAfter(scope.round);
    h += QStringLiteral("<h3>%1</h3>").arg(esc(title(document, report, scope.round)));
    if (!scope.title.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(scope.title));
    if (!s.tieBreaks.isEmpty()) {
        h += QStringLiteral("<p><b>%1</b> ").arg(tr("Tie-breaks:"));
        QStringList items;
        for (int i = 0; i < s.tieBreaks.size(); ++i)
            items.append(QStringLiteral("%1. %2 = %3 (%4)")
                             .arg(i + 1)
                             .arg(esc(s.tieBreaks[i].text), esc(displayName(s.tieBreaks[i].info())),
                                 esc(citation(s.tieBreaks[i].info()))));
        h += items.join(QStringLiteral("; ")) + QStringLiteral("</p>");
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("Tie-break rules: FIDE Handbook C.07, %1 edition")
                              .arg(rulesVersionText(s.rules))));
    }
    if (!s.rulesWarning.isEmpty())
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(s.rulesWarning));
    for (const QString &note : s.notes)
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(note));
    if (report == Report::Standings) {
        StandingsModel model(&doc);
        model.setRound(scope.round);
        const Standings &shown = model.standings();
        h += tableOf(model, portraitWidth, [&](int r) {
            const int i = r < shown.rows.size() ? shown.rows[r].playerIndex : -1;
            return i < 0 || i >= t.players.size() || scope.includes(t.players[i].startNo);
        });
    } else if (report == Report::TeamStandings) {
        TeamStandingsModel model(&doc);
        h += tableOf(model, portraitWidth);
    } else if (report == Report::TeamCrossTable) {
        TeamCrossTableModel model(&doc);
        h += tableOf(model, landscapeWidth);
    } else {
        CrossTableModel model(&doc);
        model.setRound(scope.round);
        h += tableOf(model, landscapeWidth);
    }
    return h + QStringLiteral("</body></html>");
}

void ReportBuilder::print(
    const TournamentDocument &document, Report report, QPagedPaintDevice *device)
{
    // The event header on every page, the page numbers at the bottom.
    reportpage::printPaged(
        reportpage::headerHtml(document, title(document, report)), body(document, report), device);
}

bool ReportBuilder::writePdf(
    const TournamentDocument &document, Report report, const QString &path, QString *error)
{
    return reportpage::writePdf(
        path, document.tournament().name,
        report == Report::CrossTable || report == Report::TeamCrossTable ? QPageLayout::Landscape
                                                                         : QPageLayout::Portrait,
        [&](QPagedPaintDevice *device) { print(document, report, device); }, error);
}

} // namespace arb
