// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportbuilder.h"

#include <QTextDocument>

#include <functional>

class QPrinter;

namespace arb {

//! A report laid out for one printer page in parts, so that a long one (3,000 players) shows
//! progress and can be cancelled, and laid out once for the print preview however often it
//! paints. Pages carry their numbers.
class PagedReport
{
public:
    //! Lays the report out for \a printer's page; \a progress(done, total) is called between
    //! parts and returns false to cancel (then false is returned and nothing is laid out).
    bool layOut(const TournamentDocument &document, ReportBuilder::Report report,
        QPagedPaintDevice *device, const std::function<bool(int, int)> &progress = {});
    //! Returns true when the layout fits \a device's page as it is now (the preview may change
    //! orientation or paper).
    bool fits(QPagedPaintDevice *device) const;
    int pageCount() const;
    //! Paints every page on \a device, with "page N of M" below.
    void paint(QPagedPaintDevice *device) const;

private:
    static QSizeF bodySize(QPagedPaintDevice *device);

    QTextDocument m_text;
    QSizeF m_body; //!< the page body laid out for, in device pixels
    bool m_laidOut = false;
};

} // namespace arb
