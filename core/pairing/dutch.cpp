// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/dutch.h"

#include "pairing/bracket.h"
#include "pairing/pairingrules.h"
#include "pairing/players.h"
#include "scores.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <new>

namespace arb {

using namespace pairing;

namespace {

    //! Returns true when player \a p is not to be paired in \a round: a requested bye (H, F, Z),
    //! an absence or a withdrawal (-, or any other code without an opponent) written for that
    //! round (C.04.2: not paired, scored by the regulations), or a pairing-allocated bye (U) the
    //! arbiter gave before pairing. Callers pairing a round again clear its games and U first.
    bool sitsOut(const Player &p, int round)
    {
        if (round - 1 >= p.rounds.size())
            return false;
        const RoundEntry &e = p.rounds[round - 1];
        return e.opponent == 0 && e.code != ' ';
    }

    //! Returns the virtual points (C.04.7) of rounds 1 to \a round, one list a round.
    QList<QList<qint64>> virtualHistory(const Tournament &t, const PairingRules &rules, int round)
    {
        QList<QList<qint64>> history;
        if (rules.method() == AccelerationMethod::None)
            return history;
        for (int r = 1; r <= round; ++r)
            history.append(virtualPoints(t, rules, r));
        return history;
    }

    //! Sorts \a pairs into board order: the higher player's score, the lower player's score, then
    //! the higher player's rank (\a ranksAbove: A.2, score then pairing number).
    template<typename Score, typename Ranks>
    void sortBoards(QList<QPair<int, int>> &pairs, Score score, Ranks ranksAbove)
    {
        std::stable_sort(pairs.begin(), pairs.end(), [&](const auto &x, const auto &y) {
            const auto hi = [&](const QPair<int, int> &p) {
                return ranksAbove(p.first, p.second) ? p.first : p.second;
            };
            const auto lo = [&](const QPair<int, int> &p) {
                return ranksAbove(p.first, p.second) ? p.second : p.first;
            };
            if (score(hi(x)) != score(hi(y)))
                return score(hi(x)) > score(hi(y));
            if (score(lo(x)) != score(lo(y)))
                return score(lo(x)) > score(lo(y));
            return ranksAbove(hi(x), hi(y));
        });
    }

} // namespace

QList<Board> boardOrder(const Tournament &t, int round)
{
    // C.04.7 1.5: under acceleration the pairing score (with the virtual points) orders boards.
    const QList<qint64> extra = virtualPoints(t, pairingRulesOf(t), round);
    QList<qint64> score(t.players.size(), 0);
    QList<QPair<int, int>> pairs; // player indices, White first
    QList<Board> byes;
    for (int i = 0; i < t.players.size(); ++i) {
        const Player &p = t.players[i];
        score[i] = pointsAfter(t, i, round - 1).raw() + extra[i];
        if (round > p.rounds.size())
            continue;
        const RoundEntry &e = p.rounds[round - 1];
        const int o = e.opponent > 0 ? t.indexOf(e.opponent) : -1;
        if (e.opponent == 0 && e.code == 'U')
            byes.append({p.startNo, 0});
        else if (o >= 0
            && (e.colour == Colour::White || (e.colour == Colour::None && p.startNo < e.opponent)))
            pairs.append({i, o});
    }
    sortBoards(
        pairs, [&score](int i) { return score[i]; },
        [&](int a, int b) {
            return score[a] != score[b] ? score[a] > score[b]
                                        : t.players[a].startNo < t.players[b].startNo;
        });
    QList<Board> boards;
    for (const auto &[w, b] : pairs)
        boards.append({t.players[w].startNo, t.players[b].startNo});
    boards += byes;
    // The order fixed when the round was paired comes first (a board is found by either of its
    // players, so that a colour swap keeps its number); a game added later follows.
    const auto fixed = t.boardOrders.constFind(round);
    if (fixed == t.boardOrders.cend())
        return boards;
    QList<Board> ordered;
    ordered.reserve(boards.size());
    QList<bool> taken(boards.size(), false);
    for (int s : *fixed) {
        for (qsizetype k = 0; k < boards.size(); ++k) {
            if (!taken[k] && (boards[k].white == s || (boards[k].black == s && s != 0))) {
                taken[k] = true;
                ordered.append(boards[k]);
                break;
            }
        }
    }
    for (qsizetype k = 0; k < boards.size(); ++k)
        if (!taken[k])
            ordered.append(boards[k]);
    return ordered;
}

Colour recordedInitialColour(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(QLatin1String("XXC")))
            continue;
        if (r.line.contains(QLatin1String("black1"), Qt::CaseInsensitive))
            return Colour::Black;
        if (r.line.contains(QLatin1String("white1"), Qt::CaseInsensitive))
            return Colour::White;
    }
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(QLatin1String("152")))
            continue;
        const QString value = r.line.mid(3).trimmed().toUpper();
        if (value.startsWith(u'B'))
            return Colour::Black;
        if (value.startsWith(u'W'))
            return Colour::White;
    }
    // TRF-2026 152: without the record, the colour of the highest-ranked player paired in round 1
    // (the players are in initial order: the first one with a game).
    for (const Player &p : t.players)
        if (!p.rounds.isEmpty() && p.rounds[0].opponent > 0 && p.rounds[0].colour != Colour::None)
            return p.rounds[0].colour;
    return Colour::None;
}

Colour initialColourOf(const Tournament &t)
{
    const Colour c = recordedInitialColour(t);
    return c == Colour::None ? Colour::White : c;
}

