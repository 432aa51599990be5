// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/pagedreport.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextCursor>
#include <QTextFrame>

namespace arb {

namespace {
    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::ReportBuilder", s);
    }

    //! The line below the body that holds the page number.
    int footerHeight(QPagedPaintDevice *device)
    {
        return device->logicalDpiY() / 3;
    }
} // namespace

QSizeF PagedReport::bodySize(QPagedPaintDevice *device)
{
    const QRect page = device->pageLayout().paintRectPixels(device->logicalDpiX());
    return QSizeF(page.width(), page.height() - footerHeight(device));
}

bool PagedReport::layOut(const TournamentDocument &document, ReportBuilder::Report report,
    QPagedPaintDevice *device, const std::function<bool(int, int)> &progress)
{
    m_laidOut = false;
    const QString html = ReportBuilder::html(document, report);
    const QStringList parts = html.split(ReportBuilder::partBreak());
    // Later parts get the first part's body style (font and size).
    const qsizetype bodyStart = html.indexOf(QLatin1String("<body"));
    const QString open = bodyStart < 0 ? QString()
                                       : QStringLiteral("<html>")
            + html.mid(bodyStart, html.indexOf(u'>', bodyStart) - bodyStart + 1);
    m_text.clear();
    m_text.documentLayout()->setPaintDevice(device);
    m_body = bodySize(device);
    m_text.setPageSize(m_body);
    QTextFrameFormat root = m_text.rootFrame()->frameFormat();
    root.setMargin(0);
    m_text.rootFrame()->setFrameFormat(root);
    QTextCursor cursor(&m_text);
    for (int i = 0; i < parts.size(); ++i) {
        cursor.movePosition(QTextCursor::End);
        cursor.insertHtml(i == 0 ? parts[i] : open + parts[i]);
        // Laid out now, part by part: each step lays out only what was added.
        m_text.documentLayout()->pageCount();
        if (progress && !progress(i + 1, int(parts.size()))) {
            m_text.clear();
            return false;
        }
    }
    m_laidOut = true;
    return true;
}

bool PagedReport::fits(QPagedPaintDevice *device) const
{
    return m_laidOut && bodySize(device) == m_body;
}

int PagedReport::pageCount() const
{
    return m_laidOut ? m_text.pageCount() : 0;
}

void PagedReport::paint(QPagedPaintDevice *device) const
{
    if (!m_laidOut)
        return;
    QPainter painter(device);
    const int pages = m_text.pageCount();
    const qreal height = m_body.height();
    QFont small = m_text.defaultFont();
    small.setPointSizeF(7);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            device->newPage();
        painter.save();
        painter.translate(0, -i * height);
        const QRectF clip(0, i * height, m_body.width(), height);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        painter.setClipRect(clip);
        m_text.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(small);
        painter.drawText(QRectF(0, height, m_body.width(), footerHeight(device)),
            Qt::AlignRight | Qt::AlignBottom, tr("Page %1 of %2").arg(i + 1).arg(pages));
    }
}

} // namespace arb
