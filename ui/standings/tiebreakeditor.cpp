// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/tiebreakeditor.h"

#include "presets/presetlibrary.h"
#include "rules/corrections.h"

#include "standings/externalvaluesdialog.h"
#include "tiebreaks/tiebreak.h"
#include "tournamentdocument.h"
#include "warningbox.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QStringListModel>
#include <algorithm>

namespace arb {

TieBreakEditor::TieBreakEditor(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new QStringListModel(this))
    , m_listView(new QListView(this))
    , m_tieBreakComboBox(new QComboBox(this))
    , m_modifiersLineEdit(new QLineEdit(this))
    , m_presetComboBox(new QComboBox(this))
    , m_descriptionLabel(new QLabel(this))
    , m_regulationComboBox(new QComboBox(this))
    , m_regulationLabel(new QLabel(this))
{
    m_regulationComboBox->setObjectName(QStringLiteral("regulationComboBox"));
    m_regulationLabel->setObjectName(QStringLiteral("regulationLabel"));
    m_regulationLabel->setWordWrap(true);
    // Shipped presets (resources/presets) and the user's own (arbiter-cli presets save/import).
    const PresetLibrary library(PresetLibrary::defaultUserDir());
    // The box shows the preset whose list is in force, or "custom".
    for (const Preset &p : library.presets()) {
        m_presetChoices.append({p.id,
            QStringLiteral("%1 - %2").arg(
                PresetLibrary::displayName(p), PresetLibrary::displayRegulation(p)),
            p.tournamentType});
        QStringList canonical;
        if (const auto specs = p.tieBreakSpecs())
            for (const TieBreakSpec &s : *specs)
                canonical.append(s.canonical());
        m_presetLists.insert(p.id, canonical);
    }
    m_listView->setObjectName(QStringLiteral("tieBreakListView"));
    m_tieBreakComboBox->setObjectName(QStringLiteral("tieBreakComboBox"));
    m_modifiersLineEdit->setObjectName(QStringLiteral("modifiersLineEdit"));
    m_presetComboBox->setObjectName(QStringLiteral("presetComboBox"));
    m_descriptionLabel->setObjectName(QStringLiteral("descriptionLabel"));
    m_listView->setModel(m_model);
    m_listView->setDragDropMode(QAbstractItemView::InternalMove);
    m_listView->setDefaultDropAction(Qt::MoveAction);
    m_listView->setDragEnabled(true);
    m_listView->setAcceptDrops(true);
    m_listView->setDropIndicatorShown(true);
    m_descriptionLabel->setWordWrap(true);
    m_descriptionLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_modifiersLineEdit->setPlaceholderText(tr("modifiers, e.g. /C1 /M1 /P /L+1 /U1400"));
    auto button = [this](const QString &text, const char *name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        return b;
    };
    QPushButton *add = button(tr("A&dd"), "addTieBreakButton");
    QPushButton *remove = button(tr("Re&move"), "removeTieBreakButton");
    QPushButton *applyButton = button(tr("Appl&y"), "applyTieBreaksButton");
    QPushButton *load = button(tr("&Load preset"), "loadPresetButton");
    QPushButton *save = button(tr("Save as ne&w preset..."), "savePresetButton");

    auto *grid = new QGridLayout(this);
    grid->addWidget(new QLabel(tr("Tie-break:"), this), 0, 0);
    grid->addWidget(m_tieBreakComboBox, 0, 1);
    grid->addWidget(m_modifiersLineEdit, 0, 2);
    grid->addWidget(add, 0, 3);
    m_listView->setMaximumHeight(220);
    grid->addWidget(m_listView, 1, 0, 3, 3);
    grid->addWidget(remove, 1, 3);
    grid->addWidget(applyButton, 2, 3);
    // Values from outside the event for EXT (FIDE's program checklist M84).
    QPushButton *external = button(tr("E&xternal values..."), "externalValuesButton");
    external->setToolTip(tr("Values of the EXT tie-break that the tournament rules take from "
                            "outside the event"));
    grid->addWidget(external, 3, 3);
    connect(external, &QPushButton::clicked, this, &TieBreakEditor::editExternalValues);
    grid->addWidget(m_descriptionLabel, 4, 0, 1, 4);
    grid->setRowStretch(4, 1);
    grid->addWidget(new QLabel(tr("Presets:"), this), 5, 0);
    grid->addWidget(m_presetComboBox, 5, 1, 1, 2);
    grid->addWidget(load, 5, 3);
    grid->addWidget(save, 6, 3);
    grid->addWidget(
        new QLabel(tr("Drag the entries to change their order; Apply stores the list."), this), 6,
        0, 1, 3);
    QPushButton *applyRegulationButton = button(tr("&Use regulation"), "applyRegulationButton");
    grid->addWidget(new QLabel(tr("Regulation:"), this), 7, 0);
    grid->addWidget(m_regulationComboBox, 7, 1, 1, 2);
    grid->addWidget(applyRegulationButton, 7, 3);
    grid->addWidget(m_regulationLabel, 8, 0, 1, 4);
    connect(applyRegulationButton, &QPushButton::clicked, this, &TieBreakEditor::applyRegulation);

    connect(add, &QPushButton::clicked, this, &TieBreakEditor::addTieBreak);
    connect(remove, &QPushButton::clicked, this, &TieBreakEditor::removeSelected);
    connect(applyButton, &QPushButton::clicked, this, &TieBreakEditor::apply);
    connect(load, &QPushButton::clicked, this, &TieBreakEditor::loadPreset);
    connect(save, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("Save preset"), tr("Name:"), QLineEdit::Normal, {}, &ok);
        if (ok)
            savePreset(name);
    });
    connect(m_listView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &TieBreakEditor::showDescription);
    connect(m_document, &TournamentDocument::changed, this, &TieBreakEditor::reload);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TieBreakEditor::showDescription);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TieBreakEditor::showDescription);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TieBreakEditor::showDescription);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, &TieBreakEditor::showDescription);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TieBreakEditor::showDescription);
    reload();
}

