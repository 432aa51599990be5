// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off state machine (core/playoff/): time controls, the knockout-with-Armageddon and
// round-robin templates, replay from the lots seed, results in order of play.
#include "playoffharness.h"

#include <QTest>

class tst_PlayoffFormats : public QObject
{
    Q_OBJECT

private slots:
    void timeControls();
    void knockout_data();
    void knockout();
    void roundRobinTemplate_data();
    void roundRobinTemplate();
    void replayFromSeed();
    void lotsIndependentOfEntryOrder();
    void resultsInOrder();
    void unknownResult();
    void parseResults_data();
    void parseResults();
    void randomPlayoffsEnd_data();
    void randomPlayoffsEnd();
};

void tst_PlayoffFormats::timeControls()
{
    // B.1 3 min + 2 s for both; B.2 sudden death 2½ min White, 3 min Black, + 2 s.
    const PlayoffState st
        = play(PlayoffConfig::tataSteel(), entrants(2), QStringLiteral("1=2 1=2"), 5);
    QCOMPARE(st.games.size(), 3);
    QCOMPARE(st.games[0].timeControl, TimeControl::symmetric(180, 2));
    QCOMPARE(st.games[0].timeControl.toString(), QStringLiteral("3+2"));
    QCOMPARE(st.games[2].timeControl, (TimeControl {150, 2, 180, 2}));
    QCOMPARE(st.games[2].timeControl.toString(), QStringLiteral("2.5+2/3+2"));
}

void tst_PlayoffFormats::knockout_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<QString>("places");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("armageddons");

    QTest::newRow("match won") << 2 << "2>1 1=2" << true << "2@1 1@2" << 2 << 0;
    QTest::newRow("Armageddon won by White or Black")
        << 2 << "1>2 2>1 1>2" << true << "1@1 2@2" << 3 << 1;
    QTest::newRow("Armageddon draw counts for Black") << 2 << "1=2 1=2 1=2" << true << "" << 3 << 1;
    QTest::newRow("three players: seed 1 has a bye")
        << 3 << "2>3 2>3 1>2 1>2" << true << "1@1 2@2 3@3" << 4 << 0;
    QTest::newRow("four players: semi-finals 1-4, 2-3")
        << 4 << "1>4 1>4 3>2 3>2 3>1 3>1" << true << "3@1 1@2 2@3= 4@3=" << 6 << 0;
    QTest::newRow("four players: final pending") << 4 << "1>4 1>4 3>2 3>2" << false << "" << 6 << 0;
}

void tst_PlayoffFormats::knockout()
{
    QFETCH(int, players);
    QFETCH(QString, rules);
    QFETCH(bool, finished);
    QFETCH(QString, places);
    QFETCH(int, games);
    QFETCH(int, armageddons);

    const PlayoffConfig config = PlayoffConfig::knockout();
    QCOMPARE(config.numbering, PlayoffNumbering::Standings);
    for (quint64 seed : {3ULL, 8ULL}) {
        const PlayoffState st = play(config, entrants(players), rules, seed);
        QCOMPARE(st.finished, finished);
        QCOMPARE(st.games.size(), games);
        const auto armageddon = std::count_if(st.games.begin(), st.games.end(),
            [](const PlayoffGame &g) { return g.kind == PlayoffGameKind::Armageddon; });
        QCOMPARE(int(armageddon), armageddons);
        if (!finished || !places.isEmpty()) {
            QCOMPARE(placesText(st), places);
        } else {
            // The Armageddon draw goes to whoever had Black.
            const PlayoffGame &a = st.games.last();
            QCOMPARE(a.timeControl, (TimeControl {300, 2, 240, 2}));
            QCOMPARE(a.pointsOf(a.black), Fixed::fromInt(1));
            QCOMPARE(a.pointsOf(a.white), Fixed());
            QCOMPARE(placesText(st), QStringLiteral("%1@1 %2@2").arg(a.black).arg(a.white));
        }
    }
}

