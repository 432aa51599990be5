// SPDX-License-Identifier: GPL-3.0-or-later
#include "bergertables.h"

namespace arb {

// C.05 Annex 1: with n (even) players, player n meets in round r the player
// 1 + ((r - 1) * n / 2) mod (n - 1), with White in even rounds; the others pair around that
// player like a clock: board k (k >= 2) is base + k - 1 against base - k + 1 (mod n - 1).
QList<QList<BergerTables::Pairing>> BergerTables::rounds(int players, bool doubleRoundRobin)
{
    QList<QList<Pairing>> out;
    if (players < 2 || players > MaxPlayers)
        return out;
    const int n = players % 2 ? players + 1 : players;
    const int m = n - 1;
    auto real = [players](int p) { return p > players ? 0 : p; };
    for (int r = 1; r <= m; ++r) {
        const int base = ((r - 1) * (n / 2)) % m;
        QList<Pairing> boards;
        const int first = base + 1;
        Pairing b1 = r % 2 ? Pairing {first, n} : Pairing {n, first};
        if (real(b1.white) == 0)
            b1 = {b1.black, 0};
        else if (real(b1.black) == 0)
            b1 = {b1.white, 0};
        boards.append(b1);
        for (int k = 2; k <= n / 2; ++k) {
            const int white = (base + k - 1) % m + 1;
            const int black = ((base - (k - 1)) % m + m) % m + 1;
            boards.append({white, black});
        }
        out.append(boards);
    }
    if (doubleRoundRobin) {
        const int single = int(out.size());
        for (int r = 0; r < single; ++r) {
            QList<Pairing> boards;
            for (const Pairing &p : out[r])
                boards.append(p.black ? Pairing {p.black, p.white} : p);
            out.append(boards);
        }
    }
    return out;
}

} // namespace arb