Colour drawInitialColour(quint64 seed)
{
    quint64 z = seed + 0x9E3779B97F4A7C15ULL; // SplitMix64, as the generator uses
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return z % 2 == 0 ? Colour::White : Colour::Black;
}

void recordInitialColour(Tournament &t, Colour colour, const quint64 *seed)
{
    const QString token
        = colour == Colour::Black ? QStringLiteral("black1") : QStringLiteral("white1");
    static const QRegularExpression old(
        QStringLiteral("\\b(white1|black1)\\b"), QRegularExpression::CaseInsensitiveOption);
    bool found = false;
    for (RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(QLatin1String("XXC")))
            continue;
        if (r.line.contains(old))
            r.line.replace(old, token);
        else
            r.line += u' ' + token;
        found = true;
        break;
    }
    if (!found)
        t.otherRecords.append({QStringLiteral("XXC ") + token});
    if (seed)
        t.otherRecords.append(
            {QStringLiteral("### initial colour %1 drawn by lot, seed %2").arg(token).arg(*seed)});
}

namespace {

    PairingResult pairDutchRound(const Tournament &t, int round, const PairingOptions &options)
    {
        PairingResult result;
        if (round < 1) {
            result.error
                = QCoreApplication::translate("arb::Dutch", "round %1 does not exist").arg(round);
            return result;
        }
        PairingRules rules = pairingRulesOf(t);
        rules.baku = rules.baku || options.baku;
        QList<PlayerState> st = playerStates(t, round, virtualHistory(t, rules, round));
        const Colour initial
            = options.initialColour == Colour::None ? initialColourOf(t) : options.initialColour;

        // A.2 (2025 1.2): score, then pairing number.
        QList<int> order;
        int givenBye = 0; // a pairing-allocated bye the arbiter gave before pairing
        for (int i = 0; i < t.players.size(); ++i) {
            if (!sitsOut(t.players[i], round))
                order.append(i);
            else if (t.players[i].rounds[round - 1].code == 'U')
                givenBye = t.players[i].startNo;
        }
        // TRF-2026 / C.04.1 Art. 3: one pairing-allocated bye at most in a round.
        if (givenBye > 0 && order.size() % 2 == 1) {
            result.error = QCoreApplication::translate("arb::Dutch",
                "round %1: player %2 already has the pairing-allocated bye, and the "
                "other %3 players cannot all be paired (an odd number)")
                               .arg(round)
                               .arg(givenBye)
                               .arg(order.size());
            return result;
        }
        // E.5's pairing numbers: by start number among the players in the pairing so far, this
        // round or an earlier one (a game, forfeited or not, or the PAB). A player who has only sat
        // rounds out is numbered from the round he is first paired: a TRF cannot tell a late
        // entrant from a registered player with byes, and FIDE-endorsed engines number so
        // (bbpPairings; C.04.2 1.4 asks identical pairings of endorsed programs).
        {
            QList<bool> numbered(t.players.size(), false);
            for (int i : std::as_const(order))
                numbered[i] = true;
            for (int i = 0; i < t.players.size(); ++i)
                for (int r = 0; r < round - 1 && r < t.players[i].rounds.size() && !numbered[i];
                     ++r)
                    numbered[i]
                        = t.players[i].rounds[r].opponent > 0 || t.players[i].rounds[r].code == 'U';
            int next = 0;
            for (int i = 0; i < t.players.size(); ++i)
                if (numbered[i])
                    st[i].pairingNo = ++next;
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
        // The arbiter's prohibited pairs (260, XXP) in force in this round.
        for (const ProhibitedGroup &g : std::as_const(rules.prohibited)) {
            if (!g.appliesIn(round))
                continue;
            for (qsizetype x = 0; x < g.players.size(); ++x)
                for (qsizetype y = x + 1; y < g.players.size(); ++y) {
                    const int ia = t.indexOf(g.players[x]), ib = t.indexOf(g.players[y]);
                    if (ia >= 0 && ib >= 0)
                        in.forbidden.insert(pairKey(ia, ib));
                }
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
            if (br.tooLarge) {
                result.error = QCoreApplication::translate("arb::Dutch",
                    "round %1: a score group of %2 players (with those floating into it) is more "
                    "than this program can pair at once (%3 players, about 1 GB of memory); the "
                    "chief arbiter decides (acceleration, C.04.7, splits the score groups)")
                                   .arg(round)
                                   .arg(in.bracket.size())
                                   .arg(maxSolvedBracket);
                return result;
            }
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
        sortBoards(
            pairs, [&st](int i) { return st[i].score; }, ranksAbove);
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

} // namespace

PairingResult pairDutch(const Tournament &t, int round, const PairingOptions &options)
{
    try {
        // The byes 240 records announce for this round are requested byes: those players sit
        // it out (TRF-2026 240, mandatory for a round not paired yet).
        const bool announced = std::any_of(
            t.byes.begin(), t.byes.end(), [round](const ByeRecord &b) { return b.round == round; });
        if (announced && t.teamData.isEmpty()) {
            Tournament withByes = t;
            if (withByes.applyAnnouncedByes(round) > 0)
                return pairDutchRound(withByes, round, options);
        }
        return pairDutchRound(t, round, options);
    } catch (const std::bad_alloc &) {
        // Never an abort: the arbiter is told, the event is unchanged.
        PairingResult result;
        result.error = QCoreApplication::translate(
            "arb::Dutch", "round %1 cannot be paired: the computer has not enough memory for it")
                           .arg(round);
        return result;
    }
}

} // namespace arb
