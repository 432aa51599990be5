// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace arb {

//! One change recorded in a tournament database's audit log.
struct AuditEntry
{
    enum class State : quint8 {
        Done = 0, //!< in effect, can be undone
        Undone = 1, //!< undone, can be redone
        Discarded = 2, //!< undone and then superseded by a new change
        Base = 3, //!< an import: the starting point, cannot be undone
        Note = 4, //!< an undo or a redo: recorded when it happened, never replayed itself
    };

    qint64 id = 0;
    QDateTime when; //!< UTC
    QString what; //!< e.g. "Result round 3: 5 - 11 1-0"
    QString before; //!< the changed rows before, human readable
    QString after; //!< the changed rows after, human readable
    QString reason; //!< optional, given by the arbiter
    //! Who made the change: on a PostgreSQL server the account (the server's
    //! session user, filled in by the server), in a SQLite file the OS user; empty before 7.
    QString arbiter;
    State state = State::Done;
};

} // namespace arb
