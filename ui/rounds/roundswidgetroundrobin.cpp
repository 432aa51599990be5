// SPDX-License-Identifier: GPL-3.0-or-later
// The Rounds tab's round robin: every round paired at once from FIDE's Berger tables (C.05
// Annex 1) with the round-robin numbers drawn or set before the start (FIDE's program checklist
// F39-F41), and the order of a double round robin's rounds chosen.
#include "rounds/roundswidget.h"

#include "pairing/berger.h"
#include "pairing/roundrobinnumbers.h"
#include "rounds/roundrobinnumbersdialog.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"

namespace arb {

void RoundsWidget::editRoundRobinNumbers()
{
    const Tournament &t = m_document->tournament();
    RoundRobinNumbersDialog dialog(t, this);
    if (!m_runNumbers(dialog))
        return;
    const RoundRobinNumbers chosen = dialog.numbers();
    if (chosen.startNos == roundRobinOrder(t)
        && chosen.seed == recordedRoundRobinNumbers(t).value_or(RoundRobinNumbers {}).seed)
        return;
    // Already paired (no result yet): paired again with the new numbers, asked first.
    const bool paired = m_document->pairedRounds() > 0;
    if (paired
        && !m_confirm(tr("The round robin is paired. Pair every round again with the new "
                         "numbers?")))
        return;
    if (!m_document->setRoundRobinNumbers(chosen))
        return;
    if (paired)
        generateRoundRobin(t.type == TournamentType::DoubleRoundRobin, true);
}

void RoundsWidget::generateRoundRobin(bool doubleRoundRobin, bool asked)
{
    const Tournament &t = m_document->tournament();
    const int n = int(t.players.size());
    if (n < 2)
        return;
    // Re-pairing deletes every result entered: a named confirmation, never a default Yes
    // (one Yes would wipe a finished event). In FIDE mode a round robin that has begun keeps its
    // system and its pairing: refused, the way out named.
    const int results = m_document->database().resultCount();
    if (results > 0 && isFideMode(t)
        && !m_document->refusedInFideMode(
            tr("The round robin has begun (%n result(s) entered): in FIDE mode its system and "
               "pairing are locked. To pair it again, leave FIDE mode first (Edit > Leave FIDE "
               "mode).",
                nullptr, results)))
        return;
    if (results > 0) {
        if (!m_confirmDestructive(
                tr("Pairing every round again from the Berger tables deletes the %n result(s) "
                   "already entered. Undo takes the whole re-pairing back in one step.",
                    nullptr, results),
                tr("Delete %n result(s) and pair again", nullptr, results)))
            return;
    } else if (m_document->pairedRounds() > 0 && !asked
        && !m_confirm(
            tr("Rounds are already paired. Pair every round again from the Berger tables?"))) {
        return;
    }
    const int cycles = doubleRoundRobin ? 2 : 1;
    // C.05 Annex 1 recommends exchanging the last two rounds of a double round robin's first
    // cycle; with an even field the tables' order gives some players one colour three times
    // running. The arbiter chooses; the choice is the 192 code.
    BergerOrder order = BergerOrder::Tables;
    if (doubleRoundRobin && n % 2 == 0 && n >= 4) {
        const int choice = m_choose(
            tr("Exchange the last two rounds of the first cycle (rounds %1 and %2), as C.05 "
               "Annex 1 recommends for a double round robin? Then nobody plays the same colour "
               "three times running (FIDE_DOUBLEROUNDROBIN).\n\nOr keep the Berger tables' "
               "order in both cycles (BERGER_DOUBLEROUNDROBIN).")
                .arg(n - 2)
                .arg(n - 1),
            {tr("&Exchange them"), tr("&Tables' order")});
        if (choice < 0)
            return;
        order = choice == 0 ? BergerOrder::Fide : BergerOrder::Tables;
    }
    // The round-robin numbers place the players in the tables: drawn or set before the start,
    // else the start numbers' order.
    const QList<int> numbers = roundRobinOrder(t);
    QList<QList<Board>> rounds;
    for (int r = 1; r <= bergerRoundsPerCycle(n) * cycles; ++r) {
        QList<Board> boards;
        for (const BergerPairing &g : bergerRound(n, r, order)) {
            // The odd player out sits out: no pairing-allocated bye in round robins.
            if (!g.isBye())
                boards.append({numbers[g.white - 1], numbers[g.black - 1]});
        }
        rounds.append(boards);
    }
    const auto type
        = doubleRoundRobin ? TournamentType::DoubleRoundRobin : TournamentType::RoundRobin;
    if (m_document->setRoundRobinPairing(type, rounds, roundRobinSystemCode(cycles, order)))
        setRound(1);
}

} // namespace arb
