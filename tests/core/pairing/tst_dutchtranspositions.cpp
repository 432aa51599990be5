// SPDX-License-Identifier: GPL-3.0-or-later
// The worked examples of C.04.3 Art. 4 (2025/2026 numbering; D.1-D.3 of the 2016/2017 text):
// the order of transpositions (4.2), resident exchanges (4.3) and MDP sets (4.4), as the
// engine shows it. Sources:
//   https://handbook.fide.com/chapter/C0403Till2025 (= C0403Till2026): D.1 and D.2 with the
//     examples quoted below (read from a public transcription of that page; the FIDE page
//     excerpts available gave only its opening articles);
//   https://handbook.fide.com/chapter/C0403202602 (the 2026 text): Art. 3.6, 3.7, 4.1-4.5, the
//     same rules and examples renumbered; 4.4 (valid MDP sets "sorted according to their
//     smallest differing BSN", e.g. {1,3} before {1,4} before {3,4}) as quoted by a third-party
//     digest of the 2026 text and its TEC commentary;
//   summarised in ../shared/regulations/fide-c04-dutch-system-summary.md 2.5-2.6.
// Each case forbids some pairs by an absolute criterion ([C1]: a game already played, or the
// arbiter's do-not-pair list, which the engine treats alike) while every quality criterion is
// equal for all candidates (same scores, no colour preference or only ones every candidate
// grants, no floats that differ), so Art. 3.4/3.8 take the first legal candidate in the order of
// Art. 4. That candidate is worked out by dutchgenerationorder.h, a literal enumerator of the
// text's order, and by hand in each row (the transposition or exchange written out, and where
// practical its position in the sequence); the engine must pair exactly that candidate, with
// the colours of Art. 5.
#include "dutchgenerationorder.h"
#include "pairing/dutch.h"
#include "tournamentbuilder.h"

#include <QSet>
#include <QTest>

using namespace arb;
using art4::Candidate;
using art4::Seq;

using PairList = QList<QPair<int, int>>;

namespace {

QString joined(const Seq &s, QChar sep = u'-')
{
    QStringList l;
    for (int v : s)
        l << QString::number(v);
    return l.join(sep);
}

//! Parses "1-6 2-7" into pairs of start numbers.
PairList parsePairs(const QString &s)
{
    PairList out;
    for (const QString &p : s.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList ab = p.split(u'-');
        out.append({ab[0].toInt(), ab[1].toInt()});
    }
    return out;
}

QString boards(const PairingResult &r)
{
    QStringList l;
    for (const Board &b : r.boards)
        l << QStringLiteral("%1-%2").arg(b.white).arg(b.black);
    return l.join(u' ');
}

quint64 key(int a, int b)
{
    return (quint64(std::min(a, b)) << 32) | quint64(std::max(a, b));
}

//! What a case knows about its players, taken from its input only.
struct Field
{
    Tournament t;
    int round = 0;
    PairList doNotPair;
    QSet<quint64> forbidden; //!< games already played ([C1]) and the do-not-pair list
    QHash<int, Colour> preference; //!< written by hand per case (A.6 / 1.7); None if absent
    QSet<int> noPab; //!< players [C2] keeps from the PAB, written by hand per case

