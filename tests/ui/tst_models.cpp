// SPDX-License-Identifier: GPL-3.0-or-later
#include "generatedfixture.h"
#include "players/playerroundsmodel.h"
#include "players/playersmodel.h"
#include "rounds/pairingsmodel.h"
#include "standings/crosstablemodel.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_Models : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void modelsUnderTester();
    void codeForKey_data();
    void codeForKey();
    void pairingsRows();
    void resultEntryChangesStandings_data();
    void resultEntryChangesStandings();
    void impossibleResultReported();
    void repeatedPairingWarned();
    void importedInconsistencyWarned();
    void playersEditing();
    void standingsShowDecidingTieBreak();
    void crossTableCells();
    void liveStandingsCountPlayedRounds();
    void playerRounds_data();
    void saveAsCopiesAndMovesOn();
    void playerRounds();

private:
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_Models::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(generatedFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf")),
                 QStringLiteral(":memory:"), &error),
        qPrintable(error));
}

void tst_Models::cleanup()
{
    m_doc.reset();
}

void tst_Models::modelsUnderTester()
{
    PlayersModel players(m_doc.get());
    PairingsModel pairings(m_doc.get());
    StandingsModel standings(m_doc.get());
    CrossTableModel cross(m_doc.get());
    PlayerRoundsModel rounds(m_doc.get());
    rounds.setPlayer(1);
    QAbstractItemModelTester t5(&rounds, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester t1(&players, mode);
    QAbstractItemModelTester t2(&pairings, mode);
    QAbstractItemModelTester t3(&standings, mode);
    QAbstractItemModelTester t4(&cross, mode);
    // Changes of every kind while the testers watch.
    QVERIFY(m_doc->setResult(1, 1, '1'));
    QVERIFY(m_doc->addPlayer(QStringLiteral("Late, Entry"), 1500));
    QVERIFY(m_doc->setBye(6, 11, 'H'));
    QVERIFY(m_doc->setGame(6, 1, 2, '+'));
    QVERIFY(m_doc->setTieBreaks({QStringLiteral("SB"), QStringLiteral("WIN")}));
    pairings.setRound(6);
    QCOMPARE(pairings.rowCount(), 2);
    QVERIFY(pairings.setData(pairings.index(0, PairingsModel::Result), QStringLiteral("=")));
    QVERIFY(players.setData(players.index(0, PlayersModel::Rating), QStringLiteral("2200")));
    QVERIFY(m_doc->undo());
    QVERIFY(m_doc->undo());
    QVERIFY(m_doc->redo());
    QCOMPARE(standings.columnCount(), StandingsModel::FirstTieBreak + 3);
    // The rounds, then the tie-breaks SB and WIN.
    QCOMPARE(cross.columnCount(), CrossTableModel::FirstRound + 6 + 2);
    QCOMPARE(cross.headerData(CrossTableModel::FirstRound + 6, Qt::Horizontal).toString(),
        QStringLiteral("SB"));
}

void tst_Models::codeForKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<char>("code");
    QTest::newRow("1 white wins") << "1" << '1';
    QTest::newRow("= draw") << "=" << '=';
    QTest::newRow("5 draw") << "5" << '=';
    QTest::newRow("½ draw") << "½" << '=';
    QTest::newRow("0 black wins") << "0" << '0';
    QTest::newRow("+ forfeit win") << "+" << '+';
    QTest::newRow("- forfeit loss") << "-" << '-';
    QTest::newRow("x double forfeit") << "x" << 'X';
    QTest::newRow("h half-point bye") << "h" << 'H';
    QTest::newRow("2 is nothing") << "2" << char(0);
    QTest::newRow("letter q is nothing") << "q" << char(0);
    QTest::newRow("empty is nothing") << "" << char(0);
}

void tst_Models::codeForKey()
{
    QFETCH(QString, key);
    QFETCH(char, code);
    QCOMPARE(PairingsModel::codeForKey(key), code);
}

