// SPDX-License-Identifier: GPL-3.0-or-later
// A team Swiss as the tournament holds it: the teams and scores a round is paired from
// (C.04.6 1.1-1.7, C.04.7 for teams), the boards and line-ups a paired match is played on, and
// the check that re-pairs every round of a file.
#include "pairing/swissteam.h"

#include "pairing/dutch.h"
#include "pairing/pairingrules.h"
#include "pairing/players.h"
#include "rules/tournamentchecks.h"
#include "teams/teamresults.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace arb {

using pairing::opposite;

std::optional<SwissTeamSystem> swissTeamSystemOf(const Tournament &t)
{
    const QString code = t.systemText.trimmed();
    return parseSwissTeamCode(code.isEmpty() ? QStringLiteral("FIDE_TEAM") : code);
}

std::optional<TeamPairingInput> teamPairingInput(const Tournament &t, int round, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<TeamPairingInput> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const TeamData &d = t.teamData;
    if (d.teams.isEmpty())
        return fail(QCoreApplication::translate("arb::SwissTeam", "the event has no teams"));
    const std::optional<SwissTeamSystem> system = swissTeamSystemOf(t);
    if (!system)
        return fail(QCoreApplication::translate("arb::SwissTeam",
            "192: \"%1\" is not a code of the Swiss Team Pairing System (FIDE_TEAM, "
            "FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_GP_MP, ...)")
                        .arg(t.systemText.trimmed()));
    // Records that would change the pairing but that the team pairing does not apply.
    Tournament plain = t;
    plain.systemText.clear();
    if (const QList<TrfMessage> refused = unappliedPairingRecords(plain); !refused.isEmpty())
        return fail(refused.first().toString());
    QList<TrfMessage> ruleErrors;
    const PairingRules rules = pairingRulesOf(t, &ruleErrors);
    if (!ruleErrors.isEmpty())
        return fail(ruleErrors.first().toString());
    if (round < 1)
        return fail(QCoreApplication::translate("arb::SwissTeam", "no round %1").arg(round));

    TeamPairingInput in;
    in.round = round;
    in.rounds = t.plannedRounds();
    in.system = *system;
    in.initialColour = initialColourOf(t);
    const int n = int(d.teams.size());
    const TeamScoring &scoring = d.scoring;
    const TeamResults results
        = round > 1 ? computeTeamResults(t, scoring, round - 1) : TeamResults();
    const int boards = round > 1 ? results.boards : 0;
    const Fixed drawGames = t.scoring.draw * std::max(1, boards);

    // Who takes part in round 1 (Baku's group A, C.04.7 1.2) and who is left out now.
    auto requestedBye = [&](int number, int r) {
        for (const ByeRecord &b : t.byes)
            if (b.round == r && b.players.contains(number))
                return true;
        return false;
    };
    QList<bool> pairedInRoundOne(n, false);
    for (int i = 0; i < n; ++i) {
        if (round == 1) {
            pairedInRoundOne[i] = !requestedBye(d.teams[i].number, 1);
        } else {
            const RoundKind k = results.at(i, 0).kind;
            pairedInRoundOne[i] = k == RoundKind::Played || k == RoundKind::ForfeitWin
                || k == RoundKind::ForfeitLoss || k == RoundKind::PairingBye;
        }
    }
    // Virtual match and game points of round r for team i.
    int groupALast = 0;
    if (rules.method() == AccelerationMethod::Baku) {
        if (in.rounds <= 0)
            return fail(QCoreApplication::translate(
                "arb::SwissTeam", "Baku acceleration needs the number of rounds (142)"));
        const int taking = int(std::count(pairedInRoundOne.begin(), pairedInRoundOne.end(), true));
        const int size = 2 * ((taking + 3) / 4);
        int seen = 0;
        for (int i = 0; i < n && seen < size; ++i)
            if (pairedInRoundOne[i]) {
                ++seen;
                groupALast = d.teams[i].number;
            }
    }
    auto virtualOf = [&](int i, int r) -> QPair<Fixed, Fixed> { // match points, game points
        const int number = d.teams[i].number;
        QPair<Fixed, Fixed> v;
        if (rules.method() == AccelerationMethod::Custom) {
            for (const AccelerationRange &a : rules.ranges)
                if (r >= a.firstRound && r <= a.lastRound && number >= a.firstPlayer
                    && number <= a.lastPlayer) {
                    v.first += a.matchPoints;
                    v.second += a.points;
                }
        } else if (rules.method() == AccelerationMethod::Baku && number <= groupALast) {
            // C.04.7 1.4: the first half of the rounds (rounded up) is accelerated; a win's
            // match points in the first half of those (rounded up), half of it in the rest.
            const int accelerated = (in.rounds + 1) / 2;
            const int full = (accelerated + 1) / 2;
            if (r <= full)
                v.first = scoring.win;
            else if (r <= accelerated)
                v.first = Fixed::fromRaw(scoring.win.raw() / 2);
        }
        return v;
    };

    // Scores before each round, to tell the floaters of the previous round (1.5).
    QList<QList<Fixed>> before(n, QList<Fixed>(round, Fixed()));
    QList<TeamToPair> teams(n);
    for (int i = 0; i < n; ++i) {
        TeamToPair &team = teams[i];
        team.number = d.teams[i].number;
        Fixed mp, gp;
        for (int r = 0; r + 1 < round; ++r) {
            const QPair<Fixed, Fixed> v = virtualOf(i, r + 1);
            before[i][r] = (system->gamePointsPrimary ? gp + v.second : mp + v.first);
            const TeamRound &m = results.at(i, r);
            Colour colour = Colour::None;
            switch (m.kind) {
            case RoundKind::Played:
                if (m.opponent >= 0) {
                    team.met.append(d.teams[m.opponent].number);
                    // 1.6.1: the colour its board-1 player was scheduled.
                    const int first = m.boards.value(0);
                    const int other
                        = m.opponent >= 0 ? results.at(m.opponent, r).boards.value(0) : 0;
                    if (const int p = first > 0 ? t.indexOf(first) : -1;
                        p >= 0 && r < t.players[p].rounds.size())
                        colour = t.players[p].rounds[r].colour;
                    else if (const int o = other > 0 ? t.indexOf(other) : -1;
                             o >= 0 && r < t.players[o].rounds.size())
                        colour = opposite(t.players[o].rounds[r].colour);
                }
                mp += m.matchPoints;
                gp += m.gamePoints;
                break;
            case RoundKind::ForfeitWin:
            case RoundKind::FullBye:
                team.byeBarred = true; // [C2]
                mp += m.matchPoints;
                gp += m.gamePoints;
                break;
            case RoundKind::PairingBye:
                // 1.4: the match and game points of a drawn match, unless the rules (320) say
                // otherwise.
                team.byeBarred = true;
                mp += scoring.hasPairingByeRecord ? scoring.pairingByeMatchPoints : scoring.draw;
                gp += scoring.hasPairingByeGamePoints ? scoring.pairingByeGamePoints : drawGames;
                break;
            default:
                mp += m.matchPoints;
                gp += m.gamePoints;
                break;
            }
            team.colours.append(colour);
        }
        const QPair<Fixed, Fixed> v = virtualOf(i, round);
        team.score = system->gamePointsPrimary ? gp + v.second : mp + v.first;
        team.secondary = system->gamePointsPrimary ? mp : gp;
    }
    // 1.5: a floater of the previous round played an opponent with another score.
    if (round > 1)
        for (int i = 0; i < n; ++i) {
            const TeamRound &m = results.at(i, round - 2);
            const bool paired = m.kind == RoundKind::Played || m.kind == RoundKind::ForfeitWin
                || m.kind == RoundKind::ForfeitLoss;
            teams[i].floated = paired && m.opponent >= 0
                && before[i][round - 2] != before[m.opponent][round - 2];
        }
    // Requested byes and absences of this round are not paired.
    for (int i = 0; i < n; ++i) {
        // A team whose players' entries of the round are all requested byes or absences (and
        // one entry at least) does not play it.
        bool byes = false, playing = false;
        for (int s : d.teams[i].players) {
            const int p = t.indexOf(s);
            if (p < 0 || round > t.players[p].rounds.size())
                continue;
            const RoundEntry &e = t.players[p].rounds[round - 1];
            if (e.opponent == 0 && (e.code == 'H' || e.code == 'F' || e.code == 'Z'))
                byes = true;
            else if (e.opponent > 0 || e.code != ' ')
                playing = true;
        }
        if (!requestedBye(d.teams[i].number, round) && !(byes && !playing))
            in.teams.append(teams[i]);
    }
    for (const ProhibitedGroup &g : rules.prohibited)
        if (g.appliesIn(round))
            for (int x = 0; x < g.players.size(); ++x)
                for (int y = x + 1; y < g.players.size(); ++y)
                    in.prohibited.append({g.players[x], g.players[y]});
    return in;
}

