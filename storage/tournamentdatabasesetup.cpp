// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentDatabase: setting up a new event in one change (the new-event wizard).
#include "tournamentdatabase.h"

#include "eventfields.h"
#include "eventrepository.h"
#include "presetrepository.h"
#include "rules/fidemode.h"
#include "rules/tournamentchecks.h"
#include "teamrepository.h"

namespace arb {

namespace {

    //! Puts \a change into \a changes, replacing an earlier change of the same row: one change
    //! writes each row once, so that undo restores what was there before.
    void put(storage::ChangeSet &changes, const storage::RowChange &change)
    {
        for (storage::RowChange &c : changes) {
            if (c.table == change.table && c.key == change.key) {
                c = change;
                return;
            }
        }
        changes.append(change);
    }

} // namespace

bool TournamentDatabase::setUpEvent(const QList<QPair<QString, QString>> &fields,
    const std::optional<Preset> &preset, const std::optional<ScoringSystem> &scoring,
    const TeamData &teams, const QString &reason, QString *error, const QString &outsideFideMode)
{
    using storage::EventRepository;
    storage::ChangeSet changes;
    if (preset) {
        QString message;
        const auto specs = preset->tieBreakSpecs(&message);
        if (!specs)
            return fail(error, tr("preset \"%1\": %2").arg(preset->id, message));
        QStringList texts;
        for (const TieBreakSpec &s : *specs)
            texts.append(s.text);
        for (const storage::RowChange &c : storage::PresetRepository::applyChanges(*preset, texts))
            put(changes, c);
        if (preset->rulesEdition)
            put(changes,
                EventRepository::change(
                    QStringLiteral("rulesEdition"), rulesVersionText(*preset->rulesEdition)));
    }
    QString name;
    for (const auto &[key, value] : fields) {
        if (const auto refused = checkEventField(key, value))
            return fail(error, *refused);
        put(changes, EventRepository::change(key, value));
        if (key == u"name")
            name = value;
    }
    if (scoring)
        put(changes,
            EventRepository::change(
                QStringLiteral("scoring"), EventRepository::scoringText(*scoring)));
    if (!teams.isEmpty()) {
        if (const auto refused = checkTeamScoring(teams.scoring))
            return fail(error, *refused);
        if (const auto refused = checkBoardColours(teams.boardColours))
            return fail(error, *refused);
        Tournament after = m_t;
        for (const Team &team : teams.teams) {
            if (const auto refused = checkTeam(after, team))
                return fail(error, *refused);
            if (after.teamData.indexOf(team.number) >= 0)
                return fail(error, tr("team %1 is listed twice").arg(team.number));
            after.teamData.teams.append(team);
            put(changes, storage::TeamRepository::change(team));
        }
        after.teamData.scoring = teams.scoring;
        after.teamData.boardColours = teams.boardColours.trimmed().toUpper();
        after.teamData.has310 = true;
        for (const storage::RowChange &c : EventRepository::changes(m_t, after))
            put(changes, c);
    }
    // FIDE's program checklist B18: FIDE mode is the default; an event set up outside it says
    // why, as one that left it before round 1 (B20), and never enters it (B21).
    if (!outsideFideMode.trimmed().isEmpty()) {
        FideModeExit exit;
        exit.reason = outsideFideMode.trimmed();
        exit.arbiter = m_t.chiefArbiter;
        for (const auto &[key, value] : fields)
            if (key == u"chiefArbiter")
                exit.arbiter = value;
        exit.when = QDateTime::currentDateTimeUtc();
        Tournament after = m_t;
        after.otherRecords.append({exit.record()});
        put(changes, EventRepository::otherRecordsChange(after));
    }
    if (changes.isEmpty())
        return true;
    QString what = tr("New event \"%1\"").arg(name);
    if (preset)
        what += u' ' + tr("(%1)").arg(preset->name);
    if (!outsideFideMode.trimmed().isEmpty())
        what += u' ' + tr("outside FIDE mode");
    return commit(what, changes, reason, error);
}

} // namespace arb
