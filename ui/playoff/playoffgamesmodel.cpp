// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/playoffgamesmodel.h"

#include "reports/playoffreport.h"
#include "tournamentdocument.h"

namespace arb {

PlayoffGamesModel::PlayoffGamesModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &PlayoffGamesModel::refresh);
    refresh();
}

void PlayoffGamesModel::setPlace(int place)
{
    m_place = place;
    refresh();
}

void PlayoffGamesModel::refresh()
{
    beginResetModel();
    m_games.clear();
    const QList<PlayoffInput> &ties = m_document->playoffs();
    int index = -1;
    for (int i = 0; i < ties.size(); ++i) {
        if (ties[i].place == m_place)
            index = i;
    }
    if (index < 0 && !ties.isEmpty()) {
        index = 0;
        m_place = ties.first().place;
    }
    if (index >= 0 && index < m_document->playoffStates().size())
        m_games = m_document->playoffStates().at(index).games;
    endResetModel();
}

const PlayoffGame *PlayoffGamesModel::game(int row) const
{
    return row >= 0 && row < m_games.size() ? &m_games[row] : nullptr;
}

int PlayoffGamesModel::firstPendingRow() const
{
    for (int r = 0; r < m_games.size(); ++r) {
        if (!m_games[r].result)
            return r;
    }
    return -1;
}

std::optional<GameResult> PlayoffGamesModel::resultForKey(const QString &text)
{
    if (text == u"5")
        return GameResult::Draw;
    if (text == u"1")
        return GameResult::WhiteWin;
    if (text == u"0")
        return GameResult::BlackWin;
    return parseGameResult(text);
}

int PlayoffGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

int PlayoffGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlayoffGamesModel::playerName(int startNo) const
{
    const int i = m_document->tournament().indexOf(startNo);
    return i < 0
        ? QString::number(startNo)
        : QStringLiteral("%1 %2").arg(startNo).arg(m_document->tournament().players[i].name);
}

QVariant PlayoffGamesModel::data(const QModelIndex &index, int role) const
{
    const PlayoffGame *g = index.isValid() ? game(index.row()) : nullptr;
    if (!g || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole) {
        const bool left
            = index.column() == White || index.column() == Black || index.column() == Stage;
        const Qt::Alignment a = (left ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignVCenter;
        return int(a.toInt());
    }
    if (role == Qt::UserRole)
        return g->id;
    if (role == Qt::ToolTipRole && index.column() == TimeControlColumn)
        return PlayoffReport::timeControlText(g->timeControl);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case Number:
        return g->number;
    case Slot:
        return g->slot;
    case Game:
        return g->id;
    case White:
        return playerName(g->white);
    case Black:
        return playerName(g->black);
    case TimeControlColumn:
        return g->timeControl.toString();
    case Result:
        return g->result ? gameResultText(*g->result) : QString();
    case Stage:
        return g->stage;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PlayoffGamesModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Number:
        return tr("No.");
    case Slot:
        return tr("Slot");
    case Game:
        return tr("Game");
    case White:
        return tr("White");
    case Black:
        return tr("Black");
    case TimeControlColumn:
        return tr("Time control");
    case Result:
        return tr("Result");
    case Stage:
        return tr("Stage");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags PlayoffGamesModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Result)
        f |= Qt::ItemIsEditable;
    return f;
}

bool PlayoffGamesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const PlayoffGame *g = index.isValid() ? game(index.row()) : nullptr;
    if (!g || role != Qt::EditRole || index.column() != Result)
        return false;
    const QString text = value.toString().trimmed();
    std::optional<GameResult> result;
    if (!text.isEmpty()) {
        result = resultForKey(text);
        if (!result)
            return false;
    }
    const QString id = g->id; // the games are replaced when the document changes
    return m_document->setPlayoffResult(m_place, id, result);
}

} // namespace arb
