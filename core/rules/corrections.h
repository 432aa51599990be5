// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! A result corrected after a later round was paired (C.04.2 4.3: the rounds paired on the old
//! result stay as they are). Kept as a ### comment record of the tournament, so that the
//! database, the exported rating report and a pairing checker read the same:
//! "### Correction @ Round 2: 5-12, 1 -> 0; after round 4 was paired; arbiter NAME; TIME"
//! (White's codes), "### Correction @ Round 2: player 7, Z -> H; ..." for a bye, and
//! "### Adjournment @ Round 2: 5-12, * -> 1; ..." when the result of an adjourned game comes in,
//! and "### Correction @ Round 2: 5-12, colours -> 12-5; ..." when the players had played with
//! the other colours (FIDE's program checklist H53).
//! The arbiter and the time (UTC) are there when the program made the record. The older form
//! "### correction: round 2, 5-12, 1 -> 0, after round 4 was paired" is read as well.
struct Correction
{
    int round = 0; //!< the round whose result was corrected
    int white = 0; //!< White, or the player of a bye
    int black = 0; //!< 0 for a bye
    char before = ' '; //!< White's (or the bye's) code before the correction
    char after = ' '; //!< and after it
    int pairedThrough = 0; //!< the last round paired when it was made
    QString arbiter; //!< who made it, empty when unknown
    QDateTime when; //!< when it was made (UTC), invalid when unknown
    //! The colours were corrected: white and black are the colours before, the codes unused.
    bool colours = false;
    bool operator==(const Correction &) const = default;

    //! Returns "Adjournment" for the result of an adjourned game (before '*'), else "Correction".
    QString kind() const;
    //! Returns the record's text.
    QString record() const;
    //! Reads a record written by record(), or one of the older form; nothing for another line.
    static std::optional<Correction> parse(const QString &line);
};

//! Returns the adjourned games of \a t (result `*`: a draw for pairing until the result is
//! known, C.04.2 3.1) as the arbiter reads them: "round 3: 5-12", White first.
QStringList adjournedGames(const Tournament &t);

//! Returns the last round of \a t with a game, 0 when none.
int lastRoundWithGames(const Tournament &t);

//! Returns the correction that changing \a startNo's code in \a round to \a code would be:
//! a result already entered replaced by another one while a later round is paired. Nothing
//! otherwise (a first result, the same one, or no later round paired).
std::optional<Correction> correctionOf(const Tournament &t, int round, int startNo, char code);

//! Returns the correction that swapping the colours of \a startNo's game in \a round would be:
//! once the game has a result or a later round is paired (the round was paired, and is checked,
//! with the colours as they were); nothing for a game without either, or no game.
std::optional<Correction> colourCorrectionOf(const Tournament &t, int round, int startNo);

//! Returns the corrections recorded in \a t, oldest first.
QList<Correction> correctionsOf(const Tournament &t);

//! Returns \a t with the results of its earlier rounds as they stood when \a round was paired:
//! every correction made after that (its pairedThrough at least \a round) of a round before
//! \a round is undone, newest first. \a applied gets the rounds whose results were taken back.
Tournament asWhenPaired(const Tournament &t, int round, QList<int> *applied = nullptr);

} // namespace arb
