// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! Which rating the rating-based tie-breaks (C.07 Art. 10) take in an event whose players hold
//! more than one rating: one that lasts more than 30 days, rated month by month.
enum class TieBreakRatings : quint8 {
    First, //!< the rating each player started with (the 001 record): the default
    EachRound, //!< an opponent's rating valid in the round of the game; one's own latest
    Latest, //!< the rating valid in the last round, for every game
};

//! A rating a player holds from a round on: a rating list published while the event went on.
struct LaterRating
{
    int startNo = 0;
    int fromRound = 0; //!< 1-based: the first round it is valid in
    int rating = 0; //!< 0: unrated from that round on
    QString source; //!< the list it came from; "manual" when typed in
    bool operator==(const LaterRating &) const = default;
};

//! An event that lasts more than 30 days (FIDE's program checklist M86, the TEC Manual's rating
//! list check): the flag, the ratings its players hold from later rounds on and which rating
//! the rating-based tie-breaks take. Kept as records of the event, written to its TRF:
//! "### Over 30 days: yes", "### Tie-break ratings: each round",
//! "### Rating from round 5: 12 1850; FIDE standard list December 2026".
class RatingPeriods
{
    Q_DECLARE_TR_FUNCTIONS(arb::RatingPeriods)

public:
    //! Returns true when \a t lasts more than 30 days: as the event says, else by its start and
    //! end dates (042, 052).
    static bool isOver30Days(const Tournament &t);
    //! Returns what the event says (nothing when it says nothing).
    static std::optional<bool> over30DaysFlag(const Tournament &t);
    //! Returns the number of days from the start date to the end date, or nothing.
    static std::optional<qint64> daysSpanned(const Tournament &t);
    static void setOver30Days(Tournament &t, bool over);

    //! Returns which rating the rating-based tie-breaks take (First unless the event lasts more
    //! than 30 days and says otherwise).
    static TieBreakRatings tieBreakRatings(const Tournament &t);
    //! Returns what the event's record says, whether or not it lasts more than 30 days.
    static TieBreakRatings tieBreakRatingsRecord(const Tournament &t);
    static void setTieBreakRatings(Tournament &t, TieBreakRatings which);
    //! Returns how \a which reads in a list of choices.
    static QString describe(TieBreakRatings which);
    //! Returns \a which in a few words, within a sentence: "the rating of each round".
    static QString shortName(TieBreakRatings which);
    static QList<TieBreakRatings> allTieBreakRatings();

    //! Returns the later ratings of \a t, by player and round.
    static QList<LaterRating> laterRatings(const Tournament &t);
    //! Returns the later ratings of \a startNo, by round.
    static QList<LaterRating> laterRatingsOf(const Tournament &t, int startNo);
    //! Sets a later rating (one per player and round: it replaces one of the same round).
    static void setLaterRating(Tournament &t, const LaterRating &r);
    //! Removes the later rating of \a startNo from \a fromRound; every one of his when 0.
    static void removeLaterRatings(Tournament &t, int startNo, int fromRound = 0);
    //! Returns the record of \a r, and reads one (nothing when \a line is not one).
    static QString record(const LaterRating &r);
    static std::optional<LaterRating> parse(const QString &line);

    //! Returns the rating of \a startNo valid in \a round (1-based): his latest later rating
    //! from that round or before, else his first.
    static int ratingIn(const Tournament &t, int startNo, int round);
    //! Returns the round after the last one \a t has paired (games or a pairing-allocated bye):
    //! the round a new list counts from.
    static int nextRound(const Tournament &t);
    //! Returns true when \a t has a round \a round: any round from 1 when the number of rounds
    //! is not declared.
    static bool hasRound(const Tournament &t, int round);

    //! Returns the records of the event's rating-based tie-breaks that are not recommended in
    //! an event over 30 days ("ARO, TPR"), empty when none or when the event is shorter.
    static QStringList discouragedTieBreaks(const Tournament &t);
};

} // namespace arb