QString TieBreakEditor::describe(const QString &text) const
{
    QString error;
    const auto spec = parseTieBreakSpec(text, &error);
    if (!spec)
        return tr("\"%1\": %2").arg(text, error);
    QString d = tr("%1 - %2 (%3)")
                    .arg(spec->canonical(), displayName(spec->info()), citation(spec->info()));
    QStringList mods;
    if (spec->cutLowest && spec->cutLowest == spec->cutHighest)
        mods.append(tr("median: the highest and the lowest %n value(s) are cut (Art. 14.2)",
            nullptr, spec->cutLowest));
    else if (spec->cutLowest)
        mods.append(
            tr("cut: the lowest %n value(s) are cut (Art. 14.1)", nullptr, spec->cutLowest));
    if (spec->forfeitsAsPlayed)
        mods.append(tr("forfeits count as played games (/P)"));
    if (spec->limitHalfPoints)
        mods.append(tr("Koya limit %1 half-points (Art. 14.5)").arg(spec->limitHalfPoints));
    if (spec->unratedRating)
        mods.append(tr("unrated players count as %1 (Art. 10)").arg(*spec->unratedRating));
    if (spec->reversed)
        mods.append(tr("reversed: the higher value first (/R)"));
    const Tournament &t = m_document->tournament();
    const RulesVersion event = rulesEditionOf(t).version;
    if (spec->edition)
        mods.append(tr("computed under the %1 edition of C.07 whatever the event's (/V)")
                        .arg(rulesVersionText(*spec->edition)));
    // Warnings the arbiter should see before applying the list.
    if (t.isRoundRobin() && isBuchholzFamily(spec->id))
        mods.append(tr("⚠ a Buchholz-type tie-break is not meant for round robins (C.07, note to "
                       "Art. 8)"));
    if (introducedIn2026(spec->id) && spec->editionIn(event) == RulesVersion::Fide2024)
        mods.append(
            tr("⚠ defined by the 2026 edition of C.07; this event follows the 2024 edition"));
    if (!mods.isEmpty())
        d += u'\n' + mods.join(u'\n');
    return d;
}

bool TieBreakEditor::editExternalValues()
{
    ExternalValuesDialog dialog(m_document->tournament(), this);
    const bool accepted
        = m_runExternal ? m_runExternal(dialog) : dialog.exec() == QDialog::Accepted;
    if (!accepted)
        return false;
    const auto values = dialog.values();
    return values && !values->isEmpty() && m_document->setExternalValues(*values, dialog.reason());
}

