// SPDX-License-Identifier: GPL-3.0-or-later
#include "dates.h"

#include <QLocale>
#include <QRegularExpression>

namespace arb {

std::optional<ReadDate> readDate(const QString &text, YearAlone yearAlone)
{
    const QString s = text.trimmed();
    if (s.isEmpty())
        return std::nullopt;
    auto day = [](int y, int m, int d) -> std::optional<ReadDate> {
        const QDate date(y, m, d);
        if (!date.isValid())
            return std::nullopt;
        return ReadDate {date, false};
    };
    static const QRegularExpression year(QStringLiteral("^(\\d{4})$"));
    if (const auto m = year.match(s); m.hasMatch()) {
        if (yearAlone == YearAlone::Refused)
            return std::nullopt;
        return ReadDate {QDate(m.captured(1).toInt(), 1, 1), true};
    }
    // Year first: 2026/04/11, 2026-04-11, 2026.04.11.
    static const QRegularExpression yearFirst(
        QStringLiteral("^(\\d{4})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})$"));
    if (const auto m = yearFirst.match(s); m.hasMatch())
        return day(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    // Day first: 28. 07. 2005, 11/04/2026, 11-04-2026.
    static const QRegularExpression dayFirst(
        QStringLiteral("^(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{4})$"));
    if (const auto m = dayFirst.match(s); m.hasMatch())
        return day(m.captured(3).toInt(), m.captured(2).toInt(), m.captured(1).toInt());
    // English month names: May 29, 2020 / 29 May 2020.
    const QLocale c = QLocale::c();
    for (const QString &format : {QStringLiteral("MMM d, yyyy"), QStringLiteral("MMMM d, yyyy"),
             QStringLiteral("d MMM yyyy"), QStringLiteral("d MMMM yyyy")}) {
        const QDate d = c.toDate(s, format);
        if (d.isValid())
            return ReadDate {d, false};
    }
    return std::nullopt;
}

} // namespace arb
