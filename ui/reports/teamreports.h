// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

namespace arb {

class TournamentDocument;

//! The printed documents of one round of a team event (HTML bodies; PrintDocuments adds the
//! header).
namespace teamreports {

    //! The matches of the round: the team with White on board 1 first, both teams' match and
    //! game points before the round, the match score; the pairing-allocated bye and the teams
    //! not paired after.
    QString pairings(const TournamentDocument &document, const ReportScope &scope);
    //! One card per match for the captains (two to a page): both teams, each board with its
    //! players, colours and ratings and result boxes, the match score and the captains'
    //! signatures.
    QString matchCards(const TournamentDocument &document, const ReportScope &scope);

} // namespace teamreports

} // namespace arb
