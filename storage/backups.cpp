// SPDX-License-Identifier: GPL-3.0-or-later
#include "backups.h"

#include "connection.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace arb::storage {

namespace {

    const QString stampFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");

    QRegularExpression backupName(const QString &path)
    {
        return QRegularExpression(
            QStringLiteral("^%1-(\\d{8}-\\d{6}-\\d{3})(?:-([A-Za-z0-9-]+))?"
                           "\\.arbiter$")
                .arg(QRegularExpression::escape(QFileInfo(path).completeBaseName())));
    }

} // namespace

QString Backups::folderFor(const QString &path)
{
    return QFileInfo(path).absoluteDir().filePath(QStringLiteral("backups"));
}

QList<BackupInfo> Backups::list(const QString &path)
{
    QList<BackupInfo> backups;
    const QRegularExpression name = backupName(path);
    const QDir dir(folderFor(path));
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("*.arbiter")}, QDir::Files)) {
        const QRegularExpressionMatch m = name.match(f.fileName());
        if (!m.hasMatch())
            continue;
        QDateTime when = QDateTime::fromString(m.captured(1), stampFormat);
        when.setTimeSpec(Qt::UTC);
        backups.append({f.absoluteFilePath(), when, m.captured(2), f.size()});
    }
    std::sort(backups.begin(), backups.end(), [](const BackupInfo &a, const BackupInfo &b) {
        return a.when != b.when ? a.when > b.when : a.path > b.path;
    });
    return backups;
}

QString Backups::make(const Connection &connection, const QString &tag, int keep, QString *error)
{
    const QString path = connection.path();
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return QString();
    };
    if (path.isEmpty() || path == u":memory:")
        return fail(tr("an in-memory tournament has no backups"));
    const QString folder = folderFor(path);
    if (!QDir().mkpath(folder))
        return fail(tr("cannot back up %1: cannot create the folder %2").arg(path, folder));
    const QString stamp = QDateTime::currentDateTimeUtc().toString(stampFormat);
    QString target = QDir(folder).filePath(
        QStringLiteral("%1-%2-%3.arbiter").arg(QFileInfo(path).completeBaseName(), stamp, tag));
    for (int i = 2; QFileInfo::exists(target); ++i)
        target = QDir(folder).filePath(QStringLiteral("%1-%2-%3-%4.arbiter")
                                           .arg(QFileInfo(path).completeBaseName(), stamp, tag)
                                           .arg(i));
    // Written under another name and renamed when complete: never half a backup.
    const QString partial = target + QStringLiteral(".partial");
    QFile::remove(partial);
    QString problem;
    if (!connection.copyTo(partial, &problem) || !QFile::rename(partial, target)) {
        QFile::remove(partial);
        return fail(
            tr("cannot back up %1 to %2: %3")
                .arg(path, target, problem.isEmpty() ? tr("the copy cannot be renamed") : problem));
    }
    const QList<BackupInfo> all = list(path);
    for (int i = std::max(keep, 1); i < all.size(); ++i)
        QFile::remove(all[i].path);
    return target;
}

} // namespace arb::storage
