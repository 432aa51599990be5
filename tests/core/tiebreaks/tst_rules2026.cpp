// SPDX-License-Identifier: GPL-3.0-or-later
// The 2026 edition of C.07: the capped dummy opponent of Art. 16.4, the new
// tie-breaks STD (7.7), TPN (7.8) and RTNG (10.6), the edition as a property of the event (from
// its start date, chosen, or overridden per tie-break with /V2024 and /V2026), the golden files
// computed by FIDE's reference checker with 2026 rules, and the four findings on the 2024 rules
// (../shared/fixtures/findings).
#include "goldentsv.h"
#include "testpaths.h"
#include "tournamentbuilder.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

using namespace arb;

namespace {

// Returns the value of \a spec for \a startNo in \a t under \a rules.
QString valueOf(const Tournament &t, const QString &spec, int startNo,
    std::optional<RulesVersion> rules = std::nullopt)
{
    StandingsOptions options;
    options.tieBreaks = parseTieBreakList(spec).value();
    options.rules = rules;
    const Standings st = computeStandings(t, options);
    for (const StandingRow &row : st.rows)
        if (row.startNo == startNo)
            return row.values.value(0).toString();
    return {};
}

QList<int> rankOrder(const Tournament &t, const QString &list)
{
    StandingsOptions options;
    options.tieBreaks = parseTieBreakList(list).value();
    QList<int> order;
    for (const StandingRow &row : computeStandings(t, options).rows)
        order.append(row.startNo);
    return order;
}

} // namespace

class tst_Rules2026 : public QObject
{
    Q_OBJECT
private slots:
    void editionFromStartDate_data();
    void editionFromStartDate();
    void chosenEditionWins();
    void specOverrideParsesAndPrints();
    void dummyCappedAtDrawPerRound();
    void dummyCappedAtScheduledOpponentAfterForfeitWin();
    void exerciseWorkedValues();
    void golden2026_data();
    void golden2026();
    void golden2026DiffersUnder2024();
    void standardPoints();
    void pairingNumberAndReverse();
    void ownRating();
    void newTieBreaksNotedIn2024Event();
    void buchholzInRoundRobinWarns();
    void roundRobinForfeits();
    void findingPAdjustedScore_data();
    void findingPAdjustedScore();
    void findingForeBuchholzDoesNotLeak();
    void findingDirectEncounterRematch();
    void findingMedian2WithFourRounds();
};

void tst_Rules2026::editionFromStartDate_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("iso");
    QTest::addColumn<int>("edition");
    QTest::addColumn<bool>("warns");
    const int e24 = int(RulesVersion::Fide2024), e26 = int(RulesVersion::Fide2026);
    QTest::newRow("TRF slashes, after") << "2026/04/11"
                                        << "2026-04-11" << e26 << false;
    QTest::newRow("first day") << "2026/03/01"
                               << "2026-03-01" << e26 << false;
    QTest::newRow("day before") << "2026/02/28"
                                << "2026-02-28" << e24 << false;
    QTest::newRow("ISO") << "2025-09-13"
                         << "2025-09-13" << e24 << false;
    QTest::newRow("trimmed") << "  2026.05.29 "
                             << "2026-05-29" << e26 << false;
    QTest::newRow("day first, spaced") << "28. 07. 2005"
                                       << "2005-07-28" << e24 << false;
    QTest::newRow("day first") << "23.11.2026"
                               << "2026-11-23" << e26 << false;
    QTest::newRow("English month") << "May 29, 2020"
                                   << "2020-05-29" << e24 << false;
    QTest::newRow("missing") << ""
                             << "" << e24 << true;
    QTest::newRow("malformed") << "next spring"
                               << "" << e24 << true;
    QTest::newRow("impossible day") << "2026/02/30"
                                    << "" << e24 << true;
}

