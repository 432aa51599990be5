// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/trfexport.h"

#include "presets/tiebreaklist.h"
#include "tiebreaks/standings.h"

namespace arb {

Tournament tournamentForExport(const Tournament &t)
{
    Tournament out = t;
    const int last = t.roundCount(); // the last round with a result: later ones are not played
    for (Player &p : out.players) {
        Fixed sum;
        for (const RoundEntry &e : p.rounds)
            sum += t.scoring.points(e);
        p.declaredPoints = sum;
        p.hasDeclaredPoints = true;
        p.declaredRank = 0;
    }
    const TieBreakListInForce list
        = resolveTieBreakList(t, {TieBreakScope::Individual, nullptr, {}, true});
    const RulesEditionChoice edition = rulesEditionOf(t);
    StandingsOptions options;
    options.tieBreaks = list.tieBreaks;
    options.rounds = last;
    if (last > 0) {
        const Standings st = computeStandings(t, options);
        for (const StandingRow &row : st.rows)
            out.players[row.playerIndex].declaredRank = row.rank;
    }
    // Scoring set in the app (a preset, the new-event wizard's 3-1-0) goes out as a 162 record,
    // so that a reader counts the declared points as they were computed (issue 14).
    if (!t.hasScoringRecord && !t.scoring.isDefault()) {
        const ScoringSystem &s = t.scoring;
        out.hasScoringRecord = true;
        out.scoringText
            = QStringLiteral("W %1 D %2 L %3 P %4 H %5 F %6 Z %7 + %8 - %9")
                  .arg(s.win.toString(), s.draw.toString(), s.loss.toString(),
                      s.pairingBye.toString(), s.halfBye.toString(), s.fullBye.toString(),
                      s.zeroBye.toString(), s.forfeitWin.toString(), s.forfeitLoss.toString());
    }
    // A chosen edition that a reader could not derive from the start date goes on the list.
    Tournament dated = t;
    dated.rulesEdition.reset();
    if (edition.chosen && rulesEditionOf(dated).version != edition.version) {
        out.tieBreaks.clear();
        for (TieBreakSpec s : list.tieBreaks) {
            if (!s.edition)
                s.edition = edition.version;
            out.tieBreaks.append(s.canonical());
        }
    }
    return out;
}

} // namespace arb
