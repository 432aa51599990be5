// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/reportpage.h"

#include "filewrite.h"
#include "rules/fidemode.h"

#include "tournamentdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace arb::reportpage {

namespace {

    QString tr(const char *s)
    {
        // The context lupdate gives the strings of this namespace's functions (the catalogues
        // hold them under it; another context left the printouts in English).
        return QCoreApplication::translate("arb::reportpage", s);
    }

    const QString border = QStringLiteral("border: 1px solid #666;");

} // namespace

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString points(Fixed p)
{
    const qint64 whole = p.raw() / 10000;
    const qint64 rest = p.raw() % 10000;
    if (rest == 0)
        return QString::number(whole);
    if (rest == 5000)
        return (whole > 0 ? QString::number(whole) : QString()) + QStringLiteral("½");
    return p.toString();
}

QString eventFacts(const TournamentDocument &document)
{
    return eventFacts(document.tournament());
}

QString eventFacts(const Tournament &t)
{
    QStringList facts;
    if (!t.city.isEmpty())
        facts.append(t.city
            + (t.federation.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(t.federation)));
    if (!t.startDate.isEmpty())
        facts.append(t.endDate.isEmpty() || t.endDate == t.startDate
                ? t.startDate
                : t.startDate + QStringLiteral(" – ") + t.endDate);
    if (!t.chiefArbiter.isEmpty())
        facts.append(tr("Chief arbiter: %1").arg(t.chiefArbiter));
    return facts.join(QStringLiteral(" · "));
}

QString headerHtml(const TournamentDocument &document, const QString &title)
{
    return headerHtml(document.tournament(), title);
}

QString headerHtml(const Tournament &t, const QString &title)
{
    const QString facts = eventFacts(t);
    // An event outside FIDE mode says so on every page (C.02 B22).
    const QString notFideMode = notFideModeText(t);
    return QStringLiteral("<html><body style=\"font-family: 'DejaVu Sans'; font-size: 8pt;\">"
                          "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                          "<td><span style=\"font-size: 11pt; font-weight: bold;\">%1</span>"
                          "%2</td><td align=\"right\" valign=\"bottom\">%4"
                          "<span style=\"font-size: 10pt; font-weight: bold;\">%3</span></td>"
                          "</tr></table></body></html>")
        .arg(esc(t.name.isEmpty() ? tr("Tournament") : t.name),
            facts.isEmpty() ? QString() : QStringLiteral("<br/>") + esc(facts), esc(title),
            notFideMode.isEmpty()
                ? QString()
                : QStringLiteral(
                    "<span style=\"color: #b00020; font-weight: bold;\">%1</span><br/>")
                      .arg(esc(notFideMode)));
}

QString tableStart(const QString &extraStyle)
{
    return QStringLiteral("<table width=\"100%\" cellpadding=\"2\" cellspacing=\"0\" "
                          "style=\"border-collapse: collapse; %1 %2\">")
        .arg(border, extraStyle);
}

QString headRow(const QStringList &heads, const QList<int> &widths)
{
    QString h = QStringLiteral("<thead><tr>");
    for (int i = 0; i < heads.size(); ++i)
        h += QStringLiteral("<th style=\"%1 background: #ddd;\"%2>%3</th>")
                 .arg(border,
                     i < widths.size() && widths[i] > 0
                         ? QStringLiteral(" width=\"%1%\"").arg(widths[i])
                         : QString(),
                     esc(heads[i]));
    return h + QStringLiteral("</tr></thead>");
}

QString cell(const QString &html, const QString &align)
{
    return QStringLiteral("<td style=\"%1\" align=\"%2\">%3</td>").arg(border, align, html);
}

QString formRow(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td width=\"42%\"><b>%1</b></td><td>%2</td></tr>")
        .arg(esc(label),
            value.trimmed().isEmpty() ? QStringLiteral("______________________________")
                                      : esc(value));
}

QString page(const QString &body)
{
    return QStringLiteral("<html><body style=\"font-family: 'DejaVu Sans'; font-size: 8pt;\">")
        + body + QStringLiteral("</body></html>");
}

int printPaged(const QString &header, const QString &body, QPagedPaintDevice *device)
{
    QPainter painter(device);
    if (!painter.isActive())
        return 0;
    const QSizeF area(device->width(), device->height());
    QTextDocument head;
    head.documentLayout()->setPaintDevice(device);
    head.setDocumentMargin(0);
    head.setHtml(header);
    head.setTextWidth(area.width());
    QFont footFont(QStringLiteral("DejaVu Sans"));
    footFont.setPointSizeF(7);
    const QFontMetricsF metrics(footFont, device);
    const qreal headHeight = head.size().height() + metrics.height();
    const qreal footHeight = metrics.height() * 2;

    QTextDocument text;
    text.documentLayout()->setPaintDevice(device);
    text.setDocumentMargin(0);
    text.setHtml(body);
    const qreal bodyHeight = area.height() - headHeight - footHeight;
    text.setPageSize(QSizeF(area.width(), bodyHeight));
    const int pages = text.pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            device->newPage();
        head.drawContents(&painter);
        const qreal rule = head.size().height() + metrics.height() / 3;
        painter.setPen(QPen(Qt::black, metrics.height() / 12));
        painter.drawLine(QPointF(0, rule), QPointF(area.width(), rule));

        painter.save();
        painter.translate(0, headHeight);
        painter.setClipRect(QRectF(0, 0, area.width(), bodyHeight));
        painter.translate(0, -i * bodyHeight);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, i * bodyHeight, area.width(), bodyHeight);
        text.documentLayout()->draw(&painter, context);
        painter.restore();

        painter.setFont(footFont);
        painter.setPen(Qt::black);
        painter.drawText(
            QRectF(0, area.height() - metrics.height(), area.width(), metrics.height()),
            Qt::AlignCenter, tr("Page %1 of %2").arg(i + 1).arg(pages));
    }
    return pages;
}

bool pagedPdf(const Tournament &t, const QString &title, const QString &body, const QString &path,
    QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Arbiter"));
        printPaged(headerHtml(t, title), body, &writer);
    }
    return writeFileWhole(path, buffer.data(), error);
}

bool writePdf(const QString &path, const QString &title, QPageLayout::Orientation orientation,
    const std::function<void(QPagedPaintDevice *)> &print, QString *error, Margins margins)
{
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, probe.errorString());
        return false;
    }
    probe.close();
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(orientation);
    if (margins == Margins::Report)
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Arbiter"));
    print(&writer);
    return true;
}

} // namespace arb::reportpage
