// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QList>
#include <QSet>

namespace arb::pairing {

//! The strength of a colour preference (C.04.3 A.6; 2025: 1.7).
enum class PrefStrength : quint8 { None, Mild, Strong, Absolute };

//! A float received in an earlier round (C.04.3 A.4; 2025: 1.4).
enum class Float : quint8 { None, Down, Up };

//! What the Dutch rules need to know about one player before a round is paired.
struct PlayerState
{
    int startNo = 0; //!< the file is in initial order: the start number is the TPN
    //! The pairing number used by E.5: the rank by start number among the players in the
    //! pairing so far (this round or before; players who have only sat rounds out are
    //! skipped, as the golden data and bbpPairings show; set by pairDutch).
    int pairingNo = 0;
    qint64 score = 0; //!< raw Fixed points of the rounds before the one being paired
    QList<Colour> colours; //!< colours of the games actually played, oldest first
    int colourDiff = 0; //!< white games minus black games (A.6)
    Colour preference = Colour::None;
    PrefStrength strength = PrefStrength::None;
    QSet<int> opponents; //!< opponents met over the board (C1 counts played games only)
    bool pabEligible = true; //!< C.04.1-2025 Art. 4: no PAB after a PAB or a win's points unplayed
    int unplayed = 0; //!< rounds in which the player did not play a game ([C9])
    Float float1 = Float::None; //!< float of the previous round
    Float float2 = Float::None; //!< float of the round before that
    bool topscorer = false; //!< A.7: more than half the maximum score before the last round

    //! Returns true when the player's preference is absolute (A.6.a).
    bool isAbsolute() const { return strength == PrefStrength::Absolute; }
};

//! Returns the state of every player of \a t before round \a round (1-based) is paired, in
//! start-number order. \a virtualPoints[k] holds the virtual points (C.04.7, raw Fixed, indexed
//! like players) of round k + 1: those of \a round are added to the scores, and those of the
//! earlier rounds decide their floats (a float is judged on the pairing scores of its round).
QList<PlayerState> playerStates(
    const Tournament &t, int round, const QList<QList<qint64>> &virtualPoints = {});

//! Returns the colour preference and its strength for a colour history (A.6): absolute when
//! the difference exceeds 1 or the last two games had the same colour, strong for a difference
//! of 1, mild for 0 (the opposite of the last colour), none before the first game.
void colourPreference(const QList<Colour> &colours, Colour *pref, PrefStrength *strength);

//! Returns the colour \a a gets against \a b by C.04.3 E (2025: 5.2). \a aHigher tells whether
//! \a a ranks above \a b (A.2); \a initial is the colour drawn by lot for round 1 (E.5).
Colour allocateColour(const PlayerState &a, const PlayerState &b, bool aHigher, Colour initial);

//! Returns the opposite colour.
constexpr Colour opposite(Colour c)
{
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::None;
}

} // namespace arb::pairing
