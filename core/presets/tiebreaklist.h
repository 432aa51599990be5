// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/tiebreak.h"
#include "tournament.h"

#include <optional>

namespace arb {

struct Preset;

//! Where the tie-break list in force comes from, in order of precedence.
enum class TieBreakListSource : quint8 {
    Preset, //!< a regulation preset chosen by the user
    Given, //!< a list given for this run (arbiter-cli --tiebreaks)
    File, //!< the tournament's own list (TRF 202/212 records, the stored event)
    Default, //!< the documented default for the tournament's type
};

struct TieBreakListRequest
{
    //! Individual standings use defaultTieBreaks(), team standings defaultTeamTieBreaks().
    TieBreakScope scope = TieBreakScope::Individual;
    const Preset *preset = nullptr; //!< the preset's list comes first when set
    std::optional<QString> given; //!< then a list given for this run
    //! When the file's list does not parse, use the default instead of failing (the GUI shows
    //! standings anyway; the CLI reports the error).
    bool fallBackToDefault = false;
};

struct TieBreakListInForce
{
    QList<TieBreakSpec> tieBreaks;
    TieBreakListSource source = TieBreakListSource::Default;
    QString error; //!< why the list of \a source does not parse; tieBreaks is then empty
    bool ok() const { return error.isEmpty(); }
};

//! Returns the tie-break list in force for \a t: the preset's, else the given one, else the
//! file's 202/212 list, else the default by tournament type. The one place that decides it, for
//! the CLI, the play-off command and the GUI.
TieBreakListInForce resolveTieBreakList(
    const Tournament &t, const TieBreakListRequest &request = {});

} // namespace arb