bool TieBreakEditor::applyRegulation()
{
    const PresetLibrary library(PresetLibrary::defaultUserDir());
    const auto preset = library.find(m_regulationComboBox->currentData().toString());
    if (!preset)
        return false;
    // A regulation's list replaces the one in force: after round 1, the same two warnings as
    // any change of the list (C.02 M81).
    QStringList list;
    if (const auto specs = preset->tieBreakSpecs())
        for (const TieBreakSpec &s : *specs)
            list.append(s.canonical());
    QStringList now;
    for (const TieBreakSpec &s : m_document->tieBreakList())
        now.append(s.canonical());
    if (list != now && !confirmChange(list))
        return false;
    return m_document->applyPreset(*preset);
}

namespace {

    // True when a list holds a Buchholz-type tie-break (BH, AOB, FB), which round robins do not
    // use (C.07, note to Art. 8).
    bool holdsBuchholz(const QStringList &specs)
    {
        return std::any_of(specs.begin(), specs.end(), [](const QString &text) {
            const auto spec = parseTieBreakSpec(text);
            return spec && isBuchholzFamily(spec->id);
        });
    }

} // namespace

void TieBreakEditor::fillChoices()
{
    const bool roundRobin = m_document->tournament().isRoundRobin();
    if (m_choicesFor == int(roundRobin))
        return;
    m_choicesFor = int(roundRobin);
    // A round robin is never offered BH, AOB or FB: they are left out, not greyed out.
    const QString key = m_tieBreakComboBox->currentData().toString();
    m_tieBreakComboBox->clear();
    for (const TieBreakInfo &info : tieBreakTable()) {
        // US Chess's Buchholz variants (Modified Median, Solkoff, Median) neither.
        const bool buchholzLike = isBuchholzFamily(info.id) || info.id == TieBreakId::MM
            || info.id == TieBreakId::SOLK || info.id == TieBreakId::MED;
        if (info.id == TieBreakId::PTS || (roundRobin && buchholzLike))
            continue;
        m_tieBreakComboBox->addItem(QStringLiteral("%1 - %2 (%3)")
                                        .arg(QLatin1String(info.key), displayName(info),
                                            citation(info, CitationStyle::Short)),
            QLatin1String(info.key));
    }
    m_tieBreakComboBox->setCurrentIndex(std::max(0, m_tieBreakComboBox->findData(key)));
    m_regulationComboBox->clear();
    m_regulationComboBox->addItem(tr("Custom (the list in force is no preset's)"), QString());
    for (const PresetChoice &p : m_presetChoices) {
        if (roundRobin && (p.system == u"swiss" || holdsBuchholz(m_presetLists.value(p.id))))
            continue;
        m_regulationComboBox->addItem(p.text, p.id);
    }
}

void TieBreakEditor::reload()
{
    fillChoices();
    QString error;
    const auto applied = m_document->database().appliedPreset(&error);
    m_regulationLabel->setText(applied
            ? tr("In force: %1, version %2 (%3). The list below may have been changed since.")
                  .arg(PresetLibrary::displayName(*applied))
                  .arg(applied->version)
                  .arg(PresetLibrary::displayRegulation(*applied))
            : error.isEmpty() ? tr("No regulation preset applied.")
                              : error);
    QStringList specs = m_document->tournament().tieBreaks;
    if (specs.isEmpty()) {
        for (const TieBreakSpec &s : m_document->tieBreakList())
            specs.append(s.text.isEmpty() ? s.canonical() : s.text);
    }
    m_model->setStringList(specs);
    QStringList inForce;
    for (const TieBreakSpec &s : m_document->tieBreakList())
        inForce.append(s.canonical());
    QString shown; // the applied preset first, else the first whose list is the one in force
    if (applied && m_presetLists.value(applied->id) == inForce)
        shown = applied->id;
    for (int i = 1; shown.isEmpty() && i < m_regulationComboBox->count(); ++i)
        if (m_presetLists.value(m_regulationComboBox->itemData(i).toString()) == inForce)
            shown = m_regulationComboBox->itemData(i).toString();
    m_regulationComboBox->setCurrentIndex(
        shown.isEmpty() ? 0 : std::max(0, m_regulationComboBox->findData(shown)));
    const QString preset = m_presetComboBox->currentText();
    m_presetComboBox->clear();
    const bool roundRobin = m_document->tournament().isRoundRobin();
    for (const auto &[name, list] : m_document->database().presets())
        if (!roundRobin || !holdsBuchholz(list))
            m_presetComboBox->addItem(QStringLiteral("%1: %2").arg(name, list.join(u' ')), list);
    m_presetComboBox->setCurrentIndex(std::max(0, m_presetComboBox->findText(preset)));
}

