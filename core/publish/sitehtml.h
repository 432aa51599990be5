// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces every page of the published site shares: escaping, the page frame, the style sheet.
#pragma once

#include <QString>
#include <QStringList>

namespace arb::site {

//! Returns \a s with < > & " escaped for HTML text and attribute values.
QString esc(const QString &s);
//! Returns a link to \a href (a file of the site) showing \a text (escaped here).
QString link(const QString &href, const QString &text);
//! Returns text typed by a person (a name, the event's name) as a page may show it: control
//! characters become blanks, the characters that force a writing direction (U+202A-U+202E,
//! U+2066-U+2069) are dropped, and it is cut to \a maxLength characters (none for 0).
QString plainText(const QString &s, qsizetype maxLength = 0);
//! Returns a name for a page: plainText(), isolated from the text around it (<bdi>), and
//! longer than \a maxLength cut with "…" and the name in full as its tooltip (title).
QString nameHtml(const QString &name, qsizetype maxLength = 60);
//! Returns a link to \a href showing the name \a name as nameHtml() does.
QString nameLink(const QString &href, const QString &name, qsizetype maxLength = 60);
//! Returns a table cell; \a cls is its class ("num" right-aligns), \a html is not escaped.
QString cell(const QString &html, const QString &cls = QString(), bool header = false);

//! One navigation entry of the page frame.
struct NavItem
{
    QString href;
    QString text;
};

//! Returns a complete HTML5 document: doctype, language, character set, viewport for phones,
//! the title "\a title - \a event", the shared style sheet, the navigation bar (\a current marked)
//! and \a body, followed by \a footer; a positive \a refreshSeconds reloads the page that often.
QString page(const QString &event, const QString &title, const QList<NavItem> &nav,
    const QString &current, const QString &body, const QString &footer, int refreshSeconds = 0);

//! Returns the shared style sheet (style.css): readable at phone width, tables scroll sideways.
QString styleSheet();

} // namespace arb::site
