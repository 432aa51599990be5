// SPDX-License-Identifier: GPL-3.0-or-later
// The event's part of the title norms (B.01): the exemptions from the federation requirements
// stated by the arbiter (1.4.3a-c, each for whom it is), the one the event earns (1.4.3d, figures
// per round), and before the last round which norms a player can still make and with how many
// points, on the worked example A of the title-norms summary; and the norms of a generated
// 9-round event with titled players, worked out by hand.
#include "normexample.h"
#include "norms/normevent.h"
#include "pairing/generator.h"

#include <QTest>

using namespace arb;

class tst_NormEvent : public QObject
{
    Q_OBJECT

private slots:
    void exemptionRecord();
    void exemptionWaivesFederations();
    void swissExemption();
    void prospectsBeforeTheLastRound();
    void prospectsAssumeTheBestOpponents();
    void generatedEvent();
};

void tst_NormEvent::exemptionRecord()
{
    Tournament t;
    QCOMPARE(recordedFederationExemption(t), FederationExemption::None);
    QCOMPARE(federationExemptionRecord(FederationExemption::None), QString());
    const QString record = federationExemptionRecord(FederationExemption::NationalChampionship);
    QCOMPARE(record, QStringLiteral("### Norm exemption: 1.4.3a"));
    t.otherRecords.append({record});
    QCOMPARE(recordedFederationExemption(t), FederationExemption::NationalChampionship);
    t.replaceRecords(federationExemptionRecordPrefix(),
        federationExemptionRecord(FederationExemption::ZonalTournament));
    QCOMPARE(t.otherRecords.size(), 1);
    QCOMPARE(recordedFederationExemption(t), FederationExemption::ZonalTournament);

    // 1.4.3a and b are for the players of the host federation, c for everyone.
    NormEvent event;
    event.host = QStringLiteral("FRA");
    event.stated = FederationExemption::NationalTeamChampionship;
    QCOMPARE(exemptionFor(event, QStringLiteral("fra")), QStringLiteral("1.4.3b"));
    QCOMPARE(exemptionFor(event, QStringLiteral("GER")), QString());
    event.stated = FederationExemption::ZonalTournament;
    QCOMPARE(exemptionFor(event, QStringLiteral("GER")), QStringLiteral("1.4.3c"));
    event.stated = FederationExemption::None;
    QCOMPARE(exemptionFor(event, QStringLiteral("FRA")), QString());
    event.swiss.met = true;
    QCOMPARE(exemptionFor(event, QStringLiteral("GER")), QStringLiteral("1.4.3d"));
}

void tst_NormEvent::exemptionWaivesFederations()
{
    // Example A with every opponent of the player's federation: 1.4.3 and 1.4.4 are missed.
    Tournament t = normExampleA();
    for (int i = 1; i < t.players.size(); ++i)
        t.players[i].federation = QStringLiteral("FRA");
    NormResult gm = playerNorms(t, 1).first();
    QVERIFY(!gm.made);
    QVERIFY(gm.missed.join(u'\n').contains(QStringLiteral("1.4.3: 0 federations")));

    // The final of FRA's championship waives them for a FRA player ...
    t.federation = QStringLiteral("FRA");
    t.otherRecords.append({federationExemptionRecord(FederationExemption::NationalChampionship)});
    gm = playerNorms(t, 1).first();
    QVERIFY2(gm.made, qPrintable(gm.missed.join(u'\n')));
    QVERIFY(gm.met.contains(
        QStringLiteral("1.4.3, 1.4.4: the federation requirements are waived (1.4.3a)")));
    QCOMPARE(gm.performance, 2613);
    // ... not when another federation hosts it.
    t.federation = QStringLiteral("GER");
    QVERIFY(!playerNorms(t, 1).first().made);
}

