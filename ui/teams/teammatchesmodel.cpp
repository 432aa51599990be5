// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teammatchesmodel.h"
#include "localenumbers.h"

#include "teams/teamresults.h"
#include "tournamentdocument.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <climits>
#include <tuple>
#include <vector>

namespace arb {

TeamMatchesModel::TeamMatchesModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamMatchesModel::rebuild);
    rebuild();
}

void TeamMatchesModel::setRound(int round)
{
    if (round < 1 || round == m_round)
        return;
    m_round = round;
    rebuild();
}

QList<TeamMatchesModel::Pairing> TeamMatchesModel::pairingsOf(const Tournament &t, int round)
{
    const TeamData &d = t.teamData;
    const int r = round - 1;
    const int n = int(d.teams.size());
    QHash<int, int> teamOf; // start number -> team index
    for (int i = 0; i < n; ++i)
        for (int s : d.teams[i].players)
            teamOf.insert(s, i);
    auto entry = [&t, r](int startNo) -> const RoundEntry * {
        const int pi = t.indexOf(startNo);
        if (pi < 0 || r < 0 || r >= t.players[pi].rounds.size())
            return nullptr;
        return &t.players[pi].rounds[r];
    };
    std::vector<int> opponent(size_t(n), -1);
    QList<QList<int>> boards(n);
    std::vector<bool> fixedBoards(size_t(n), false);
    for (const TeamLineup &l : d.lineups) {
        const int a = d.indexOf(l.team);
        if (l.round != round || a < 0)
            continue;
        opponent[a] = d.indexOf(l.opponent);
        boards[a] = l.boards;
        fixedBoards[a] = true;
    }
    for (const TeamForfeit &f : d.forfeits) {
        const int a = d.indexOf(f.first), b = d.indexOf(f.second);
        if (f.round == round && a >= 0 && b >= 0) {
            opponent[a] = b;
            opponent[b] = a;
        }
    }
    for (int i = 0; i < n; ++i) {
        if (opponent[i] < 0) {
            QMap<int, int> votes;
            for (int s : d.teams[i].players) {
                const RoundEntry *e = entry(s);
                const int other = e && e->opponent > 0 ? teamOf.value(e->opponent, -1) : -1;
                if (other >= 0 && other != i)
                    ++votes[other];
            }
            for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
                if (opponent[i] < 0 || it.value() > votes.value(opponent[i]))
                    opponent[i] = it.key();
            }
        }
        if (!fixedBoards[i]) {
            for (int s : d.teams[i].players) {
                const RoundEntry *e = entry(s);
                if (!e)
                    continue;
                const bool againstOpponent = e->opponent > 0 && opponent[i] >= 0
                    && teamOf.value(e->opponent, -1) == opponent[i];
                const bool boardForfeit = e->opponent <= 0 && (e->code == '+' || e->code == '-');
                const bool teamBye = opponent[i] < 0 && e->code != ' ';
                if (againstOpponent || boardForfeit || teamBye)
                    boards[i].append(s);
            }
        }
    }
    // A team's bye of the round (240 naming the team): listed without opponent.
    QSet<int> byes;
    for (const ByeRecord &b : t.byes)
        if (b.round == round)
            for (int number : b.players)
                byes.insert(number);
    QList<Pairing> out;
    std::vector<bool> listed(size_t(n), false);
    for (int i = 0; i < n; ++i) {
        if (listed[i]
            || (opponent[i] < 0 && boards[i].isEmpty() && !byes.contains(d.teams[i].number)))
            continue;
        listed[i] = true;
        Pairing p {i, opponent[i], boards[i], {}};
        if (p.second >= 0) {
            listed[p.second] = true;
            p.secondBoards = boards[p.second];
        }
        out.append(p);
    }
    // As the pairing gives them: the team with White on board 1 first, the matches in the order
    // of the teams' match points before the round (the higher of the two, the lower, the
    // smaller team number), a team without opponent last.
    for (Pairing &p : out) {
        const RoundEntry *e = entry(p.firstBoards.value(0));
        bool swap = p.second >= 0 && e && e->opponent > 0 && e->colour == Colour::Black;
        // A forfeited match (330) has no games: its White team is the one the record names first.
        for (const TeamForfeit &f : d.forfeits)
            if (f.round == round && p.second >= 0 && d.teams[p.first].number == f.second
                && d.teams[p.second].number == f.first)
                swap = true;
        if (swap) {
            std::swap(p.first, p.second);
            std::swap(p.firstBoards, p.secondBoards);
        }
    }
    QList<Fixed> points(n);
    if (round > 1) {
        const TeamResults before = computeTeamResults(t, d.scoring, round - 1);
        for (int i = 0; i < n && i < before.table.size(); ++i)
            for (const TeamRound &m : before.table[i])
                points[i] += m.matchPoints;
    }
    auto key = [&](const Pairing &p) {
        const Fixed a = points[p.first], b = p.second >= 0 ? points[p.second] : a;
        const int lowest
            = std::min(d.teams[p.first].number, p.second >= 0 ? d.teams[p.second].number : INT_MAX);
        return std::make_tuple(p.second < 0, -std::max(a, b).raw(), -std::min(a, b).raw(), lowest);
    };
    std::stable_sort(out.begin(), out.end(),
        [&](const Pairing &x, const Pairing &y) { return key(x) < key(y); });
    return out;
}

