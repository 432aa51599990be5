// SPDX-License-Identifier: GPL-3.0-or-later
// The Swiss Team Pairing System (FIDE Handbook C.04.6, in force from 1 February 2026): teams
// are paired from the top scoregroup down, each with the first set of upfloaters and then the
// first pairing, in the text's orders, that meets its criteria [C1]-[C10]; colours follow
// Art. 4 once the whole round is paired.
#pragma once

#include "fixed.h"
#include "tournament.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace arb {

//! The colour preferences of a team Swiss (C.04.6 1.7).
enum class TeamColourPreferences : quint8 {
    TypeA, //!< 1.7.1: one kind of preference
    TypeB, //!< 1.7.2: strong and mild preferences
    None, //!< no colour preferences
};

//! What the competition's rules choose in the Swiss Team Pairing System, as the TRF-2026 192
//! code says it: FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_TYPEB_MP, FIDE_TEAM_GP_MP, ..., _BAKU.
struct SwissTeamSystem
{
    bool gamePointsPrimary = false; //!< 1.2: game points are the score, match points secondary
    bool secondaryForColours = true; //!< 1.2, 4.2.2: the secondary score decides the first-team
    TeamColourPreferences preferences = TeamColourPreferences::TypeA; //!< 1.7
    bool baku = false; //!< C.04.7 for teams: virtual match points (match points primary only)

    //! Returns the 192 code of this system, e.g. "FIDE_TEAM_TYPEA_MP_GP_BAKU".
    QString code() const;
    //! Returns the system in words: "Type A colour preferences; match points, then game points".
    QString description() const;
    bool operator==(const SwissTeamSystem &) const = default;
};

//! Reads a 192 code of the Swiss Team Pairing System ("FIDE_TEAM" is Type A, match points
//! then game points). Returns nothing for any other code, and for Baku with game points
//! primary (C.04.7 1.4: Baku cannot be used then).
std::optional<SwissTeamSystem> parseSwissTeamCode(const QString &code);

//! A team as the pairing of one round sees it (C.04.6 1.1-1.7).
struct TeamToPair
{
    int number = 0; //!< the team's pairing number (TPN, 1.1)
    Fixed score; //!< the primary score before the round, with virtual points (C.04.7 1.5)
    Fixed secondary; //!< the secondary score before the round
    QList<int> met; //!< the teams it met in matches actually played ([C1]; GHR 3.5)
    //! Per earlier round: White or Black for a match actually played, the colour of its board-1
    //! player (1.6.1); None for a round without a played match.
    QList<Colour> colours;
    bool byeBarred = false; //!< [C2]: a PAB, a match won by forfeit or a full-point bye already
    bool floated = false; //!< a floater (1.5) in the previous round
    int matchesPlayed() const;
};

//! One round to pair.
struct TeamPairingInput
{
    QList<TeamToPair> teams; //!< the teams to pair in this round, in any order
    int round = 1;
    int rounds = 0; //!< the rounds of the event; 0 when not known (never "the last rounds")
    SwissTeamSystem system;
    Colour initialColour = Colour::White; //!< 4.1, drawn by lot before round 1
    QList<QPair<int, int>> prohibited; //!< team numbers that may not meet in this round
};

//! A match of the round: the team numbers, White's (its board-1 player's colour) first.
struct TeamMatch
{
    int white = 0;
    int black = 0; //!< 0: the pairing-allocated bye of white
    bool operator==(const TeamMatch &) const = default;
};

struct TeamPairingResult
{
    QList<TeamMatch> matches; //!< in board order, the PAB last
    QString error; //!< empty on success
    bool ok() const { return error.isEmpty(); }
};

//! Pairs \a input by C.04.6: the PAB (3.4), then bracket by bracket from the top scoregroup
//! (3.5, 3.6), then the colours (Art. 4).
TeamPairingResult pairSwissTeams(const TeamPairingInput &input);

//! Returns the system of the team Swiss \a t from its 192 code; an event without one is paired
//! as FIDE_TEAM (Type A, match points then game points). Returns nothing for another system.
std::optional<SwissTeamSystem> swissTeamSystemOf(const Tournament &t);

//! Returns the teams of \a t as round \a round (1-based) pairs them: scores from the matches of
//! the earlier rounds (a PAB worth a drawn match unless a 320 record says otherwise, 1.4),
//! virtual points (250 records or Baku), requested byes (240, team numbers) and absences left
//! out, prohibited pairs (260). Returns nothing, with the reason in \a error, when \a t is not a
//! team Swiss Arbiter pairs (its 192 code, records it does not apply).
std::optional<TeamPairingInput> teamPairingInput(const Tournament &t, int round, QString *error);

//! Pairs round \a round of the team Swiss \a t: teamPairingInput() then pairSwissTeams().
TeamPairingResult pairSwissTeamRound(const Tournament &t, int round);

//! Returns the number of boards of a match in \a t: the 352 record's, else the most any team
//! fielded, else the smallest roster.
int teamBoards(const Tournament &t);

//! Returns who plays for team \a team in round \a round, board by board (0 an empty board): its
//! line-up of the round (300) when one is stored, else the first teamBoards() of its roster.
QList<int> teamLineupOf(const Tournament &t, int round, int team);

//! Writes the matches of round \a round into \a t's player records: each team's line-up of the
//! round (teamLineupOf()) meets board by board, the colours of board 1 those of the match
//! (1.6.1) and the others following the 352 pattern; a PAB is "U" on those players. Earlier
//! entries of the round are replaced.
void setTeamRound(Tournament &t, int round, const QList<TeamMatch> &matches);

//! Seats the match (or PAB) of team \a team in round \a round again from both teams' line-ups,
//! keeping which team has White on board 1: after a line-up changed. Returns false, changing
//! nothing, with the reason in \a error, when the team has no match in the round, the match is
//! forfeited or one of its games has a result.
bool reseatTeamMatch(Tournament &t, int round, int team, QString *error);

//! One round of a team Swiss as its file holds it and as the engine pairs it.
struct TeamRoundCheck
{
    int round = 0;
    QList<TeamMatch> file; //!< the file's matches; a forfeited match has no colours (white < black)
    QList<QPair<int, int>> colourless; //!< the file's matches without colours (forfeited)
    QList<TeamMatch> engine; //!< the engine's pairing of the round from the rounds before it
    QString error; //!< why the engine could not pair the round, empty otherwise
    //! Returns true when both have the same matches and PAB, with the same colours wherever the
    //! file has colours.
    bool agrees() const;
};

//! Re-pairs every round of the team Swiss \a t that has matches from the rounds before it.
QList<TeamRoundCheck> checkTeamPairings(const Tournament &t);

} // namespace arb
