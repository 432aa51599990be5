// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace arb::storage {

class Connection;

//! One backup of a tournament file: a complete copy in the backups folder next to it.
struct BackupInfo
{
    QString path;
    QDateTime when; //!< UTC, from the file name
    QString tag; //!< what made it: "manual", "round-3", "before-restore"
    qint64 size = 0;
};

//! Backups of a tournament file: timestamped copies made with SQLite's VACUUM INTO
//! (a consistent copy of the database as committed) in the folder "backups" next to the file,
//! named FILE-yyyyMMdd-HHmmss-zzz-TAG.arbiter; the newest \a keep are kept.
class Backups
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    static constexpr int defaultKept = 10;

    //! Returns the backups folder of the tournament file \a path.
    static QString folderFor(const QString &path);
    //! Returns the backups of the tournament file \a path, newest first.
    static QList<BackupInfo> list(const QString &path);
    //! Writes a backup of the open \a connection tagged \a tag and removes all but the newest
    //! \a keep backups of the file. Returns the backup's path, or an empty text with a message
    //! naming the file; a failed backup leaves no partial file.
    static QString make(const Connection &connection, const QString &tag, int keep, QString *error);
};

} // namespace arb::storage
