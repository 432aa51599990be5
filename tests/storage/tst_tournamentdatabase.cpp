// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"
#include "storagetestutil.h"
#include "tiebreaks/standings.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

namespace {

QString generated(const QString &name)
{
    return QStringLiteral(GENERATED_TRF_DIR "/") + name;
}

Tournament readFixture(const QString &name)
{
    const TrfReadResult r = readTrfFile(generated(name));
    if (!r.ok())
        qFatal("cannot read fixture %s", qPrintable(name));
    return r.tournament;
}

} // namespace

class tst_TournamentDatabase : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void importRoundTrip_data();
    void importRoundTrip();
    void reopenFile();
    void setResult_data();
    void setResult();
    void byeReplacesPairing();
    void impossibleInput_data();
    void impossibleInput();
    void undoRedo();
    void undoRedoAcrossRestart();
    void newChangeDiscardsRedo();
    void exportTrfWithAuditAndTieBreaks();
    void exportOfAnEventMadeInTheApp();
    void crashKeepsCommittedResults();
    void exportedTextsStayOnTheirLine_data();
    void exportedTextsStayOnTheirLine();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QHash<QString, QString> m_locations;
    QString tempPath(const QString &name) const { return m_dir->filePath(name); }
    //! Where the event \a name is kept: on SQLite ":memory:" or a file in the temporary folder;
    //! with ARBITER_TEST_PG_URL a database on the test server (a new one for each ":memory:").
    QString location(const QString &name)
    {
        if (!onServer())
            return name == u":memory:" ? name : tempPath(name);
        if (name == u":memory:")
            return freshServerDatabase();
        if (!m_locations.contains(name))
            m_locations.insert(name, freshServerDatabase());
        return m_locations.value(name);
    }
};

void tst_TournamentDatabase::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void tst_TournamentDatabase::cleanup()
{
    m_dir.reset();
    m_locations.clear();
}

void tst_TournamentDatabase::exportedTextsStayOnTheirLine_data()
{
    QTest::addColumn<QString>("text");
    // A whole player record after a line break: read as a player of its own before.
    const QString record = QStringLiteral("001   99 m    Intruder, Ivan                    2700 "
                                          "FID    12345678 1990/01/01  9.0    1");
    QTest::newRow("carriage return") << QStringLiteral("Open\r") + record;
    QTest::newRow("line feed") << QStringLiteral("Open\n") + record;
    QTest::newRow("CR LF") << QStringLiteral("Open\r\n") + record;
    QTest::newRow("NUL and controls")
        << QStringLiteral("Open") + QChar(0) + QChar(0x1b) + QChar(0x85) + QChar(0x2028) + record;
    QTest::newRow("10 kB") << QString(10240, u'x');
}

void tst_TournamentDatabase::exportedTextsStayOnTheirLine()
{
    // Every text written into the rating report (event fields, names, an audit entry's reason)
    // stays on its own record: a line break in it cannot add a record, and the file reads back
    // with the same players, results and event, each text with blanks for its control
    // characters.
    QFETCH(QString, text);
    const Tournament t = readFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf"));
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(location(QStringLiteral(":memory:")), &error), qPrintable(error));
    QVERIFY2(db.importTournament(t, &error), qPrintable(error));
    for (const char *field : {"name", "city", "chiefArbiter", "timeControl"})
        QVERIFY2(db.setEventField(QLatin1String(field), text, text, &error), qPrintable(error));
    Player p = db.tournament().players[3];
    p.name = text;
    QVERIFY2(db.setPlayer(p, text, &error), qPrintable(error));
    QVERIFY2(db.setResult(1, 1, '=', text, &error), qPrintable(error));
    const QByteArray trf = db.exportTrf();
    const TrfReadResult back = readTrf(trf);
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    const Tournament &r = back.tournament;
    QCOMPARE(r.players.size(), t.players.size());
    for (int i = 0; i < t.players.size(); ++i) {
        QCOMPARE(r.players[i].startNo, t.players[i].startNo);
        QCOMPARE(r.players[i].rounds.size(), db.tournament().players[i].rounds.size());
        for (int k = 0; k < r.players[i].rounds.size(); ++k)
            QVERIFY(r.players[i].rounds[k] == db.tournament().players[i].rounds[k]);
    }
    // Each text as one line holds it: the control characters blank, cut to the record's room.
    const QString shown = trfText(text).trimmed();
    QCOMPARE(r.name, shown);
    QCOMPARE(r.city, shown);
    QCOMPARE(r.chiefArbiter, shown);
    QCOMPARE(r.timeControl, shown);
    QCOMPARE(r.players[3].name, trfText(text, 33).trimmed());
    // Every line of the file is a record of its own: no control character is left in it.
    for (const QByteArray &line : trf.split('\n'))
        for (const char c : line)
            QVERIFY2(uchar(c) >= 0x20, line.left(60).constData());
}

