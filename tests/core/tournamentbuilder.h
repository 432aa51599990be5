// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tournament.h"

#include <QRegularExpression>
#include <QStringList>

//! Builds a small tournament for tests. Each string is one player (start numbers 1, 2, ...):
//! "RATING: R1 R2 ...", where a round is "<opponent><w|b|-><code>" (e.g. "2w1", "3b=", "4-+")
//! or a bye code alone ("H", "F", "U", "Z", "-" absent, "." not paired). RATING 0 = unrated.
inline arb::Tournament buildTournament(const QStringList &players,
                                       arb::TournamentType type = arb::TournamentType::Swiss)
{
    using namespace arb;
    Tournament t;
    t.name = QStringLiteral("test");
    t.type = type;
    static const QRegularExpression game(QStringLiteral("^(\\d+)([wb-])([10=+\\-WDL])$"));
    int startNo = 0;
    for (const QString &spec : players) {
        Player p;
        p.startNo = ++startNo;
        p.name = QStringLiteral("Player %1").arg(startNo);
        const QStringList parts = spec.split(u':');
        p.rating = parts[0].trimmed().toInt();
        for (const QString &tok : parts.value(1).split(u' ', Qt::SkipEmptyParts)) {
            RoundEntry e;
            const auto m = game.match(tok);
            if (m.hasMatch()) {
                e.opponent = m.captured(1).toInt();
                const QChar c = m.captured(2)[0];
                e.colour = c == u'w' ? Colour::White : c == u'b' ? Colour::Black : Colour::None;
                e.code = char(m.captured(3)[0].unicode());
            } else if (tok == u".") {
                e.code = ' ';
            } else if (tok.size() == 1 && QStringLiteral("HFUZ-").contains(tok[0])) {
                e.code = char(tok[0].unicode());
            } else {
                qFatal("buildTournament: bad round \"%s\"", qPrintable(tok));
            }
            e.rated = !(e.code == 'W' || e.code == 'D' || e.code == 'L');
            p.rounds.append(e);
        }
        t.players.append(p);
    }
    for (Player &p : t.players) {
        Fixed sum;
        for (const RoundEntry &e : p.rounds)
            sum += t.scoring.points(e);
        p.declaredPoints = sum;
        p.hasDeclaredPoints = true;
    }
    return t;
}
