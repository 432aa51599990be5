// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of arbiter-cli share: the parsed options, usage errors, the tie-break list.
#pragma once

#include "cli.h"
#include "presets/preset.h"
#include "presets/tiebreaklist.h"
#include "tiebreaks/standings.h"

#include <optional>

namespace arb {

class PresetLibrary;

//! The options of the standings, check, explain, tiebreaks and presets commands.
struct CliOptions
{
    QString command;
    QString file;
    QString tieBreaks;
    bool hasTieBreaks = false;
    int rounds = 0;
    std::optional<quint64> lotsSeed;
    QString format = QStringLiteral("text");
    QString tieBreak;
    int player = 0;
    QString preset; //!< --preset
    QString presetDir; //!< --preset-dir
    QString name; //!< --name (presets save)
    QStringList arguments; //!< the presets command's arguments
    QString matchPoints; //!< --match-points W/D/L
    bool doubleZero = false; //!< --double-zero
    QString primary; //!< --primary mp|gp
    QString edeKnockout; //!< --ede-knockout BC,TBR,BBE
    std::optional<RulesVersion> rules; //!< --rules 2024|2026: the edition of C.07
    QString outDir; //!< --out DIR (publish)
    QString category; //!< --category NAME: the standings of one of the event's categories
    QString system; //!< --system dutch (check): the pairing system of a file that names none
    QString fund; //!< --fund FILE (prizes): the prize fund in JSON
};

//! Returns the edition of C.07 to apply: --rules, else the preset's, else none (the event's own,
//! rulesEditionOf()).
std::optional<RulesVersion> chosenRules(const CliOptions &o, const Preset *preset);
//! Prints the warning of a standings whose edition came from a missing or unreadable start date.
void warnAboutRules(const Standings &st, const QString &fileName, QTextStream &err);

//! Prints \a message and a hint to --help; returns ExitUsage.
int cliUsage(QTextStream &err, const QString &message);
//! Returns the list given with --tiebreaks, if any.
std::optional<QString> givenTieBreaks(const CliOptions &o);
//! Returns the preset named by --preset for a team (\a teamEvent) or an individual event; when it
//! cannot be used, prints why and sets \a exit (ExitUsage with --tiebreaks, else ExitPreset).
std::optional<Preset> namedPreset(PresetLibrary &presets, const CliOptions &o, bool teamEvent,
    const QString &fileName, QTextStream &err, int *exit);
//! Prints why the tie-break list in force does not parse, naming \a fileName when the file's own
//! list is wrong; returns ExitTieBreak.
int reportTieBreakListError(
    const TieBreakListInForce &list, const QString &fileName, QTextStream &err);

} // namespace arb
