// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

#include <QString>

class QPagedPaintDevice;

namespace arb {

class TournamentDocument;

//! Builds the printable reports (HTML for QTextDocument) and prints them to a printer or PDF.
class ReportBuilder
{
public:
    //! The order is that of the File menu's print actions.
    enum class Report { Standings, CrossTable, TeamStandings, TeamCrossTable };

    //! Returns the report as HTML: header with event, place, dates and the tie-break list with
    //! full names, then the table.
    static QString html(const TournamentDocument &document, Report report);
    //! Returns the report's title: "Final standings after round 7", "Cross table after round 3";
    //! the individual standings and cross table after \a round (0: the last with a result).
    static QString title(const TournamentDocument &document, Report report, int round = 0);
    //! Returns the report without the event header (printed on every page instead): title,
    //! tie-break list, notes and the table; the standings keep only the players \a scope
    //! includes; the individual standings and cross table are those after scope.round.
    static QString body(
        const TournamentDocument &document, Report report, const ReportScope &scope = {});
    //! Returns the mark html() puts between two parts of a long table (an HTML comment):
    //! PagedReport lays the parts out one after the other.
    static QString partBreak() { return QStringLiteral("<!--arbiter-part-->"); }
    //! Lays the report out on \a device page by page, the event header on every page, with page
    //! numbers.
    static void print(const TournamentDocument &document, Report report, QPagedPaintDevice *device);
    //! Writes the report as a PDF file; returns false with a message when it cannot be written.
    static bool writePdf(const TournamentDocument &document, Report report, const QString &path,
        QString *error = nullptr);
};

} // namespace arb
