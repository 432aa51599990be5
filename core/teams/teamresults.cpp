// SPDX-License-Identifier: GPL-3.0-or-later
// Team matches from the individual games: who met whom in each round, on which board, and what
// each team scored (C.07 Art. 11: match points and game points; Art. 12 board points).
#include "teams/teamresults.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <algorithm>

namespace arb {

namespace {

    RoundKind byeKind(char type)
    {
        switch (type) {
        case 'F':
            return RoundKind::FullBye;
        case 'H':
            return RoundKind::HalfBye;
        case 'U':
            return RoundKind::PairingBye;
        default:
            return RoundKind::ZeroBye;
        }
    }

    bool textSaysRoundRobin(const Tournament &t)
    {
        const QString text = (t.typeText + u' ' + t.systemText).toLower();
        return text.contains(u"round-robin") || text.contains(u"round robin")
            || text.contains(u"roundrobin") || text.contains(u"berger");
    }

    bool textSaysSwiss(const Tournament &t)
    {
        const QString text = (t.typeText + u' ' + t.systemText).toLower();
        return text.contains(u"swiss") || text.contains(u"dutch") || text.contains(u"olympiad");
    }

} // namespace

TeamResults computeTeamResults(const Tournament &t, const TeamScoring &scoring, int rounds)
{
    const TeamData &d = t.teamData;
    TeamResults out;
    const int planned = t.plannedRounds();
    out.rounds = rounds > 0 ? std::min(rounds, planned) : planned;
    const int n = int(d.teams.size());
    out.table.resize(n);
    for (auto &row : out.table)
        row.resize(out.rounds);
    out.gamePointsPrimary = t.systemText.toUpper().contains(QStringLiteral("GP_MP"));

    QHash<int, int> teamOf; // start number -> team index
    for (int i = 0; i < n; ++i)
        for (int s : d.teams[i].players)
            teamOf.insert(s, i);
    auto entry = [&t](int startNo, int r) -> const RoundEntry * {
        const int pi = t.indexOf(startNo);
        if (pi < 0 || r >= t.players[pi].rounds.size())
            return nullptr;
        return &t.players[pi].rounds[r];
    };

    // Pass 1: opponents, kinds and line-ups.
    std::vector<std::vector<bool>> forfeited(n, std::vector<bool>(out.rounds, false));
    int largestLineup = 0;
    for (int r = 0; r < out.rounds; ++r) {
        std::vector<bool> fixedBoards(n, false);
        for (const TeamLineup &l : d.lineups) {
            if (l.round != r + 1)
                continue;
            const int a = d.indexOf(l.team);
            if (a < 0)
                continue;
            TeamRound &m = out.table[a][r];
            m.opponent = d.indexOf(l.opponent);
            m.kind = RoundKind::Played;
            m.boards = l.boards;
            fixedBoards[a] = true;
        }
        for (const TeamForfeit &f : d.forfeits) {
            if (f.round != r + 1)
                continue;
            const int a = d.indexOf(f.first), b = d.indexOf(f.second);
            if (a < 0 || b < 0)
                continue;
            out.table[a][r].opponent = b;
            out.table[b][r].opponent = a;
            out.table[a][r].kind
                = f.firstResult == '+' ? RoundKind::ForfeitWin : RoundKind::ForfeitLoss;
            out.table[b][r].kind
                = f.secondResult == '+' ? RoundKind::ForfeitWin : RoundKind::ForfeitLoss;
            forfeited[a][r] = forfeited[b][r] = true;
        }
        for (int i = 0; i < n; ++i) {
            TeamRound &m = out.table[i][r];
            if (m.opponent < 0 && !forfeited[i][r]) {
                // The opposing team is the team of the opponents its players met.
                QMap<int, int> votes;
                bool anyResult = false;
                for (int s : d.teams[i].players) {
                    const RoundEntry *e = entry(s, r);
                    if (!e || e->opponent <= 0 || !teamOf.contains(e->opponent))
                        continue;
                    ++votes[teamOf.value(e->opponent)];
                    anyResult = anyResult || e->code != ' ';
                }
                if (!votes.isEmpty()) {
                    int best = votes.firstKey();
                    for (auto it = votes.cbegin(); it != votes.cend(); ++it)
                        if (it.value() > votes.value(best))
                            best = it.key();
                    if (votes.size() > 1)
                        out.problems.append(QCoreApplication::translate("arb::TeamResults",
                            "round %1: the players of team %2 met players of %3 different teams")
                                                .arg(r + 1)
                                                .arg(d.teams[i].number)
                                                .arg(votes.size()));
                    if (best == i) {
                        out.problems.append(QCoreApplication::translate(
                            "arb::TeamResults", "round %1: players of team %2 met each other")
                                                .arg(r + 1)
                                                .arg(d.teams[i].number));
                    } else if (anyResult) {
                        m.opponent = best;
                        m.kind = RoundKind::Played;
                    }
                }
            }
            if (m.opponent >= 0 && !fixedBoards[i] && !forfeited[i][r]) {
                for (int s : d.teams[i].players) {
                    const RoundEntry *e = entry(s, r);
                    if (!e)
                        continue;
                    if ((e->opponent > 0 && teamOf.value(e->opponent, -1) == m.opponent)
                        || (e->opponent <= 0 && e->code == '+'))
                        m.boards.append(s);
                }
            }
            if (m.opponent < 0 && !forfeited[i][r]) {
                m.kind = RoundKind::Absent;
                for (const ByeRecord &b : t.byes)
                    if (b.round == r + 1 && b.players.contains(d.teams[i].number))
                        m.kind = byeKind(b.type);
                if (r < d.pairingByes.size() && d.pairingByes[r] == d.teams[i].number)
                    m.kind = RoundKind::PairingBye;
                if (m.kind == RoundKind::Absent) {
                    // TRF-16 team files write a team's bye on its players' lines: every player
                    // with an entry has the same bye code (U, F or H) and no opponent. A half- or
                    // full-point bye is the team's requested bye (C.07 Art. 16.2.2-16.2.3),
                    // worth a drawn or won match, not nothing.
                    char code = 0;
                    bool same = true;
                    for (int s : d.teams[i].players) {
                        const RoundEntry *e = entry(s, r);
                        if (!e || e->code == ' ')
                            continue;
                        if (e->opponent > 0 || (code && e->code != code))
                            same = false;
                        code = e->code;
                    }
                    if (same && (code == 'U' || code == 'F' || code == 'H'))
                        m.kind = byeKind(code);
                }
            }
            largestLineup = std::max<int>(largestLineup, int(m.boards.size()));
        }
    }
    out.boards = !d.boardColours.isEmpty() ? int(d.boardColours.size()) : largestLineup;
    if (out.boards == 0)
        for (const Team &team : d.teams)
            out.boards = std::max<int>(out.boards, int(team.players.size()));

    // Pass 2: game points, board points, then match points.
    const Fixed allWin = t.scoring.win * out.boards;
    for (int r = 0; r < out.rounds; ++r) {
        // A match paired but without any result yet counts as not played (like an individual
        // game without result), not as a 0-0 draw.
        for (int i = 0; i < n; ++i) {
            TeamRound &m = out.table[i][r];
            if (m.kind != RoundKind::Played)
                continue;
            bool anyResult = false;
            for (const TeamRound *side : {&m, m.opponent >= 0 ? &out.table[m.opponent][r] : &m})
                for (int s : side->boards) {
                    const RoundEntry *e = s > 0 ? entry(s, r) : nullptr;
                    anyResult = anyResult || (e && e->code != ' ');
                }
            if (!anyResult)
                m.kind = RoundKind::Absent;
        }
        for (int i = 0; i < n; ++i) {
            TeamRound &m = out.table[i][r];
            m.boardPoints = QList<Fixed>(out.boards, Fixed());
            switch (m.kind) {
            case RoundKind::Played: {
                for (int b = 0; b < m.boards.size(); ++b) {
                    const RoundEntry *e = m.boards[b] > 0 ? entry(m.boards[b], r) : nullptr;
                    if (!e)
                        continue;
                    const Fixed p = t.scoring.points(*e);
                    m.gamePoints += p;
                    // Art. 12: individual forfeits count as standard wins or losses.
                    const Fixed boardValue = e->code == '+' ? t.scoring.win
                        : e->code == '-'                    ? t.scoring.loss
                                                            : p;
                    if (b < out.boards)
                        m.boardPoints[b] = boardValue;
                }
                break;
            }
            case RoundKind::ForfeitWin:
                m.gamePoints = allWin;
                m.boardPoints.fill(t.scoring.win);
                m.matchPoints = scoring.win;
                break;
            case RoundKind::ForfeitLoss:
                m.boardPoints.fill(t.scoring.loss);
                m.matchPoints = scoring.loss;
                break;
            case RoundKind::PairingBye:
                // C.07 does not fix what a pairing-allocated bye is worth (16.3.1 evaluates it
                // by the points awarded); the 320 record states it. Without one: the match
                // points of a drawn match, as FIDE's reference checker scores it.
                m.matchPoints
                    = scoring.hasPairingByeRecord ? scoring.pairingByeMatchPoints : scoring.draw;
                m.gamePoints
                    = scoring.hasPairingByeGamePoints ? scoring.pairingByeGamePoints : allWin;
                m.boardPoints.fill(t.scoring.win); // Art. 12: a standard win on every board
                break;
            case RoundKind::FullBye:
                m.matchPoints = scoring.win;
                m.gamePoints = allWin;
                m.boardPoints.fill(t.scoring.win);
                break;
            case RoundKind::HalfBye:
                m.matchPoints = scoring.draw;
                m.gamePoints = t.scoring.draw * out.boards;
                m.boardPoints.fill(t.scoring.draw);
                break;
            case RoundKind::ZeroBye:
            case RoundKind::Absent:
                break;
            }
        }
        for (int i = 0; i < n; ++i) {
            TeamRound &m = out.table[i][r];
            if (m.kind != RoundKind::Played)
                continue;
            const TeamRound *other = m.opponent >= 0 ? &out.table[m.opponent][r] : nullptr;
            const Fixed theirs = other ? other->gamePoints : Fixed();
            if (m.gamePoints > theirs)
                m.matchPoints = scoring.win;
            else if (m.gamePoints < theirs)
                m.matchPoints = scoring.loss;
            else if (scoring.doubleZeroIsLoss && m.gamePoints.isZero())
                m.matchPoints = scoring.loss; // B.6.3.1: both teams on 0 board points
            else
                m.matchPoints = scoring.draw;
        }
        // A match without any game over the board is a forfeited match (Art. 15.1).
        for (int i = 0; i < n; ++i) {
            TeamRound &m = out.table[i][r];
            if (m.kind != RoundKind::Played || m.opponent < 0)
                continue;
            bool played = false;
            for (const TeamRound *side : {&m, &out.table[m.opponent][r]})
                for (int s : side->boards) {
                    const RoundEntry *e = s > 0 ? entry(s, r) : nullptr;
                    played = played || (e && e->kind() == RoundKind::Played);
                }
            if (!played) {
                const Fixed theirs = out.table[m.opponent][r].gamePoints;
                if (m.gamePoints != theirs)
                    m.kind = m.gamePoints > theirs ? RoundKind::ForfeitWin : RoundKind::ForfeitLoss;
            }
        }
    }

    // Round robin: the text says so, or every team met every other one equally often.
    if (textSaysRoundRobin(t)) {
        out.roundRobin = true;
    } else if (!textSaysSwiss(t) && n >= 2) {
        const int single = n % 2 == 0 ? n - 1 : n;
        const int meetings = out.rounds % single == 0 ? out.rounds / single : 0;
        bool rr = meetings > 0;
        for (int i = 0; i < n && rr; ++i) {
            std::vector<int> met(n, 0);
            for (int r = 0; r < out.rounds; ++r)
                if (out.table[i][r].opponent >= 0)
                    ++met[out.table[i][r].opponent];
            for (int j = 0; j < n && rr; ++j)
                rr = j == i || met[j] == meetings;
        }
        out.roundRobin = rr;
    }
    return out;
}

} // namespace arb
