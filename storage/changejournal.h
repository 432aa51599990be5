// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "auditentry.h"
#include "rowstore.h"

#include <functional>
#include <optional>

namespace arb::storage {

class Connection;

//! The audit log with undo and redo. Every change is one transaction: its rows and one audit
//! row (when, what, the rows before and after as text and as JSON for undo, a reason). The
//! journal returns the change set it wrote; the caller applies it to its tournament in memory.
class ChangeJournal
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    explicit ChangeJournal(Connection &connection);

    //! Sets how the log names a player by start number ("5 Carlsen, Magnus"); without it the
    //! start number alone.
    void setNameOf(std::function<QString(int)> nameOf) { m_nameOf = std::move(nameOf); }

    //! Returns true when a row as it is in the database now (nothing: no row) is the row the
    //! caller's copy in memory holds (optimistic locking, storage/rowlocks.h).
    using SeenCheck = std::function<bool(
        const QString &table, const QVariantList &key, const std::optional<Row> &current)>;
    //! Sets the check; record() refuses a change whose rows fail it, naming the row with
    //! \a conflictText (it gets the row as it is now).
    void setSeenCheck(SeenCheck check, std::function<QString(const RowChange &)> conflictText)
    {
        m_seen = std::move(check);
        m_conflictText = std::move(conflictText);
    }
    //! Returns the rows of the last change, undo or redo refused because another program had
    //! changed them meanwhile (empty when it was not refused for that).
    const ChangeSet &conflicting() const { return m_conflicting; }

    //! Writes the rows of \a after that differ from the file, with one audit row; returns the
    //! rows written (empty when nothing changes: then nothing is recorded), or nothing on
    //! failure, when nothing was written.
    std::optional<ChangeSet> record(
        const QString &what, const ChangeSet &after, const QString &reason, QString *error);
    //! Writes back the rows before the latest change in effect; returns them, or nothing.
    std::optional<ChangeSet> undo(QString *error);
    //! Writes again the rows after the earliest undone change; returns them, or nothing.
    std::optional<ChangeSet> redo(QString *error);
    //! Adds the audit row of an import (the base of the log) inside the caller's transaction.
    bool recordImport(const QString &what, const QString &after, QSqlError *error);

    //! Returns the rows undo() would write back (true) or redo() would write again (false),
    //! without writing them; empty when there is nothing to undo or redo.
    ChangeSet nextRows(bool undoing) const;
    //! Returns the what-text of the change undo() would undo, or a null string.
    QString undoText() const;
    QString redoText() const;
    //! Returns the audit log, oldest first; with \a latest > 0 only that many newest entries.
    QList<AuditEntry> log(int latest = 0) const;

    //! Returns a row (or its absence) as the audit log shows it; results with names, w or b,
    //! and the result as arbiters write it ("R2: 5 Carlsen (w) - 11 Ding (b) 1-0").
    QString describe(const RowChange &change) const;

private:
    std::optional<ChangeSet> replay(bool undoing, QString *error);
    QString nextWhat(bool undoing) const;

    bool recordNote(qint64 id, bool undoing);
    //! Inside the transaction: locks the rows of \a rows and reads them as they are now into
    //! \a current; refuses (rolling back) when one is not \a expected's (or, without it, what
    //! the caller's copy holds).
    bool lockAndCheck(
        const ChangeSet &rows, const ChangeSet *expected, ChangeSet *current, QString *error);

    Connection &m_connection;
    std::function<QString(int)> m_nameOf;
    SeenCheck m_seen;
    std::function<QString(const RowChange &)> m_conflictText;
    ChangeSet m_conflicting;
};

} // namespace arb::storage