void tst_Models::pairingsRows()
{
    PairingsModel pairings(m_doc.get());
    pairings.setRound(2);
    // Round 2 of the fixture: 4 games and the half-point bye of player 3.
    const Tournament &t = m_doc->tournament();
    int games = 0, byes = 0;
    for (const Player &p : t.players) {
        const RoundEntry &e = p.rounds[1];
        games += e.opponent > 0 ? 1 : 0;
        byes += e.opponent == 0 && e.code != ' ' ? 1 : 0;
    }
    QCOMPARE(pairings.rowCount(), games / 2 + byes);
    const auto rows = pairings.rows();
    // Games first, then the byes; player 3's half-point bye is among them.
    const int games0 = games / 2;
    bool found = false;
    for (int i = games0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].black, 0);
        if (rows[i].white == 3) {
            found = true;
            QCOMPARE(pairings.data(pairings.index(i, PairingsModel::Result)).toString(),
                PairingsModel::resultText('H', true));
        }
    }
    QVERIFY(found);
    for (const PairingsModel::Row &r : rows) {
        if (r.black)
            QCOMPARE(t.players[t.indexOf(r.white)].rounds[1].colour, Colour::White);
    }
}

void tst_Models::resultEntryChangesStandings_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("whitePoints");
    QTest::addColumn<QString>("blackPoints");
    QTest::newRow("1-0") << "1"
                         << "1"
                         << "0";
    QTest::newRow("draw typed as 5") << "5"
                                     << "0.5"
                                     << "0.5";
    QTest::newRow("0-1") << "0"
                         << "0"
                         << "1";
    QTest::newRow("16.2.2 forfeit win") << "+"
                                        << "1"
                                        << "0";
    QTest::newRow("16.2.4 forfeit loss") << "-"
                                         << "0"
                                         << "1";
    QTest::newRow("double forfeit") << "x"
                                    << "0"
                                    << "0";
}

void tst_Models::resultEntryChangesStandings()
{
    QFETCH(QString, key);
    QFETCH(QString, whitePoints);
    QFETCH(QString, blackPoints);
    TournamentDocument doc;
    QString error;
    QVERIFY(doc.create(QStringLiteral(":memory:"), &error));
    QVERIFY(doc.addPlayer(QStringLiteral("Keller, Anna"), 2282));
    QVERIFY(doc.addPlayer(QStringLiteral("Novak, Tomas"), 2233));
    QVERIFY(doc.setGame(1, 1, 2));
    PairingsModel pairings(&doc);
    StandingsModel standings(&doc);
    QAbstractItemModelTester tester(
        &standings, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(&standings, &QAbstractItemModel::dataChanged);
    QVERIFY(pairings.setData(pairings.index(0, PairingsModel::Result), key));
    QVERIFY(spy.count() >= 1);
    QHash<int, QString> points;
    for (int r = 0; r < standings.rowCount(); ++r)
        points[standings.index(r, StandingsModel::StartNo).data().toInt()]
            = standings.index(r, StandingsModel::Points).data().toString();
    QCOMPARE(points.value(1), whitePoints);
    QCOMPARE(points.value(2), blackPoints);
}

void tst_Models::impossibleResultReported()
{
    PairingsModel pairings(m_doc.get());
    QSignalSpy errors(m_doc.get(), &TournamentDocument::errorOccurred);
    const QString before = pairings.index(0, PairingsModel::Result).data().toString();
    QVERIFY(!pairings.setData(pairings.index(0, PairingsModel::Result), QStringLiteral("H")));
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("impossible result in round 1")),
        qPrintable(errors.at(0).at(0).toString()));
    QVERIFY(!pairings.setData(pairings.index(0, PairingsModel::Result), QStringLiteral("7")));
    QCOMPARE(errors.count(), 2);
    QVERIFY(errors.at(1).at(0).toString().contains(QStringLiteral("Round 1, board 1")));
    QCOMPARE(pairings.index(0, PairingsModel::Result).data().toString(), before);
}

void tst_Models::repeatedPairingWarned()
{
    const Tournament &t = m_doc->tournament();
    const RoundEntry e = t.players[0].rounds[0];
    QVERIFY(m_doc->setGame(6, 1, e.opponent));
    PairingsModel pairings(m_doc.get());
    pairings.setRound(6);
    QCOMPARE(pairings.rowCount(), 1);
    QVERIFY2(pairings.index(0, PairingsModel::Warning)
                 .data()
                 .toString()
                 .contains(QStringLiteral("already met")),
        qPrintable(pairings.index(0, PairingsModel::Warning).data().toString()));
}