TeamPairingResult pairSwissTeamRound(const Tournament &t, int round)
{
    QString error;
    const std::optional<TeamPairingInput> in = teamPairingInput(t, round, &error);
    if (!in) {
        TeamPairingResult r;
        r.error = error;
        return r;
    }
    return pairSwissTeams(*in);
}

int teamBoards(const Tournament &t)
{
    const TeamData &d = t.teamData;
    if (!d.boardColours.isEmpty())
        return int(d.boardColours.size());
    if (t.roundCount() > 0)
        if (const int fielded = computeTeamResults(t, d.scoring).boards; fielded > 0)
            return fielded;
    int smallest = 0;
    for (const Team &team : d.teams)
        if (!team.players.isEmpty())
            smallest = smallest == 0 ? int(team.players.size())
                                     : std::min(smallest, int(team.players.size()));
    return smallest;
}

namespace {

    QList<int> lineupOf(const Tournament &t, int round, int team, int boards)
    {
        const TeamData &d = t.teamData;
        for (const TeamLineup &l : d.lineups)
            if (l.round == round && l.team == team && !l.boards.isEmpty())
                return l.boards.mid(0, boards);
        const int i = d.indexOf(team);
        return i < 0 ? QList<int>() : d.teams[i].players.mid(0, boards);
    }

} // namespace

