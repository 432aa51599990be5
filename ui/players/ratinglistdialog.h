// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/fideratinglist.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QTableWidget;
class QTimer;

namespace arb {

class TournamentDocument;

//! Adds players from a FIDE rating list file: choose the file, type a name or a FIDE
//! id, select players among the first 200 found and add them to the event with their name,
//! federation, title, rating, FIDE id, birth year, sex and K. The file is searched where it lies
//! (FideRatingList), never loaded into the table; a search runs 250 ms after the last key.
class RatingListDialog : public QDialog
{
    Q_OBJECT

public:
    static constexpr int MaxShown = 200;

    explicit RatingListDialog(TournamentDocument *document, QWidget *parent = nullptr);

    //! Opens the rating list at \a path; false (the reason shown) when it is not one.
    bool openList(const QString &path);
    //! Searches the open list now for \a query.
    void search(const QString &query);
    //! Returns the FIDE ids shown, in order.
    QStringList shownIds() const;
    //! Adds the players of the selected rows (all rows found when \a all); returns how many were
    //! added. One already in the event (same FIDE id) is not added again.
    int addSelected(bool all = false);
    QString statusText() const;

private:
    void browse();

    QPointer<TournamentDocument> m_document;
    FideRatingList m_list;
    QList<FideListEntry> m_found;
    QLineEdit *m_file;
    QLineEdit *m_query;
    QTableWidget *m_table;
    QLabel *m_status;
    QTimer *m_timer;
};

} // namespace arb