void tst_Rules2026::editionFromStartDate()
{
    QFETCH(QString, date);
    QFETCH(QString, iso);
    QFETCH(int, edition);
    QFETCH(bool, warns);
    QCOMPARE(isoStartDate(date), iso);
    Tournament t;
    t.startDate = date;
    const RulesEditionChoice c = rulesEditionOf(t);
    QCOMPARE(int(c.version), edition);
    QCOMPARE(!c.warning.isEmpty(), warns);
    QCOMPARE(c.fromDate, !warns);
    QVERIFY(!c.chosen);
    StandingsOptions options;
    QCOMPARE(computeStandings(t, options).rulesWarning, c.warning);
    if (warns) // never today's date: the arbiter is asked to choose
        QVERIFY(c.warning.contains(QStringLiteral("Choose the edition")));
}

void tst_Rules2026::chosenEditionWins()
{
    Tournament t;
    t.startDate = QStringLiteral("2026/04/11");
    t.rulesEdition = RulesVersion::Fide2024;
    const RulesEditionChoice c = rulesEditionOf(t);
    QCOMPARE(c.version, RulesVersion::Fide2024);
    QVERIFY(c.chosen);
    QVERIFY(c.warning.isEmpty());
    QCOMPARE(parseRulesVersion(u"2026"), std::optional(RulesVersion::Fide2026));
    QCOMPARE(parseRulesVersion(u"V2024"), std::optional(RulesVersion::Fide2024));
    QVERIFY(!parseRulesVersion(u"2025"));
}

void tst_Rules2026::specOverrideParsesAndPrints()
{
    const auto bh = parseTieBreakSpec(QStringLiteral("bh/c1/v2024"));
    QVERIFY(bh);
    QCOMPARE(bh->edition, std::optional(RulesVersion::Fide2024));
    QCOMPARE(bh->canonical(), QStringLiteral("BH/C1/V2024"));
    QCOMPARE(
        parseTieBreakSpec(QStringLiteral("SB/V2026"))->canonical(), QStringLiteral("SB/V2026"));
    QString error;
    QVERIFY(!parseTieBreakSpec(QStringLiteral("BH/V2025"), &error));
    QVERIFY2(error.contains(QStringLiteral("2025")), qPrintable(error));
    QVERIFY(!parseTieBreakSpec(QStringLiteral("BH/R"), &error));
    QVERIFY2(error.contains(QStringLiteral("TPN")), qPrintable(error));
    QCOMPARE(parseTieBreakSpec(QStringLiteral("TPN/R"))->canonical(), QStringLiteral("TPN/R"));
    QCOMPARE(
        parseTieBreakSpec(QStringLiteral("RTNG/U1400"))->canonical(), QStringLiteral("RTNG/U1400"));
}

void tst_Rules2026::dummyCappedAtDrawPerRound()
{
    // Player 1 takes a half-point bye in round 2 and wins the rest (2.5 points); player 4 gets
    // the pairing-allocated bye in round 2 (2 points). 16.4.2 (2026): their dummy opponents
    // score at most a draw per round, 0.5 x 3 = 1.5, not their own 2.5 and 2.
    const Tournament t = buildTournament({
        QStringLiteral("0: 2w1 H 3w1"),
        QStringLiteral("0: 1b0 3w1 4b="),
        QStringLiteral("0: 4w= 2b0 1b0"),
        QStringLiteral("0: 3b= U 2w="),
    });
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 1, RulesVersion::Fide2024), QStringLiteral("4.5"));
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 1, RulesVersion::Fide2026), QStringLiteral("3.5"));
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 4, RulesVersion::Fide2024), QStringLiteral("4"));
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 4, RulesVersion::Fide2026), QStringLiteral("3.5"));
    // Sonneborn-Berger weights the dummy by the bye's points: 1.5 x 0.5 instead of 2.5 x 0.5.
    QCOMPARE(valueOf(t, QStringLiteral("SB"), 1, RulesVersion::Fide2024), QStringLiteral("3.25"));
    QCOMPARE(valueOf(t, QStringLiteral("SB"), 1, RulesVersion::Fide2026), QStringLiteral("2.75"));
    // The per-tie-break override beats the event's edition, both ways.
    QCOMPARE(
        valueOf(t, QStringLiteral("BH/V2024"), 1, RulesVersion::Fide2026), QStringLiteral("4.5"));
    QCOMPARE(
        valueOf(t, QStringLiteral("BH/V2026"), 1, RulesVersion::Fide2024), QStringLiteral("3.5"));
    // Round robins have no dummy opponents in either edition.
    Tournament rr = t;
    rr.type = TournamentType::RoundRobin;
    QCOMPARE(valueOf(rr, QStringLiteral("SB"), 1, RulesVersion::Fide2026),
        valueOf(rr, QStringLiteral("SB"), 1, RulesVersion::Fide2024));
    // The explanation says which rule capped it.
    const TieBreakExplanation x = explainTieBreak(
        t, *parseTieBreakSpec(QStringLiteral("BH")), 1, 0, RulesVersion::Fide2026);
    QCOMPARE(x.value.toString(), QStringLiteral("3.5"));
    QVERIFY(x.notes.join(u' ').contains(QStringLiteral("2026")));
}

