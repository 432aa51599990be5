// SPDX-License-Identifier: GPL-3.0-or-later
// The kill -9 trial (scripts/killtrial.sh): the sequence of results the writers enter, and the
// check of a file against what a killed writer reported.
#pragma once

#include "result.h"
#include "tournamentdatabase.h"

#include <QFile>
#include <QHash>
#include <QString>

#include <cstdio>

namespace killtrial {

constexpr int Rounds = 11;

//! One result entered: white's code in a game of round \a round.
struct Step
{
    int round = 0;
    int white = 0;
    int black = 0;
    char code = ' ';
};

//! Returns step \a i of the sequence for \a players players (boards 1-2, 3-4, ... each round,
//! the codes in turn; after the last round it starts again, correcting earlier results).
inline Step step(qint64 i, int players)
{
    const int pairs = players / 2;
    const char codes[] = {'1', '0', '=', '+', '-'};
    const int white = 1 + 2 * int(i % pairs);
    return Step {1 + int((i / pairs) % Rounds), white, white + 1, codes[(i / 7) % 5]};
}

//! Prints the step about to be entered ("begin") or reported committed ("committed").
inline void print(const char *what, const Step &s)
{
    std::printf("%s %d %d %d %c\n", what, s.round, s.white, s.black, s.code);
    std::fflush(stdout);
}

//! Opens \a path after a kill and compares it with the writer's output \a log: every
//! "committed" step must be in the file (the one "begin" after it may be there too), and the
//! audit log must hold one row per change since \a baseRows. Prints
//! "committed N in-file M lost L" and returns L, or -1 when the file does not open.
inline int check(const QString &path, const QString &log, int baseRows)
{
    QFile f(log);
    if (!f.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(log));
        return -1;
    }
    QHash<qint64, char> expected; // round * 100000 + white -> the last committed code
    QHash<qint64, char> inFlight;
    qint64 committed = 0;
    bool corrected = false; // the sequence started again: a change may then change nothing
    while (!f.atEnd()) {
        const QList<QByteArray> w = f.readLine().trimmed().split(' ');
        if (w.size() != 5 || w[4].size() != 1)
            continue; // a line cut by the kill
        const qint64 key = w[1].toLongLong() * 100000 + w[2].toLongLong();
        if (w[0] == "begin") {
            inFlight.clear();
            inFlight.insert(key, w[4][0]);
        } else if (w[0] == "committed") {
            corrected = corrected || expected.contains(key);
            expected.insert(key, w[4][0]);
            inFlight.clear();
            ++committed;
        }
    }
    arb::TournamentDatabase db;
    QString error;
    if (!db.open(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return -1;
    }
    const arb::Tournament &t = db.tournament();
    qint64 lost = 0;
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const int round = int(it.key() / 100000);
        const int white = int(it.key() % 100000);
        const int wi = t.indexOf(white);
        const int bi = t.indexOf(white + 1);
        char whiteCode = '?', blackCode = '?';
        if (wi >= 0 && bi >= 0 && t.players[wi].rounds.size() >= round
            && t.players[bi].rounds.size() >= round
            && t.players[wi].rounds[round - 1].opponent == white + 1) {
            whiteCode = t.players[wi].rounds[round - 1].code;
            blackCode = t.players[bi].rounds[round - 1].code;
        }
        const bool ok = whiteCode == it.value() || whiteCode == inFlight.value(it.key(), '?');
        // Both players' entries are one change: never one without the other.
        if (!ok || blackCode != arb::result::mirrored(whiteCode))
            ++lost;
    }
    const qint64 rows = db.auditLog().size() - baseRows;
    // One audit row per change: at most one more (committed, not yet reported) than reported.
    if (!corrected && rows < committed)
        lost += committed - rows;
    std::printf("committed %lld in-file %lld lost %lld\n", committed, rows, lost);
    return int(qMin<qint64>(lost, 1000));
}

} // namespace killtrial
