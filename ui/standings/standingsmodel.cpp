// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/standingsmodel.h"
#include "localenumbers.h"

#include "players/categorystandings.h"
#include "players/ratingchange.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

namespace arb {

StandingsModel::StandingsModel(TournamentDocument *document, QObject *parent)
    : RankingTableModel(Rank, Name, FirstTieBreak, parent)
    , m_document(document)
{
    m_standings = document->standings();
    connect(document, &TournamentDocument::changed, this, &StandingsModel::documentChanged);
}

Standings StandingsModel::shownStandings() const
{
    const PlayerCategory *c = m_category.isEmpty()
        ? nullptr
        : PlayerCategories::find(m_document->tournament(), m_category);
    const Standings all = m_document->standingsAfter(m_round);
    return c ? categoryStandings(all, m_document->tournament(), *c) : all;
}

void StandingsModel::setRound(int round)
{
    beginResetModel();
    m_round = round;
    m_standings = shownStandings();
    endResetModel();
}

void StandingsModel::setCategory(const QString &name)
{
    beginResetModel();
    m_category = name;
    if (!name.isEmpty() && !PlayerCategories::find(m_document->tournament(), name))
        m_category.clear();
    m_standings = shownStandings();
    endResetModel();
}

void StandingsModel::setExtraColumns(bool on)
{
    beginResetModel();
    m_extraColumns = on;
    endResetModel();
}

void StandingsModel::documentChanged()
{
    // A category removed or renamed: everyone.
    if (!m_category.isEmpty() && !PlayerCategories::find(m_document->tournament(), m_category)) {
        setCategory({});
        return;
    }
    const Standings s = shownStandings();
    if (s.rows.size() == m_standings.rows.size() && s.tieBreaks == m_standings.tieBreaks) {
        m_standings = s;
        if (!m_standings.rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_standings = s;
    endResetModel();
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return decidedByColumn() + 1 + (m_extraColumns ? (m_category.isEmpty() ? 1 : 2) : 0);
}

QVariant StandingsModel::cell(int rowIndex, int col) const
{
    const StandingRow &row = m_standings.rows[rowIndex];
    const Tournament &t = m_document->tournament();
    if (row.playerIndex < 0 || row.playerIndex >= t.players.size())
        return {};
    const Player &p = t.players[row.playerIndex];
    if (col == StartNo)
        return p.startNo;
    if (col == Name)
        return m_document->markedName(p, m_round);
    if (col == Rating)
        return p.rating > 0 ? QVariant(p.rating) : QVariant(QString());
    if (col == Points)
        return localeText(row.points);
    if (col == ratingChangeColumn()) {
        const RatingChange c = fideRatingChange(t, p);
        return c.isRated() && c.games > 0 ? ratingChangeText(c.change()) : QString();
    }
    if (col == overallRankColumn())
        return QString::number(row.overallRank)
            + (row.overallShared ? QStringLiteral("=") : QString());
    return {};
}

QString StandingsModel::title(int section) const
{
    if (section == ratingChangeColumn())
        //: the FIDE rating change of the event
        return tr("Rtg +/-");
    if (section == overallRankColumn())
        //: the rank in the whole event, next to the rank in a category
        return tr("Overall");
    switch (section) {
    case StartNo:
        //: start number
        return tr("No.");
    case Name:
        return tr("Name");
    case Rating:
        return tr("Rating");
    case Points:
        return tr("Pts");
    default:
        return QString();
    }
}

} // namespace arb
