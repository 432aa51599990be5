// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/corrections.h"

#include "result.h"
#include "rules/tournamentchecks.h"

#include <QRegularExpression>

#include <algorithm>

namespace arb {

namespace {

    QString codeText(char c)
    {
        return QString(QLatin1Char(c == ' ' ? '?' : c));
    }

    char codeOf(const QString &s)
    {
        const char ch = s == u"?" ? ' ' : char(s.at(0).unicode());
        return result::classOf(ch) ? ch : '\0';
    }

} // namespace

QString Correction::kind() const
{
    return before == '*' ? QStringLiteral("Adjournment") : QStringLiteral("Correction");
}

QString Correction::record() const
{
    // A record of the file: its words stay English whatever the user's language.
    const QString who = black > 0 ? QStringLiteral("%1-%2").arg(white).arg(black)
                                  : QStringLiteral("player %1").arg(white);
    QString r = colours
        ? QStringLiteral("### Correction @ Round %1: %2, colours -> %3-%4; after round %5 was "
                         "paired")
              .arg(round)
              .arg(who)
              .arg(black)
              .arg(white)
              .arg(pairedThrough)
        : QStringLiteral("### %1 @ Round %2: %3, %4 -> %5; after round %6 was paired")
              .arg(kind())
              .arg(round)
              .arg(who, codeText(before), codeText(after))
              .arg(pairedThrough);
    if (when.isValid()) {
        QString a = arbiter.simplified();
        a.replace(u';', u',');
        r += QStringLiteral("; arbiter %1; %2")
                 .arg(a.isEmpty() ? QStringLiteral("-") : a, when.toUTC().toString(Qt::ISODate));
    }
    return r;
}

std::optional<Correction> Correction::parse(const QString &line)
{
    static const QRegularExpression current(QStringLiteral(
        "^### (?:Correction|Adjournment) @ Round (\\d+): (?:(\\d+)-(\\d+)|player (\\d+)), "
        "(\\S) -> (\\S); after round (\\d+) was paired(?:; arbiter (.*); (\\S+))?\\s*$"));
    static const QRegularExpression older(QStringLiteral(
        "^### correction: round (\\d+), (?:(\\d+)-(\\d+)|player (\\d+)), (\\S) -> (\\S), after "
        "round (\\d+) was paired"));
    static const QRegularExpression colourSwap(QStringLiteral(
        "^### Correction @ Round (\\d+): (\\d+)-(\\d+), colours -> (\\d+)-(\\d+); after round "
        "(\\d+) was paired(?:; arbiter (.*); (\\S+))?\\s*$"));
    if (!line.startsWith(u"### "))
        return std::nullopt;
    if (const QRegularExpressionMatch m = colourSwap.match(line); m.hasMatch()) {
        Correction c;
        c.colours = true;
        c.round = m.captured(1).toInt();
        c.white = m.captured(2).toInt();
        c.black = m.captured(3).toInt();
        c.pairedThrough = m.captured(6).toInt();
        if (!m.captured(8).isEmpty()) {
            c.arbiter = m.captured(7) == u"-" ? QString() : m.captured(7);
            c.when = QDateTime::fromString(m.captured(8), Qt::ISODate);
        }
        // The players after the arrow are the same two, the other way round.
        if (m.captured(4).toInt() != c.black || m.captured(5).toInt() != c.white || c.round < 1
            || c.white < 1 || c.black < 1 || (!m.captured(8).isEmpty() && !c.when.isValid()))
            return std::nullopt;
        return c;
    }
    QRegularExpressionMatch m = current.match(line);
    if (!m.hasMatch())
        m = older.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    Correction c;
    c.round = m.captured(1).toInt();
    if (!m.captured(2).isEmpty()) {
        c.white = m.captured(2).toInt();
        c.black = m.captured(3).toInt();
    } else {
        c.white = m.captured(4).toInt();
    }
    c.before = codeOf(m.captured(5));
    c.after = codeOf(m.captured(6));
    c.pairedThrough = m.captured(7).toInt();
    if (m.lastCapturedIndex() >= 9 && !m.captured(9).isEmpty()) {
        c.arbiter = m.captured(8) == u"-" ? QString() : m.captured(8);
        c.when = QDateTime::fromString(m.captured(9), Qt::ISODate);
        if (!c.when.isValid())
            return std::nullopt;
    }
    if (c.before == '\0' || c.after == '\0' || c.round < 1 || c.white < 1)
        return std::nullopt;
    return c;
}

QStringList adjournedGames(const Tournament &t)
{
    // Round by round, each game once (from White's side): in round, then start number order.
    QStringList games;
    const int rounds = t.roundCount();
    for (int r = 0; r < rounds; ++r)
        for (const Player &p : t.players) {
            const RoundEntry e = p.rounds.value(r);
            if (e.code == '*' && e.opponent > 0
                && (e.colour == Colour::White
                    || (e.colour == Colour::None && p.startNo < e.opponent)))
                games.append(
                    QStringLiteral("round %1: %2-%3").arg(r + 1).arg(p.startNo).arg(e.opponent));
        }
    return games;
}

int lastRoundWithGames(const Tournament &t)
{
    int last = 0;
    for (const Player &p : t.players)
        for (int r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].opponent > 0)
                last = std::max(last, r + 1);
    return last;
}

