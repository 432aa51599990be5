// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: opening files and importing TRF files (kept apart from mainwindow.cpp to keep
// both short; the texts stay in MainWindow's translation context).
#include "mainwindow.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "warningbox.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStatusBar>

namespace arb {

QString MainWindow::importTarget(const QString &trfPath)
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::tempPath();
    dir += QStringLiteral("/tournaments");
    QDir().mkpath(dir);
    const QString base = QFileInfo(trfPath).completeBaseName();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = QStringLiteral("%1/%2-%3.arbiter").arg(dir, base, stamp);
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = QStringLiteral("%1/%2-%3-%4.arbiter").arg(dir, base, stamp).arg(i);
    return path;
}

QString MainWindow::importFailed(const QString &file, const QString &cause)
{
    // Every import error names the file and says why: never an empty cause.
    const QString why = cause.trimmed();
    return tr("Cannot import %1: %2")
        .arg(QDir::toNativeSeparators(file),
            why.isEmpty() ? tr("the import failed without a reason; nothing was imported") : why);
}

bool MainWindow::openPath(const QString &path)
{
    QString error;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"trf" || suffix == u"txt") {
        // Read up to the size of the largest TRF: a device without an end is refused.
        QString problem;
        const std::optional<QByteArray> read = readTrfBytes(path, &problem);
        if (!read) {
            showMessage(importFailed(path, problem));
            return false;
        }
        const QByteArray &trf = *read;
        const QString target = importTarget(path);
        const QString folder = QFileInfo(target).absolutePath();
        if (!QFileInfo(folder).isDir()) {
            showMessage(importFailed(path,
                tr("the folder for imported tournaments, %1, cannot be made")
                    .arg(QDir::toNativeSeparators(folder))));
            return false;
        }
        // A round the rules would not give (C.02 C28, C29): shown with the engine's pairing;
        // the arbiter imports the file as it is (each such round recorded) or cancels.
        const auto confirm = [&](const QStringList &rounds) {
            return confirmWarning(tr("Rounds not paired by the rules"),
                tr("%1 holds rounds that the FIDE Dutch system would pair otherwise (the file's "
                   "boards, then the engine's):\n%2\n\nImported as it is, each such round is "
                   "recorded in the event and its rating report (### Import @ Round n).")
                    .arg(QDir::toNativeSeparators(path), rounds.join(u'\n')),
                tr("Import as it is"));
        };
        if (!m_document->importTrf(trf, target, &error, confirm)) {
            showMessage(importFailed(path, error));
            return false;
        }
        statusBar()->showMessage(tr("Imported %1 into %2").arg(path, target), 10000);
        // What the TRF holds but the event cannot use (its lines named): under the TRF's name.
        if (const QStringList warnings = m_document->database().warnings(); !warnings.isEmpty())
            showMessage(
                tr("%1 was imported into %2, with this warning:\n%3", nullptr, int(warnings.size()))
                    .arg(path, target, warnings.join(u'\n')));
        addRecent(m_document->path());
        return true;
    }
    if (!m_document->open(path, &error)) {
        showMessage(error.contains(path) ? error : tr("Cannot open %1: %2").arg(path, error));
        return false;
    }
    addRecent(m_document->path());
    // What the file holds but the tournament cannot use, kept in the file.
    if (const QStringList warnings = m_document->database().warnings(); !warnings.isEmpty())
        showMessage(warnings.join(u'\n'));
    return true;
}

bool MainWindow::confirmWarning(
    const QString &title, const QString &text, const QString &acceptText)
{
    if (m_ask)
        return m_ask(title + u'\n' + text, {acceptText, tr("Cancel")}) == acceptText;
    return warningbox::confirm(this, title, text, acceptText);
}

bool MainWindow::openDemo()
{
    const QString demo = QStringLiteral(":/demo/demo.trf");
    QFile f(demo);
    if (!f.open(QIODevice::ReadOnly)) {
        showMessage(tr("The demo tournament is missing from this build."));
        return false;
    }
    QString error;
    if (!m_document->importTrf(f.readAll(), importTarget(QStringLiteral("demo.trf")), &error)) {
        showMessage(importFailed(demo, error));
        return false;
    }
    addRecent(m_document->path()); // the next start reopens it instead of importing again
    return true;
}

} // namespace arb
