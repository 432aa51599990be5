// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace arb {

class TournamentDocument;

//! The teams by number: name, federation, number of players and average rating; the name and
//! federation can be edited in place.
class TeamsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Number, Name, Federation, Players, AverageRating, ColumnCount };

    explicit TeamsModel(TournamentDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    void documentChanged();

    QPointer<TournamentDocument> m_document;
    int m_rows = 0;
};

} // namespace arb
