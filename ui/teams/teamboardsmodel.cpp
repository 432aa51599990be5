// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teamboardsmodel.h"

#include "rounds/pairingsmodel.h"
#include "teams/teammatchesmodel.h"
#include "tournamentdocument.h"

#include <QSet>

namespace arb {

static_assert(int(TeamBoardsModel::Result) == int(PairingsModel::Result),
    "PairingsView enters results in PairingsModel::Result");

TeamBoardsModel::TeamBoardsModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TeamBoardsModel::rebuild);
}

void TeamBoardsModel::setMatch(int round, int first, int second)
{
    m_round = round;
    m_first = first;
    m_second = second;
    rebuild();
}

void TeamBoardsModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    const Tournament &t = m_document->tournament();
    const TeamData &d = t.teamData;
    const int a = d.indexOf(m_first);
    const int r = m_round - 1;
    for (const TeamMatchesModel::Pairing &p : TeamMatchesModel::pairingsOf(t, m_round)) {
        if (a < 0 || (p.first != a && p.second != a))
            continue;
        // Board order of the first-named team; the other team's players without a game there
        // (a board forfeit on their side) follow.
        const QList<int> &own = p.first == a ? p.firstBoards : p.secondBoards;
        const QList<int> &other = p.first == a ? p.secondBoards : p.firstBoards;
        QSet<int> shown;
        for (const QList<int> *list : {&own, &other}) {
            for (int s : *list) {
                const int pi = t.indexOf(s);
                if (s == 0 || pi < 0 || shown.contains(s) || r >= t.players[pi].rounds.size())
                    continue;
                const RoundEntry &e = t.players[pi].rounds[r];
                Row row;
                if (e.opponent > 0 && e.colour == Colour::Black) {
                    row.white = e.opponent;
                    row.black = s;
                    const int oi = t.indexOf(e.opponent);
                    row.code = oi >= 0 && r < t.players[oi].rounds.size()
                        ? t.players[oi].rounds[r].code
                        : ' ';
                } else {
                    row.white = s;
                    row.black = e.opponent;
                    row.code = e.code;
                }
                shown.insert(row.white);
                shown.insert(row.black);
                m_rows.append(row);
            }
        }
        break;
    }
    endResetModel();
}

int TeamBoardsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TeamBoardsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeamBoardsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == White ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : index.column() == Black  ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                       : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const Row &row = m_rows[index.row()];
    const Tournament &t = m_document->tournament();
    auto name = [&t](int startNo) {
        const int i = t.indexOf(startNo);
        return i >= 0 ? QStringLiteral("%1 %2").arg(startNo).arg(t.players[i].name) : QString();
    };
    switch (index.column()) {
    case Board:
        return index.row() + 1;
    case White:
        return name(row.white);
    case Result:
        if (role == Qt::EditRole)
            return row.code == ' ' ? QString() : QString(QChar(row.code));
        return row.black == 0 ? QString(QChar(row.code))
                              : PairingsModel::resultText(row.code, false);
    case Black:
        return row.black == 0 ? tr("(no opponent)") : name(row.black);
    default:
        return {};
    }
}

QVariant TeamBoardsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Board:
        return tr("Board");
    case White:
        return tr("White");
    case Result:
        return tr("Result");
    case Black:
        return tr("Black");
    default:
        return {};
    }
}

Qt::ItemFlags TeamBoardsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Result)
        f |= Qt::ItemIsEditable;
    return f;
}

bool TeamBoardsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != Result
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Row row = m_rows[index.row()];
    const QString text = value.toString();
    if (text.trimmed().isEmpty())
        return row.black != 0 ? m_document->setGame(m_round, row.white, row.black, ' ')
                              : m_document->clearEntry(m_round, row.white);
    const char code = PairingsModel::codeForKey(text);
    if (!code) {
        emit m_document->errorOccurred(
            tr("Round %1, match %2 - %3, board %4: \"%5\" is not a result; type 1, = (or 5), 0, "
               "+, -, or X (double forfeit)")
                .arg(m_round)
                .arg(m_first)
                .arg(m_second)
                .arg(index.row() + 1)
                .arg(text));
        return false;
    }
    return m_document->setResult(m_round, row.white, code);
}

} // namespace arb
