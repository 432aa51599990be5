// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventform.h"

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
    const QList<QPair<QString, QString>> fields = {
        {QStringLiteral("name"), tr("Event name:")},
        {QStringLiteral("city"), tr("City:")},
        {QStringLiteral("federation"), tr("Federation:")},
        {QStringLiteral("startDate"), tr("Start date (YYYY/MM/DD):")},
        {QStringLiteral("endDate"), tr("End date (YYYY/MM/DD):")},
        {QStringLiteral("chiefArbiter"), tr("Chief arbiter:")},
        {QStringLiteral("deputyArbiters"), tr("Deputy arbiters:")},
        {QStringLiteral("timeControl"), tr("Time control:")},
        {QStringLiteral("declaredRounds"), tr("Number of rounds:")},
    };
    for (const auto &[key, label] : fields) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(key + QStringLiteral("LineEdit"));
        if (key == u"declaredRounds")
            edit->setValidator(new QIntValidator(0, 999, edit));
        form->addRow(label, edit);
        m_fields.insert(key, edit);
        connect(edit, &QLineEdit::editingFinished, this, [this, key = key] { store(key); });
    }
    connect(document, &TournamentDocument::changed, this, &EventForm::reload);
    reload();
}

void EventForm::reload()
{
    const Tournament &t = m_document->tournament();
    const QHash<QString, QString> values = {
        {QStringLiteral("name"), t.name},
        {QStringLiteral("city"), t.city},
        {QStringLiteral("federation"), t.federation},
        {QStringLiteral("startDate"), t.startDate},
        {QStringLiteral("endDate"), t.endDate},
        {QStringLiteral("chiefArbiter"), t.chiefArbiter},
        {QStringLiteral("deputyArbiters"), t.deputyArbiters},
        {QStringLiteral("timeControl"), t.timeControl},
        {QStringLiteral("declaredRounds"),
            t.declaredRounds ? QString::number(t.declaredRounds) : QString()},
    };
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        if (!it.value()->hasFocus() && it.value()->text() != values.value(it.key()))
            it.value()->setText(values.value(it.key()));
    }
}

void EventForm::store(const QString &key)
{
    QLineEdit *edit = m_fields.value(key);
    QString value = edit->text().trimmed();
    if (key == u"declaredRounds" && value.isEmpty())
        value = QStringLiteral("0");
    const Tournament &t = m_document->tournament();
    const QString current = key == u"declaredRounds" ? QString::number(t.declaredRounds)
        : key == u"name"                             ? t.name
        : key == u"city"                             ? t.city
        : key == u"federation"                       ? t.federation
        : key == u"startDate"                        ? t.startDate
        : key == u"endDate"                          ? t.endDate
        : key == u"chiefArbiter"                     ? t.chiefArbiter
        : key == u"deputyArbiters"                   ? t.deputyArbiters
                                                     : t.timeControl;
    if (value != current)
        m_document->setEventField(key, value);
}

} // namespace arb
