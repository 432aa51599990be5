// SPDX-License-Identifier: GPL-3.0-or-later
// US Chess Rule 34 tie-breaks (core/ustiebreaks.cpp), from the rule's own examples
// (../shared/regulations/uscf-rule-34-tiebreaks.txt) and small tournaments worked by hand.
#include "tiebreaks/standings.h"
#include "tiebreaks/ustiebreaks.h"
#include "tournamentbuilder.h"

#include <QTest>

using namespace arb;

namespace {

// Six players, five rounds, built around the examples of Rule 34:
// - player 1 scores W L W D L: running scores 1, 1, 2, 2.5, 2.5 (34E3: Cumulative 9);
// - player 2 scores W W D L L: running scores 1, 2, 2.5, 2.5, 2.5 (34E3: Cumulative 10.5);
// - player 3 wins the first two games, loses the third, withdraws and does not play rounds
//   four and five (34E1: adjusted score 1 + 1 + 0 + 0.5 + 0.5 = 3);
// - player 4 takes a half-point bye in round 5, player 6 a full-point (pairing) bye in round 4.
const QStringList ruleExample = {
    QStringLiteral("4w1 2b0 3w1 5b= 6w0"),
    QStringLiteral("5w1 1w1 6b= 4w0 5b0"),
    QStringLiteral("6w1 4b1 1b0 . ."),
    QStringLiteral("1b0 3w0 5w1 2b1 H"),
    QStringLiteral("2b0 6w= 4b0 1w= 2w1"),
    QStringLiteral("3b0 5b= 2w= U 1b1"),
};
const QList<int> ruleExampleRatings = {2000, 1900, 1800, 1700, 1600, 1500};

// Three rounds: 1 beat 2 and 3, who never met; 1, 2 and 3 finish on 2 points.
const QStringList notAllMet = {
    QStringLiteral("2w1 3w1 5b0"),
    QStringLiteral("1b0 4w1 6w1"),
    QStringLiteral("6w1 1b0 4w1"),
    QStringLiteral("5w1 2b0 3b0"),
    QStringLiteral("4b0 6w0 1w1"),
    QStringLiteral("3b0 5b1 2b0"),
};

// Four rounds: 1, 2 and 3 finish on 2 points and have all met (1 beat 2 and 3, 2 beat 3).
const QStringList allMet = {
    QStringLiteral("2w1 3w1 6b0 5b0"),
    QStringLiteral("1b0 5w1 3w1 4b0"),
    QStringLiteral("4w1 1b0 2b0 6w1"),
    QStringLiteral("3b0 6w0 5b0 2w1"),
    QStringLiteral("6w= 2b0 4w1 1w1"),
    QStringLiteral("5b= 4b1 1w1 3b0"),
};

// A ten-player round robin (nine rounds, so two scores are cut at each end, 34E1) in which the
// lower start number wins every game except 5-6, a draw: scores 9 8 7 6 4.5 4.5 3 2 1 0.
QStringList nineRounds()
{
    const int n = 10;
    QList<QStringList> tokens(n);
    QList<int> ring = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    for (int r = 0; r < n - 1; ++r) {
        QList<std::pair<int, int>> pairs = {{n, ring[0]}};
        for (int k = 1; k < n / 2; ++k)
            pairs.append({ring[k], ring[n - 1 - k]});
        for (auto [a, b] : pairs) {
            const int w = std::min(a, b), bl = std::max(a, b);
            const bool draw = w == 5 && bl == 6;
            tokens[w - 1].append(QStringLiteral("%1w%2").arg(bl).arg(QChar(draw ? u'=' : u'1')));
            tokens[bl - 1].append(QStringLiteral("%1b%2").arg(w).arg(QChar(draw ? u'=' : u'0')));
        }
        ring.append(ring.takeFirst());
    }
    QStringList rows;
    for (const QStringList &t : tokens)
        rows.append(t.join(u' '));
    return rows;
}

Tournament make(const QStringList &rows, const QList<int> &ratings = {})
{
    Tournament t;
    const QString error = buildTournament(rows, &t, ratings);
    if (!error.isEmpty())
        qFatal("bad test tournament: %s", qPrintable(error));
    return t;
}

TieBreakSpec parseSpec(const QString &text)
{
    QString error;
    const auto s = parseTieBreakSpec(text, &error);
    if (!s)
        qFatal("bad spec: %s", qPrintable(error));
    return *s;
}

} // namespace

