// SPDX-License-Identifier: GPL-3.0-or-later
// Team data in the tournament database (schema version 4): the team fixtures survive import,
// reopening and TRF export; team edits are audited and undoable; bad edits name the place.
#include "pairing/generator.h"
#include "pairing/swissteam.h"
#include "storagetestutil.h"
#include "teams/teamstandings.h"
#include "testpaths.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace arb;

Q_DECLARE_METATYPE(arb::Team)

namespace {

QString fixture(const QString &name)
{
    return sharedDir() + QStringLiteral("/fixtures/trf/") + name;
}

// The order the database keeps: teams by number, line-ups by round and team.
TeamData normalised(TeamData d)
{
    std::stable_sort(d.teams.begin(), d.teams.end(),
        [](const Team &a, const Team &b) { return a.number < b.number; });
    std::stable_sort(d.lineups.begin(), d.lineups.end(), [](const auto &a, const auto &b) {
        return std::pair(a.round, a.team) < std::pair(b.round, b.team);
    });
    return d;
}

} // namespace

class tst_TeamStorage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundTrip_data();
    void roundTrip();
    void teamEditsUndoable();
    void lineupAndScoringUndoable();
    void badTeamEdits_data();
    void badTeamEdits();
    void migratesVersion3();
    void forfeitByeAndLineupOfAPairedRound();

private:
    bool importFixture(const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<TournamentDatabase> m_db;
};

void tst_TeamStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<TournamentDatabase>();
}

void tst_TeamStorage::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

