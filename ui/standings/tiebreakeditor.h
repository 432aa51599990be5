// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QStringListModel;

namespace arb {

class ExternalValuesDialog;

class TournamentDocument;

//! Edits the tie-break list: add a tie-break with modifiers, drag to reorder, presets; shows
//! each tie-break's full name and article. Apply stores the list (one audited change).
class TieBreakEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TieBreakEditor(TournamentDocument *document, QWidget *parent = nullptr);

    QStringListModel *model() const { return m_model; }
    //! Returns the description of a spec: full name, article, modifiers and the warnings for this
    //! event (a Buchholz-type tie-break in a round robin, a 2026 tie-break in a 2024 event), or
    //! the parse error.
    QString describe(const QString &spec) const;

    void addTieBreak();
    void removeSelected();
    //! Applies the list. Once a round is played, a changed list takes two warnings (C.02 M81,
    //! a level-4 warning) naming the list it replaces; the change is recorded with the round.
    bool apply();
    //! Replaces how the editor asks to go on (a seam for tests; default: a warning box with
    //! \a accept and Cancel, Cancel the default). Returns true to go on.
    void setConfirmHandler(
        std::function<bool(const QString &title, const QString &text, const QString &accept)>
            handler)
    {
        m_confirm = std::move(handler);
    }
    void loadPreset();
    bool savePreset(const QString &name);
    //! Applies the regulation preset chosen in the Regulation box (C.07, US Chess, B.6, ...):
    //! its tie-breaks and scoring; the database keeps a copy of the preset file.
    bool applyRegulation();
    //! Lets the arbiter set the EXT tie-break's values (ExternalValuesDialog); true when stored.
    bool editExternalValues();
    //! Replaces showing the external values dialog (a seam for tests): true to store its values.
    void setExternalValuesDialog(std::function<bool(ExternalValuesDialog &)> run)
    {
        m_runExternal = std::move(run);
    }

private:
    void reload();
    void showDescription();
    //! Fills the tie-break and regulation lists: a round robin offers no Buchholz-type
    //! tie-break and no preset built for the Swiss system or holding one.
    void fillChoices();

    bool confirm(const QString &title, const QString &text, const QString &accept);
    //! Once a round is played, two warnings before \a list replaces the list in force (C.02
    //! M81); true when the change may go ahead.
    bool confirmChange(const QStringList &list);

    TournamentDocument *m_document;
    std::function<bool(const QString &, const QString &, const QString &)> m_confirm;
    std::function<bool(ExternalValuesDialog &)> m_runExternal;
    QStringListModel *m_model;
    QListView *m_listView;
    QComboBox *m_tieBreakComboBox;
    QLineEdit *m_modifiersLineEdit;
    QComboBox *m_presetComboBox;
    QLabel *m_descriptionLabel;
    QComboBox *m_regulationComboBox;
    QLabel *m_regulationLabel;
    QHash<QString, QStringList> m_presetLists; //!< each preset's tie-breaks, canonical
    //! Each shipped or user preset: id, display text and the system it is for.
    struct PresetChoice
    {
        QString id;
        QString text;
        QString system;
    };
    QList<PresetChoice> m_presetChoices;
    int m_choicesFor = -1; //!< 1 when the lists are filled for a round robin, 0 for a Swiss
};

} // namespace arb
