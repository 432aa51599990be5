// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/sitehtml.h"

#include "trf/trf.h"

namespace arb::site {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString link(const QString &href, const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(href), esc(text));
}

QString plainText(const QString &s, qsizetype maxLength)
{
    // The characters that force a writing direction go; the rest is one line as a TRF
    // record holds it (controls blank, cut without half a character).
    QString kept = s;
    kept.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
    });
    return trfText(kept, maxLength);
}

QString nameHtml(const QString &name, qsizetype maxLength)
{
    // The tooltip holds the name in full, up to a length no person's name reaches.
    const QString full = plainText(name, 200);
    if (full.size() <= maxLength)
        return QStringLiteral("<bdi>%1</bdi>").arg(esc(full));
    return QStringLiteral("<bdi title=\"%1\">%2…</bdi>")
        .arg(esc(full), esc(plainText(full, maxLength - 1).trimmed()));
}

QString nameLink(const QString &href, const QString &name, qsizetype maxLength)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(href), nameHtml(name, maxLength));
}

QString cell(const QString &html, const QString &cls, bool header)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    if (cls.isEmpty())
        return QStringLiteral("<%1>%2</%1>").arg(tag, html);
    return QStringLiteral("<%1 class=\"%2\">%3</%1>").arg(tag, cls, html);
}

QString page(const QString &event, const QString &title, const QList<NavItem> &nav,
    const QString &current, const QString &body, const QString &footer, int refreshSeconds)
{
    QString h;
    h += QStringLiteral(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    if (refreshSeconds > 0)
        h += QStringLiteral("<meta http-equiv=\"refresh\" content=\"%1\">\n").arg(refreshSeconds);
    h += QStringLiteral("<title>%1</title>\n")
             .arg(esc(title.isEmpty()
                     ? plainText(event, 100)
                     : plainText(title, 100) + QStringLiteral(" - ") + plainText(event, 100)));
    h += QStringLiteral("<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n");
    h += QStringLiteral("<header>\n<p class=\"event\">%1</p>\n<nav>\n")
             .arg(nameLink(QStringLiteral("index.html"), event, 100));
    for (const NavItem &item : nav) {
        if (item.href == current)
            h += QStringLiteral("<span class=\"current\">%1</span>\n").arg(esc(item.text));
        else
            h += link(item.href, item.text) + u'\n';
    }
    h += QStringLiteral("</nav>\n</header>\n<main>\n");
    if (!title.isEmpty())
        h += QStringLiteral("<h1>%1</h1>\n").arg(nameHtml(title, 100));
    h += body;
    h += QStringLiteral("</main>\n<footer>\n%1\n</footer>\n</body>\n</html>\n").arg(footer);
    return h;
}

QString styleSheet()
{
    return QStringLiteral(
        R"(/* Arbiter published site: readable on phones, tables scroll sideways. */
:root { color-scheme: light; }
body { margin: 0; font-family: "DejaVu Sans", Arial, sans-serif; font-size: 16px;
  line-height: 1.4; color: #1b1b1b; background: #fafafa; }
header { background: #23395d; color: #fff; padding: 0.5rem 0.75rem; }
header a { color: #fff; }
.event { margin: 0 0 0.25rem; font-weight: bold; font-size: 1.1rem; }
nav { display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; font-size: 0.95rem; }
nav .current { text-decoration: underline; font-weight: bold; }
main { padding: 0.5rem 0.75rem 1rem; }
h1 { font-size: 1.3rem; margin: 0.5rem 0; }
.notice { background: #b00020; color: #fff; font-weight: bold; padding: 0.3rem 0.5rem; }
h2 { font-size: 1.1rem; margin: 1rem 0 0.4rem; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; background: #fff; font-size: 0.95rem; }
th, td { padding: 0.3rem 0.45rem; border-bottom: 1px solid #ddd; text-align: left;
  white-space: nowrap; }
th { background: #e8edf4; position: sticky; top: 0; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.res { text-align: center; font-weight: bold; }
tr.withdrawn td { color: #777; }
.muted { color: #666; font-size: 0.9rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
ul.rounds { padding-left: 1.2rem; }
footer { padding: 0.5rem 0.75rem 1.5rem; color: #666; font-size: 0.85rem; }
@media (max-width: 480px) {
  body { font-size: 15px; }
  th, td { padding: 0.25rem 0.3rem; }
  td { white-space: normal; }
  .wide { display: none; }
}
)");
}

} // namespace arb::site
