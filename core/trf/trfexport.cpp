// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/trfexport.h"

#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "presets/tiebreaklist.h"
#include "rules/corrections.h"
#include "tiebreaks/standings.h"
#include "trf/roundschedule.h"
#include "trf/timecontrolcode.h"

#include <QCoreApplication>

#include <algorithm>

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
        // The standings' points and ranks: a round robin may not count the games against a
        // player it leaves out (C.06 V.4.1); his own line keeps his points, without a rank.
        for (const StandingRow &row : st.rows) {
            out.players[row.playerIndex].declaredRank = row.rank;
            out.players[row.playerIndex].declaredPoints = row.points;
        }
    }
    // Scoring set in the app (a preset, the new-event wizard's 3-1-0) goes out as a 162 record,
    // so that a reader counts the declared points as they were computed.
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
            out.tieBreaks.append(s.trfCode());
        }
    }
    return out;
}

namespace {

    //! The 162 record's text in TRF-2026's columns: each symbol, then its points in 4 columns,
    //! 9 columns apart (W at column 6). Symbols of the standard (W D L A P) first, then those
    //! Arbiter reads besides where a value differs from the standard's grouping.
    QString scoringRecord(const ScoringSystem &s, bool adjourned)
    {
        QList<std::pair<QChar, Fixed>> items = {
            {u'W', s.win}, {u'D', s.draw}, {u'L', s.loss}, {u'A', s.zeroBye}, {u'P', s.pairingBye}};
        if (s.forfeitWin != s.win)
            items.append({u'+', s.forfeitWin});
        if (s.fullBye != s.win)
            items.append({u'F', s.fullBye});
        if (s.halfBye != s.draw)
            items.append({u'H', s.halfBye});
        if (s.forfeitLoss != s.zeroBye)
            items.append({u'-', s.forfeitLoss});
        if (adjourned) // TRF-2026: X, an unknown result such as an adjourned game
            items.append({u'X', s.draw});
        QString text = QStringLiteral(" ");
        for (const auto &[symbol, points] : items) {
            QString p = points.toString();
            if (!p.contains(u'.'))
                p += QStringLiteral(".0");
            text += symbol + p.rightJustified(4) + QStringLiteral("    ");
        }
        return text.trimmed().prepend(u' ');
    }

} // namespace

