// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentdocument.h"

#include "playoff/playoffentrants.h"
#include "playoff/playoffstore.h"
#include "presets/tiebreaklist.h"
#include "result.h"
#include "teams/teamstandings.h"
#include "trf/trf.h"

#include <QFileInfo>

namespace arb {

TournamentDocument::TournamentDocument(QObject *parent)
    : QObject(parent)
{
}

bool TournamentDocument::replaceDatabase(const std::function<bool(TournamentDatabase &)> &openInto)
{
    // The file is opened into a database of its own first: one that fails to open (damaged,
    // empty, foreign, locked) leaves the open event as it was (issue #14, defect 1).
    TournamentDatabase candidate;
    if (!openInto(candidate))
        return false;
    m_db.swap(candidate); // candidate now holds the previous event and closes it
    m_warningsShown = m_db.warnings().size(); // the window shows them after opening
    recompute();
    emit changed();
    return true;
}

bool TournamentDocument::create(const QString &path, QString *error)
{
    return replaceDatabase([&](TournamentDatabase &db) { return db.create(path, error); });
}

bool TournamentDocument::open(const QString &path, QString *error)
{
    return replaceDatabase([&](TournamentDatabase &db) { return db.open(path, error); });
}

bool TournamentDocument::importTrf(const QByteArray &trf, const QString &path, QString *error)
{
    const TrfReadResult r = readTrf(trf);
    if (!r.ok()) {
        QStringList lines;
        for (const TrfMessage &m : r.errors)
            lines.append(m.toString());
        if (error)
            *error = tr("The TRF file cannot be imported:\n%1").arg(lines.join(u'\n'));
        return false;
    }
    // Nothing is left behind when the import fails (a full disk).
    const bool ok = replaceDatabase(
        [&](TournamentDatabase &db) { return db.createFrom(path, r.tournament, error); });
    if (!ok && error && error->trimmed().isEmpty())
        *error = tr("cannot create %1; nothing was imported").arg(path);
    return ok;
}

bool TournamentDocument::saveAs(const QString &path, bool continueOnCopy, QString *error)
{
    if (QFileInfo::exists(path)) {
        if (error)
            *error = tr("%1 already exists; choose another name").arg(path);
        return false;
    }
    QString text;
    if (!m_db.copyTo(path, &text)) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(path, text);
        return false;
    }
    return !continueOnCopy || open(path, error);
}

bool TournamentDocument::restoreBackup(const QString &backupPath, QString *error)
{
    const bool ok = m_db.restoreBackup(backupPath, error);
    m_warningsShown = m_db.warnings().size();
    recompute();
    emit changed();
    return ok;
}

int TournamentDocument::pairedRounds() const
{
    int n = 0;
    for (const Player &p : tournament().players) {
        for (int r = int(p.rounds.size()); r > n; --r) {
            if (p.rounds[r - 1] != RoundEntry()) {
                n = r;
                break;
            }
        }
    }
    return n;
}

QList<TieBreakSpec> TournamentDocument::tieBreakList() const
{
    return resolveTieBreakList(tournament(), {TieBreakScope::Individual, nullptr, {}, true})
        .tieBreaks;
}

void TournamentDocument::recompute()
{
    StandingsOptions options;
    options.tieBreaks = tieBreakList();
    // Live standings: after the last round with a result, not after the planned last round
    // (rounds still to come would count as unplayed rounds for everybody).
    const int last = tournament().roundCount();
    options.rounds = last;
    m_mainStandings = computeStandings(tournament(), options);
    m_standings = m_mainStandings;
    recomputeTeams(last);
    m_playoffs.clear();
    m_playoffStates.clear();
    m_playoffProblem.clear();
    QString stored;
    const auto config = storedPlayoffConfig(tournament(), &stored);
    m_playoffProblem = stored;
    if (!config)
        return;
    m_playoffs = arb::playoffInputs(tournament(), m_mainStandings, *config);
    for (const PlayoffInput &input : std::as_const(m_playoffs)) {
        QString error;
        const QMap<QString, GameResult> results
            = storedPlayoffResults(tournament(), input.place, &error);
        const PlayoffState state
            = runPlayoff(*config, input, results, config->lotsSeed.value_or(0));
        if (!error.isEmpty())
            m_playoffProblem = error;
        for (const QString &e : state.errors)
            m_playoffProblem = tr("Play-off for place %1: %2").arg(input.place).arg(e);
        m_playoffStates.append(state);
        m_standings = applyPlayoff(m_standings, input, state);
    }
}

std::optional<PlayoffConfig> TournamentDocument::playoffConfig() const
{
    return storedPlayoffConfig(tournament());
}

bool TournamentDocument::startPlayoff(const PlayoffConfig &config)
{
    QString error;
    return done(m_db.setPlayoffConfig(config, {}, &error), error);
}

bool TournamentDocument::removePlayoff()
{
    QString error;
    return done(m_db.setPlayoffConfig(std::nullopt, {}, &error), error);
}

bool TournamentDocument::setPlayoffResult(
    int place, const QString &gameId, std::optional<GameResult> result)
{
    const PlayoffGame *game = nullptr;
    for (int i = 0; i < m_playoffs.size(); ++i) {
        if (m_playoffs[i].place == place)
            game = m_playoffStates[i].game(gameId);
    }
    if (!game)
        return done(false,
            tr("Play-off for place %1: there is no game %2 in the plan").arg(place).arg(gameId));
    QString reason;
    if (m_reason && game->result && result != game->result) {
        const auto given = m_reason(tr("Play-off game %1: change the result from %2 to %3")
                                        .arg(gameId, gameResultText(*game->result),
                                            result ? gameResultText(*result) : tr("none")));
        if (!given)
            return false;
        reason = *given;
    }
    QString error;
    return done(m_db.setPlayoffResult(place, gameId, result, reason, &error), error);
}

