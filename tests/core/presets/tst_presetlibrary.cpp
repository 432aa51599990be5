// SPDX-License-Identifier: GPL-3.0-or-later
// User presets (core/presetlibrary.cpp): save, find, export, import, remove, broken files.
#include "presets/presetlibrary.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace arb;

class tst_PresetLibrary : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void builtIns();
    void saveAndFind();
    void saveRefusesBuiltInId();
    void saveRefusesInvalidPreset();
    void exportImport();
    void importNewerVersion();
    void importMalformed();
    void brokenUserFileIsReported();
    void remove();
    void shippedNamesTranslated();

private:
    //! Returns a user preset derived from the shipped US Chess one.
    Preset clubPreset() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<PresetLibrary> m_library;
};

void tst_PresetLibrary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_library = std::make_unique<PresetLibrary>(m_dir->filePath(QStringLiteral("presets")));
}

void tst_PresetLibrary::cleanup()
{
    m_library.reset();
    m_dir.reset();
}

Preset tst_PresetLibrary::clubPreset() const
{
    Preset p = *m_library->find(QStringLiteral("us-chess"));
    p.id = QStringLiteral("club-blitz");
    p.name = QStringLiteral("Club blitz");
    p.version = 3;
    p.tieBreaks = {{QStringLiteral("CUM"), QStringLiteral("US Chess Rule 34E3")},
        {QStringLiteral("KASH"), QStringLiteral("US Chess Rule 34E7")}};
    return p;
}

void tst_PresetLibrary::builtIns()
{
    QStringList ids;
    for (const Preset &p : m_library->presets())
        ids.append(p.id);
    QCOMPARE(ids,
        (QStringList {"fide-individual-round-robin", "fide-individual-round-robin-2026",
            "fide-individual-swiss", "fide-individual-swiss-2026", "fide-team-round-robin",
            "fide-team-round-robin-2026", "fide-team-swiss", "fide-team-swiss-2026",
            "national-b6-round-robin", "national-b6-swiss", "national-b6-team-round-robin",
            "national-b6-team-swiss", "tata-steel-masters", "us-chess"}));
    QVERIFY(PresetLibrary::isBuiltIn(QStringLiteral("us-chess")));
    QVERIFY(!PresetLibrary::isBuiltIn(QStringLiteral("club-blitz")));
    QCOMPARE(m_library->find(QStringLiteral("US Chess default"))->id,
        QStringLiteral("us-chess")); // by name
    QCOMPARE(m_library->find(QStringLiteral("TATA-steel-masters"))->id,
        QStringLiteral("tata-steel-masters"));
    QVERIFY(!m_library->find(QStringLiteral("nothing")));
}

void tst_PresetLibrary::saveAndFind()
{
    QString error;
    QVERIFY2(m_library->save(clubPreset(), &error), qPrintable(error));
    QVERIFY(QFile::exists(m_library->userDir() + QStringLiteral("/club-blitz.json")));
    // A fresh library on the same directory sees it, unchanged.
    const PresetLibrary again(m_library->userDir());
    const auto found = again.find(QStringLiteral("club-blitz"));
    QVERIFY(found);
    QCOMPARE(*found, clubPreset());
    QCOMPARE(again.presets().size(), 15);
    QCOMPARE(again.presets().last().id, QStringLiteral("club-blitz"));
}

void tst_PresetLibrary::saveRefusesBuiltInId()
{
    Preset p = clubPreset();
    p.id = QStringLiteral("us-chess");
    QString error;
    QVERIFY(!m_library->save(p, &error));
    QVERIFY2(error.contains(QStringLiteral("shipped with Arbiter")), qPrintable(error));
}

void tst_PresetLibrary::saveRefusesInvalidPreset()
{
    Preset p = clubPreset();
    p.tieBreaks.append({QStringLiteral("NOPE"), QStringLiteral("none")});
    QString error;
    QVERIFY(!m_library->save(p, &error));
    QVERIFY2(error.contains(QStringLiteral("tieBreaks[2].spec")), qPrintable(error));
    QVERIFY(!m_library->find(QStringLiteral("club-blitz")));
}

void tst_PresetLibrary::exportImport()
{
    QString error;
    QVERIFY2(m_library->save(clubPreset(), &error), qPrintable(error));
    const QString file = m_dir->filePath(QStringLiteral("exported.json"));
    QVERIFY2(
        m_library->exportPreset(QStringLiteral("club-blitz"), file, &error), qPrintable(error));

    // Another user imports it.
    QTemporaryDir other;
    PresetLibrary theirs(other.filePath(QStringLiteral("presets")));
    QVERIFY(!theirs.find(QStringLiteral("club-blitz")));
    const auto imported = theirs.importPreset(file, &error);
    QVERIFY2(imported, qPrintable(error));
    QCOMPARE(*imported, clubPreset());
    QCOMPARE(*theirs.find(QStringLiteral("club-blitz")), clubPreset());

    // A shipped preset exports too, but cannot be imported over itself.
    const QString shipped = m_dir->filePath(QStringLiteral("b6.json"));
    QVERIFY2(m_library->exportPreset(QStringLiteral("national-b6-swiss"), shipped, &error),
        qPrintable(error));
    QCOMPARE(PresetLibrary::readFile(shipped).preset->id, QStringLiteral("national-b6-swiss"));
    QVERIFY(!theirs.importPreset(shipped, &error));
    QVERIFY2(error.contains(QStringLiteral("shipped with Arbiter")), qPrintable(error));
    QVERIFY(!m_library->exportPreset(QStringLiteral("nothing"), shipped, &error));
    QVERIFY2(error.contains(QStringLiteral("no preset \"nothing\"")), qPrintable(error));
}

