// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament report that goes with title norms (FIDE form IT3), filled from the event.
#pragma once

#include "tournament.h"

#include <QString>

namespace arb {

//! The tournament report (IT3) after \a round (0: every round) as HTML for printing: the event
//! (federation, name, place, dates, rounds and their schedule per day, rate of play, standard or
//! rapid/blitz, system and acceleration, pairings by this program), the players by title (rated,
//! GM, IM, FM, unrated, WGM, WIM, WFM: how many, of how many federations, how many from the host
//! federation and not), the arbiters, the norms made, remark lines and the signature lines.
QString tournamentReportHtml(const Tournament &t, int round = 0);

//! Writes tournamentReportHtml() as an A4 PDF to \a path; false with the reason in \a error.
bool writeTournamentReport(const Tournament &t, int round, const QString &path, QString *error);

} // namespace arb
