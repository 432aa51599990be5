// SPDX-License-Identifier: GPL-3.0-or-later
// The Tata Steel Masters template of the play-off simulator: paragraphs C-F of the tiebreak
// regulations (../shared/regulations/tata-steel-masters-tiebreak-regulations.txt); see
// playoff.cpp for the paragraph-by-paragraph summary.
#include "playoff/playoffsimulator_p.h"

#include "pairing/berger.h"

#include <QCoreApplication>
#include <algorithm>

namespace arb::detail {

Simulator::Outcome Simulator::tata(const QList<int> &players, int slot)
{
    if (players.size() == 1) {
        Outcome out;
        out.done = true;
        out.nextSlot = slot;
        out.ranking = {players};
        return out;
    }
    if (players.size() == 4)
        return tataSemiFinals(players, slot);
    if (players.size() != 2)
        return tataRoundRobins(players, slot);
    const QString prefix = QStringLiteral("S%1").arg(++m_series);
    m_state.log.append(
        QCoreApplication::translate("arb::Playoff", "series %1: two players, a match (C.1)")
            .arg(m_series));
    return match(prefix, QCoreApplication::translate("arb::Playoff", "C match"), players[0],
        players[1], slot, Ending::SuddenDeath);
}

Simulator::Outcome Simulator::tataRoundRobins(const QList<int> &players, int slot)
{
    const QChar para = players.size() == 3 ? u'D' : u'F';
    QList<int> order;
    for (int cycle = 1;; ++cycle) {
        const QString prefix = QStringLiteral("S%1").arg(++m_series);
        const bool reversed = cycle % 2 == 0;
        const QString stage = reversed
            ? QCoreApplication::translate("arb::Playoff", "%1.2 round robin %2 (colours reversed)")
                  .arg(para)
                  .arg(cycle)
            : QCoreApplication::translate("arb::Playoff", "%1.1 round robin %2")
                  .arg(para)
                  .arg(cycle);
        m_state.log.append(QCoreApplication::translate("arb::Playoff", "series %1: %2 players, %3")
                               .arg(m_series)
                               .arg(players.size())
                               .arg(stage));
        if (!reversed)
            order = m_config.numbering == PlayoffNumbering::Lots
                ? drawLots(prefix + QStringLiteral(".lots"),
                    QCoreApplication::translate("arb::Playoff", "%1: pairing numbers").arg(stage),
                    players)
                : byStandings(players);
        QMap<int, Fixed> scores;
        const Outcome rr = roundRobinCycle(prefix, stage, order, reversed, slot, &scores);
        if (!rr.done)
            return rr;
        slot = rr.nextSlot;
        const QList<int> top = groupByScore(players, scores).first();
        if (top.size() == 1) {
            Outcome out;
            out.done = true;
            out.nextSlot = slot;
            out.ranking = {top};
            return out;
        }
        if (top.size() == players.size()) {
            m_state.log.append(
                QCoreApplication::translate("arb::Playoff", "%1: all %2 players tied (%3.%4)")
                    .arg(stage)
                    .arg(players.size())
                    .arg(para)
                    .arg(reversed ? 3 : 2));
            continue;
        }
        QStringList names;
        for (int p : top)
            names.append(name(p));
        m_state.log.append(
            QCoreApplication::translate("arb::Playoff", "%1: %2 players tied for first (%3): %4")
                .arg(stage)
                .arg(top.size())
                .arg(para == u'D'         ? QStringLiteral("D.4")
                        : top.size() >= 5 ? QStringLiteral("F.4")
                                          : QStringLiteral("F.5"))
                .arg(names.join(QStringLiteral(", "))));
        return tata(top, slot);
    }
}

QList<int> Simulator::tataSeeding(const QList<int> &players, const QString &prefix)
{
    struct Key
    {
        int startNo;
        Fixed mutual;
        Fixed sb;
        int black;
    };
    QList<Key> keys;
    for (int p : byStandings(players)) {
        Key k {p, Fixed(), Fixed(), 0};
        for (int q : players)
            if (q != p)
                k.mutual += m_input.mutualPoints.value({p, q});
        if (const PlayoffEntrant *e = m_input.entrant(p)) {
            k.sb = e->sonnebornBerger;
            k.black = e->gamesWithBlack;
        }
        keys.append(k);
    }
    std::stable_sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        if (a.mutual != b.mutual)
            return a.mutual > b.mutual;
        if (a.sb != b.sb)
            return a.sb > b.sb;
        return a.black > b.black;
    });
    // E.2.4: players equal on all three criteria are ordered by lots.
    QList<int> order;
    QStringList reasons;
    for (qsizetype i = 0; i < keys.size();) {
        qsizetype j = i + 1;
        while (j < keys.size() && keys[j].mutual == keys[i].mutual && keys[j].sb == keys[i].sb
            && keys[j].black == keys[i].black)
            ++j;
        QList<int> group;
        for (qsizetype m = i; m < j; ++m)
            group.append(keys[m].startNo);
        if (group.size() > 1)
            group = drawLots(prefix + QStringLiteral(".seeding%1").arg(i + 1),
                QCoreApplication::translate("arb::Playoff", "E.2.4 semi-final seeds from %1")
                    .arg(i + 1),
                group);
        for (qsizetype m = i; m < j; ++m) {
            QString why;
            if (m == 0)
                why = QString();
            else if (m > i)
                why = QStringLiteral("E.2.4");
            else if (keys[m].mutual != keys[m - 1].mutual)
                why = QStringLiteral("E.2.1");
            else if (keys[m].sb != keys[m - 1].sb)
                why = QStringLiteral("E.2.2");
            else
                why = QStringLiteral("E.2.3");
            reasons.append(why);
        }
        order.append(group);
        i = j;
    }
    m_state.seeding.clear();
    QStringList text;
    for (qsizetype m = 0; m < order.size(); ++m) {
        m_state.seeding.append({order[m], int(m + 1), reasons[m]});
        text.append(
            QStringLiteral("%1 = %2%3")
                .arg(m + 1)
                .arg(name(order[m]),
                    reasons[m].isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reasons[m])));
    }
    m_state.log.append(QCoreApplication::translate("arb::Playoff", "E.2 semi-final seeds: %1")
                           .arg(text.join(QStringLiteral(", "))));
    return order;
}

Simulator::Outcome Simulator::tataSemiFinals(const QList<int> &players, int slot)
{
    const QString prefix = QStringLiteral("S%1").arg(++m_series);
    m_state.log.append(QCoreApplication::translate(
        "arb::Playoff", "series %1: four players, semi-finals and a final (E)")
                           .arg(m_series));
    const QList<int> s = tataSeeding(players, prefix);
    const Outcome sf1 = match(prefix + QStringLiteral(".SF1"),
        QCoreApplication::translate("arb::Playoff", "E.1 semi-final 1-4"), s[0], s[3], slot,
        Ending::SuddenDeath);
    const Outcome sf2 = match(prefix + QStringLiteral(".SF2"),
        QCoreApplication::translate("arb::Playoff", "E.1 semi-final 2-3"), s[1], s[2], slot,
        Ending::SuddenDeath);
    if (!sf1.done || !sf2.done)
        return Outcome();
    return match(prefix + QStringLiteral(".F"),
        QCoreApplication::translate("arb::Playoff", "E.3 final"), sf1.ranking[0][0],
        sf2.ranking[0][0], std::max(sf1.nextSlot, sf2.nextSlot), Ending::SuddenDeath);
}

} // namespace arb::detail
