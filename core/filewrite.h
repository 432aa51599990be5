// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace arb {

//! Writes \a data to \a path whole or not at all. The bytes go into a new file beside \a path;
//! every write, the flush to the disk and the close are checked, and only then is the new file
//! renamed over \a path. On any failure the new file is removed, \a path stays as it was, and
//! \a error says why, naming the file ("the disk is full"). A file that exists keeps its
//! permissions.
bool writeFileWhole(const QString &path, const QByteArray &data, QString *error = nullptr);
//! The same with the bytes read from \a source to its end, a chunk at a time (a large file is
//! not held in memory); a failed read counts as a failed write.
bool writeFileWhole(const QString &path, QIODevice &source, QString *error = nullptr);

//! Returns the message for a failed write of \a path with the system's error number \a errnum:
//! "cannot write FILE: the disk is full" for ENOSPC, the system's text otherwise.
QString writeErrorText(const QString &path, int errnum);

} // namespace arb