void tst_TournamentDatabase::importRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("swiss 10 players") << QStringLiteral("gen_swiss_10p_5r_s201.trf");
    QTest::newRow("half-point byes") << QStringLiteral("gen_hpb_40p_7r_s202.trf");
    QTest::newRow("forfeits") << QStringLiteral("gen_forfeits_64p_9r_s203.trf");
    QTest::newRow("double round robin") << QStringLiteral("gen_drr_6p_10r_s208.trf");
    QTest::newRow("zero-point byes") << QStringLiteral("gen_zpb_30p_7r_s209.trf");
}

void tst_TournamentDatabase::importRoundTrip()
{
    QFETCH(QString, file);
    const Tournament t = readFixture(file);
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(location(QStringLiteral(":memory:")), &error), qPrintable(error));
    QVERIFY2(db.importTournament(t, &error), qPrintable(error));
    QVERIFY(db.tournament() == t);
    const auto loaded = db.load(&error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == t);
    QCOMPARE(writeTrf(*loaded), writeTrf(t));
    // A second import into a database that already holds players is refused.
    QVERIFY(!db.importTournament(t, &error));
    QVERIFY2(error.contains(QStringLiteral("new tournament")), qPrintable(error));
}

void tst_TournamentDatabase::reopenFile()
{
    const Tournament t = readFixture(QStringLiteral("gen_hpb_40p_7r_s202.trf"));
    const QString path = location(QStringLiteral("event.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY2(db.create(path, &error), qPrintable(error));
        QVERIFY2(db.importTournament(t, &error), qPrintable(error));
        QVERIFY2(db.setResult(1, 2, '=', QStringLiteral("score sheet corrected"), &error),
            qPrintable(error));
    }
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    const int i = db.tournament().indexOf(2);
    QCOMPARE(db.tournament().players[i].rounds[0].code, '=');
    QCOMPARE(db.auditLog().last().reason, QStringLiteral("score sheet corrected"));
    if (onServer())
        return; // no file, no WAL
    // The file is in WAL mode.
    QVERIFY(rawSql(path, {})); // a second reader is allowed by SQLite itself
    QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
}

void tst_TournamentDatabase::setResult_data()
{
    QTest::addColumn<char>("code");
    QTest::addColumn<char>("whiteCode");
    QTest::addColumn<char>("blackCode");
    QTest::addColumn<QString>("whitePoints");
    QTest::addColumn<QString>("blackPoints");
    QTest::newRow("white wins") << '1' << '1' << '0' << "1"
                                << "0";
    QTest::newRow("draw") << '=' << '=' << '=' << "0.5"
                          << "0.5";
    QTest::newRow("black wins") << '0' << '0' << '1' << "0"
                                << "1";
    QTest::newRow("16.2.2 forfeit win for white") << '+' << '+' << '-' << "1"
                                                  << "0";
    QTest::newRow("16.2.4 white forfeits") << '-' << '-' << '+' << "0"
                                           << "1";
    QTest::newRow("16.2.4 double forfeit") << 'X' << '-' << '-' << "0"
                                           << "0";
    QTest::newRow("unrated win") << 'W' << 'W' << 'L' << "1"
                                 << "0";
}

void tst_TournamentDatabase::setResult()
{
    QFETCH(char, code);
    QFETCH(char, whiteCode);
    QFETCH(char, blackCode);
    QFETCH(QString, whitePoints);
    QFETCH(QString, blackPoints);
    TournamentDatabase db;
    QString error;
    QVERIFY2(db.create(location(QStringLiteral(":memory:")), &error), qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(1, QStringLiteral("Keller, Anna"), 2282), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setPlayer(newPlayer(2, QStringLiteral("Novak, Tomas"), 2233), {}, &error),
        qPrintable(error));
    QVERIFY2(db.setGame(1, 2, 1, ' ', {}, &error), qPrintable(error));
    // The result is entered from black's side: the stored codes are mirrored for white.
    const char fromBlack = code == 'X' ? 'X'
        : code == '1'                  ? '0'
        : code == '0'                  ? '1'
        : code == '+'                  ? '-'
        : code == '-'                  ? '+'
        : code == 'W'                  ? 'L'
                                       : code;
    QVERIFY2(db.setResult(1, 1, fromBlack, {}, &error), qPrintable(error));
    const Tournament &t = db.tournament();
    const RoundEntry w = t.players[t.indexOf(2)].rounds[0];
    const RoundEntry b = t.players[t.indexOf(1)].rounds[0];
    QCOMPARE(w.code, whiteCode);
    QCOMPARE(b.code, blackCode);
    QCOMPARE(w.opponent, 1);
    QCOMPARE(b.opponent, 2);
    QCOMPARE(w.colour, Colour::White);
    QCOMPARE(t.scoring.points(w).toString(), whitePoints);
    QCOMPARE(t.scoring.points(b).toString(), blackPoints);
    QVERIFY(*db.load() == t);
}

void tst_TournamentDatabase::byeReplacesPairing()
{
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(db.setPlayer(newPlayer(i, QStringLiteral("P%1").arg(i), 2000 - i), {}, &error));
    QVERIFY(db.setGame(1, 1, 2, '1', {}, &error));
    QVERIFY(db.setGame(1, 3, 4, '=', {}, &error));
    // Pairing 1 against 3 unpairs their former opponents 2 and 4.
    QVERIFY(db.setGame(1, 1, 3, ' ', {}, &error));
    const Tournament &t = db.tournament();
    QCOMPARE(t.players[t.indexOf(2)].rounds.value(0), RoundEntry());
    QCOMPARE(t.players[t.indexOf(4)].rounds.value(0), RoundEntry());
    // A half-point bye for 3 unpairs 1.
    QVERIFY2(db.setBye(1, 3, 'H', {}, &error), qPrintable(error));
    QCOMPARE(t.players[t.indexOf(1)].rounds.value(0), RoundEntry());
    QCOMPARE(t.players[t.indexOf(3)].rounds[0].kind(), RoundKind::HalfBye);
    QVERIFY(*db.load() == t);
}

void tst_TournamentDatabase::impossibleInput_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("message");
    QTest::newRow("bye code for a paired player") << "result 1 1 H"
                                                  << "impossible result in round 1";
    QTest::newRow("result for an unpaired player") << "result 1 3 1"
                                                   << "player 3 is not paired";
    QTest::newRow("unknown player") << "game 1 1 9"
                                    << "there is no player 9";
    QTest::newRow("self pairing") << "game 2 1 1"
                                  << "cannot play against themselves";
    QTest::newRow("round zero") << "game 0 1 2"
                                << "round 0 is invalid";
    QTest::newRow("bad game code") << "game 2 1 2 H"
                                   << "not a result for a game";
    QTest::newRow("bad bye code") << "bye 2 1 1"
                                  << "is not a bye";
    QTest::newRow("duplicate FIDE id") << "player 3 4100001"
                                       << "FIDE id 4100001 is already used by player 1";
    QTest::newRow("bad tie-break") << "tiebreaks BH/C9x"
                                   << "tie-break \"BH/C9x\"";
    QTest::newRow("withdrawn player paired") << "withdrawn 3 2 3"
                                             << "player 3 withdrew from round 2";
}

