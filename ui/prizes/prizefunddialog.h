// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "prizes/prizefund.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace arb {

class TournamentDocument;

//! Edit > Prizes: the prize fund (the prizes, one per line, and how ties share them) and the prize
//! list it gives on the current standings, updated as the arbiter types. A new fund shares ties
//! as the event's regulation preset says (with its rule). Save stores the fund as
//! one change; Export CSV writes the list for the treasurer. A fund that cannot be used is shown
//! with the line at fault, and nothing is stored.
class PrizeFundDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PrizeFundDialog(TournamentDocument *document, QWidget *parent = nullptr);

    //! Returns the fund as edited, or nothing with the reason in \a error.
    std::optional<PrizeFund> fund(QString *error = nullptr) const;
    //! Fills the dialog from \a fund.
    void setFund(const PrizeFund &fund);
    //! Returns the prize list shown (the text of the current standings' distribution).
    QString prizeList() const;
    //! Stores the fund; returns false (the reason shown) when it cannot be used.
    bool apply();
    //! Writes the prize list as CSV to \a path; false with the reason shown when it fails.
    bool exportCsv(const QString &path);

    QPlainTextEdit *prizesEdit() const { return m_prizes; }
    QComboBox *sharingComboBox() const { return m_sharing; }
    //! Replaces the file dialog of Export CSV (a seam for tests).
    void setFileChooser(std::function<QString()> chooser) { m_choose = std::move(chooser); }

    void accept() override;

    //! Reads prize lines: "PLACE AMOUNT" for the main list, "CATEGORY PLACE AMOUNT" for a
    //! category (amounts in major units, exact to the minor unit). Returns the prizes, or nothing
    //! with the line at fault in \a error.
    static std::optional<QList<Prize>> parsePrizes(
        const PrizeFund &fund, const QString &text, QString *error);
    //! Writes \a fund's prizes as parsePrizes() reads them.
    static QString prizesText(const PrizeFund &fund);

private:
    void update();

    QPointer<TournamentDocument> m_document;
    QLineEdit *m_currency;
    QComboBox *m_sharing;
    QCheckBox *m_onePrize;
    QComboBox *m_choice;
    QLineEdit *m_unit;
    QComboBox *m_remainder;
    QLineEdit *m_minimum;
    QCheckBox *m_withdrawn;
    QPlainTextEdit *m_prizes;
    QPlainTextEdit *m_list;
    QLabel *m_error;
    QLabel *m_done;
    std::function<QString()> m_choose;
    QHash<int, QString> m_rules; //!< the rule printed for a sharing method (preset, stored fund)
};

} // namespace arb
