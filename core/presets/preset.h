// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesedition.h"

#include "tiebreaks/tiebreak.h"
#include "tournament.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

//! One tie-break of a preset: the spec as written, with the article or rule it comes from.
struct PresetTieBreak
{
    QString spec; //!< FIDE notation or a US Chess key, e.g. "BH/C1", "MM", "EMGSB/C1"
    QString rule; //!< e.g. "C.07 Art. 8.1, 14.1"
    bool operator==(const PresetTieBreak &) const = default;
};

//! The scoring system of a preset: game points and, for teams, match points.
struct PresetScoring
{
    ScoringSystem points; //!< points per game (board points for teams) and per unplayed round
    bool hasMatchPoints = false; //!< team competitions: match points are the primary score
    Fixed matchWin = Fixed::fromInt(2);
    Fixed matchDraw = Fixed::fromInt(1);
    Fixed matchLoss = Fixed::fromInt(0);
    bool zeroZeroGivesNoMatchPoints = false; //!< B.6.3.1: a 0-0 match gives both teams nothing
    QString rule;
    bool operator==(const PresetScoring &) const = default;
};

//! How unplayed rounds are handled by the tie-breaks of a preset.
struct PresetUnplayed
{
    QString system; //!< "fide-c07-art16" or "us-chess-34e1"
    QString rule;
    QString description;
    bool operator==(const PresetUnplayed &) const = default;
};

//! A play-off referenced by name; the play-off planner owns the templates.
struct PresetPlayoff
{
    QString templateName; //!< e.g. "tata-steel-masters"
    QString rule;
    QString description;
    bool operator==(const PresetPlayoff &) const = default;
};

//! How the regulations share prize money among tied players (prizes/prizefund.h): the sharing
//! key of the prize fund ("equal", "hort", "tie-break-order", "playoff-shared") and the rule.
struct PresetPrizes
{
    QString sharing;
    QString rule;
    bool operator==(const PresetPrizes &) const = default;
};

//! A named, versioned set of tournament rules: scoring, tie-breaks, unplayed rounds, play-off.
//! Stored as JSON (resources/presets/*.json, user presets, the tournament database).
struct Preset
{
    //! The newest preset file format this version reads and the one it writes.
    static constexpr int FormatVersion = 1;

    QString id; //!< stable identifier, e.g. "fide-individual-swiss"; also the file name
    int version = 1; //!< the preset's own revision, raised whenever its content changes
    QString name; //!< display name
    QString description;
    QString regulation; //!< the regulation the preset implements
    QString participants = QStringLiteral("individual"); //!< "individual" or "team"
    QString tournamentType = QStringLiteral("any"); //!< "swiss", "round-robin" or "any"
    PresetScoring scoring;
    PresetTieBreak primaryScore {QStringLiteral("PTS"), QString()};
    QList<PresetTieBreak> tieBreaks;
    PresetUnplayed unplayed;
    std::optional<PresetPlayoff> playoff;
    std::optional<PresetPrizes> prizes; //!< "prizes": how tied players share prize money
    //! The edition of C.07 the regulations follow ("rulesEdition": "2024" or "2026"); none: the
    //! event's own (rulesEditionOf()).
    std::optional<RulesVersion> rulesEdition;
    //! Whether an event set up with these regulations starts in FIDE mode ("fideMode"; FIDE's
    //! program checklist B18): FIDE's own and FIDE-rated events do, another federation's rules
    //! (US Chess) do not.
    bool fideMode = true;

    bool isTeam() const { return participants == u"team"; }
    //! Returns the tie-break list parsed for the engine, or nothing with a message naming the
    //! entry that this build cannot compute (e.g. team tie-breaks before the team engine).
    std::optional<QList<TieBreakSpec>> tieBreakSpecs(QString *error = nullptr) const;
    bool operator==(const Preset &) const = default;
};

//! The outcome of reading a preset: the preset, or a message naming the place of the problem.
struct PresetReadResult
{
    std::optional<Preset> preset;
    QString error; //!< "line 3, column 5: ..." or "tieBreaks[2].spec: ..."
    bool ok() const { return preset.has_value(); }
};

//! Returns the preset entry for \a spec, its rule taken from the tie-break table (e.g. "C.07 Art.
//! 8.1", "US Chess Rule 34E1"), for presets the user composes.
PresetTieBreak presetTieBreak(const TieBreakSpec &spec);
//! Reads a preset from JSON; never throws. A file of a newer format version is refused with a
//! message saying so.
PresetReadResult readPreset(const QByteArray &json);
//! Returns the preset as indented JSON in the current format version.
QByteArray writePreset(const Preset &preset);

} // namespace arb
