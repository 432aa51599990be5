// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditentry.h"
#include "backups.h"
#include "norms/normevent.h"
#include "pairing/dutch.h"
#include "pairing/pairingcheck.h"
#include "pairing/pairingrules.h"
#include "pairing/roundrobinnumbers.h"
#include "pairing/swissteam.h"
#include "players/pairingnumbers.h"
#include "players/ratinglistcheck.h"
#include "players/ratingperiods.h"
#include "playoff/playoff.h"
#include "presets/preset.h"
#include "rowstore.h"
#include "rules/corrections.h"
#include "tournament.h"
#include "trf/roundschedule.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace arb {

namespace storage {
    class Connection;
    class ChangeJournal;
    namespace notifications {
        class ChangeListener;
    }
} // namespace storage

//! One tournament stored in one SQLite file (WAL, foreign keys, schema version in
//! PRAGMA user_version). Every change is one transaction and one audit-log entry; undo and redo
//! replay the log, so they survive restarts. The whole tournament is also kept in memory.
//!
//! The facade of storage/: the connection and lock (storage::Connection), the schema
//! (storage/migrations/*.sql), the audit log (storage::ChangeJournal) and one repository per
//! aggregate (event, players, rounds, teams, play-off, presets). The checks that refuse
//! impossible input are in core (core/rules/tournamentchecks.h, core/eventfields.h).
class TournamentDatabase
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    static constexpr int SchemaVersion = 10;
    static constexpr int ApplicationId = 0x41524249; // "ARBI"

    TournamentDatabase();
    ~TournamentDatabase();
    TournamentDatabase(const TournamentDatabase &) = delete;
    TournamentDatabase &operator=(const TournamentDatabase &) = delete;
    //! Exchanges the open files of two databases (the document opens a file into a new one first,
    //! so that a file that fails to open leaves the open event as it was).
    void swap(TournamentDatabase &other) noexcept;

    //! Creates a new, empty tournament database at \a path (":memory:" for an in-memory one);
    //! an existing file is refused.
    bool create(const QString &path, QString *error = nullptr);
    //! Creates a new database at \a path holding \a t (create() and importTournament()); on
    //! failure no file is left behind.
    bool createFrom(const QString &path, const Tournament &t, QString *error = nullptr);
    //! Opens an existing database, migrating an older schema; refuses newer, foreign, damaged
    //! or already opened files with a message naming the file.
    bool open(const QString &path, QString *error = nullptr);
    //! Closes the database and releases its lock.
    void close();
    bool isOpen() const;
    //! The file name, or for an event on a PostgreSQL server its URL without the password.
    QString path() const;
    //! Returns true for an event on a PostgreSQL server (opened or created from a
    //! postgresql://user@host:port/database URL instead of a file name): the same
    //! tables, changes and audit log; no lock file, WAL, checkpoints or backup files.
    bool isServer() const;
    //! Returns what opening the file found without refusing it, one message each naming the
    //! file (and the table and row): rows a tournament cannot hold, kept in the file but not
    //! used, a stale lock taken over; and what later changes noticed.
    const QStringList &warnings() const { return m_warnings; }

    //! Returns the tournament as stored (kept in memory, updated by every change).
    const Tournament &tournament() const { return m_t; }
    //! Reads the whole tournament back from the file, bypassing the in-memory copy.
    std::optional<Tournament> load(QString *error = nullptr) const;
    //! Returns the round from which \a startNo is withdrawn, or 0.
    int withdrawnFrom(int startNo) const { return m_withdrawn.value(startNo, 0); }
    //! Returns every withdrawal: start number to the round from which the player is withdrawn.
    const QHash<int, int> &withdrawals() const { return m_withdrawn; }

    //! Replaces the content of an empty database with \a t; the import is the base of the log.
    bool importTournament(const Tournament &t, QString *error = nullptr);
    //! Returns the tournament as TRF with the tie-break list as 202 and the audit log as ###.
    QByteArray exportTrf() const;

    //! Adds a player, or changes one (matched by start number); rounds are left unchanged.
    bool setPlayer(const Player &p, const QString &reason = {}, QString *error = nullptr);
    //! Removes a player who has no rounds entered.
    bool removePlayer(int startNo, const QString &reason = {}, QString *error = nullptr);
    //! Gives every player the pairing number of the initial ranking \a ranking (C.04.2 Art. 2;
    //! PairingNumbers::assignment()) and stores the ranking: one audited change (one undo step)
    //! that carries every reference along (games, byes, withdrawals, prohibited pairs, virtual
    //! points). \a renumberedCount gets how many players got another number. Refused for a team
    //! event or once a play-off is set up.
    bool assignPairingNumbers(const PairingNumbers::Ranking &ranking, const QString &reason = {},
        QString *error = nullptr, int *renumberedCount = nullptr);
    //! Sets the dates (the 132 record) and start times of the rounds: one audited change.
    bool setRoundSchedule(
        const QList<RoundSlot> &planned, const QString &reason = {}, QString *error = nullptr);
    //! Stores the last key of the initial ranking (a "### initial ranking:" record) without
    //! renumbering anybody: one audited change.
    bool setInitialRanking(const PairingNumbers::Ranking &ranking, const QString &reason = {},
        QString *error = nullptr);
    //! Sets the national rating of \a startNo (0: none) in the record of the federation whose
    //! national ratings count (RatingMethods::nationalFederation): one audited change; refused
    //! when no federation is known.
    bool setNationalRating(
        int startNo, int rating, const QString &reason = {}, QString *error = nullptr);
    //! Sets the ratings, K factors and rating sources of the players \a check found in the
    //! rating list \a listName: one audited change (nothing when nothing changes).
    bool updateRatings(const RatingListCheck &check, const QString &listName,
        const QString &reason = {}, QString *error = nullptr, int *changedCount = nullptr);
    //! Says whether the event lasts more than 30 days (its players' ratings may change during
    //! it): one audited change.
    bool setOver30Days(bool over, const QString &reason = {}, QString *error = nullptr);
    //! Sets which rating the rating-based tie-breaks take in an event over 30 days: one
    //! audited change.
    bool setTieBreakRatings(
        TieBreakRatings which, const QString &reason = {}, QString *error = nullptr);
    //! Sets the rating \a r.startNo holds from round \a r.fromRound on (2 to the number of
    //! rounds) in an event over 30 days; \a r.rating -1 removes it. One audited change.
    bool setLaterRating(const LaterRating &r, const QString &reason = {}, QString *error = nullptr);
    //! Sets the rating list the event is rated on (standard, rapid, blitz): one audited change.
    bool setRatingType(RatingType type, const QString &reason = {}, QString *error = nullptr);
    //! Allows or refuses half-point byes to the players \a startNos (the event's regulations;
    //! FIDE's program checklist L74): one audited change.
    bool setHalfByesAllowed(const QList<int> &startNos, bool allowed, const QString &reason = {},
        QString *error = nullptr);
    //! Sets how the tournament rating of the initial ranking comes from the FIDE and national
    //! ratings (the 172 record) without renumbering anybody: one audited change.
    bool setRatingMethod(
        const RatingMethodRecord &method, const QString &reason = {}, QString *error = nullptr);
    //! Sets the event's acceleration and prohibited pairs (pairing/pairingrules.h: 250, XXA, 260
    //! and XXP records, and Baku's _BAKU in the 192 code): one audited change. A prohibited pair
    //! naming an unknown player is refused.
    bool setPairingRules(
        const PairingRules &rules, const QString &reason = {}, QString *error = nullptr);
    //! Sets the round (1-based) from which \a startNo is withdrawn; 0 revokes the withdrawal.
    //! Expels \a startNo from round \a fromRound for \a reason: withdrawn from that round and
    //! recorded as "### Expelled @ Round n: player S" in one audited change. A Swiss leaves him out
    //! of its standings (his games still count for his opponents; FIDE's program checklist M80).
    bool expel(int startNo, int fromRound, const QString &reason, QString *error = nullptr);
    bool setWithdrawal(
        int startNo, int fromRound, const QString &reason = {}, QString *error = nullptr);
    //! Pairs \a white against \a black in \a round with \a whiteCode ('1', '=', '0', '+', '-',
    //! 'W', 'D', 'L' or ' ' when not yet played); former opponents of either are unpaired.
    //! \a manual: the round's manual-pairing record this change makes (FIDE mode), in the same
    //! change.
    bool setGame(int round, int white, int black, char whiteCode = ' ', const QString &reason = {},
        QString *error = nullptr, const ManualPairing *manual = nullptr);
    //! Sets the result of \a startNo's game in \a round from their view; the opponent gets the
    //! mirrored code. Refuses codes impossible for the entry (e.g. a bye code for a game).
    bool setResult(
        int round, int startNo, char code, const QString &reason = {}, QString *error = nullptr);
    //! Gives \a startNo a bye in \a round: 'H' half, 'F' full, 'U' pairing-allocated, 'Z' zero.
    bool setBye(int round, int startNo, char code, const QString &reason = {},
        QString *error = nullptr, const ManualPairing *manual = nullptr);
    //! Removes \a startNo's entry in \a round, and the opponent's one for a game.
    bool clearEntry(int round, int startNo, const QString &reason = {}, QString *error = nullptr);
    //! Stores a whole round's pairing as one change (one undo step): each board a game without a
    //! result, Black 0 the pairing-allocated bye (U). Requested byes of the round stay; a pairing
    //! of the round without results is replaced. Refused, changing nothing, when a game of the
    //! round has a result, a player is unknown, withdrawn, has a requested bye or is paired twice.
    //! \a reason lists the arbiter's manual changes to the proposed pairing (C.02). \a manual,
    //! when the boards differ from the engine's, is kept as the event's "### MPA @ Round n"
    //! record with the arbiter and the time (FIDE's program checklist D35).
    bool setRoundPairing(int round, const QList<Board> &boards, const QString &method,
        const QString &reason = {}, QString *error = nullptr,
        const std::optional<ManualPairing> &manual = std::nullopt);
    //! Pairs a whole round robin (\a type RoundRobin or DoubleRoundRobin) from \a rounds (round 1
    //! first; a board with black 0 is left out: the odd player sits out) as ONE change: the type,
    //! the number of rounds, every earlier entry removed (results included: the caller asks the
    //! arbiter first) and the new games written, with \a systemCode as the 192 code when given
    //! (e.g. FIDE_DOUBLEROUNDROBIN). One undo takes it all back.
    bool setRoundRobinPairing(TournamentType type, const QList<QList<Board>> &rounds,
        const QString &systemCode, const QString &reason = {}, QString *error = nullptr);
    //! Stores the matches of round \a round of a team Swiss as one change (one undo step): each
    //! team's first players in roster order meet board by board (setTeamRound), a PAB is "U" on
    //! the team's players. Refused, changing nothing, when the round already has games or a
    //! PAB, a team is unknown or named twice.
    bool setTeamRoundPairing(int round, const QList<TeamMatch> &matches, const QString &method,
        const QString &reason = {}, QString *error = nullptr);
    //! Records that the match of teams \a first and \a second in \a round was forfeited (TRF-2026
    //! 330): \a result "+-" the first team wins, "-+" the second, "--" both lose. The games of the
    //! match go (a forfeited match has none); refused when one has a result. An empty \a result
    //! takes the record back and seats the match again, the first team with White on board 1.
    bool setTeamForfeit(int round, int first, int second, const QString &result,
        const QString &reason = {}, QString *error = nullptr);
    //! Gives team \a team a bye in \a round (TRF-2026 240 naming the team): 'H' worth a drawn
    //! match, 'F' a won one, 'Z' nothing; ' ' takes it back. Refused when the team is paired in
    //! the round.
    bool setTeamBye(
        int round, int team, char code, const QString &reason = {}, QString *error = nullptr);
    //! Returns the number of results already entered in all rounds: each game once, each bye.
    int resultCount() const;
    //! Removes the pairing of \a round (games and the pairing-allocated bye) as one change;
    //! refused when a game of the round has a result. Requested byes stay.
    bool unpairRound(int round, const QString &reason = {}, QString *error = nullptr);
    //! Swaps the colours of \a startNo's game in \a round (the players played the other way
    //! round), results kept; while a later round is paired it is a correction, recorded as
    //! "### Correction @ Round n: 5-12, colours -> 12-5; ..." (C.04.2 4.3; FIDE's program
    //! checklist H53). One audited change.
    bool swapColours(int round, int startNo, const QString &reason = {}, QString *error = nullptr);
    //! Records the initial colour of C.04.3 E.5 (White or Black) as the event's XXC record, with
    //! the seed when it was drawn by lot (a ### comment); one audited change.
    bool setInitialColour(Colour colour, std::optional<quint64> lotSeed, const QString &reason = {},
        QString *error = nullptr);
    //! Takes the event out of FIDE mode for \a reason (C.02 B19-B21): one audited change that
    //! adds its "### FideModeExit @ Round n" record (n the last round paired). Refused without a
    //! reason, or when the event has left FIDE mode already; undo() never takes it back.
    bool leaveFideMode(const QString &reason, QString *error = nullptr);
    //! Breaks the ties that remain after every tie-break by drawing of lots (C.07 Art. 4.2), with
    //! the seed derived from the event (eventLotsSeed()): one audited change that adds its
    //! "### Lots @ Round n: seed S" record. Refused when lots were drawn already.
    bool drawLots(const QString &reason = {}, QString *error = nullptr);
    //! Sets the round robin's pairing numbers (\a numbers, RoundRobinNumbers): one audited
    //! change, replacing earlier ones. Refused outside a round robin, once it has a result
    //! (FIDE's program checklist F39: locked once started), or when \a numbers does not name
    //! every player once.
    bool setRoundRobinNumbers(
        const RoundRobinNumbers &numbers, const QString &reason = {}, QString *error = nullptr);
    //! Records values of the EXT tie-break set from outside the event (ExternalValues) for \a why:
    //! one audited change; a later value of a player replaces his earlier one. Refused for no
    //! value, an unknown or repeated player, or no reason.
    bool setExternalValues(const QList<QPair<int, Fixed>> &values, const QString &why,
        const QString &reason = {}, QString *error = nullptr);
    //! Records the arbiter's order of players tied on everything (\a startNos best first,
    //! ArbiterOrder) for \a why, which the record keeps: one audited change, undone as any.
    //! Refused for fewer than two players, an unknown or repeated one, or no reason.
    bool setArbiterOrder(const QList<int> &startNos, const QString &why, const QString &reason = {},
        QString *error = nullptr);
    //! States the exemption of the title norms' federation requirements (FIDE Title Regulations
    //! 1.4.3a-c) for the event, as the record federationExemptionRecord() gives; None removes
    //! it. One audited change; refused when it is the one stated already.
    bool setNormExemption(
        FederationExemption exemption, const QString &reason = {}, QString *error = nullptr);
    //! Sets the tie-break list (FIDE notation specs); invalid specs are refused.
    bool setTieBreaks(
        const QStringList &specs, const QString &reason = {}, QString *error = nullptr);
    //! Sets the points awarded for each kind of round.
    bool setScoring(const ScoringSystem &s, const QString &reason = {}, QString *error = nullptr);
    //! Sets an event field: name, city, federation, startDate, endDate, chiefArbiter,
    //! deputyArbiters, timeControl, declaredRounds, type (1 Swiss, 2 round robin, 3 double).
    bool setEventField(const QString &field, const QString &value, const QString &reason = {},
        QString *error = nullptr);

    //! Sets up a new event in one audited change (the new-event wizard): the event fields
    //! \a fields (key and value, each checked as setEventField() does; a later one wins), the
    //! regulation preset \a preset as applyPreset() applies it, and \a scoring. An explicit
    //! "rulesEdition" field wins over the preset's edition, \a scoring over the preset's. A team
    //! event brings its teams (rosters empty or of players already there), the match points and
    //! the board colours (352) in \a teams. A non-empty \a outsideFideMode sets the event up
    //! outside FIDE mode for that reason (recorded as leaving it before round 1, for good).
    bool setUpEvent(const QList<QPair<QString, QString>> &fields,
        const std::optional<Preset> &preset, const std::optional<ScoringSystem> &scoring,
        const TeamData &teams = {}, const QString &reason = {}, QString *error = nullptr,
        const QString &outsideFideMode = {});
    //! Sets the prize fund and how it is paid out (nothing: no prize fund): one audited change.
    //! A fund checkPrizeFund() refuses is refused.
    bool setPrizeFund(
        const std::optional<PrizeFund> &fund, const QString &reason = {}, QString *error = nullptr);
    //! Sets the organiser's player categories; an invalid list is refused
    //! (PlayerCategories::check()).
    bool setCategories(const QList<PlayerCategory> &categories, const QString &reason = {},
        QString *error = nullptr);

    //! Adds a team, or changes one (matched by number): name, federation and the roster in board
    //! order, the reserves last; every player must exist and play for no other team.
    bool setTeam(const Team &team, const QString &reason = {}, QString *error = nullptr);
    //! Removes a team and its line-ups; its players and games stay.
    bool removeTeam(int number, const QString &reason = {}, QString *error = nullptr);
    //! Sets the boards of a team in a round (TRF-2026 300); empty boards mean "as listed".
    bool setTeamLineup(
        const TeamLineup &lineup, const QString &reason = {}, QString *error = nullptr);
    //! Sets the match points (TRF-2026 362), the team bye and the B.6 0-0 rule.
    bool setTeamScoring(const TeamScoring &s, const QString &reason = {}, QString *error = nullptr);
    //! Sets the colours of the first-named team board by board (TRF-2026 352, e.g. "WBWB").
    bool setBoardColours(
        const QString &colours, const QString &reason = {}, QString *error = nullptr);
    //! Stores the play-off configuration (seed included) and clears its results: one audited
    //! change; nothing removes the play-off and its results. Readable with
    //! storedPlayoffConfig(tournament()). \a basis (place -> start numbers) records who it is
    //! played for (storedPlayoffBasis), so a later correction cannot silently drop it.
    bool setPlayoffConfig(const std::optional<PlayoffConfig> &config, const QString &reason = {},
        QString *error = nullptr, const QMap<int, QList<int>> &basis = {});
    //! Sets (or clears, with nothing) the result of play-off game \a gameId of the tie at
    //! \a place; readable with storedPlayoffResults(tournament(), place).
    bool setPlayoffResult(int place, const QString &gameId, std::optional<GameResult> result,
        const QString &reason = {}, QString *error = nullptr);

    //! Applies a regulation preset: its tie-break list and, for individual events, its
    //! scoring, and keeps a copy of the preset file in the database; one audited change.
    bool applyPreset(const Preset &preset, const QString &reason = {}, QString *error = nullptr);
    //! Returns the copy of the regulation preset applied last, if any.
    std::optional<Preset> appliedPreset(QString *error = nullptr) const;
    //! Returns the saved tie-break list presets, by name.
    QList<QPair<QString, QStringList>> presets() const;
    //! Saves (or replaces) a tie-break list preset.
    bool savePreset(const QString &name, const QStringList &specs, QString *error = nullptr);

    bool canUndo() const;
    bool canRedo() const;
    //! Undoes the latest change in effect; returns false when there is none.
    bool undo(QString *error = nullptr);
    //! Returns true when undo() would take the event back into FIDE mode, which it refuses.
    bool undoWouldEnterFideMode() const;
    //! Redoes the earliest undone change; returns false when there is none.
    bool redo(QString *error = nullptr);
    //! Returns the what-text of the change undo() would undo.
    QString undoText() const;
    QString redoText() const;
    //! Returns the audit log, oldest first; with \a latest > 0 only that many newest entries.
    QList<AuditEntry> auditLog(int latest = 0) const;

    //! Writes a consistent copy of the database to the new file \a path (SQLite's VACUUM INTO;
    //! the copy has no lock and is not opened). On failure \a error gets the driver's text.
    bool copyTo(const QString &path, QString *error = nullptr) const;

    //! Copies the whole event, every table and the audit log (undo history) included, into a
    //! new event at \a target: a file or a postgresql:// URL of an empty database (eventcopy.cpp;
    //! SQLite to PostgreSQL and back). The copy is read back and its TRF export (the audit log
    //! included) compared before it counts; on failure nothing is left at \a target. This event
    //! stays open, unchanged.
    bool copyEventTo(const QString &target, QString *error = nullptr) const;

    //! For an event on a server (serverreconnect.cpp): true once the connection to the server is
    //! found lost (a change that failed for it, or checkConnection()). Changes are then refused,
    //! saying so, until reconnect() succeeds; nothing committed before is lost.
    bool connectionLost() const;
    //! Asks the server whether the connection still works; false when it is lost.
    bool checkConnection();
    //! Connects to the server again (the same URL and password, kept in memory only) and reads
    //! the event back from it. Returns false with the server's message while it is unreachable.
    bool reconnect(QString *error = nullptr);

    //! Copies every change in the WAL into the file itself, so that a copy of the file alone is
    //! complete; done after every completed round and on close.
    bool checkpoint(QString *error = nullptr);
    //! Writes a backup now: a timestamped copy (SQLite's VACUUM INTO) in the folder "backups"
    //! next to the file; the newest backupsKept() are kept. One is also made after every change
    //! that completes a round. Returns the backup's path, or an empty text and a message.
    QString backUpNow(QString *error = nullptr);
    //! Returns the backups of the open file, newest first.
    QList<storage::BackupInfo> backups() const;
    //! Replaces the tournament with the backup \a backupPath (checked first: a damaged or
    //! foreign file is refused). The state before is backed up first, so nothing is lost.
    bool restoreBackup(const QString &backupPath, QString *error = nullptr);
    int backupsKept() const { return m_backupsKept; }
    //! Returns how many backups are kept: backupsKept(), but at least one per round of the event
    //! and one more.
    int backupsToKeep() const;
    //! Sets how many backups are kept (at least 1); 0 turns off the backups after each round.
    void setBackupsKept(int count) { m_backupsKept = count; }

    // Several programs on one event on a server (tournamentdatabaselive.cpp). A change
    // whose rows another program changed since this copy read them is refused, naming that
    // entry ("Board 12 of round 5 was changed meanwhile …"); the copy then reads those rows again.
    //! Reads again the rows a change notification names (\a payload, see
    //! storage/notifications.h), or the whole tournament for an empty or "*" payload, and calls
    //! the function set with setRefreshed(). Called by the listener of an event on a server.
    bool refresh(const QString &payload = {}, QString *error = nullptr);
    //! Sets what is called after the tournament in memory changed because another program
    //! changed the event (not kept by swap()).
    void setRefreshed(std::function<void()> refreshed) { m_refreshed = std::move(refreshed); }
    //! Returns true when other programs' changes arrive live (an event on a server, LISTEN).
    bool isListening() const;