bool tst_TeamStorage::importFixture(const QString &name)
{
    const TrfReadResult r = readTrfFile(fixture(name));
    if (!r.ok())
        return false;
    QString error;
    // With ARBITER_TEST_PG_URL: a fresh database on the PostgreSQL test server.
    const QString path = storagetest::onServer() ? storagetest::freshServerDatabase()
                                                 : m_dir->filePath(QStringLiteral("t.arbiter"));
    if (!m_db->create(path, &error) || !m_db->importTournament(r.tournament, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return true;
}

void tst_TeamStorage::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("TRF-2026 sample, 50 teams, 300/320/330/352/362")
        << QStringLiteral("fide-tec-trf2025-sample_team_50t_14r_trf26.trf");
    QTest::newRow("round robin 310 + 362")
        << QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf");
    QTest::newRow("round robin 013 (TRF-16)")
        << QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf16.trf");
    QTest::newRow("board forfeit and team PAB 320")
        << QStringLiteral("team-board-forfeit-win_5t_3b_1r_trf26.trf");
    QTest::newRow("team import in progress, 300 out of order")
        << QStringLiteral("sharly-team-import_26p_3r_partial_trf26.trf");
}

void tst_TeamStorage::roundTrip()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QFETCH(QString, file);
    const TrfReadResult original = readTrfFile(fixture(file));
    QVERIFY2(original.ok(), qPrintable(file));
    QVERIFY(!original.tournament.teamData.isEmpty());
    QVERIFY(importFixture(file));
    const TeamData expected = normalised(original.tournament.teamData);
    QCOMPARE(m_db->tournament().teamData, expected);

    // Reopened from the file.
    const QString path = m_db->path();
    m_db->close();
    QString error;
    QVERIFY2(m_db->open(path, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().teamData, expected);
    const auto loaded = m_db->load(&error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->teamData, expected);

    // Exported as TRF and read again: the same teams, and the same team standings.
    const TrfReadResult again = readTrf(m_db->exportTrf());
    QVERIFY(again.ok());
    QCOMPARE(normalised(again.tournament.teamData), expected);
    TeamStandingsOptions options;
    options.tieBreaks = defaultTeamTieBreaks(original.tournament);
    const Standings before = computeTeamStandings(original.tournament, options);
    const Standings after = computeTeamStandings(again.tournament, options);
    QCOMPARE(after.rows.size(), before.rows.size());
    for (int i = 0; i < before.rows.size(); ++i) {
        QCOMPARE(after.rows[i].startNo, before.rows[i].startNo);
        QCOMPARE(after.rows[i].points, before.rows[i].points);
        QCOMPARE(after.rows[i].values, before.rows[i].values);
    }
}

void tst_TeamStorage::teamEditsUndoable()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(importFixture(QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    const TeamData original = m_db->tournament().teamData;
    Team t1 = original.teams[0];
    QCOMPARE(t1.players, (QList<int> {1, 2, 3, 4}));
    // Board order changed: board 2 moves to the top.
    t1.players = {2, 1, 3, 4};
    t1.name = QStringLiteral("Team One");
    QString error;
    QVERIFY2(m_db->setTeam(t1, QStringLiteral("captain's list"), &error), qPrintable(error));
    QCOMPARE(m_db->tournament().teamData.teams[0], t1);
    QCOMPARE(m_db->auditLog().last().what, QStringLiteral("Edit team 1 Team One"));
    QCOMPARE(m_db->auditLog().last().reason, QStringLiteral("captain's list"));
    QCOMPARE(m_db->load()->teamData.teams[0], t1);

    QVERIFY2(m_db->removeTeam(4, {}, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().teamData.teams.size(), 3);
    QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().teamData.teams.size(), 4);
    QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().teamData, original);
    QCOMPARE(m_db->load()->teamData, original);
    QVERIFY(m_db->redo(&error));
    QCOMPARE(m_db->tournament().teamData.teams[0], t1);
    QCOMPARE(m_db->load()->teamData, m_db->tournament().teamData);
}

void tst_TeamStorage::lineupAndScoringUndoable()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QVERIFY(importFixture(QStringLiteral("fide-tec-trf2025-sample_team_50t_14r_trf26.trf")));
    const TeamData original = m_db->tournament().teamData;
    QVERIFY(!original.lineups.isEmpty());
    QString error;

    // Removing a team takes its line-ups along; undo brings them back.
    const int team = original.lineups.first().team;
    QVERIFY2(m_db->removeTeam(team, {}, &error), qPrintable(error));
    QVERIFY(std::none_of(m_db->tournament().teamData.lineups.cbegin(),
        m_db->tournament().teamData.lineups.cend(),
        [team](const TeamLineup &l) { return l.team == team; }));
    QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().teamData, original);
    QCOMPARE(m_db->load()->teamData, original);

    // A new line-up for the next round, not paired yet: the reserve plays board 1. In round 1,
    // played, he cannot: the games stay as they were.
    const Team &t = original.teams[0];
    const int next = m_db->tournament().roundCount() + 1;
    TeamLineup played {
        1, t.number, 0, {t.players.last(), t.players[1], t.players[2], t.players[0]}};
    QVERIFY(!m_db->setTeamLineup(played, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("has results")), qPrintable(error));
    QCOMPARE(m_db->tournament().teamData, original);
    TeamLineup l {next, t.number, 0, played.boards};
    QVERIFY2(m_db->setTeamLineup(l, {}, &error), qPrintable(error));
    QVERIFY(m_db->tournament().teamData.lineups.contains(l));
    QVERIFY(m_db->load()->teamData.lineups.contains(l));

    // B.6.3.1 and 3/1/0 match points.
    TeamScoring s = original.scoring;
    s.win = Fixed::fromInt(3);
    s.doubleZeroIsLoss = true;
    QVERIFY2(m_db->setTeamScoring(s, {}, &error), qPrintable(error));
    QVERIFY2(m_db->setBoardColours(QStringLiteral("bwbw"), {}, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().teamData.scoring, s);
    QCOMPARE(m_db->tournament().teamData.boardColours, QStringLiteral("BWBW"));
    QCOMPARE(m_db->load()->teamData, m_db->tournament().teamData);
    const TrfReadResult again = readTrf(m_db->exportTrf());
    QCOMPARE(again.tournament.teamData.boardColours, QStringLiteral("BWBW"));
    QCOMPARE(again.tournament.teamData.scoring.win, Fixed::fromInt(3));
    for (int i = 0; i < 3; ++i)
        QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().teamData, original);
    QCOMPARE(m_db->load()->teamData, original);
}

void tst_TeamStorage::badTeamEdits_data()
{
    QTest::addColumn<Team>("team");
    QTest::addColumn<QString>("message");
    QTest::newRow("no name") << Team {5, QStringLiteral(" "), {}, {}, {}, false, {}, false, 0, {}}
                             << QStringLiteral("team 5 needs a name");
    QTest::newRow("unknown player") << Team {5, QStringLiteral("X"), {}, {}, {}, false, {}, false,
        0, {99}} << QStringLiteral("team 5: there is no player 99");
    QTest::newRow("player of another team") << Team {5, QStringLiteral("X"), {}, {}, {}, false, {},
        false, 0, {3}} << QStringLiteral("team 5: player 3 already plays for team 1 (Team 1)");
    QTest::newRow("player twice") << Team {1, QStringLiteral("X"), {}, {}, {}, false, {}, false, 0,
        {1, 2, 1}} << QStringLiteral("team 1: player 1 is listed twice");
    QTest::newRow("number 0") << Team {0, QStringLiteral("X"), {}, {}, {}, false, {}, false, 0, {}}
                              << QStringLiteral("team number 0 is invalid: it must be 1 or more");
}