    qint64 score(int no) const { return t.players[t.indexOf(no)].declaredPoints.raw(); }
    //! Art. 1.2: score, then pairing number (here the start number).
    bool ranksAbove(int a, int b) const
    {
        return score(a) != score(b) ? score(a) > score(b) : a < b;
    }
    bool legal(const PairList &pairs) const
    {
        for (const auto &[a, b] : pairs) {
            if (forbidden.contains(key(a, b)))
                return false;
        }
        return true;
    }
};

Field field(const QStringList &players, int round, const PairList &doNotPair)
{
    Field f;
    f.t = buildTournament(players);
    f.t.declaredRounds = 9; // not the last round: no topscorers (1.8)
    f.round = round;
    f.doNotPair = doNotPair;
    for (const auto &[a, b] : doNotPair)
        f.forbidden.insert(key(a, b));
    for (const Player &p : f.t.players) {
        for (int r = 0; r < round - 1 && r < p.rounds.size(); ++r) {
            if (p.rounds[r].opponent != 0)
                f.forbidden.insert(key(p.startNo, p.rounds[r].opponent));
        }
    }
    return f;
}

//! The boards the rules give for \a pairs and the PAB \a bye, independently of the engine:
//! Art. 5 colours (E.1/E.2 with the hand-written preferences: the only ones in these cases
//! are granted to both or to the one player who has one; else E.5 with the initial colour
//! White: the higher player gets White with an odd pairing number) and the board order
//! pairDutch() documents (the higher player's score, the lower player's score, the higher
//! player's rank; the PAB last).
QString expectedBoards(const Field &f, PairList pairs, int bye)
{
    for (auto &p : pairs) {
        if (!f.ranksAbove(p.first, p.second))
            std::swap(p.first, p.second);
    }
    std::sort(pairs.begin(), pairs.end(), [&](const auto &x, const auto &y) {
        if (f.score(x.first) != f.score(y.first))
            return f.score(x.first) > f.score(y.first);
        if (f.score(x.second) != f.score(y.second))
            return f.score(x.second) > f.score(y.second);
        return f.ranksAbove(x.first, y.first);
    });
    QStringList l;
    for (const auto &[hi, lo] : pairs) {
        const Colour ph = f.preference.value(hi, Colour::None);
        const Colour pl = f.preference.value(lo, Colour::None);
        Colour c = Colour::None;
        if (ph != Colour::None)
            c = ph; // E.1 (pl is the other colour or none) / A.6.d
        else if (pl != Colour::None)
            c = pl == Colour::White ? Colour::Black : Colour::White;
        else
            c = hi % 2 == 1 ? Colour::White : Colour::Black; // E.5
        l << (c == Colour::White ? QStringLiteral("%1-%2").arg(hi).arg(lo)
                                 : QStringLiteral("%1-%2").arg(lo).arg(hi));
    }
    if (bye > 0)
        l << QStringLiteral("%1-0").arg(bye);
    return l.join(u' ');
}

//! The first legal candidate of a homogeneous bracket of the players \a bracket (start numbers
//! in Art. 1.2 order) in the order of Art. 3.6 / 4.2 / 4.3, and its 1-based position.
Candidate firstLegalHomogeneous(const Field &f, const Seq &bracket, int *position)
{
    Candidate first;
    int n = 0;
    const bool found = art4::homogeneousOrder(int(bracket.size()), [&](const Candidate &c) {
        ++n;
        PairList pairs;
        for (const auto &[a, b] : c.pairs)
            pairs.append({bracket[a - 1], bracket[b - 1]});
        if (!f.legal(pairs))
            return false;
        first = c;
        return true;
    });
    *position = found ? n : -1;
    return first;
}

PairList toPlayers(const PairList &bsnPairs, const Seq &bracket)
{
    PairList out;
    for (const auto &[a, b] : bsnPairs)
        out.append({bracket[a - 1], bracket[b - 1]});
    return out;
}

//! "4,5<->6,7" for an exchange of BSNs 4 and 5 (S1) with 6 and 7 (S2); "" for none.
QString exchangeText(const art4::Exchange &e)
{
    if (e.fromS1.isEmpty())
        return QString();
    return joined(e.fromS1, u',') + QStringLiteral("<->") + joined(e.fromS2, u',');
}

PairingResult pair(const Field &f)
{
    return pairDutch(f.t, f.round, {Colour::White, false, f.doNotPair});
}

//! Returns \a count players rated 2400, 2390, ... with \a entry as round 1 (empty: none).
QStringList entrants(int count, const QString &entry)
{
    QStringList l;
    for (int i = 0; i < count; ++i)
        l << QStringLiteral("%1: %2").arg(2400 - 10 * i).arg(entry);
    return l;
}

} // namespace

class tst_DutchTranspositions : public QObject
{
    Q_OBJECT

private slots:
    void textExamples();
    void homogeneous_data();
    void homogeneous();
    void transpositionsAfterGames_data();
    void transpositionsAfterGames();
    void heterogeneous_data();
    void heterogeneous();
    void mdpSets_data();
    void mdpSets();
};

