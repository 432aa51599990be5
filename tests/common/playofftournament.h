// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournamentdocument.h"

#include <QStringList>

//! Fills \a doc (a new, empty database) with a single round robin of four players, entered
//! through the document like an arbiter would: "two" = players 1 and 2 share first place on
//! 2½ points (equal on every tie-break too); "four" = every game drawn, all four tied on 1½.
inline bool fillTiedRoundRobin(arb::TournamentDocument &doc, const QString &kind)
{
    const QStringList names
        = {QStringLiteral("Anand, Viswanathan"), QStringLiteral("Carlsen, Magnus"),
            QStringLiteral("Giri, Anish"), QStringLiteral("Nakamura, Hikaru")};
    const int ratings[] = {2750, 2830, 2760, 2790};
    bool ok = doc.setEventField(QStringLiteral("name"), QStringLiteral("Tata Steel Masters 2026"))
        && doc.setEventField(QStringLiteral("city"), QStringLiteral("Wijk aan Zee"))
        && doc.setEventField(QStringLiteral("chiefArbiter"), QStringLiteral("IA Test Arbiter"))
        && doc.setEventField(QStringLiteral("type"), QStringLiteral("2"))
        && doc.setEventField(QStringLiteral("declaredRounds"), QStringLiteral("3"));
    for (int i = 0; i < 4; ++i)
        ok = ok && doc.addPlayer(names[i], ratings[i]);
    const bool two = kind == u"two";
    // Berger table for four: (1-4, 2-3), (4-3, 1-2), (2-4, 3-1).
    struct Game
    {
        int round, white, black;
        char twoCode;
    };
    const Game games[] = {{1, 1, 4, '1'}, {1, 2, 3, '1'}, {2, 4, 3, '0'}, {2, 1, 2, '='},
        {3, 2, 4, '1'}, {3, 3, 1, '0'}};
    for (const Game &g : games)
        ok = ok && doc.setGame(g.round, g.white, g.black, two ? g.twoCode : '=');
    return ok;
}
