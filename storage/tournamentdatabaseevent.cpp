// SPDX-License-Identifier: GPL-3.0-or-later
// The event-wide changes of TournamentDatabase: tie-break list, scoring, event fields, the initial
// colour, categories, play-off, presets and teams (split from tournamentdatabase.cpp).
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "tournamentdatabase.h"

#include "changejournal.h"
#include "connection.h"
#include "contentcheck.h"
#include "eventfields.h"
#include "eventrepository.h"
#include "pairing/roundrobinnumbers.h"
#include "playerrepository.h"
#include "playoff/playoffstore.h"
#include "playoffrepository.h"
#include "postgres.h"
#include "presetrepository.h"
#include "prizes/prizefundfile.h"
#include "result.h"
#include "roundrepository.h"
#include "rules/tournamentchecks.h"
#include "schema.h"
#include "teamrepository.h"
#include "tiebreaks/standings.h"
#include "tiebreaks/tiebreak.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>

namespace arb {

using storage::ChangeSet;
using storage::EventRepository;
using storage::PlayerRepository;
using storage::PlayoffRepository;
using storage::RoundRepository;
using storage::TeamRepository;

bool TournamentDatabase::setTieBreaks(
    const QStringList &specs, const QString &reason, QString *error)
{
    if (const auto refused = checkTieBreaks(specs))
        return fail(error, *refused);
    ChangeSet rows = {EventRepository::change(
        QStringLiteral("tieBreaks"), EventRepository::tieBreaksText(specs))};
    recordTieBreakChange(specs, &rows);
    return commit(tr("Tie-break list: %1").arg(specs.join(u' ')), rows, reason, error);
}

void TournamentDatabase::recordTieBreakChange(const QStringList &specs, ChangeSet *rows) const
{
    // A list changed once a round is played is recorded with the round and the list before it
    // (C.02 M82), in the event and its rating report.
    const int round = lastRoundWithGames(m_t);
    if (round > 0 && specs != m_t.tieBreaks) {
        Tournament t = m_t;
        t.otherRecords.append(
            {QStringLiteral("### TieBreaks @ Round %1: %2 -> %3")
                    .arg(round)
                    .arg(m_t.tieBreaks.isEmpty() ? QStringLiteral("(default)")
                                                 : m_t.tieBreaks.join(u' '),
                        specs.isEmpty() ? QStringLiteral("(default)") : specs.join(u' '))});
        rows->append(EventRepository::otherRecordsChange(t));
    }
}

bool TournamentDatabase::setScoring(const ScoringSystem &s, const QString &reason, QString *error)
{
    return commit(tr("Scoring: win %1, draw %2, loss %3")
                      .arg(s.win.toString(), s.draw.toString(), s.loss.toString()),
        {EventRepository::change(QStringLiteral("scoring"), EventRepository::scoringText(s))},
        reason, error);
}

bool TournamentDatabase::setEventField(
    const QString &field, const QString &value, const QString &reason, QString *error)
{
    if (const auto refused = checkEventField(field, value))
        return fail(error, *refused);
    return commit(tr("Event %1: %2").arg(field, value), {EventRepository::change(field, value)},
        reason, error);
}

bool TournamentDatabase::setInitialColour(
    Colour colour, std::optional<quint64> lotSeed, const QString &reason, QString *error)
{
    if (colour == Colour::None)
        return fail(error, tr("the initial colour is white or black"));
    Tournament t = m_t;
    recordInitialColour(t, colour, lotSeed ? &*lotSeed : nullptr);
    const QString name = colour == Colour::White ? tr("white") : tr("black");
    const QString what = lotSeed
        ? tr("Initial colour (C.04.3 E.5): %1, drawn by lot with seed %2").arg(name).arg(*lotSeed)
        : tr("Initial colour (C.04.3 E.5): %1").arg(name);
    return commit(what, {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::drawLots(const QString &reason, QString *error)
{
    if (const auto seed = recordedLotsSeed(m_t))
        return fail(error, tr("lots were drawn already (seed %1); undo that first").arg(*seed));
    const quint64 seed = eventLotsSeed(m_t);
    Tournament t = m_t;
    t.otherRecords.append({lotsRecord(lastRoundWithGames(m_t), seed)});
    return commit(tr("Remaining ties broken by drawing of lots (C.07 Art. 4.2), seed %1").arg(seed),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::setRoundRobinNumbers(
    const RoundRobinNumbers &numbers, const QString &reason, QString *error)
{
    if (!m_t.isRoundRobin())
        return fail(error, tr("round-robin numbers are for a round robin"));
    if (resultCount() > 0)
        return fail(
            error, tr("the round robin has begun: its pairing numbers stay as they were drawn"));
    Tournament t = m_t;
    t.replaceRecords(QStringLiteral("### Round-robin numbers:"), numbers.record());
    if (!recordedRoundRobinNumbers(t))
        return fail(error, tr("the round-robin numbers must name every player once"));
    return commit(numbers.seed ? tr("Round-robin numbers drawn by lot (seed %1)").arg(*numbers.seed)
                               : tr("Round-robin numbers set by the arbiter"),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::setExternalValues(const QList<QPair<int, Fixed>> &values,
    const QString &why, const QString &reason, QString *error)
{
    if (values.isEmpty())
        return fail(error, tr("no external tie-break value is given"));
    QSet<int> seen;
    for (const auto &[startNo, value] : values) {
        if (m_t.indexOf(startNo) < 0)
            return fail(error, tr("there is no player %1").arg(startNo));
        if (seen.contains(startNo))
            return fail(error, tr("player %1 is given two external values").arg(startNo));
        seen.insert(startNo);
    }
    if (why.trimmed().isEmpty())
        return fail(error, tr("external tie-break values need the reason for them"));
    ExternalValues set;
    set.round = lastRoundWithGames(m_t);
    set.values = values;
    set.reason = why.trimmed();
    Tournament t = m_t;
    t.otherRecords.append({set.record()});
    return commit(
        tr("External tie-break values (EXT) for %n player(s)", nullptr, int(values.size())),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::setNormExemption(
    FederationExemption exemption, const QString &reason, QString *error)
{
    if (exemption == recordedFederationExemption(m_t))
        return fail(error, tr("the title norms' federation requirements are already so"));
    Tournament t = m_t;
    t.replaceRecords(federationExemptionRecordPrefix(), federationExemptionRecord(exemption));
    return commit(
        tr("Title norms' federation requirements: %1").arg(federationExemptionName(exemption)),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::setArbiterOrder(
    const QList<int> &startNos, const QString &why, const QString &reason, QString *error)
{
    if (startNos.size() < 2)
        return fail(error, tr("an order of tied players names at least two players"));
    QSet<int> seen;
    for (int s : startNos) {
        if (m_t.indexOf(s) < 0)
            return fail(error, tr("there is no player %1").arg(s));
        if (seen.contains(s))
            return fail(error, tr("player %1 is named twice in the order").arg(s));
        seen.insert(s);
    }
    if (why.trimmed().isEmpty())
        return fail(error, tr("an order of tied players needs the reason for it"));
    ArbiterOrder order;
    order.round = lastRoundWithGames(m_t);
    order.startNos = startNos;
    order.reason = why.trimmed();
    Tournament t = m_t;
    t.otherRecords.append({order.record()});
    QStringList names;
    for (int s : startNos)
        names << QStringLiteral("%1 (%2)").arg(m_t.players[m_t.indexOf(s)].name).arg(s);
    return commit(
        tr("Tied players ordered by the arbiter: %1").arg(names.join(QStringLiteral(", "))),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::leaveFideMode(const QString &reason, QString *error)
{
    if (!isFideMode(m_t))
        return fail(error, tr("the event has left FIDE mode already; it cannot enter it again"));
    if (reason.trimmed().isEmpty())
        return fail(error, tr("leaving FIDE mode needs a reason"));
    FideModeExit exit;
    exit.round = lastRoundWithGames(m_t);
    exit.reason = reason.trimmed();
    exit.arbiter = m_t.chiefArbiter;
    exit.when = QDateTime::currentDateTimeUtc();
    Tournament t = m_t;
    t.otherRecords.append({exit.record()});
    return commit(exit.round > 0 ? tr("Left FIDE mode after round %1").arg(exit.round)
                                 : tr("Left FIDE mode before round 1"),
        {EventRepository::otherRecordsChange(t)}, reason, error);
}

bool TournamentDatabase::setCategories(
    const QList<PlayerCategory> &categories, const QString &reason, QString *error)
{
    if (const auto refused = PlayerCategories::check(categories))
        return fail(error, *refused);
    QStringList names;
    for (const PlayerCategory &c : categories)
        names.append(c.name.trimmed());
    const QString what = names.isEmpty()
        ? tr("No player categories")
        : tr("Player categories: %1").arg(names.join(QStringLiteral(", ")));
    return commit(what,
        {EventRepository::change(
            QStringLiteral("categories"), PlayerCategories::toText(categories))},
        reason, error);
}

bool TournamentDatabase::setPrizeFund(
    const std::optional<PrizeFund> &fund, const QString &reason, QString *error)
{
    if (fund)
        if (const auto refused = checkPrizeFund(*fund))
            return fail(error, *refused);
    const QString what = fund
        ? tr("Prize fund: %n prize(s), %1; ties: %2", nullptr, int(fund->prizes.size()))
              .arg(fund->money(fund->total()), sharingName(fund->sharing))
        : tr("No prize fund");
    return commit(what,
        {EventRepository::change(QStringLiteral("prizeFund"),
            fund ? QString::fromUtf8(writePrizeFund(*fund, true)) : QString())},
        reason, error);
}

// Play-off.

bool TournamentDatabase::setPlayoffConfig(const std::optional<PlayoffConfig> &config,
    const QString &reason, QString *error, const QMap<int, QList<int>> &basis)
{
    QString what = tr("Remove the play-off");
    if (config) {
        if (!config->lotsSeed)
            return fail(error, tr("play-off: the lots seed must be recorded before it starts"));
        what = tr("Play-off: %1, lots seed %2")
                   .arg(PlayoffConfig::formatKey(config->format))
                   .arg(*config->lotsSeed);
    }
    ChangeSet changes = PlayoffRepository::configChanges(config);
    // The basis is an ordinary comment record (meta "otherRecords"): the same change.
    Tournament withBasis = m_t;
    storePlayoffBasis(withBasis, config ? basis : QMap<int, QList<int>>());
    for (const auto &[key, value] : EventRepository::metaOf(withBasis))
        if (key == u"otherRecords")
            changes.append(EventRepository::change(key, value));
    return commit(what, changes, reason, error);
}

bool TournamentDatabase::setPlayoffResult(int place, const QString &gameId,
    std::optional<GameResult> result, const QString &reason, QString *error)
{
    if (!storedPlayoffConfig(m_t))
        return fail(error, tr("play-off game %1: no play-off has been started").arg(gameId));
    if (place < 1)
        return fail(error, tr("play-off game %1: place %2 is invalid").arg(gameId).arg(place));
    if (gameId.isEmpty() || gameId.contains(QRegularExpression(QStringLiteral("\\s"))))
        return fail(error, tr("play-off game \"%1\": a game id has no spaces").arg(gameId));
    const QString what = result
        ? tr("Play-off for place %1, game %2: %3").arg(place).arg(gameId, gameResultText(*result))
        : tr("Play-off for place %1, game %2: no result").arg(place).arg(gameId);
    return commit(
        what, {PlayoffRepository::resultChange(m_t, place, gameId, result)}, reason, error);
}

// Presets.

QList<QPair<QString, QStringList>> TournamentDatabase::presets() const
{
    return storage::PresetRepository::tieBreakLists(m_connection->database());
}

bool TournamentDatabase::savePreset(const QString &name, const QStringList &specs, QString *error)
{
    if (name.trimmed().isEmpty())
        return fail(error, tr("a preset needs a name"));
    if (const auto refused = checkTieBreaks(specs))
        return fail(error, *refused);
    QSqlError e;
    if (!storage::PresetRepository::saveTieBreakList(m_connection->database(), name, specs, &e))
        return fail(error, tr("cannot write %1: %2").arg(path(), storage::writeProblem(e)));
    return true;
}

bool TournamentDatabase::applyPreset(const Preset &preset, const QString &reason, QString *error)
{
    QString message;
    const auto specs = preset.tieBreakSpecs(&message);
    if (!specs)
        return fail(error, tr("preset \"%1\": %2").arg(preset.id, message));
    QStringList texts;
    for (const TieBreakSpec &s : *specs)
        texts.append(s.text);
    auto changes = storage::PresetRepository::applyChanges(preset, texts);
    recordTieBreakChange(texts, &changes);
    // A preset that names its edition of C.07 sets the event's; one change, one undo.
    if (preset.rulesEdition)
        changes.append(storage::EventRepository::change(
            QStringLiteral("rulesEdition"), rulesVersionText(*preset.rulesEdition)));
    return commit(tr("Regulation preset: %1 (%2, version %3)")
                      .arg(preset.name, preset.id)
                      .arg(preset.version),
        changes, reason, error);
}

std::optional<Preset> TournamentDatabase::appliedPreset(QString *error) const
{
    // Before an event is open (the window at start) there is nothing to read: no query on a
    // closed connection ("QSqlQuery::prepare: database not open" at every start).
    if (!isOpen())
        return std::nullopt;
    QSqlError e;
    QString readError;
    auto preset = storage::PresetRepository::applied(m_connection->database(), &e, &readError);
    if (e.isValid())
        fail(error, tr("cannot read %1: %2").arg(path(), e.text()));
    else if (!readError.isEmpty())
        fail(error,
            tr("%1: the stored regulation preset cannot be read: %2").arg(path(), readError));
    return preset;
}

// Teams.

bool TournamentDatabase::setTeam(const Team &team, const QString &reason, QString *error)
{
    if (const auto refused = checkTeam(m_t, team))
        return fail(error, *refused);
    const bool exists = m_t.teamData.indexOf(team.number) >= 0;
    const QString what = exists ? tr("Edit team %1 %2").arg(team.number).arg(team.name)
                                : tr("Add team %1 %2").arg(team.number).arg(team.name);
    return commit(what, {TeamRepository::change(team)}, reason, error);
}

bool TournamentDatabase::removeTeam(int number, const QString &reason, QString *error)
{
    if (const auto refused = checkTeamRemoval(m_t, number))
        return fail(error, *refused);
    // The line-ups go explicitly (not by cascade) so that undo brings them back.
    ChangeSet rows;
    for (const TeamLineup &l : m_t.teamData.lineups) {
        if (l.team == number)
            rows.append(TeamRepository::lineupRemoval(l.round, l.team));
    }
    rows.append(TeamRepository::teamRemoval(number));
    const Team &team = m_t.teamData.teams[m_t.teamData.indexOf(number)];
    return commit(tr("Remove team %1 %2").arg(number).arg(team.name), rows, reason, error);
}

bool TournamentDatabase::setTeamLineup(
    const TeamLineup &lineup, const QString &reason, QString *error)
{
    if (const auto refused = checkTeamLineup(m_t, lineup))
        return fail(error, *refused);
    ChangeSet rows {TeamRepository::change(lineup)};
    // A match already paired is seated again on the new boards, as long as none of its games
    // has a result; the opposing team's line-up gets the opponent.
    Tournament after = m_t;
    TeamRepository::apply(after, rows.first());
    const Team &team = after.teamData.teams[after.teamData.indexOf(lineup.team)];
    bool results = false;
    QSet<int> played; // the team's players with a game in the round
    for (int s : team.players)
        if (const auto e = pairedEntry(after, s, lineup.round); e && e->opponent > 0) {
            played.insert(s);
            results = results || e->code != ' ';
        }
    const bool paired = !played.isEmpty();
    if (paired && results) {
        // A match with results keeps its games: the line-up may only say in which order its
        // players sat.
        QSet<int> chosen;
        for (int s : teamLineupOf(after, lineup.round, lineup.team))
            if (s > 0)
                chosen.insert(s);
        if (chosen != played)
            return fail(error,
                tr("round %1: the match of team %2 has results; its line-up can only give the "
                   "board order of the players who played")
                    .arg(lineup.round)
                    .arg(lineup.team));
    } else if (paired) {
        QString why;
        if (!reseatTeamMatch(after, lineup.round, lineup.team, &why))
            return fail(error, why);
        rows += RoundRepository::changes(m_t, after, lineup.round);
    }
    return commit(lineup.boards.isEmpty()
            ? tr("Round %1: line-up of team %2 as listed").arg(lineup.round).arg(lineup.team)
            : tr("Round %1: line-up of team %2").arg(lineup.round).arg(lineup.team),
        rows, reason, error);
}

bool TournamentDatabase::setTeamScoring(const TeamScoring &s, const QString &reason, QString *error)
{
    if (const auto refused = checkTeamScoring(s))
        return fail(error, *refused);
    return commit(tr("Team scoring: win %1, draw %2, loss %3%4")
                      .arg(s.win.toString(), s.draw.toString(), s.loss.toString(),
                          s.doubleZeroIsLoss ? tr(", 0-0 gives no match points") : QString()),
        {EventRepository::change(QStringLiteral("teamScoring"), TeamRepository::scoringText(s))},
        reason, error);
}

bool TournamentDatabase::setBoardColours(
    const QString &colours, const QString &reason, QString *error)
{
    if (const auto refused = checkBoardColours(colours))
        return fail(error, *refused);
    const QString c = colours.trimmed().toUpper();
    return commit(tr("Board colours: %1").arg(c.isEmpty() ? tr("alternating") : c),
        {EventRepository::change(QStringLiteral("boardColours"), c)}, reason, error);
}

} // namespace arb
