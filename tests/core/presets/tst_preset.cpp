// SPDX-License-Identifier: GPL-3.0-or-later
// Presets as versioned JSON (core/preset.cpp): the shipped files, the round trip, the messages
// for bad files, and the B.6 lists applied to tournaments.
#include "presets/preset.h"
#include "presets/presetlibrary.h"
#include "tiebreaks/standings.h"
#include "tournamentbuilder.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace arb;

namespace {

QByteArray resource(const QString &id)
{
    QFile f(QStringLiteral(":/presets/%1.json").arg(id));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing preset resource %s", qPrintable(id));
    return f.readAll();
}

// Returns the shipped preset \a id with one field replaced (a dotted path into the object).
QByteArray edited(const QString &id, const QString &key, const QJsonValue &value)
{
    QJsonObject root = QJsonDocument::fromJson(resource(id)).object();
    if (key.contains(u'.')) {
        const QString outer = key.section(u'.', 0, 0), inner = key.section(u'.', 1);
        QJsonObject o = root.value(outer).toObject();
        o[inner] = value;
        root[outer] = o;
    } else if (value.isUndefined()) {
        root.remove(key);
    } else {
        root[key] = value;
    }
    return QJsonDocument(root).toJson();
}

QString specList(const Preset &p)
{
    QStringList specs;
    for (const PresetTieBreak &t : p.tieBreaks)
        specs.append(t.spec);
    return specs.join(u' ');
}

} // namespace

class tst_Preset : public QObject
{
    Q_OBJECT

private slots:
    void shippedPresets_data();
    void shippedPresets();
    void shippedLists_data();
    void shippedLists();
    void roundTrip_data();
    void roundTrip();
    void badFiles_data();
    void badFiles();
    void b6DirectEncounterCondition_data();
    void b6DirectEncounterCondition();
};

void tst_Preset::shippedPresets_data()
{
    QTest::addColumn<QString>("id");
    const QStringList files
        = QDir(QStringLiteral(":/presets")).entryList({QStringLiteral("*.json")});
    QCOMPARE(files.size(), 14);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f.chopped(5);
}

void tst_Preset::shippedPresets()
{
    QFETCH(QString, id);
    const PresetReadResult r = readPreset(resource(id));
    QVERIFY2(r.ok(), qPrintable(r.error));
    const Preset &p = *r.preset;
    QCOMPARE(p.id, id);
    QVERIFY(!p.name.isEmpty());
    QVERIFY(!p.regulation.isEmpty());
    // Every item names the article or rule it comes from: a rule text with a number in it.
    static const QRegularExpression article(QStringLiteral("\\d"));
    QVERIFY2(p.scoring.rule.contains(article), qPrintable(p.scoring.rule));
    QVERIFY2(p.primaryScore.rule.contains(article), qPrintable(p.primaryScore.rule));
    QVERIFY2(p.unplayed.rule.contains(article), qPrintable(p.unplayed.rule));
    QVERIFY(!p.tieBreaks.isEmpty());
    // The FIDE presets name their edition of C.07; the 2026 ones say so in their id.
    if (id.startsWith(u"fide-"))
        QCOMPARE(p.rulesEdition,
            std::optional(id.endsWith(u"-2026") ? RulesVersion::Fide2026 : RulesVersion::Fide2024));
    else
        QVERIFY(!p.rulesEdition);
    QCOMPARE(readPreset(writePreset(p)).preset, std::optional(p));
    for (const PresetTieBreak &t : p.tieBreaks)
        QVERIFY2(t.rule.contains(article), qPrintable(t.spec + u' ' + t.rule));
    if (p.playoff)
        QVERIFY2(p.playoff->rule.contains(QRegularExpression(QStringLiteral("[A-F]"))),
            qPrintable(p.playoff->rule));
    // Individual presets only name tie-breaks this build computes; team presets need the team
    // engine.
    QString error;
    const auto specs = p.tieBreakSpecs(&error);
    if (p.isTeam()) {
        QVERIFY(p.scoring.hasMatchPoints);
        QCOMPARE(p.primaryScore.spec, QStringLiteral("MPTS"));
    } else {
        QVERIFY2(specs.has_value(), qPrintable(error));
        QCOMPARE(specs->size(), p.tieBreaks.size());
    }
}

