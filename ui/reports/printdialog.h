// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reports/printdocuments.h"

#include <QDialog>

#include <functional>

class QLabel;
class QListWidget;
class QSpinBox;

namespace arb {

class TournamentDocument;

//! File > Print documents: the list of documents (arrow keys choose), the round for the
//! pairing documents, the places of the prize list, and Print preview (Enter) or Save as PDF.
class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    //! Lists the documents for \a document, the round spin box set to \a round.
    PrintDialog(TournamentDocument *document, int round, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QSpinBox *roundBox() const { return m_round; }
    QSpinBox *placesBox() const { return m_places; }
    //! Returns the chosen document.
    PrintDocuments::Kind kind() const;
    //! Chooses \a kind in the list.
    void setKind(PrintDocuments::Kind kind);
    //! Returns what the chosen document covers (the round for pairing documents).
    ReportScope scope() const;

    //! Replaces how the file name is asked for (a seam for tests); an empty answer cancels.
    void setFileNameProvider(std::function<QString(const QString &suggested)> provider)
    {
        m_fileName = std::move(provider);
    }
    //! Asks for a file name (".pdf" is added when missing) and writes the chosen document;
    //! returns the file written, or an empty text when cancelled or failed (the reason is shown).
    QString savePdf();
    //! Shows the chosen document in a print preview, from which it can be printed.
    void preview();

signals:
    //! Emitted with a translated message when a PDF cannot be written.
    void failed(const QString &message);

private:
    void update();

    TournamentDocument *m_document;
    QListWidget *m_list;
    QSpinBox *m_round;
    QLabel *m_roundLabel;
    QSpinBox *m_places;
    QLabel *m_placesLabel;
    std::function<QString(const QString &)> m_fileName;
};

} // namespace arb
