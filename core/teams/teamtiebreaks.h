// SPDX-License-Identifier: GPL-3.0-or-later
// The team tie-breaks of C.07 Art. 11-13 and the individual ones applied to teams, one small
// function per article; the registry (tiebreaks/registry.cpp) names them in its rows.
#pragma once

#include "tiebreaks/registry.h"

namespace arb {

struct TieBreakValue;
struct TieBreakSpec;
class TeamEngine;

namespace team {

    // Each returns the value of one team (an index into TeamData::teams).
    TieBreakValue art4_2PrimaryScore(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_1Wins(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_2MatchesWon(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_5ProgressiveScores(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_6RoundsElectedToPlay(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_1Buchholz(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_2AverageOfOpponentsBuchholz(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_3ForeBuchholz(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art9_1SonnebornBerger(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art9_2KoyaSystem(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art11_1_1MatchPoints(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art11_1_2GamePoints(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art12_1BoardCount(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_1MatchOrGamePoints(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_2ExtendedSonnebornBerger(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_2_1Emmsb(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_2_2Emgsb(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_2_3Egmsb(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_2_4Eggsb(TeamEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art13_4ScheduleStrengthCombination(
        TeamEngine &e, const TieBreakSpec &spec, int i);

} // namespace team

} // namespace arb