void tst_Preset::shippedLists_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("unplayed");
    QTest::newRow("US 34E default order") << "us-chess"
                                          << "MM SOLK CUM OCUM"
                                          << "us-chess-34e1";
    QTest::newRow("B.6.2.1 Swiss (a)-(e)") << "national-b6-swiss"
                                           << "DEA BH/C1 BH BPG WIN"
                                           << "fide-c07-art16";
    QTest::newRow("B.6.2.2 round robin (a)-(d)") << "national-b6-round-robin"
                                                 << "DEA SB KS WIN"
                                                 << "fide-c07-art16";
    QTest::newRow("B.6.3.2 team Swiss (a)-(d)") << "national-b6-team-swiss"
                                                << "EMGSB/C1 GPTS BH:GP EGMSB"
                                                << "fide-c07-art16";
    QTest::newRow("B.6.3.3 team round robin (a)-(c)") << "national-b6-team-round-robin"
                                                      << "EMGSB GPTS EGMSB"
                                                      << "fide-c07-art16";
    QTest::newRow("Tata Steel E.2 play-off seeding") << "tata-steel-masters"
                                                     << "DE SB BPG"
                                                     << "fide-c07-art16";
    QTest::newRow("FIDE Swiss") << "fide-individual-swiss"
                                << "BH/C1 BH SB DE WIN BPG"
                                << "fide-c07-art16";
    QTest::newRow("FIDE round robin") << "fide-individual-round-robin"
                                      << "DE SB KS WIN"
                                      << "fide-c07-art16";
}

void tst_Preset::shippedLists()
{
    QFETCH(QString, id);
    QFETCH(QString, list);
    QFETCH(QString, unplayed);
    const auto p = PresetLibrary(QString()).find(id);
    QVERIFY(p);
    QCOMPARE(specList(*p), list);
    QCOMPARE(p->unplayed.system, unplayed);
    QCOMPARE(p->playoff.has_value(), id == u"tata-steel-masters");
    if (p->playoff)
        QCOMPARE(p->playoff->templateName, QStringLiteral("tata-steel-masters"));
    if (id.startsWith(u"national-b6-team"))
        QVERIFY(p->scoring.zeroZeroGivesNoMatchPoints); // B.6.3.1
}

void tst_Preset::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    for (const Preset &p : PresetLibrary::builtInPresets())
        QTest::newRow(qPrintable(p.id)) << p.id;
}

void tst_Preset::roundTrip()
{
    QFETCH(QString, id);
    const PresetReadResult first = readPreset(resource(id));
    QVERIFY2(first.ok(), qPrintable(first.error));
    const QByteArray written = writePreset(*first.preset);
    const PresetReadResult second = readPreset(written);
    QVERIFY2(second.ok(), qPrintable(second.error));
    QCOMPARE(*second.preset, *first.preset);
    QCOMPARE(writePreset(*second.preset), written);
    // Non-default values survive too.
    Preset changed = *first.preset;
    changed.scoring.points.win = Fixed::fromInt(3);
    changed.scoring.points.draw = Fixed::fromInt(1);
    changed.scoring.points.halfBye = Fixed::fromRaw(12500); // 1.25
    changed.version = 7;
    const PresetReadResult third = readPreset(writePreset(changed));
    QVERIFY2(third.ok(), qPrintable(third.error));
    QCOMPARE(*third.preset, changed);
}

