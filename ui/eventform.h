// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace arb {

class TournamentDocument;
struct Tournament;

//! The event's details (name, place, dates, arbiters, rounds, the edition of the tie-break
//! regulations); each edited field is stored as one audited change when editing finishes.
class EventForm : public QWidget
{
    Q_OBJECT

public:
    explicit EventForm(TournamentDocument *document, QWidget *parent = nullptr);

    //! Returns the line edit of a field ("name", "city", ..., "declaredRounds").
    QLineEdit *field(const QString &key) const { return m_fields.value(key); }
    //! Returns the choice of the edition of C.07: from the start date, 2024 or 2026.
    QComboBox *rulesEdition() const { return m_rulesEdition; }
    //! Returns the line saying which edition applies and why (or what is missing).
    QLabel *rulesEditionNote() const { return m_rulesNote; }
    //! Returns the line saying what the time control code (222) means, or why it does not read.
    QLabel *timeControlNote() const { return m_timeControlNote; }
    //! Returns the choice of acceleration: none, Baku (C.04.7), or the virtual points of the
    //! event's records (shown only when it has some).
    QComboBox *acceleration() const { return m_acceleration; }
    //! Returns the choice of the initial ranking's last key (C.04.2 2.2.3).
    QComboBox *rankingLastKey() const { return m_lastKey; }
    //! Returns the choice of the tournament rating's method (record 172: FIDE, NRO, FIDON...).
    QComboBox *ratingMethod() const { return m_ratingMethod; }
    //! Returns the federation whose national ratings count (empty: the event's).
    QLineEdit *ratingFederation() const { return m_ratingFederation; }
    //! Returns the choice of the list the event is rated on: standard, rapid, blitz.
    QComboBox *ratingType() const { return m_ratingType; }
    //! Returns the line saying how many players have a national rating.
    QLabel *ratingMethodNote() const { return m_ratingNote; }
    //! Returns whether the event lasts more than 30 days (by its dates unless the arbiter said).
    QCheckBox *over30Days() const { return m_over30Days; }
    //! Returns the choice of the rating the rating-based tie-breaks take in such an event.
    QComboBox *tieBreakRatings() const { return m_tieBreakRatings; }
    //! Returns the line saying what lasting more than 30 days does, and the advice.
    QLabel *over30DaysNote() const { return m_over30Note; }
    //! Returns the rounds' dates and start times as typed: "2026-12-01 15:00; 2026-12-02 15:00".
    QLineEdit *roundSchedule() const { return m_schedule; }
    //! Returns the prohibited pairs as typed: "3 12 56; 8 11 (rounds 1-3)".
    QLineEdit *prohibitedPairs() const { return m_prohibited; }
    //! Replaces the question asked before a change to the pairing rules once round 1 is paired
    //! (a seam for tests); the default dialog's default button is Cancel.
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    //! Replaces the notice to acknowledge (a seam for tests).
    void setAcknowledge(std::function<void(const QString &)> acknowledge)
    {
        m_acknowledge = std::move(acknowledge);
    }

private:
    void reload();
    void store(const QString &key);
    void storeRulesEdition();
    void storeAcceleration();
    //! Returns true when a change to what was announced with the event may go on: before round 1
    //! is paired always; after it, in FIDE mode only once the arbiter leaves FIDE mode from the
    //! refusal \a refusal (level 5), outside it when he answers \a question (level 3).
    bool allowedAfterRoundOne(const QString &refusal, const QString &question);
    void storeLastKey();
    void storeRatingMethod();
    void storeRatingType();
    void reloadOver30Days(const Tournament &t);
    void reloadTimeControlNote(const Tournament &t);
    void storeOver30Days();
    void storeTieBreakRatings();
    void storeProhibited();
    void storeSchedule();
    void fillDailySchedule();

    TournamentDocument *m_document;
    QHash<QString, QLineEdit *> m_fields;
    QComboBox *m_rulesEdition = nullptr;
    QLabel *m_rulesNote = nullptr;
    QLabel *m_timeControlNote = nullptr;
    QComboBox *m_acceleration = nullptr;
    QLabel *m_accelerationNote = nullptr;
    QComboBox *m_lastKey = nullptr;
    QComboBox *m_ratingMethod = nullptr;
    QComboBox *m_ratingType = nullptr;
    QLineEdit *m_ratingFederation = nullptr;
    QLabel *m_ratingNote = nullptr;
    QCheckBox *m_over30Days = nullptr;
    QComboBox *m_tieBreakRatings = nullptr;
    QLabel *m_over30Note = nullptr;
    QLineEdit *m_prohibited = nullptr;
    QLineEdit *m_schedule = nullptr;
    std::function<bool(const QString &)> m_confirm;
    std::function<void(const QString &)> m_acknowledge;
};

} // namespace arb
