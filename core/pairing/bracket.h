// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pairing/players.h"

#include <QList>
#include <QPair>
#include <QSet>

#include <optional>

namespace arb::pairing {

//! One bracket to pair (C.04.3 B; 2025 Art. 3) and everything below it, for the look-ahead.
struct BracketInput
{
    const QList<PlayerState> *states = nullptr; //!< every player, indexed by player index
    QList<int> bracket; //!< the MDPs, then the residents, in A.2 order (player indexes)
    int mdpCount = 0; //!< how many of bracket are MDPs
    QList<int> lower; //!< the players of the lower scoregroups, in A.2 order
    int nextGroupSize = 0; //!< how many of lower are residents of the next scoregroup
    Colour initial = Colour::White;
    QSet<quint64> forbidden; //!< pairs that must not meet (pairKey), besides C1
};

struct BracketResult
{
    QList<QPair<int, int>> pairs; //!< pairs made in the bracket (player indexes, higher first)
    QList<int> downfloaters; //!< players left for the next bracket, in A.2 order
    int byePlayer = -1; //!< the PAB assignee when the bracket is the last one
    bool ok = false; //!< false when the remaining players cannot be paired completely (C4)
    //! Set (with ok false) when the bracket is larger than maxSolvedBracket: its graph would
    //! not fit in the memory the pairing may take.
    bool tooLarge = false;
};

//! The largest bracket solved as a weighted matching. The matching keeps an edge (about 300
//! bytes with its copies) for each pair of players of the bracket: 2,500 players take about
//! 1 GB. A larger bracket is paired only when no player in it has a history that could change
//! the first candidate (pairUntouchedBracket()).
constexpr int maxSolvedBracket = 2500;

//! Returns the key of an unordered pair of player indexes.
inline quint64 pairKey(int a, int b)
{
    return a < b ? (quint64(a) << 32) | quint64(b) : (quint64(b) << 32) | quint64(a);
}

//! Returns true when two players may meet at all: C1 (not met before), C3 (not both
//! non-topscorers with the same absolute colour preference), and not on the forbidden list.
bool mayMeet(
    const PlayerState &a, const PlayerState &b, const QSet<quint64> &forbidden, int ia, int ib);

//! Pairs one bracket: the best pairing by [C4]-[C21] in priority order, and among equally good
//! ones the first in the order of generation of 2025 Art. 4 (old D). A bracket that
//! pairUntouchedBracket() can pair is paired so, any other by solveBracket().
BracketResult pairBracket(const BracketInput &in);

//! Pairs a bracket in which the first candidate of Art. 4 (S1 against S2 in order) is the best
//! pairing without a search: the last bracket (nothing below it), no MDPs, and no player with a
//! game, a colour, a float, an unplayed round or a PAB behind him, nor a forbidden pair among
//! them: round 1. Every criterion [C5]-[C21] is then met as well as it can be by any pairing,
//! and the first candidate is the first in the order of generation. S1 is the top half; with an
//! odd number the last player of S2, the lowest, gets the PAB. Returns nothing for any other
//! bracket. Linear in the bracket's size: round 1 of 9,999 players takes milliseconds.
std::optional<BracketResult> pairUntouchedBracket(const BracketInput &in);

//! Pairs one bracket as a weighted matching (every bracket, the untouched ones too: the tests
//! compare the two); refuses (tooLarge) one of more than maxSolvedBracket players.
BracketResult solveBracket(const BracketInput &in);

} // namespace arb::pairing