void tst_Preset::badFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("malformed JSON names line and column")
        << QByteArray("{\n  \"format\": \"arbiter-preset\",\n  \"id\": ,\n}")
        << "line 3, column 10: malformed JSON: illegal value";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "a preset file is a JSON object";
    QTest::newRow("not a preset") << edited("us-chess", "format", QStringLiteral("something"))
                                  << "format: \"something\"";
    QTest::newRow("unknown edition of C.07")
        << edited("fide-individual-swiss", "rulesEdition", QStringLiteral("2025"))
        << "rulesEdition: \"2025\": the edition of C.07 is \"2024\" or \"2026\"";
    QTest::newRow("newer format version") << edited("us-chess", "formatVersion", 2)
                                          << "formatVersion: this preset was written by a newer "
                                             "version of Arbiter (preset format 2; this "
                                             "version reads format 1 and older)";
    QTest::newRow("formatVersion too large for a whole number (fuzz_preset)") << edited(
        "us-chess", "formatVersion", 1e300) << "formatVersion: expected a positive whole number";
    QTest::newRow("version too large for a whole number (fuzz_preset)")
        << edited("us-chess", "version", 1e300) << "version: expected a positive whole number";
    QTest::newRow("missing version")
        << edited("us-chess", "version", QJsonValue::Undefined) << "version: missing";
    QTest::newRow("bad id") << edited("us-chess", "id", QStringLiteral("US Chess"))
                            << "id: \"US Chess\"";
    QTest::newRow("bad participants") << edited("us-chess", "participants", QStringLiteral("teams"))
                                      << "participants: \"teams\" is not one of";
    QTest::newRow("bad points") << edited("us-chess", "scoring.draw", QStringLiteral("half"))
                                << "scoring.draw: expected a number";
    QTest::newRow("match points for individuals") << edited("us-chess", "scoring.matchWin",
        2) << "scoring.matchWin: match points apply to team competitions only";
    QTest::newRow("unknown unplayed system") << edited("us-chess", "unplayedRounds.system",
        QStringLiteral("fide-2019")) << "unplayedRounds.system: \"fide-2019\"";
    QTest::newRow("playoff without template") << edited("tata-steel-masters", "playoff.template",
        QJsonValue::Null) << "playoff.template: missing";
    QJsonObject root = QJsonDocument::fromJson(resource("us-chess")).object();
    QJsonArray list = root.value(QStringLiteral("tieBreaks")).toArray();
    list[2] = QJsonObject {{QStringLiteral("spec"), QStringLiteral("XYZ")},
        {QStringLiteral("rule"), QStringLiteral("34E3")}};
    root[QStringLiteral("tieBreaks")] = list;
    QTest::newRow("unknown tie-break names its place")
        << QJsonDocument(root).toJson()
        << "tieBreaks[2].spec: tie-break \"XYZ\": unknown acronym \"XYZ\"";
    list[2] = QJsonObject {{QStringLiteral("spec"), QStringLiteral("CUM")}};
    root[QStringLiteral("tieBreaks")] = list;
    QTest::newRow("tie-break without its rule")
        << QJsonDocument(root).toJson() << "tieBreaks[2].rule: missing";
}

void tst_Preset::badFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const PresetReadResult r = readPreset(json);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(error), qPrintable(r.error));
}

void tst_Preset::b6DirectEncounterCondition_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("order");
    // Three rounds: 1 beat 2 and 3, who never met; 1, 2 and 3 finish on 2 points. B.6.2.1 (a) does
    // not apply (C.07 DE would rank 1 first by Art. 6.3): Buchholz Cut 1 decides, 3 before 1 and 2.
    QTest::newRow("B.6.2.1 (a) not all the tied players met: BH/C1 decides") << QStringList {
        "2w1 3w1 5b0", "1b0 4w1 6w1", "6w1 1b0 4w1", "5w1 2b0 3b0", "4b0 6w0 1w1",
        "3b0 5b1 2b0"} << "1:1:- 2:2=:BH/C1 3:2=:shared 6:4:PTS 4:5:BPG 5:6:BH/C1";
    // Four rounds: 1, 2 and 3 on 2 points have all met (1 beat 2 and 3, 2 beat 3): (a) decides.
    // 5 and 6 drew their game: (a) leaves them tied, BH/C1 and BH too, (d) games with Black
    // decides.
    QTest::newRow("B.6.2.1 (a) all the tied players met: direct encounter decides") << QStringList {
        "2w1 3w1 6b0 5b0", "1b0 5w1 3w1 4b0", "4w1 1b0 2b0 6w1", "3b0 6w0 5b0 2w1",
        "6w= 2b0 4w1 1w1", "5b= 4b1 1w1 3b0"} << "6:1:- 5:2:BPG 1:3:PTS 2:4:DEA 3:5:DEA 4:6:PTS";
}

void tst_Preset::b6DirectEncounterCondition()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, order);
    Tournament t;
    const QString built = buildTournament(rows, &t);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const auto preset = PresetLibrary(QString()).find(QStringLiteral("national-b6-swiss"));
    QVERIFY(preset);
    StandingsOptions options;
    options.tieBreaks = preset->tieBreakSpecs().value();
    const Standings st = computeStandings(t, options);
    QStringList got;
    for (const StandingRow &r : st.rows) {
        QString why = QStringLiteral("-");
        if (r.separation == Separation::Points)
            why = QStringLiteral("PTS");
        else if (r.separation == Separation::TieBreak)
            why = st.tieBreaks[r.decidedBy].text;
        else if (r.separation == Separation::Shared)
            why = QStringLiteral("shared");
        got.append(QStringLiteral("%1:%2%3:%4")
                       .arg(r.startNo)
                       .arg(r.rank)
                       .arg(r.sharedRank ? QStringLiteral("=") : QString(), why));
    }
    QCOMPARE(got.join(u' '), order);
}

QTEST_GUILESS_MAIN(tst_Preset)
#include "tst_preset.moc"
