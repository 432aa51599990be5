// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoff.h"
#include "teams/teamresults.h"
#include "tiebreaks/standings.h"
#include "tournamentdatabase.h"

#include <QObject>

#include <functional>
#include <optional>

namespace arb {

//! The open tournament as the views see it: the database plus change notifications. Every
//! edit goes through here; a failure is reported through errorOccurred() and changes nothing.
class TournamentDocument : public QObject
{
    Q_OBJECT

public:
    explicit TournamentDocument(QObject *parent = nullptr);

    //! Creates a new tournament database at \a path.
    bool create(const QString &path, QString *error = nullptr);
    //! Creates a new tournament database at \a path set up as the new-event wizard says (one
    //! audited change, TournamentDatabase::setUpEvent()); on failure no file is left behind and
    //! the open event stays open. A non-empty \a outsideFideMode sets it up outside FIDE mode
    //! for that reason.
    bool createEvent(const QString &path, const QList<QPair<QString, QString>> &fields,
        const std::optional<Preset> &preset, const std::optional<ScoringSystem> &scoring,
        QString *error = nullptr, const TeamData &teams = {}, const QString &outsideFideMode = {});
    //! Opens an existing tournament database.
    bool open(const QString &path, QString *error = nullptr);
    //! Reads \a trf (TRF bytes) and imports it into a new database at \a path. Every round of
    //! a file that names the Dutch system is paired again (C.02 C28): when one differs from what
    //! the rules give, \a confirm is asked with one line per such round ("round 3: file 5-12;
    //! engine 5-9"); on yes (or without \a confirm) each is recorded in the event as
    //! "### Import @ Round 3: ..." (C29), on no nothing is imported.
    bool importTrf(const QByteArray &trf, const QString &path, QString *error = nullptr,
        const std::function<bool(const QStringList &rounds)> &confirm = {});
    //! Copies the database to \a path; with \a continueOnCopy the document then works on the
    //! copy, otherwise it keeps working on the original (File > Save as asks which).
    bool saveAs(const QString &path, bool continueOnCopy, QString *error = nullptr);
    //! Replaces the tournament with the backup \a backupPath (the state before is backed up).
    bool restoreBackup(const QString &backupPath, QString *error = nullptr);

    TournamentDatabase &database() { return m_db; }
    const Tournament &tournament() const { return m_db.tournament(); }
    QString path() const { return m_db.path(); }
    //! Returns \a p's name, marked "(withdrawn from round N)" for a withdrawn player: how the
    //! standings, the cross table and the printouts name players.
    //! With \a afterRound, as the standings after that round show him: marked only when he
    //! withdrew from that round or an earlier one.
    QString markedName(const Player &p, int afterRound = 0) const;
    //! Returns the last round with any entry, a pairing without a result included.
    int pairedRounds() const;
    //! Returns the tie-break list in force: the stored one, or the default for the type.
    QList<TieBreakSpec> tieBreakList() const;
    //! Returns the standings with the list in force (recomputed after every change), with the
    //! places decided by a finished play-off applied (Separation::Playoff).
    const Standings &standings() const { return m_standings; }
    //! Returns the standings of the main event alone, before any play-off.
    const Standings &mainStandings() const { return m_mainStandings; }
    //! Returns the standings after \a round with the list in force, as they stood then (no
    //! play-off); standings() for 0 or any round from the last with a result on.
    Standings standingsAfter(int round) const;
    //! Returns the round standingsAfter(\a round) is after: \a round, or the last round with
    //! a result for 0 and any later round.
    int standingsRound(int round) const;

    //! Returns the stored play-off configuration (C.07 Art. 3.1), if a play-off was started.
    std::optional<PlayoffConfig> playoffConfig() const;
    //! Returns the ties the stored play-off plays off, best place first (empty without one).
    const QList<PlayoffInput> &playoffs() const { return m_playoffs; }
    //! Returns where each play-off of playoffs() stands, in the same order.
    const QList<PlayoffState> &playoffStates() const { return m_playoffStates; }
    //! Returns true when the play-off shown was started for players the standings no longer
    //! tie (a correction came after it): it stays recorded but decides no place.
    bool playoffOnEarlierStandings() const { return m_playoffEarlier; }
    //! Returns what is wrong with the stored play-off (a damaged record, results for games not
    //! in the plan), or an empty text.
    QString playoffProblem() const { return m_playoffProblem; }
    //! Starts (or replaces) the play-off with \a config, whose lotsSeed must be set; refused
    //! with a message when nobody is tied for the places it plays off. Records who it is for.
    bool startPlayoff(const PlayoffConfig &config);
    //! Returns true when \a config finds a tie to play off; else reports why not (errorOccurred).
    bool canStartPlayoff(const PlayoffConfig &config);
    //! Removes the play-off and its results.
    bool removePlayoff();
    //! Sets the result of the game \a gameId of the play-off for \a place (nothing clears
    //! it); refuses games that are not in the plan.
    bool setPlayoffResult(int place, const QString &gameId, std::optional<GameResult> result);

