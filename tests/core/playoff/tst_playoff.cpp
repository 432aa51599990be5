// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off state machine (core/playoff.cpp): every branch of the Tata Steel Masters
// tiebreak regulations (../shared/regulations/tata-steel-masters-tiebreak-regulations.txt),
// the knockout-with-Armageddon and round-robin templates, and replay from the lots seed.
//
// Results are written per pair so that rows do not depend on the lots: "1>2" is the next game
// between 1 and 2 won by 1 (whatever the colours), "1=2" drawn. The harness plays each pending
// game for which a rule is left, in the order of the plan, until none applies.
#include "playoff/playoff.h"

#include <QSet>
#include <QTest>

#include <random>

using namespace arb;

class tst_Playoff : public QObject
{
    Q_OBJECT

private slots:
    void tataSteel_data();
    void tataSteel();
    void suddenDeathColours_data();
    void suddenDeathColours();
    void tataSeeding_data();
    void tataSeeding();
    void roundRobinColoursReversed();
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

namespace {

// n players numbered 1..n, ranked in that order, SB decreasing so that E.2 seeds by number.
PlayoffInput entrants(int n)
{
    PlayoffInput in;
    for (int i = 1; i <= n; ++i) {
        PlayoffEntrant e;
        e.startNo = i;
        e.name = QStringLiteral("P%1").arg(i);
        e.mainRank = i;
        e.sonnebornBerger = Fixed::fromInt(40 - i);
        e.gamesWithBlack = 4;
        in.entrants.append(e);
    }
    for (int a = 1; a <= n; ++a)
        for (int b = 1; b <= n; ++b)
            if (a != b)
                in.mutualPoints[{a, b}] = Fixed::half();
    return in;
}

struct Rule
{
    int a;
    int b;
    char op; // '>' a wins, '<' b wins, '=' draw
    bool used = false;
};

QList<Rule> parseRules(const QString &text)
{
    QList<Rule> rules;
    for (const QString &r : text.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype at = r.indexOf(QRegularExpression(QStringLiteral("[<>=]")));
        rules.append({r.left(at).toInt(), r.mid(at + 1).toInt(), char(r[at].toLatin1())});
    }
    return rules;
}

// Plays the rules into the plan; returns the final state and the number of unused rules.
PlayoffState play(const PlayoffConfig &config, const PlayoffInput &in, const QString &ruleText,
    quint64 seed, int *unused = nullptr, QMap<QString, GameResult> *resultsOut = nullptr)
{
    QList<Rule> rules = parseRules(ruleText);
    QMap<QString, GameResult> results;
    for (;;) {
        const PlayoffState st = runPlayoff(config, in, results, seed);
        bool applied = false;
        for (const PlayoffGame &g : st.nextGames()) {
            for (Rule &r : rules) {
                if (r.used
                    || !((r.a == g.white && r.b == g.black) || (r.a == g.black && r.b == g.white)))
                    continue;
                r.used = true;
                const int winner = r.op == '>' ? r.a : r.op == '<' ? r.b : 0;
                results[g.id] = winner == 0 ? GameResult::Draw
                    : winner == g.white     ? GameResult::WhiteWin
                                            : GameResult::BlackWin;
                applied = true;
                break;
            }
            if (applied)
                break;
        }
        if (!applied) {
            if (unused)
                *unused = int(std::count_if(
                    rules.begin(), rules.end(), [](const Rule &r) { return !r.used; }));
            if (resultsOut)
                *resultsOut = results;
            return st;
        }
    }
}

// "1@1 2@2= 3@2=": start number @ place, "=" when shared.
QString placesText(const PlayoffState &st)
{
    QStringList out;
    for (const PlayoffPlace &p : st.places)
        out.append(QStringLiteral("%1@%2%3").arg(p.startNo).arg(p.place).arg(
            p.shared ? QStringLiteral("=") : QString()));
    return out.join(u' ');
}

// "1-4 2-3": the pairs of the pending games, lower number first, sorted.
QString nextText(const PlayoffState &st)
{
    QStringList out;
    for (const PlayoffGame &g : st.nextGames())
        out.append(QStringLiteral("%1-%2")
                       .arg(std::min(g.white, g.black))
                       .arg(std::max(g.white, g.black)));
    out.sort();
    return out.join(u' ');
}

// Every pair of 1..n drawn, optionally leaving out player `skip`.
QString allDraws(int n, int skip = 0)
{
    QStringList out;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b)
            if (a != skip && b != skip)
                out.append(QStringLiteral("%1=%2").arg(a).arg(b));
    return out.join(u' ');
}

// 1 beats everybody in 1..n, the others draw.
QString oneWins(int n, int winner = 1)
{
    QStringList out;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b)
            out.append(QStringLiteral("%1%2%3")
                           .arg(a)
                           .arg(QChar(a == winner ? u'>'
                                   : b == winner  ? u'<'
                                                  : u'='))
                           .arg(b));
    return out.join(u' ');
}

} // namespace

