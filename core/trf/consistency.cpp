// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/consistency.h"

#include "result.h"
#include "scores.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

namespace arb {

namespace {

    using Kind = ConsistencyFinding::Kind;

    int fieldColumn(int round, int offset)
    {
        return 92 + 10 * (round - 1) + offset;
    }

    bool resultsAgree(const RoundEntry &e, const RoundEntry &back)
    {
        if (e.code == ' ' || back.code == ' ')
            return e.code == back.code; // both still to be played
        switch (e.kind()) {
        case RoundKind::Played:
            return back.kind() == RoundKind::Played && e.outcome() == -back.outcome();
        case RoundKind::ForfeitWin:
            return back.kind() == RoundKind::ForfeitLoss;
        case RoundKind::ForfeitLoss:
            return back.kind() == RoundKind::ForfeitWin || back.kind() == RoundKind::ForfeitLoss;
        default:
            return true;
        }
    }

} // namespace

QList<ConsistencyFinding> pairingFindings(const Tournament &t)
{
    QList<ConsistencyFinding> out;
    auto add
        = [&out](Kind kind, int round, QList<int> players, int column, QString text, bool severe) {
              out.append({kind, round, std::move(players), column, std::move(text), severe});
          };
    for (const Player &p : t.players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry &e = p.rounds[r];
            const int round = r + 1;
            if (e.opponent == 0) {
                if (e.kind() == RoundKind::Played || e.kind() == RoundKind::ForfeitLoss)
                    add(Kind::ResultWithoutOpponent, round, {p.startNo}, fieldColumn(round, 0),
                        QCoreApplication::translate(
                            "arb::Trf", "round %1: result \"%2\" needs an opponent")
                            .arg(round)
                            .arg(QChar(e.code)),
                        true);
                continue;
            }
            if (result::isByeCode(e.code)) {
                add(Kind::ByeCodeAgainstGame, round, {p.startNo, e.opponent}, fieldColumn(round, 7),
                    QCoreApplication::translate("arb::Trf",
                        "round %1: player %2 has the bye code \"%3\" but is paired with %4")
                        .arg(round)
                        .arg(p.startNo)
                        .arg(QChar(e.code))
                        .arg(e.opponent),
                    true);
                continue;
            }
            const int oi = t.indexOf(e.opponent);
            if (oi < 0) {
                add(Kind::UnknownOpponent, round, {p.startNo, e.opponent}, fieldColumn(round, 0),
                    QCoreApplication::translate(
                        "arb::Trf", "round %1: opponent %2 has no 001 record")
                        .arg(round)
                        .arg(e.opponent),
                    true);
                continue;
            }
            const Player &o = t.players[oi];
            const RoundEntry back = r < o.rounds.size() ? o.rounds[r] : RoundEntry();
            if (back.opponent != p.startNo) {
                QList<int> players {p.startNo, e.opponent};
                if (back.opponent != 0)
                    players.append(back.opponent);
                add(Kind::AsymmetricPairing, round, players, fieldColumn(round, 0),
                    QCoreApplication::translate("arb::Trf",
                        "round %1: player %2 is paired with %3, but %3's record says %4")
                        .arg(round)
                        .arg(p.startNo)
                        .arg(e.opponent)
                        .arg(back.opponent == 0
                                ? QCoreApplication::translate("arb::Trf", "no opponent")
                                : QString::number(back.opponent)),
                    true);
                continue;
            }
            if (p.startNo > o.startNo || result::isByeCode(back.code))
                continue; // reported once: on the lower start number, or as the bye code
            if (!resultsAgree(e, back) || !resultsAgree(back, e))
                add(Kind::ContradictingResults, round, {p.startNo, o.startNo},
                    fieldColumn(round, 7),
                    QCoreApplication::translate("arb::Trf",
                        "round %1: result \"%2\" of player %3 does not match \"%4\" of player %5")
                        .arg(round)
                        .arg(QChar(e.code))
                        .arg(p.startNo)
                        .arg(QChar(back.code))
                        .arg(o.startNo),
                    true);
            else if (e.kind() == RoundKind::Played && e.colour != Colour::None
                && e.colour == back.colour)
                add(Kind::SameColour, round, {p.startNo, o.startNo}, fieldColumn(round, 5),
                    QCoreApplication::translate(
                        "arb::Trf", "round %1: players %2 and %3 both have the same colour")
                        .arg(round)
                        .arg(p.startNo)
                        .arg(o.startNo),
                    false);
        }
    }
    // C.04: one pairing-allocated bye per round at most. Team files (TRF-16) write a team's
    // bye on every player, so only individual events are checked.
    if (t.teamData.isEmpty()) {
        QHash<int, QList<int>> pab; // round -> players
        for (const Player &p : t.players)
            for (int r = 0; r < p.rounds.size(); ++r)
                if (p.rounds[r].opponent == 0 && p.rounds[r].code == 'U')
                    pab[r + 1].append(p.startNo);
        QList<int> rounds = pab.keys();
        std::sort(rounds.begin(), rounds.end());
        for (int round : rounds) {
            const QList<int> &players = pab[round];
            if (players.size() < 2)
                continue;
            QStringList names;
            for (int s : players)
                names.append(QString::number(s));
            add(Kind::PairingByeTwice, round, players, fieldColumn(round, 7),
                QCoreApplication::translate("arb::Trf",
                    "round %1: players %2 all have the pairing-allocated bye \"U\"; a round has "
                    "at most one")
                    .arg(round)
                    .arg(names.join(QStringLiteral(", "))),
                false);
        }
    }
    return out;
}

QList<ConsistencyFinding> pointsFindings(const Tournament &t, int round)
{
    QList<ConsistencyFinding> out;
    if (!t.teamData.isEmpty())
        return out; // in team files a player's round codes also carry the team's byes
    for (int i = 0; i < t.players.size(); ++i) {
        const Player &p = t.players[i];
        if (!p.hasDeclaredPoints)
            continue;
        const Fixed total = pointsAfter(t, i, round);
        if (total == p.declaredPoints)
            continue;
        out.append({Kind::PointsDoNotAddUp, 0, {p.startNo}, 81,
            QCoreApplication::translate(
                "arb::Trf", "player %1: the file says %2 points, the rounds add up to %3")
                .arg(p.startNo)
                .arg(p.declaredPoints.toString(), total.toString()),
            false});
    }
    return out;
}

QList<ConsistencyFinding> pointsFindings(const Tournament &t)
{
    return pointsFindings(t, std::numeric_limits<int>::max());
}

int declaredTotalsRound(const Tournament &t)
{
    const int last = t.roundCount();
    auto agreeing = [&t](int round) {
        int n = 0;
        for (int i = 0; i < t.players.size(); ++i)
            n += t.players[i].hasDeclaredPoints
                && t.players[i].declaredPoints == pointsAfter(t, i, round);
        return n;
    };
    int best = last;
    int most = agreeing(last);
    // Down to round 0: a start list imported before round 1 (every total 0) and paired here.
    for (int r = last - 1; r >= 0; --r) {
        if (const int n = agreeing(r); n > most) {
            best = r;
            most = n;
        }
    }
    return best;
}

QList<ConsistencyFinding> consistencyFindings(const Tournament &t)
{
    return pairingFindings(t) + pointsFindings(t);
}

} // namespace arb
