// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include <functional>

namespace arb {

class TournamentDocument;

//! The pairings of one round: one row per game (white's view) and per bye. The result column
//! takes TRF codes (1 = 0 + - and X for a double forfeit; H F U Z for byes; 5 and ½ for a draw).
class PairingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Board, White, Result, Black, Warning, ColumnCount };

    struct Row
    {
        int white = 0; //!< the bye's player for a bye
        int black = 0; //!< 0 for a bye
        char code = ' '; //!< from white's view
        QString warning;
    };

    explicit PairingsModel(TournamentDocument *document, QObject *parent = nullptr);

    void setRound(int round);
    int round() const { return m_round; }
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    //! Sets the question asked before a bye row's code changes (\a check(startNo, code) false:
    //! nothing is stored), so that a key typed on a bye asks what the bye controls ask.
    void setByeCheck(std::function<bool(int startNo, char code)> check)
    {
        m_byeCheck = std::move(check);
    }

    //! Returns the code a typed key stands for ('5' and '½' are '='), or 0 when it is none.
    static char codeForKey(const QString &text);
    //! Returns a result as shown: "1 - 0", "½ - ½", "+ - -", or a bye's name.
    static QString resultText(char whiteCode, bool bye);

private:
    void rebuild();

    QPointer<TournamentDocument> m_document;
    int m_round = 1;
    QList<Row> m_rows;
    std::function<bool(int, char)> m_byeCheck;
};

} // namespace arb
