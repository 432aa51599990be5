// SPDX-License-Identifier: GPL-3.0-or-later
// Enters results into the database given as argument, one transaction each, and prints
// "committed ROUND WHITE BLACK CODE" after each commit, until it is killed (the crash test).
#include "tournamentdatabase.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: storage_crash_writer DATABASE\n");
        return 2;
    }
    arb::TournamentDatabase db;
    QString error;
    if (!db.open(QString::fromLocal8Bit(argv[1]), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    const int pairs = int(db.tournament().players.size()) / 2;
    const char codes[] = {'1', '0', '=', '+', '-'};
    for (qint64 i = 0;; ++i) {
        const int round = 1 + int((i / pairs) % 11);
        const int white = 1 + 2 * int(i % pairs);
        const char code = codes[(i / 7) % 5];
        if (!db.setGame(round, white, white + 1, code, {}, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 4;
        }
        std::printf("committed %d %d %d %c\n", round, white, white + 1, code);
        std::fflush(stdout);
    }
}
