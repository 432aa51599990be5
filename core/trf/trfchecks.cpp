// SPDX-License-Identifier: GPL-3.0-or-later
// The TRF reader's checks once every record is read: rounds beyond XXR, pairings and results
// written the same way on both sides (trf/consistency.h), byes announced in 240 records, the
// value of a pairing-allocated bye inferred from the 001 totals, totals that do not add up.
#include "result.h"
#include "trf/consistency.h"
#include "trf/trfreader_p.h"
#include <QCoreApplication>

namespace arb::trfdetail {

void Reader::applyByeRecords()
{
    // TRF-2026 240 records announce byes; in rounds that have results, a player whose 001 field
    // is empty gets the bye written there. Byes of rounds still to come do not score yet. In a
    // team file they name teams, and the team results read them (teams/teamresults.cpp).
    if (!m_t.teamData.isEmpty())
        return;
    const int played = m_t.roundCount();
    for (const ByeRecord &b : std::as_const(m_t.byes)) {
        if (b.round > played || !QByteArrayView("HFZU").contains(b.type))
            continue;
        for (int s : b.players) {
            const int i = m_t.indexOf(s);
            if (i < 0) {
                warning(0, 0,
                    QCoreApplication::translate("arb::Trf", "240: player %1 has no 001 record")
                        .arg(s));
                continue;
            }
            Player &p = m_t.players[i];
            while (p.rounds.size() < b.round)
                p.rounds.append(RoundEntry());
            RoundEntry &e = p.rounds[b.round - 1];
            if (e.code == ' ' && e.opponent == 0) {
                e.code = b.type;
                e.colour = Colour::None;
            } else if (e.kind() != RoundEntry {0, Colour::None, b.type, true}.kind()) {
                warning(m_playerLines.value(s), 92 + 10 * (b.round - 1),
                    QCoreApplication::translate("arb::Trf",
                        "round %1: the 240 record gives player %2 a bye \"%3\", the 001 record "
                        "says \"%4\"")
                        .arg(b.round)
                        .arg(s)
                        .arg(QChar(b.type))
                        .arg(QChar(e.code)));
            }
        }
    }
}

void Reader::checkRoundCount()
{
    // XXR/142 declare the rounds; a player record with more round fields is not this event's.
    if (m_t.declaredRounds <= 0)
        return;
    for (Player &p : m_t.players) {
        if (p.rounds.size() <= m_t.declaredRounds)
            continue;
        error(m_playerLines.value(p.startNo), 92 + 10 * m_t.declaredRounds,
            QCoreApplication::translate(
                "arb::Trf", "player %1 has %2 rounds; the tournament declares %3 (XXR/142)")
                .arg(p.startNo)
                .arg(p.rounds.size())
                .arg(m_t.declaredRounds));
        p.rounds.resize(m_t.declaredRounds);
    }
}

void Reader::checkConsistency()
{
    // Pairings and results written the same way on both sides (trf/consistency.h): the severe
    // findings make the file unusable, the others are warnings.
    report(pairingFindings(m_t));
}

void Reader::checkDeclaredPoints()
{
    // Once the value of a pairing-allocated bye is known: 001 totals that do not add up.
    report(pointsFindings(m_t));
}

void Reader::report(const QList<ConsistencyFinding> &findings)
{
    for (const ConsistencyFinding &f : findings) {
        const int line = m_playerLines.value(f.players.value(0));
        if (f.severe)
            error(line, f.column, f.text);
        else
            warning(line, f.column, f.text);
    }
}

void Reader::inferPairingByeValue()
{
    // TRF-16 has no record for the value of a pairing-allocated bye; when the 001 totals
    // agree with another usual value (½ or 0) for every player who had one, use that value.
    bool anyBye = false;
    for (const Player &p : std::as_const(m_t.players))
        for (const RoundEntry &e : p.rounds)
            anyBye = anyBye || e.kind() == RoundKind::PairingBye;
    if (!anyBye)
        return;
    auto agrees = [this](Fixed value) {
        ScoringSystem s = m_t.scoring;
        s.pairingBye = value;
        bool any = false;
        for (const Player &p : std::as_const(m_t.players)) {
            if (!p.hasDeclaredPoints)
                continue;
            bool has = false;
            Fixed total;
            for (const RoundEntry &e : p.rounds) {
                total += s.points(e);
                has = has || e.kind() == RoundKind::PairingBye;
            }
            if (!has)
                continue;
            if (total != p.declaredPoints)
                return false;
            any = true;
        }
        return any;
    };
    if (agrees(m_t.scoring.pairingBye))
        return;
    for (Fixed candidate : {m_t.scoring.draw, m_t.scoring.loss}) {
        if (agrees(candidate)) {
            adjustment(0, 0,
                tr("no scoring record (162): a pairing-allocated bye is taken as worth %1 "
                   "points instead of %2, the value with which the totals of its players add up")
                    .arg(candidate.toString(), m_t.scoring.pairingBye.toString()));
            m_t.scoring.pairingBye = candidate;
            return;
        }
    }
}

} // namespace arb::trfdetail
