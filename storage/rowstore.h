// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>

class QSqlQuery;

//! What the storage classes share: the row a change writes, and reading and writing rows of
//! any journalled table (storage/schema.h) with all their columns.
namespace arb::storage {

//! Translates the messages of free functions in the context of TournamentDatabase, where every
//! storage message lives (the storage classes declare the same context; lupdate reads it).
struct StorageText
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)
};

//! One row, column name to value: what is written, compared, described and kept in the audit
//! log for undo and redo.
using Row = QJsonObject;

//! One row of a table after a change: its key and its new content, or nothing when it goes.
struct RowChange
{
    QString table; //!< "players", "results", "meta", "teams" or "team_lineups"
    QVariantList key;
    std::optional<Row> row; //!< nothing when the row does not exist
};

//! Reads one row by column name: a Row, or the current row of a query reading whole rows (the
//! repositories read both the same way; a query row needs no Row to be built).
class RowReader
{
public:
    RowReader(const Row &row) // implicit: a Row is read as it is
        : m_row(&row)
    {
    }
    RowReader(const QSqlQuery &query, const QStringList &columns)
        : m_query(&query)
        , m_columns(&columns)
    {
    }

    QString text(const QString &column) const;
    int number(const QString &column) const;
    //! Returns a 64-bit number (a Fixed's raw value).
    qint64 number64(const QString &column) const;

private:
    QVariant value(const QString &column) const;

    const Row *m_row = nullptr;
    const QSqlQuery *m_query = nullptr;
    const QStringList *m_columns = nullptr;
};

//! The rows one change writes, in order; the in-memory tournament applies the same list.
using ChangeSet = QList<RowChange>;

//! Returns \a s, or empty text for a null string (SQLite stores a null QString as NULL; the
//! schema wants empty text), without NUL characters (PostgreSQL's text holds none).
QString text(const QString &s);
QString jsonText(const QJsonArray &a);
QString jsonText(const QJsonObject &o);
//! Returns a list of numbers as compact JSON ("[1,2]"), as the teams and line-ups store them.
QString intArrayText(const QList<int> &list);
QList<int> intArray(const QString &text);
//! Returns the fixed-point number stored raw under \a key in \a o, or \a otherwise.
Fixed fixedValue(const QJsonObject &o, const char *key, Fixed otherwise);
//! Returns the points of a scoring system stored raw under \a key in \a o; \a otherwise when it
//! is missing or not a scoring value (isScoringValue(): a damaged file).
Fixed scoringValue(const QJsonObject &o, const char *key, Fixed otherwise);
//! Returns why the scoring system stored as \a text (JSON, raw values) cannot be used as it is,
//! one message per value that is not a scoring value; empty when every value is one.
QStringList scoringProblems(const QString &text, const QStringList &keys);

//! Returns the row of \a table whose columns (in schema::columns() order) hold \a values.
Row rowOf(const QString &table, const QVariantList &values);

//! Returns the current row of \a table with \a key, or nothing.
std::optional<Row> readRow(const QSqlDatabase &db, const QString &table, const QVariantList &key);
//! Calls \a visit for every row of \a table (in \a orderBy order when given).
bool readRows(const QSqlDatabase &db, const QString &table, const QString &orderBy,
    const std::function<void(const RowReader &)> &visit, QSqlError *error);
//! Inserts rows into one table, one prepared statement for all (a plain INSERT: a duplicate
//! key fails).
class RowInserter
{
public:
    RowInserter(const QSqlDatabase &db, const QString &table);
    ~RowInserter();
    //! Inserts \a row; on failure, \a error gets the driver's error.
    bool insert(const Row &row, QSqlError *error);
    //! Inserts the row whose columns hold \a values, in order (no Row is built).
    bool insert(const QVariantList &values, QSqlError *error);

private:
    std::unique_ptr<QSqlQuery> m_query;
    const QStringList &m_columns;
};
//! Writes \a change: an upsert of its row (never a REPLACE, which would cascade), or a delete.
bool writeRow(const QSqlDatabase &db, const RowChange &change, QSqlError *error);

//! Returns the driver's text after the cause in plain words, for the write faults an arbiter
//! can act on (disk full, read-only file, I/O error), saying that the change was not saved.
QString writeProblem(const QSqlError &e);
//! The same for a file or database being set up: the cause in plain words, then the driver's
//! text; never empty (a driver that gives no text gets "the driver gave no reason").
QString problemText(const QSqlError &e);

} // namespace arb::storage
