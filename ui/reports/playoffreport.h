// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QPagedPaintDevice;

namespace arb {

class TournamentDocument;
struct TimeControl;

//! Builds the printed play-off (HTML for QTextDocument): event header, players, time controls
//! and schedule, the lots drawn, a bracket for knockout stages, a grid for each round robin,
//! every game in order of play with colours and time control, the final order and the final
//! standings with the places the play-off decided.
class PlayoffReport
{
public:
    //! Returns the report as HTML (a notice when no play-off was started).
    static QString html(const TournamentDocument &document);
    //! Lays the report out on \a device page by page, with page numbers.
    static void print(const TournamentDocument &document, QPagedPaintDevice *device);
    //! Writes the report as an A4 PDF; returns false with a message naming the file on failure.
    static bool writePdf(
        const TournamentDocument &document, const QString &path, QString *error = nullptr);
    //! Returns a time control as an arbiter reads it: "3 min + 2 s", or
    //! "White 2½ min + 2 s, Black 3 min + 2 s".
    static QString timeControlText(const TimeControl &tc);
};

} // namespace arb