void tst_PresetLibrary::importNewerVersion()
{
    QString json = QString::fromUtf8(writePreset(clubPreset()));
    json.replace(QStringLiteral("\"formatVersion\": 1"), QStringLiteral("\"formatVersion\": 4"));
    const QString file = m_dir->filePath(QStringLiteral("future.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json.toUtf8());
    f.close();
    QString error;
    QVERIFY(!m_library->importPreset(file, &error));
    QVERIFY2(error.startsWith(file
                 + QStringLiteral(": formatVersion: this preset was written by a newer version "
                                  "of Arbiter (preset format 4")),
        qPrintable(error));
    QVERIFY(!m_library->find(QStringLiteral("club-blitz")));
}

void tst_PresetLibrary::importMalformed()
{
    const QString file = m_dir->filePath(QStringLiteral("broken.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\n  \"format\": \"arbiter-preset\"\n  \"formatVersion\": 1\n}\n"); // missing comma
    f.close();
    QString error;
    QVERIFY(!m_library->importPreset(file, &error));
    QVERIFY2(error.startsWith(file + QStringLiteral(": line 3, column")), qPrintable(error));
    QVERIFY(!m_library->importPreset(m_dir->filePath(QStringLiteral("absent.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be read")), qPrintable(error));
}

void tst_PresetLibrary::brokenUserFileIsReported()
{
    QString error;
    QVERIFY2(m_library->save(clubPreset(), &error), qPrintable(error));
    QFile f(m_library->userDir() + QStringLiteral("/zz-broken.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ \"format\": \"arbiter-preset\", \"formatVersion\": 1 }");
    f.close();
    const QStringList problems = m_library->problems();
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].contains(QStringLiteral("zz-broken.json: id: missing")),
        qPrintable(problems[0]));
    QCOMPARE(m_library->presets().size(), 15); // the good ones are still there
}

void tst_PresetLibrary::remove()
{
    QString error;
    QVERIFY2(m_library->save(clubPreset(), &error), qPrintable(error));
    QVERIFY2(m_library->remove(QStringLiteral("club-blitz"), &error), qPrintable(error));
    QVERIFY(!m_library->find(QStringLiteral("club-blitz")));
    QVERIFY(!m_library->remove(QStringLiteral("club-blitz"), &error));
    QVERIFY(!m_library->remove(QStringLiteral("us-chess"), &error));
    QVERIFY(m_library->find(QStringLiteral("us-chess")));
}

namespace {

//! A catalogue that translates every text of one context as "[de] " + the English text.
class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context)
        : m_context(context)
    {
    }
    bool isEmpty() const override { return false; }
    QString translate(
        const char *context, const char *source, const char * = nullptr, int = -1) const override
    {
        return qstrcmp(context, m_context) == 0
            ? QStringLiteral("[de] ") + QString::fromUtf8(source)
            : QString();
    }

private:
    const char *m_context;
};

} // namespace

void tst_PresetLibrary::shippedNamesTranslated()
{
    // The names and regulations of the shipped presets (English in the JSON files)
    // reach the catalogues; every shipped preset has its entry, a user preset keeps its name.
    MarkingTranslator translator("arb::PresetNames");
    QVERIFY(QCoreApplication::installTranslator(&translator));
    for (const Preset &p : PresetLibrary::builtInPresets()) {
        QCOMPARE(PresetLibrary::displayName(p), QStringLiteral("[de] ") + p.name);
        QCOMPARE(PresetLibrary::displayRegulation(p), QStringLiteral("[de] ") + p.regulation);
    }
    Preset mine = clubPreset();
    mine.name = QStringLiteral("FIDE individual Swiss"); // a shipped name, the user's preset
    mine.regulation = QStringLiteral("US Chess Federation, Official Rules of Chess, 7th edition, "
                                     "Rule 34 (Breaking Ties)");
    QVERIFY(m_library->save(mine));
    const Preset saved = *m_library->find(QStringLiteral("club-blitz"));
    QCOMPARE(PresetLibrary::displayName(saved), QStringLiteral("FIDE individual Swiss"));
    QCOMPARE(PresetLibrary::displayRegulation(saved), saved.regulation);
    QCoreApplication::removeTranslator(&translator);
    const Preset swiss = *m_library->find(QStringLiteral("fide-individual-swiss"));
    QCOMPARE(PresetLibrary::displayName(swiss), QStringLiteral("FIDE individual Swiss"));
}

QTEST_GUILESS_MAIN(tst_PresetLibrary)
#include "tst_presetlibrary.moc"