    //! Returns true when the tournament has teams (the team tabs are shown).
    bool hasTeams() const { return !tournament().teamData.isEmpty(); }
    //! Returns the team tie-break list in force: the stored one, or the default team list.
    QList<TieBreakSpec> teamTieBreakList() const;
    //! Returns the team standings after the last round with a result (empty without teams).
    const Standings &teamStandings() const { return m_teamStandings; }
    //! Returns the team matches of every planned round, scored as the event says.
    const TeamResults &teamResults() const { return m_teamResults; }
    bool setTeam(const Team &team);
    bool removeTeam(int number);
    bool setTeamLineup(const TeamLineup &lineup);
    bool setTeamScoring(const TeamScoring &scoring);
    bool setTeamForfeit(int round, int first, int second, const QString &result);
    bool setTeamBye(int round, int team, char code);

    bool setPlayer(const Player &p);
    bool addPlayer(const QString &name, int rating);
    //! Sets the organiser's player categories (one change).
    bool setCategories(const QList<PlayerCategory> &categories);
    bool setPrizeFund(const std::optional<PrizeFund> &fund);
    //! Removes a player who has no round entered (one undoable change).
    bool removePlayer(int startNo);
    bool setWithdrawal(int startNo, int fromRound);
    //! Expels \a startNo from \a fromRound for \a reason (TournamentDatabase::expel()).
    bool expel(int startNo, int fromRound, const QString &reason);
    //! Numbers the players by the initial ranking \a ranking (C.04.2 Art. 2) as one change;
    //! \a count gets how many got another number.
    bool assignPairingNumbers(const PairingNumbers::Ranking &ranking, int *count = nullptr);
    //! Stores the last key of the initial ranking without renumbering.
    bool setInitialRanking(const PairingNumbers::Ranking &ranking);
    //! Sets the national rating of \a startNo (0: none).
    bool setNationalRating(int startNo, int rating);
    //! Sets the players' ratings from a checked rating list; \a count gets how many changed.
    bool updateRatings(const RatingListCheck &check, const QString &listName, int *count = nullptr);
    //! Allows or refuses half-point byes to the players \a startNos.
    bool setHalfByesAllowed(const QList<int> &startNos, bool allowed);
    //! Sets the rating list the event is rated on.
    bool setRatingType(RatingType type);
    //! Says whether the event lasts more than 30 days.
    bool setOver30Days(bool over);
    //! Sets which rating the rating-based tie-breaks take in an event over 30 days.
    bool setTieBreakRatings(TieBreakRatings which);
    //! Sets a rating a player holds from a later round on (rating -1 removes it).
    bool setLaterRating(const LaterRating &r);
    //! Sets how the tournament rating comes from the FIDE and national ratings (172).
    bool setRatingMethod(const RatingMethodRecord &method);
    //! Sets the dates and start times of the rounds.
    bool setRoundSchedule(const QList<RoundSlot> &planned);
    //! Sets the event's acceleration and prohibited pairs.
    bool setPairingRules(const PairingRules &rules);
    //! \a manual: the round's manual-pairing record the change makes, stored with it.
    bool setGame(int round, int white, int black, char whiteCode = ' ',
        const ManualPairing *manual = nullptr);
    bool setResult(int round, int startNo, char code);
    bool setBye(int round, int startNo, char code, const ManualPairing *manual = nullptr);
    bool clearEntry(int round, int startNo);
    //! Stores a round's pairing as one undoable change; \a changes (the arbiter's manual changes
    //! to the proposed pairing) go to the audit log and so to the exported TRF; \a manual, when
    //! its boards differ from the engine's, is recorded as "### MPA @ Round n".
    bool pairRound(int round, const QList<Board> &boards, const QString &method,
        const QStringList &changes, const std::optional<ManualPairing> &manual = std::nullopt);
    bool unpairRound(int round);
    //! Stores the matches of round \a round of a team Swiss as one undoable change.
    bool pairTeamRound(int round, const QList<TeamMatch> &matches, const QString &method = {});
    //! Swaps the colours of \a startNo's game in \a round, played the other way round: a
    //! correction once it has a result or a later round is paired (the reason is asked); a
    //! round with neither is refused (its pairing is changed in Edit pairings).
    bool swapColours(int round, int startNo);
    //! Records the initial colour (C.04.3 E.5), drawn by lot with \a lotSeed when given.
    bool setInitialColour(Colour colour, std::optional<quint64> lotSeed);
    //! Pairs the whole event as a (double) round robin from \a rounds in one undoable change;
    //! results already entered are deleted (the caller asks first). \a systemCode is the 192
    //! code written with it.
    bool setRoundRobinPairing(
        TournamentType type, const QList<QList<Board>> &rounds, const QString &systemCode);
    bool setTieBreaks(const QStringList &specs);
    //! Returns a file beside the event's, named after it with \a ending (".trf",
    //! "-standings.pdf"); empty for an event on a server or none open.
    QString fileBeside(const QString &ending) const;
    //! Breaks the remaining ties by lot (TournamentDatabase::drawLots()).
    bool drawLots();
    //! Sets the round robin's pairing numbers (TournamentDatabase::setRoundRobinNumbers()).
    bool setRoundRobinNumbers(const RoundRobinNumbers &numbers);
    //! Records external tie-break values (TournamentDatabase::setExternalValues()).
    bool setExternalValues(const QList<QPair<int, Fixed>> &values, const QString &why);
    //! States the exemption of the title norms' federation requirements
    //! (TournamentDatabase::setNormExemption()).
    bool setNormExemption(FederationExemption exemption);
    //! Records the arbiter's order of tied players (TournamentDatabase::setArbiterOrder()); the
    //! players must be tied on everything in the standings shown.
    bool setArbiterOrder(const QList<int> &startNos, const QString &why);
    //! Takes the event out of FIDE mode for \a reason (TournamentDatabase::leaveFideMode()).
    bool leaveFideMode(const QString &reason);
    //! Applies a regulation preset (tie-breaks, scoring) and stores a copy of it; one change.
    bool applyPreset(const Preset &preset);
    bool setEventField(const QString &field, const QString &value);
    bool undo();
    bool redo();
    //! For an event on a server whose connection was lost: connects again and reads the event
    //! back (TournamentDatabase::reconnect()); emits changed() when connected.
    bool reconnect(QString *error = nullptr);

