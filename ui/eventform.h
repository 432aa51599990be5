// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace arb {

class TournamentDocument;

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

private:
    void reload();
    void store(const QString &key);
    void storeRulesEdition();

    TournamentDocument *m_document;
    QHash<QString, QLineEdit *> m_fields;
    QComboBox *m_rulesEdition = nullptr;
    QLabel *m_rulesNote = nullptr;
};

} // namespace arb
