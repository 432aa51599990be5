// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/fideratinglist.h"
#include "tournament.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace arb {

//! A player's rating as the event holds it and as a FIDE list gives it.
struct ListedRating
{
    int startNo = 0;
    QString name;
    int rating = 0; //!< the event's
    int kFactor = 0;
    QString source; //!< the event's
    int listRating = 0; //!< the list's effective rating for the event's type
    int listK = 0;
    RatingType from = RatingType::Standard; //!< the list the rating came from
    QString listSource; //!< "FIDE rapid list November 2026"

    //! True when the ratings differ, or both give a K and they differ (K 0 in the event means
    //! "derived from rating and age": the list's K is stored with the source, not a difference).
    bool differs() const
    {
        return rating != listRating || (listK > 0 && kFactor > 0 && kFactor != listK);
    }
};

//! The players' ratings checked against a FIDE rating list (FIDE's program checklist I58-I60):
//! the players found by FIDE id, their effective rating for the event's type (standard where a
//! rapid or blitz rating is missing), and whether the list is the one valid for the event.
struct RatingListCheck
{
    Q_DECLARE_TR_FUNCTIONS(arb::RatingListCheck)

public:
    RatingType type = RatingType::Standard;
    QList<ListedRating> listed; //!< every player the list holds, in start-number order
    QList<int> notListed; //!< start numbers with a FIDE id the list does not hold
    QList<int> withoutId; //!< rated players without a FIDE id: their rating stays manual
    QDate listMonth; //!< the list's month, invalid when it does not say
    QDate validMonth; //!< the month of the list valid for the event
    QString monthWarning; //!< why the list may be the wrong one; empty when it is right
    //! 0: the list gives the ratings the event starts with. In an event over 30 days with a
    //! round paired: the round the list's ratings count from (the next one to pair); the
    //! ratings of the rounds before stay (FIDE's program checklist M86).
    int fromRound = 0;

    //! Returns the players whose rating or K differs from the list's.
    QList<ListedRating> differences() const;
    //! Returns \a t with every listed player's rating and rating source set from the list, and
    //! his K where one was entered (0 stays: derived from rating and age). With fromRound, each
    //! changed rating is a later rating from that round instead (none once every round is
    //! paired).
    Tournament applied(const Tournament &t) const;
    //! Returns a report: the list, the month check, each difference, the players not found.
    QString text(const Tournament &t) const;

    //! Checks the players of \a t against \a list. The list valid for the event is that of the
    //! month of the start date, or of \a today's month for an event longer than 30 days (or one
    //! without a start date). A player's rating in an event over 30 days under way is the one
    //! he holds in the next round.
    static RatingListCheck of(const Tournament &t, const FideRatingList &list, QDate today);
};

} // namespace arb
