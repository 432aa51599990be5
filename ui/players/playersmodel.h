// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

namespace arb {

class TournamentDocument;
struct Player;

//! The players of the open tournament, editable; edits are stored through the document.
class PlayersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StartNo,
        Name,
        Title,
        Federation,
        Rating,
        NationalRating,
        FideId,
        Sex,
        BirthDate,
        Club,
        KFactor,
        Withdrawn,
        Points,
        ColumnCount
    };

    explicit PlayersModel(TournamentDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    //! Returns the row of \a startNo, or -1.
    int rowOf(int startNo) const;
    //! Returns a line naming the players whose total in the imported file does not add up
    //! (their Points cell is marked ⚠, the tooltip says why); empty when all agree.
    QString totalsWarning() const;

signals:
    //! Emitted after an edit stored differently from what was typed ("Grandmaster" as GM).
    void noteOccurred(const QString &message);

private:
    //! The player's FIDE, national and tournament ratings, and the method.
    QString ratingToolTip(const Player &p) const;
    void documentChanged();
    //! Reads what the cells show that is computed from the whole event: totals, national ratings.
    void readDocument();
    void findTotals();

    QPointer<TournamentDocument> m_document;
    int m_rows = 0;
    QString m_note;
    QHash<int, QString> m_totals; //!< start number: why the file's total does not add up
    //! Start number: national rating (RatingMethods::nationalFederation's records), read once
    //! per change of the document rather than for every cell drawn.
    QHash<int, int> m_national;
};

} // namespace arb