void tst_Models::importedInconsistencyWarned()
{
    // An imported file whose records disagree in a way the reader accepts
    // shows the finding of trf/consistency.h on the board or bye it concerns. Round 1: player 6
    // also written white against 2; round 4: player 6's half-point bye written U, a second
    // pairing-allocated bye next to player 8's.
    QList<QByteArray> lines
        = generatedFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf")).split('\n');
    for (QByteArray &line : lines) {
        if (line.startsWith("001    6 ")) {
            line[91 + 5] = 'w';
            line[91 + 30 + 7] = 'U';
        }
    }
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(
        m_doc->importTrf(lines.join('\n'), QStringLiteral(":memory:"), &error), qPrintable(error));
    PairingsModel pairings(m_doc.get());
    pairings.setRound(1);
    bool colourWarned = false;
    for (int r = 0; r < pairings.rowCount(); ++r) {
        const auto &row = pairings.rows()[r];
        const QString warning = pairings.index(r, PairingsModel::Warning).data().toString();
        const bool board = (row.white == 2 || row.white == 6) && row.black > 0;
        QCOMPARE(warning.contains(QStringLiteral("both have the same colour")), board);
        colourWarned = colourWarned || board;
    }
    QVERIFY(colourWarned);
    pairings.setRound(4);
    int byeWarnings = 0;
    for (int r = 0; r < pairings.rowCount(); ++r)
        if (pairings.index(r, PairingsModel::Warning)
                .data()
                .toString()
                .contains(QStringLiteral("players 6, 8 all have the pairing-allocated bye")))
            ++byeWarnings;
    QCOMPARE(byeWarnings, 2);
}

void tst_Models::playersEditing()
{
    PlayersModel players(m_doc.get());
    QSignalSpy errors(m_doc.get(), &TournamentDocument::errorOccurred);
    QVERIFY(players.setData(players.index(1, PlayersModel::Name), QStringLiteral("New, Name")));
    QCOMPARE(m_doc->tournament().players[1].name, QStringLiteral("New, Name"));
    QVERIFY(!players.setData(players.index(1, PlayersModel::Rating), QStringLiteral("abc")));
    QVERIFY(errors.last().at(0).toString().contains(QStringLiteral("Player 2: rating \"abc\"")));
    // Duplicate FIDE ids are refused with the other player named.
    const QString firstId = m_doc->tournament().players[0].fideId;
    QVERIFY(!players.setData(players.index(1, PlayersModel::FideId), firstId));
    QVERIFY(errors.last().at(0).toString().contains(QStringLiteral("already used by player 1")));
    QVERIFY(players.setData(players.index(2, PlayersModel::Withdrawn), QStringLiteral("4")));
    QCOMPARE(m_doc->database().withdrawnFrom(3), 4);
    QCOMPARE(players.index(2, PlayersModel::Withdrawn).data().toInt(), 4);
    QCOMPARE(players.index(0, PlayersModel::Points).data().toString(), QStringLiteral("4"));
}

void tst_Models::standingsShowDecidingTieBreak()
{
    StandingsModel standings(m_doc.get());
    const Standings &s = standings.standings();
    QVERIFY(!s.tieBreaks.isEmpty());
    // Every row below the first says why: points or the tie-break that separated it.
    for (int r = 1; r < standings.rowCount(); ++r) {
        const QString why = standings.index(r, standings.decidedByColumn()).data().toString();
        const StandingRow &row = s.rows[r];
        if (row.separation == Separation::TieBreak)
            QCOMPARE(why, s.tieBreaks[row.decidedBy].text);
        else if (row.separation == Separation::Points)
            QCOMPARE(why, QStringLiteral("points"));
    }
    QCOMPARE(standings.headerData(StandingsModel::FirstTieBreak, Qt::Horizontal).toString(),
        s.tieBreaks[0].text);
    QVERIFY(standings.headerData(StandingsModel::FirstTieBreak, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("C.07 Art.")));
}

void tst_Models::crossTableCells()
{
    CrossTableModel cross(m_doc.get());
    const Standings &s = m_doc->standings();
    const Tournament &t = m_doc->tournament();
    const Player &leader = t.players[s.rows[0].playerIndex];
    const RoundEntry &e = leader.rounds[0];
    QHash<int, int> rank;
    for (int i = 0; i < s.rows.size(); ++i)
        rank[s.rows[i].startNo] = i + 1;
    const QString expected = QString::number(rank.value(e.opponent))
        + (e.colour == Colour::White ? u'w' : u'b')
        + (e.code == '=' ? QStringLiteral("½") : QString(QChar(e.code)));
    QCOMPARE(cross.index(0, CrossTableModel::FirstRound).data().toString(), expected);
    QCOMPARE(cross.index(0, CrossTableModel::Name).data().toString(), leader.name);
}

