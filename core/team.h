// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"

#include <QList>
#include <QString>

namespace arb {

//! A team: its number, name and roster in board order (TRF-16 013, TRF-2026 310).
struct Team
{
    int number = 0; //!< the 310 number, or the order of the 013 records (1-based)
    QString name;
    QString federation; //!< 310 columns 42-46
    QString averageRating; //!< 310 columns 48-53, as written
    Fixed declaredMatchPoints; //!< 310 columns 55-60
    bool hasDeclaredMatchPoints = false;
    Fixed declaredGamePoints; //!< 310 columns 62-67
    bool hasDeclaredGamePoints = false;
    int declaredRank = 0; //!< 310 columns 69-71, 0 when none
    QList<int> players; //!< start numbers; the first is the top board, then the reserves
    bool operator==(const Team &) const = default;
};

//! The boards of one team in one round when they differ from the roster order (TRF-2026 300).
struct TeamLineup
{
    int round = 0;
    int team = 0;
    int opponent = 0; //!< the opposing team's number
    QList<int> boards; //!< start number per board, 0 for an empty board
    bool operator==(const TeamLineup &) const = default;
};

//! A forfeited match (TRF-2026 330): results '+' or '-' of the first and the second team.
struct TeamForfeit
{
    int round = 0;
    int first = 0; //!< team number
    int second = 0; //!< team number
    char firstResult = '+';
    char secondResult = '-';
    bool operator==(const TeamForfeit &) const = default;
};

//! How matches are scored: match points (TRF-2026 362), the pairing-allocated bye (320) and
//! the national rule that a 0-0 match gives no match points (B.6.3.1).
struct TeamScoring
{
    Fixed win = Fixed::fromInt(2); //!< TW
    Fixed draw = Fixed::fromInt(1); //!< TD
    Fixed loss = Fixed::fromInt(0); //!< TL
    bool hasRecord = false; //!< a 362 record was read
    bool hasPairingByeRecord = false; //!< a 320 record was read
    Fixed pairingByeMatchPoints = Fixed::fromInt(2); //!< 320 columns 5-8
    Fixed pairingByeGamePoints; //!< 320 columns 10-13
    bool hasPairingByeGamePoints = false;
    bool doubleZeroIsLoss = false; //!< B.6.3.1: both teams on 0 board points get 0 match points
    bool operator==(const TeamScoring &) const = default;
};

//! Everything a TRF file says about teams; empty for individual tournaments.
struct TeamData
{
    QList<Team> teams; //!< ordered by number
    bool has013 = false; //!< read from (and written as) TRF-16 013 records
    bool has310 = false; //!< read from (and written as) TRF-2026 310 records
    QString boardColours; //!< 352, e.g. "WBWB": colours of the first-named team, board by board
    TeamScoring scoring;
    QList<int> pairingByes; //!< 320: the team with the pairing-allocated bye per round, 0 for none
    QList<TeamLineup> lineups; //!< 300
    QList<TeamForfeit> forfeits; //!< 330

    bool isEmpty() const { return teams.isEmpty(); }
    //! Returns the index of the team numbered \a number in teams, or -1.
    int indexOf(int number) const;
    //! Returns true when the first-named team of a match has White on \a board (0-based): as the
    //! 352 record says, else alternating from White on board 1.
    bool firstTeamHasWhite(int board) const;
    bool operator==(const TeamData &) const = default;
};

} // namespace arb
