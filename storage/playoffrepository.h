// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoff.h"
#include "rowstore.h"
#include "tournament.h"

namespace arb::storage {

//! The play-off (C.07 Art. 3): its configuration and results, kept in meta ("playoff",
//! "playoffResults"). In memory they are TRF comment records (core/playoff/playoffstore.h), so
//! exports carry them; they are not part of meta's "otherRecords".
class PlayoffRepository
{
public:
    //! Returns true for the comment records that hold the play-off.
    static bool isPlayoffRecord(const RawRecord &r);
    //! Returns the stored configuration (JSON text, empty without a play-off).
    static QString configText(const Tournament &t);
    //! Returns the stored results of every place as JSON text ({"1": {"S1.G1": "1-0"}}).
    static QString resultsText(const Tournament &t);
    //! Sets the configuration record of \a t from configText()'s form.
    static void setConfigText(Tournament &t, const QString &text);
    //! Sets the result records of \a t from resultsText()'s form.
    static void setResultsText(Tournament &t, const QString &text);
    //! Puts the play-off records after the others, configuration first and then place by place,
    //! so the tournament in memory equals the one read back from the file.
    static void normalise(Tournament &t);

    //! Returns the changes that store \a config (or remove it) and clear every result.
    static ChangeSet configChanges(const std::optional<PlayoffConfig> &config);
    //! Returns the change that sets (or clears) the result of \a gameId at \a place.
    static RowChange resultChange(const Tournament &t, int place, const QString &gameId,
        const std::optional<GameResult> &result);
};

} // namespace arb::storage
