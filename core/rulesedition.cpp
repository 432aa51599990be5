// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesedition.h"

#include "tournament.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QRegularExpression>

namespace arb {

QString rulesVersionText(RulesVersion v)
{
    return v == RulesVersion::Fide2026 ? QStringLiteral("2026") : QStringLiteral("2024");
}

std::optional<RulesVersion> parseRulesVersion(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(?:FIDE\\s*)?[Vv]?(\\d{4})\\s*$"));
    const auto m = re.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    const QStringView year = m.capturedView(1);
    if (year == u"2024")
        return RulesVersion::Fide2024;
    if (year == u"2026")
        return RulesVersion::Fide2026;
    return std::nullopt;
}

QString rulesVersion2026Start()
{
    return QStringLiteral("2026-03-01");
}

QString isoStartDate(const QString &text)
{
    const QString s = text.trimmed();
    if (s.isEmpty())
        return {};
    auto iso = [](int y, int m, int d) {
        const QDate date(y, m, d);
        return date.isValid() ? date.toString(Qt::ISODate) : QString();
    };
    // Year first: 2026/04/11, 2026-04-11, 2026.04.11.
    static const QRegularExpression yearFirst(
        QStringLiteral("^(\\d{4})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})$"));
    if (const auto m = yearFirst.match(s); m.hasMatch())
        return iso(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    // Day first: 28. 07. 2005, 11/04/2026, 11-04-2026.
    static const QRegularExpression dayFirst(
        QStringLiteral("^(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{4})$"));
    if (const auto m = dayFirst.match(s); m.hasMatch())
        return iso(m.captured(3).toInt(), m.captured(2).toInt(), m.captured(1).toInt());
    // English month names: May 29, 2020 / 29 May 2020.
    const QLocale c = QLocale::c();
    for (const QString &format : {QStringLiteral("MMM d, yyyy"), QStringLiteral("MMMM d, yyyy"),
             QStringLiteral("d MMM yyyy"), QStringLiteral("d MMMM yyyy")}) {
        const QDate d = c.toDate(s, format);
        if (d.isValid())
            return d.toString(Qt::ISODate);
    }
    return {};
}

RulesEditionChoice rulesEditionOf(const Tournament &t)
{
    RulesEditionChoice choice;
    if (t.rulesEdition) {
        choice.version = *t.rulesEdition;
        choice.chosen = true;
        return choice;
    }
    const QString date = isoStartDate(t.startDate);
    if (date.isEmpty()) {
        choice.warning = t.startDate.trimmed().isEmpty()
            ? QCoreApplication::translate("arb::RulesEdition",
                "The event has no start date: the tie-breaks follow the 2024 edition of C.07. "
                "Choose the edition (the 2026 edition applies to events starting on or after "
                "1 March 2026).")
            : QCoreApplication::translate("arb::RulesEdition",
                "The start date \"%1\" cannot be read: the tie-breaks follow the 2024 edition "
                "of C.07. Choose the edition (the 2026 edition applies to events starting on "
                "or after 1 March 2026).")
                  .arg(t.startDate.trimmed());
        return choice;
    }
    choice.fromDate = true;
    choice.version
        = date >= rulesVersion2026Start() ? RulesVersion::Fide2026 : RulesVersion::Fide2024;
    return choice;
}

} // namespace arb
