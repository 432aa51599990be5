// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "players/fideratinglist.h"
#include "players/ratinglistcheck.h"

#include <QDate>
#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace arb {

class TournamentDocument;

//! Checks the players' ratings against a FIDE rating list and updates them: the list the event
//! is rated on (standard, rapid or blitz, set in the Event tab; the standard rating where a
//! player has no rapid or blitz one), every player found by FIDE id with his rating now and the
//! list's, a warning when the list is not the one valid for the event's dates, and one audited
//! change that sets the ratings, K factors and rating sources.
class RatingUpdateDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RatingUpdateDialog(TournamentDocument *document, QWidget *parent = nullptr);

    //! Opens the list at \a path and checks the players; false (the reason shown) when it is
    //! not a rating list.
    bool openList(const QString &path);
    //! Replaces today's date (the list valid for a long event; tests).
    void setToday(QDate today) { m_today = today; }
    //! Returns the last check.
    const RatingListCheck &check() const { return m_check; }
    QString warningText() const;
    QString statusText() const;
    //! Stores the list's ratings; returns how many players' ratings or K changed.
    int apply();

private:
    void recheck();
    //! Returns how the list the event is rated on reads: "the rapid list, ...".
    static QString typeText(RatingType type);
    void browse();

    QPointer<TournamentDocument> m_document;
    FideRatingList m_list;
    RatingListCheck m_check;
    QDate m_today = QDate::currentDate();
    QLineEdit *m_file;
    QLabel *m_type; //!< the list the event is rated on
    QLabel *m_warning;
    QTableWidget *m_table;
    QLabel *m_status;
    QPushButton *m_apply;
};

} // namespace arb
