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
    m_norms.clear();
    m_normEvent.reset();
    m_round = round;
    m_standings = shownStandings();
    endResetModel();
}

void StandingsModel::setCategory(const QString &name)
{
    beginResetModel();
    m_norms.clear();
    m_normEvent.reset();
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
    m_norms.clear();
    m_normEvent.reset();
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
    return decidedByColumn() + 1 + (m_extraColumns ? (m_category.isEmpty() ? 2 : 3) : 0);
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
    if (col == normsColumn())
        return normsOf(p.startNo);
    return {};
}

QString StandingsModel::normsOf(int startNo) const
{
    const auto cached = m_norms.constFind(startNo);
    if (cached != m_norms.cend())
        return *cached;
    const Tournament &t = m_document->tournament();
    if (!m_normEvent)
        m_normEvent = normEvent(t, m_round);
    const QString text = normProspectsText(normProspects(t, startNo, m_round, *m_normEvent));
    m_norms.insert(startNo, text);
    return text;
}

QVariant StandingsModel::titleToolTip(int section) const
{
    if (section == normsColumn())
        return tr("Title norms made (GM) and still possible in the rounds left (IM?); "
                  "Edit > Title norms explains them");
    return RankingTableModel::titleToolTip(section);
}

QString StandingsModel::title(int section) const
{
    if (section == ratingChangeColumn())
        //: the FIDE rating change of the event
        return tr("Rtg +/-");
    if (section == overallRankColumn())
        //: the rank in the whole event, next to the rank in a category
        return tr("Overall");
    if (section == normsColumn())
        //: FIDE title norms
        return tr("Norms");
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
