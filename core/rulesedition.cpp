// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesedition.h"

#include "dates.h"
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
    const auto read = readDate(text);
    return read ? read->date.toString(Qt::ISODate) : QString();
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
