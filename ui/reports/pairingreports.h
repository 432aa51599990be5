// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

namespace arb {

class TournamentDocument;

//! The documents of one round's pairing (HTML bodies; PrintDocuments adds the header). Boards
//! are numbered in the order the Rounds tab lists them (PairingsModel::rows()).
namespace pairingreports {

    //! Board, start numbers, names, ratings, points before the round, result; byes after.
    QString byBoard(const TournamentDocument &document, const ReportScope &scope);
    //! Every player by name: points, board, colour, opponent, result.
    QString alphabetical(const TournamentDocument &document, const ReportScope &scope);
    //! One slip per board (several to a page): event, round, board, both players with colours,
    //! result boxes and signature lines.
    QString resultSlips(const TournamentDocument &document, const ReportScope &scope);

} // namespace pairingreports

} // namespace arb
