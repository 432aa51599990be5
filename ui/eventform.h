// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

class QLineEdit;

namespace arb {

class TournamentDocument;

//! The event's details (name, place, dates, arbiters, rounds); each edited field is stored as
//! one audited change when editing finishes.
class EventForm : public QWidget
{
    Q_OBJECT

public:
    explicit EventForm(TournamentDocument *document, QWidget *parent = nullptr);

    //! Returns the line edit of a field ("name", "city", ..., "declaredRounds").
    QLineEdit *field(const QString &key) const { return m_fields.value(key); }

private:
    void reload();
    void store(const QString &key);

    TournamentDocument *m_document;
    QHash<QString, QLineEdit *> m_fields;
};

} // namespace arb