std::optional<Correction> correctionOf(const Tournament &t, int round, int startNo, char code)
{
    const auto e = pairedEntry(t, startNo, round);
    const int last = lastRoundWithGames(t);
    if (!e || e->code == ' ' || last <= round)
        return std::nullopt;
    Correction c;
    c.round = round;
    c.pairedThrough = last;
    if (e->opponent > 0) {
        const bool white = e->colour != Colour::Black;
        c.white = white ? startNo : e->opponent;
        c.black = white ? e->opponent : startNo;
        const int o = t.indexOf(e->opponent);
        const char theirs = o >= 0 && round <= t.players[o].rounds.size()
            ? t.players[o].rounds[round - 1].code
            : result::mirrored(e->code);
        c.before = white ? e->code : theirs;
        if (e->code == '-' && theirs == '-')
            c.before = 'X'; // a double forfeit: '-' on both sides
        const char mine = code == 'X' ? '-' : code;
        c.after = white ? mine : (code == 'X' ? '-' : result::mirrored(code));
        // A double forfeit shows as '-' on both sides.
        if (code == 'X')
            c.after = 'X';
    } else {
        c.white = startNo;
        c.before = e->code;
        c.after = code;
    }
    if (c.before == c.after)
        return std::nullopt;
    return c;
}

std::optional<Correction> colourCorrectionOf(const Tournament &t, int round, int startNo)
{
    const auto e = pairedEntry(t, startNo, round);
    const int last = lastRoundWithGames(t);
    // A game with a result, or one a later round was paired on: the round was paired (and a
    // checker compares it) with the colours as they were.
    if (!e || e->opponent <= 0 || e->colour == Colour::None || (last <= round && e->code == ' '))
        return std::nullopt;
    Correction c;
    c.colours = true;
    c.round = round;
    c.pairedThrough = std::max(last, round);
    const bool white = e->colour == Colour::White;
    c.white = white ? startNo : e->opponent;
    c.black = white ? e->opponent : startNo;
    return c;
}

QList<Correction> correctionsOf(const Tournament &t)
{
    QList<Correction> out;
    for (const RawRecord &r : t.otherRecords)
        if (const auto c = Correction::parse(r.line))
            out.append(*c);
    return out;
}

Tournament asWhenPaired(const Tournament &t, int round, QList<int> *applied)
{
    Tournament out = t;
    const QList<Correction> all = correctionsOf(t);
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        const Correction &c = *it;
        if (c.round >= round || c.pairedThrough < round)
            continue;
        const int w = out.indexOf(c.white);
        if (w < 0 || c.round > out.players[w].rounds.size())
            continue;
        RoundEntry &we = out.players[w].rounds[c.round - 1];
        if (c.colours) {
            // Back to the colours they had when the later rounds were paired.
            const int b = out.indexOf(c.black);
            if (b < 0 || c.round > out.players[b].rounds.size() || we.opponent != c.black)
                continue;
            we.colour = Colour::White;
            out.players[b].rounds[c.round - 1].colour = Colour::Black;
        } else if (c.black > 0) {
            const int b = out.indexOf(c.black);
            if (b < 0 || c.round > out.players[b].rounds.size() || we.opponent != c.black)
                continue;
            RoundEntry &be = out.players[b].rounds[c.round - 1];
            const char wc = c.before == 'X' ? '-' : c.before;
            const char bc = c.before == 'X' ? '-' : result::mirrored(c.before);
            we.code = wc;
            be.code = bc;
            we.rated = be.rated = !(wc == 'W' || wc == 'D' || wc == 'L');
        } else {
            if (we.opponent != 0)
                continue;
            we.code = c.before;
        }
        if (applied && !applied->contains(c.round))
            applied->append(c.round);
    }
    if (applied)
        std::sort(applied->begin(), applied->end());
    return out;
}

} // namespace arb