void tst_TournamentDatabase::impossibleInput()
{
    QFETCH(QString, action);
    QFETCH(QString, message);
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    QVERIFY(db.setPlayer(
        newPlayer(1, QStringLiteral("Keller, Anna"), 2282, QStringLiteral("4100001")), {}, &error));
    QVERIFY(db.setPlayer(newPlayer(2, QStringLiteral("Novak, Tomas"), 2233), {}, &error));
    QVERIFY(db.setPlayer(newPlayer(3, QStringLiteral("Lindqvist, Erik"), 2081), {}, &error));
    QVERIFY(db.setGame(1, 1, 2, ' ', {}, &error));
    const Tournament before = db.tournament();
    const int logSize = int(db.auditLog().size());
    const QStringList a = action.split(u' ');
    bool ok = true;
    if (a[0] == u"result")
        ok = db.setResult(a[1].toInt(), a[2].toInt(), a[3].at(0).toLatin1(), {}, &error);
    else if (a[0] == u"game")
        ok = db.setGame(a[1].toInt(), a[2].toInt(), a[3].toInt(),
            a.size() > 4 ? a[4].at(0).toLatin1() : ' ', {}, &error);
    else if (a[0] == u"bye")
        ok = db.setBye(a[1].toInt(), a[2].toInt(), a[3].at(0).toLatin1(), {}, &error);
    else if (a[0] == u"player")
        ok = db.setPlayer(newPlayer(a[1].toInt(), QStringLiteral("X"), 1500, a[2]), {}, &error);
    else if (a[0] == u"tiebreaks")
        ok = db.setTieBreaks(a.mid(1), {}, &error);
    else if (a[0] == u"withdrawn") {
        QVERIFY(db.setWithdrawal(a[1].toInt(), a[2].toInt(), {}, &error));
        ok = db.setGame(a[3].toInt(), a[1].toInt(), 2, ' ', {}, &error);
    }
    QVERIFY(!ok);
    QVERIFY2(error.contains(message), qPrintable(error));
    // Nothing was lost or changed by the refused input.
    if (a[0] != u"withdrawn") {
        QVERIFY(db.tournament() == before);
        QCOMPARE(db.auditLog().size(), logSize);
    }
    QVERIFY(*db.load() == db.tournament());
}