void TeamMatchesModel::rebuild()
{
    beginResetModel();
    m_pairings = pairingsOf(m_document->tournament(), m_round);
    endResetModel();
}

int TeamMatchesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pairings.size());
}

int TeamMatchesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamMatchesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == FirstTeam ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : index.column() == SecondTeam ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    const Pairing &p = m_pairings[index.row()];
    const TeamData &d = m_document->tournament().teamData;
    const TeamResults &results = m_document->teamResults();
    const int r = m_round - 1;
    auto result = [&](int team) -> const TeamRound * {
        if (team < 0 || team >= results.table.size() || r < 0 || r >= results.rounds)
            return nullptr;
        return &results.at(team, r);
    };
    const TeamRound *a = result(p.first);
    const TeamRound *b = result(p.second);
    auto name = [&](int team) {
        if (team >= 0 && team < d.teams.size())
            return QStringLiteral("%1 %2").arg(d.teams[team].number).arg(d.teams[team].name);
        switch (a ? a->kind : RoundKind::Absent) {
        case RoundKind::PairingBye:
            return tr("(pairing-allocated bye)");
        case RoundKind::FullBye:
            return tr("(full-point bye)");
        case RoundKind::HalfBye:
            return tr("(half-point bye)");
        case RoundKind::ZeroBye:
            return tr("(zero-point bye)");
        default:
            return tr("(no opponent)");
        }
    };
    const bool forfeit
        = a && b && (a->kind == RoundKind::ForfeitWin || a->kind == RoundKind::ForfeitLoss);
    const bool played = a && a->kind != RoundKind::Absent;
    switch (index.column()) {
    case Match:
        return index.row() + 1;
    case FirstTeam:
        return name(p.first);
    case SecondTeam:
        return name(p.second);
    case Score:
        if (!played)
            return QStringLiteral("–");
        if (forfeit)
            //: a forfeited match: + the team that wins by forfeit, - the one that loses
            return tr("%1 : %2 forfeit")
                .arg(a->kind == RoundKind::ForfeitWin ? QStringLiteral("+") : QStringLiteral("-"),
                    b->kind == RoundKind::ForfeitWin ? QStringLiteral("+") : QStringLiteral("-"));
        if (!b) // a bye: the team's own points, no score against anyone
            return localeText(a->gamePoints);
        return QStringLiteral("%1 - %2").arg(localeText(a->gamePoints), localeText(b->gamePoints));
    case MatchPoints: {
        // Only once every board has its result: a match in progress has no match points yet.
        const Tournament &t = m_document->tournament();
        for (int s : p.firstBoards + p.secondBoards) {
            const int i = t.indexOf(s);
            if (i >= 0 && r < t.players[i].rounds.size() && t.players[i].rounds[r].code == ' ')
                return QString();
        }
        if (!played)
            return QString();
        if (!b)
            return localeText(a->matchPoints);
        return QStringLiteral("%1 - %2").arg(
            localeText(a->matchPoints), localeText(b->matchPoints));
    }
    default:
        return {};
    }
}

QVariant TeamMatchesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Match:
        return tr("Match");
    case FirstTeam:
    case SecondTeam:
        return tr("Team");
    case Score:
        //: board points of both teams
        return tr("Score");
    case MatchPoints:
        //: match points of both teams
        return tr("MP");
    default:
        return {};
    }
}

} // namespace arb
