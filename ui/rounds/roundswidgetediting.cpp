// SPDX-License-Identifier: GPL-3.0-or-later
// The Rounds tab's pairing phase (FIDE's program checklist D31-D35): what the engine pairs, a
// paired round reopened in the preview, and a round changed by hand compared with the rules'
// pairing, each difference asked for and recorded as a manual pairing.
#include "rounds/roundswidget.h"

#include "pairing/dutch.h"
#include "pairing/pairingcheck.h"
#include "rounds/pairingpreviewdialog.h"
#include "rounds/pairingsmodel.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"

#include <algorithm>

namespace arb {

const Tournament &RoundsWidget::tournament() const
{
    return m_document->tournament();
}

Tournament RoundsWidget::pairingInput(int round, const Tournament &t) const
{
    // The engine pairs everybody without an entry in the round: the round's own pairing (no
    // results yet: its games and pairing-allocated bye) is set aside; requested byes, absences
    // and a pairing-allocated bye given before the round has games stay; withdrawn players are
    // absent.
    Tournament input = t;
    bool paired = false;
    for (const Player &p : t.players)
        paired = paired || (round <= p.rounds.size() && p.rounds[round - 1].opponent > 0);
    for (Player &p : input.players) {
        while (p.rounds.size() < round)
            p.rounds.append(RoundEntry());
        RoundEntry &e = p.rounds[round - 1];
        if (e.opponent > 0 || (paired && e.code == 'U'))
            e = RoundEntry();
        if (const int w = m_document->database().withdrawnFrom(p.startNo); w > 0 && round >= w)
            e = RoundEntry {0, Colour::None, '-', true};
    }
    return input;
}

bool RoundsWidget::confirmManualPairing(
    int round, const ManualPairing &manual, const QStringList &changes)
{
    // Boards that differ from the engine's: two steps, each showing what the rules give, Cancel
    // the default of both; the round is then recorded as a manual pairing (### MPA @ Round n).
    if (!manual.differs())
        return true;
    const QString yours = changes.isEmpty()
        ? QString()
        : tr("\nYour changes: %1").arg(changes.join(QStringLiteral("; ")));
    if (!m_confirmDestructive(
            tr("Round %1 as you paired it is not the pairing the rules give (C.04.3).\n\n"
               "The rules give: %2\nYou paired: %3%4\n\nThe round is recorded as a manual "
               "pairing (### MPA @ Round %1) in the log and the rating report, where a "
               "checker reports it.")
                .arg(round)
                .arg(boardsText(manual.engine), boardsText(manual.paired), yours),
            tr("Continue")))
        return false;
    return m_confirmDestructive(
        tr("Last step: store round %1 as you paired it, not as the rules give it?").arg(round),
        tr("Store the manual pairing"));
}

bool RoundsWidget::confirmRuleBreaches(int round, const QStringList &breaches)
{
    if (breaches.isEmpty())
        return true;
    return m_confirmDestructive(
        tr("Round %1 as you paired it breaks rules the pairing keeps (C.04.1, C.04.3):\n%2\n\n"
           "Store it all the same?")
            .arg(round)
            .arg(breaches.join(u'\n')),
        tr("Store it all the same"));
}

bool RoundsWidget::editPairings()
{
    const int round = m_model->round();
    const Tournament &t = m_document->tournament();
    auto problem = [this](const QString &message) {
        emit m_document->errorOccurred(message);
        return false;
    };
    if (t.isRoundRobin())
        return problem(tr("A round robin is paired from the Berger tables: its pairings are not "
                          "edited."));
    const QList<Board> stored = boardOrder(t, round);
    const bool games
        = std::any_of(stored.cbegin(), stored.cend(), [](const Board &b) { return b.black != 0; });
    if (!games)
        return problem(tr("Round %1 is not paired: pair it first.").arg(round));
    for (const Board &b : stored) {
        const int i = t.indexOf(b.white);
        if (b.black != 0 && i >= 0 && round <= t.players[i].rounds.size()
            && t.players[i].rounds[round - 1].code != ' ')
            return problem(tr("Round %1 has results: its pairing is no longer edited (a result "
                              "is corrected on its board).")
                               .arg(round));
    }
    const Tournament input = pairingInput(round);
    const PairingResult engine = pairDutch(input, round, {initialColourOf(t), false, {}});
    if (!engine.ok())
        return problem(
            tr("Round %1 cannot be paired by the rules: %2").arg(round).arg(engine.error));
    const ManualPairing before = ManualPairing::of(round, stored, engine.boards);
    QStringList notes;
    notes << tr("Editing the stored pairing of round %1: swap colours or exchange players, then "
                "store it. It is compared with the rules' pairing (C.04.3) when stored.")
                 .arg(round);
    if (before.differs())
        notes << tr("As stored it differs from the rules' pairing: the rules give %1; stored: %2.")
                     .arg(boardsText(before.engine), boardsText(before.paired));
    PairingPreviewDialog dialog(input, round, stored, notes, this);
    dialog.setWindowTitle(tr("Edit pairings of round %1").arg(round));
    if (!m_preview(dialog))
        return false;
    ManualPairing manual = ManualPairing::of(round, dialog.boards(), engine.boards);
    manual.changes = dialog.changes();
    // Stored again as it was, and recorded as it is: nothing to do.
    if (dialog.boards() == stored && manualPairingRecorded(t, manual))
        return false;
    if (!confirmRuleBreaches(round, dialog.ruleBreaches(engine.boards))
        || !confirmManualPairing(round, manual, dialog.changes()))
        return false;
    if (!m_document->pairRound(
            round, dialog.boards(), tr("pairings edited"), dialog.changes(), manual))
        return false;
    setRound(round);
    return true;
}

RoundsWidget::HandCheck RoundsWidget::checkHandPairing(
    int round, const Tournament &after, ManualPairing *manual)
{
    // FIDE's program checklist D34: a round changed by hand is compared with the rules'
    // pairing once it is complete. Swiss rounds in FIDE mode, before any result.
    if (after.isRoundRobin() || !isFideMode(after))
        return HandCheck::Nothing;
    const Tournament input = pairingInput(round, after);
    bool games = false;
    for (int i = 0; i < after.players.size(); ++i) {
        const RoundEntry e = after.players[i].rounds.value(round - 1);
        if (e.opponent > 0) {
            games = true;
            if (e.code != ' ')
                return HandCheck::Nothing; // results: corrections, not pairing
        }
        // Someone present is neither paired nor given a bye: the round is not complete yet.
        if (input.players[i].rounds[round - 1] == RoundEntry() && e == RoundEntry())
            return HandCheck::Nothing;
    }
    if (!games)
        return HandCheck::Nothing;
    const PairingResult engine = pairDutch(input, round, {initialColourOf(after), false, {}});
    if (!engine.ok())
        return HandCheck::Nothing;
    *manual = ManualPairing::of(round, boardOrder(after, round), engine.boards);
    manual->changes = {tr("paired by hand")};
    if (manualPairingRecorded(tournament(), *manual))
        return HandCheck::Nothing;
    return confirmManualPairing(round, *manual, manual->changes) ? HandCheck::Record
                                                                 : HandCheck::Cancel;
}

} // namespace arb