QList<int> teamLineupOf(const Tournament &t, int round, int team)
{
    return lineupOf(t, round, team, teamBoards(t));
}

void setTeamRound(Tournament &t, int round, const QList<TeamMatch> &matches)
{
    const TeamData &d = t.teamData;
    const int boards = teamBoards(t);
    auto entry = [&t, round](int startNo) -> RoundEntry * {
        const int i = t.indexOf(startNo);
        if (i < 0)
            return nullptr;
        Player &p = t.players[i];
        while (p.rounds.size() < round)
            p.rounds.append(RoundEntry());
        return &p.rounds[round - 1];
    };
    auto lineup = [&](int number) { return lineupOf(t, round, number, boards); };
    // The 352 pattern gives the colours of the first-named team; the team whose board 1 has
    // White is named first.
    const bool firstIsWhite = d.firstTeamHasWhite(0);
    for (const TeamMatch &m : matches) {
        if (m.black == 0) {
            for (int s : lineup(m.white))
                if (RoundEntry *e = entry(s)) {
                    *e = RoundEntry();
                    e->code = 'U';
                }
            continue;
        }
        const QList<int> first = lineup(firstIsWhite ? m.white : m.black);
        const QList<int> second = lineup(firstIsWhite ? m.black : m.white);
        for (int b = 0; b < std::min(first.size(), second.size()); ++b) {
            RoundEntry *x = entry(first[b]), *y = entry(second[b]);
            if (!x || !y)
                continue;
            const bool white = d.firstTeamHasWhite(b);
            *x = RoundEntry();
            *y = RoundEntry();
            x->opponent = second[b];
            y->opponent = first[b];
            x->colour = white ? Colour::White : Colour::Black;
            y->colour = white ? Colour::Black : Colour::White;
        }
    }
}

