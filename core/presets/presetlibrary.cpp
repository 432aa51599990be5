// SPDX-License-Identifier: GPL-3.0-or-later
#include "presets/presetlibrary.h"
#include "filewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace arb {

namespace {

    const QString builtInDir = QStringLiteral(":/presets");

    // The names and regulations of the shipped presets (resources/presets/*.json), marked for
    // translation: the JSON files hold the English text, the catalogues the user's language.
    // Keyed by id so that a user's preset keeps the name it was saved with.
    struct BuiltInText
    {
        const char *id;
        const char *name;
    };
    constexpr BuiltInText builtInNames[] = {
        {"fide-individual-round-robin",
            QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE individual round robin")},
        {"fide-individual-round-robin-2026",
            QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE individual round robin (2026 rules)")},
        {"fide-individual-swiss", QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE individual Swiss")},
        {"fide-individual-swiss-2026",
            QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE individual Swiss (2026 rules)")},
        {"fide-team-round-robin", QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE team round robin")},
        {"fide-team-round-robin-2026",
            QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE team round robin (2026 rules)")},
        {"fide-team-swiss", QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE team Swiss")},
        {"fide-team-swiss-2026",
            QT_TRANSLATE_NOOP("arb::PresetNames", "FIDE team Swiss (2026 rules)")},
        {"national-b6-round-robin",
            QT_TRANSLATE_NOOP("arb::PresetNames", "National B.6 round robin")},
        {"national-b6-swiss", QT_TRANSLATE_NOOP("arb::PresetNames", "National B.6 Swiss")},
        {"national-b6-team-round-robin",
            QT_TRANSLATE_NOOP("arb::PresetNames", "National B.6 team round robin")},
        {"national-b6-team-swiss",
            QT_TRANSLATE_NOOP("arb::PresetNames", "National B.6 team Swiss")},
        {"tata-steel-masters", QT_TRANSLATE_NOOP("arb::PresetNames", "Tata Steel Masters")},
        {"us-chess", QT_TRANSLATE_NOOP("arb::PresetNames", "US Chess default")},
    };
    // The regulations the shipped presets name, by their English text.
    constexpr const char *builtInRegulations[] = {
        QT_TRANSLATE_NOOP(
            "arb::PresetNames", "FIDE Handbook C.07, Play-off and Tie-Break Regulations (2024)"),
        QT_TRANSLATE_NOOP(
            "arb::PresetNames", "FIDE Handbook C.07, Play-off and Tie-Break Regulations (2026)"),
        QT_TRANSLATE_NOOP("arb::PresetNames",
            "National championship regulations B.6 (Scoring and tie-breaking system)"),
        QT_TRANSLATE_NOOP("arb::PresetNames", "Tiebreak regulations - Tata Steel Masters"),
        QT_TRANSLATE_NOOP("arb::PresetNames",
            "US Chess Federation, Official Rules of Chess, 7th edition, Rule 34 (Breaking Ties)"),
    };

    QList<Preset> readDir(const QString &dir, QStringList *problems)
    {
        QList<Preset> list;
        if (dir.isEmpty())
            return list; // no user presets
        const QStringList files
            = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QString &f : files) {
            const PresetReadResult r = PresetLibrary::readFile(QDir(dir).filePath(f));
            if (r.ok())
                list.append(*r.preset);
            else if (problems)
                problems->append(r.error);
        }
        std::sort(
            list.begin(), list.end(), [](const Preset &a, const Preset &b) { return a.id < b.id; });
        return list;
    }

} // namespace

PresetLibrary::PresetLibrary(const QString &userDir)
    : m_userDir(userDir)
{
}

QString PresetLibrary::defaultUserDir()
{
    // Shared by arbiter and arbiter-cli, whatever the application name.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/arbiter/presets");
}

QList<Preset> PresetLibrary::builtInPresets()
{
    static const QList<Preset> list = [] {
        QStringList problems;
        const QList<Preset> presets = readDir(builtInDir, &problems);
        Q_ASSERT_X(problems.isEmpty(), "PresetLibrary", qPrintable(problems.join(u'\n')));
        return presets;
    }();
    return list;
}

bool PresetLibrary::isBuiltIn(const QString &id)
{
    const auto list = builtInPresets();
    return std::any_of(list.begin(), list.end(), [&](const Preset &p) { return p.id == id; });
}

QString PresetLibrary::displayName(const Preset &preset)
{
    // Only the shipped preset with its shipped name is translated; anything else is the user's.
    for (const BuiltInText &t : builtInNames)
        if (preset.id == QLatin1String(t.id) && preset.name == QLatin1String(t.name))
            return QCoreApplication::translate("arb::PresetNames", t.name);
    return preset.name;
}

QString PresetLibrary::displayRegulation(const Preset &preset)
{
    if (isBuiltIn(preset.id))
        for (const char *text : builtInRegulations)
            if (preset.regulation == QLatin1String(text))
                return QCoreApplication::translate("arb::PresetNames", text);
    return preset.regulation;
}

QList<Preset> PresetLibrary::presets() const
{
    QList<Preset> list = builtInPresets();
    for (const Preset &p : readDir(m_userDir, nullptr))
        if (!isBuiltIn(p.id))
            list.append(p);
    return list;
}

std::optional<Preset> PresetLibrary::find(const QString &idOrName) const
{
    const QList<Preset> list = presets();
    for (const Preset &p : list)
        if (p.id.compare(idOrName, Qt::CaseInsensitive) == 0)
            return p;
    for (const Preset &p : list)
        if (p.name.compare(idOrName, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QStringList PresetLibrary::problems() const
{
    QStringList problems;
    readDir(m_userDir, &problems);
    return problems;
}

PresetReadResult PresetLibrary::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        PresetReadResult r;
        r.error = QCoreApplication::translate("arb::PresetLibrary", "%1: cannot be read: %2")
                      .arg(QDir::toNativeSeparators(path), file.errorString());
        return r;
    }
    PresetReadResult r = readPreset(file.readAll());
    if (!r.ok())
        r.error = QDir::toNativeSeparators(path) + QStringLiteral(": ") + r.error;
    return r;
}

QString PresetLibrary::idProblem(const QString &id)
{
    // The shape readPreset() accepts for the id inside a preset file.
    static const QRegularExpression idShape(QStringLiteral("^[a-z0-9][a-z0-9-]{0,99}$"));
    if (idShape.match(id).hasMatch())
        return {};
    return QCoreApplication::translate("arb::PresetLibrary",
        "\"%1\" is not a preset id: an id is a name of lower-case letters, digits and "
        "'-', never a path")
        .arg(id);
}

bool PresetLibrary::save(const Preset &preset, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (const QString problem = idProblem(preset.id); !problem.isEmpty())
        return fail(problem);
    // The preset must read back: writing it and reading it again validates every field.
    const QByteArray json = writePreset(preset);
    const PresetReadResult check = readPreset(json);
    if (!check.ok())
        return fail(
            QCoreApplication::translate("arb::PresetLibrary", "preset \"%1\" is not valid: %2")
                .arg(preset.id, check.error));
    if (isBuiltIn(preset.id))
        return fail(QCoreApplication::translate("arb::PresetLibrary",
            "\"%1\" is the id of a preset shipped with Arbiter; save it under another id")
                        .arg(preset.id));
    if (m_userDir.isEmpty() || !QDir().mkpath(m_userDir))
        return fail(QCoreApplication::translate(
            "arb::PresetLibrary", "cannot create the preset directory %1")
                        .arg(QDir::toNativeSeparators(m_userDir)));
    QString problem;
    if (!writeFileWhole(
            QDir(m_userDir).filePath(preset.id + QStringLiteral(".json")), json, &problem))
        return fail(problem);
    return true;
}

bool PresetLibrary::remove(const QString &id, QString *error)
{
    if (const QString problem = idProblem(id); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    const QString path = QDir(m_userDir).filePath(id + QStringLiteral(".json"));
    if (isBuiltIn(id) || !QFileInfo::exists(path)) {
        if (error)
            *error = QCoreApplication::translate("arb::PresetLibrary", "no user preset \"%1\"")
                         .arg(id);
        return false;
    }
    if (!QFile::remove(path)) {
        if (error)
            *error = QCoreApplication::translate("arb::PresetLibrary", "cannot remove %1")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

bool PresetLibrary::exportPreset(const QString &id, const QString &path, QString *error) const
{
    const auto preset = find(id);
    if (!preset) {
        if (error)
            *error = QCoreApplication::translate("arb::PresetLibrary", "no preset \"%1\"").arg(id);
        return false;
    }
    return writeFileWhole(path, writePreset(*preset), error);
}

std::optional<Preset> PresetLibrary::importPreset(const QString &path, QString *error)
{
    const PresetReadResult r = readFile(path);
    if (!r.ok()) {
        if (error)
            *error = r.error;
        return std::nullopt;
    }
    if (!save(*r.preset, error))
        return std::nullopt;
    return r.preset;
}

} // namespace arb
