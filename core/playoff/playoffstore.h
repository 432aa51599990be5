// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoff.h"
#include "tournament.h"

#include <QMap>
#include <QString>

#include <optional>

namespace arb {

//! Returns the play-off configuration stored in \a t (a TRF comment record
//! "### arbiter-playoff {json}"), or nothing when there is none or it is malformed (then
//! \a error names the record).
std::optional<PlayoffConfig> storedPlayoffConfig(const Tournament &t, QString *error = nullptr);

//! Stores \a config in \a t, replacing a stored one; TRF files keep it as a comment record.
void storePlayoffConfig(Tournament &t, const PlayoffConfig &config);

//! Returns the play-off results stored in \a t for the tie at \a place (records
//! "### arbiter-playoff-result PLACE GAME RESULT"); sets \a error for a malformed record.
QMap<QString, GameResult> storedPlayoffResults(
    const Tournament &t, int place, QString *error = nullptr);

//! Stores \a results for the tie at \a place in \a t, replacing the ones stored for it.
void storePlayoffResults(Tournament &t, int place, const QMap<QString, GameResult> &results);

//! Returns who the play-off was started for (place -> start numbers; record
//! "### arbiter-playoff-basis 1:3,5 4:2,9"), empty when none is recorded.
QMap<int, QList<int>> storedPlayoffBasis(const Tournament &t);

//! Stores \a groups as the play-off's basis in \a t (removes the record when empty). It is an
//! ordinary comment record: it travels with the other records (meta "otherRecords", TRF).
void storePlayoffBasis(Tournament &t, const QMap<int, QList<int>> &groups);

} // namespace arb
