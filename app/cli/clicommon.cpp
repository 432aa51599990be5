// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommon.h"

#include "presets/presetlibrary.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

} // namespace

int cliUsage(QTextStream &err, const QString &message)
{
    err << "arbiter-cli: " << message << "\n" << tr("run 'arbiter-cli --help' for usage") << "\n";
    return ExitUsage;
}

std::optional<QString> givenTieBreaks(const CliOptions &o)
{
    return o.hasTieBreaks ? std::optional<QString>(o.tieBreaks) : std::nullopt;
}

std::optional<Preset> namedPreset(PresetLibrary &presets, const CliOptions &o, bool teamEvent,
    const QString &fileName, QTextStream &err, int *exit)
{
    if (o.hasTieBreaks) {
        *exit = cliUsage(err, tr("--preset and --tiebreaks exclude each other"));
        return std::nullopt;
    }
    *exit = ExitPreset;
    std::optional<Preset> preset = presets.find(o.preset);
    if (!preset) {
        err << "arbiter-cli: "
            << tr("unknown preset \"%1\"; 'arbiter-cli presets' lists them").arg(o.preset) << "\n";
        return std::nullopt;
    }
    if (preset->isTeam() != teamEvent) {
        err << "arbiter-cli: "
            << (teamEvent ? tr("preset \"%1\" is for individual tournaments; %2 is a team "
                               "tournament")
                          : tr("preset \"%1\" is for team competitions; %2 is an individual "
                               "tournament"))
                   .arg(preset->id, fileName)
            << "\n";
        return std::nullopt;
    }
    *exit = ExitOk;
    return preset;
}

int reportTieBreakListError(
    const TieBreakListInForce &list, const QString &fileName, QTextStream &err)
{
    const QString who
        = list.source == TieBreakListSource::File ? fileName : QStringLiteral("arbiter-cli");
    err << who << ": " << list.error << "\n";
    return ExitTieBreak;
}

std::optional<RulesVersion> chosenRules(const CliOptions &o, const Preset *preset)
{
    if (o.rules)
        return o.rules;
    if (preset && preset->rulesEdition)
        return preset->rulesEdition;
    return std::nullopt;
}

void warnAboutRules(const Standings &st, const QString &fileName, QTextStream &err)
{
    if (!st.rulesWarning.isEmpty())
        err << fileName << ": " << tr("warning: ") << st.rulesWarning << " "
            << tr("(arbiter-cli: --rules 2024|2026)") << "\n";
}

} // namespace arb
