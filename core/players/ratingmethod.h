// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! How the rating that sets the initial ranking (the tournament rating) comes from a player's
//! official ratings: his FIDE rating (TRF 001 columns 49-52) and his national rating (a national
//! rating record of the federation that record 172 names). The methods of TRF-2026 record 172.
enum class RatingMethod : quint8 {
    Fide, //!< FIDE: the FIDE rating
    National, //!< NRO: the national rating
    FideElseNational, //!< FIDON: the FIDE rating, the national one where there is none
    NationalElseFide, //!< NIDOF: the national rating, the FIDE one where there is none
    Highest, //!< HBFN: the higher of the two
    Lowest, //!< LBFN: the lower of the two
    Other, //!< OTHER: a method of the regulations; the FIDE rating as the file holds it
};

//! The FIDE rating list an event is rated on (FIDE Rating Regulations: standard, rapid, blitz).
enum class RatingType : quint8 { Standard, Rapid, Blitz };

//! One national rating record: the 001 layout with a three-letter federation in columns 1-3,
//! the player's start number in 5-8, his national rating in 49-52 and national id in 58-68.
struct NationalRating
{
    QString federation;
    int startNo = 0;
    int rating = 0; //!< 0 when the record gives none
    QString id;
    bool operator==(const NationalRating &) const = default;
};

//! The 172 record: the federation whose national ratings count and the method.
struct RatingMethodRecord
{
    QString federation; //!< empty: any national record
    RatingMethod method = RatingMethod::Fide;
    bool operator==(const RatingMethodRecord &) const = default;
};

class RatingMethods
{
    Q_DECLARE_TR_FUNCTIONS(arb::RatingMethods)

public:
    //! Returns the TRF code of \a m: FIDE, NRO, FIDON, NIDOF, HBFN, LBFN or OTHER.
    static QString code(RatingMethod m);
    //! Returns the method of \a code (case ignored), or nothing.
    static std::optional<RatingMethod> fromCode(const QString &code);
    //! Returns how \a m reads in a list of choices: "FIDE rating, else national (FIDON)".
    static QString describe(RatingMethod m);
    //! Every method, in the order of the TRF-2026 table.
    static QList<RatingMethod> all();

    //! Returns the 172 record \a line ("172 GER FIDON"), or nothing when its method is unknown.
    static std::optional<RatingMethodRecord> parse(const QString &line);
    //! Returns the 172 record of \a t; the FIDE method when it has none or one that does not
    //! read (the reader's warnings name that one).
    static RatingMethodRecord of(const Tournament &t);
    //! Returns the 172 line for \a r ("172 GER FIDON"; the federation padded to columns 5-7).
    static QString record(const RatingMethodRecord &r);
    //! Replaces the 172 record of \a t by \a r.
    static void set(Tournament &t, const RatingMethodRecord &r);

    //! Returns the list the event \a t is rated on: its "### rating type:" record, standard
    //! when it has none.
    static RatingType ratingTypeOf(const Tournament &t);
    //! Stores \a type in \a t ("### rating type: rapid"; no record for standard).
    static void setRatingType(Tournament &t, RatingType type);
    //! Returns "standard", "rapid" or "blitz" as a message says it.
    static QString typeName(RatingType type);

    //! Returns true when \a line is a national rating record (three capital letters, a space and
    //! a start number; not a JaVaFo XX or bbpPairings BB record).
    static bool isNationalRecord(const QString &line);
    //! Returns the national rating records of \a t, in file order.
    static QList<NationalRating> nationalRatings(const Tournament &t);
    //! Returns the national ratings of \a t by start number, of \a federation (every federation
    //! when empty; the first record of a player counts).
    static QHash<int, int> nationalRatingsOf(const Tournament &t, const QString &federation);
    //! Returns the federation whose national ratings count in \a t: the 172 record's, else the
    //! event's own (012's federation); empty when neither is known.
    static QString nationalFederation(const Tournament &t);
    //! Sets the national rating of \a startNo in \a t (the record of \a federation; 0 removes
    //! the rating, and the record when it has no national id either). A new record copies the
    //! player's name, sex, title, federation and birth date into the 001 layout.
    static void setNationalRating(
        Tournament &t, int startNo, const QString &federation, int rating);
    //! Removes the national rating records of \a startNo.
    static void removeNationalRecords(Tournament &t, int startNo);
    //! Returns \a line, a national rating record, with its start number changed to \a startNo.
    static QString withStartNo(const QString &line, int startNo);

    //! Returns the tournament rating given by \a m from the FIDE rating \a fide and the national
    //! rating \a national (0: none); 0 when the method finds none.
    static int tournamentRating(int fide, int national, RatingMethod m);
    //! Returns the tournament rating of every player of \a t (start number to rating) by its
    //! 172 record and the national ratings of nationalFederation().
    static QHash<int, int> tournamentRatings(const Tournament &t);
    //! Returns \a t with each player's rating replaced by his tournament rating (the initial
    //! ranking sorts by it); \a t itself when the method is FIDE.
    static Tournament rankedByTournamentRating(const Tournament &t);
};

} // namespace arb