// A tournament in progress: the standings are those after the last round with a result, so
// rounds still to come do not count as unplayed rounds (Art. 16) for everybody.
void tst_Models::liveStandingsCountPlayedRounds()
{
    TournamentDocument doc;
    QVERIFY(doc.create(QStringLiteral(":memory:")));
    QVERIFY(doc.setEventField(QStringLiteral("declaredRounds"), QStringLiteral("5")));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(doc.addPlayer(QStringLiteral("P%1").arg(i), 2000 - i));
    QVERIFY(doc.setGame(1, 1, 2, '1'));
    QVERIFY(doc.setGame(1, 3, 4, '='));
    QCOMPARE(doc.standings().rounds, 1);
    QVERIFY(doc.setGame(2, 1, 3)); // paired, no result yet
    QCOMPARE(doc.standings().rounds, 1);
    QVERIFY(doc.setResult(2, 1, '0'));
    QCOMPARE(doc.standings().rounds, 2);
    // Buchholz of player 1 after round 2: opponent 3 has 1.5; opponent 2 lost and was not paired
    // in round 2, which counts as a draw for his opponents (16.2.5): 0.5. Counting the three
    // rounds still to come would raise both.
    StandingsModel standings(&doc);
    const int bh = StandingsModel::FirstTieBreak + 1; // default Swiss list: BH/C1 BH ...
    QCOMPARE(standings.headerData(bh, Qt::Horizontal).toString(), QStringLiteral("BH"));
    for (int r = 0; r < standings.rowCount(); ++r) {
        if (standings.index(r, StandingsModel::StartNo).data().toInt() == 1)
            QCOMPARE(standings.index(r, bh).data().toString(), QStringLiteral("2"));
    }
}

void tst_Models::playerRounds_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("startNo");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("points");
    // Player 3 of the 10-player Swiss took a half-point bye in round 2.
    QTest::newRow("16.1.1 half-point bye")
        << "gen_swiss_10p_5r_s201.trf" << 3 << 2 << "half-point bye"
        << "0.5";
    QTest::newRow("played draw") << "gen_swiss_10p_5r_s201.trf" << 1 << 1 << "played"
                                 << "0.5";
}

void tst_Models::playerRounds()
{
    QFETCH(QString, file);
    QFETCH(int, startNo);
    QFETCH(int, round);
    QFETCH(QString, kind);
    QFETCH(QString, points);
    TournamentDocument doc;
    QVERIFY(doc.importTrf(generatedFixture(file), QStringLiteral(":memory:")));
    PlayerRoundsModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPlayer(startNo);
    QCOMPARE(model.rowCount(), doc.standings().rounds);
    const int r = round - 1;
    QVERIFY2(model.index(r, PlayerRoundsModel::Kind).data().toString().startsWith(kind),
        qPrintable(model.index(r, PlayerRoundsModel::Kind).data().toString()));
    QCOMPARE(model.index(r, PlayerRoundsModel::Points).data().toString(), points);
    // The opponent's score is their total in the standings.
    const RoundEntry e = doc.tournament().players[doc.tournament().indexOf(startNo)].rounds[r];
    if (e.opponent > 0) {
        QString total;
        for (const StandingRow &row : doc.standings().rows) {
            if (row.startNo == e.opponent)
                total = row.points.toString();
        }
        QCOMPARE(model.index(r, PlayerRoundsModel::OpponentScore).data().toString(), total);
    }
    model.setPlayer(0);
    QCOMPARE(model.rowCount(), 0);
}

void tst_Models::saveAsCopiesAndMovesOn()
{
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.arbiter"));
    const QString copy = dir.filePath(QStringLiteral("copy.arbiter"));
    TournamentDocument doc;
    QString error;
    QVERIFY(doc.create(first, &error));
    QVERIFY(doc.addPlayer(QStringLiteral("Keller, Anna"), 2282));
    QVERIFY2(doc.saveAs(copy, true, &error), qPrintable(error));
    QCOMPARE(doc.path(), copy);
    QCOMPARE(doc.tournament().players.size(), 1);
    QVERIFY(doc.database().canUndo()); // the audit log came along
    QVERIFY(doc.addPlayer(QStringLiteral("Novak, Tomas"), 2233));
    // The first file is released and unchanged by edits to the copy.
    TournamentDocument other;
    QVERIFY2(other.open(first, &error), qPrintable(error));
    QCOMPARE(other.tournament().players.size(), 1);
    // An existing target is refused.
    QVERIFY(!doc.saveAs(first, true, &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
}

QTEST_MAIN(tst_Models)
#include "tst_models.moc"
