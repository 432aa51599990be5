// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoff.h"
#include "tiebreaks/standings.h"

#include <QMap>

namespace arb {

//! Returns the play-offs \a standings call for under \a config (C.07 Art. 3.1.1-3.1.2): one
//! per group of players equal on points and on the first config.qualifyingTieBreaks values
//! (all of them for -1), the first place only or every tied place, with each entrant's
//! Sonneborn-Berger, games with Black and mutual results in \a t (Tata Steel E.2).
//! With \a groups (place -> start numbers, the play-off's recorded basis) those players are
//! played off instead, whatever the standings say now.
QList<PlayoffInput> playoffInputs(const Tournament &t, const Standings &standings,
    const PlayoffConfig &config, const QMap<int, QList<int>> *groups = nullptr);
//! Returns who plays off for which place (place -> start numbers), as playoffInputs() gives it.
QMap<int, QList<int>> playoffGroups(const QList<PlayoffInput> &inputs);

//! Returns \a standings with the players of \a input ranked by the finished play-off \a state:
//! their ranks become the play-off places, marked Separation::Playoff (Shared for a shared
//! place). Returns \a standings unchanged while the play-off is not finished.
Standings applyPlayoff(
    const Standings &standings, const PlayoffInput &input, const PlayoffState &state);

//! The play-off stored in an event, played on its standings: what the window, the printouts,
//! the published site and the command line show alike.
struct StoredPlayoff
{
    Standings standings; //!< the main standings with the places the play-off decided
    QList<PlayoffInput> inputs; //!< the ties played off, best place first
    QList<PlayoffState> states; //!< where each of them stands, in the same order
    QString problem; //!< what is wrong with the stored play-off, or empty
    //! True when it was started for players the standings no longer tie (a correction came
    //! after it): it stays recorded but decides no place.
    bool onEarlierStandings = false;
};

//! Returns \a main (the standings after the last round) with the play-off stored in \a t applied
//! (Separation::Playoff); without a stored play-off, \a main unchanged.
StoredPlayoff storedPlayoffOutcome(const Tournament &t, const Standings &main);

} // namespace arb
