// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off test harness shared by tst_playoff (Tata Steel Masters) and tst_playoffformats:
// entrants, and results written per pair so that rows do not depend on the lots: "1>2" is the
// next game between 1 and 2 won by 1 (whatever the colours), "1=2" drawn. The harness plays each
// pending game for which a rule is left, in the order of the plan, until none applies.
#pragma once

#include "playoff/playoff.h"

#include <QSet>
#include <QStringList>

#include <random>

using namespace arb;

namespace playofftest {

// n players numbered 1..n, ranked in that order, SB decreasing so that E.2 seeds by number.
PlayoffInput entrants(int n)
{
    PlayoffInput in;
    for (int i = 1; i <= n; ++i) {
        PlayoffEntrant e;
        e.startNo = i;
        e.name = QStringLiteral("P%1").arg(i);
        e.mainRank = i;
        e.sonnebornBerger = Fixed::fromInt(40 - i);
        e.gamesWithBlack = 4;
        in.entrants.append(e);
    }
    for (int a = 1; a <= n; ++a)
        for (int b = 1; b <= n; ++b)
            if (a != b)
                in.mutualPoints[{a, b}] = Fixed::half();
    return in;
}

struct Rule
{
    int a;
    int b;
    char op; // '>' a wins, '<' b wins, '=' draw
    bool used = false;
};

QList<Rule> parseRules(const QString &text)
{
    QList<Rule> rules;
    for (const QString &r : text.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype at = r.indexOf(QRegularExpression(QStringLiteral("[<>=]")));
        rules.append({r.left(at).toInt(), r.mid(at + 1).toInt(), char(r[at].toLatin1())});
    }
    return rules;
}

// Plays the rules into the plan; returns the final state and the number of unused rules.
PlayoffState play(const PlayoffConfig &config, const PlayoffInput &in, const QString &ruleText,
    quint64 seed, int *unused = nullptr, QMap<QString, GameResult> *resultsOut = nullptr)
{
    QList<Rule> rules = parseRules(ruleText);
    QMap<QString, GameResult> results;
    for (;;) {
        const PlayoffState st = runPlayoff(config, in, results, seed);
        bool applied = false;
        for (const PlayoffGame &g : st.nextGames()) {
            for (Rule &r : rules) {
                if (r.used
                    || !((r.a == g.white && r.b == g.black) || (r.a == g.black && r.b == g.white)))
                    continue;
                r.used = true;
                const int winner = r.op == '>' ? r.a : r.op == '<' ? r.b : 0;
                results[g.id] = winner == 0 ? GameResult::Draw
                    : winner == g.white     ? GameResult::WhiteWin
                                            : GameResult::BlackWin;
                applied = true;
                break;
            }
            if (applied)
                break;
        }
        if (!applied) {
            if (unused)
                *unused = int(std::count_if(
                    rules.begin(), rules.end(), [](const Rule &r) { return !r.used; }));
            if (resultsOut)
                *resultsOut = results;
            return st;
        }
    }
}

// "1@1 2@2= 3@2=": start number @ place, "=" when shared.
QString placesText(const PlayoffState &st)
{
    QStringList out;
    for (const PlayoffPlace &p : st.places)
        out.append(QStringLiteral("%1@%2%3").arg(p.startNo).arg(p.place).arg(
            p.shared ? QStringLiteral("=") : QString()));
    return out.join(u' ');
}

// "1-4 2-3": the pairs of the pending games, lower number first, sorted.
QString nextText(const PlayoffState &st)
{
    QStringList out;
    for (const PlayoffGame &g : st.nextGames())
        out.append(QStringLiteral("%1-%2")
                       .arg(std::min(g.white, g.black))
                       .arg(std::max(g.white, g.black)));
    out.sort();
    return out.join(u' ');
}

// Every pair of 1..n drawn, optionally leaving out player `skip`.
QString allDraws(int n, int skip = 0)
{
    QStringList out;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b)
            if (a != skip && b != skip)
                out.append(QStringLiteral("%1=%2").arg(a).arg(b));
    return out.join(u' ');
}

// 1 beats everybody in 1..n, the others draw.
QString oneWins(int n, int winner = 1)
{
    QStringList out;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b)
            out.append(QStringLiteral("%1%2%3")
                           .arg(a)
                           .arg(QChar(a == winner ? u'>'
                                   : b == winner  ? u'<'
                                                  : u'='))
                           .arg(b));
    return out.join(u' ');
}

} // namespace playofftest

using namespace playofftest;