void tst_Rules2026::dummyCappedAtScheduledOpponentAfterForfeitWin()
{
    // Player 1 wins round 1 by forfeit against player 2 (2 points in the end). 16.4.1 (2026):
    // the dummy scores at most the scheduled opponent's adjusted score, 2, not player 1's own 3
    // (and not the 1.5 of 16.4.2).
    const Tournament t = buildTournament({
        QStringLiteral("0: 2w+ 3w1 4w1"),
        QStringLiteral("0: 1b- 4b1 3w1"),
        QStringLiteral("0: 4w1 1b0 2b0"),
        QStringLiteral("0: 3b0 2w0 1b0"),
    });
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 1, RulesVersion::Fide2024), QStringLiteral("4"));
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 1, RulesVersion::Fide2026), QStringLiteral("3"));
    // The forfeit loser's dummy: at most player 1's 3, so its own 2 stands (FIDE's reference
    // checker applies 16.4.1 to both sides of a forfeited game).
    QCOMPARE(valueOf(t, QStringLiteral("BH"), 2, RulesVersion::Fide2026), QStringLiteral("3"));
    // /P: the forfeited game counts against the real opponent in both editions.
    QCOMPARE(valueOf(t, QStringLiteral("BH/P"), 1, RulesVersion::Fide2026),
        valueOf(t, QStringLiteral("BH/P"), 1, RulesVersion::Fide2024));
}

void tst_Rules2026::exerciseWorkedValues()
{
    // The worked values on FIDE TEC's public tie-break exercise, 2026 rules.
    const QString shared = sharedDir();
    if (shared.isEmpty())
        QSKIP("../shared is not beside the project (ARBITER_SHARED_DIR)");
    const TrfReadResult read = readTrfFile(
        shared + QStringLiteral("/fixtures/trf/fide-tec-tiebreak-exercise-2024_16p_5r_trf16.trf"));
    QVERIFY(read.ok());
    const Tournament &t = read.tournament;
    QCOMPARE(rulesEditionOf(t).version, RulesVersion::Fide2024); // starts 2025/09/13
    struct Case
    {
        const char *spec;
        int startNo;
        const char *v2024;
        const char *v2026;
    };
    const Case cases[] = {
        {"BH", 4, "15", "14"}, // half-point bye
        {"SB", 4, "9.75", "9.25"}, {"BH", 11, "13.5", "12.5"}, // forfeit win
        {"BH", 6, "12", "11.5"}, // pairing-allocated bye
    };
    for (const Case &c : cases) {
        const QString spec = QLatin1String(c.spec);
        QCOMPARE(valueOf(t, spec, c.startNo, RulesVersion::Fide2024), QLatin1String(c.v2024));
        QCOMPARE(valueOf(t, spec, c.startNo, RulesVersion::Fide2026), QLatin1String(c.v2026));
    }
}

void tst_Rules2026::golden2026_data()
{
    QTest::addColumn<QString>("trfPath");
    QTest::addColumn<QString>("goldenPath");
    const QDir dir(fixturesRoot() + QStringLiteral("/fixtures/rules-2026"));
    const QStringList files = dir.entryList({QStringLiteral("*.r2026.tsv")}, QDir::Files);
    QVERIFY2(files.size() >= 3, qPrintable(dir.path()));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f))
            << dir.filePath(f.section(u'.', 0, 0) + QStringLiteral(".trf")) << dir.filePath(f);
}