void tst_PlayoffFormats::roundRobinTemplate_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("allPlaces");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<QString>("places");
    QTest::addColumn<int>("games");

    QTest::newRow("one winner, others share")
        << 4 << false << oneWins(4, 2) << true << "2@1 1@2= 3@2= 4@2=" << 6;
    QTest::newRow("one winner, all places by score")
        << 3 << true << "1>2 1>3 2>3" << true << "1@1 2@2 3@3" << 3;
    QTest::newRow("two tied for first play Armageddon")
        << 3 << false << "1=2 1>3 2>3 2>1" << true << "2@1 1@2 3@3" << 4;
    QTest::newRow("all tied play a new round robin")
        << 3 << false << "1>2 2>3 3>1 1>2 1>3 2=3" << true << "1@1 2@2= 3@2=" << 6;
    QTest::newRow("round robin pending") << 4 << false << "1>2" << false << "" << 6;
}

void tst_PlayoffFormats::roundRobinTemplate()
{
    QFETCH(int, players);
    QFETCH(bool, allPlaces);
    QFETCH(QString, rules);
    QFETCH(bool, finished);
    QFETCH(QString, places);
    QFETCH(int, games);
    PlayoffConfig config = PlayoffConfig::roundRobin();
    if (allPlaces)
        config.places = PlayoffPlaces::AllTied;
    const PlayoffState st = play(config, entrants(players), rules, 11);
    QCOMPARE(st.finished, finished);
    QCOMPARE(placesText(st), places);
    QCOMPARE(st.games.size(), games);
}

void tst_PlayoffFormats::replayFromSeed()
{
    const QString rules = allDraws(5) + u' ' + oneWins(5, 4);
    QMap<QString, GameResult> results;
    const PlayoffState a
        = play(PlayoffConfig::tataSteel(), entrants(5), rules, 42, nullptr, &results);
    const PlayoffState b = runPlayoff(PlayoffConfig::tataSteel(), entrants(5), results, 42);
    QCOMPARE(b.games.size(), a.games.size());
    for (qsizetype i = 0; i < a.games.size(); ++i) {
        QCOMPARE(b.games[i].id, a.games[i].id);
        QCOMPARE(b.games[i].white, a.games[i].white);
        QCOMPARE(b.games[i].black, a.games[i].black);
    }
    QCOMPARE(b.lots.size(), 1);
    QCOMPARE(b.lots[0].order, a.lots[0].order);
    QCOMPARE(placesText(b), placesText(a));
    // Another seed draws other pairing numbers for at least one of a few seeds.
    bool differs = false;
    for (quint64 s = 43; s < 53 && !differs; ++s)
        differs = runPlayoff(PlayoffConfig::tataSteel(), entrants(5), {}, s).lots[0].order
            != a.lots[0].order;
    QVERIFY(differs);
}

void tst_PlayoffFormats::lotsIndependentOfEntryOrder()
{
    // Both semi-finals tied: the sudden-death lots of one do not depend on whether the
    // other's results were entered first.
    QMap<QString, GameResult> results;
    results[QStringLiteral("S1.SF2.G1")] = GameResult::Draw;
    results[QStringLiteral("S1.SF2.G2")] = GameResult::Draw;
    const PlayoffState first = runPlayoff(PlayoffConfig::tataSteel(), entrants(4), results, 5);
    results[QStringLiteral("S1.SF1.G1")] = GameResult::Draw;
    results[QStringLiteral("S1.SF1.G2")] = GameResult::Draw;
    const PlayoffState both = runPlayoff(PlayoffConfig::tataSteel(), entrants(4), results, 5);
    QVERIFY(first.game(QStringLiteral("S1.SF2.SD1")));
    QCOMPARE(both.game(QStringLiteral("S1.SF2.SD1"))->white,
        first.game(QStringLiteral("S1.SF2.SD1"))->white);
    QVERIFY(both.game(QStringLiteral("S1.SF1.SD1")));
    // Simultaneous: both sudden-death games in the same slot.
    QCOMPARE(both.game(QStringLiteral("S1.SF1.SD1"))->slot,
        both.game(QStringLiteral("S1.SF2.SD1"))->slot);
}