void tst_Playoff::tataSteel_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<QString>("places");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("next");
    QTest::addColumn<int>("unused");
    QTest::addColumn<QStringList>("logMentions");

    const QString all5 = allDraws(5);
    // C: two players.
    QTest::newRow("C.1 match won 2-0")
        << 2 << "1>2 1>2" << true << "1@1 2@2" << 2 << "" << 0 << QStringList {"C"};
    QTest::newRow("C.1 match won 1.5-0.5")
        << 2 << "1=2 2>1" << true << "2@1 1@2" << 2 << "" << 0 << QStringList();
    QTest::newRow("C.1 match after one game")
        << 2 << "1>2" << false << "" << 2 << "1-2" << 0 << QStringList();
    QTest::newRow("C.2 sudden death, first game won")
        << 2 << "1>2 2>1 2>1" << true << "2@1 1@2" << 3 << "" << 0 << QStringList {"C.2"};
    QTest::newRow("C.2 sudden death after four draws")
        << 2 << "1=2 1=2 1=2 1=2 1=2 1=2 1>2" << true << "1@1 2@2" << 7 << "" << 0
        << QStringList {"C.2"};
    QTest::newRow("C.2 sudden death pending")
        << 2 << "1=2 1=2 1=2" << false << "" << 4 << "1-2" << 0 << QStringList {"C.2"};
    QTest::newRow("A.2 no game after a clear winner")
        << 2 << "1>2 1>2 1>2" << true << "1@1 2@2" << 2 << "" << 1 << QStringList();
    // D: three players.
    QTest::newRow("D.1 three players, one winner")
        << 3 << "1>2 1>3 2=3" << true << "1@1 2@2= 3@2=" << 3 << "" << 0 << QStringList {"D.1"};
    QTest::newRow("D.1 round robin after one game")
        << 3 << "1>2" << false << "" << 3 << "1-3 2-3" << 0 << QStringList {"D.1"};
    QTest::newRow("D.4 two tied continue under C")
        << 3 << "1>2 1=3 3>2 3>1 1=3" << true << "3@1 1@2= 2@2=" << 5 << "" << 0
        << QStringList {"D.4", "C.1"};
    QTest::newRow("D.4 then C.2 sudden death")
        << 3 << "2>1 2=3 3>1 2=3 2=3 2=3 3>2" << true << "3@1 1@2= 2@2=" << 7 << "" << 0
        << QStringList {"D.4", "C.2"};
    QTest::newRow("D.2 all tied, colours reversed")
        << 3 << "1>2 2>3 3>1 3>1 3>2 1=2" << true << "3@1 1@2= 2@2=" << 6 << "" << 0
        << QStringList {"D.2"};
    QTest::newRow("D.3 tied twice, new lots")
        << 3 << "1>2 2>3 3>1 2>1 3>2 1>3 2>1 2>3 1=3" << true << "2@1 1@2= 3@2=" << 9 << "" << 0
        << QStringList {"D.3"};
    // E: four players (seeds 1-4 by Sonneborn-Berger here).
    QTest::newRow("E.1 semi-finals 1-4 and 2-3, E.3 final")
        << 4 << "1>4 1>4 2>3 2>3 1>2 1>2" << true << "1@1 2@2= 3@2= 4@2=" << 6 << "" << 0
        << QStringList {"E.2"};
    QTest::newRow("E.1 semi-finals pending")
        << 4 << "" << false << "" << 4 << "1-4 1-4 2-3 2-3" << 0 << QStringList {"E.2"};
    QTest::newRow("E.3 final pending")
        << 4 << "1>4 1>4 2>3 2>3" << false << "" << 6 << "1-2 1-2" << 0 << QStringList();
    QTest::newRow("E.1 semi-final to sudden death, then the final")
        << 4 << "1>4 4>1 1=4 4>1 2>3 2>3 4>2 4=2" << true << "4@1 1@2= 2@2= 3@2=" << 8 << "" << 0
        << QStringList {"C.2"};
    QTest::newRow("E.3 final to sudden death")
        << 4 << "1>4 1>4 2>3 2>3 1>2 2>1 1=2 2>1" << true << "2@1 1@2= 3@2= 4@2=" << 8 << "" << 0
        << QStringList {"C.2"};
    // F: five or more.
    QTest::newRow("F.1 five players, one winner")
        << 5 << oneWins(5) << true << "1@1 2@2= 3@2= 4@2= 5@2=" << 10 << "" << 0
        << QStringList {"F.1"};
    QTest::newRow("F.1 six players, one winner")
        << 6 << oneWins(6, 4) << true << "4@1 1@2= 2@2= 3@2= 5@2= 6@2=" << 15 << "" << 0
        << QStringList {"F.1"};
    QTest::newRow("F.2 all five tied, colours reversed")
        << 5 << all5 + u' ' + oneWins(5, 5) << true << "5@1 1@2= 2@2= 3@2= 4@2=" << 20 << "" << 0
        << QStringList {"F.2"};
    QTest::newRow("F.3 all five tied twice, new lots")
        << 5 << all5 + u' ' + all5 + u' ' + oneWins(5, 2) << true << "2@1 1@2= 3@2= 4@2= 5@2=" << 30
        << "" << 0 << QStringList {"F.3"};
    QTest::newRow("F.4 six players, five tied play a new round robin")
        << 6 << allDraws(5) + " 1>6 2>6 3>6 4>6 5>6 " + oneWins(5, 3) << true
        << "3@1 1@2= 2@2= 4@2= 5@2= 6@2=" << 25 << "" << 0 << QStringList {"F.4"};
    QTest::newRow("F.5 two tied continue under C")
        << 5 << "1=2 1>3 1>4 1>5 2>3 2>4 2>5 3=4 3=5 4=5 2>1 2>1" << true
        << "2@1 1@2= 3@2= 4@2= 5@2=" << 12 << "" << 0 << QStringList {"F.5", "C.1"};
    QTest::newRow("F.5 three tied continue under D")
        << 5 << "1=2 1=3 2=3 1>4 1>5 2>4 2>5 3>4 3>5 4=5 3>1 3>2 1=2" << true
        << "3@1 1@2= 2@2= 4@2= 5@2=" << 13 << "" << 0 << QStringList {"F.5", "D.1"};
    QTest::newRow("F.5 four tied continue under E")
        << 5 << "1=2 1=3 1=4 2=3 2=4 3=4 1>5 2>5 3>5 4>5 1>4 1>4 2>3 2>3 1>2 1>2" << true
        << "1@1 2@2= 3@2= 4@2= 5@2=" << 16 << "" << 0 << QStringList {"F.5", "E.2"};
    QTest::newRow("F.1 six players, round robin pending")
        << 6 << "" << false << "" << 15 << "" << 0 << QStringList {"F.1"};
}

