// SPDX-License-Identifier: GPL-3.0-or-later
#include "filewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <functional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace arb {

namespace {

    bool fail(QString *error, const QString &message)
    {
        if (error)
            *error = message;
        return false;
    }

} // namespace

QString writeErrorText(const QString &path, int errnum)
{
    const QString file = QDir::toNativeSeparators(path);
    switch (errnum) {
    case ENOSPC:
        return QCoreApplication::translate("arb::FileWrite", "cannot write %1: the disk is full")
            .arg(file);
#ifdef EDQUOT
    case EDQUOT:
        return QCoreApplication::translate(
            "arb::FileWrite", "cannot write %1: the disk quota is used up")
            .arg(file);
#endif
    case EFBIG:
        return QCoreApplication::translate(
            "arb::FileWrite", "cannot write %1: the file would be larger than the system allows")
            .arg(file);
    case EACCES:
    case EPERM:
        return QCoreApplication::translate("arb::FileWrite", "cannot write %1: permission denied")
            .arg(file);
    case EROFS:
        return QCoreApplication::translate(
            "arb::FileWrite", "cannot write %1: the disk is read-only")
            .arg(file);
    default:
        return QCoreApplication::translate("arb::FileWrite", "cannot write %1: %2")
            .arg(file, QString::fromLocal8Bit(std::strerror(errnum)));
    }
}

#ifdef Q_OS_UNIX

namespace {

    //! Writes all of \a bytes to \a fd; returns 0 or the system's error number.
    int writeAll(int fd, const char *p, qsizetype left)
    {
        while (left > 0) {
            const ssize_t n = ::write(fd, p, size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return n < 0 ? errno : ENOSPC;
            p += n;
            left -= n;
        }
        return 0;
    }

    //! writeFileWhole() with the bytes from \a writeData(fd), which returns 0 or the system's
    //! error number.
    bool writeWhole(const QString &path, const std::function<int(int)> &writeData, QString *error)
    {
        QFileInfo info(path);
        // A link is followed: the file it names is replaced, the link stays.
        if (info.isSymLink() && !info.symLinkTarget().isEmpty())
            info = QFileInfo(info.symLinkTarget());
        if (info.isDir())
            return fail(error,
                QCoreApplication::translate("arb::FileWrite", "cannot write %1: it is a folder")
                    .arg(QDir::toNativeSeparators(path)));
        const QByteArray target = QFile::encodeName(info.absoluteFilePath());
        struct stat existing;
        const bool exists = ::stat(target.constData(), &existing) == 0;
        // Not a file (the terminal, a pipe): written as it is, there is nothing to replace.
        if (exists && !S_ISREG(existing.st_mode)) {
            const int fd = ::open(target.constData(), O_WRONLY);
            if (fd < 0)
                return fail(error, writeErrorText(path, errno));
            const int errnum = writeData(fd);
            if (::close(fd) != 0 && errnum == 0)
                return fail(error, writeErrorText(path, errno));
            return errnum == 0 || fail(error, writeErrorText(path, errnum));
        }
        // A file the user may not write is not replaced behind his back.
        if (exists && ::access(target.constData(), W_OK) != 0)
            return fail(error, writeErrorText(path, errno));
        QByteArray temp = target + ".XXXXXX";
        const int fd = mkstemp(temp.data());
        if (fd < 0)
            return fail(error, writeErrorText(path, errno));
        auto abandon = [&](int errnum) {
            ::close(fd);
            ::unlink(temp.constData());
            return fail(error, writeErrorText(path, errnum));
        };
        // The permissions of the file replaced; a new file gets the usual ones (0666 less umask).
        if (exists) {
            if (::fchmod(fd, existing.st_mode & 07777) != 0)
                return abandon(errno);
        } else {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            if (::fchmod(fd, 0666 & ~mask) != 0)
                return abandon(errno);
        }
        if (const int errnum = writeData(fd); errnum != 0)
            return abandon(errnum);
        // The data on the disk before the name points at it: a crash leaves the old file or the
        // whole new one.
        if (::fsync(fd) != 0)
            return abandon(errno);
        if (::close(fd) != 0) {
            const int errnum = errno;
            ::unlink(temp.constData());
            return fail(error, writeErrorText(path, errnum));
        }
        if (::rename(temp.constData(), target.constData()) != 0) {
            const int errnum = errno;
            ::unlink(temp.constData());
            return fail(error, writeErrorText(path, errnum));
        }
        // The rename itself on the disk.
        const int dir = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY);
        if (dir >= 0) {
            ::fsync(dir);
            ::close(dir);
        }
        return true;
    }

} // namespace

bool writeFileWhole(const QString &path, const QByteArray &data, QString *error)
{
    return writeWhole(
        path, [&data](int fd) { return writeAll(fd, data.constData(), data.size()); }, error);
}

bool writeFileWhole(const QString &path, QIODevice &source, QString *error)
{
    QString readProblem;
    const bool ok = writeWhole(
        path,
        [&](int fd) {
            QByteArray chunk(1 << 20, Qt::Uninitialized);
            for (;;) {
                const qint64 n = source.read(chunk.data(), chunk.size());
                if (n < 0) {
                    readProblem = source.errorString();
                    return EIO;
                }
                if (n == 0)
                    return 0;
                if (const int errnum = writeAll(fd, chunk.constData(), n); errnum != 0)
                    return errnum;
            }
        },
        error);
    if (!ok && !readProblem.isEmpty() && error)
        *error = QCoreApplication::translate("arb::FileWrite", "cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), readProblem);
    return ok;
}

#else

bool writeFileWhole(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.flush()
        || !file.commit())
        return fail(error,
            QCoreApplication::translate("arb::FileWrite", "cannot write %1: %2")
                .arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

bool writeFileWhole(const QString &path, QIODevice &source, QString *error)
{
    return writeFileWhole(path, source.readAll(), error);
}

#endif

} // namespace arb
