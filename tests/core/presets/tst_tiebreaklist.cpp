// SPDX-License-Identifier: GPL-3.0-or-later
// The one resolver of "the tie-break list in force" (core/presets/tiebreaklist.h): a preset,
// else a list given for the run, else the file's 202/212 list, else the default by type.
#include "presets/preset.h"
#include "presets/tiebreaklist.h"
#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;

namespace {

QString listText(const QList<TieBreakSpec> &list)
{
    QStringList specs;
    for (const TieBreakSpec &s : list)
        specs.append(s.canonical());
    return specs.join(u' ');
}

Tournament swiss()
{
    return buildTournament({"2000: 2w1", "1900: 1b0"});
}

} // namespace

class tst_TieBreakList : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void precedence();
    void errors();
};

void tst_TieBreakList::defaults()
{
    Tournament t = swiss();
    TieBreakListInForce r = resolveTieBreakList(t);
    QVERIFY(r.ok());
    QCOMPARE(r.source, TieBreakListSource::Default);
    QCOMPARE(listText(r.tieBreaks), QStringLiteral("BH/C1 BH SB DE WIN BPG"));
    t.type = TournamentType::RoundRobin;
    QCOMPARE(listText(resolveTieBreakList(t).tieBreaks), QStringLiteral("DE SB KS WIN"));
    t.federation = QStringLiteral("USA"); // US Chess Rule 34E
    QCOMPARE(listText(resolveTieBreakList(t).tieBreaks), QStringLiteral("MM SOLK CUM OCUM"));
}

void tst_TieBreakList::precedence()
{
    Tournament t = swiss();
    t.tieBreaks = QStringList {QStringLiteral("SB"), QStringLiteral("BH/M1")};
    TieBreakListInForce r = resolveTieBreakList(t);
    QCOMPARE(r.source, TieBreakListSource::File);
    QCOMPARE(listText(r.tieBreaks), QStringLiteral("SB BH/M1"));

    TieBreakListRequest given;
    given.given = QStringLiteral("WIN, ARO/U1400");
    r = resolveTieBreakList(t, given);
    QCOMPARE(r.source, TieBreakListSource::Given);
    QCOMPARE(listText(r.tieBreaks), QStringLiteral("WIN ARO/U1400"));

    Preset preset;
    preset.id = QStringLiteral("test");
    preset.tieBreaks = {{QStringLiteral("KS/L-1"), QStringLiteral("C.07 Art. 9.2")}};
    TieBreakListRequest withPreset = given;
    withPreset.preset = &preset;
    r = resolveTieBreakList(t, withPreset);
    QCOMPARE(r.source, TieBreakListSource::Preset);
    QCOMPARE(listText(r.tieBreaks), QStringLiteral("KS/L-1"));
}

void tst_TieBreakList::errors()
{
    Tournament t = swiss();
    t.tieBreaks = QStringList {QStringLiteral("BH/Q9")};
    TieBreakListInForce r = resolveTieBreakList(t);
    QVERIFY(!r.ok());
    QCOMPARE(r.source, TieBreakListSource::File);
    QVERIFY2(r.error.contains(QStringLiteral("BH/Q9")), qPrintable(r.error));
    QVERIFY(r.tieBreaks.isEmpty());
    // The GUI shows standings anyway: the default for the type.
    TieBreakListRequest lenient;
    lenient.fallBackToDefault = true;
    r = resolveTieBreakList(t, lenient);
    QVERIFY(r.ok());
    QCOMPARE(r.source, TieBreakListSource::Default);
    QCOMPARE(listText(r.tieBreaks), QStringLiteral("BH/C1 BH SB DE WIN BPG"));
    // A bad given list is an error even with the fallback.
    lenient.given = QStringLiteral("NOPE");
    r = resolveTieBreakList(t, lenient);
    QVERIFY(!r.ok());
    QCOMPARE(r.source, TieBreakListSource::Given);
}

QTEST_GUILESS_MAIN(tst_TieBreakList)
#include "tst_tiebreaklist.moc"