class tst_UsTieBreaks : public QObject
{
    Q_OBJECT

private slots:
    void adjustedScore_data();
    void adjustedScore();
    void values_data();
    void values();
    void resultBetweenTied_data();
    void resultBetweenTied();
    void standingsOrder_data();
    void standingsOrder();
    void usDefaultOrder();
    void parseKeys_data();
    void parseKeys();
};

void tst_UsTieBreaks::adjustedScore_data()
{
    QTest::addColumn<int>("startNo");
    QTest::addColumn<QString>("expected");
    QTest::newRow("34E1 withdrawn opponent 1+1+0+0.5+0.5") << 3 << "3";
    QTest::newRow("34E1 every game played") << 1 << "2.5";
    QTest::newRow("34E1 half-point bye counts 0.5") << 4 << "2.5";
    QTest::newRow("34E1 full-point bye counts 0.5") << 6 << "2.5";
}

void tst_UsTieBreaks::adjustedScore()
{
    QFETCH(int, startNo);
    QFETCH(QString, expected);
    const Tournament t = make(ruleExample);
    const UsTieBreaks us(t, t.plannedRounds());
    QCOMPARE(us.adjustedScore(t.indexOf(startNo)).toString(), expected);
}

void tst_UsTieBreaks::values_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("startNo");
    QTest::addColumn<QString>("expected");
    const QStringList ex = ruleExample;
    const QStringList rr = nineRounds();

    // 34E3 Cumulative, the rule's two examples, then its deductions for unplayed points.
    QTest::newRow("34E3 W L W D L gives 9") << ex << "CUM" << 1 << "9";
    QTest::newRow("34E3 1 2 2.5 2.5 2.5 gives 10.5") << ex << "CUM" << 2 << "10.5";
    QTest::newRow("34E3 withdrawal: rounds missed add 2 twice") << ex << "CUM" << 3 << "9";
    QTest::newRow("34E3 half-point bye: 5.5 - 0.5") << ex << "CUM" << 4 << "5";
    QTest::newRow("34E3 full-point bye: 6.5 - 1") << ex << "CUM" << 6 << "5.5";
    QTest::newRow("34E3 forfeit win: 1 taken off")
        << QStringList {"2w+ 3b1", "1b- 4w0", "4b= 1w0", "3w= 2b1"} << "CUM" << 1 << "2";
    // 34E2 Solkoff: adjusted scores of opponents; own unplayed rounds count 0.
    QTest::newRow("34E2 withdrawn opponent counts 3") << ex << "SOLK" << 1 << "12.5";
    QTest::newRow("34E2 own withdrawal counts two zeros") << ex << "SOLK" << 3 << "7.5";
    QTest::newRow("34E2 own half-point bye counts 0") << ex << "SOLK" << 4 << "10";
    QTest::newRow("34E2 own full-point bye counts 0") << ex << "SOLK" << 6 << "10";
    QTest::newRow("34E2 forfeit win counts 0")
        << QStringList {"2w+ 3b1", "1b- 4w0", "4b= 1w0", "3w= 2b1"} << "SOLK" << 1 << "0.5";
    // 34E1 Modified Median, fewer than nine rounds: one score cut at the applicable ends.
    QTest::newRow("34E1 even score cuts 2 and 3") << ex << "MM" << 1 << "7.5";
    QTest::newRow("34E1 even score with a bye cuts 0 and 3") << ex << "MM" << 4 << "7";
    QTest::newRow("34E1 plus score cuts the bye's 0") << ex << "MM" << 6 << "10";
    QTest::newRow("34E1 minus score cuts the highest") << ex << "MM" << 5 << "10";
    QTest::newRow("34E1 minus score keeps own unplayed zeros") << ex << "MM" << 3 << "5";
    // Nine rounds or more: two at each applicable end.
    QTest::newRow("34E1 9 rounds even score cuts 2+2") << rr << "MM" << 5 << "22.5";
    QTest::newRow("34E1 9 rounds plus score cuts lowest 2") << rr << "MM" << 4 << "38";
    QTest::newRow("34E1 9 rounds minus score cuts highest 2") << rr << "MM" << 7 << "25";
    // Median (Harkness): both ends whatever the score.
    QTest::newRow("34E4 Median plus score cuts both ends") << ex << "MED" << 6 << "7";
    QTest::newRow("34E4 Median minus score cuts both ends") << ex << "MED" << 5 << "7.5";
    QTest::newRow("34E4 Median 9 rounds cuts 2+2") << rr << "MED" << 4 << "21";
    // 34E9 Cumulative of Opposition: opponents met over the board only.
    QTest::newRow("34E9 five opponents") << ex << "OCUM" << 1 << "34";
    QTest::newRow("34E9 bye adds nothing") << ex << "OCUM" << 6 << "32.5";
    QTest::newRow("34E9 withdrawn player's three opponents") << ex << "OCUM" << 3 << "19.5";
    // 34E8 Sonneborn-Berger on adjusted scores.
    QTest::newRow("34E8 wins over 4 and withdrawn 3, draw with 5") << ex << "USSB" << 1 << "6.5";
    QTest::newRow("34E8 bye adds nothing") << ex << "USSB" << 6 << "4.75";
    // 34E7 Kashdan 4/2/1, 0 for unplayed games.
    QTest::newRow("34E7 W L W D L") << ex << "KASH" << 1 << "12";
    QTest::newRow("34E7 bye counts 0") << ex << "KASH" << 6 << "9";
    QTest::newRow("34E7 withdrawal counts 0") << ex << "KASH" << 3 << "9";
    QTest::newRow("34E7 half-point bye counts 0") << ex << "KASH" << 4 << "10";
    // 34E6 Most Blacks: games played with Black.
    QTest::newRow("34E6 two blacks") << ex << "MBLK" << 1 << "2";
    QTest::newRow("34E6 bye not counted") << ex << "MBLK" << 6 << "3";
    QTest::newRow("34E6 forfeit loss as Black not counted")
        << QStringList {"2w+ 3b1", "1b- 4w0", "4b= 1w0", "3w= 2b1"} << "MBLK" << 2 << "0";
    // 34E10 Average rating of opposition; 34E11 opposition performance (linear US formula).
    QTest::newRow("34E10 five opponents") << ex << "AVGO" << 1 << "1700";
    QTest::newRow("34E10 5200/3 rounded") << ex << "AVGO" << 3 << "1733";
    QTest::newRow("34E10 bye not counted") << ex << "AVGO" << 6 << "1825";
    QTest::newRow("34E11 average of opponents' performances") << ex << "OPERF" << 1 << "1783";
    QTest::newRow("34E11 bye not counted") << ex << "OPERF" << 6 << "1742";
}

