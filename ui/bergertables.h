// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace arb {

//! Round robin pairings of the FIDE Berger tables (Handbook C.05, Annex 1).
class BergerTables
{
public:
    static constexpr int MaxPlayers = 64;

    struct Pairing
    {
        int white = 0; //!< pairing number, 1-based
        int black = 0; //!< 0 when white sits out (odd number of players)
        bool operator==(const Pairing &) const = default;
    };

    //! Returns every round's boards for \a players (2..MaxPlayers) by pairing number; an odd
    //! field uses the next even table, the highest number's opponent sitting out. With
    //! \a doubleRoundRobin the table is repeated with colours reversed.
    static QList<QList<Pairing>> rounds(int players, bool doubleRoundRobin = false);
};

} // namespace arb
