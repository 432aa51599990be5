// SPDX-License-Identifier: GPL-3.0-or-later
// Berger tables of FIDE's General Regulations for Competitions (C.05, Annex 1).
//
// For an even size n (odd fields use n + 1, the highest number being the bye) and m = n - 1:
// in round r the player opposite n is a = 1 + (r - 1) * n / 2 (mod m); n has Black in odd
// rounds and White in even ones, on board 1. On board k (2..n/2) a + (k - 1) has White
// against a - (k - 1), both counted modulo m in 1..m. This reproduces the printed tables
// (round 2 of eight players: 8-5, 6-4, 7-3, 1-2), checked in tests/core/tst_berger.cpp.
#include "pairing/berger.h"

namespace arb {

namespace {

    int tableSize(int players)
    {
        return players % 2 == 0 ? players : players + 1;
    }

    // Returns x counted modulo m into 1..m.
    int wrap(int x, int m)
    {
        return ((x - 1) % m + m) % m + 1;
    }

} // namespace

int bergerRoundsPerCycle(int players)
{
    return players < 2 ? 0 : tableSize(players) - 1;
}

QString roundRobinSystemCode(int cycles, BergerOrder order)
{
    if (cycles == 2)
        return order == BergerOrder::Fide ? QStringLiteral("FIDE_DOUBLEROUNDROBIN")
                                          : QStringLiteral("BERGER_DOUBLEROUNDROBIN");
    return cycles <= 1 ? QStringLiteral("BERGER_ROUNDROBIN")
                       : QStringLiteral("BERGER_ROUNDROBIN_G%1").arg(cycles);
}

BergerOrder bergerOrderOf(const QString &systemCode)
{
    const QString code = systemCode.trimmed().toUpper();
    return code == u"FIDE_DOUBLEROUNDROBIN" || code == u"FIDE_TEAM_DOUBLEROUNDROBIN"
        ? BergerOrder::Fide
        : BergerOrder::Tables;
}

QList<BergerPairing> bergerRound(int players, int round, BergerOrder order)
{
    QList<BergerPairing> out;
    const int perCycle = bergerRoundsPerCycle(players);
    if (perCycle == 0 || round < 1)
        return out;
    const int n = tableSize(players);
    const int m = n - 1;
    const int cycle = (round - 1) / perCycle;
    int r = (round - 1) % perCycle + 1;
    if (order == BergerOrder::Fide && cycle == 0 && perCycle >= 2 && r >= perCycle - 1)
        r = perCycle == r ? perCycle - 1 : perCycle; // the last two rounds exchanged
    const bool reversed = cycle % 2 == 1;
    const int a = wrap(1 + (r - 1) * (n / 2), m);

    auto add = [&](int board, int white, int black) {
        if (reversed)
            std::swap(white, black);
        // The bye: the player meeting the highest number of an odd field's table.
        if (players % 2 == 1) {
            if (white == n)
                white = black, black = 0;
            else if (black == n)
                black = 0;
        }
        out.append({round, board, white, black});
    };
    if (r % 2 == 0)
        add(1, n, a);
    else
        add(1, a, n);
    for (int k = 2; k <= n / 2; ++k)
        add(k, wrap(a + (k - 1), m), wrap(a - (k - 1), m));
    return out;
}

QList<BergerPairing> bergerSchedule(int players, int cycles, BergerOrder order)
{
    QList<BergerPairing> out;
    const int rounds = bergerRoundsPerCycle(players) * cycles;
    for (int r = 1; r <= rounds; ++r)
        out.append(bergerRound(players, r, order));
    return out;
}

} // namespace arb
