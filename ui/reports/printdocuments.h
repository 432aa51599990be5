// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/reportpage.h"

#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace arb {

class TournamentDocument;

//! The documents an arbiter prints during an event, each with the event header on every page:
//! what the File > Print documents dialog lists, and how each is built and printed.
class PrintDocuments
{
public:
    enum class Kind {
        PairingsByBoard, //!< the games of a round by board, points before the round, results
        PairingsAlphabetical, //!< every player by name: board, colour, opponent
        ResultSlips, //!< one slip per board: names, colours, result boxes, signatures
        StartListByRating,
        StartListAlphabetical,
        Standings,
        CrossTable,
        ByesAndWithdrawals, //!< per round: byes (requested, pairing-allocated, zero) and
                            //!< withdrawals
        TeamStandings,
        TeamCrossTable,
        PrizeList, //!< the overall standings and each category's, the first places of each
        PairingRules, //!< the system, initial ranking, acceleration with its virtual points,
                      //!< prohibited pairs (FIDE's program checklist G46)
        TeamPairings, //!< the matches of a round, team points before it
        MatchCards, //!< one card per match for the captains: boards, players, colours
        RatingReport, //!< each rated player's FIDE rating change, each unrated one's rating
    };

    //! Returns the documents that apply to the event, in the order the dialog lists them (the
    //! team documents only when it has teams).
    static QList<Kind> available(const TournamentDocument &document);
    //! Returns the document's name as the dialog lists it.
    static QString name(Kind kind);
    //! Returns true when the document is about one round (pairings, result slips).
    static bool needsRound(Kind kind);
    //! Returns true when the document is shown after a chosen round (standings, cross table).
    static bool afterRound(Kind kind)
    {
        return kind == Kind::Standings || kind == Kind::CrossTable;
    }
    //! Returns true when the document lists a number of places (ReportScope::places).
    static bool hasPlaces(Kind kind) { return kind == Kind::PrizeList; }
    static QPageLayout::Orientation orientation(Kind kind);
    //! Returns the title printed in the header of every page: the document, the round, the
    //! scope's title.
    static QString title(const TournamentDocument &document, Kind kind, const ReportScope &scope);
    //! Returns the document's body as HTML (without the header repeated on every page).
    static QString html(const TournamentDocument &document, Kind kind, const ReportScope &scope);
    //! Prints the document on \a device with the header on every page; returns the page count.
    static int print(const TournamentDocument &document, Kind kind, const ReportScope &scope,
        QPagedPaintDevice *device);
    //! Writes the document as an A4 PDF; false with a message naming the file on failure.
    static bool writePdf(const TournamentDocument &document, Kind kind, const ReportScope &scope,
        const QString &path, QString *error = nullptr);
};

} // namespace arb
