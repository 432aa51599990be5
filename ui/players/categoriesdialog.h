// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/category.h"

#include <QDialog>
#include <QPointer>

class QTableWidget;
class QLabel;

namespace arb {

class TournamentDocument;

//! Edits the organiser's player categories: one row each with its name, kind
//! (women, junior, senior, rating band, club, federation), age, ratings, club or federation and
//! the cut-off date of the age; presets add the usual ones (U8-U20, 50+ and 65+, women). OK stores
//! the list as one change; a list that cannot be stored is refused with the reason, and the
//! dialog stays open.
class CategoriesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CategoriesDialog(TournamentDocument *document, QWidget *parent = nullptr);

    //! Returns the categories as edited (not yet stored).
    QList<PlayerCategory> categories() const;
    //! Replaces the rows with \a list.
    void setCategories(const QList<PlayerCategory> &list);
    //! Appends a row for \a c.
    void addCategory(const PlayerCategory &c);
    //! Stores the categories; returns false (the reason shown in the dialog) when refused.
    bool apply();
    //! Returns the last refusal shown, or empty.
    QString errorText() const;

    void accept() override;

private:
    enum Column {
        NameColumn,
        KindColumn,
        AgeColumn,
        MinRatingColumn,
        BelowRatingColumn,
        TextColumn,
        CutoffColumn,
        MembersColumn,
        ColumnCount
    };
    void updateMembers();

    QPointer<TournamentDocument> m_document;
    QTableWidget *m_table;
    QLabel *m_error;
};

} // namespace arb
