// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! One round's date and start time as the arbiter plans them.
struct RoundSlot
{
    QDate date; //!< null when not set
    QString time; //!< "15:00", empty when not set
    bool operator==(const RoundSlot &) const = default;
};

//! Returns the schedule of \a t's rounds, round 1 first: the dates of its TRF 132 record
//! (YY/MM/DD at columns 92, 102, ..., as the 001 round fields) and the start times kept beside
//! them. As many rounds as the longer of the two lists.
QList<RoundSlot> roundSchedule(const Tournament &t);
//! Writes \a planned into \a t: the 132 record (dates) and the start times. Trailing empty rounds
//! are dropped.
void setRoundSchedule(Tournament &t, const QList<RoundSlot> &planned);
//! Returns round \a round's date and time as printed ("2026-12-03 15:00"), empty when not set.
QString roundScheduleText(const Tournament &t, int round);

//! Returns \a planned as the arbiter types them: "2026-12-01 15:00; 2026-12-02 15:00".
QString roundScheduleText(const QList<RoundSlot> &planned);
//! Reads a schedule typed as roundScheduleText() writes it: rounds separated by ";", each a
//! date (YYYY-MM-DD) and an optional time (HH:MM), or empty for a round not planned yet.
//! Returns nothing, with a message naming the round, for anything else.
std::optional<QList<RoundSlot>> parseRoundSchedule(const QString &text, QString *error);
//! Returns the schedule of \a rounds rounds from \a first on, one round a day at \a time.
QList<RoundSlot> dailySchedule(const QDate &first, const QString &time, int rounds);

} // namespace arb
