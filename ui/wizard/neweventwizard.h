// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "presets/preset.h"
#include "tournament.h"

#include <QDate>
#include <QList>
#include <QPair>
#include <QWizard>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace arb {

//! File > New event: the event's details, its format and regulations, then the file it is saved
//! in. Finishing creates the event (the creator set with setCreator()) while the wizard is still
//! open, so that a refusal (the file exists, the folder cannot be written) is shown on the last
//! page and the arbiter can choose again. Every page works with the keyboard alone.
class NewEventWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { EventPageId, FormatPageId, TeamsPageId, FilePageId };

    explicit NewEventWizard(QWidget *parent = nullptr);

    //! Sets what creates the event when the arbiter finishes; it returns false with a message.
    void setCreator(std::function<bool(const NewEventWizard &, QString *error)> creator)
    {
        m_creator = std::move(creator);
    }
    //! Replaces the file dialog of the Browse button (a seam for tests).
    void setBrowser(std::function<QString()> browser) { m_browser = std::move(browser); }
    //! Replaces the question asked before an event of FIDE regulations is set up outside FIDE
    //! mode (a seam for tests; default: a warning, Cancel the default).
    void setConfirm(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    //! Returns why the event is set up outside FIDE mode, or nothing when it starts in it.
    QString outsideFideMode() const;

    //! Returns the file the event goes to, with the .arbiter extension.
    QString path() const;
    //! Returns the event fields to store (key, value), dates as YYYY-MM-DD.
    QList<QPair<QString, QString>> fields() const;
    //! Returns the regulation preset chosen, or nothing.
    std::optional<Preset> preset() const;
    //! Returns the scoring chosen when it is not the standard 1 - ½ - 0.
    std::optional<ScoringSystem> scoring() const;
    //! Returns the tournament type chosen.
    TournamentType type() const;
    //! Returns true when a team Swiss (C.04.6) is chosen.
    bool isTeamSwiss() const;
    //! Returns the teams of a team Swiss as the Teams page lists them (numbered in that order,
    //! rosters empty), the match points and the board colours; empty for an individual event.
    TeamData teams() const;
    //! Reads the Teams page's list, one team per line ("Name" or "Name, FED"). Returns the
    //! teams, or nothing with the line at fault in \a error.
    static std::optional<QList<Team>> parseTeams(const QString &text, QString *error);

    int nextId() const override;

    //! Returns \a path with ".arbiter" added when it has no extension of its own.
    static QString withExtension(const QString &path);
    //! Returns the 3 - 1 - 0 scoring (a win 3, a draw 1; byes as the game they stand for).
    static ScoringSystem threeOneZero();

private:
    void fillPresets();
    void updateEditionNote();
    void updateFideModeNote();
    void browse();
    QString summary() const;

    QLineEdit *m_name;
    QLineEdit *m_city;
    QLineEdit *m_federation;
    QDateEdit *m_start;
    QDateEdit *m_end;
    QLineEdit *m_chiefArbiter;
    QLabel *m_eventProblem;
    QComboBox *m_type;
    QSpinBox *m_rounds;
    QComboBox *m_preset;
    QComboBox *m_scoring;
    QComboBox *m_edition;
    QCheckBox *m_baku;
    QCheckBox *m_fideMode = nullptr;
    QLabel *m_fideModeNote = nullptr;
    bool m_fideModeChosen = false; //!< the arbiter set the box; the regulations no longer do
    QLabel *m_editionNote;
    QLabel *m_formatProblem;
    QPlainTextEdit *m_teamNames;
    QSpinBox *m_boards;
    QComboBox *m_matchPoints;
    QComboBox *m_teamScore;
    QComboBox *m_colourPreferences;
    QLabel *m_teamsProblem;
    QLineEdit *m_path;
    QLabel *m_summary;
    QLabel *m_fileProblem;
    QList<Preset> m_presets;
    std::function<bool(const NewEventWizard &, QString *)> m_creator;
    std::function<QString()> m_browser;
    std::function<bool(const QString &)> m_confirm;
};

} // namespace arb