void TieBreakEditor::showDescription()
{
    // Every entry with its full name and article; the selected one marked.
    const QModelIndex current = m_listView->currentIndex();
    const QStringList specs = m_model->stringList();
    QStringList lines;
    for (int i = 0; i < specs.size(); ++i)
        lines.append(QStringLiteral("%1 %2. %3")
                         .arg(current.isValid() && current.row() == i ? QStringLiteral("▶")
                                                                      : QStringLiteral("  "))
                         .arg(i + 1)
                         .arg(describe(specs[i]).replace(u'\n', QStringLiteral("\n        "))));
    m_descriptionLabel->setText(lines.join(u'\n'));
}

void TieBreakEditor::addTieBreak()
{
    const QString text
        = m_tieBreakComboBox->currentData().toString() + m_modifiersLineEdit->text().remove(u' ');
    QString error;
    if (!parseTieBreakSpec(text, &error)) {
        emit m_document->errorOccurred(tr("Tie-break \"%1\": %2").arg(text, error));
        return;
    }
    const int row = m_model->rowCount();
    m_model->insertRows(row, 1);
    m_model->setData(m_model->index(row), text);
    m_listView->setCurrentIndex(m_model->index(row));
    m_modifiersLineEdit->clear();
}

void TieBreakEditor::removeSelected()
{
    const QModelIndex current = m_listView->currentIndex();
    if (current.isValid())
        m_model->removeRows(current.row(), 1);
}

bool TieBreakEditor::confirm(const QString &title, const QString &text, const QString &accept)
{
    if (m_confirm)
        return m_confirm(title, text, accept);
    return warningbox::confirm(this, title, text, accept);
}

bool TieBreakEditor::apply()
{
    const QStringList list = m_model->stringList();
    if (list != m_document->tournament().tieBreaks && !confirmChange(list))
        return false;
    return m_document->setTieBreaks(list);
}

bool TieBreakEditor::confirmChange(const QStringList &list)
{
    const Tournament &t = m_document->tournament();
    const int round = lastRoundWithGames(t);
    if (round > 0) {
        const QString before
            = t.tieBreaks.isEmpty() ? tr("the default list") : t.tieBreaks.join(u' ');
        const QString after = list.isEmpty() ? tr("the default list") : list.join(u' ');
        const QString title = tr("Change the tie-breaks after round %1").arg(round);
        // Level 4: two steps, each naming what the change means; Cancel the default of both.
        if (!confirm(title,
                tr("The tie-breaks were announced before round 1; round %1 is played. Changing "
                   "them now can change who wins a place or a prize.\n\nNow: %2\nNew: %3\n\n"
                   "The change is recorded with the round and the list it replaces (### "
                   "TieBreaks @ Round %1) in the log and the rating report.")
                    .arg(round)
                    .arg(before, after),
                tr("Continue")))
            return false;
        if (!confirm(title,
                tr("Last step: replace %1 by %2 after round %3?").arg(before, after).arg(round),
                tr("Change the tie-breaks")))
            return false;
    }
    return true;
}

void TieBreakEditor::loadPreset()
{
    if (m_presetComboBox->currentIndex() >= 0)
        m_model->setStringList(m_presetComboBox->currentData().toStringList());
}

bool TieBreakEditor::savePreset(const QString &name)
{
    QString error;
    if (!m_document->database().savePreset(name, m_model->stringList(), &error)) {
        emit m_document->errorOccurred(error);
        return false;
    }
    const QStringList current = m_model->stringList();
    reload();
    m_model->setStringList(current);
    return true;
}

} // namespace arb
