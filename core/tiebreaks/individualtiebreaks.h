// SPDX-License-Identifier: GPL-3.0-or-later
// The individual tie-breaks of C.07 (and the bridge to US Chess Rule 34), one small function per
// article; the registry (registry.cpp) names them in its rows.
#pragma once

#include "tiebreaks/registry.h"

namespace arb {

struct TieBreakValue;
struct TieBreakSpec;
class IndividualEngine;

namespace individual {

    // Each returns the value of one participant (an index into Tournament::players).
    TieBreakValue art4_2Points(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_1Wins(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_2GamesWon(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_3GamesWithBlack(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_4GamesWonWithBlack(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_5ProgressiveScores(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_6RoundsElectedToPlay(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_1Buchholz(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_2AverageOfOpponentsBuchholz(
        IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art8_3ForeBuchholz(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art9_1SonnebornBerger(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art9_2KoyaSystem(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_1AverageRatingOfOpponents(
        IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_2PerformanceRating(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_3PerfectPerformance(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_4AveragePerformanceOfOpponents(
        IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_5AveragePerfectPerformanceOfOpponents(
        IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_7StandardPoints(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art7_8PairingNumber(IndividualEngine &e, const TieBreakSpec &spec, int i);
    //! EXT: the value the arbiter set from outside the event (undefined when none was set).
    TieBreakValue externalValue(IndividualEngine &e, const TieBreakSpec &spec, int i);
    TieBreakValue art10_6Rating(IndividualEngine &e, const TieBreakSpec &spec, int i);
    //! US Chess Rule 34 (34E1-34E11, not the positional 34E5): computed by UsTieBreaks.
    TieBreakValue usRule34(IndividualEngine &e, const TieBreakSpec &spec, int i);

} // namespace individual

} // namespace arb
