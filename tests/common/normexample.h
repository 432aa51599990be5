// SPDX-License-Identifier: GPL-3.0-or-later
// The worked example A of the title-norms summary as an event: player 1 (FRA, 2300) meets
// players 2-10 in rounds 1-9 and scores 1 ½ ½ 1 ½ 1 1 ½ ½, a GM norm at Rp 2613 (Ra 2447).
#pragma once

#include "tournamentbuilder.h"

#include <QStringList>

//! Returns example A; \a results are player 1's nine results ("1", "=", "0", or " " for a round
//! paired without a result yet).
inline arb::Tournament normExampleA(
    const QStringList &results = {"1", "=", "=", "1", "=", "1", "1", "=", "="})
{
    QStringList specs;
    QString first = QStringLiteral("2300:");
    for (int r = 0; r < 9; ++r)
        first += QStringLiteral(" %1%2%3")
                     .arg(r + 2)
                     .arg(QChar(r % 2 ? u'b' : u'w'))
                     .arg(results[r] == u" " ? QStringLiteral("=") : results[r]);
    specs << first;
    const int ratings[] = {2650, 2580, 2540, 2495, 2460, 2410, 2380, 2310, 2150};
    for (int k = 0; k < 9; ++k) {
        QString s = QStringLiteral("%1:").arg(ratings[k]);
        for (int r = 0; r < 9; ++r) {
            const QString res = results[r];
            const QString mine = res == u"1" ? QStringLiteral("0")
                : res == u"0"                ? QStringLiteral("1")
                : res == u" "                ? QStringLiteral("=")
                                             : res;
            s += r != k ? QStringLiteral(" .")
                        : QStringLiteral(" 1%1%2").arg(QChar(r % 2 ? u'w' : u'b')).arg(mine);
        }
        specs << s;
    }
    arb::Tournament t = buildTournament(specs);
    t.name = QStringLiteral("Norm Open");
    t.declaredRounds = 9;
    const char *titles[] = {"GM", "GM", "GM", "IM", "IM", "FM", "IM", "FM", ""};
    const char *feds[] = {"GER", "NED", "ESP", "FRA", "ENG", "FRA", "USA", "FRA", "FRA"};
    t.players[0].federation = QStringLiteral("FRA");
    t.players[0].sex = u'm';
    for (int k = 0; k < 9; ++k) {
        t.players[k + 1].title = QLatin1String(titles[k]);
        t.players[k + 1].federation = QLatin1String(feds[k]);
    }
    // A result still to come: paired, no result.
    for (int r = 0; r < 9; ++r) {
        if (results[r] != u" ")
            continue;
        t.players[0].rounds[r].code = ' ';
        t.players[r + 1].rounds[r].code = ' ';
    }
    for (arb::Player &p : t.players) {
        arb::Fixed sum;
        for (const arb::RoundEntry &e : p.rounds)
            sum += t.scoring.points(e);
        p.declaredPoints = sum;
    }
    return t;
}