void tst_NormEvent::swissExemption()
{
    // 24 players in 2 rounds: 20 rated from GER, NED and ENG (10 of them GM, IM, WGM or WIM)
    // and 4 of the host ESP. Round 1: 1-2, 3-4, ...; round 2: 1-3, 2-4, 5-7, 6-8, ...
    const int n = 24;
    auto opponentIn = [](int s, int round) {
        if (round == 1)
            return s % 2 ? s + 1 : s - 1;
        const int inFour = (s - 1) % 4;
        return inFour < 2 ? s + 2 : s - 2;
    };
    QStringList specs;
    for (int s = 1; s <= n; ++s) {
        QString spec = QStringLiteral("2300:");
        for (int round = 1; round <= 2; ++round) {
            const int o = opponentIn(s, round);
            spec += QStringLiteral(" %1%2=").arg(o).arg(QChar(s < o ? u'w' : u'b'));
        }
        specs << spec;
    }
    Tournament t = buildTournament(specs);
    t.federation = QStringLiteral("ESP");
    const char *feds[] = {"GER", "NED", "ENG"};
    for (int i = 0; i < n; ++i) {
        Player &p = t.players[i];
        p.federation = i < 20 ? QLatin1String(feds[i % 3]) : QStringLiteral("ESP");
        if (i < 10)
            p.title = i % 2 ? QStringLiteral("WIM") : QStringLiteral("GM");
        else if (i < 14)
            p.title = QStringLiteral("FM"); // not counted by 1.4.3d
    }
    SwissExemption d = swissFederationExemption(t);
    QVERIFY(d.applies);
    QVERIFY(d.met);
    QCOMPARE(d.foreignRated, 20);
    QCOMPARE(d.federations, 3);
    QCOMPARE(d.titled, 10);
    QCOMPARE(exemptionFor(normEvent(t), QStringLiteral("ESP")), QStringLiteral("1.4.3d"));

    // Player 1 (GER, GM) and his opponent 3 do not play round 2: that round has 18 foreign
    // rated players, 9 titled.
    for (int s : {1, 3})
        t.players[s - 1].rounds[1] = RoundEntry();
    d = swissFederationExemption(t);
    QVERIFY(!d.met);
    QCOMPARE(d.foreignRated, 18);
    QCOMPARE(d.foreignRatedRound, 2);
    QCOMPARE(d.titled, 8);
    QCOMPARE(d.titledRound, 2);
    QVERIFY(d.explanation().startsWith(QStringLiteral("1.4.3d not met: at least 18 rated")));
    // After round 1 alone it is met.
    QVERIFY(swissFederationExemption(t, 1).met);
    QCOMPARE(swissFederationExemption(t, 1).rounds, 1);

    // Unrated players do not count; nor do they in a round robin or without a host federation.
    t.players[1].rating = 0;
    QCOMPARE(swissFederationExemption(t, 1).foreignRated, 19);
    t.federation.clear();
    QVERIFY(!swissFederationExemption(t).applies);
    t.federation = QStringLiteral("ESP");
    t.type = TournamentType::RoundRobin;
    QVERIFY(!swissFederationExemption(t).applies);
}