void tst_Rules2026::golden2026()
{
    // Every column equal to the reference with 2026 rules; the edition comes from the start
    // date (2026/04/11), nothing is forced.
    QFETCH(QString, trfPath);
    QFETCH(QString, goldenPath);
    const GoldenComparison c = compareWithGolden(trfPath, goldenPath);
    QVERIFY2(c.ok(), qPrintable(c.summary()));
    QCOMPARE(c.standings.rules, RulesVersion::Fide2026);
    QVERIFY(c.rowsChecked >= 20);
}

void tst_Rules2026::golden2026DiffersUnder2024()
{
    // The same files under 2024 rules differ (the 2026 golden values are not 2024 values).
    const QDir dir(fixturesRoot() + QStringLiteral("/fixtures/rules-2026"));
    int differing = 0;
    for (const QString &f : dir.entryList({QStringLiteral("*.r2026.tsv")}, QDir::Files)) {
        const GoldenComparison c
            = compareWithGolden(dir.filePath(f.section(u'.', 0, 0) + QStringLiteral(".trf")),
                dir.filePath(f), RulesVersion::Fide2024);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        for (const QString &column : c.wrongPerColumn.keys())
            QVERIFY2(column.startsWith(u"BH") || column.startsWith(u"SB") || column == u"AOB"
                    || column == u"FB",
                qPrintable(column));
        differing += c.wrongPerColumn.value(QStringLiteral("BH"));
    }
    QVERIFY(differing > 0);
}

void tst_Rules2026::standardPoints()
{
    // 7.7: 1 for a win, 1/2 for a draw, 0 for a loss, whatever the event's scoring (3-1-0).
    Tournament t = buildTournament({
        QStringLiteral("0: 2w1 3w= F"),
        QStringLiteral("0: 1b0 U 3b1"),
        QStringLiteral("0: H 1b= 2w0"),
    });
    t.scoring.win = Fixed::fromInt(3);
    t.scoring.draw = Fixed::fromInt(1);
    t.scoring.fullBye = Fixed::fromInt(3);
    t.scoring.halfBye = Fixed::fromInt(1);
    t.scoring.pairingBye = Fixed::fromInt(3);
    t.scoring.forfeitWin = Fixed::fromInt(3);
    QCOMPARE(valueOf(t, QStringLiteral("STD"), 1), QStringLiteral("2.5"));
    QCOMPARE(valueOf(t, QStringLiteral("STD"), 2), QStringLiteral("2"));
    QCOMPARE(valueOf(t, QStringLiteral("STD"), 3), QStringLiteral("1"));
}

void tst_Rules2026::pairingNumberAndReverse()
{
    // 7.8: the lower pairing number first; /R reverses.
    const Tournament t = buildTournament({
        QStringLiteral("0: 2w="),
        QStringLiteral("0: 1b="),
    });
    QCOMPARE(rankOrder(t, QStringLiteral("TPN")), QList<int>({1, 2}));
    QCOMPARE(rankOrder(t, QStringLiteral("TPN/R")), QList<int>({2, 1}));
    QCOMPARE(valueOf(t, QStringLiteral("TPN"), 2), QStringLiteral("2"));
}

void tst_Rules2026::ownRating()
{
    // 10.6: the participant's own rating, higher first; unrated players need /U (Art. 10).
    const Tournament t = buildTournament({
        QStringLiteral("1800: 2w="),
        QStringLiteral("0: 1b="),
        QStringLiteral("1900: 4w="),
        QStringLiteral("2000: 3b="),
    });
    QCOMPARE(valueOf(t, QStringLiteral("RTNG/U1850"), 2), QStringLiteral("1850"));
    QCOMPARE(rankOrder(t, QStringLiteral("RTNG/U1850")), QList<int>({4, 3, 2, 1}));
    QCOMPARE(valueOf(t, QStringLiteral("RTNG"), 1), QStringLiteral("NA"));
    // F43 (FIDE C.02 checklist): RTNG/R, the TRF-2026 code for the lower rating first.
    QCOMPARE(rankOrder(t, QStringLiteral("RTNG/U1850/R")), QList<int>({1, 2, 3, 4}));
    QCOMPARE(parseTieBreakSpec(QStringLiteral("RTNG/R"))->canonical(), QStringLiteral("RTNG/R"));
    QString error;
    QVERIFY(!parseTieBreakSpec(QStringLiteral("SB/R"), &error));
    QVERIFY2(error.contains(QStringLiteral("TPN and RTNG")), qPrintable(error));
}

