// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's dialogs about the event's rules: drawing lots for the ties that remain
// (C.07 Art. 4.2) and leaving FIDE mode (FIDE's program checklist B19). Kept apart from
// mainwindow.cpp, which builds the window.
#include "mainwindow.h"
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "standings/arbiterorderdialog.h"
#include "tournamentdocument.h"

#include <QStatusBar>

namespace arb {

void MainWindow::drawLotsDialog()
{
    const Standings &st = m_document->standings();
    // The groups still tied: "3-4: Anna (5), Ben (9)".
    QStringList groups;
    for (int i = 0; i < st.rows.size();) {
        int j = i + 1;
        while (j < st.rows.size() && st.rows[j].separation == Separation::Shared)
            ++j;
        if (j - i > 1) {
            QStringList who;
            for (int k = i; k < j; ++k)
                who << QStringLiteral("%1 (%2)")
                           .arg(m_document->tournament().players[st.rows[k].playerIndex].name)
                           .arg(st.rows[k].startNo);
            groups << QStringLiteral("%1-%2: %3")
                          .arg(i + 1)
                          .arg(j)
                          .arg(who.join(QStringLiteral(", ")));
        }
        i = j;
    }
    if (groups.isEmpty())
        return;
    const quint64 seed = eventLotsSeed(m_document->tournament());
    if (!confirmWarning(tr("Draw lots for ties"),
            tr("Still tied after every tie-break:\n%1\n\nC.07 Art. 4.2 breaks such ties by "
               "drawing of lots, unless the tournament rules say they are not broken (shared "
               "places, a play-off). The lots come from the event itself (seed %2): drawing "
               "again gives the same order. The draw is recorded in the log and the rating report "
               "(### Lots @ Round %3); undo takes it back.")
                .arg(groups.join(u'\n'))
                .arg(seed)
                .arg(lastRoundWithGames(m_document->tournament())),
            tr("Draw lots")))
        return;
    if (m_document->drawLots())
        statusBar()->showMessage(tr("Ties broken by drawing of lots (seed %1)").arg(seed), 10000);
}

void MainWindow::arbiterOrderDialog()
{
    ArbiterOrderDialog dialog(m_document->tournament(), m_document->standings(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_document->setArbiterOrder(dialog.order(), dialog.reason()))
        statusBar()->showMessage(tr("Tied players ordered by the arbiter"), 10000);
}

void MainWindow::leaveFideModeDialog()
{
    const Tournament &t = m_document->tournament();
    if (!isFideMode(t))
        return;
    const int round = lastRoundWithGames(t);
    const QString title = tr("Leave FIDE mode");
    // Level 4: two steps, each naming what leaving means; Cancel is the default of both.
    if (!confirmWarning(title,
            tr("Outside FIDE mode the event no longer follows FIDE's program checklist. Leaving "
               "it:\n- cannot be undone: the event never returns to FIDE mode;\n- is recorded "
               "in the event's log and in its rating report (### FideModeExit @ Round %1), for "
               "the rating officer to see;\n- is shown on every screen and every printout.\n\n"
               "Go on to give the reason?")
                .arg(round),
            tr("Continue")))
        return;
    const QString reason
        = askText(title, tr("Why does the event leave FIDE mode? (recorded with it)")).trimmed();
    if (reason.isEmpty()) {
        statusBar()->showMessage(
            tr("The event stays in FIDE mode: leaving it needs a reason."), 10000);
        return;
    }
    if (!confirmWarning(title,
            tr("Last step: the event leaves FIDE mode after round %1 for this reason:\n%2\n\n"
               "This cannot be undone.")
                .arg(round)
                .arg(reason),
            tr("Leave FIDE mode")))
        return;
    if (m_document->leaveFideMode(reason))
        statusBar()->showMessage(tr("The event has left FIDE mode"), 10000);
}

} // namespace arb