void tst_DutchTranspositions::textExamples()
{
    // D.1 / 4.2: "in a 11-player homogeneous bracket, it is 6-7-8-9-10, 6-7-8-9-11,
    // 6-7-8-10-11, ..., 6-11-10-9-8, 7-6-8-9-10, ..., 11-10-9-8-7 (720 transpositions)".
    const QList<Seq> t11 = art4::transpositions(art4::range(6, 11), 5);
    QCOMPARE(t11.size(), 720);
    QCOMPARE(joined(t11[0]), QStringLiteral("6-7-8-9-10"));
    QCOMPARE(joined(t11[1]), QStringLiteral("6-7-8-9-11"));
    // The text's third item, 6-7-8-10-11, comes fourth: lexicographic order and the count of
    // 720 both need 6-7-8-10-9 (4-10, 5-9, 11 unpaired) before it.
    QCOMPARE(joined(t11[2]), QStringLiteral("6-7-8-10-9"));
    QCOMPARE(joined(t11[3]), QStringLiteral("6-7-8-10-11"));
    QCOMPARE(joined(t11[119]), QStringLiteral("6-11-10-9-8"));
    QCOMPARE(joined(t11[120]), QStringLiteral("7-6-8-9-10"));
    QCOMPARE(joined(t11[719]), QStringLiteral("11-10-9-8-7"));
    // "if the bracket is heterogeneous with two MDPs, it is: 3-4, 3-5, 3-6, ..., 3-11, 4-3,
    // 4-5, ..., 11-10 (72 transpositions)".
    const QList<Seq> t2 = art4::transpositions(art4::range(3, 11), 2);
    QCOMPARE(t2.size(), 72);
    QCOMPARE(joined(t2[0]), QStringLiteral("3-4"));
    QCOMPARE(joined(t2[1]), QStringLiteral("3-5"));
    QCOMPARE(joined(t2[2]), QStringLiteral("3-6"));
    QCOMPARE(joined(t2[7]), QStringLiteral("3-11"));
    QCOMPARE(joined(t2[8]), QStringLiteral("4-3"));
    QCOMPARE(joined(t2[9]), QStringLiteral("4-5"));
    QCOMPARE(joined(t2[71]), QStringLiteral("11-10"));

    // D.2 / 4.3 (eleven players, S1 = 1-5, S2 = 6-11).
    using art4::exchangeBefore;
    // b: "exchanging 6 with 4 is better than exchanging 8 with 5"; "8+6 with 4+3 is better
    // than 9+8 with 5+4".
    QVERIFY(exchangeBefore({{4}, {6}}, {{5}, {8}}));
    QVERIFY(!exchangeBefore({{5}, {8}}, {{4}, {6}}));
    QVERIFY(exchangeBefore({{3, 4}, {6, 8}}, {{4, 5}, {8, 9}}));
    // a: one BSN before two, even with a larger difference.
    QVERIFY(exchangeBefore({{1}, {11}}, {{4, 5}, {6, 7}}));
    // c: "moving 5 from S1 to S2 is better than moving 4; 5-2 is better than 4-3; 5-4-1 is
    // better than 5-3-2" (b tied: the same BSNs come from S2).
    QVERIFY(exchangeBefore({{5}, {7}}, {{4}, {6}}));
    QVERIFY(exchangeBefore({{2, 5}, {6, 7}}, {{3, 4}, {6, 7}}));
    QVERIFY(exchangeBefore({{1, 4, 5}, {6, 7, 8}}, {{2, 3, 5}, {6, 7, 8}}));
    // d: "moving 6 from S2 to S1 is better than moving 7; 6-9 is better than 7-8; 6-7-10 is
    // better than 6-8-9".
    QVERIFY(exchangeBefore({{5}, {6}}, {{5}, {7}}));
    QVERIFY(exchangeBefore({{4, 5}, {6, 9}}, {{4, 5}, {7, 8}}));
    QVERIFY(!exchangeBefore({{4, 5}, {7, 8}}, {{4, 5}, {6, 9}}));
    QVERIFY(exchangeBefore({{3, 4, 5}, {6, 7, 10}}, {{3, 4, 5}, {6, 8, 9}}));
    // The resulting order of the 1-for-1 exchanges of ten players (S1 = 1-5, S2 = 6-10).
    const QList<art4::Exchange> ex = art4::residentExchanges(art4::range(1, 5), art4::range(6, 10));
    QStringList first;
    for (int i = 0; i < 7; ++i)
        first << exchangeText(ex[i]);
    QCOMPARE(first.join(u' '), QStringLiteral("5<->6 5<->7 4<->6 5<->8 4<->7 3<->6 5<->9"));
    QCOMPARE(exchangeText(ex[24]), QStringLiteral("1<->10")); // the last of the 25 1-for-1
    QCOMPARE(exchangeText(ex[25]), QStringLiteral("4,5<->6,7")); // then 2-for-2, difference 4

    // 4.4: valid MDP sets by their smallest differing BSN: {1,3} before {1,4} before {3,4}.
    QStringList sets;
    for (const Seq &s : art4::mdpSets(4, 2))
        sets << joined(s, u',');
    QCOMPARE(sets.join(u' '), QStringLiteral("1,2 1,3 1,4 2,3 2,4 3,4"));
}

