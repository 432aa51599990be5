// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"

#include <QList>
#include <QPageLayout>
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace arb {

class TournamentDocument;
struct Tournament;

//! What one printed document covers: the round of a pairing document and, for the lists of
//! players, who is included (a category: start numbers and its title). Empty means everyone.
struct ReportScope
{
    int round = 0; //!< the round of pairings, result slips; 0 for the others
    QList<int> players; //!< start numbers to include; empty: every player
    QString title; //!< shown after the document's title (a category's name), or empty
    int places = 0; //!< the prize list: places printed per list; 0 for all

    bool includes(int startNo) const { return players.isEmpty() || players.contains(startNo); }
};

//! Shared pieces of the printed documents: the event header repeated on every page, page
//! numbers, HTML helpers and the PDF writer.
namespace reportpage {

    //! Returns \a s escaped for HTML.
    QString esc(const QString &s);
    //! Returns points as printed: "3", "2½", "½".
    QString points(Fixed p);
    //! Returns the event's place, dates and chief arbiter as one line (may be empty).
    QString eventFacts(const TournamentDocument &document);
    QString eventFacts(const Tournament &t);
    //! Returns the header printed at the top of every page: the event's name and facts, and
    //! \a title (the document and round) on a line of its own.
    QString headerHtml(const TournamentDocument &document, const QString &title);
    QString headerHtml(const Tournament &t, const QString &title);
    //! Returns the start of a bordered table (border-collapse, full width).
    QString tableStart(const QString &extraStyle = {});
    //! Returns a header row of \a heads (a <thead>, repeated on every page).
    QString headRow(const QStringList &heads, const QList<int> &widths = {});
    //! Returns a table cell; \a align "left", "center" or "right".
    QString cell(const QString &html, const QString &align = QStringLiteral("left"));
    //! Returns a field of a form (the IT1 and IT3 of the title norms): the label in bold, the
    //! value beside it; a value the event cannot fill is a line to write on.
    QString formRow(const QString &label, const QString &value);
    //! Wraps a body into the document's HTML with the report's font.
    QString page(const QString &body);

    //! Lays \a bodyHtml out on \a device page by page, \a headerHtml at the top of every page
    //! and "Page n of m" at the bottom; returns the number of pages.
    int printPaged(const QString &headerHtml, const QString &bodyHtml, QPagedPaintDevice *device);
    //! The page margins of a PDF: the reports' 12 mm (printPaged() draws header and footer
    //! inside them), or the writer's own for a QTextDocument::print() that adds its margins.
    enum class Margins : quint8 { Report, TextDocument };
    //! Writes an A4 PDF at \a path with \a print; returns false with a message naming the file
    //! when it cannot be written.
    //! Writes \a body (page()) as an A4 PDF at \a path with printPaged(): the event's header
    //! and \a title on every page, "Page n of m" at the bottom; the file is replaced whole or
    //! not at all. Returns false with a message naming the file when it cannot be written.
    bool pagedPdf(const Tournament &t, const QString &title, const QString &body,
        const QString &path, QString *error);
    bool writePdf(const QString &path, const QString &title, QPageLayout::Orientation orientation,
        const std::function<void(QPagedPaintDevice *)> &print, QString *error,
        Margins margins = Margins::Report);

} // namespace reportpage

} // namespace arb