void tst_Rules2026::newTieBreaksNotedIn2024Event()
{
    const Tournament t = buildTournament({QStringLiteral("0: 2w1"), QStringLiteral("0: 1b0")});
    StandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("TPN")).value();
    options.rules = RulesVersion::Fide2024;
    QVERIFY(computeStandings(t, options).notes.join(u' ').contains(QStringLiteral("2026")));
    options.rules = RulesVersion::Fide2026;
    QVERIFY(computeStandings(t, options).notes.isEmpty());
}

void tst_Rules2026::buchholzInRoundRobinWarns()
{
    // The note to Art. 8: Buchholz-type tie-breaks are not for round robins.
    const Tournament rr = buildTournament(
        {QStringLiteral("0: 2w1"), QStringLiteral("0: 1b0")}, TournamentType::RoundRobin);
    StandingsOptions options;
    options.tieBreaks = parseTieBreakList(QStringLiteral("SB BH")).value();
    options.rules = RulesVersion::Fide2026;
    const QStringList notes = computeStandings(rr, options).notes;
    QCOMPARE(notes.size(), 1);
    QVERIFY(notes[0].contains(QStringLiteral("note to Art. 8")));
}

void tst_Rules2026::roundRobinForfeits()
{
    // 15.2: in a round robin a forfeit is left out of rating-based tie-breaks, and a forfeit
    // loss is not a round one elected to play (REP); the forfeit still counts in SB as a
    // pre-determined game.
    const Tournament rr = buildTournament(
        {
            QStringLiteral("2000: 2w+ 3b1"),
            QStringLiteral("1800: 1b- 3w="),
            QStringLiteral("1600: 2b= 1w0"),
        },
        TournamentType::RoundRobin);
    for (const auto rules : {RulesVersion::Fide2024, RulesVersion::Fide2026}) {
        QCOMPARE(valueOf(rr, QStringLiteral("ARO"), 1, rules), QStringLiteral("1600"));
        QCOMPARE(valueOf(rr, QStringLiteral("REP"), 2, rules), QStringLiteral("1"));
        QCOMPARE(valueOf(rr, QStringLiteral("REP"), 1, rules), QStringLiteral("2"));
        QCOMPARE(valueOf(rr, QStringLiteral("SB"), 1, rules), QStringLiteral("1")); // 0.5 + 0.5
    }
}

void tst_Rules2026::findingPAdjustedScore_data()
{
    QTest::addColumn<QString>("list");
    QTest::newRow("p") << "p";
    QTest::newRow("ext") << "ext";
}

void tst_Rules2026::findingPAdjustedScore()
{
    // Finding 1 (the reference is right): a forfeit loss stays a voluntary unplayed round
    // whatever /P says, so player 4's zero-point bye followed by a forfeit loss counts as a draw
    // in the score opponents see (16.1.2, 16.2.5, 16.3.2).
    QFETCH(QString, list);
    const QString shared = sharedDir();
    if (shared.isEmpty())
        QSKIP("../shared is not beside the project (ARBITER_SHARED_DIR)");
    const QString base
        = shared + QStringLiteral("/fixtures/findings/repro_p_bye_then_forfeit_6p_5r");
    const GoldenComparison c = compareWithGolden(
        base + QStringLiteral(".trf"), base + u'.' + list + QStringLiteral(".tsv"));
    QVERIFY2(c.ok(), qPrintable(c.summary()));
}

