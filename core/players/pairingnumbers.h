// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/ratingmethod.h"
#include "tournament.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace arb {

//! The initial ranking of C.04.2 Art. 2 and the tournament pairing numbers it gives. A
//! player's start number (TRF 001 columns 5-8) is his pairing number: the pairing engine
//! ranks equal scores by it.
class PairingNumbers
{
    Q_DECLARE_TR_FUNCTIONS(arb::PairingNumbers)

public:
    //! The last key of the ranking (2.2.3): alphabetical unless the regulations stated another.
    enum class LastCriterion : quint8 {
        Alphabetical, //!< by name, case and accents ignored
        FideId, //!< by FIDE ID, lower first; players without one last
        Lot, //!< by lot, drawn with a seed that reproduces it
    };

    struct Ranking
    {
        LastCriterion last = LastCriterion::Alphabetical;
        quint64 seed = 0; //!< for LastCriterion::Lot
        bool operator==(const Ranking &) const = default;
    };

    //! Returns the ranking stored in \a t (its "### initial ranking:" record), alphabetical when
    //! none is.
    static Ranking rankingOf(const Tournament &t);
    //! Stores \a r in \a t as its "### initial ranking:" record (written to TRF as a comment).
    static void setRanking(Tournament &t, const Ranking &r);
    //! Returns how \a r reads: "rating, then title, then name (C.04.2 2.2)"; with a tournament
    //! rating \a method other than FIDE's, the rating is named by it.
    static QString describe(const Ranking &r, RatingMethod method = RatingMethod::Fide);

    //! Returns the rank of a FIDE title in 2.2.2 (GM 0, IM 1, WGM 2, FM 3, WIM 4, CM 5, WFM 6,
    //! WCM 7, anything else 8).
    static int titleRank(const QString &title);
    //! Returns true when \a a comes before \a b in the initial ranking \a r: higher rating
    //! (2.2.1; unrated last; the players' ratings as given, tournament ratings where the 172
    //! method is not FIDE's), then higher title (2.2.2), then the last criterion (2.2.3).
    static bool ranksBefore(const Player &a, const Player &b, const Ranking &r);

    //! Returns the new pairing number of every player whose number changes (the ranking sorts
    //! by the tournament ratings of the 172 record, RatingMethods) (old start number
    //! to new), numbering 1 to N without gaps. Until round 4 is paired the whole field is
    //! sorted by the initial ranking (2.3: TPNs may be corrected); after it, the players keep
    //! their order and only those never paired yet (late entries, 2.4) are put in at their
    //! place. Empty when every number stays.
    static QHash<int, int> assignment(const Tournament &t, const Ranking &r);

    //! Returns \a t renumbered by \a numbers (old to new; unlisted numbers stay): the players,
    //! every opponent, the 240 byes, the fixed board orders, the prohibited pairs and virtual
    //! points (260, XXP, 250, XXA), the national rating records, the "### KIND @ Round n:
    //! player S" records, the corrections and the players allowed no half-point bye. A 250 range is
    //! split where its players' new numbers are not contiguous.
    static Tournament renumbered(const Tournament &t, const QHash<int, int> &numbers);
    //! Returns \a map (start number to a value) with its keys renumbered by \a numbers.
    static QHash<int, int> renumberedKeys(
        const QHash<int, int> &map, const QHash<int, int> &numbers);

    //! Returns why \a t cannot be renumbered (a team event, a play-off set up), or nothing.
    static QString refusal(const Tournament &t);
    //! Returns the first two players whose numbers are not in the order \a assignment() gives,
    //! as a sentence for a warning ("Player 12 (2450) ranks above 7 (2310)"), or nothing when
    //! the numbers are in order.
    static QString outOfOrder(const Tournament &t, const Ranking &r);
};

} // namespace arb