void tst_DutchTranspositions::homogeneous_data()
{
    // Round 1, no colour history, every player on 0 points: the whole field is one homogeneous
    // bracket; S1 = the first n/2 start numbers. The do-not-pair list forbids pairs.
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("forbidden");
    QTest::addColumn<QString>("exchange"); // hand-derived, "" = the original S1/S2
    QTest::addColumn<QString>("s2"); // hand-derived transposition of the (new) S2
    QTest::addColumn<int>("position"); // hand-derived position in the 3.6 sequence, 0: skip

    // 4.2, eleven players (S1 1-5, S2 6-11, one PAB), positions in the 720 transpositions.
    QTest::newRow("4.2 first transposition") << 11 << ""
                                             << ""
                                             << "6-7-8-9-10" << 1;
    QTest::newRow("4.2 second: 6-7-8-9-11") << 11 << "5-10"
                                            << ""
                                            << "6-7-8-9-11" << 2;
    QTest::newRow("4.2 third: 6-7-8-10-9") << 11 << "4-9"
                                           << ""
                                           << "6-7-8-10-9" << 3;
    QTest::newRow("4.2 fourth: 6-7-8-10-11") << 11 << "4-9 5-9"
                                             << ""
                                             << "6-7-8-10-11" << 4;
    QTest::newRow("4.2 6-11-10-9-8, last with 6 first")
        << 11 << "2-7 2-8 2-9 2-10 3-7 3-8 3-9 4-7 4-8 5-7"
        << ""
        << "6-11-10-9-8" << 120;
    QTest::newRow("4.2 7-6-8-9-10 follows") << 11 << "1-6"
                                            << ""
                                            << "7-6-8-9-10" << 121;
    QTest::newRow("4.2 11-6-7-8-9") << 11 << "1-6 1-7 1-8 1-9 1-10"
                                    << ""
                                    << "11-6-7-8-9" << 601;
    QTest::newRow("4.2 11-10-9-8-7, the 720th")
        << 11 << "1-6 1-7 1-8 1-9 1-10 2-6 2-7 2-8 2-9 3-6 3-7 3-8 4-6 4-7 5-6"
        << ""
        << "11-10-9-8-7" << 720;
    // 3.6 / 4.3, ten players (S1 1-5, S2 6-10, 120 transpositions per S1).
    // 1 may meet none of 6-10: no transposition is legal; 4.3.b's smallest difference, 5<->6,
    // gives S1 1 2 3 4 6, S2 5 7 8 9 10 and its first transposition 1-5 2-7 3-8 4-9 6-10.
    QTest::newRow("4.3 first exchange 5<->6") << 10 << "1-6 1-7 1-8 1-9 1-10"
                                              << "5<->6"
                                              << "5-7-8-9-10" << 121;
    // 1 may meet none of 5-10: 5<->6 and 5<->7 (S2 without 4) are dead too; 4<->6, the third
    // exchange, pairs 1-4 at once (the first transposition of S2 4 7 8 9 10).
    QTest::newRow("4.3 third exchange 4<->6") << 10 << "1-5 1-6 1-7 1-8 1-9 1-10"
                                              << "4<->6"
                                              << "4-7-8-9-10" << 361;
    // 9 may meet only 5, 8 and 10; 8 only 5, 7 and 9: the original S1 and every exchange of
    // difference 1 or 2 leave 8 or 9 without a partner; of difference 3, 5<->8 (c: 5 before 4)
    // pairs 8-9, while 4<->7 (legal too) would pair 1-4 ... 7-8.
    QTest::newRow("4.3.c 5<->8 before 4<->7")
        << 10 << "9-1 9-2 9-3 9-4 9-6 9-7 8-1 8-2 8-3 8-4 8-6 8-10"
        << "5<->8"
        << "5-6-7-10-9" << 0;
    // 2 may meet only 4 and 5, 9 only 5 and 10: 4<->6 (difference 2) is legal; 5<->9 (4.3.c
    // would rank it first if c came before b) is not taken.
    QTest::newRow("4.3.b 4<->6 before 5<->9")
        << 10 << "2-1 2-3 2-6 2-7 2-8 2-9 2-10 9-1 9-3 9-4 9-6 9-7 9-8"
        << "4<->6"
        << "7-4-8-9-10" << 385;
    // 1 may meet only 2, 3 only 4: no 1-for-1 exchange separates both pairs (4.3.a); the
    // 2-for-2 exchange with the smallest difference is 2,4<->6,7 (13 - 6 = 7).
    QTest::newRow("4.3.a 2-for-2 after every 1-for-1")
        << 10 << "1-3 1-4 1-5 1-6 1-7 1-8 1-9 1-10 3-2 3-5 3-6 3-7 3-8 3-9 3-10"
        << "2,4<->6,7"
        << "2-4-8-9-10" << 0;
    // 1 may meet only 4, 2 only 5: 4 and 5 must both leave S1, so no 1-for-1 exchange works
    // and the 2-for-2 ones move 4,5 out. 10 may meet only 8 and 9 (besides 4, 5), 3 neither 7
    // nor 9: 6,7 (difference 4) and 6,8 (5) leave no legal pairing, 6,9 and 7,8 (both 6) do;
    // 4.3.d takes 6,9, whose lowest differing BSN is the lower ("6-9 is better than 7-8").
    QTest::newRow("4.3.d 4,5<->6,9 before 4,5<->7,8")
        << 10
        << "1-2 1-3 1-5 1-6 1-7 1-8 1-9 1-10 2-3 2-4 2-6 2-7 2-8 2-9 2-10 3-7 3-9 3-10 6-10 7-10"
        << "4,5<->6,9"
        << "4-5-8-7-10" << 0;
    // Eleven players (the text's bracket): 1 may meet only 4, 5 only 4 and 11. 5<->6 and
    // 5<->7 keep 4 in S1; 4<->6 (the third exchange, 3 x 720 transpositions before it) pairs
    // 1-4 and 5-11, 10 left for the PAB: 4-7-8-11-9 is the 5th transposition of 4 7 8 9 10 11.
    QTest::newRow("4.3 eleven players, 4<->6")
        << 11 << "1-2 1-3 1-5 1-6 1-7 1-8 1-9 1-10 1-11 5-2 5-3 5-6 5-7 5-8 5-9 5-10"
        << "4<->6"
        << "4-7-8-11-9" << 2165;
}

