// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! One field of the event an arbiter edits (name, place, dates, arbiters, time control, rounds,
//! type): the key it is stored and set under, the form's label and how its value reads as text.
struct EventField
{
    const char *key; //!< stored key (meta table, TournamentDatabase::setEventField)
    const char *label; //!< the form's label, QT_TRANSLATE_NOOP("arb::EventForm"); null: not shown
    bool isNumber; //!< a count (0-999), written as digits; 0 shows as an empty field
    QString (*value)(const Tournament &t); //!< the value as shown (dates as ISO dates)

    QString keyText() const { return QLatin1String(key); }
};

//! Returns the event fields, in the form's order (the fields without a label last).
const QList<EventField> &eventFields();
//! Returns the event field stored under \a key, or null.
const EventField *findEventField(QStringView key);
//! Checks \a value for the event field \a key; returns the refusal message (an unknown field, a
//! number of rounds or a tournament type that is invalid), or nothing.
std::optional<QString> checkEventField(const QString &key, const QString &value);

} // namespace arb