void tst_Rules2026::findingForeBuchholzDoesNotLeak()
{
    // Finding 3 (the engine is right): the reference checker lets Fore Buchholz's "final round
    // drawn" leak into the tie-breaks listed after it. A value never depends on its place in the
    // list: with FB first we give exactly the values of the FB-last file, which is why the
    // FB-first golden file (the checker's defect) differs from us.
    const QString shared = sharedDir();
    if (shared.isEmpty())
        QSKIP("../shared is not beside the project (ARBITER_SHARED_DIR)");
    const QString base = shared + QStringLiteral("/fixtures/findings/repro_fb_first_leak_8p_4r");
    const GoldenComparison last
        = compareWithGolden(base + QStringLiteral(".trf"), base + QStringLiteral(".fblast.tsv"));
    QVERIFY2(last.ok(), qPrintable(last.summary()));
    const GoldenComparison first
        = compareWithGolden(base + QStringLiteral(".trf"), base + QStringLiteral(".fbfirst.tsv"));
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QVERIFY2(!first.wrongPerColumn.contains(QStringLiteral("FB")), qPrintable(first.summary()));
    QVERIFY2(!first.wrongPerColumn.isEmpty(), "the checker's FB-first defect is no longer there");
    // Our FB-first values equal our FB-last values, column by column.
    for (const StandingRow &a : first.standings.rows)
        for (const StandingRow &b : last.standings.rows)
            if (a.startNo == b.startNo) {
                QCOMPARE(a.values[0], b.values[3]); // FB
                QCOMPARE(a.values[1], b.values[0]); // BH/C1
                QCOMPARE(a.values[2], b.values[1]); // BH
                QCOMPARE(a.values[3], b.values[2]); // SB
            }
}

void tst_Rules2026::findingDirectEncounterRematch()
{
    // Finding 4 (the engine is right): players 1, 2 and 3 tie on 2.5; 1 and 2 met twice (1 and
    // 1/2 for player 1: an average of 3/4, 6.1.2). Separate standings: player 2 scores 1/4 + 1 =
    // 1.25, player 3 1 + 0 = 1, player 1 3/4 + 0 = 0.75. The reference checker loses count of
    // who met whom and gives 0 to everybody; Art. 6 ranks them 3/1/2 (findings README).
    const QString shared = sharedDir();
    if (shared.isEmpty())
        QSKIP("../shared is not beside the project (ARBITER_SHARED_DIR)");
    const TrfReadResult read
        = readTrfFile(shared + QStringLiteral("/fixtures/findings/repro_de_rematch_4p_4r.trf"));
    QVERIFY(read.ok());
    QCOMPARE(directEncounterPositions(read.tournament, {1, 2, 3}), QList<int>({3, 1, 2}));
    const GoldenTable g = readGoldenTable(
        shared + QStringLiteral("/fixtures/findings/repro_de_rematch_4p_4r.de.tsv"));
    QVERIFY(g.error.isEmpty());
    QCOMPARE(g.rows[0].value(2), QStringLiteral("0")); // the checker's value for player 1
}

void tst_Rules2026::findingMedian2WithFourRounds()
{
    // Finding 5: BH/M2 after four rounds cuts the two least and the two most significant of the
    // four values (14.4): a sum of nothing, 0, as the reference checker gives it, in both
    // editions. An average of nothing (ARO/M2) stays undefined (NA), as the newer checker has it.
    const Tournament t = buildTournament({
        QStringLiteral("1800: 2w1 3b1 4w1 2b1"),
        QStringLiteral("1700: 1b0 4w1 3b= 1w0"),
        QStringLiteral("1600: 4w= 1w0 2w= 4b1"),
        QStringLiteral("1500: 3b= 2b0 1b0 3w0"),
    });
    for (const auto rules : {RulesVersion::Fide2024, RulesVersion::Fide2026}) {
        QCOMPARE(valueOf(t, QStringLiteral("BH/M2"), 1, rules), QStringLiteral("0"));
        QCOMPARE(valueOf(t, QStringLiteral("SB/M2"), 2, rules), QStringLiteral("0"));
        QCOMPARE(valueOf(t, QStringLiteral("ARO/M2"), 1, rules), QStringLiteral("NA"));
    }
    // The same after one round with Cut-1.
    QCOMPARE(valueOf(buildTournament({QStringLiteral("0: 2w1"), QStringLiteral("0: 1b0")}),
                 QStringLiteral("BH/C1"), 1),
        QStringLiteral("0"));
}

QTEST_GUILESS_MAIN(tst_Rules2026)
#include "tst_rules2026.moc"