void tst_DutchTranspositions::homogeneous()
{
    QFETCH(int, players);
    QFETCH(QString, forbidden);
    QFETCH(QString, exchange);
    QFETCH(QString, s2);
    QFETCH(int, position);
    const Field f = field(entrants(players, QString()), 1, parsePairs(forbidden));
    const Seq bracket = art4::range(1, players); // start numbers = BSNs
    int at = 0;
    const Candidate c = firstLegalHomogeneous(f, bracket, &at);
    QVERIFY2(at > 0, "the enumerator found no legal candidate");
    // The enumerator agrees with the hand derivation written in the row.
    QCOMPARE(exchangeText(c.exchange), exchange);
    QCOMPARE(joined(c.s2Order), s2);
    if (position > 0)
        QCOMPARE(at, position);
    QVERIFY(c.unpaired.size() == players % 2);
    const QString expected = expectedBoards(f, toPlayers(c.pairs, bracket), c.unpaired.value(0, 0));
    const PairingResult r = pair(f);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), expected);
}

void tst_DutchTranspositions::transpositionsAfterGames_data()
{
    // Round 3 of ten players who drew both games: 1-5 always had Black against one of 6-10
    // (White), so 1-5 have an absolute preference for White, 6-10 for Black ([C3] keeps each
    // half apart) and every S1-S2 pairing grants both: only [C1] tells the transpositions apart.
    QTest::addColumn<QString>("round1");
    QTest::addColumn<QString>("round2");
    QTest::addColumn<QString>("s2"); // hand-derived first legal transposition
    QTest::addColumn<int>("position"); // and its position among the 120
    // 1 met 6 and 7, so 8 first (48 before it); 2 met 7 and 6: 9; 3 met 8 and 9: 6 leaves 4
    // (met 9, 10) 7 and 5 only 10, which it met: 3-10, 4-6, 5-7.
    QTest::newRow("[C1] 8-9-10-6-7") << "1-6 2-7 3-8 4-9 5-10"
                                     << "1-7 2-6 3-9 4-10 5-8"
                                     << "8-9-10-6-7" << 65;
    QTest::newRow("[C1] 7-6-10-8-9") << "1-6 2-7 3-8 4-9 5-10"
                                     << "1-10 2-9 3-6 4-7 5-8"
                                     << "7-6-10-8-9" << 29;
}

