// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/pairingsmodel.h"
#include "localenumbers.h"

#include "pairing/dutch.h"
#include "result.h"
#include "scores.h"
#include "tournamentdocument.h"
#include "trf/consistency.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace arb {

PairingsModel::PairingsModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &PairingsModel::rebuild);
    rebuild();
}

void PairingsModel::setRound(int round)
{
    if (round < 1 || round == m_round)
        return;
    m_round = round;
    rebuild();
}

void PairingsModel::rebuild()
{
    const Tournament &t = m_document->tournament();
    const int r = m_round - 1;
    QList<Row> games, byes;
    QSet<int> seen;
    // Opponents met before this round, to warn about repeated pairings.
    auto metBefore = [&t, r](const Player &p, int opponent) {
        for (int i = 0; i < r && i < p.rounds.size(); ++i) {
            if (p.rounds[i].opponent == opponent && p.rounds[i].kind() == RoundKind::Played)
                return true;
        }
        return false;
    };
    for (const Player &p : t.players) {
        if (r >= p.rounds.size())
            continue;
        const RoundEntry &e = p.rounds[r];
        if (e.opponent == 0) {
            if (e.code != ' ')
                byes.append({p.startNo, 0, e.code, {}});
            continue;
        }
        if (seen.contains(p.startNo))
            continue;
        const int oi = t.indexOf(e.opponent);
        const RoundEntry back
            = oi >= 0 && r < t.players[oi].rounds.size() ? t.players[oi].rounds[r] : RoundEntry();
        Row row;
        const bool white = e.colour != Colour::Black;
        row.white = white ? p.startNo : e.opponent;
        row.black = white ? e.opponent : p.startNo;
        row.code = white ? e.code : back.code;
        if (oi < 0)
            row.warning = tr("player %1 does not exist").arg(e.opponent);
        else if (back.opponent != p.startNo)
            row.warning = tr("player %1 is paired twice in this round").arg(e.opponent);
        else if (metBefore(p, e.opponent))
            row.warning = tr("%1 and %2 have already met").arg(p.startNo).arg(e.opponent);
        seen.insert(p.startNo);
        if (back.opponent == p.startNo)
            seen.insert(e.opponent);
        games.append(row);
    }
    // The consistency analysis shared with the TRF reader and arbiter-cli (trf/consistency.h):
    // a board or bye it names shows it, unless a warning above already does.
    for (const ConsistencyFinding &f : pairingFindings(t)) {
        if (f.round != m_round)
            continue;
        for (QList<Row> *list : {&games, &byes})
            for (Row &row : *list)
                if (row.warning.isEmpty()
                    && (f.players.contains(row.white)
                        || (row.black > 0 && f.players.contains(row.black))))
                    row.warning = f.text;
    }
    // Boards in the order the engine gives them (C.04.2 board order), not by start number.
    QHash<int, int> boardOfWhite;
    for (const arb::Board &b : boardOrder(t, m_round))
        if (b.black != 0)
            boardOfWhite.insert(b.white, int(boardOfWhite.size()));
    auto boardOf = [&boardOfWhite](const Row &row) {
        return boardOfWhite.value(row.white, int(boardOfWhite.size()));
    };
    std::stable_sort(games.begin(), games.end(),
        [&](const Row &a, const Row &b) { return boardOf(a) < boardOf(b); });
    beginResetModel();
    m_rows = games + byes;
    endResetModel();
}

int PairingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PairingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PairingsModel::resultText(char code, bool bye)
{
    if (bye) {
        switch (code) {
        case 'H':
            return tr("½ (half-point bye)");
        case 'F':
            return tr("1 (full-point bye)");
        case 'U':
            return tr("1 (pairing-allocated bye)");
        case 'Z':
            return tr("0 (zero-point bye)");
        default:
            return QString(QChar(code));
        }
    }
    return result::boardText(code);
}

QVariant PairingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    const Tournament &t = m_document->tournament();
    const bool bye = row.black == 0;
    // "Name (start number) · points before this round", as on a printed pairing list.
    auto name = [this, &t](int startNo) {
        const int i = t.indexOf(startNo);
        if (i < 0)
            return QString::number(startNo);
        return QStringLiteral("%1 (%2) · %3")
            .arg(t.players[i].name)
            .arg(startNo)
            .arg(localeText(pointsAfter(t, i, m_round - 1)));
    };
    if (role == Qt::TextAlignmentRole && index.column() == Result)
        return QVariant(Qt::AlignCenter);
    if (role == Qt::ToolTipRole && index.column() == Warning)
        return row.warning;
    if (role == Qt::EditRole && index.column() == Result)
        return QString(QChar(row.code)).trimmed();
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Board:
        return bye ? QVariant(QString()) : QVariant(index.row() + 1);
    case White:
        return name(row.white);
    case Result: {
        if (bye)
            return resultText(row.code, true);
        // A double forfeit is '-' on both sides.
        const int bi = t.indexOf(row.black);
        const int r = m_round - 1;
        if (row.code == '-' && bi >= 0 && r < t.players[bi].rounds.size()
            && t.players[bi].rounds[r].code == '-')
            return QStringLiteral("- - -");
        return resultText(row.code, false);
    }
    case Black:
        return bye ? tr("bye") : name(row.black);
    case Warning:
        return row.warning;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PairingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Board:
        return tr("Board");
    case White:
        return tr("White");
    case Result:
        return tr("Result");
    case Black:
        return tr("Black");
    case Warning:
        return tr("Warning");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags PairingsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Result)
        f |= Qt::ItemIsEditable;
    return f;
}

char PairingsModel::codeForKey(const QString &text)
{
    return result::fromKey(text).value_or(0);
}

bool PairingsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != Result
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Row row = m_rows[index.row()];
    const QString text = value.toString();
    if (text.trimmed().isEmpty())
        return row.black != 0 ? m_document->setGame(m_round, row.white, row.black, ' ')
                              : m_document->clearEntry(m_round, row.white);
    const char code = codeForKey(text);
    if (!code) {
        emit m_document->errorOccurred(
            tr("Round %1, board %2: \"%3\" is not a result; type 1, = (or 5), 0, "
               "+, -, X (double forfeit), or H, F, U, Z for a bye")
                .arg(m_round)
                .arg(index.row() + 1)
                .arg(text));
        return false;
    }
    if (row.black == 0 && code != row.code && m_byeCheck && !m_byeCheck(row.white, code))
        return false;
    return m_document->setResult(m_round, row.white, code);
}

} // namespace arb
