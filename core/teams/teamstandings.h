// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "teams/teamresults.h"
#include "tiebreaks/standings.h"

#include <optional>

namespace arb {

struct TeamStandingsOptions
{
    //! In order; a leading MPTS, GPTS or PTS names the primary score and is not a tie-break.
    QList<TieBreakSpec> tieBreaks;
    int rounds = 0; //!< standings after this many rounds; 0 = all planned rounds
    std::optional<quint64> lotsSeed; //!< break persisting ties by lots with this seed (Art. 4.2)
    //! Rank by game points instead of match points; unset: a leading GPTS, or the event's 192 text.
    std::optional<bool> gamePointsPrimary;
    //! Match points and byes; unset: the file's 362/320 records (default 2/1/0).
    std::optional<TeamScoring> scoring;
    int ssscDivisor = 0; //!< 13.4.2 b) normalising factor; 0 = computed as the article says
    //! 13.3.2: the knock-out tie-breaks (BC, TBR, BBE, in this order) EDE applies when exactly two
    //! teams are still tied in both MP and GP; empty = none, as C.07 leaves it to the competition.
    QList<TieBreakId> edeKnockout;
    //! The edition of C.07; none: the event's (rulesEditionOf()).
    std::optional<RulesVersion> rules;
};

//! Returns true when \a t has teams (013 or 310 records).
bool isTeamTournament(const Tournament &t);

//! Returns the team standings of \a t: rows are teams (StandingRow::playerIndex indexes
//! TeamData::teams, startNo is the team number, points the primary score), ranked per Art. 4.2
//! with the team tie-breaks of C.07 Art. 11-13 and Art. 16 for team Swiss events.
Standings computeTeamStandings(const Tournament &t, const TeamStandingsOptions &options);

//! Returns the default team list: Swiss "EDE EMGSB/C1 BH:MP/C1 MPVGP", round robin
//! "EDE MPVGP EMGSB BC" (without the primary score).
QList<TieBreakSpec> defaultTeamTieBreaks(const Tournament &t);

} // namespace arb
