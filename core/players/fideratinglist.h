// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QList>
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
    int birthYear = 0;
    QString flag; //!< i inactive, w woman, wi both

    //! Returns the entry as a player of an event: name, title (the woman title when there is
    //! no other), federation, rating, FIDE id, birth year, sex (TRF m or w) and K.
    Player toPlayer() const;
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
    //! Opens the list held in \a data (tests).
    bool openData(const QByteArray &data, QString *error = nullptr);
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }

    //! Returns up to \a limit players whose FIDE id starts with \a query (digits) or whose name
    //! contains every word of \a query (ignoring case), in file order.
    QList<FideListEntry> search(const QString &query, int limit = 200) const;
    //! Returns the player with FIDE id \a id, if listed.
    std::optional<FideListEntry> find(const QString &id) const;
    //! Returns the number of player lines (counted once, on the first call).
    int count() const;

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
    mutable int m_count = -1;
};

} // namespace arb
