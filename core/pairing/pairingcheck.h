// SPDX-License-Identifier: GPL-3.0-or-later
// The pairing half of a checker: every round of a tournament paired again by the engine of its
// system and compared, board by board, with the pairing the tournament holds.
#pragma once

#include "pairing/dutch.h"
#include "tournament.h"
#include "trf/trf.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace arb {

//! Returns true when round \a round of \a t has a game.
bool hasGames(const Tournament &t, int round);

//! Returns the boards of round \a round as written in \a t (White first; the pairing-allocated
//! bye as black 0), in the order of the players.
QList<Board> writtenBoards(const Tournament &t, int round);

//! Returns \a t as it stood before round \a round was paired: later rounds dropped, and only
//! the byes and absences kept in round \a round (its pairing-allocated bye goes with its games
//! when it has any; in a round not paired yet it is the arbiter's and stays). A round the file
//! holds counts as planned when it declares no number of rounds (XXR or 142), so that a
//! replayed round is not taken for the last one (topscorers, C.04.3 1.8).
Tournament beforePairing(const Tournament &t, int round);

//! One round paired again and compared.
struct RoundCheck
{
    int round = 0;
    QList<Board> onlyFile; //!< boards of the file the engine does not give
    QList<Board> onlyEngine; //!< boards of the engine the file does not hold
    QList<int> corrected; //!< earlier rounds whose later correction was taken back to replay it
    QString error; //!< the engine could not pair the round: why
    bool agrees() const { return error.isEmpty() && onlyFile.isEmpty() && onlyEngine.isEmpty(); }
};

//! Every round of a tournament paired again.
struct PairingCheck
{
    QString system; //!< the system the rounds were paired with again ("FIDE Dutch system")
    //! Why the rounds could not be paired again (a round robin, a team event, records the engine
    //! does not apply); empty when they were.
    QList<TrfMessage> notChecked;
    QList<RoundCheck> rounds; //!< one per round with a game, round 1 first
    //! A round robin: the pairs that meet more often than once a cycle, or, the schedule being
    //! played out, less often (FIDE's program checklist F41). Its rounds are not paired again.
    QStringList meetings;
    bool scheduleComplete = false; //!< a round robin: every round of its schedule has games
    int differing() const;
};

//! Returns true when \a t is a round robin with games in every round of its schedule.
bool roundRobinPlayedOut(const Tournament &t);
//! Returns the pairs of round robin \a t that meet more often than once per cycle, and, when
//! every round of the schedule has games, those that meet less often; empty for a Swiss.
QStringList roundRobinMeetings(const Tournament &t);

//! Returns the text of a board for a report: "5-12", or "5-bye" for a pairing-allocated bye.
QString boardText(const Board &b);
//! Returns \a boards as boardText() writes them, separated by blanks.
QString boardsText(const QList<Board> &boards);

//! Pairs every round of \a t through \a lastRound (0: the last round with a game) again with the
//! engine of its system (C.04.3 for the Dutch system, its acceleration and prohibited pairs as
//! the file records them) from the rounds before it, with the results as they stood when it was
//! paired (a correction made later, C.04.2 4.3, is taken back), and compares the boards.
//! Withdrawals must already be marked in \a t (markWithdrawals()). A tournament that names no
//! system (no 192 code, and no "Dutch" in its 092 type) is paired again with the Dutch system
//! only when \a assumeDutch is true; otherwise it is reported as not checked.
PairingCheck checkPairings(const Tournament &t, int lastRound = 0, bool assumeDutch = false);

//! Returns the comment record an import writes for a round \a r that the rules would not give
//! (C.02 C29): "### Import @ Round 3: file 5-12 7-9; engine 5-9 7-12".
QString importRecord(const RoundCheck &r);
//! Returns the text of \a r for a report: "round 3: file 5-12 7-9; engine 5-9 7-12".
QString roundCheckText(const RoundCheck &r);

//! A round the arbiter paired otherwise than the engine (FIDE's program checklist D35), kept as
//! a comment record of the event and its rating report:
//! "### MPA @ Round 3: paired 5-9 7-12; engine 5-12 7-9; changes: board 1: colours swapped;
//! arbiter NAME; 2026-11-29T10:15:00Z". The boards are those that differ, each list in the
//! order of White's start number.
struct ManualPairing
{
    int round = 0;
    QList<Board> paired; //!< boards stored that the engine does not give
    QList<Board> engine; //!< boards the engine gives that were not stored
    QStringList changes; //!< the arbiter's changes, as the pairing preview lists them
    QString arbiter; //!< who stored the round, empty when unknown
    QDateTime when; //!< when (UTC), invalid when unknown

    //! Returns the boards of \a stored and \a engine that differ; nothing differs when both hold
    //! the same boards.
    static ManualPairing of(int round, const QList<Board> &stored, const QList<Board> &engine);
    bool differs() const { return !paired.isEmpty() || !engine.isEmpty(); }
    //! Returns the beginning of the record, naming the round and its boards: what a checker
    //! looks for.
    QString key() const;
    //! Returns the whole record.
    QString record() const;
};

//! Replaces the manual-pairing record of \a round in \a t by \a manual's (none when it does not
//! differ): a round paired again, or its pairing removed, leaves no record of the pairing it
//! had before (the audit log keeps it).
void replaceManualPairingRecord(Tournament &t, int round, const ManualPairing *manual);

//! Returns true when \a t's manual-pairing record of \a manual's round says what \a manual
//! says: its record when it differs, no record of the round when it agrees.
bool manualPairingRecorded(const Tournament &t, const ManualPairing &manual);

//! Returns true when \a t holds a manual-pairing record for the boards \a r found differing.
bool recordedAsManualPairing(const Tournament &t, const RoundCheck &r);

//! Returns true when \a t names the FIDE Dutch system: a Dutch 192 code, or "Dutch" in its 092
//! type when it has no 192 record.
bool namesDutchSystem(const Tournament &t);

} // namespace arb