void tst_DutchTranspositions::transpositionsAfterGames()
{
    QFETCH(QString, round1);
    QFETCH(QString, round2);
    QFETCH(QString, s2);
    QFETCH(int, position);
    QStringList specs = entrants(10, QString());
    for (const QString &games : {round1, round2}) {
        for (const auto &[a, b] : parsePairs(games)) {
            specs[a - 1] += QStringLiteral(" %1b=").arg(b);
            specs[b - 1] += QStringLiteral(" %1w=").arg(a);
        }
    }
    Field f = field(specs, 3, {});
    for (int no = 1; no <= 10; ++no)
        f.preference.insert(no, no <= 5 ? Colour::White : Colour::Black);
    const Seq bracket = art4::range(1, 10);
    int at = 0;
    const Candidate c = firstLegalHomogeneous(f, bracket, &at);
    QCOMPARE(exchangeText(c.exchange), QString());
    QCOMPARE(joined(c.s2Order), s2);
    QCOMPARE(at, position);
    const PairingResult r = pair(f);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), expectedBoards(f, toPlayers(c.pairs, bracket), 0));
}

void tst_DutchTranspositions::heterogeneous_data()
{
    // Round 2: 1 and 2 drew round 1 (1 White: prefers Black; 2 the reverse), 3-11 had a
    // zero-point bye (no colour, no float). 1 and 2 cannot meet again, so both float into the
    // 0-point bracket: the text's heterogeneous bracket with two MDPs (BSN 1, 2) and nine
    // residents (BSN 3-11 = start numbers), one of whom gets the PAB.
    QTest::addColumn<QString>("forbidden");
    QTest::addColumn<QString>("mdpTransposition"); // hand-derived (4.2, 72 of them)
    QTest::addColumn<QString>("pairs"); // hand-derived: MDP-Pairing, then the remainder's
    QTest::addColumn<int>("bye");
    QTest::addColumn<bool>("games"); // the round-3 event with [C1] from games, see below
    QTest::newRow("4.2 MDPs: 3-4") << ""
                                   << "3-4"
                                   << "1-3 2-4 5-8 6-9 7-10" << 11 << false;
    QTest::newRow("4.2 MDPs: 3-5 follows 3-4") << "2-4"
                                               << "3-5"
                                               << "1-3 2-5 4-8 6-9 7-10" << 11 << false;
    QTest::newRow("4.2 MDPs: 4-3 follows 3-11") << "1-3"
                                                << "4-3"
                                                << "1-4 2-3 5-8 6-9 7-10" << 11 << false;
    QTest::newRow("4.2 MDPs: 11-10, the 72nd")
        << "1-3 1-4 1-5 1-6 1-7 1-8 1-9 1-10 2-3 2-4 2-5 2-6 2-7 2-8 2-9"
        << "11-10"
        << "1-11 2-10 3-6 4-7 5-8" << 9 << false;
    // 3.7: the remainder 5-11 (S1R 5 6 7) has no legal transposition (5 may meet none of
    // 8-11); its exchanges come before the next MDP transposition: the first, 7<->8 (remainder
    // BSNs 3<->4), pairs 5-7 6-9 8-10. (Moving on to MDPs 3-5 would give 4-8 6-9 7-10.)
    QTest::newRow("3.7 remainder exchange before the next MDP transposition")
        << "5-8 5-9 5-10 5-11"
        << "3-4"
        << "1-3 2-4 5-7 6-9 8-10" << 11 << false;
    // 5, 6 and 7 may meet only 1-4: the remainder of 3-4 cannot be paired at all, so the next
    // MDP transposition, 3-5. Its remainder 4 6 7 8 9 10 11 needs 6 and 7 in S2R (one meets
    // 4, the other is left over): the first such exchange, 6,7<->8,9 (BSNs 2,3<->4,5,
    // difference 4), with 4-6 8-10 9-11 and 7 left for the PAB.
    QTest::newRow("3.7 remainder impossible: next MDP transposition")
        << "5-6 5-7 6-7 5-8 5-9 5-10 5-11 6-8 6-9 6-10 6-11 7-8 7-9 7-10 7-11"
        << "3-5"
        << "1-3 2-5 4-6 8-10 9-11" << 7 << false;
    // Round 3 with [C1] from games: 1 beat 3 (1 White) and 2 beat 4 (2 Black) in round 1,
    // then 1 and 2 drew (1 Black): 1.5 points each, and they cannot meet again. 3 and 4 had a
    // full-point bye in round 2, 5-11 two half-point byes: 1 point each, the 1-point bracket of
    // two MDPs and nine residents. Preferences: 1 White (mild), 2 Black (mild), 3 White and 4
    // Black (strong), the rest none, so every legal candidate grants them all; 3 and 4 may not
    // have the PAB ([C2], C.04.1 Art. 4: a win's points without playing). [C1] kills 1-3 and
    // 2-4, so every MDP transposition 3-x fails and 4-3 (1-4, 2-3) is the first legal one.
    QTest::newRow("[C1] games: MDPs 4-3") << ""
                                          << "4-3"
                                          << "1-4 2-3 5-8 6-9 7-10" << 11 << true;
    QTest::newRow("[C1] games: 4-5 after 4-3") << "2-3"
                                               << "4-5"
                                               << "1-4 2-5 3-8 6-9 7-10" << 11 << true;
    QTest::newRow("[C1] games: remainder exchange") << "5-8 5-9 5-10 5-11"
                                                    << "4-3"
                                                    << "1-4 2-3 5-7 6-9 8-10" << 11 << true;
}

