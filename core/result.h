// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace arb {

//! The one result alphabet of Arbiter. A result is stored as the TRF-16 round code of one
//! participant (the stable key: TRF files and the database hold it): `1 = 0` played, `+ -`
//! forfeit won/lost, `W D L` unrated game won/drawn/lost, `H F U Z` half-point, full-point,
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
