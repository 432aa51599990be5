// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "norms/normevent.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace arb {

class TournamentDocument;

//! Edit > Title norms: after a round, every player in standings order with the FIDE title norms
//! (GM, IM, WGM, WIM) his games make (arb::playerNorms) and those he can still make in the rounds
//! left (arb::normProspects); the selected player's explanation beside: each norm with its
//! figures and every requirement met or missed with its article, what a norm not made needs,
//! then his games with the opponents' titles, federations and ratings. The exemption of the
//! federation requirements (1.4.3a-c) is stated here, as an audited change.
class NormsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NormsDialog(TournamentDocument *document, QWidget *parent = nullptr);

    //! Shows the norms after \a round (0: every round).
    void setRound(int round);
    //! States the exemption of the federation requirements for the event (an audited change)
    //! and judges again; false when it was refused.
    bool setExemption(FederationExemption exemption);
    //! Shows the explanation of the player in \a row of the table.
    void selectRow(int row);

    QTableWidget *table() const { return m_table; }
    QString explanation() const;
    QWidget *explanationWidget() const;
    //! Writes the certificates (IT1) of the selected player's norms as PDF to the file the
    //! chooser gives; false (the reason shown) when there is none or it cannot be written.
    bool exportCertificates();
    //! Writes the tournament report (IT3) after the round shown as PDF to the file the chooser
    //! gives; false (the reason shown) when it cannot be written.
    bool exportTournamentReport();
    //! Replaces the file dialog of the certificates (a seam for tests).
    void setFileChooser(std::function<QString()> chooser) { m_choose = std::move(chooser); }

private:
    void refresh();

    QPointer<TournamentDocument> m_document;
    QSpinBox *m_round;
    QComboBox *m_exemption;
    QTableWidget *m_table;
    QPlainTextEdit *m_explanation;
    QLabel *m_summary;
    QLabel *m_status;
    QPushButton *m_certificates = nullptr;
    std::function<QString()> m_choose;
    QString m_proposed; //!< the file the chooser proposes
    NormEvent m_event; //!< the event's part of the norms after the round shown
};

} // namespace arb