void tst_TournamentDatabase::undoRedo()
{
    const Tournament t = readFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf"));
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    QVERIFY(db.importTournament(t, &error));
    QVERIFY(!db.canUndo()); // the import is the base
    const RoundEntry original = t.players[0].rounds[0];
    QVERIFY2(db.setResult(1, t.players[0].startNo, '1', QStringLiteral("typo"), &error),
        qPrintable(error));
    Player renamed = t.players[1];
    renamed.name = QStringLiteral("Renamed, Player");
    QVERIFY(db.setPlayer(renamed, {}, &error));
    QVERIFY(db.setTieBreaks({QStringLiteral("SB"), QStringLiteral("BH/C1")}, {}, &error));
    const Tournament edited = db.tournament();
    QCOMPARE(edited.tieBreaks, QStringList({QStringLiteral("SB"), QStringLiteral("BH/C1")}));

    const QList<AuditEntry> log = db.auditLog();
    QCOMPARE(log.size(), 4);
    QCOMPARE(log[0].state, AuditEntry::State::Base);
    QCOMPARE(log[1].reason, QStringLiteral("typo"));
    // The game as on a score sheet: names, w and b, the result as arbiters write it.
    const RoundEntry &e = original;
    const bool white = e.colour == Colour::White;
    const Player &opponent = t.players[t.indexOf(e.opponent)];
    const QString first = QStringLiteral("%1 %2").arg(t.players[0].startNo).arg(t.players[0].name);
    const QString second = QStringLiteral("%1 %2").arg(opponent.startNo).arg(opponent.name);
    const QString board = QStringLiteral("R1: %1 (w) - %2 (b) ")
                              .arg(white ? first : second, white ? second : first);
    QVERIFY2(log[1].before.contains(
                 board + result::gameText(white ? original.code : result::mirrored(original.code))),
        qPrintable(log[1].before));
    QVERIFY2(log[1].after.contains(board + (white ? QStringLiteral("1-0") : QStringLiteral("0-1"))),
        qPrintable(log[1].after));
    QVERIFY2(log[1].what.contains(first), qPrintable(log[1].what));
    QVERIFY(log[2].after.contains(QStringLiteral("Renamed, Player")));

    QVERIFY(db.undo(&error));
    QVERIFY(db.undo(&error));
    QVERIFY(db.undo(&error));
    QVERIFY(db.tournament() == t);
    QCOMPARE(QString::fromUtf8(writeTrf(*db.load())).split(u'\n'),
        QString::fromUtf8(writeTrf(t)).split(u'\n'));
    QVERIFY(*db.load() == t);
    QVERIFY(!db.undo(&error));
    QCOMPARE(error, QStringLiteral("nothing to undo"));
    QVERIFY(db.redo(&error));
    QCOMPARE(db.tournament().players[0].rounds[0].code, '1');
    QVERIFY(db.redo(&error));
    QVERIFY(db.redo(&error));
    QVERIFY(db.tournament() == edited);
    QVERIFY(*db.load() == edited);
    QVERIFY(!db.canRedo());
}

