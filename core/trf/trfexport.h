// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament as FIDE's rating report wants it: the 001 points computed from the
// results and the ranks from the standings under the tie-break list in force, never the totals an
// imported file happened to carry, so that an exported file is `arbiter-cli check` clean.
#pragma once

#include "tournament.h"

namespace arb {

//! Returns \a t with every player's points (TRF 001 columns 81-84) summed from the results and
//! every rank (86-89) taken from the standings after the last round with a result, with the
//! tie-break list in force (202, else the default for the type) and the event's edition of
//! C.07. When the arbiter chose an edition other than the start date's, the 202 list names it
//! on every tie-break (/V2024, /V2026), so that a reader of the file applies the same rules.
Tournament tournamentForExport(const Tournament &t);

//! Completes the header of \a t as the FIDE rating report carries it: every record TRF-2026
//! asks for that the tournament can give (062 and 072 counted, 082 for teams, 092, 142 with XXR
//! for older engines, 152, 162, 172, 182, 192 and 202), the acceleration of Baku as 250 records
//! (so that every program pairs with the same virtual points). What only the arbiter can give
//! (city, federation, dates, chief arbiter, round dates) is listed by missingReportFields().
void completeReportHeader(Tournament &t);

//! Returns the header fields of the rating report that \a t lacks, as the app names them with
//! their record ("city (022)"); empty when none.
QStringList missingReportFields(const Tournament &t);

} // namespace arb
