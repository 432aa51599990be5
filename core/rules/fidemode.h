// SPDX-License-Identifier: GPL-3.0-or-later
// FIDE mode (FIDE's program checklist, C.02 B18-B23): every event starts in it; leaving it is
// the arbiter's decision, made once, recorded in the event and its rating report as
// "### FideModeExit @ Round n: reason; arbiter; time", and never taken back.
#pragma once

#include "tournament.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace arb {

//! When and why an event left FIDE mode.
struct FideModeExit
{
    int round = 0; //!< the last round paired when it was left (0: before round 1)
    QString reason;
    QString arbiter; //!< who left it, empty when the event has no accounts
    QDateTime when; //!< UTC
    //! Returns the record: "### FideModeExit @ Round 3: reason; arbiter NAME;
    //! 2026-11-28T21:30:00Z".
    QString record() const;
    //! Reads a record written by record(); nothing for another line.
    static std::optional<FideModeExit> parse(const QString &line);
};

//! Returns how \a t left FIDE mode, or nothing while it is in FIDE mode.
std::optional<FideModeExit> fideModeExit(const Tournament &t);
//! Returns true while \a t is in FIDE mode.
inline bool isFideMode(const Tournament &t)
{
    return !fideModeExit(t).has_value();
}
//! Returns the words every screen and printout shows for an event outside FIDE mode: "Not in FIDE
//! mode (left after round 3)"; empty in FIDE mode.
QString notFideModeText(const Tournament &t);

} // namespace arb
