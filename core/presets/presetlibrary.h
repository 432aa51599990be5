// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "presets/preset.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! The presets a user can choose from: the ones shipped with Arbiter (resources/presets,
//! embedded as :/presets) and the user's own, one JSON file per preset in a directory.
class PresetLibrary
{
public:
    //! Opens the library with the user presets in \a userDir (created on first save); an empty
    //! \a userDir gives the shipped presets only.
    explicit PresetLibrary(const QString &userDir = defaultUserDir());

    //! Returns the default directory of user presets: <GenericDataLocation>/arbiter/presets.
    static QString defaultUserDir();
    //! Returns the presets shipped with Arbiter, sorted by id.
    static QList<Preset> builtInPresets();

    QString userDir() const { return m_userDir; }
    //! Returns the built-in presets followed by the user's, each group sorted by id.
    QList<Preset> presets() const;
    //! Returns an empty text when \a id can name a user preset file, else why not: an id is a
    //! name (lower-case letters, digits and '-', as in a preset file), never a path.
    static QString idProblem(const QString &id);
    //! Returns true when \a id names a built-in preset.
    static bool isBuiltIn(const QString &id);
    //! Returns the name shown for \a preset: a shipped preset's name in the user's language
    //! (translation context "arb::PresetNames"), any other preset's name as it was saved.
    static QString displayName(const Preset &preset);
    //! Returns the regulation of \a preset as shown: translated for a shipped preset.
    static QString displayRegulation(const Preset &preset);
    //! Returns the preset whose id (or, failing that, name) is \a idOrName, case-insensitively.
    std::optional<Preset> find(const QString &idOrName) const;
    //! Returns one message per user preset file that cannot be read ("file: place: problem").
    QStringList problems() const;

    //! Saves \a preset as a user preset (<userDir>/<id>.json); built-in ids are refused.
    bool save(const Preset &preset, QString *error = nullptr);
    //! Removes the user preset \a id.
    bool remove(const QString &id, QString *error = nullptr);
    //! Writes the preset \a id (built-in or user) to the file \a path.
    bool exportPreset(const QString &id, const QString &path, QString *error = nullptr) const;
    //! Reads the preset file \a path and saves it as a user preset; returns it, or nothing with
    //! a message naming the file and the place of the problem.
    std::optional<Preset> importPreset(const QString &path, QString *error = nullptr);

    //! Reads a preset file; the message names the file and the place of the problem.
    static PresetReadResult readFile(const QString &path);

private:
    QString m_userDir;
};

} // namespace arb