void tst_DutchTranspositions::heterogeneous()
{
    QFETCH(QString, forbidden);
    QFETCH(QString, mdpTransposition);
    QFETCH(QString, pairs);
    QFETCH(int, bye);
    QFETCH(bool, games);
    QStringList specs;
    if (games) {
        specs << QStringLiteral("2500: 3w1 2b=") << QStringLiteral("2490: 4b1 1w=")
              << QStringLiteral("2450: 1b0 F") << QStringLiteral("2440: 2w0 F");
        specs += entrants(7, QStringLiteral("H H"));
    } else {
        specs << QStringLiteral("2500: 2w=") << QStringLiteral("2490: 1b=");
        specs += entrants(9, QStringLiteral("Z"));
    }
    Field f = field(specs, games ? 3 : 2, parsePairs(forbidden));
    if (games) {
        f.preference
            = {{1, Colour::White}, {2, Colour::Black}, {3, Colour::White}, {4, Colour::Black}};
        f.noPab = {3, 4};
    } else {
        f.preference = {{1, Colour::Black}, {2, Colour::White}};
    }
    const Seq bracket = art4::range(1, 11);
    Candidate first;
    const bool found = art4::heterogeneousOrder(2, 11, 2, [&](const Candidate &c) {
        if (!f.legal(toPlayers(c.pairs, bracket)) || f.noPab.contains(c.unpaired.value(0)))
            return false;
        first = c;
        return true;
    });
    QVERIFY(found);
    QCOMPARE(joined(first.mdpTransposition), mdpTransposition);
    QStringList got;
    for (const auto &[a, b] : toPlayers(first.pairs, bracket))
        got << QStringLiteral("%1-%2").arg(a).arg(b);
    QCOMPARE(got.join(u' '), pairs);
    QCOMPARE(first.unpaired, Seq {bye});
    const PairingResult r = pair(f);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), expectedBoards(f, toPlayers(first.pairs, bracket), bye));
}

