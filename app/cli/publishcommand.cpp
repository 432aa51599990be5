// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishcommand.h"

#include "publish/sitebuilder.h"
#include "standingscommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int runPublishCommand(const CliOptions &o, const Tournament &t, const QString &fileName,
    PresetLibrary &presets, QTextStream &out, QTextStream &err)
{
    if (o.outDir.isEmpty())
        return cliUsage(err, tr("publish needs --out DIR, the folder to write the site to"));
    int exit = ExitOk;
    const std::optional<ScoredStandings> scored = cliStandings(o, t, fileName, presets, err, &exit);
    if (!scored)
        return exit;
    const QList<SiteFile> files = buildSite(scored->tournament, scored->standings);
    QDir dir(o.outDir);
    if (!dir.mkpath(QStringLiteral("."))) {
        err << tr("cannot create the folder %1").arg(QDir::toNativeSeparators(o.outDir)) << "\n";
        return ExitInput;
    }
    // Each page is written whole or not at all (QSaveFile): a reader never sees half a page.
    for (const SiteFile &f : files) {
        QSaveFile file(dir.filePath(f.path));
        if (!file.open(QIODevice::WriteOnly) || file.write(f.content) != f.content.size()
            || !file.commit()) {
            err << tr("cannot write %1: %2")
                       .arg(QDir::toNativeSeparators(dir.filePath(f.path)), file.errorString())
                << "\n";
            return ExitInput;
        }
    }
    out << tr("%1: published %2 files to %3 (open index.html)")
               .arg(fileName)
               .arg(files.size())
               .arg(QDir::toNativeSeparators(dir.absolutePath()))
        << "\n";
    return ExitOk;
}

} // namespace arb
