// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/playerroundsmodel.h"
#include "localenumbers.h"

#include "players/ratingchange.h"
#include "tournamentdocument.h"

namespace arb {

PlayerRoundsModel::PlayerRoundsModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &PlayerRoundsModel::documentChanged);
}

int PlayerRoundsModel::computeRows() const
{
    const Tournament &t = m_document->tournament();
    return t.indexOf(m_startNo) < 0 ? 0 : m_document->standings().rounds;
}

void PlayerRoundsModel::setPlayer(int startNo)
{
    beginResetModel();
    m_startNo = startNo;
    m_rows = computeRows();
    endResetModel();
}

void PlayerRoundsModel::documentChanged()
{
    if (computeRows() != m_rows) {
        setPlayer(m_startNo);
    } else if (m_rows > 0) {
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
        emit headerDataChanged(Qt::Horizontal, RatingChange, RatingChange);
    }
}

int PlayerRoundsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PlayerRoundsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayerRoundsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || role != Qt::DisplayRole)
        return {};
    const Tournament &t = m_document->tournament();
    const int i = t.indexOf(m_startNo);
    if (i < 0)
        return {};
    const int r = index.row();
    const RoundEntry e = r < t.players[i].rounds.size() ? t.players[i].rounds[r] : RoundEntry();
    const int oi = e.opponent > 0 ? t.indexOf(e.opponent) : -1;
    const bool unknown = e.code == ' '; // not paired, or paired without a result yet
    switch (Column(index.column())) {
    case Round:
        return r + 1;
    case Opponent:
        return oi >= 0 ? QStringLiteral("%1 (%2)").arg(t.players[oi].name).arg(e.opponent)
                       : QString();
    case Colour:
        return e.colour == Colour::White ? tr("white")
            : e.colour == Colour::Black  ? tr("black")
                                         : QString();
    case Result:
        return unknown ? QString() : QString(QChar(e.code));
    case Points:
        return localeText(unknown ? t.scoring.absent : t.scoring.points(e));
    case OpponentScore: {
        if (oi < 0)
            return QString();
        Fixed score;
        const QList<RoundEntry> &rounds = t.players[oi].rounds;
        for (int k = 0; k < rounds.size() && k < m_document->standings().rounds; ++k)
            score += rounds[k].code == ' ' ? t.scoring.absent : t.scoring.points(rounds[k]);
        return localeText(score);
    }
    case RatingChange: {
        const auto delta = fideGameDeltaHundredths(t, t.players[i], e);
        if (!delta)
            return QString();
        return ratingChangeText(fideRatingChange(t, t.players[i]).k * *delta / 100.0);
    }
    case Kind:
        if (unknown)
            return e.opponent > 0 ? tr("paired, no result yet: unplayed (Art. 16)")
                                  : tr("not paired: zero-point bye (Art. 16.1.1)");
        switch (e.kind()) {
        case RoundKind::Played:
            return e.rated ? tr("played") : tr("played, not rated");
        case RoundKind::ForfeitWin:
            return tr("forfeit win: unplayed, dummy opponent (Art. 16.2.2)");
        case RoundKind::ForfeitLoss:
            return tr("forfeit loss: voluntarily unplayed (Art. 16.2.4)");
        case RoundKind::PairingBye:
            return tr("pairing-allocated bye: dummy opponent (Art. 16.2.1)");
        case RoundKind::FullBye:
            return tr("full-point bye (Art. 16.2.1)");
        case RoundKind::HalfBye:
            return tr("half-point bye: requested (Art. 16.1.1)");
        case RoundKind::ZeroBye:
            return tr("zero-point bye: requested (Art. 16.1.1)");
        case RoundKind::Absent:
            return tr("absent (Art. 16.1.1)");
        }
        return {};
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PlayerRoundsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Round:
        return tr("Round");
    case Opponent:
        return tr("Opponent");
    case Colour:
        return tr("Colour");
    case Result:
        return tr("Result");
    case Points:
        return tr("Points");
    case OpponentScore:
        return tr("Opponent's score");
    case RatingChange: {
        // The player's whole change in the header: K and the sum.
        const Tournament &t = m_document->tournament();
        const int i = t.indexOf(m_startNo);
        const arb::RatingChange c
            = i >= 0 ? fideRatingChange(t, t.players[i]) : arb::RatingChange();
        if (!c.isRated() || c.games == 0)
            return tr("Rating change");
        return tr("Rating change (K %1: %2)").arg(c.k).arg(ratingChangeText(c.change()));
    }
    case Kind:
        return tr("For the tie-breaks");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace arb
