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

    Connection &m_connection;
    std::function<QString(int)> m_nameOf;
};

} // namespace arb::storage
