// SPDX-License-Identifier: GPL-3.0-or-later
// Enters results into the database given as argument, one transaction each, and prints
// "committed ROUND WHITE BLACK CODE" after each commit, until it is killed (the crash test).
//
// For scripts/killtrial.sh also:
//   storage_crash_writer --create DATABASE PLAYERS  a tournament with every round paired;
//                                                   prints "audit-rows N"
//   storage_crash_writer --trial DATABASE           enters results as above, printing "begin ..."
//                                                   before each and "committed ..." after it
//   storage_crash_writer --check DATABASE LOG BASE  reopens a killed writer's file and prints
//                                                   "committed N in-file M lost L"; exit 1 if L > 0
#include "killtrial.h"
#include "tournamentdatabase.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>

namespace {

int fail(const QString &error, int code)
{
    std::fprintf(stderr, "%s\n", qPrintable(error));
    return code;
}

int create(const QString &path, int players)
{
    arb::TournamentDatabase db;
    QString error;
    if (!db.create(path, &error))
        return fail(error, 3);
    for (int i = 1; i <= players; ++i) {
        arb::Player p;
        p.startNo = i;
        p.name = QStringLiteral("Player %1").arg(i);
        p.rating = 2400 - i;
        if (!db.setPlayer(p, {}, &error))
            return fail(error, 4);
    }
    for (int round = 1; round <= killtrial::Rounds; ++round)
        for (int white = 1; white < players; white += 2)
            if (!db.setGame(round, white, white + 1, ' ', {}, &error))
                return fail(error, 4);
    std::printf("audit-rows %lld\n", qint64(db.auditLog().size()));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool option = argc >= 2 && argv[1][0] == '-';
    if (argc < 2 || (option && argc < 3)) {
        std::fprintf(stderr, "usage: storage_crash_writer [--create|--trial|--check] DATABASE\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[option ? 2 : 1]);
    if (option && std::strcmp(argv[1], "--create") == 0)
        return create(path, argc > 3 ? std::atoi(argv[3]) : 100);
    if (option && std::strcmp(argv[1], "--check") == 0) {
        if (argc < 5)
            return 2;
        const int lost
            = killtrial::check(path, QString::fromLocal8Bit(argv[3]), std::atoi(argv[4]));
        return lost == 0 ? 0 : lost < 0 ? 3 : 1;
    }
    const bool trial = option && std::strcmp(argv[1], "--trial") == 0;
    arb::TournamentDatabase db;
    QString error;
    if (!db.open(path, &error))
        return fail(error, 3);
    const int players = int(db.tournament().players.size());
    for (qint64 i = 0;; ++i) {
        const killtrial::Step s = killtrial::step(i, players);
        if (trial)
            killtrial::print("begin", s);
        if (!db.setGame(s.round, s.white, s.black, s.code, {}, &error))
            return fail(error, 4);
        killtrial::print("committed", s);
    }
}
