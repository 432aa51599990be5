// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "tournament.h"

#include <QRegularExpression>
#include <QStringList>

//! Builds a small tournament for tests. Each string is one player (start numbers 1, 2, ...):
//! "RATING: R1 R2 ...", where a round is "<opponent><w|b|-><code>" (e.g. "2w1", "3b=", "4-+")
//! or a bye code alone ("H", "F", "U", "Z", "-" absent, "." not paired). RATING 0 = unrated.
inline arb::Tournament buildTournament(
    const QStringList &players, arb::TournamentType type = arb::TournamentType::Swiss)
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

//! Builds a small tournament from one line per participant (start numbers 1, 2, ...), one token
//! per round: "3w1" = against 3 with White, won (TRF result codes 1 = 0 + -), "H" "F" "U" "Z"
//! for byes, "." for a round not paired. Returns an empty message, or what is inconsistent (a game
//! not written the same way on both sides).
inline QString buildTournament(
    const QStringList &rows, arb::Tournament *t, const QList<int> &ratings = {})
{
    using namespace arb;
    static const QRegularExpression game(QStringLiteral("^(\\d+)([wb])([10=+-])$"));
    *t = Tournament();
    t->type = TournamentType::Swiss;
    for (int i = 0; i < rows.size(); ++i) {
        Player p;
        p.startNo = i + 1;
        p.name = QStringLiteral("Player %1").arg(i + 1);
        p.rating = i < ratings.size() ? ratings[i] : 0;
        for (const QString &token : rows[i].split(u' ', Qt::SkipEmptyParts)) {
            RoundEntry e;
            const auto m = game.match(token);
            if (m.hasMatch()) {
                e.opponent = m.captured(1).toInt();
                e.colour = m.captured(2) == u"w" ? Colour::White : Colour::Black;
                e.code = m.captured(3).at(0).toLatin1();
            } else if (token == u".") {
                e.code = ' ';
            } else if (token.size() == 1 && QStringLiteral("HFUZ").contains(token)) {
                e.code = token.at(0).toLatin1();
            } else {
                return QStringLiteral("player %1: bad token \"%2\"").arg(i + 1).arg(token);
            }
            p.rounds.append(e);
        }
        t->players.append(p);
    }
    t->declaredRounds = t->roundCount();
    // Every game must be written on both sides with opposite colours and results.
    for (const Player &p : t->players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry &e = p.rounds[r];
            if (e.opponent == 0)
                continue;
            const int o = t->indexOf(e.opponent);
            if (o < 0 || r >= t->players[o].rounds.size())
                return QStringLiteral("player %1 round %2: no such opponent")
                    .arg(p.startNo)
                    .arg(r + 1);
            const RoundEntry &f = t->players[o].rounds[r];
            if (f.opponent != p.startNo || f.colour == e.colour
                || f.code != result::mirrored(e.code))
                return QStringLiteral("player %1 round %2: not mirrored by player %3")
                    .arg(p.startNo)
                    .arg(r + 1)
                    .arg(e.opponent);
        }
    }
    return QString();
}
