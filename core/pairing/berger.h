// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace arb {

//! One game of a Berger table, by pairing numbers; black is 0 for the bye of an odd field.
struct BergerPairing
{
    int round = 0; //!< 1-based, counting on through later cycles
    int board = 0; //!< 1-based board as printed in FIDE's table
    int white = 0;
    int black = 0; //!< 0 when \c white has the bye
    bool isBye() const { return black == 0; }
    bool operator==(const BergerPairing &) const = default;
};

//! Returns the number of rounds of one cycle for \a players (3 players: 3 rounds).
int bergerRoundsPerCycle(int players);

//! The order of a double round robin's rounds.
enum class BergerOrder : quint8 {
    Tables, //!< the tables' order in every cycle (TRF code BERGER_DOUBLEROUNDROBIN)
    //! The last two rounds of the first cycle exchanged, as C.05 Annex 1 recommends for double
    //! round robins so that nobody has the same colour three times running (TRF code
    //! FIDE_DOUBLEROUNDROBIN); later cycles as the tables.
    Fide,
};

//! Returns the TRF-2026 192 code of a round robin: BERGER_ROUNDROBIN, BERGER_DOUBLEROUNDROBIN
//! or FIDE_DOUBLEROUNDROBIN.
QString roundRobinSystemCode(int cycles, BergerOrder order);
//! Returns the order a 192 code names: Fide for FIDE_DOUBLEROUNDROBIN (and its team form).
BergerOrder bergerOrderOf(const QString &systemCode);

//! Returns the pairings of round \a round (1-based, over all cycles) of a round robin of
//! \a players (2..) by FIDE's Berger tables (C.05 Annex 1). An odd field uses the table of
//! the next even size and its highest number is the bye (listed with black = 0 on its board).
//! Even cycles (the second, fourth...) repeat the table with colours reversed. With \a order
//! Fide the first cycle plays the table's last two rounds the other way round.
QList<BergerPairing> bergerRound(int players, int round, BergerOrder order = BergerOrder::Tables);

//! Returns every pairing of \a cycles cycles of a round robin of \a players, round by round.
QList<BergerPairing> bergerSchedule(
    int players, int cycles = 1, BergerOrder order = BergerOrder::Tables);

} // namespace arb
