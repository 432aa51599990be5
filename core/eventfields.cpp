// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventfields.h"

#include "rulesedition.h"
#include "trf/timecontrolcode.h"

#include <QCoreApplication>

namespace arb {

namespace {

    // The messages keep the context they had in storage, so their translations still apply.
    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)
    };

    // A date stored before TRF dates were read as ISO dates (2026/10/03) shows as one beside the
    // form's (YYYY-MM-DD) label; one that cannot be read shows as stored.
    QString shownDate(const QString &stored)
    {
        const QString iso = isoStartDate(stored);
        return iso.isEmpty() ? stored : iso;
    }

} // namespace

const QList<EventField> &eventFields()
{
    static const QList<EventField> fields = {
        {"name", QT_TRANSLATE_NOOP("arb::EventForm", "Event name:"), false,
            [](const Tournament &t) { return t.name; }},
        {"city", QT_TRANSLATE_NOOP("arb::EventForm", "City:"), false,
            [](const Tournament &t) { return t.city; }},
        {"federation", QT_TRANSLATE_NOOP("arb::EventForm", "Federation:"), false,
            [](const Tournament &t) { return t.federation; }},
        {"startDate", QT_TRANSLATE_NOOP("arb::EventForm", "Start date (YYYY-MM-DD):"), false,
            [](const Tournament &t) { return shownDate(t.startDate); }},
        {"endDate", QT_TRANSLATE_NOOP("arb::EventForm", "End date (YYYY-MM-DD):"), false,
            [](const Tournament &t) { return shownDate(t.endDate); }},
        {"chiefArbiter", QT_TRANSLATE_NOOP("arb::EventForm", "Chief arbiter:"), false,
            [](const Tournament &t) { return t.chiefArbiter; }},
        {"deputyArbiters", QT_TRANSLATE_NOOP("arb::EventForm", "Deputy arbiters:"), false,
            [](const Tournament &t) { return t.deputyArbiters; }},
        {"timeControl", QT_TRANSLATE_NOOP("arb::EventForm", "Time control:"), false,
            [](const Tournament &t) { return t.timeControl; }},
        // TRF-2026 222, the time control encoded: "5400+30" (trf/timecontrolcode.h).
        {"timeControlCode", QT_TRANSLATE_NOOP("arb::EventForm", "Time control code (222):"), false,
            [](const Tournament &t) { return t.timeControlCode; }},
        {"declaredRounds", QT_TRANSLATE_NOOP("arb::EventForm", "Number of rounds:"), true,
            [](const Tournament &t) { return QString::number(t.declaredRounds); }},
        // The edition of C.07: "" (the one in force on the start date), "2024" or "2026".
        {"rulesEdition", QT_TRANSLATE_NOOP("arb::EventForm", "Tie-break rules (C.07):"), false,
            [](const Tournament &t) {
                return t.rulesEdition ? rulesVersionText(*t.rulesEdition) : QString();
            }},
        // 1 Swiss, 2 round robin, 3 double round robin; chosen when the event is created.
        {"type", nullptr, false, [](const Tournament &t) { return QString::number(int(t.type)); }},
        // The TRF-2026 192 code of the pairing system, e.g. FIDE_DUTCH_2026_BAKU (acceleration).
        {"systemText", nullptr, false, [](const Tournament &t) { return t.systemText; }},
    };
    return fields;
}

const EventField *findEventField(QStringView key)
{
    for (const EventField &f : eventFields())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

std::optional<QString> checkEventField(const QString &key, const QString &value)
{
    const EventField *field = findEventField(key);
    if (!field)
        return Text::tr("unknown event field \"%1\"").arg(key);
    if (field->isNumber) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 0 || n > 999)
            return Text::tr("number of rounds \"%1\" is invalid").arg(value);
    }
    if (key == u"rulesEdition" && !value.isEmpty() && !parseRulesVersion(value))
        return Text::tr("edition \"%1\" of the tie-break regulations is invalid (2024 or 2026)")
            .arg(value);
    if (key == u"timeControlCode" && !value.trimmed().isEmpty()) {
        QString problem;
        if (!parseTimeControlCode(value, &problem))
            return Text::tr("time control code: %1").arg(problem);
    }
    if (key == u"type" && value != u"1" && value != u"2" && value != u"3")
        return Text::tr("tournament type \"%1\" is invalid").arg(value);
    return std::nullopt;
}

} // namespace arb
