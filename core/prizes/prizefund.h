// SPDX-License-Identifier: GPL-3.0-or-later
// Prize money: the prize fund of an event and how it is paid out from the final standing. No
// FIDE text regulates the sharing of money (C.07 leaves it to the tournament regulations); the
// methods are those organisers announce: by tie-break order (indivisible prizes), equal division
// among tied players (US Chess 34C), the Hort system, and the Tata Steel rule that the players of
// a play-off for first share its money equally whatever its outcome.
#pragma once

#include "fixed.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace arb {

//! How players tied on points share the prizes of the places they occupy.
enum class PrizeSharing : quint8 {
    TieBreakOrder, //!< no sharing: each place's prize to the player ranked there (tie-breaks, a
                   //!< play-off that decides)
    Equal, //!< the prizes of the tied players' places added and divided equally (US 34C)
    Hort, //!< half of each place's prize to its player, half of the group's prizes shared equally
    PlayoffShared, //!< Tata Steel A.2: those tied for first share their places' prizes equally
                   //!< whatever the play-off's outcome; other ties by tie-break order
};

//! Which prize a player keeps when he could win several (one prize per player).
enum class PrizeChoice : quint8 {
    LargestAmount, //!< the larger amount; a place prize when the amounts are equal (US 32B1, 32B4)
    ListOrder, //!< the prize listed first in the prize fund
};

//! What happens to what is left when shares are rounded to the paying unit.
enum class PrizeRemainder : quint8 {
    TieBreakOrder, //!< one unit each to the tied players in tie-break order, the rest kept
    OrganiserKeeps, //!< the organiser keeps it
    RoundUp, //!< every share is rounded up; the organiser pays the difference
};

//! One prize: a place in the main list (category empty) or in a category's list.
struct Prize
{
    QString category; //!< empty: the main list; else the name of a player category
    int place = 1; //!< 1-based place within its list
    qint64 amount = 0; //!< in minor units (cents)
    bool operator==(const Prize &) const = default;
};

//! The prize fund of an event and the rules of its distribution.
struct PrizeFund
{
    QString currency = QStringLiteral("EUR");
    int minorUnits = 100; //!< minor units per major unit (100 cents per euro)
    QList<Prize> prizes; //!< in the order of the prize list
    PrizeSharing sharing = PrizeSharing::TieBreakOrder;
    bool onePrizePerPlayer = true;
    PrizeChoice choice = PrizeChoice::LargestAmount;
    qint64 unit = 1; //!< shares are paid in multiples of this many minor units
    PrizeRemainder remainder = PrizeRemainder::TieBreakOrder;
    //! A shared prize is not split below this (minor units; 0: no minimum): the tied players
    //! lowest in the tie-break order drop out of the group until every share reaches it.
    qint64 minimumShare = 0;
    bool withdrawnEligible = false; //!< players who withdrew may win prizes
    QString rule; //!< the regulation the sharing follows, as printed ("US Chess 34C: ...")
    bool operator==(const PrizeFund &) const = default;

    //! Returns the sum of all prizes.
    qint64 total() const;
    //! Returns \a amount (minor units) as text with the currency, e.g. "666.67 EUR".
    QString money(qint64 amount) const;
    //! Returns the prize's name, e.g. "1st prize" or "Women, 2nd prize".
    static QString prizeName(const Prize &prize);
};

//! A player of the final standing as the distribution sees him, in standing order.
struct PrizeEntrant
{
    int startNo = 0;
    QString name;
    Fixed points; //!< players with equal points are tied for money
    QStringList categories; //!< the categories he belongs to
    bool withdrawn = false;
};

//! What one player receives of an award.
struct PrizeShare
{
    int startNo = 0;
    qint64 amount = 0;
    bool operator==(const PrizeShare &) const = default;
};

//! One prize, or the prizes of one group of tied players, as paid.
struct PrizeAward
{
    QList<int> prizes; //!< indexes into PrizeFund::prizes
    QList<PrizeShare> shares; //!< who receives what; empty when not awarded
    QString note; //!< why: how it was shared, passed down or not awarded
};

//! What one player receives in all.
struct PrizePayout
{
    int startNo = 0;
    qint64 amount = 0;
    QStringList prizes; //!< the names of the prizes (or shares) he receives
};

//! The whole distribution.
struct PrizeDistribution
{
    QList<PrizeAward> awards; //!< main list first (in place order), then each category's
    QList<PrizePayout> payouts; //!< the players who receive money, in standing order
    QStringList notes; //!< the players moved to a category prize, and other explanations
    qint64 fund = 0; //!< the sum of all prizes
    qint64 paid = 0; //!< the sum of the payouts
    qint64 unawarded = 0; //!< the prizes nobody is eligible for
    qint64 kept = 0; //!< rounding: kept by the organiser (negative: paid on top of the fund)
    //! Returns what \a startNo receives (0 when nothing).
    qint64 amountOf(int startNo) const;
};

//! Pays \a fund out over \a standing (the final standing, best first, tie-break order within
//! equal points). The main list is shared group by group of equal points as fund.sharing says;
//! category prizes go by rank within the category and are not shared; with one prize per player a
//! category prize passes down when its winner keeps a larger one (or, with PrizeChoice::ListOrder,
//! one listed earlier), and a player who takes a category prize leaves the main list, whose
//! shares are then computed again. Always: paid + unawarded + kept == fund.
PrizeDistribution distributePrizes(const PrizeFund &fund, const QList<PrizeEntrant> &standing);

} // namespace arb