void tst_TeamStorage::badTeamEdits()
{
    if (sharedDir().isEmpty())
        QSKIP("../shared/fixtures is absent: the team fixtures cannot be read");
    QFETCH(Team, team);
    QFETCH(QString, message);
    QVERIFY(importFixture(QStringLiteral("team-roundrobin-tiebreaks_4t_4b_3r_trf26.trf")));
    const int entries = int(m_db->auditLog().size());
    QString error;
    QVERIFY(!m_db->setTeam(team, {}, &error));
    QCOMPARE(error, message);
    QCOMPARE(m_db->auditLog().size(), entries);
    // A line-up with a player of another team names round, team and board.
    QVERIFY(!m_db->setTeamLineup({2, 1, 2, {1, 5}}, {}, &error));
    QCOMPARE(error, QStringLiteral("round 2, team 1, board 2: player 5 is not in the team"));
    QVERIFY(!m_db->setBoardColours(QStringLiteral("WBX"), {}, &error));
    QCOMPARE(error, QStringLiteral("board colours \"WBX\": board 3 must be W or B"));
}

void tst_TeamStorage::migratesVersion3()
{
    // A version-3 file (before teams): opening it adds the team tables and keeps the players.
    // On the server: the version in arbiter_schema, the migration translated.
    const bool server = storagetest::onServer();
    const QString path = server ? storagetest::freshServerDatabase()
                                : m_dir->filePath(QStringLiteral("old.arbiter"));
    QString error;
    QVERIFY2(m_db->create(path, &error), qPrintable(error));
    Player p;
    p.startNo = 1;
    p.name = QStringLiteral("Old player");
    QVERIFY2(m_db->setPlayer(p, {}, &error), qPrintable(error));
    m_db->close();
    if (server) {
        QVERIFY(storagetest::rawServerSql(path,
            {QStringLiteral("DROP TABLE team_lineups"), QStringLiteral("DROP TABLE teams"),
                // The columns of schema 6 (0006_player_fields.sql) came after version 3.
                QStringLiteral("ALTER TABLE players DROP COLUMN club"),
                QStringLiteral("ALTER TABLE players DROP COLUMN k_factor"),
                // Schema 10 (0010_rating_source.sql): where a rating comes from.
                QStringLiteral("ALTER TABLE players DROP COLUMN rating_source"),
                // Schema 9 (0009_row_locks.sql): the rows' locks.
                QStringLiteral("DROP TABLE row_lock"),
                // Schema 8 (0008_server_rights.sql): the event's lock.
                QStringLiteral("DROP TABLE event_lock"),
                // Schema 7 (0007_arbiters.sql): the audit's arbiter, the accounts, the checks.
                QStringLiteral("DROP TRIGGER results_deputy ON results"),
                QStringLiteral("DROP TRIGGER audit_arbiter ON audit"),
                QStringLiteral("DROP FUNCTION arbiter_deputy_check(), arbiter_rounds_of(text), "
                               "arbiter_audit_name()"),
                QStringLiteral("DROP TABLE arbiter_rounds, arbiters"),
                QStringLiteral("ALTER TABLE audit DROP COLUMN arbiter"),
                QStringLiteral("UPDATE arbiter_schema SET version = 3")}));
    } else {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("DROP TABLE team_lineups")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE teams")));
        // The columns of schema 6 (0006_player_fields.sql) came after version 3.
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE players DROP COLUMN club")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE players DROP COLUMN k_factor")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE players DROP COLUMN rating_source")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE audit DROP COLUMN arbiter")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=3")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));
    QVERIFY2(m_db->open(path, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().players.size(), 1);
    QVERIFY(m_db->tournament().teamData.isEmpty());
    QVERIFY2(m_db->setTeam(
                 {1, QStringLiteral("Club"), {}, {}, {}, false, {}, false, 0, {1}}, {}, &error),
        qPrintable(error));
    QCOMPARE(m_db->load()->teamData.teams.size(), 1);
}