void tst_Playoff::tataSteel()
{
    QFETCH(int, players);
    QFETCH(QString, rules);
    QFETCH(bool, finished);
    QFETCH(QString, places);
    QFETCH(int, games);
    QFETCH(QString, next);
    QFETCH(int, unused);
    QFETCH(QStringList, logMentions);

    const PlayoffConfig config = PlayoffConfig::tataSteel();
    for (quint64 seed : {1ULL, 2ULL, 77ULL, 20220130ULL}) {
        int left = -1;
        const PlayoffState st = play(config, entrants(players), rules, seed, &left);
        const QByteArray where
            = "seed " + QByteArray::number(seed) + ": " + st.log.join(u'\n').toUtf8();
        QVERIFY2(st.finished == finished, where);
        QCOMPARE(placesText(st), places);
        QCOMPARE(st.games.size(), games);
        QCOMPARE(left, unused);
        if (!next.isEmpty())
            QCOMPARE(nextText(st), next);
        else if (!finished)
            QCOMPARE(st.nextGames().size(), games);
        for (const QString &m : logMentions)
            QVERIFY2(st.log.join(u'\n').contains(m),
                qPrintable(QStringLiteral("log lacks %1:\n%2").arg(m, QString::fromUtf8(where))));
        for (qsizetype i = 0; i < st.games.size(); ++i) {
            QCOMPARE(st.games[i].number, int(i + 1));
            QVERIFY(st.games[i].white != st.games[i].black);
            QVERIFY(i == 0 || st.games[i - 1].slot <= st.games[i].slot);
        }
        QVERIFY(st.errors.isEmpty());
    }
}

void tst_Playoff::suddenDeathColours_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("byLots");
    for (quint64 s : {1ULL, 2ULL, 3ULL, 4ULL, 5ULL, 1234567ULL})
        QTest::addRow("C.2 ten sudden-death games, lots seed %llu", s) << s << true;
    QTest::newRow("C.2 ten sudden-death games, first White by standings") << quint64(1) << false;
}