void tst_UsTieBreaks::values()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, spec);
    QFETCH(int, startNo);
    QFETCH(QString, expected);
    const Tournament t = make(rows, ruleExampleRatings);
    const UsTieBreaks us(t, t.plannedRounds());
    QCOMPARE(us.value(parseSpec(spec), t.indexOf(startNo)).toString(), expected);

    // The engine gives the same value through computeStandings().
    StandingsOptions options;
    options.tieBreaks = {parseSpec(spec)};
    const Standings st = computeStandings(t, options);
    const auto row = std::find_if(
        st.rows.begin(), st.rows.end(), [&](const StandingRow &r) { return r.startNo == startNo; });
    QVERIFY(row != st.rows.end());
    QCOMPARE(row->values.first().toString(), expected);
}

void tst_UsTieBreaks::resultBetweenTied_data()
{
    QTest::addColumn<QList<int>>("group");
    QTest::addColumn<QList<int>>("positions");
    QTest::newRow("34E5 two tied, 1 beat 4") << QList<int> {1, 4} << QList<int> {1, 2};
    QTest::newRow("34E5 three tied, plus/minus 2 0 -2")
        << QList<int> {1, 3, 4} << QList<int> {1, 2, 3};
    QTest::newRow("34E5 circle of results does not separate")
        << QList<int> {1, 2, 4} << QList<int> {0, 0, 0};
    QTest::newRow("34E5 not all met does not separate")
        << QList<int> {1, 3, 5} << QList<int> {0, 0, 0};
    QTest::newRow("34E5 never met") << QList<int> {3, 5} << QList<int> {0, 0};
}