void tst_TournamentDatabase::undoRedoAcrossRestart()
{
    const QString path = location(QStringLiteral("restart.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY(db.create(path, &error));
        QVERIFY(db.setPlayer(newPlayer(1, QStringLiteral("A"), 2000), {}, &error));
        QVERIFY(db.setPlayer(newPlayer(2, QStringLiteral("B"), 1900), {}, &error));
        QVERIFY(db.setGame(1, 1, 2, '1', {}, &error));
        QVERIFY(db.setResult(1, 1, '0', {}, &error));
        QVERIFY(db.undo(&error));
    }
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QCOMPARE(db.tournament().players[0].rounds[0].code, '1');
    QVERIFY(db.canRedo());
    QVERIFY(db.redo(&error));
    QCOMPARE(db.tournament().players[0].rounds[0].code, '0');
    QVERIFY(db.undo(&error));
    QVERIFY(db.undo(&error));
    QVERIFY(db.tournament().players[0].rounds.isEmpty()
        || db.tournament().players[0].rounds[0] == RoundEntry());
    QVERIFY(db.undo(&error));
    QVERIFY(db.undo(&error));
    QVERIFY(db.tournament().players.isEmpty());
    QVERIFY(db.load()->players.isEmpty());
}

void tst_TournamentDatabase::newChangeDiscardsRedo()
{
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    QVERIFY(db.setPlayer(newPlayer(1, QStringLiteral("A"), 2000), {}, &error));
    QVERIFY(db.setPlayer(newPlayer(2, QStringLiteral("B"), 1900), {}, &error));
    QVERIFY(db.undo(&error));
    QVERIFY(db.canRedo());
    QVERIFY(db.setPlayer(newPlayer(3, QStringLiteral("C"), 1800), {}, &error));
    QVERIFY(!db.canRedo());
    // The undo has an entry of its own, never replayed.
    const QList<AuditEntry> log = db.auditLog();
    QCOMPARE(log.size(), 4);
    QCOMPARE(log[1].state, AuditEntry::State::Discarded);
    QCOMPARE(log[2].state, AuditEntry::State::Note);
    QVERIFY2(log[2].what.startsWith(QStringLiteral("Undo: ")), qPrintable(log[2].what));
    QCOMPARE(db.tournament().players.size(), 2);
}

void tst_TournamentDatabase::exportTrfWithAuditAndTieBreaks()
{
    const Tournament t = readFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf"));
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    QVERIFY(db.importTournament(t, &error));
    QVERIFY(db.setTieBreaks({QStringLiteral("BH/C1"), QStringLiteral("SB")}, {}, &error));
    QVERIFY(db.setResult(2, t.players[3].startNo, '=', QStringLiteral("arbiter decision"), &error));
    const QByteArray trf = db.exportTrf();
    QVERIFY(trf.contains("\n202 BH/C1,SB\n"));
    QVERIFY2(trf.contains("### audit 3 "), trf.constData());
    QVERIFY(trf.contains("| arbiter decision"));
    // The exported file reads back with the same results.
    const TrfReadResult back = readTrf(trf);
    QVERIFY(back.ok());
    QCOMPARE(back.tournament.players.size(), db.tournament().players.size());
    for (int i = 0; i < back.tournament.players.size(); ++i)
        QCOMPARE(back.tournament.players[i].rounds, db.tournament().players[i].rounds);
    QCOMPARE(
        back.tournament.tieBreaks, QStringList({QStringLiteral("BH/C1"), QStringLiteral("SB")}));
    // The points and ranks are computed after the correction, not copied
    // from the import, so the file is `arbiter-cli check` clean.
    StandingsOptions options;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("BH/C1 SB"));
    const Standings st = computeStandings(back.tournament, options);
    int changedByCorrection = 0;
    for (const StandingRow &row : st.rows) {
        const Player &p = back.tournament.players[row.playerIndex];
        QVERIFY(p.hasDeclaredPoints);
        QCOMPARE(p.declaredPoints, row.points);
        QCOMPARE(p.declaredRank, row.rank);
        changedByCorrection += p.declaredPoints != t.players[row.playerIndex].declaredPoints;
    }
    QCOMPARE(changedByCorrection, 2); // both players of the corrected game
}