void tst_Playoff::suddenDeathColours()
{
    QFETCH(quint64, seed);
    QFETCH(bool, byLots);
    PlayoffConfig config = PlayoffConfig::tataSteel();
    if (!byLots)
        config.colours = PlayoffColours::Standings;
    // Two drawn match games, ten drawn sudden-death games, then the 11th is pending.
    const PlayoffState st
        = play(config, entrants(2), QStringLiteral("1=2 ").repeated(12).trimmed(), seed);
    QVERIFY(!st.finished);
    QCOMPARE(st.games.size(), 13);
    int first = 1;
    if (byLots) {
        const auto it = std::find_if(st.lots.begin(), st.lots.end(),
            [](const PlayoffLots &l) { return l.id == u"S1.SD.lots"; });
        QVERIFY(it != st.lots.end());
        first = it->order.first();
    }
    const int other = 3 - first;
    // C.2: lots pick who starts; the other player has White in the next two, then the first
    // player in the next two, and so on: A B B A A B B A A B B.
    const QString pattern = QStringLiteral("ABBAABBAABB");
    for (int k = 1; k <= 11; ++k) {
        const PlayoffGame &g = st.games[1 + k];
        QCOMPARE(g.id, QStringLiteral("S1.SD%1").arg(k));
        QCOMPARE(g.kind, PlayoffGameKind::SuddenDeath);
        QCOMPARE(g.white, pattern[k - 1] == u'A' ? first : other);
        QCOMPARE(g.black, pattern[k - 1] == u'A' ? other : first);
        QCOMPARE(g.slot, 2 + k);
    }
    // C.1: the match games alternate colours.
    QCOMPARE(st.games[0].white, st.games[1].black);
    QCOMPARE(st.games[0].black, st.games[1].white);
}

void tst_Playoff::tataSeeding_data()
{
    QTest::addColumn<QString>("mutual");
    QTest::addColumn<QList<int>>("sb");
    QTest::addColumn<QList<int>>("blacks");
    QTest::addColumn<QList<int>>("seeds");
    QTest::addColumn<QStringList>("decidedBy");

    QTest::newRow("E.2.1 mutual result")
        << "4>1 4>2 4>3 3>1 3>2 2>1" << QList<int> {20, 20, 20, 20} << QList<int> {3, 3, 3, 3}
        << QList<int> {4, 3, 2, 1} << QStringList {"", "E.2.1", "E.2.1", "E.2.1"};
    QTest::newRow("E.2.2 Sonneborn-Berger")
        << allDraws(4) << QList<int> {10, 12, 11, 9} << QList<int> {3, 3, 3, 3}
        << QList<int> {2, 3, 1, 4} << QStringList {"", "E.2.2", "E.2.2", "E.2.2"};
    QTest::newRow("E.2.3 more games with Black")
        << allDraws(4) << QList<int> {10, 10, 10, 10} << QList<int> {3, 6, 5, 4}
        << QList<int> {2, 3, 4, 1} << QStringList {"", "E.2.3", "E.2.3", "E.2.3"};
    QTest::newRow("E.2.1 to E.2.3 in turn")
        << "1>2 1>3 1>4 2=3 2=4 3=4" << QList<int> {8, 10, 10, 11} << QList<int> {3, 5, 4, 4}
        << QList<int> {1, 4, 2, 3} << QStringList {"", "E.2.1", "E.2.2", "E.2.3"};
    QTest::newRow("E.2.4 lots after all three")
        << allDraws(4) << QList<int> {10, 10, 10, 10} << QList<int> {3, 3, 3, 3} << QList<int>()
        << QStringList {"", "E.2.4", "E.2.4", "E.2.4"};
    QTest::newRow("E.2.4 lots for two, mutual result above")
        << "1<2 1<3 1<4 2>3 2>4 3=4" << QList<int> {10, 10, 10, 10} << QList<int> {3, 3, 3, 3}
        << QList<int> {2} << QStringList {"", "E.2.1", "E.2.4", "E.2.1"};
}