void tst_UsTieBreaks::resultBetweenTied()
{
    QFETCH(QList<int>, group);
    QFETCH(QList<int>, positions);
    const Tournament t = make(ruleExample);
    const UsTieBreaks us(t, t.plannedRounds());
    std::vector<int> members;
    for (int startNo : group)
        members.push_back(t.indexOf(startNo));
    const std::vector<int> got = us.resultBetweenTied(members);
    QCOMPARE(QList<int>(got.begin(), got.end()), positions);
}

void tst_UsTieBreaks::standingsOrder_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("tieBreaks");
    QTest::addColumn<QString>("ranks"); //!< "startNo:rank" in order, "=" after a shared rank
    QTest::newRow("34E default order: MM splits the 2.5 group, SOLK 2 and 4")
        << ruleExample << "MM SOLK CUM OCUM"
        << "6:1 1:2 2:3 4:4 5:5 3:6";
    QTest::newRow("34E5 result between tied players first, circle leaves MM to decide")
        << ruleExample << "RBTP MM"
        << "6:1 1:2 2:3= 4:3= 5:5 3:6";
    // B.6.2.1 (a): direct encounter only if all the tied players have met each other.
    QTest::newRow("B.6.2.1 (a) all tied players met: DEA separates") << allMet << "DEA"
                                                                     << "5:1= 6:1= 1:3 2:4 3:5 4:6";
    QTest::newRow("B.6.2.1 (a) not all met: DEA does not separate")
        << notAllMet << "DEA"
        << "1:1= 2:1= 3:1= 4:4= 5:4= 6:4=";
    QTest::newRow("C.07 6.3 not all met: DE ranks 1 first (contrast)")
        << notAllMet << "DE"
        << "1:1 2:2= 3:2= 4:4= 5:4= 6:4=";
}

void tst_UsTieBreaks::standingsOrder()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, tieBreaks);
    QFETCH(QString, ranks);
    const Tournament t = make(rows);
    StandingsOptions options;
    options.tieBreaks = parseTieBreakList(tieBreaks).value();
    const Standings st = computeStandings(t, options);
    QStringList got;
    for (const StandingRow &r : st.rows)
        got.append(QStringLiteral("%1:%2%3").arg(r.startNo).arg(r.rank).arg(
            r.sharedRank ? QStringLiteral("=") : QString()));
    QCOMPARE(got.join(u' '), ranks);
}

void tst_UsTieBreaks::usDefaultOrder()
{
    Tournament t = make(ruleExample);
    t.federation = QStringLiteral("FID");
    QCOMPARE(defaultTieBreaks(t).first().canonical(), QStringLiteral("BH/C1"));
    t.federation = QStringLiteral("USA");
    QStringList keys;
    for (const TieBreakSpec &s : defaultTieBreaks(t))
        keys.append(s.canonical());
    QCOMPARE(keys, (QStringList {"MM", "SOLK", "CUM", "OCUM"}));
}

void tst_UsTieBreaks::parseKeys_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    for (const char *key : {"MM", "SOLK", "CUM", "OCUM", "MED", "USSB", "KASH", "MBLK", "RBTP",
             "AVGO", "OPERF", "DEA"})
        QTest::newRow(key) << QString::fromLatin1(key).toLower() << true;
    QTest::newRow("AVGO/U1000 rating for unrated") << "AVGO/U1000" << true;
    QTest::newRow("DEA/P forfeits as played") << "DEA/P" << true;
    QTest::newRow("MM cannot take a FIDE cut") << "MM/C1" << false;
    QTest::newRow("BH/C1 stays FIDE") << "BH/C1" << true;
}

void tst_UsTieBreaks::parseKeys()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QString error;
    const auto s = parseTieBreakSpec(text, &error);
    QCOMPARE(s.has_value(), ok);
    QCOMPARE(error.isEmpty(), ok);
    if (s) // the registry row found is the one of this key (table order = enum order)
        QCOMPARE(QString::fromLatin1(s->info().key), text.section(u'/', 0, 0).toUpper());
    if (s) // every US Chess key but none of the others is computed by UsTieBreaks
        QCOMPARE(UsTieBreaks::isUsTieBreak(s->id),
            QString::fromLatin1(s->info().article).startsWith(u"US "));
}

QTEST_GUILESS_MAIN(tst_UsTieBreaks)
#include "tst_ustiebreaks.moc"