void tst_NormEvent::prospectsBeforeTheLastRound()
{
    // Example A after 8 rounds (6 of 8), round 9 paired against player 10 (2150): the GM norm
    // needs 6.5 of 9 at Ra 2447 (6 of 9 gives Rp 2572), so a draw.
    Tournament t = normExampleA({"1", "=", "=", "1", "=", "1", "1", "=", " "});
    const NormEvent event = normEvent(t);
    QList<NormProspect> p = normProspects(t, 1, 8, event);
    QCOMPARE(p.size(), 2);
    QCOMPARE(p[0].title, NormTitle::GM);
    QVERIFY(!p[0].made);
    QVERIFY(p[0].possible);
    QCOMPARE(p[0].roundsLeft, 1);
    QCOMPARE(p[0].roundsNeeded, 1);
    QCOMPARE(p[0].needed, Fixed::half());
    QCOMPARE(p[0].ra, 2447);
    QCOMPARE(p[0].opponents, QList<int>({10}));
    QCOMPARE(p[0].rounds, QList<int>({9}));
    QCOMPARE(normProspectSentence(p[0]),
        QStringLiteral("GM norm possible: a score of 0.5 needed from round 9 (Ra 2447)"));
    // The IM norm needs 5 of 9 here: the ninth game whatever its result.
    QCOMPARE(p[1].title, NormTitle::IM);
    QVERIFY(p[1].possible);
    QCOMPARE(p[1].needed, Fixed());
    QCOMPARE(normProspectSentence(p[1]),
        QStringLiteral("IM norm possible: the games of round 9 played, whatever their results "
                       "(Ra 2442)"));
    QCOMPARE(normProspectsText(p), QStringLiteral("GM?, IM?"));
    // Without a round: after the last round with a result.
    QCOMPARE(normProspects(t, 1, 0, event)[0].needed, Fixed::half());

    // 5.5 of 8: a win is needed; 5 of 8: out of reach.
    t = normExampleA({"1", "=", "=", "1", "=", "1", "1", "0", " "});
    p = normProspects(t, 1, 8, normEvent(t));
    QVERIFY(p[0].possible);
    QCOMPARE(p[0].needed, Fixed::fromInt(1));
    t = normExampleA({"1", "=", "=", "1", "=", "1", "=", "0", " "});
    p = normProspects(t, 1, 8, normEvent(t));
    QVERIFY(!p[0].possible);
    QCOMPARE(
        p[0].missed, QStringList({QStringLiteral("a score of 1.5 needed from round 9 (Ra 2447)")}));
    QCOMPARE(normProspectSentence(p[0]),
        QStringLiteral("GM norm out of reach: a score of 1.5 needed from round 9 (Ra 2447)"));
    QCOMPARE(normProspectsText(p), QStringLiteral("IM?"));

    // Judged after round 9 while its game has no result yet (another board's may have one):
    // the game is still to come.
    t = normExampleA({"1", "=", "=", "1", "=", "1", "1", "=", " "});
    p = normProspects(t, 1, 9, normEvent(t));
    QVERIFY(p[0].possible);
    QCOMPARE(p[0].rounds, QList<int>({9}));
    QCOMPARE(p[0].needed, Fixed::half());

    // An opponent the event does not hold (a damaged file) is no game to come.
    t.players[0].rounds[8].opponent = 99;
    p = normProspects(t, 1, 8, normEvent(t));
    QCOMPARE(p[0].roundsLeft, 0);
    QVERIFY(!p[0].possible);

    // All nine played: the norm is made, nothing is left.
    t = normExampleA();
    p = normProspects(t, 1, 9, normEvent(t));
    QVERIFY(p[0].made);
    QCOMPARE(normProspectsText(p), QStringLiteral("GM, IM"));
    // A norm is for a title above the one held: an IM is judged for the GM norm alone, a GM
    // for none.
    t.players[0].title = QStringLiteral("IM");
    p = normProspects(t, 1, 9, normEvent(t));
    QCOMPARE(p.size(), 1);
    QCOMPARE(p[0].title, NormTitle::GM);
    t.players[0].title = QStringLiteral("g");
    QVERIFY(playerNorms(t, 1).isEmpty());
    QCOMPARE(normProspectsText(normProspects(t, 1, 9, normEvent(t))), QString());
    // Player 10 met player 1 only: no round is left to him.
    p = normProspects(t, 10, 9, normEvent(t));
    QVERIFY(!p[0].possible);
    QCOMPARE(p[0].missed, QStringList({QStringLiteral("no round left to play")}));
}

void tst_NormEvent::prospectsAssumeTheBestOpponents()
{
    // Example A after 7 rounds (5.5 of 7), rounds 8 and 9 not paired: the players not met are
    // 9 (FM FRA 2310) and 10 (FRA 2150): both assumed, 1 point needed from the two rounds
    // (eight games are not enough, 1.4.1a).
    Tournament t = normExampleA();
    for (Player &p : t.players)
        p.rounds.resize(7);
    NormProspect gm = normProspects(t, 1, 7, normEvent(t)).first();
    QVERIFY(gm.possible);
    QCOMPARE(gm.roundsLeft, 2);
    QCOMPARE(gm.roundsNeeded, 2);
    QCOMPARE(gm.opponents, QList<int>({9, 10}));
    QCOMPARE(gm.rounds, QList<int>({8, 9}));
    QCOMPARE(gm.needed, Fixed::fromInt(1));
    QCOMPARE(gm.ra, 2447);
    QCOMPARE(gm.assumed, 2);
    QCOMPARE(normProspectSentence(gm),
        QStringLiteral("GM norm possible: a score of 1 needed from rounds 8 to 9 (Ra 2447 with the "
                       "opponents assumed for the rounds not paired)"));

    // A GM not met comes first, a withdrawn player is not assumed.
    Player gmNotMet;
    gmNotMet.startNo = 11;
    gmNotMet.name = QStringLiteral("Player 11");
    gmNotMet.title = QStringLiteral("GM");
    gmNotMet.federation = QStringLiteral("ARM");
    gmNotMet.rating = 2700;
    gmNotMet.rounds.resize(7);
    t.players.append(gmNotMet);
    gm = normProspects(t, 1, 7, normEvent(t)).first();
    QCOMPARE(gm.opponents, QList<int>({11, 9}));
    t.otherRecords.append({withdrawalRecord(11, 8)});
    gm = normProspects(t, 1, 7, normEvent(t)).first();
    QCOMPARE(gm.opponents, QList<int>({9, 10}));
    // A half-point bye announced for round 8 leaves one round: eight games, out of reach.
    t.byes.append({'H', 8, {1}});
    gm = normProspects(t, 1, 7, normEvent(t)).first();
    QCOMPARE(gm.roundsLeft, 1);
    QVERIFY(!gm.possible);
    QVERIFY(gm.missed.join(u'\n').contains(QStringLiteral("1.4.1a: 8 games")));
}

