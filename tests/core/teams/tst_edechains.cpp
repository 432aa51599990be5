// SPDX-License-Identifier: GPL-3.0-or-later
// The named EDE chains of C.07 (2026 edition) Art. 13.3.2, worked out by hand: EDE (Art. 6 on
// MP, then on GP), then, for exactly two teams still tied, the knock-out tie-breaks of Art. 12
// on the games of their direct encounter: EDEC (BC), EDET (TBR), EDEB (BBE), EDEBT (BC, TBR),
// EDEBB (BC, BBE).
#include "teamevent.h"

#include <QTest>

using namespace arb;

namespace {

// 4 teams of 4 boards, round robin. A and B draw 2-2 in round 1 with the boards given (seen
// from A); both then draw 2-2 (A-C 1 1 0 0, B-D 0 0 1 1) and win 4-0 (A-D, B-C): 4 MP and 8 GP
// each, tied, and their encounter tied in MP and GP (13.3.1), so 13.3.2 decides.
Tournament tiedPair(const char *encounter)
{
    TeamEvent e(4, 4, 3, QStringLiteral("Team Round-Robin"));
    e.match(1, 1, 2, encounter).match(1, 3, 4, "1111");
    e.match(2, 1, 3, "1100").match(2, 2, 4, "0011");
    e.match(3, 1, 4, "1111").match(3, 2, 3, "1111");
    return e.t;
}

QList<int> positionsOfAandB(const Tournament &t, const QString &list,
    std::optional<RulesVersion> rules = RulesVersion::Fide2026)
{
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(list).value();
    options.rules = rules;
    const Standings st = computeTeamStandings(t, options);
    return {int(rowOf(st, 1).values[0].value.roundToInt()),
        int(rowOf(st, 2).values[0].value.roundToInt())};
}

} // namespace

class tst_EdeChains : public QObject
{
    Q_OBJECT
private slots:
    void chains_data();
    void chains();
    void notMetSeparatesNobody();
    void threeTiedTeamsNeedTheEncounter();
    void noteIn2024Event();
    void specs();
};

void tst_EdeChains::chains_data()
{
    QTest::addColumn<QByteArray>("encounter");
    QTest::addColumn<QString>("list");
    QTest::addColumn<QList<int>>("expected");
    // A 0 1 1 0, B 1 0 0 1: BC A 2+3 = 5, B 1+4 = 5 (equal); TBR board 1: B; BBE without board
    // 4: A 2, B 1.
    const QByteArray split = "0110";
    QTest::newRow("13.3.2 EDE alone leaves them tied") << split << "MPTS EDE" << QList<int> {0, 0};
    QTest::newRow("13.3.2 EDEC: equal Board Count") << split << "MPTS EDEC" << QList<int> {0, 0};
    QTest::newRow("13.3.2 EDET: board 1 decides for B")
        << split << "MPTS EDET" << QList<int> {2, 1};
    QTest::newRow("13.3.2 EDEB: without board 4, A") << split << "MPTS EDEB" << QList<int> {1, 2};
    QTest::newRow("13.3.2 EDEBT: BC equal, then TBR") << split << "MPTS EDEBT" << QList<int> {2, 1};
    QTest::newRow("13.3.2 EDEBB: BC equal, then BBE") << split << "MPTS EDEBB" << QList<int> {1, 2};
    // A 0 ½ 1 ½, B 1 ½ 0 ½: BC A 0+1+3+2 = 6, B 1+1+0+2 = 4: B, the lower sum (12.1).
    const QByteArray low = "0=1=";
    QTest::newRow("12.1 in EDEC: the lower Board Count ranks higher")
        << low << "MPTS EDEC" << QList<int> {2, 1};
    QTest::newRow("12.1 in EDEBB: BC decides before BBE")
        << low << "MPTS EDEBB" << QList<int> {2, 1};
    // A ½ 1 0 ½, B ½ 0 1 ½: board 1 equal, board 2 A (TBR reapplied, 12.2).
    QTest::newRow("12.2 in EDET: reapplied to board 2")
        << QByteArray("=10=") << "MPTS EDET" << QList<int> {1, 2};
    // A 1 0 0 1, B 0 1 1 0: without board 4 B 2, A 1; BBE decides at once.
    QTest::newRow("12.3 in EDEB: without the bottom board, B")
        << QByteArray("1001") << "MPTS EDEB" << QList<int> {2, 1};
}