void tst_PlayoffFormats::resultsInOrder()
{
    // White wins both match games: 1-1, so a sudden-death game is next.
    QString error;
    auto results = assignResultsInOrder(PlayoffConfig::tataSteel(), entrants(2), {},
        {GameResult::WhiteWin, GameResult::WhiteWin}, 1, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(results.keys(), (QList<QString> {QStringLiteral("S1.G1"), QStringLiteral("S1.G2")}));
    PlayoffState st = runPlayoff(PlayoffConfig::tataSteel(), entrants(2), results, 1);
    QVERIFY(!st.finished);
    QCOMPARE(st.nextGames().first().id, QStringLiteral("S1.SD1"));

    // White then Black: the first White wins 2-0; a third result has no game.
    results = assignResultsInOrder(PlayoffConfig::tataSteel(), entrants(2), {},
        {GameResult::WhiteWin, GameResult::BlackWin, GameResult::Draw}, 1, &error);
    QVERIFY2(error.contains(QStringLiteral("already decided after 2")), qPrintable(error));
    QCOMPARE(results.size(), 2);
    st = runPlayoff(PlayoffConfig::tataSteel(), entrants(2), results, 1);
    QVERIFY(st.finished);
    QCOMPARE(st.places.first().startNo, st.games.first().white);
}

void tst_PlayoffFormats::unknownResult()
{
    QMap<QString, GameResult> results;
    results[QStringLiteral("S9.G1")] = GameResult::Draw;
    const PlayoffState st = runPlayoff(PlayoffConfig::tataSteel(), entrants(2), results, 1);
    QCOMPARE(st.errors.size(), 1);
    QVERIFY(st.errors[0].contains(QStringLiteral("S9.G1")));
}

void tst_PlayoffFormats::parseResults_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected"); // -1 invalid
    QTest::newRow("1-0") << "1-0" << int(GameResult::WhiteWin);
    QTest::newRow("0-1") << " 0-1 " << int(GameResult::BlackWin);
    QTest::newRow("1/2") << "1/2" << int(GameResult::Draw);
    QTest::newRow("½-½") << "½-½" << int(GameResult::Draw);
    QTest::newRow("=") << "=" << int(GameResult::Draw);
    QTest::newRow("bad 2-0") << "2-0" << -1;
    QTest::newRow("empty") << "" << -1;
}

void tst_PlayoffFormats::parseResults()
{
    QFETCH(QString, text);
    QFETCH(int, expected);
    const auto r = parseGameResult(text);
    QCOMPARE(r.has_value(), expected >= 0);
    if (r)
        QCOMPARE(int(*r), expected);
}

void tst_PlayoffFormats::randomPlayoffsEnd_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("players");
    for (const QString &key : PlayoffConfig::templateKeys())
        for (int n = 2; n <= 9; ++n)
            QTest::addRow("%s, %d players", qPrintable(key), n) << key << n;
}

void tst_PlayoffFormats::randomPlayoffsEnd()
{
    // Whatever the results (many draws), every play-off ends with each player placed once,
    // places counting on from the first, and replays to the same plan.
    QFETCH(QString, format);
    QFETCH(int, players);
    PlayoffConfig config = *PlayoffConfig::fromTemplate(format);
    config.places = PlayoffPlaces::AllTied;
    for (quint64 seed = 1; seed <= 6; ++seed) {
        std::mt19937_64 rng(seed * 7919 + quint64(players));
        QMap<QString, GameResult> results;
        PlayoffState st = runPlayoff(config, entrants(players), results, seed);
        int rounds = 0;
        while (!st.finished && rounds++ < 2000) {
            for (const PlayoffGame &g : st.nextGames()) {
                const quint64 r = rng() % 10;
                results[g.id] = r < 6 ? GameResult::Draw
                    : r < 8           ? GameResult::WhiteWin
                                      : GameResult::BlackWin;
            }
            st = runPlayoff(config, entrants(players), results, seed);
        }
        QVERIFY2(st.finished, qPrintable(st.log.join(u'\n')));
        QVERIFY(st.errors.isEmpty());
        QCOMPARE(st.places.size(), players);
        QSet<int> seen;
        int expected = 1;
        for (qsizetype i = 0; i < st.places.size(); ++i) {
            const PlayoffPlace &p = st.places[i];
            QVERIFY(!seen.contains(p.startNo));
            seen.insert(p.startNo);
            if (i > 0 && p.place == st.places[i - 1].place) {
                QVERIFY(p.shared && st.places[i - 1].shared);
            } else {
                QCOMPARE(p.place, expected);
            }
            expected = int(i + 2);
        }
        QCOMPARE(st.places.first().place, 1);
        QVERIFY(!st.places.first().shared);
        const PlayoffState again = runPlayoff(config, entrants(players), results, seed);
        QCOMPARE(placesText(again), placesText(st));
        QCOMPARE(again.games.size(), st.games.size());
    }
}

QTEST_GUILESS_MAIN(tst_PlayoffFormats)
#include "tst_playoffformats.moc"