void tst_Playoff::tataSeeding()
{
    QFETCH(QString, mutual);
    QFETCH(QList<int>, sb);
    QFETCH(QList<int>, blacks);
    QFETCH(QList<int>, seeds);
    QFETCH(QStringList, decidedBy);

    PlayoffInput in = entrants(4);
    for (int i = 0; i < 4; ++i) {
        in.entrants[i].sonnebornBerger = Fixed::fromInt(sb[i]);
        in.entrants[i].gamesWithBlack = blacks[i];
    }
    in.mutualPoints.clear();
    for (const Rule &r : parseRules(mutual)) {
        in.mutualPoints[{r.a, r.b}] = r.op == '>' ? Fixed::fromInt(1)
            : r.op == '='                         ? Fixed::half()
                                                  : Fixed();
        in.mutualPoints[{r.b, r.a}] = r.op == '<' ? Fixed::fromInt(1)
            : r.op == '='                         ? Fixed::half()
                                                  : Fixed();
    }
    QSet<QList<int>> orders;
    for (quint64 seed = 1; seed <= 20; ++seed) {
        const PlayoffState st = runPlayoff(PlayoffConfig::tataSteel(), in, {}, seed);
        QCOMPARE(st.seeding.size(), 4);
        QList<int> got;
        QStringList why;
        for (const PlayoffSeed &s : st.seeding) {
            QCOMPARE(s.seed, int(got.size() + 1));
            got.append(s.startNo);
            why.append(s.decidedBy);
        }
        QCOMPARE(why, decidedBy);
        // Only the part decided without lots is fixed.
        QCOMPARE(got.mid(0, seeds.size()), seeds);
        orders.insert(got);
        // E.2: 1 plays 4 and 2 plays 3.
        QCOMPARE(st.games.size(), 4);
        QCOMPARE(QSet<int>({st.games[0].white, st.games[0].black}), QSet<int>({got[0], got[3]}));
        QCOMPARE(QSet<int>({st.games[1].white, st.games[1].black}), QSet<int>({got[1], got[2]}));
        QVERIFY(st.games[0].stage.contains(QStringLiteral("1-4")));
    }
    // Lots decide what the criteria leave open, and different seeds draw differently.
    QCOMPARE(orders.size() > 1, decidedBy.contains(QStringLiteral("E.2.4")));
}

void tst_Playoff::roundRobinColoursReversed()
{
    // D.2: the second round robin reverses the colours of the first, with the same numbers.
    const PlayoffState st
        = play(PlayoffConfig::tataSteel(), entrants(3), QStringLiteral("1>2 2>3 3>1"), 9);
    QCOMPARE(st.games.size(), 6);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(st.games[3 + i].white, st.games[i].black);
        QCOMPARE(st.games[3 + i].black, st.games[i].white);
        QCOMPARE(st.games[3 + i].kind, PlayoffGameKind::RoundRobin);
        QCOMPARE(st.games[i].slot, i + 1);
    }
    // The first cycle follows the Berger table for four, 4 being the bye: 2-3; 1-2; 3-1.
    const auto lots = st.lots.first().order;
    QCOMPARE(st.games[0].white, lots[1]);
    QCOMPARE(st.games[0].black, lots[2]);
    QCOMPARE(st.games[1].white, lots[0]);
    QCOMPARE(st.games[1].black, lots[1]);
    QCOMPARE(st.games[2].white, lots[2]);
    QCOMPARE(st.games[2].black, lots[0]);
}

void tst_Playoff::timeControls()
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

void tst_Playoff::knockout_data()
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

void tst_Playoff::knockout()
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

void tst_Playoff::roundRobinTemplate_data()
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

void tst_Playoff::roundRobinTemplate()
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

void tst_Playoff::replayFromSeed()
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

void tst_Playoff::lotsIndependentOfEntryOrder()
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

void tst_Playoff::resultsInOrder()
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

void tst_Playoff::unknownResult()
{
    QMap<QString, GameResult> results;
    results[QStringLiteral("S9.G1")] = GameResult::Draw;
    const PlayoffState st = runPlayoff(PlayoffConfig::tataSteel(), entrants(2), results, 1);
    QCOMPARE(st.errors.size(), 1);
    QVERIFY(st.errors[0].contains(QStringLiteral("S9.G1")));
}

void tst_Playoff::parseResults_data()
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

void tst_Playoff::parseResults()
{
    QFETCH(QString, text);
    QFETCH(int, expected);
    const auto r = parseGameResult(text);
    QCOMPARE(r.has_value(), expected >= 0);
    if (r)
        QCOMPARE(int(*r), expected);
}

void tst_Playoff::randomPlayoffsEnd_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("players");
    for (const QString &key : PlayoffConfig::templateKeys())
        for (int n = 2; n <= 9; ++n)
            QTest::addRow("%s, %d players", qPrintable(key), n) << key << n;
}

void tst_Playoff::randomPlayoffsEnd()
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

QTEST_GUILESS_MAIN(tst_Playoff)
#include "tst_playoff.moc"
