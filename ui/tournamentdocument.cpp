// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentdocument.h"

#include "connection.h"

#include "pairing/pairingcheck.h"
#include "playoff/playoffconfig.h"
#include "playoff/playoffentrants.h"
#include "playoff/playoffstore.h"
#include "presets/tiebreaklist.h"
#include "result.h"
#include "rounds/pairingsmodel.h"
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "rules/tournamentchecks.h"
#include "rulesedition.h"
#include "trf/trf.h"

#include <QFile>
#include <QFileInfo>

namespace arb {

TournamentDocument::TournamentDocument(QObject *parent)
    : QObject(parent)
{
    // Another program changed the event on the server: the views follow.
    m_db.setRefreshed([this] {
        recompute();
        emit changed();
    });
}

bool TournamentDocument::replaceDatabase(const std::function<bool(TournamentDatabase &)> &openInto)
{
    // The file is opened into a database of its own first: one that fails to open (damaged,
    // empty, foreign, locked) leaves the open event as it was.
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

bool TournamentDocument::createEvent(const QString &path,
    const QList<QPair<QString, QString>> &fields, const std::optional<Preset> &preset,
    const std::optional<ScoringSystem> &scoring, QString *error, const TeamData &teams,
    const QString &outsideFideMode)
{
    return replaceDatabase([&](TournamentDatabase &db) {
        if (!db.create(path, error))
            return false;
        if (db.setUpEvent(fields, preset, scoring, teams, {}, error, outsideFideMode))
            return true;
        db.close();
        storage::removeDatabaseFiles(path);
        return false;
    });
}

bool TournamentDocument::open(const QString &path, QString *error)
{
    return replaceDatabase([&](TournamentDatabase &db) { return db.open(path, error); });
}

bool TournamentDocument::importTrf(const QByteArray &trf, const QString &path, QString *error,
    const std::function<bool(const QStringList &rounds)> &confirm)
{
    TrfReadResult r = readTrf(trf);
    if (!r.ok()) {
        QStringList lines;
        for (const TrfMessage &m : r.errors)
            lines.append(m.toString());
        if (error)
            *error = tr("The TRF file cannot be imported:\n%1").arg(lines.join(u'\n'));
        return false;
    }
    // Every round paired again by the rules the file names; a round they would not give is
    // shown, and kept only when the arbiter says so, recorded in the event and its report.
    const PairingCheck check = checkPairings(r.tournament);
    QStringList differing, records;
    for (const RoundCheck &round : check.rounds) {
        if (round.agrees())
            continue;
        differing << roundCheckText(round);
        if (const QString record = importRecord(round); !r.tournament.hasRecord(record))
            records << record;
    }
    if (!differing.isEmpty() && confirm && !confirm(differing)) {
        if (error)
            *error = tr("the import was cancelled; nothing was imported");
        return false;
    }
    for (const QString &record : std::as_const(records))
        r.tournament.otherRecords.append({record});
    // The byes announced for the round to be paired become the players' requested byes.
    r.tournament.applyAnnouncedByes(lastRoundWithGames(r.tournament) + 1);
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

QString TournamentDocument::markedName(const Player &p, int afterRound) const
{
    const int from = m_db.withdrawnFrom(p.startNo);
    // After an earlier round than the last with a result: marked once he had withdrawn.
    const bool live = afterRound <= 0 || afterRound >= tournament().roundCount();
    return from > 0 && (live || from <= afterRound)
        ? tr("%1 (withdrawn from round %2)").arg(p.name).arg(from)
        : p.name;
}

int TournamentDocument::standingsRound(int round) const
{
    const int last = tournament().roundCount();
    return round <= 0 || round >= last ? last : round;
}

Standings TournamentDocument::standingsAfter(int round) const
{
    if (standingsRound(round) == tournament().roundCount())
        return m_standings;
    StandingsOptions options;
    options.tieBreaks = tieBreakList();
    options.rounds = round;
    options.leftEvent = m_db.withdrawals().keys();
    return computeStandings(tournament(), options);
}

QString TournamentDocument::playerLabel(int startNo) const
{
    const Tournament &t = tournament();
    const int i = t.indexOf(startNo);
    return QStringLiteral("%1 (%2)").arg(i >= 0 ? t.players[i].name : QString()).arg(startNo);
}

QString TournamentDocument::correctionQuestion(int round, int startNo, char code) const
{
    const Tournament &t = tournament();
    const Player &p = t.players[t.indexOf(startNo)];
    const RoundEntry &e = p.rounds[round - 1];
    if (e.opponent == 0)
        return tr("Round %1: change the bye of %2 from %3 to %4")
            .arg(round)
            .arg(playerLabel(startNo), PairingsModel::resultText(e.code, true),
                PairingsModel::resultText(code, true));
    // As the Rounds tab shows the board: White's view, a double forfeit as "- - -".
    const int o = t.indexOf(e.opponent);
    const char theirs = o >= 0 && round <= t.players[o].rounds.size()
        ? t.players[o].rounds[round - 1].code
        : result::mirrored(e.code);
    const bool white = e.colour != Colour::Black;
    auto board = [white](char mine, char other) {
        if (mine == 'X' || (mine == '-' && other == '-'))
            return PairingsModel::resultText('X', false);
        return PairingsModel::resultText(white ? mine : other, false);
    };
    return tr("Round %1: change the result of %2 – %3 from %4 to %5")
        .arg(round)
        .arg(playerLabel(white ? startNo : e.opponent), playerLabel(white ? e.opponent : startNo),
            board(e.code, theirs), board(code, result::mirrored(code)));
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
    options.leftEvent = m_db.withdrawals().keys();
    m_mainStandings = computeStandings(tournament(), options);
    m_standings = m_mainStandings;
    recomputeTeams(last);
    StoredPlayoff playoff = storedPlayoffOutcome(tournament(), m_mainStandings);
    m_standings = std::move(playoff.standings);
    m_playoffs = std::move(playoff.inputs);
    m_playoffStates = std::move(playoff.states);
    m_playoffProblem = std::move(playoff.problem);
    m_playoffEarlier = playoff.onEarlierStandings;
}

std::optional<PlayoffConfig> TournamentDocument::playoffConfig() const
{
    return storedPlayoffConfig(tournament());
}

bool TournamentDocument::startPlayoff(const PlayoffConfig &config)
{
    const QList<PlayoffInput> ties = tournament().roundCount() == 0
        ? QList<PlayoffInput>()
        : arb::playoffInputs(tournament(), m_mainStandings, config);
    if (ties.isEmpty())
        return done(false, noTieMessage(config));
    QString error;
    return done(m_db.setPlayoffConfig(config, {}, &error, playoffGroups(ties)), error);
}

QString TournamentDocument::noTieMessage(const PlayoffConfig &config) const
{
    // Refused with the reason: nobody to play off.
    if (tournament().players.size() < 2 || tournament().roundCount() == 0)
        return tr("No play-off: the event has no results yet, so nobody is tied.");
    const QString on
        = config.qualifyingTieBreaks == 0 ? tr("on points") : tr("on points and tie-breaks");
    return config.places == PlayoffPlaces::FirstOnly
        ? tr("No play-off: nobody is tied for first place (%1).").arg(on)
        : tr("No play-off: nobody is tied for any place (%1).").arg(on);
}

bool TournamentDocument::canStartPlayoff(const PlayoffConfig &config)
{
    if (tournament().roundCount() > 0
        && !arb::playoffInputs(tournament(), m_mainStandings, config).isEmpty())
        return true;
    emit errorOccurred(noTieMessage(config));
    return false;
}

bool TournamentDocument::confirmAfterPlayoff()
{
    if (!m_confirm || m_playoffEarlier)
        return true;
    bool played = false;
    for (const PlayoffState &state : std::as_const(m_playoffStates))
        for (const PlayoffGame &g : state.games)
            played = played || g.result.has_value();
    if (!played)
        return true;
    return m_confirm(
        tr("A play-off has been played on the present standings. This change of the main "
           "event's results can change who is tied: the play-off then stays recorded, marked as "
           "based on the earlier standings, and decides no place. Make the change?"));
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

bool TournamentDocument::done(bool ok, const QString &error)
{
    if (ok) {
        recompute();
        emit changed();
    } else if (!error.isEmpty()) {
        if (m_db.connectionLost())
            emit connectionLost();
        emit errorOccurred(error);
    }
    // What the change noticed besides (a removed FILE-wal, a failed backup).
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

bool TournamentDocument::setPrizeFund(const std::optional<PrizeFund> &fund)
{
    QString error;
    return done(m_db.setPrizeFund(fund, {}, &error), error);
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

bool TournamentDocument::expel(int startNo, int fromRound, const QString &reason)
{
    QString error;
    return done(m_db.expel(startNo, fromRound, reason, &error), error);
}

bool TournamentDocument::setWithdrawal(int startNo, int fromRound)
{
    if (!confirmAfterPlayoff())
        return false;
    QString error;
    return done(m_db.setWithdrawal(startNo, fromRound, {}, &error), error);
}

bool TournamentDocument::assignPairingNumbers(const PairingNumbers::Ranking &ranking, int *count)
{
    QString error;
    return done(m_db.assignPairingNumbers(ranking, {}, &error, count), error);
}

bool TournamentDocument::setInitialRanking(const PairingNumbers::Ranking &ranking)
{
    QString error;
    return done(m_db.setInitialRanking(ranking, {}, &error), error);
}

bool TournamentDocument::setNationalRating(int startNo, int rating)
{
    QString error;
    return done(m_db.setNationalRating(startNo, rating, {}, &error), error);
}

bool TournamentDocument::updateRatings(
    const RatingListCheck &check, const QString &listName, int *count)
{
    QString error;
    return done(m_db.updateRatings(check, listName, {}, &error, count), error);
}

bool TournamentDocument::setHalfByesAllowed(const QList<int> &startNos, bool allowed)
{
    QString error;
    return done(m_db.setHalfByesAllowed(startNos, allowed, {}, &error), error);
}

bool TournamentDocument::setRatingType(RatingType type)
{
    QString error;
    return done(m_db.setRatingType(type, {}, &error), error);
}

bool TournamentDocument::swapColours(int round, int startNo)
{
    const Tournament &t = tournament();
    const auto e = pairedEntry(t, startNo, round);
    if (!e || e->opponent <= 0) {
        emit errorOccurred(tr("Round %1: player %2 has no game").arg(round).arg(startNo));
        return false;
    }
    const auto correction = colourCorrectionOf(t, round, startNo);
    if (e->code == ' ' && !correction) {
        emit errorOccurred(
            tr("Round %1 has no result on this board and no later round is paired: change its "
               "colours in Edit pairings, where the round is compared with the rules' pairing.")
                .arg(round));
        return false;
    }
    if (!confirmAfterPlayoff())
        return false;
    const bool white = e->colour == Colour::White;
    const int w = white ? startNo : e->opponent;
    const int b = white ? e->opponent : startNo;
    QString question = tr("Round %1: %2 – %3 was played the other way round: %3 had White. "
                          "Correct the colours (the result stays)?")
                           .arg(round)
                           .arg(playerLabel(w), playerLabel(b));
    if (correction && correction->pairedThrough > round)
        question += u'\n'
            + (correction->pairedThrough == round + 1
                    ? tr("Round %1 was paired on the old colours: it stays as it is (C.04.2 4.3). "
                         "The correction is recorded in the audit log and the rating report.")
                          .arg(correction->pairedThrough)
                    : tr("Rounds %1-%2 were paired on the old colours: they stay as they are "
                         "(C.04.2 4.3). The correction is recorded in the audit log and the "
                         "rating report.")
                          .arg(round + 1)
                          .arg(correction->pairedThrough));
    QString reason;
    if (m_reason) {
        const auto given = m_reason(question);
        if (!given)
            return false;
        reason = *given;
    }
    QString error;
    return done(m_db.swapColours(round, startNo, reason, &error), error);
}

bool TournamentDocument::setOver30Days(bool over)
{
    QString error;
    return done(m_db.setOver30Days(over, {}, &error), error);
}

bool TournamentDocument::setTieBreakRatings(TieBreakRatings which)
{
    QString error;
    return done(m_db.setTieBreakRatings(which, {}, &error), error);
}

bool TournamentDocument::setLaterRating(const LaterRating &r)
{
    QString error;
    return done(m_db.setLaterRating(r, {}, &error), error);
}

bool TournamentDocument::setRatingMethod(const RatingMethodRecord &method)
{
    QString error;
    return done(m_db.setRatingMethod(method, {}, &error), error);
}

bool TournamentDocument::setRoundSchedule(const QList<RoundSlot> &planned)
{
    QString error;
    return done(m_db.setRoundSchedule(planned, {}, &error), error);
}

bool TournamentDocument::setPairingRules(const PairingRules &rules)
{
    QString error;
    return done(m_db.setPairingRules(rules, {}, &error), error);
}

bool TournamentDocument::setGame(
    int round, int white, int black, char whiteCode, const ManualPairing *manual)
{
    if (!confirmAfterPlayoff())
        return false;
    QString error;
    return done(m_db.setGame(round, white, black, whiteCode, {}, &error, manual), error);
}

bool TournamentDocument::setResult(int round, int startNo, char code)
{
    if (const int i = tournament().indexOf(startNo); i >= 0
        && tournament().players[i].rounds.value(round - 1).code != code && !confirmAfterPlayoff())
        return false;
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
            QString question = correctionQuestion(round, startNo, code);
            // C.04.2 4.3: later rounds paired on the old result stay as they are.
            if (const auto c = correctionOf(tournament(), round, startNo, code))
                question += u'\n'
                    + (c->pairedThrough == round + 1
                            ? tr("Round %1 was paired on the old result: it stays as it is "
                                 "(C.04.2 4.3). The correction is recorded in the audit log and "
                                 "the rating report.")
                                  .arg(c->pairedThrough)
                            : tr("Rounds %1-%2 were paired on the old result: they stay as they "
                                 "are (C.04.2 4.3). The correction is recorded in the audit log "
                                 "and the rating report.")
                                  .arg(round + 1)
                                  .arg(c->pairedThrough));
            const auto given = m_reason(question);
            if (!given)
                return false;
            reason = *given;
        }
    }
    return done(m_db.setResult(round, startNo, code, reason, &error), error);
}

bool TournamentDocument::setBye(int round, int startNo, char code, const ManualPairing *manual)
{
    if (!confirmAfterPlayoff())
        return false;
    QString error;
    return done(m_db.setBye(round, startNo, code, {}, &error, manual), error);
}

bool TournamentDocument::clearEntry(int round, int startNo)
{
    if (!confirmAfterPlayoff())
        return false;
    QString error;
    return done(m_db.clearEntry(round, startNo, {}, &error), error);
}

bool TournamentDocument::pairRound(int round, const QList<Board> &boards, const QString &method,
    const QStringList &changes, const std::optional<ManualPairing> &manual)
{
    QString error;
    const QString reason = changes.isEmpty()
        ? QString()
        : tr("manual changes: %1").arg(changes.join(QStringLiteral("; ")));
    return done(m_db.setRoundPairing(round, boards, method, reason, &error, manual), error);
}

bool TournamentDocument::setInitialColour(Colour colour, std::optional<quint64> lotSeed)
{
    QString error;
    return done(m_db.setInitialColour(colour, lotSeed, {}, &error), error);
}

bool TournamentDocument::unpairRound(int round)
{
    QString error;
    return done(m_db.unpairRound(round, {}, &error), error);
}

bool TournamentDocument::setRoundRobinPairing(
    TournamentType type, const QList<QList<Board>> &rounds, const QString &systemCode)
{
    QString error;
    return done(m_db.setRoundRobinPairing(type, rounds, systemCode, {}, &error), error);
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
    QString stored = value.trimmed();
    // Dates are understood as typed (2026-11-23, 23.11.2026, 23/11/2026, 23 November 2026) and
    // stored as ISO dates; what cannot be read is refused by name.
    if ((field == u"startDate" || field == u"endDate") && !stored.isEmpty()) {
        const QString label = field == u"startDate" ? tr("Start date") : tr("End date");
        stored = isoStartDate(value);
        if (stored.isEmpty())
            return done(false,
                tr("%1 \"%2\" cannot be read: type it as 2026-11-23 or 23.11.2026")
                    .arg(label, value.trimmed()));
        const QString start = field == u"startDate" ? stored : isoStartDate(tournament().startDate);
        const QString end = field == u"endDate" ? stored : isoStartDate(tournament().endDate);
        if (!start.isEmpty() && !end.isEmpty() && end < start)
            return done(false,
                tr("%1 %2: the event cannot end (%3) before it starts (%4)")
                    .arg(label, value.trimmed(), end, start));
    }
    QString error;
    return done(m_db.setEventField(field, stored, {}, &error), error);
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

bool TournamentDocument::reconnect(QString *error)
{
    if (!m_db.reconnect(error))
        return false;
    m_warningsShown = m_db.warnings().size();
    recompute();
    emit changed();
    return true;
}

} // namespace arb
