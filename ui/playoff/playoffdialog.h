// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/playoffconfig.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace arb {

class TournamentDocument;

//! Asks for every play-off parameter of C.07 Art. 3.1 (template, places, qualifying
//! tie-breaks, pairing numbers, colours, time controls, schedule) and the lots seed, showing
//! which players the settings send to the play-off.
class PlayoffDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlayoffDialog(const TournamentDocument *document, QWidget *parent = nullptr);

    //! Shows \a config in the fields (a missing seed gets a new random one).
    void setConfig(const PlayoffConfig &config);
    //! Returns the configuration in the fields, or nothing with \a error naming the bad field.
    std::optional<PlayoffConfig> config(QString *error = nullptr) const;

    void accept() override;

private:
    void applyTemplate();
    void updatePreview();

    const TournamentDocument *m_document;
    QComboBox *m_templateComboBox;
    QComboBox *m_placesComboBox;
    QSpinBox *m_qualifyingSpinBox;
    QComboBox *m_numberingComboBox;
    QComboBox *m_coloursComboBox;
    QLineEdit *m_gameTimeLineEdit;
    QLineEdit *m_suddenDeathLineEdit;
    QLineEdit *m_armageddonLineEdit;
    QSpinBox *m_matchGamesSpinBox;
    QSpinBox *m_cyclesSpinBox;
    QSpinBox *m_restSpinBox;
    QSpinBox *m_breakSpinBox;
    QLineEdit *m_startLineEdit;
    QLineEdit *m_seedLineEdit;
    QLabel *m_previewLabel;
    QLabel *m_errorLabel;
};

} // namespace arb
