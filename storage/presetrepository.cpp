// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetrepository.h"

#include "eventrepository.h"
#include "schema.h"

#include <QSqlQuery>

namespace arb::storage {

namespace col = schema::presets;

namespace {
    const QString presetKey = QStringLiteral("preset");
} // namespace

QList<QPair<QString, QStringList>> PresetRepository::tieBreakLists(const QSqlDatabase &db)
{
    QList<QPair<QString, QStringList>> list;
    QSqlQuery q(db);
    if (!db.isOpen()
        || !q.exec(QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %1")
                       .arg(col::name, col::specs, col::table)))
        return list;
    while (q.next())
        list.append({q.value(0).toString(), q.value(1).toString().split(u' ', Qt::SkipEmptyParts)});
    return list;
}

bool PresetRepository::saveTieBreakList(
    const QSqlDatabase &db, const QString &name, const QStringList &specs, QSqlError *error)
{
    QSqlQuery q(db);
    // An upsert both SQLite and PostgreSQL understand (SQLite's INSERT OR REPLACE is its own).
    q.prepare(QStringLiteral(
        "INSERT INTO %1 (%2, %3) VALUES (?, ?) ON CONFLICT (%2) DO UPDATE SET %3 = excluded.%3")
                  .arg(col::table, col::name, col::specs));
    q.addBindValue(name.trimmed());
    q.addBindValue(specs.join(u' '));
    if (!q.exec()) {
        *error = q.lastError();
        return false;
    }
    return true;
}

std::optional<Preset> PresetRepository::applied(
    const QSqlDatabase &db, QSqlError *error, QString *readError)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = '%4'")
                  .arg(schema::meta::value, schema::meta::table, schema::meta::key, presetKey));
    if (!q.exec()) {
        *error = q.lastError();
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    const PresetReadResult r = readPreset(q.value(0).toString().toUtf8());
    if (!r.preset)
        *readError = r.error;
    return r.preset;
}

ChangeSet PresetRepository::applyChanges(const Preset &preset, const QStringList &specs)
{
    // The copy of the preset goes in the same transaction as what it sets, so undo takes back
    // the whole choice at once.
    ChangeSet changes = {
        EventRepository::change(QStringLiteral("tieBreaks"), EventRepository::tieBreaksText(specs)),
        EventRepository::change(presetKey, QString::fromUtf8(writePreset(preset))),
    };
    if (!preset.isTeam())
        changes.append(EventRepository::change(
            QStringLiteral("scoring"), EventRepository::scoringText(preset.scoring.points)));
    return changes;
}

} // namespace arb::storage
