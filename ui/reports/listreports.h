// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

namespace arb {

class TournamentDocument;

//! The lists of players (HTML bodies; PrintDocuments adds the header).
namespace listreports {

    //! Start list: start number, title, name, federation, rating, FIDE id; by rating (highest
    //! first) or by name.
    QString startList(const TournamentDocument &document, const ReportScope &scope, bool byRating);
    //! Per round: requested byes (half, full, zero point), pairing-allocated byes, players not
    //! paired, and the withdrawals from that round on.
    QString byesAndWithdrawals(const TournamentDocument &document, const ReportScope &scope);

    //! Prize list: the overall standings, then the standings of each of the organiser's
    //! categories (places within the category, the overall place beside), one section each;
    //! the first scope.places places of each list (0: all), a place shared at the limit in full.
    QString prizeList(const TournamentDocument &document, const ReportScope &scope);
    //! The FIDE rating report: each rated player's change, each unrated player's rating from
    //! the event (players/ratingreport.h), with the articles.
    QString ratingReport(const TournamentDocument &document, const ReportScope &scope);

} // namespace listreports

} // namespace arb
