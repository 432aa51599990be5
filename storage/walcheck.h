// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace arb::storage {

//! What a tournament file's write-ahead log (FILE-wal) holds, read as SQLite's file format
//! describes it: a header, then frames of one page each, every frame carrying the header's
//! salts and a checksum over everything before it. SQLite replays the frames up to the last
//! commit before the first frame that does not check, and silently drops the rest. After a
//! crash, a log damaged in its middle thus reverts changes that were saved.
struct WalReport
{
    int frames = 0; //!< whole frames in the file
    int validFrames = 0; //!< frames SQLite replays (up to the last commit before the first bad one)
    //! Commits (frames ending a transaction) after the valid frames that carry the log's salts:
    //! saved changes SQLite will not replay.
    int lostCommits = 0;
    bool damagedHeader = false; //!< the header does not check although frames follow it
    bool isDamaged() const { return lostCommits > 0 || damagedHeader; }
};

//! Reads the write-ahead log \a walPath (FILE-wal); an empty report when it is absent or empty.
WalReport inspectWal(const QString &walPath);

//! Checks FILE-wal of the tournament file \a path before SQLite opens it. When it is damaged so
//! that saved changes would be lost, copies it to FILE-wal.damaged-<date-time> and returns a
//! message for the arbiter naming both; otherwise returns nothing.
QString keepDamagedWal(const QString &path);

} // namespace arb::storage
