// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/ratingmethod.h"
#include "tournament.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>

namespace arb {

//! One player of a FIDE rating list.
struct FideListEntry
{
    QString fideId;
    QString name; //!< "Surname, First name" as FIDE writes it
    QString federation;
    QString sex; //!< "M" or "F" as in the list
    QString title; //!< GM IM FM CM WGM WIM WFM WCM, or empty
    int rating = 0; //!< standard rating, 0 when none
    int k = 0; //!< the standard K factor of the list, 0 when none
    int rapid = 0; //!< rapid rating, 0 when none
    int rapidK = 0;
    int blitz = 0; //!< blitz rating, 0 when none
    int blitzK = 0;
    int birthYear = 0;
    QString flag; //!< i inactive, w woman, wi both

    //! A rating of the list for an event of one type, and the list it comes from.
    struct Effective
    {
        int rating = 0;
        int k = 0;
        RatingType from = RatingType::Standard;
    };
    //! Returns the rating for an event rated on \a type: the rapid or blitz rating, the
    //! standard one where the player has none (the effective rapid and blitz lists, FIDE's
    //! program checklist I56).
    Effective effective(RatingType type) const;

    //! Returns the entry as a player of an event rated on \a type: name, title (the woman title
    //! when there is no other), federation, effective rating and its K, FIDE id, birth year and
    //! sex (TRF m or w).
    Player toPlayer(RatingType type = RatingType::Standard) const;
};

//! A FIDE rating list file as FIDE publishes it (players_list_foa.txt, standard_rating_list.txt
//! and the like): fixed-width text, one player per line, the columns found from the header line
//! (ID Number, Name, Fed, Sex, Tit, WTit, OTit, FOA, SRtng SGm SK, RRtng RGm Rk, BRtng BGm BK,
//! B-day, Flag in the combined list; a one-type list names its rating column after the month,
//! "FOA OCT26 Gms K  B-day Flag"). B-day is the birth year. The file stays open and each search
//! reads it through in chunks, never loaded into a list nor mapped into memory: a search of a list
//! of a million players takes well under a second, and a file truncated or replaced while it is
//! open (the next month's download) only changes what later searches find. A line longer than
//! maxLineLength is not a player's and is skipped; a first line that long is refused.
class FideRatingList
{
    Q_DECLARE_TR_FUNCTIONS(arb::FideRatingList)

public:
    //! The longest line read (FIDE's lines are under 200 characters).
    static constexpr int maxLineLength = 4096;

    FideRatingList();
    ~FideRatingList();
    FideRatingList(const FideRatingList &) = delete;
    FideRatingList &operator=(const FideRatingList &) = delete;

    //! Opens \a path; refuses a file without the header of a FIDE list with a message naming it.
    bool open(const QString &path, QString *error = nullptr);
    //! Opens the list held in \a data (tests); \a name stands for the file's name.
    bool openData(
        const QByteArray &data, QString *error = nullptr, const QString &name = QString());
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }

    //! Returns up to \a limit players whose FIDE id starts with \a query (digits) or whose name
    //! contains every word of \a query (ignoring case), in file order.
    QList<FideListEntry> search(const QString &query, int limit = 200) const;
    //! Returns the player with FIDE id \a id, if listed.
    std::optional<FideListEntry> find(const QString &id) const;
    //! Returns the player of every FIDE id of \a ids that the list holds, in one reading.
    QHash<QString, FideListEntry> findAll(const QSet<QString> &ids) const;
    //! Returns the number of player lines (counted once, on the first call).
    int count() const;

    //! Returns the type of a list of one type (the month-named rating column of
    //! standard_oct26frl.txt, rapid_..., blitz_...: the file name says which, standard when it
    //! does not); nothing for the combined list (SRtng, RRtng, BRtng).
    std::optional<RatingType> singleType() const { return m_single; }
    //! Returns the first day of the list's month: from the rating column's label ("OCT26") or
    //! the file name ("standard_nov26frl.txt", "players_list_foa_nov26.txt"); invalid when
    //! neither says.
    QDate month() const { return m_month; }
    //! Returns how a rating taken from the list for \a used is named: "FIDE rapid list
    //! November 2026" ("FIDE list" and no month when unknown).
    QString sourceName(RatingType used) const;

private:
    struct Column
    {
        int start = -1;
        int end = -1; //!< exclusive; -1: to the end of the line
    };
    bool readHeader(const QByteArray &start, QString *error);
    FideListEntry parse(const char *line, int length) const;
    QByteArray field(const char *line, int length, const Column &c) const;
    //! Calls \a f(line, length) for each player line (without its line break) until it returns
    //! false; lines longer than maxLineLength are skipped.
    template<typename F> void forEachLine(F &&f) const;

    QString m_path;
    std::unique_ptr<QFile> m_file; //!< open() keeps the file open and reads it on each search
    QByteArray m_data; //!< openData(): the whole list
    bool m_open = false;
    qint64 m_bodyStart = 0; //!< the offset of the first player line
    Column m_id, m_name, m_fed, m_sex, m_tit, m_wtit, m_rating, m_k, m_birth, m_flag;
    Column m_rapid, m_rapidK, m_blitz, m_blitzK;
    std::optional<RatingType> m_single;
    QDate m_month;
    mutable int m_count = -1;
};

} // namespace arb
