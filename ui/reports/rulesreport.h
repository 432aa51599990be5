// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

namespace arb {

class TournamentDocument;

//! The event's pairing rules as a printed document (HTML body; PrintDocuments adds the header):
//! what the players and the appeals committee may read before the event.
namespace rulesreport {

    //! The pairing system, the initial ranking and the rating that sets it, the acceleration
    //! with its rules and the virtual points of every accelerated round and player (FIDE's
    //! program checklist G46: the detailed rules of any method other than Baku can be printed),
    //! the prohibited pairs, the players allowed no half-point bye, and which ratings the
    //! rating-based tie-breaks take.
    QString pairingRules(const TournamentDocument &document, const ReportScope &scope);

} // namespace rulesreport

} // namespace arb
