// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventform.h"

#include "eventfields.h"
#include "tournamentdocument.h"

#include <QFormLayout>
#include <QIntValidator>
#include <QLineEdit>

namespace arb {

EventForm::EventForm(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *form = new QFormLayout(this);
    for (const EventField &field : eventFields()) {
        if (!field.label)
            continue;
        const QString key = field.keyText();
        auto *edit = new QLineEdit(this);
        edit->setObjectName(key + QStringLiteral("LineEdit"));
        if (field.isNumber)
            edit->setValidator(new QIntValidator(0, 999, edit));
        form->addRow(tr(field.label), edit);
        m_fields.insert(key, edit);
        connect(edit, &QLineEdit::editingFinished, this, [this, key] { store(key); });
    }
    connect(document, &TournamentDocument::changed, this, &EventForm::reload);
    reload();
}

void EventForm::reload()
{
    const Tournament &t = m_document->tournament();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const EventField *field = findEventField(it.key());
        QString value = field->value(t);
        if (field->isNumber && value == u"0")
            value.clear();
        if (!it.value()->hasFocus() && it.value()->text() != value)
            it.value()->setText(value);
    }
}

void EventForm::store(const QString &key)
{
    const EventField *field = findEventField(key);
    QString value = m_fields.value(key)->text().trimmed();
    if (field->isNumber && value.isEmpty())
        value = QStringLiteral("0");
    if (value != field->value(m_document->tournament()))
        m_document->setEventField(key, value);
}

} // namespace arb
