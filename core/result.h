// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace arb {

//! What happened to a participant in one round, classified for the tie-break rules (C.07 Art.
//! 15-16).
enum class RoundKind : quint8 {
    Played, //!< a game played over the board (rated or not)
    ForfeitWin, //!< won without playing because the opponent did not appear (16.2.2)
    ForfeitLoss, //!< lost by forfeit, including a double forfeit (16.2.4)
    PairingBye, //!< pairing-allocated bye (16.2.1)
    FullBye, //!< full-point bye (16.2.1)
    HalfBye, //!< half-point bye, requested (16.1.1)
    ZeroBye, //!< zero-point bye, requested (16.1.1)
    Absent, //!< not paired: absence or any round after a withdrawal (a zero-point bye, 16.1.1)
};

//! Returns true for the requested byes and forfeit losses of Art. 16.1.2 (voluntary unplayed
//! rounds).
constexpr bool isVoluntaryUnplayed(RoundKind k)
{
    return k == RoundKind::ForfeitLoss || k == RoundKind::HalfBye || k == RoundKind::ZeroBye
        || k == RoundKind::Absent;
}
//! Returns true for the requested byes of Art. 16.1.1.
constexpr bool isRequestedBye(RoundKind k)
{
    return k == RoundKind::HalfBye || k == RoundKind::ZeroBye || k == RoundKind::Absent;
}

//! The one result alphabet of Arbiter. A result is stored as the TRF-16 round code of one
//! participant (the stable key: TRF files and the database hold it): `1 = 0` played, `+ -`
//! forfeit won/lost, `W D L` unrated game won/drawn/lost, `*` adjourned (a draw for pairing,
//! C.04.2 3.1; TRF-2026's class X of 162), `H F U Z` half-point, full-point,
//! pairing-allocated and zero-point bye, ' ' not yet entered. `X` (double forfeit) is an input
//! only: it is stored as `-` on both sides. Everything else (the opponent's code, the text an
//! arbiter writes, the key that enters it) is derived here, nowhere else.
namespace result {

    //! What a code stands for.
    enum class Class : quint8 {
        None, //!< no result yet (' ')
        Game, //!< a paired game, played or forfeited: 1 = 0 + - W D L (and the input X)
        Bye, //!< a round without opponent: H F U Z
    };

    //! Returns the class of \a code, or nothing for a character that is not a result code.
    std::optional<Class> classOf(char code);
    //! Returns true for the codes of a paired game (including ' ' not yet entered and the input X).
    bool isGameCode(char code);
    //! Returns true for the bye codes H F U Z.
    bool isByeCode(char code);
    //! Returns true for the codes a TRF round field may hold (every code but the input X).
    bool isTrfCode(char code);
    //! Returns the code the opponent gets for \a code (1 ↔ 0, + ↔ -, W ↔ L; = D ' ' unchanged;
    //! X gives -).
    char mirrored(char code);
    //! Returns how a round with \a code counts (C.07 Art. 16), \a hasOpponent telling whether the
    //! participant was paired: `1 = 0 W D L` with an opponent are played games, without one `1 W` a
    //! full-point bye, `= D` a half-point bye, `0 L` an absence; `-` without opponent an absence.
    RoundKind kindOf(char code, bool hasOpponent);
    //! Returns the outcome of \a code from its participant's view: 1 win (1 W + F U), 0 draw (= D
    //! H), -1 loss (everything else).
    int outcomeOf(char code);
    //! Returns the result as the pairings table shows it, from White's \a whiteCode: "1 - 0",
    //! "½ - ½", "+ - -", "1 - 0 (u)" ...; empty for ' ' and byes.
    QString boardText(char whiteCode);
    //! Returns the game codes (" 1=0+-XWDL") or the bye codes ("HFUZ") in the order a list offers
    //! them.
    QByteArray codesOf(Class cls);
    //! Returns the code \a key enters from the keyboard (1, = or 5 or ½, 0, +, -, X, W, D, L, and H
    //! F U Z for byes; case-insensitive), or nothing.
    std::optional<char> fromKey(QStringView key);
    //! Returns the game result as arbiters write it, from White's \a whiteCode: "1-0", "½-½",
    //! "0-1",
    //! "+/-", "-/+", "-/-" (double forfeit), "1-0 (u)" ... ; empty for ' '.
    QString gameText(char whiteCode);
    //! Returns the keys that enter each code, for messages ("1, = (or 5), 0, +, -, X ...").
    QString keysHelp();

} // namespace result
} // namespace arb
