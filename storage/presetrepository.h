// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "presets/preset.h"
#include "rowstore.h"

#include <QPair>

namespace arb::storage {

//! Presets: the saved tie-break lists (presets table, not journalled) and the copy of the
//! regulation preset applied last (meta "preset", journalled with what it sets).
class PresetRepository
{
public:
    //! Returns the saved tie-break lists, by name.
    static QList<QPair<QString, QStringList>> tieBreakLists(const QSqlDatabase &db);
    //! Saves (or replaces) a tie-break list.
    static bool saveTieBreakList(
        const QSqlDatabase &db, const QString &name, const QStringList &specs, QSqlError *error);
    //! Returns the stored copy of the regulation preset: nothing when there is none; on failure
    //! \a error gets the driver's text or \a readError the preset reader's.
    static std::optional<Preset> applied(
        const QSqlDatabase &db, QSqlError *error, QString *readError);
    //! Returns the changes applying \a preset makes: its tie-break list \a specs, its copy and,
    //! for an individual event, its scoring.
    static ChangeSet applyChanges(const Preset &preset, const QStringList &specs);
};

} // namespace arb::storage
