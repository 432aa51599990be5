// SPDX-License-Identifier: GPL-3.0-or-later
#include "filewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

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

bool writeFileWhole(const QString &path, const QByteArray &data, QString *error)
{
    const QFileInfo info(path);
    if (info.isDir())
        return fail(error,
            QCoreApplication::translate("arb::FileWrite", "cannot write %1: it is a folder")
                .arg(QDir::toNativeSeparators(path)));
    const QByteArray target = QFile::encodeName(info.absoluteFilePath());
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
    struct stat st;
    if (::stat(target.constData(), &st) == 0) {
        if (::fchmod(fd, st.st_mode & 07777) != 0)
            return abandon(errno);
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        if (::fchmod(fd, 0666 & ~mask) != 0)
            return abandon(errno);
    }
    const char *p = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return abandon(n < 0 ? errno : ENOSPC);
        p += n;
        left -= n;
    }
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

#endif

} // namespace arb