bool reseatTeamMatch(Tournament &t, int round, int team, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const TeamData &d = t.teamData;
    const int i = d.indexOf(team);
    if (i < 0 || round < 1)
        return fail(QCoreApplication::translate("arb::SwissTeam", "round %1: there is no team %2")
                        .arg(round)
                        .arg(team));
    QHash<int, int> teamOf; // start number -> team number
    for (const Team &x : d.teams)
        for (int s : x.players)
            teamOf.insert(s, x.number);
    // The match as the players' entries hold it: the other team, or the PAB.
    int other = 0;
    bool pab = false;
    for (int s : d.teams[i].players)
        if (const std::optional<RoundEntry> e = pairedEntry(t, s, round)) {
            if (e->opponent > 0 && teamOf.value(e->opponent) != team)
                other = teamOf.value(e->opponent);
            pab = pab || (e->opponent == 0 && e->code == 'U');
        }
    if (other == 0 && !pab)
        return fail(
            QCoreApplication::translate("arb::SwissTeam", "round %1: team %2 has no match to seat")
                .arg(round)
                .arg(team));
    for (const TeamForfeit &f : d.forfeits)
        if (f.round == round && (f.first == team || f.second == team))
            return fail(QCoreApplication::translate(
                "arb::SwissTeam", "round %1: the match of team %2 is forfeited")
                            .arg(round)
                            .arg(team));
    const QList<int> sides = other > 0 ? QList<int> {team, other} : QList<int> {team};
    for (int side : sides)
        for (int s : d.teams[d.indexOf(side)].players)
            if (const std::optional<RoundEntry> e = pairedEntry(t, s, round);
                e && e->opponent > 0 && e->code != ' ')
                return fail(QCoreApplication::translate("arb::SwissTeam",
                    "round %1: the game of player %2 has a result; the boards of the match "
                    "stay as they are")
                                .arg(round)
                                .arg(s));
    TeamMatch match {team, other};
    if (other > 0) {
        // Which team has White on board 1: from the colour of a board as the round is seated.
        const TeamResults seated = computeTeamResults(t, d.scoring, round);
        const QList<int> boards = seated.at(i, round - 1).boards;
        for (int b = 0; b < boards.size(); ++b) {
            const std::optional<RoundEntry> e
                = boards[b] > 0 ? pairedEntry(t, boards[b], round) : std::nullopt;
            if (!e || e->colour == Colour::None)
                continue;
            const bool teamFirst = (e->colour == Colour::White) == d.firstTeamHasWhite(b);
            const bool teamWhite = teamFirst == d.firstTeamHasWhite(0);
            if (!teamWhite)
                match = {other, team};
            break;
        }
    }
    for (int side : sides)
        for (int s : d.teams[d.indexOf(side)].players) {
            const int p = t.indexOf(s);
            if (p >= 0 && round <= t.players[p].rounds.size()) {
                RoundEntry &e = t.players[p].rounds[round - 1];
                if (e.opponent > 0 || e.code == 'U')
                    e = RoundEntry();
            }
        }
    setTeamRound(t, round, {match});
    return true;
}

bool TeamRoundCheck::agrees() const
{
    if (!error.isEmpty() || file.size() != engine.size())
        return false;
    for (const TeamMatch &m : file) {
        const bool free = colourless.contains(qMakePair(m.white, m.black));
        const bool found = std::any_of(engine.begin(), engine.end(), [&](const TeamMatch &e) {
            return e == m || (free && e.white == m.black && e.black == m.white);
        });
        if (!found)
            return false;
    }
    return true;
}

QList<TeamRoundCheck> checkTeamPairings(const Tournament &t)
{
    QList<TeamRoundCheck> out;
    const TeamData &d = t.teamData;
    const TeamResults all = computeTeamResults(t, d.scoring);
    for (int r = 0; r < all.rounds; ++r) {
        TeamRoundCheck c;
        c.round = r + 1;
        bool any = false;
        for (int i = 0; i < all.table.size(); ++i) {
            const TeamRound &m = all.at(i, r);
            if (m.kind == RoundKind::PairingBye) {
                c.file.append({d.teams[i].number, 0});
                any = true;
                continue;
            }
            const bool paired = m.kind == RoundKind::Played || m.kind == RoundKind::ForfeitWin
                || m.kind == RoundKind::ForfeitLoss;
            if (!paired || m.opponent < 0 || m.opponent < i)
                continue;
            any = true;
            const int a = d.teams[i].number, b = d.teams[m.opponent].number;
            // 1.6.1: the colour of the board-1 player of a match actually played.
            Colour colour = Colour::None;
            if (m.kind == RoundKind::Played) {
                const int first = m.boards.value(0);
                if (const int p = first > 0 ? t.indexOf(first) : -1;
                    p >= 0 && r < t.players[p].rounds.size())
                    colour = t.players[p].rounds[r].colour;
            }
            if (colour == Colour::None) {
                c.file.append({std::min(a, b), std::max(a, b)});
                c.colourless.append({std::min(a, b), std::max(a, b)});
            } else {
                c.file.append(colour == Colour::White ? TeamMatch {a, b} : TeamMatch {b, a});
            }
        }
        if (!any)
            break;
        // The teams of the file's round are paired; one without a match or PAB in it missed
        // the round (an absence the file records by leaving the round empty).
        QString why;
        std::optional<TeamPairingInput> in = teamPairingInput(t, r + 1, &why);
        if (in) {
            QSet<int> present;
            for (const TeamMatch &m : std::as_const(c.file)) {
                present.insert(m.white);
                present.insert(m.black);
            }
            in->teams.removeIf(
                [&present](const TeamToPair &team) { return !present.contains(team.number); });
            const TeamPairingResult engine = pairSwissTeams(*in);
            c.engine = engine.matches;
            c.error = engine.error;
        } else {
            c.error = why;
        }
        out.append(c);
    }
    return out;
}

} // namespace arb
