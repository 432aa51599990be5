// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/playoffentrants.h"

#include "playoff/playoffstore.h"

#include <QCoreApplication>

namespace arb {

namespace {

    bool qualifiesTogether(
        const Standings &st, const StandingRow &a, const StandingRow &b, int tieBreaks)
    {
        if (a.points != b.points)
            return false;
        const int n = tieBreaks < 0 ? int(st.tieBreaks.size())
                                    : std::min<int>(tieBreaks, st.tieBreaks.size());
        for (int j = 0; j < n; ++j)
            if (a.values.value(j) != b.values.value(j))
                return false;
        return true;
    }

} // namespace

QList<PlayoffInput> playoffInputs(const Tournament &t, const Standings &standings,
    const PlayoffConfig &config, const QMap<int, QList<int>> *groups)
{
    QList<PlayoffInput> out;
    // The seeding criteria of Tata Steel E.2, whatever the main list holds.
    StandingsOptions options;
    options.rounds = standings.rounds;
    options.tieBreaks = *parseTieBreakList(QStringLiteral("SB BPG"));
    const Standings extra = computeStandings(t, options);
    QHash<int, const StandingRow *> extraRows;
    for (const StandingRow &r : extra.rows)
        extraRows.insert(r.startNo, &r);

    const QList<StandingRow> &rows = standings.rows;
    // The groups played off: place -> the standings rows of its players.
    QList<QPair<int, QList<qsizetype>>> tied;
    if (groups) {
        QHash<int, qsizetype> rowOf;
        for (qsizetype i = 0; i < rows.size(); ++i)
            rowOf.insert(t.players.value(rows[i].playerIndex).startNo, i);
        for (auto g = groups->cbegin(); g != groups->cend(); ++g) {
            QList<qsizetype> members;
            for (int startNo : g.value())
                if (rowOf.contains(startNo))
                    members.append(rowOf.value(startNo));
            if (members.size() > 1)
                tied.append({g.key(), members});
        }
    } else {
        for (qsizetype i = 0; i < rows.size();) {
            qsizetype j = i + 1;
            while (j < rows.size()
                && qualifiesTogether(standings, rows[i], rows[j], config.qualifyingTieBreaks))
                ++j;
            if (j - i > 1) {
                QList<qsizetype> members;
                for (qsizetype m = i; m < j; ++m)
                    members.append(m);
                tied.append({int(i + 1), members});
            }
            if (i == 0 && config.places == PlayoffPlaces::FirstOnly)
                break;
            i = j;
        }
    }
    for (const auto &[place, members] : std::as_const(tied)) {
        PlayoffInput in;
        in.place = place;
        for (qsizetype m : members) {
            const Player &p = t.players[rows[m].playerIndex];
            PlayoffEntrant e;
            e.startNo = p.startNo;
            e.name = p.name;
            e.mainRank = int(m + 1);
            if (const StandingRow *x = extraRows.value(p.startNo)) {
                e.sonnebornBerger = x->values.value(0).value;
                e.gamesWithBlack = int(x->values.value(1).value.roundToInt());
            }
            in.entrants.append(e);
        }
        const int lastRound = standings.rounds > 0 ? standings.rounds : t.roundCount();
        for (const PlayoffEntrant &e : std::as_const(in.entrants)) {
            const Player &p = t.players[t.indexOf(e.startNo)];
            for (int r = 0; r < p.rounds.size() && r < lastRound; ++r) {
                const RoundEntry &re = p.rounds[r];
                if (re.isPlayed() && in.entrant(re.opponent))
                    in.mutualPoints[{e.startNo, re.opponent}] += t.scoring.points(re);
            }
        }
        out.append(in);
    }
    return out;
}

QMap<int, QList<int>> playoffGroups(const QList<PlayoffInput> &inputs)
{
    QMap<int, QList<int>> groups;
    for (const PlayoffInput &in : inputs)
        for (const PlayoffEntrant &e : in.entrants)
            groups[in.place].append(e.startNo);
    return groups;
}

Standings applyPlayoff(
    const Standings &standings, const PlayoffInput &input, const PlayoffState &state)
{
    Standings out = standings;
    if (!state.finished || state.places.size() != input.entrants.size())
        return out;
    // The play-off's players stand together from input.place on.
    const qsizetype first = input.place - 1;
    const qsizetype n = state.places.size();
    if (first < 0 || first + n > out.rows.size())
        return out;
    QList<StandingRow> block;
    for (const PlayoffPlace &p : state.places) {
        const auto it = std::find_if(out.rows.begin() + first, out.rows.begin() + first + n,
            [&](const StandingRow &r) { return r.startNo == p.startNo; });
        if (it == out.rows.begin() + first + n)
            return standings;
        StandingRow row = *it;
        row.rank = p.place;
        row.sharedRank = p.shared;
        block.append(row);
    }
    for (qsizetype i = 0; i < n; ++i) {
        StandingRow &row = block[i];
        row.separation = i == 0             ? out.rows[first].separation
            : row.rank == block[i - 1].rank ? Separation::Shared
                                            : Separation::Playoff;
        row.decidedBy = i == 0 ? out.rows[first].decidedBy : -1;
        out.rows[first + i] = row;
    }
    out.notes.append(QCoreApplication::translate("arb::Playoff", "places %1-%2 decided by play-off")
                         .arg(input.place)
                         .arg(input.place + n - 1));
    return out;
}

StoredPlayoff storedPlayoffOutcome(const Tournament &t, const Standings &main)
{
    StoredPlayoff out;
    out.standings = main;
    const auto config = storedPlayoffConfig(t, &out.problem);
    if (!config)
        return out;
    out.inputs = playoffInputs(t, main, *config);
    // Started for other players than the standings tie now (a correction came after it): the
    // play-off stays shown and recorded for the players it was played by, decides no place,
    // and says so.
    const QMap<int, QList<int>> basis = storedPlayoffBasis(t);
    if (!basis.isEmpty() && basis != playoffGroups(out.inputs)) {
        out.inputs = playoffInputs(t, main, *config, &basis);
        out.onEarlierStandings = true;
        out.problem = QCoreApplication::translate("arb::Playoff",
            "The play-off was decided on earlier standings: results corrected since then "
            "changed who is tied. It stays recorded below but decides no place; start the "
            "play-off again for the tie as it is now.");
    }
    for (const PlayoffInput &input : std::as_const(out.inputs)) {
        QString error;
        const QMap<QString, GameResult> results = storedPlayoffResults(t, input.place, &error);
        const PlayoffState state
            = runPlayoff(*config, input, results, config->lotsSeed.value_or(0));
        if (!error.isEmpty())
            out.problem = error;
        for (const QString &e : state.errors)
            if (!out.onEarlierStandings)
                out.problem
                    = QCoreApplication::translate("arb::Playoff", "Play-off for place %1: %2")
                          .arg(input.place)
                          .arg(e);
        out.states.append(state);
        if (!out.onEarlierStandings)
            out.standings = applyPlayoff(out.standings, input, state);
    }
    return out;
}

} // namespace arb