    //! Sets what asks for the reason of a correction (a result replacing another one). It gets
    //! the change's description and returns the reason (possibly empty), or nothing to cancel.
    void setReasonProvider(std::function<std::optional<QString>(const QString &)> provider)
    {
        m_reason = std::move(provider);
    }
    //! Sets what asks before a change of the main event once a play-off has results:
    //! it gets the warning and returns true to go on. Without one, the change goes on.
    void setConfirmProvider(std::function<bool(const QString &)> provider)
    {
        m_confirm = std::move(provider);
    }

    //! Sets what refuses a change FIDE mode does not allow (a level-5 warning, FIDE's program
    //! checklist B24): it gets the refusal and returns true when the arbiter took the one way on
    //! and the event has left FIDE mode. Without one, the refusal is reported (errorOccurred()).
    void setFideModeRefusal(std::function<bool(const QString &)> refusal)
    {
        m_fideModeRefusal = std::move(refusal);
    }
    //! Refuses a change because the event is in FIDE mode: returns true when the arbiter left
    //! FIDE mode instead, so that the change may go on.
    bool refusedInFideMode(const QString &refusal);

signals:
    //! Emitted after every change that was stored, and after opening another file.
    void changed();
    //! Emitted with a translated message naming the place when an edit is refused.
    void errorOccurred(const QString &message);
    //! Emitted (before errorOccurred()) when an edit failed because the connection to the
    //! server is lost; ServerSession then reconnects.
    void connectionLost();

private:
    //! The question asked before a correction of player \a startNo's result in \a round to
    //! \a code: the board's players and both results as the Rounds tab shows them ("1 - 0",
    //! "½ - ½", a bye by its name).
    //! Returns how a question names a player: "Keller, Anna (12)".
    QString playerLabel(int startNo) const;
    QString correctionQuestion(int round, int startNo, char code) const;
    //! Opens a file with \a openInto into a new database and, only when that succeeds, makes it
    //! the document's; returns false leaving everything as it was.
    bool replaceDatabase(const std::function<bool(TournamentDatabase &)> &openInto);
    bool done(bool ok, const QString &error);
    //! Asks before a change of the main event's results when a play-off has results.
    bool confirmAfterPlayoff();
    QString noTieMessage(const PlayoffConfig &config) const;
    void recompute();
    void recomputeTeams(int rounds);

    TournamentDatabase m_db;
    Standings m_standings;
    Standings m_teamStandings;
    TeamResults m_teamResults;
    Standings m_mainStandings;
    QList<PlayoffInput> m_playoffs;
    QList<PlayoffState> m_playoffStates;
    QString m_playoffProblem;
    std::function<std::optional<QString>(const QString &)> m_reason;
    std::function<bool(const QString &)> m_confirm;
    std::function<bool(const QString &)> m_fideModeRefusal;
    bool m_playoffEarlier = false;
    qsizetype m_warningsShown = 0; //!< database warnings already reported
};

} // namespace arb
