// SPDX-License-Identifier: GPL-3.0-or-later
// Several programs on one event on a PostgreSQL server: optimistic locking
// and live updates. Two TournamentDatabase objects on the same event stand for two arbiters'
// programs; one of them is kept stale by not letting its event loop run. Runs with
// ARBITER_TEST_PG_URL (ctest tst_storage_postgresql); skipped without.
#include "storagetestutil.h"
#include "tournamentdatabase.h"

#include <QElapsedTimer>
#include <QTest>

using namespace arb;
using namespace arb::storagetest;

class tst_ConcurrentEntry : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void sameBoardRefused();
    void differentBoardsBothLand();
    void otherProgramSeesChangeLive();
    void staleCopyCannotOverwrite();
    void staleUndoRefused();
    void liveAfterSwap();

private:
    // Creates the event (10 players, rounds 1 and 2 paired) in \a a and opens it in \a b.
    void openTwice(TournamentDatabase &a, TournamentDatabase &b);
    QString m_url;
};

namespace {

Tournament tenPlayers()
{
    Tournament t;
    t.name = QStringLiteral("Concurrent entry");
    t.type = TournamentType::Swiss;
    t.declaredRounds = 3;
    for (int i = 1; i <= 10; ++i)
        t.players.append(newPlayer(i, QStringLiteral("Player %1").arg(i), 2500 - 10 * i));
    return t;
}

QList<Board> boards(std::initializer_list<QPair<int, int>> games)
{
    QList<Board> list;
    for (const auto &g : games)
        list.append(Board {g.first, g.second});
    return list;
}

} // namespace

void tst_ConcurrentEntry::init()
{
    ARB_SERVER_DATABASE_OR_SKIP(m_url);
}

void tst_ConcurrentEntry::openTwice(TournamentDatabase &a, TournamentDatabase &b)
{
    QString error;
    QVERIFY2(a.createFrom(m_url, tenPlayers(), &error), qPrintable(error));
    QVERIFY2(a.setRoundPairing(1, boards({{1, 6}, {7, 2}, {3, 8}, {9, 4}, {5, 10}}),
                 QStringLiteral("test"), {}, &error),
        qPrintable(error));
    QVERIFY2(a.setRoundPairing(2, boards({{6, 2}, {1, 7}, {8, 4}, {3, 9}, {10, 5}}),
                 QStringLiteral("test"), {}, &error),
        qPrintable(error));
    QVERIFY2(b.open(m_url, &error), qPrintable(error));
    QVERIFY(a.isListening());
    QVERIFY(b.isListening());
    QVERIFY(a.tournament() == b.tournament());
}