private:
    //! Returns the rounds \a changes write results in that are not complete yet.
    QList<int> openRoundsOf(const storage::ChangeSet &changes) const;
    //! After a change: a round of \a rounds now complete gets a checkpoint and a backup.
    void roundsChanged(const QList<int> &rounds);
    //! Adds to \a rows the record of correction \a c (a ### record of the event); returns what
    //! the audit log adds to the change's description.
    QString recordCorrection(const Correction &c, storage::ChangeSet *rows) const;
    //! Adds to \a rows the change of round \a round's manual-pairing record to \a manual's
    //! (stamped with the arbiter and time; removed when it does not differ).
    void recordManualPairing(
        int round, const ManualPairing &manual, storage::ChangeSet *rows) const;
    //! Returns who a ### record made now names: the account connected to a server, else the
    //! event's chief arbiter.
    QString recordingArbiter() const;
    //! Adds to \a rows the "### TieBreaks @ Round n" record of a list changed to \a specs once a
    //! round is played.
    void recordTieBreakChange(const QStringList &specs, storage::ChangeSet *rows) const;
    //! Returns "5 Carlsen, Magnus": how the audit log names a player.
    QString nameOf(int startNo) const;
    //! Writes \a changes as one audited change and applies the rows written to memory.
    bool commit(const QString &what, const storage::ChangeSet &changes, const QString &reason,
        QString *error);
    //! Applies rows written (by a change, an undo or a redo) to the tournament in memory.
    void apply(const storage::ChangeSet &changes);
    bool readAll(Tournament *t, QHash<int, int> *withdrawn, QString *error) const;
    //! Returns true, with a message, when the server's connection is lost (no change then).
    bool refuseWhenLost(QString *error) const;
    //! After a failed change on a server: when the connection is gone, says so in \a error.
    void noticeFailure(QString *error);
    bool fail(QString *error, const QString &message) const;
    //! Sets the journal's checks against this copy (optimistic locking); after a swap too.
    void wireJournal();
    //! Returns true when \a current, a row as it is now, is what the copy in memory holds.
    bool isSeen(const QString &table, const QVariantList &key,
        const std::optional<storage::Row> &current) const;
    //! Returns the message for a row another program changed meanwhile (\a current: it now).
    QString conflictText(const storage::RowChange &current) const;
    //! After a refused change: reads the rows it would have written again.
    void refreshConflicting();
    //! Starts listening for other programs' changes (an event on a server).
    void startListening();

    friend class ArbiterAccounts; // the accounts of an event on a server use its connection

    std::unique_ptr<storage::Connection> m_connection;
    std::unique_ptr<storage::ChangeJournal> m_journal;
    Tournament m_t;
    QHash<int, int> m_withdrawn;
    QStringList m_warnings;
    int m_backupsKept = storage::Backups::defaultKept;
    std::unique_ptr<storage::notifications::ChangeListener> m_listener;
    std::function<void()> m_refreshed;
};

} // namespace arb
