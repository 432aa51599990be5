// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/dutch.h"

#include "pairing/bracket.h"
#include "pairing/players.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb {

using namespace pairing;

namespace {

    //! Returns true when player \a p is not to be paired in \a round: a requested bye, an absence
    //! or a withdrawal written for that round (C.04.2: not paired, scored by the regulations).
    bool sitsOut(const Player &p, int round)
    {
        if (round - 1 >= p.rounds.size())
            return false;
        const RoundEntry &e = p.rounds[round - 1];
        return e.opponent == 0 && e.code != ' ' && e.code != 'U';
    }

    //! Returns the virtual points of C.04.5.1 (Baku) for each player in \a round (raw Fixed).
    QList<qint64> bakuPoints(const Tournament &t, int round)
    {
        const int n = int(t.players.size());
        QList<qint64> pts(n, 0);
        const int accelerated = (t.plannedRounds() + 1) / 2;
        const int full = (accelerated + 1) / 2;
        if (round > accelerated)
            return pts;
        const int groupA = 2 * ((n + 3) / 4); // GA: the top half rounded up to an even number
        const qint64 v = round <= full ? t.scoring.win.raw() : t.scoring.win.raw() / 2;
        for (int i = 0; i < n && i < groupA; ++i)
            pts[i] = v;
        return pts;
    }

} // namespace

Colour initialColourOf(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(QLatin1String("XXC")))
            continue;
        if (r.line.contains(QLatin1String("black1"), Qt::CaseInsensitive))
            return Colour::Black;
        if (r.line.contains(QLatin1String("white1"), Qt::CaseInsensitive))
            return Colour::White;
    }
    return Colour::White;
}

PairingResult pairDutch(const Tournament &t, int round, const PairingOptions &options)
{
    PairingResult result;
    if (round < 1) {
        result.error
            = QCoreApplication::translate("arb::Dutch", "round %1 does not exist").arg(round);
        return result;
    }
    const QList<qint64> virtualPoints = options.baku ? bakuPoints(t, round) : QList<qint64>();
    QList<PlayerState> st = playerStates(t, round, virtualPoints);
    const Colour initial
        = options.initialColour == Colour::None ? initialColourOf(t) : options.initialColour;

    // A.2 (2025 1.2): score, then pairing number.
    QList<int> order;
    for (int i = 0; i < t.players.size(); ++i)
        if (!sitsOut(t.players[i], round))
            order.append(i);
    if (round == 1) {
        for (int k = 0; k < order.size(); ++k)
            st[order[k]].pairingNo = k + 1;
    }
    const auto ranksAbove = [&st](int a, int b) {
        return st[a].score != st[b].score ? st[a].score > st[b].score
                                          : st[a].startNo < st[b].startNo;
    };
    std::sort(order.begin(), order.end(), ranksAbove);

    BracketInput in;
    in.states = &st;
    in.initial = initial;
    for (const auto &[a, b] : options.doNotPair) {
        const int ia = t.indexOf(a), ib = t.indexOf(b);
        if (ia >= 0 && ib >= 0)
            in.forbidden.insert(pairKey(ia, ib));
    }

    QList<QPair<int, int>> pairs;
    int byePlayer = -1;
    QList<int> mdps;
    qsizetype next = 0; // first player of the next scoregroup in order
    while (next < order.size()) {
        // The bracket: the MDPs and the residents of the next scoregroup (1.3.2).
        qsizetype end = next;
        while (end < order.size() && st[order[end]].score == st[order[next]].score)
            ++end;
        in.bracket = mdps;
        in.mdpCount = int(mdps.size());
        in.bracket += order.mid(next, end - next);
        in.lower = order.mid(end);
        qsizetype nextEnd = end;
        while (nextEnd < order.size() && st[order[nextEnd]].score == st[order[end]].score)
            ++nextEnd;
        in.nextGroupSize = int(nextEnd - end);
        const BracketResult br = pairBracket(in);
        if (!br.ok) {
            result.error = QCoreApplication::translate("arb::Dutch",
                "round %1 cannot be paired without breaking an absolute criterion "
                "(C.04.3 [C1]-[C4]); the chief arbiter decides")
                               .arg(round);
            return result;
        }
        pairs += br.pairs;
        if (br.byePlayer >= 0)
            byePlayer = br.byePlayer;
        mdps = br.downfloaters;
        std::sort(mdps.begin(), mdps.end(), ranksAbove);
        next = end;
    }
    if (!mdps.isEmpty()) {
        result.error
            = QCoreApplication::translate("arb::Dutch", "round %1: %2 players left unpaired")
                  .arg(round)
                  .arg(mdps.size());
        return result;
    }

    // Colours by Art. 5 (old E); boards by the higher score, then the higher player's rank.
    std::sort(pairs.begin(), pairs.end(), [&](const auto &x, const auto &y) {
        const auto hi = [&](const QPair<int, int> &p) {
            return ranksAbove(p.first, p.second) ? p.first : p.second;
        };
        const auto lo = [&](const QPair<int, int> &p) {
            return ranksAbove(p.first, p.second) ? p.second : p.first;
        };
        if (st[hi(x)].score != st[hi(y)].score)
            return st[hi(x)].score > st[hi(y)].score;
        if (st[lo(x)].score != st[lo(y)].score)
            return st[lo(x)].score > st[lo(y)].score;
        return ranksAbove(hi(x), hi(y));
    });
    for (const auto &[a0, b0] : pairs) {
        const int a = ranksAbove(a0, b0) ? a0 : b0;
        const int b = a == a0 ? b0 : a0;
        const Colour c = allocateColour(st[a], st[b], true, initial);
        const int wa = t.players[a].startNo, wb = t.players[b].startNo;
        result.boards.append(c == Colour::White ? Board {wa, wb} : Board {wb, wa});
    }
    if (byePlayer >= 0)
        result.boards.append({t.players[byePlayer].startNo, 0});
    return result;
}

} // namespace arb
