// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishcommand.h"

#include "publish/sitebuilder.h"
#include "standingscommand.h"

#include <QCoreApplication>
#include <QDir>

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
    QString error;
    if (!writeSite(files, o.outDir, &error)) {
        err << error << "\n";
        return ExitInput;
    }
    out << tr("%1: published %2 files to %3 (open index.html)")
               .arg(fileName)
               .arg(files.size())
               .arg(QDir::toNativeSeparators(QDir(o.outDir).absolutePath()))
        << "\n";
    return ExitOk;
}

} // namespace arb