// Two arbiters enter the same board: the second is refused with a message naming the first's
// entry (board, round, result, when); the first result stays.
void tst_ConcurrentEntry::sameBoardRefused()
{
    TournamentDatabase a, b;
    openTwice(a, b);
    QString error;
    QVERIFY2(a.setResult(1, 3, '1', {}, &error), qPrintable(error));
    // b has not read the notification yet: its copy still shows board 3 without a result.
    QCOMPARE(codeIn(b.tournament(), 3, 1), ' ');
    QVERIFY(!b.setResult(1, 8, '1', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("Board 3 of round 1")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("1-0")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("entered at")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("3 Player 3")), qPrintable(error));
    const auto stored = a.load(&error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(codeIn(*stored, 3, 1), '1');
    QCOMPARE(codeIn(*stored, 8, 1), '0');
    // Nothing was written for the refused entry, and b now shows the stored result.
    QCOMPARE(b.auditLog().size(), a.auditLog().size());
    QCOMPARE(codeIn(b.tournament(), 3, 1), '1');
    QCOMPARE(codeIn(b.tournament(), 8, 1), '0');
    // Having seen it, b may correct it (an ordinary correction).
    QVERIFY2(b.setResult(1, 8, '=', QStringLiteral("checked the score sheet"), &error),
        qPrintable(error));
    QCOMPARE(codeIn(*a.load(), 3, 1), '=');
}

// Results on different boards never conflict, even from a copy that has not seen the other.
void tst_ConcurrentEntry::differentBoardsBothLand()
{
    TournamentDatabase a, b;
    openTwice(a, b);
    QString error;
    QVERIFY2(a.setResult(1, 1, '1', {}, &error), qPrintable(error));
    QVERIFY2(b.setResult(1, 7, '0', {}, &error), qPrintable(error));
    QVERIFY2(a.setBye(3, 5, 'H', {}, &error), qPrintable(error));
    QVERIFY2(b.setResult(2, 10, '=', {}, &error), qPrintable(error));
    const auto stored = a.load(&error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(codeIn(*stored, 1, 1), '1');
    QCOMPARE(codeIn(*stored, 6, 1), '0');
    QCOMPARE(codeIn(*stored, 7, 1), '0');
    QCOMPARE(codeIn(*stored, 2, 1), '1');
    QCOMPARE(codeIn(*stored, 5, 3), 'H');
    QCOMPARE(codeIn(*stored, 10, 2), '=');
    // Each copy catches up with the other's entries through the notifications.
    QTRY_VERIFY_WITH_TIMEOUT(a.tournament() == *stored && b.tournament() == *stored, 2000);
}

// A change reaches the other program within a second, without asking: its tournament in
// memory shows the new result and it is told (the document then recomputes the standings).
void tst_ConcurrentEntry::otherProgramSeesChangeLive()
{
    TournamentDatabase a, b;
    openTwice(a, b);
    int refreshed = 0;
    b.setRefreshed([&refreshed] { ++refreshed; });
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(a.setResult(2, 1, '0', {}, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(codeIn(b.tournament(), 7, 2), '1', 1000);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(refreshed > 0);
    QCOMPARE(codeIn(b.tournament(), 1, 2), '0');
    // A player added and a whole round unpaired arrive the same way.
    Player p;
    p.startNo = 11;
    p.name = QStringLiteral("Late Arrival");
    QVERIFY2(a.setPlayer(p, {}, &error), qPrintable(error));
    QVERIFY2(a.setResult(1, 5, '1', {}, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(b.tournament().indexOf(11) >= 0, 1000);
    QTRY_COMPARE_WITH_TIMEOUT(codeIn(b.tournament(), 10, 1), '0', 1000);
    QTRY_VERIFY_WITH_TIMEOUT(b.tournament() == a.tournament(), 1000);
    // The undo of a change reaches the other program too.
    QVERIFY2(a.undo(&error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(codeIn(b.tournament(), 10, 1), ' ', 1000);
    QVERIFY(b.tournament() == a.tournament());
}

// A copy that has not seen another program's change cannot overwrite it: not with a result, a
// bye, a pairing of the round, an unpairing or a player edit. Each refusal leaves the stored
// rows as they were and names what was changed.
void tst_ConcurrentEntry::staleCopyCannotOverwrite()
{
    TournamentDatabase a, b;
    openTwice(a, b);
    QString error;
    const int entries = a.auditLog().size();
    // a unpairs round 2; stale b enters a result and a bye in it, and pairs round 2 itself.
    QVERIFY2(a.unpairRound(2, {}, &error), qPrintable(error));
    QVERIFY(!b.setResult(2, 6, '1', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("round 2")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("changed meanwhile")), qPrintable(error));
    // b has read the rows it tried again: 6 and 2 are unpaired in its copy now.
    QCOMPARE(codeIn(b.tournament(), 6, 2), char(0));
    // a pairs round 2 anew; b, stale again, gives a bye to a player a paired.
    QVERIFY2(a.setRoundPairing(2, boards({{2, 1}, {4, 3}, {6, 5}, {8, 7}, {10, 9}}),
                 QStringLiteral("test"), {}, &error),
        qPrintable(error));
    QVERIFY(!b.setBye(2, 2, 'H', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("changed meanwhile")), qPrintable(error));
    // b pairs round 1 again while a has entered a result in it (b has not seen it).
    QVERIFY2(a.setResult(1, 9, '=', {}, &error), qPrintable(error));
    QVERIFY(!b.setRoundPairing(
        1, boards({{1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 10}}), QStringLiteral("test"), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("changed meanwhile")), qPrintable(error));
    // A player edited by a; b, stale, edits the same player.
    Player p = a.tournament().players[a.tournament().indexOf(4)];
    p.name = QStringLiteral("Renamed by A");
    QVERIFY2(a.setPlayer(p, {}, &error), qPrintable(error));
    Player q = b.tournament().players[b.tournament().indexOf(4)];
    q.rating = 1999;
    QVERIFY(!b.setPlayer(q, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("Player 4")), qPrintable(error));
    const auto stored = a.load(&error);
    QVERIFY2(stored, qPrintable(error));
    QVERIFY(*stored == a.tournament());
    QCOMPARE(stored->players[stored->indexOf(4)].name, QStringLiteral("Renamed by A"));
    QCOMPARE(stored->players[stored->indexOf(4)].rating, 2460);
    QCOMPARE(codeIn(*stored, 9, 1), '=');
    QCOMPARE(codeIn(*stored, 2, 2), ' ');
    // Only a's four changes were recorded.
    QCOMPARE(a.auditLog().size(), entries + 4);
    // Once up to date, b's edits go through.
    QTRY_VERIFY_WITH_TIMEOUT(b.tournament() == a.tournament(), 2000);
    q = b.tournament().players[b.tournament().indexOf(4)];
    q.rating = 1999;
    QVERIFY2(b.setPlayer(q, {}, &error), qPrintable(error));
}

// An undo writes rows back too: it is refused when the rows are no longer what this copy saw.
void tst_ConcurrentEntry::staleUndoRefused()
{
    TournamentDatabase a, b;
    openTwice(a, b);
    QString error;
    QVERIFY2(a.setResult(1, 1, '1', {}, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(codeIn(b.tournament(), 1, 1), '1', 1000);
    QVERIFY2(b.setResult(1, 1, '0', QStringLiteral("wrong board"), &error), qPrintable(error));
    // a has not seen b's correction: undoing (which would undo b's entry) is refused.
    QVERIFY(!a.undo(&error));
    QVERIFY2(error.contains(QStringLiteral("changed meanwhile")), qPrintable(error));
    QCOMPARE(codeIn(*a.load(), 1, 1), '0');
    QCOMPARE(codeIn(a.tournament(), 1, 1), '0');
}

// The app's document opens an event into a new object and swaps it in: the live updates and
// the checks then work on the object swapped in.
void tst_ConcurrentEntry::liveAfterSwap()
{
    TournamentDatabase a, opened;
    openTwice(a, opened);
    TournamentDatabase shown;
    shown.swap(opened);
    QVERIFY(shown.isListening());
    int refreshed = 0;
    shown.setRefreshed([&refreshed] { ++refreshed; });
    QString error;
    QVERIFY2(a.setResult(1, 1, '1', {}, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(codeIn(shown.tournament(), 1, 1), '1', 1000);
    QVERIFY(refreshed > 0);
    QVERIFY2(a.setResult(1, 2, '1', {}, &error), qPrintable(error));
    QVERIFY(!shown.setResult(1, 2, '0', {}, &error));
    QVERIFY2(error.contains(QStringLiteral("Board 2 of round 1")), qPrintable(error));
    QCOMPARE(codeIn(shown.tournament(), 7, 1), '0');
}

QTEST_MAIN(tst_ConcurrentEntry)
#include "tst_concurrententry.moc"