void tst_TournamentDatabase::exportOfAnEventMadeInTheApp()
{
    // An event created in the app exports its points and ranks.
    TournamentDatabase db;
    QString error;
    QVERIFY(db.create(location(QStringLiteral(":memory:")), &error));
    for (int i = 1; i <= 4; ++i) {
        Player p;
        p.startNo = i;
        p.name = QStringLiteral("Player %1").arg(i);
        p.rating = 2100 - 10 * i;
        QVERIFY2(db.setPlayer(p, {}, &error), qPrintable(error));
    }
    QVERIFY2(db.setRoundPairing(1, {{1, 3}, {2, 4}}, QStringLiteral("manual"), {}, &error),
        qPrintable(error));
    QVERIFY(db.setResult(1, 1, '1', {}, &error));
    QVERIFY(db.setResult(1, 2, '=', {}, &error));
    const TrfReadResult back = readTrf(db.exportTrf());
    QVERIFY(back.ok());
    const Tournament &e = back.tournament;
    QCOMPARE(e.players[0].declaredPoints, Fixed::fromInt(1));
    QCOMPARE(e.players[0].declaredRank, 1);
    QCOMPARE(e.players[1].declaredPoints, Fixed::half());
    QCOMPARE(e.players[2].declaredRank, 4);
    for (const Player &p : e.players)
        QVERIFY(p.hasDeclaredPoints && p.declaredRank > 0);
}

void tst_TournamentDatabase::crashKeepsCommittedResults()
{
    if (onServer())
        QSKIP("SQLite only: the crash writer kills a process holding the file (a server keeps "
              "committed transactions by itself)");
    const QString path = tempPath(QStringLiteral("crash.arbiter"));
    QString error;
    {
        TournamentDatabase db;
        QVERIFY(db.create(path, &error));
        for (int i = 1; i <= 40; ++i)
            QVERIFY(db.setPlayer(
                newPlayer(i, QStringLiteral("Player %1").arg(i), 2400 - i), {}, &error));
    }
    QProcess writer;
    writer.start(QStringLiteral(CRASH_WRITER_PATH), {path});
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < 150 && timer.elapsed() < 60000) {
        writer.waitForReadyRead(1000);
        out += writer.readAllStandardOutput();
        QVERIFY2(writer.state() == QProcess::Running, writer.readAllStandardError().constData());
    }
    writer.kill(); // SIGKILL: no clean-up, the lock file and the WAL stay behind
    QVERIFY(writer.waitForFinished());
    out += writer.readAllStandardOutput();
    QVERIFY(out.count('\n') >= 150);

    // The latest committed result of each game, as the writer reported them.
    QHash<QPair<int, int>, char> committed;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() == 5 && f[0] == "committed" && f[4].size() == 1)
            committed[{f[1].toInt(), f[2].toInt()}] = f[4].at(0);
    }
    TournamentDatabase db;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    const Tournament &t = db.tournament();
    for (auto it = committed.cbegin(); it != committed.cend(); ++it) {
        const auto [round, white] = it.key();
        const int i = t.indexOf(white);
        QVERIFY(i >= 0);
        QVERIFY2(round <= t.players[i].rounds.size(),
            qPrintable(QStringLiteral("round %1 of %2 lost").arg(round).arg(white)));
        const RoundEntry &e = t.players[i].rounds[round - 1];
        QCOMPARE(e.opponent, white + 1);
        // Fewer than 220 writes: every game was written once, so the code is the reported one.
        QCOMPARE(e.code, it.value());
    }
    QVERIFY(db.auditLog().size() >= 40 + committed.size());
}

QTEST_GUILESS_MAIN(tst_TournamentDatabase)
#include "tst_tournamentdatabase.moc"