void tst_NormEvent::generatedEvent()
{
    // A generated 9-round Swiss of 30 players rated 2688 down to 2343 (arbiter-cli generate
    // --players 30 --rounds 9 --seed 7); start numbers 1-8 GM, 9-16 IM, 17-22 FM, the rest
    // untitled; federations GER FRA ESP NED USA IND in turn. Worked out by hand (every game
    // counted, the lowest opponent under the floor raised, Ra and the percentage rounded half
    // up, dp from table 1.4.9), the norms are:
    //  - 10 (IM, NED): 6.5 of 9, Ra 2610, 72 %, dp 166, Rp 2776; 8 titled, 7 GMs; 5 other
    //    federations, none of his own, at most 3 of one: a GM norm (credited 11, 1.4.1d: 4.5
    //    would have been enough).
    //  - 12 (IM, IND): 5.5, Ra 2558, 61 %, Rp 2638; 13 (IM, GER): 5.5, Ra 2539, Rp 2619, 3 GMs
    //    exactly: GM norms.
    //  - 17 (FM, USA): 4 of 9, Ra 2554, 44 %, dp -43, Rp 2511: an IM norm (2450), no GM norm.
    //  - 18, 19, 21 (FM) and 25, 28 (untitled): IM norms at Rp 2528, 2481, 2466, 2465, 2520.
    //  - 27 (untitled, ESP): 4 of 9, Ra 2490, Rp 2447: 3 rating points short of an IM norm.
    //  - 9 (IM, ESP): 5 of 9, Ra 2555, Rp 2598: 2 rating points short of a GM norm.
    GeneratorOptions o;
    o.players = 30;
    o.rounds = 9;
    o.seed = 7;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    Tournament t = g.tournament;
    QCOMPARE(t.players.size(), 30);
    QCOMPARE(t.players[0].rating, 2688);
    QCOMPARE(t.players[29].rating, 2343);
    const char *federations[] = {"GER", "FRA", "ESP", "NED", "USA", "IND"};
    for (Player &p : t.players) {
        p.title = p.startNo <= 8 ? QStringLiteral("GM")
            : p.startNo <= 16    ? QStringLiteral("IM")
            : p.startNo <= 22    ? QStringLiteral("FM")
                                 : QString();
        p.federation = QLatin1String(federations[(p.startNo - 1) % 6]);
        p.sex = u'm';
    }
    const QHash<int, QString> expected {{10, QStringLiteral("GM")}, {12, QStringLiteral("GM")},
        {13, QStringLiteral("GM")}, {17, QStringLiteral("IM")}, {18, QStringLiteral("IM")},
        {19, QStringLiteral("IM")}, {21, QStringLiteral("IM")}, {25, QStringLiteral("IM")},
        {28, QStringLiteral("IM")}};
    const NormEvent event = normEvent(t);
    for (const Player &p : std::as_const(t.players)) {
        QStringList made;
        for (const NormResult &r : playerNorms(t, p.startNo, 0, event))
            if (r.made)
                made << normTitleName(r.title);
        QCOMPARE(made.join(u','), expected.value(p.startNo));
    }
    const QList<NormResult> ten = playerNorms(t, 10, 0, event);
    QCOMPARE(ten.size(), 1); // an IM is judged for the GM norm alone
    QCOMPARE(ten[0].ra, 2610);
    QCOMPARE(ten[0].performance, 2776);
    QCOMPARE(ten[0].credited, 11);
    const NormResult seventeen = playerNorms(t, 17, 0, event)[1];
    QCOMPARE(seventeen.title, NormTitle::IM);
    QCOMPARE(seventeen.ra, 2554);
    QCOMPARE(seventeen.dp, -43);
    const NormResult twentySeven = playerNorms(t, 27, 0, event)[1];
    QCOMPARE(twentySeven.performance, 2447);
    QVERIFY(!twentySeven.made);
    QCOMPARE(playerNorms(t, 9, 0, event)[0].performance, 2598);
    // No round is left: nothing is still possible, the norms made are the column's text.
    QCOMPARE(normProspectsText(normProspects(t, 10, 0, event)), QStringLiteral("GM"));
    QCOMPARE(normProspectsText(normProspects(t, 27, 0, event)), QString());
}

QTEST_GUILESS_MAIN(tst_NormEvent)
#include "tst_normevent.moc"