// A team Swiss with round 3 paired and no results: a team's bye is refused in the paired round
// and given in the next; a forfeited match (330) removes the match's games and taking it back
// seats them again; a reserve in the line-up of a paired match takes the board's game. Each is
// one undo step, and each is read back from the file.
void tst_TeamStorage::forfeitByeAndLineupOfAPairedRound()
{
    TeamGeneratorOptions o;
    o.teams = 8;
    o.rounds = 5;
    o.seed = 11;
    GeneratedTournament g = generateTeamTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    for (Player &p : g.tournament.players)
        p.rounds.resize(2);
    // A reserve for every team, who has not played yet.
    for (Team &team : g.tournament.teamData.teams) {
        Player reserve;
        reserve.startNo = int(g.tournament.players.size()) + 1;
        reserve.name = QStringLiteral("Reserve %1").arg(team.number);
        reserve.rating = 1500;
        g.tournament.players.append(reserve);
        team.players.append(reserve.startNo);
    }
    QString error;
    const QString path = storagetest::onServer() ? storagetest::freshServerDatabase()
                                                 : m_dir->filePath(QStringLiteral("t.arbiter"));
    QVERIFY2(m_db->create(path, &error) && m_db->importTournament(g.tournament, &error),
        qPrintable(error));
    const TeamPairingResult pairing = pairSwissTeamRound(m_db->tournament(), 3);
    QVERIFY2(pairing.ok(), qPrintable(pairing.error));
    QVERIFY2(m_db->setTeamRoundPairing(3, pairing.matches, QStringLiteral("test"), {}, &error),
        qPrintable(error));
    const Tournament paired = m_db->tournament();
    const TeamMatch m = pairing.matches.first();
    const TeamData &d = paired.teamData;
    auto entry = [this](int startNo, int round) {
        const Tournament &t = m_db->tournament();
        return t.players[t.indexOf(startNo)].rounds.value(round - 1);
    };

    // A bye: refused in round 3 (paired), given in round 4, taken back.
    QVERIFY(!m_db->setTeamBye(3, m.white, 'H', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("paired")), qPrintable(error));
    QVERIFY2(m_db->setTeamBye(4, m.white, 'H', {}, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().byes, (QList<ByeRecord> {{'H', 4, {m.white}}}));
    QCOMPARE(m_db->load()->byes, m_db->tournament().byes);
    QVERIFY(!m_db->setTeamBye(4, m.white, 'U', {}, &error));
    QVERIFY2(m_db->setTeamBye(4, m.white, ' ', {}, &error), qPrintable(error));
    QVERIFY(m_db->tournament().byes.isEmpty());

    // The first match forfeited: no games, the record read back; undo seats them again.
    const int white1 = d.teams[d.indexOf(m.white)].players[0];
    QVERIFY(entry(white1, 3).opponent > 0);
    QVERIFY(!m_db->setTeamForfeit(3, m.white, m.black, QStringLiteral("+x"), {}, &error));
    QVERIFY2(m_db->setTeamForfeit(3, m.white, m.black, QStringLiteral("+-"), {}, &error),
        qPrintable(error));
    QCOMPARE(m_db->tournament().teamData.forfeits,
        (QList<TeamForfeit> {{3, m.white, m.black, '+', '-'}}));
    QCOMPARE(entry(white1, 3).opponent, 0);
    QCOMPARE(m_db->load()->teamData.forfeits, m_db->tournament().teamData.forfeits);
    const TrfReadResult back = readTrf(m_db->exportTrf());
    QCOMPARE(back.tournament.teamData.forfeits, m_db->tournament().teamData.forfeits);
    QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().players, paired.players);
    QVERIFY(m_db->tournament().teamData.forfeits.isEmpty());
    // Recorded again and taken back: the match is seated as before, the first team White.
    QVERIFY(m_db->setTeamForfeit(3, m.white, m.black, QStringLiteral("--"), {}, &error));
    QVERIFY2(m_db->setTeamForfeit(3, m.white, m.black, QString(), {}, &error), qPrintable(error));
    QCOMPARE(m_db->tournament().players, paired.players);

    // The reserve on board 2 of the first team: he meets board 2 of the other team.
    const QList<int> roster = d.teams[d.indexOf(m.white)].players;
    QVERIFY(roster.size() > 4);
    const int opponent = entry(roster[1], 3).opponent;
    const Colour colour = entry(roster[1], 3).colour;
    TeamLineup l {3, m.white, m.black, {roster[0], roster[4], roster[2], roster[3]}};
    QVERIFY2(m_db->setTeamLineup(l, {}, &error), qPrintable(error));
    QCOMPARE(entry(roster[4], 3).opponent, opponent);
    QCOMPARE(entry(roster[4], 3).colour, colour);
    QCOMPARE(entry(opponent, 3).opponent, roster[4]);
    QCOMPARE(entry(roster[1], 3).opponent, 0);
    QCOMPARE(m_db->load()->players, m_db->tournament().players);
    QVERIFY(m_db->undo(&error));
    QCOMPARE(m_db->tournament().players, paired.players);
    QCOMPARE(m_db->tournament().teamData.lineups, paired.teamData.lineups);
}

QTEST_GUILESS_MAIN(tst_TeamStorage)
#include "tst_teamstorage.moc"