QList<TieBreakSpec> TournamentDocument::teamTieBreakList() const
{
    return resolveTieBreakList(tournament(), {TieBreakScope::Team, nullptr, {}, true}).tieBreaks;
}

void TournamentDocument::recomputeTeams(int rounds)
{
    m_teamStandings = Standings();
    m_teamResults = TeamResults();
    if (!hasTeams())
        return;
    TeamStandingsOptions options;
    options.tieBreaks = teamTieBreakList();
    options.rounds = rounds;
    m_teamStandings = computeTeamStandings(tournament(), options);
    m_teamResults = computeTeamResults(tournament(), tournament().teamData.scoring);
}

bool TournamentDocument::setTeam(const Team &team)
{
    QString error;
    return done(m_db.setTeam(team, {}, &error), error);
}

bool TournamentDocument::setTeamLineup(const TeamLineup &lineup)
{
    QString error;
    return done(m_db.setTeamLineup(lineup, {}, &error), error);
}

bool TournamentDocument::setTeamScoring(const TeamScoring &scoring)
{
    QString error;
    return done(m_db.setTeamScoring(scoring, {}, &error), error);
}

bool TournamentDocument::done(bool ok, const QString &error)
{
    if (ok) {
        recompute();
        emit changed();
    } else if (!error.isEmpty()) {
        emit errorOccurred(error);
    }
    // What the change noticed besides (a removed FILE-wal, a failed backup; issue 13).
    const QStringList &warnings = m_db.warnings();
    if (warnings.size() > m_warningsShown) {
        const QStringList fresh = warnings.mid(m_warningsShown);
        m_warningsShown = warnings.size();
        emit errorOccurred(fresh.join(u'\n'));
    }
    return ok;
}

bool TournamentDocument::setPlayer(const Player &p)
{
    QString error;
    return done(m_db.setPlayer(p, {}, &error), error);
}

bool TournamentDocument::setCategories(const QList<PlayerCategory> &categories)
{
    QString error;
    return done(m_db.setCategories(categories, {}, &error), error);
}

bool TournamentDocument::addPlayer(const QString &name, int rating)
{
    Player p;
    p.startNo = tournament().players.isEmpty() ? 1 : tournament().players.last().startNo + 1;
    p.name = name;
    p.rating = rating;
    return setPlayer(p);
}

bool TournamentDocument::removePlayer(int startNo)
{
    QString error;
    return done(m_db.removePlayer(startNo, {}, &error), error);
}

bool TournamentDocument::setWithdrawal(int startNo, int fromRound)
{
    QString error;
    return done(m_db.setWithdrawal(startNo, fromRound, {}, &error), error);
}

bool TournamentDocument::setGame(int round, int white, int black, char whiteCode)
{
    QString error;
    return done(m_db.setGame(round, white, black, whiteCode, {}, &error), error);
}

bool TournamentDocument::setResult(int round, int startNo, char code)
{
    QString error;
    QString reason;
    const int i = tournament().indexOf(startNo);
    if (m_reason && i >= 0 && round >= 1 && round <= tournament().players[i].rounds.size()) {
        // A correction: a result already entered is replaced by another one.
        const RoundEntry &e = tournament().players[i].rounds[round - 1];
        // Only for a code the entry can take: an impossible one is refused without asking.
        const bool byeChange
            = e.opponent == 0 && e.code != ' ' && e.code != code && result::isByeCode(code);
        const bool gameChange = e.opponent > 0 && e.code != ' ' && e.code != code && code != ' '
            && result::isGameCode(code) && !(code == 'X' && e.code == '-');
        if (byeChange || gameChange) {
            const auto given = m_reason(tr("Round %1: change the result of player %2 from %3 to %4")
                                            .arg(round)
                                            .arg(startNo)
                                            .arg(QChar(e.code), QChar(code)));
            if (!given)
                return false;
            reason = *given;
        }
    }
    return done(m_db.setResult(round, startNo, code, reason, &error), error);
}

bool TournamentDocument::setBye(int round, int startNo, char code)
{
    QString error;
    return done(m_db.setBye(round, startNo, code, {}, &error), error);
}

bool TournamentDocument::clearEntry(int round, int startNo)
{
    QString error;
    return done(m_db.clearEntry(round, startNo, {}, &error), error);
}

bool TournamentDocument::pairRound(
    int round, const QList<Board> &boards, const QString &method, const QStringList &changes)
{
    QString error;
    const QString reason = changes.isEmpty()
        ? QString()
        : tr("manual changes: %1").arg(changes.join(QStringLiteral("; ")));
    return done(m_db.setRoundPairing(round, boards, method, reason, &error), error);
}

bool TournamentDocument::unpairRound(int round)
{
    QString error;
    return done(m_db.unpairRound(round, {}, &error), error);
}

bool TournamentDocument::setRoundRobinPairing(
    TournamentType type, const QList<QList<Board>> &rounds)
{
    QString error;
    return done(m_db.setRoundRobinPairing(type, rounds, {}, &error), error);
}

bool TournamentDocument::applyPreset(const Preset &preset)
{
    QString error;
    return done(m_db.applyPreset(preset, {}, &error), error);
}

bool TournamentDocument::setTieBreaks(const QStringList &specs)
{
    QString error;
    return done(m_db.setTieBreaks(specs, {}, &error), error);
}

bool TournamentDocument::setEventField(const QString &field, const QString &value)
{
    QString error;
    return done(m_db.setEventField(field, value, {}, &error), error);
}

bool TournamentDocument::undo()
{
    QString error;
    return done(m_db.undo(&error), error);
}

bool TournamentDocument::redo()
{
    QString error;
    return done(m_db.redo(&error), error);
}

} // namespace arb