void tst_EdeChains::chains()
{
    QFETCH(QByteArray, encounter);
    QFETCH(QString, list);
    QFETCH(QList<int>, expected);
    QCOMPARE(positionsOfAandB(tiedPair(encounter.constData()), list), expected);
}

void tst_EdeChains::notMetSeparatesNobody()
{
    // Swiss, one round: A and B never met (A 2.5-1.5 over C with ½ 1 1 0, B over D with
    // 1 0 ½ 1). On all their games BC would separate them (A 5.5, B 6.5: the --ede-knockout
    // reading); the named chains look only at their direct encounter, which did not happen.
    TeamEvent e(4, 4, 1, QStringLiteral("Team Swiss"));
    e.match(1, 1, 3, "=110").match(1, 2, 4, "10=1");
    for (const char *list : {"MPTS EDEC", "MPTS EDET", "MPTS EDEB", "MPTS EDEBT", "MPTS EDEBB"})
        QCOMPARE(positionsOfAandB(e.t, QString::fromLatin1(list)), (QList<int> {0, 0}));
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("MPTS EDE")).value();
    options.edeKnockout = {TieBreakId::BC};
    const Standings st = computeTeamStandings(e.t, options);
    QCOMPARE(rowOf(st, 1).values[0].value.roundToInt(), 1);
}

void tst_EdeChains::threeTiedTeamsNeedTheEncounter()
{
    // 13.3.2 is for exactly two teams: three teams that all drew 2-2 with each other stay tied
    // whatever their boards (round robin of 3 teams plus a fourth that lost everything).
    TeamEvent e(4, 4, 3, QStringLiteral("Team Round-Robin"));
    e.match(1, 1, 2, "0110").match(1, 3, 4, "1111");
    e.match(2, 1, 3, "1100").match(2, 2, 4, "1111");
    e.match(3, 2, 3, "1001").match(3, 1, 4, "1111");
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("MPTS EDEBT")).value();
    options.rules = RulesVersion::Fide2026;
    const Standings st = computeTeamStandings(e.t, options);
    for (int team = 1; team <= 3; ++team)
        QCOMPARE(rowOf(st, team).values[0].value.roundToInt(), 0);
}

void tst_EdeChains::noteIn2024Event()
{
    // Like STD, TPN and RTNG: computed in a 2024 event, with a note naming the 2026 article.
    TeamStandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("MPTS EDET")).value();
    options.rules = RulesVersion::Fide2024;
    const Standings st = computeTeamStandings(tiedPair("0110"), options);
    QCOMPARE(rowOf(st, 2).values[0].value.roundToInt(), 1);
    QVERIFY2(st.notes.join(u'\n').contains(u"EDET is defined by the 2026 edition of C.07 (Art. "
                                           u"13.3.2)"),
        qPrintable(st.notes.join(u'\n')));
    options.rules = RulesVersion::Fide2026;
    QVERIFY(!computeTeamStandings(tiedPair("0110"), options).notes.join(u'\n').contains(u"EDET"));
}

void tst_EdeChains::specs()
{
    for (const char *key : {"EDEC", "EDET", "EDEB", "EDEBT", "EDEBB"}) {
        QString error;
        const auto spec
            = parseTieBreakSpec(QString::fromLatin1(key) + QStringLiteral("/P"), &error);
        QVERIFY2(spec, qPrintable(error));
        QVERIFY(isNamedEdeChain(spec->id));
        QCOMPARE(spec->canonical(), QString::fromLatin1(key) + QStringLiteral("/P"));
        QCOMPARE(QLatin1String(spec->info().article), QLatin1String("13.3.2"));
        QVERIFY(!parseTieBreakSpec(QString::fromLatin1(key) + QStringLiteral("/C1")));
    }
    QCOMPARE(
        edeChainSteps(TieBreakId::EDEBB), (QList<TieBreakId> {TieBreakId::BC, TieBreakId::BBE}));
    QCOMPARE(edeChainSteps(TieBreakId::EDE), QList<TieBreakId> {});
}

QTEST_GUILESS_MAIN(tst_EdeChains)
#include "tst_edechains.moc"
