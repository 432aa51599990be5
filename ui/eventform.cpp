// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventform.h"

#include "eventfields.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>

namespace arb {

namespace {
    const QString rulesKey = QStringLiteral("rulesEdition");
}

EventForm::EventForm(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *form = new QFormLayout(this);
    for (const EventField &field : eventFields()) {
        if (!field.label)
            continue;
        const QString key = field.keyText();
        if (key == rulesKey) {
            // A choice, not a text: the start date's edition (the default), or one the
            // arbiter chooses (C.07 2026 applies to events starting on or after 1 March 2026).
            m_rulesEdition = new QComboBox(this);
            m_rulesEdition->setObjectName(QStringLiteral("rulesEditionComboBox"));
            m_rulesEdition->addItem(tr("From the start date"), QString());
            m_rulesEdition->addItem(tr("2024 edition"), QStringLiteral("2024"));
            m_rulesEdition->addItem(tr("2026 edition"), QStringLiteral("2026"));
            m_rulesNote = new QLabel(this);
            m_rulesNote->setObjectName(QStringLiteral("rulesEditionNote"));
            m_rulesNote->setWordWrap(true);
            form->addRow(tr(field.label), m_rulesEdition);
            form->addRow(QString(), m_rulesNote);
            connect(m_rulesEdition, &QComboBox::activated, this, &EventForm::storeRulesEdition);
            continue;
        }
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
    if (m_rulesEdition) {
        const int index = m_rulesEdition->findData(findEventField(rulesKey)->value(t));
        m_rulesEdition->setCurrentIndex(std::max(index, 0));
        const RulesEditionChoice c = rulesEditionOf(t);
        const QString edition = rulesVersionText(c.version);
        if (c.chosen)
            m_rulesNote->setText(tr("The tie-breaks follow the %1 edition of C.07.").arg(edition));
        else if (!c.warning.isEmpty())
            m_rulesNote->setText(c.warning);
        else
            m_rulesNote->setText(
                tr("The tie-breaks follow the %1 edition of C.07, in force on the start date "
                   "(the 2026 edition from 1 March 2026).")
                    .arg(edition));
    }
}

void EventForm::store(const QString &key)
{
    const EventField *field = findEventField(key);
    QString value = m_fields.value(key)->text().trimmed();
    if (field->isNumber && value.isEmpty())
        value = QStringLiteral("0");
    if (value != field->value(m_document->tournament()) && !m_document->setEventField(key, value)) {
        // Refused (a date that cannot be read): the field shows what is stored again.
        QString stored = field->value(m_document->tournament());
        m_fields.value(key)->setText(field->isNumber && stored == u"0" ? QString() : stored);
    }
}

void EventForm::storeRulesEdition()
{
    const QString value = m_rulesEdition->currentData().toString();
    if (value != findEventField(rulesKey)->value(m_document->tournament()))
        m_document->setEventField(rulesKey, value);
    reload();
}

} // namespace arb