void completeReportHeader(Tournament &t)
{
    // Each full-point bye the arbiter gave (C.02 L75: deprecated in FIDE events) is named.
    for (const Player &p : t.players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            if (p.rounds[r].opponent != 0 || p.rounds[r].code != 'F')
                continue;
            const QString record = QStringLiteral("### FullPointBye @ Round %1: player %2")
                                       .arg(r + 1)
                                       .arg(p.startNo);
            if (!t.hasRecord(record))
                t.otherRecords.append({record});
        }
    }
    // TRF-2026 240: the byes of a round not paired yet (requested ones) are written as 240
    // records too, since a pairing program reads them from there (mandatory for such a round,
    // optional for a paired one, where the 001 fields say it all). Team events keep theirs.
    if (t.teamData.isEmpty()) {
        const int rounds = t.roundCount();
        for (int r = 1; r <= rounds; ++r) {
            bool paired = false;
            for (const Player &p : t.players)
                if (r <= p.rounds.size()
                    && (p.rounds[r - 1].opponent > 0 || p.rounds[r - 1].code == 'U'))
                    paired = true;
            if (paired)
                continue;
            for (const char type : {'F', 'H', 'Z'}) {
                QList<int> players;
                for (const Player &p : t.players)
                    if (r <= p.rounds.size() && p.rounds[r - 1].opponent == 0
                        && p.rounds[r - 1].code == type)
                        players.append(p.startNo);
                t.byes.removeIf([&](const ByeRecord &b) { return b.round == r && b.type == type; });
                if (!players.isEmpty())
                    t.byes.append({type, r, players});
            }
        }
        std::stable_sort(t.byes.begin(), t.byes.end(),
            [](const ByeRecord &x, const ByeRecord &y) { return x.round < y.round; });
    }
    // 122 in words from the 222 code when the arbiter gave only the code.
    if (t.timeControl.trimmed().isEmpty())
        if (const auto tc = parseTimeControlCode(t.timeControlCode))
            t.timeControl = tc->description(true);
    t.declaredPlayers = int(t.players.size());
    t.declaredRated = int(std::count_if(
        t.players.begin(), t.players.end(), [](const Player &p) { return p.isRated(); }));
    if (!t.teamData.isEmpty())
        t.declaredTeams = int(t.teamData.teams.size());
    const bool swiss = !t.isRoundRobin();
    if (t.typeText.isEmpty())
        t.typeText = swiss                               ? QStringLiteral("Swiss system")
            : t.type == TournamentType::DoubleRoundRobin ? QStringLiteral("Double round robin")
                                                         : QStringLiteral("Round robin");
    // 142 (TRF-2026), and XXR for the engines that read only the older record. The records
    // this adds stand first among the kept ones, always in the same order (152, 172, 182,
    // XXR), whatever an imported file held: exporting again gives the same file.
    t.declaredRounds = t.plannedRounds();
    if (t.declaredRounds > 0)
        t.roundsRecord = QStringLiteral("142");
    const Colour initial = recordedInitialColour(t);
    QString method;
    for (const RawRecord &r : std::as_const(t.otherRecords))
        if (r.line.startsWith(u"172") && method.isEmpty())
            method = r.line;
    t.otherRecords.removeIf([](const RawRecord &r) {
        return r.line.startsWith(u"152") || r.line.startsWith(u"172") || r.line.startsWith(u"182")
            || r.line.startsWith(u"XXR");
    });
    QList<RawRecord> header;
    if (initial != Colour::None)
        header.append(
            {initial == Colour::Black ? QStringLiteral("152 B") : QStringLiteral("152 W")});
    header.append(
        {method.isEmpty() ? QStringLiteral("172 %1 FIDE").arg(t.federation.left(3).leftJustified(3))
                          : method});
    header.append({QStringLiteral("182 Arbiter %1").arg(QLatin1String(ARBITER_VERSION_STRING))});
    if (t.declaredRounds > 0)
        header.append({QStringLiteral("XXR %1").arg(t.declaredRounds)});
    t.otherRecords = header + t.otherRecords;
    t.hasScoringRecord = true;
    t.scoringText = scoringRecord(t.scoring, !adjournedGames(t).isEmpty());
    if (t.systemText.isEmpty())
        t.systemText = swiss                             ? QStringLiteral("FIDE_DUTCH_2026")
            : t.type == TournamentType::DoubleRoundRobin ? QStringLiteral("BERGER_DOUBLEROUNDROBIN")
                                                         : QStringLiteral("BERGER_ROUNDROBIN");
    if (t.tieBreaks.isEmpty()) {
        const TieBreakListInForce list = resolveTieBreakList(t,
            {t.teamData.isEmpty() ? TieBreakScope::Individual : TieBreakScope::Team, nullptr, {},
                true});
        for (const TieBreakSpec &spec : list.tieBreaks)
            t.tieBreaks.append(spec.trfCode());
    }
    // TRF-2026 writes a tie-break of other regulations (US Chess, a national one) with the
    // prefix OTHER_; FIDE's keep the arbiter's spelling.
    for (QString &code : t.tieBreaks)
        if (const auto spec = parseTieBreakSpec(code); spec && !spec->isFideCode()
            && !code.trimmed().startsWith(u"OTHER_", Qt::CaseInsensitive))
            code = QStringLiteral("OTHER_") + code.trimmed();
    // Baku's virtual points written out (TRF-2026: 250 records override the code's _BAKU, and
    // give the same points).
    if (swiss) {
        PairingRules rules = pairingRulesOf(t);
        if (rules.method() == AccelerationMethod::Baku) {
            rules.ranges = bakuRanges(t);
            setPairingRules(t, rules);
        }
    }
}

QStringList missingReportFields(const Tournament &t)
{
    QStringList missing;
    if (t.name.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "event name (012)");
    if (t.city.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "city (022)");
    if (t.federation.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "federation (032)");
    if (t.startDate.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "start date (042)");
    if (t.endDate.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "end date (052)");
    if (t.chiefArbiter.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "chief arbiter (102)");
    if (t.timeControl.trimmed().isEmpty() && !parseTimeControlCode(t.timeControlCode))
        missing << QCoreApplication::translate("arb::TrfExport", "time control (122)");
    if (t.timeControlCode.trimmed().isEmpty())
        missing << QCoreApplication::translate("arb::TrfExport", "time control code (222)");
    const QList<RoundSlot> planned = roundSchedule(t);
    int dated = 0;
    for (const RoundSlot &s : planned)
        dated += s.date.isValid() ? 1 : 0;
    if (dated < t.roundCount())
        missing << QCoreApplication::translate("arb::TrfExport", "round dates (132)");
    return missing;
}

} // namespace arb