void tst_DutchTranspositions::mdpSets_data()
{
    // Round 2: 1-4 had a full-point bye, 5-6 a half-point bye, 7-8 a zero-point bye (no
    // colours; the floats are the same for every choice). 1-4 may not meet each other (the
    // do-not-pair list), so all four float into the half-point bracket, which can pair two of
    // them (M1 = 2, with 5 and 6); the other two (the Limbo) meet 7 and 8. 4.4: the MDP sets
    // by smallest differing BSN: 1,2 1,3 1,4 2,3 2,4 3,4.
    QTest::addColumn<QString>("forbidden"); // besides 1-2 1-3 1-4 2-3 2-4 3-4
    QTest::addColumn<QString>("set"); // hand-derived
    QTest::addColumn<QString>("pairs"); // hand-derived, both brackets
    QTest::newRow("4.4 first set 1,2") << ""
                                       << "1,2"
                                       << "1-5 2-6 3-7 4-8";
    QTest::newRow("4.4 1,3 after 1,2") << "2-5 2-6"
                                       << "1,3"
                                       << "1-5 3-6 2-7 4-8";
    QTest::newRow("4.4 1,4 before 2,3") << "1-5 2-5 3-5"
                                        << "1,4"
                                        << "1-6 4-5 2-7 3-8";
    QTest::newRow("4.4 2,3 after every set with 1") << "1-5 1-6"
                                                    << "2,3"
                                                    << "2-5 3-6 1-7 4-8";
}

void tst_DutchTranspositions::mdpSets()
{
    QFETCH(QString, forbidden);
    QFETCH(QString, set);
    QFETCH(QString, pairs);
    QStringList specs = entrants(4, QStringLiteral("F"));
    specs += entrants(2, QStringLiteral("H"));
    specs += entrants(2, QStringLiteral("Z"));
    const Field f
        = field(specs, 2, parsePairs(QStringLiteral("1-2 1-3 1-4 2-3 2-4 3-4 ") + forbidden));
    // The half-point bracket: MDPs 1-4 (BSN 1-4), residents 5 and 6.
    const Seq upper = art4::range(1, 6);
    Candidate first;
    QVERIFY(art4::heterogeneousOrder(4, 6, 2, [&](const Candidate &c) {
        if (!f.legal(toPlayers(c.pairs, upper)))
            return false;
        first = c;
        return true;
    }));
    QCOMPARE(joined(first.mdps, u','), set);
    PairList all = toPlayers(first.pairs, upper);
    // The zero-point bracket: the Limbo (BSN 1, 2) and the residents 7 and 8.
    const Seq lower = Seq {first.unpaired} + Seq {7, 8};
    QVERIFY(art4::heterogeneousOrder(2, 4, 2, [&](const Candidate &c) {
        if (!f.legal(toPlayers(c.pairs, lower)))
            return false;
        all += toPlayers(c.pairs, lower);
        return true;
    }));
    QStringList got;
    for (const auto &[a, b] : all)
        got << QStringLiteral("%1-%2").arg(a).arg(b);
    QCOMPARE(got.join(u' '), pairs);
    const PairingResult r = pair(f);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(boards(r), expectedBoards(f, all, 0));
}

QTEST_GUILESS_MAIN(tst_DutchTranspositions)
#include "tst_dutchtranspositions.moc"
