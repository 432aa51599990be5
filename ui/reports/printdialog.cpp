// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/printdialog.h"

#include "tournamentdocument.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace arb {

PrintDialog::PrintDialog(TournamentDocument *document, int round, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
    , m_round(new QSpinBox(this))
    , m_roundLabel(new QLabel(tr("&Round:"), this))
    , m_places(new QSpinBox(this))
    , m_placesLabel(new QLabel(tr("P&laces per list:"), this))
{
    setWindowTitle(tr("Print documents"));
    for (PrintDocuments::Kind kind : PrintDocuments::available(*document)) {
        auto *item = new QListWidgetItem(PrintDocuments::name(kind), m_list);
        item->setData(Qt::UserRole, int(kind));
    }
    m_list->setCurrentRow(0);
    m_list->setMinimumHeight(m_list->sizeHintForRow(0) * (m_list->count() + 1));
    const int rounds
        = std::max({1, document->pairedRounds(), document->tournament().plannedRounds()});
    m_round->setRange(1, rounds);
    m_round->setValue(std::clamp(round, 1, rounds));
    m_roundLabel->setBuddy(m_round);
    // The prize list: the first places of each list; 0 lists everyone.
    m_places->setObjectName(QStringLiteral("placesSpinBox"));
    m_places->setRange(0, 9999);
    m_places->setSpecialValueText(tr("all"));
    m_places->setValue(10);
    m_placesLabel->setBuddy(m_places);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *previewButton
        = buttons->addButton(tr("Print pre&view..."), QDialogButtonBox::ActionRole);
    QPushButton *pdfButton
        = buttons->addButton(tr("Save as &PDF..."), QDialogButtonBox::ActionRole);
    previewButton->setDefault(true);
    connect(previewButton, &QPushButton::clicked, this, &PrintDialog::preview);
    connect(pdfButton, &QPushButton::clicked, this, [this] { savePdf(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &PrintDialog::update);
    connect(m_list, &QListWidget::itemActivated, this, &PrintDialog::preview);

    auto *documents = new QLabel(tr("&Document:"), this);
    documents->setBuddy(m_list);
    auto *roundRow = new QFormLayout;
    roundRow->addRow(m_roundLabel, m_round);
    roundRow->addRow(m_placesLabel, m_places);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(documents);
    layout->addWidget(m_list);
    layout->addLayout(roundRow);
    layout->addWidget(buttons);
    m_list->setFocus();
    update();
}

PrintDocuments::Kind PrintDialog::kind() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? PrintDocuments::Kind(item->data(Qt::UserRole).toInt())
                : PrintDocuments::Kind::Standings;
}

void PrintDialog::setKind(PrintDocuments::Kind kind)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toInt() == int(kind))
            m_list->setCurrentRow(i);
}

ReportScope PrintDialog::scope() const
{
    ReportScope scope;
    if (PrintDocuments::needsRound(kind()) || PrintDocuments::afterRound(kind()))
        scope.round = m_round->value();
    if (PrintDocuments::hasPlaces(kind()))
        scope.places = m_places->value();
    return scope;
}

void PrintDialog::update()
{
    const bool round = PrintDocuments::needsRound(kind()) || PrintDocuments::afterRound(kind());
    m_round->setEnabled(round);
    m_roundLabel->setEnabled(round);
    const bool places = PrintDocuments::hasPlaces(kind());
    m_places->setEnabled(places);
    m_placesLabel->setEnabled(places);
}

QString PrintDialog::savePdf()
{
    // A file name from the event and the document: "Open 2026 - Pairings, round 3.pdf".
    // The round's date and time printed after " · " in the title stay out of the file name.
    QString suggested = m_document->tournament().name + QStringLiteral(" - ")
        + PrintDocuments::title(*m_document, kind(), scope())
              .remove(
                  QRegularExpression(QStringLiteral(" · \\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2})?")));
    suggested.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
    suggested += QStringLiteral(".pdf");
    QString path = m_fileName
        ? m_fileName(suggested)
        : QFileDialog::getSaveFileName(this, tr("Save as PDF"), suggested, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return QString();
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!PrintDocuments::writePdf(*m_document, kind(), scope(), path, &error)) {
        emit failed(error);
        return QString();
    }
    return path;
}

void PrintDialog::preview()
{
    const PrintDocuments::Kind k = kind();
    const ReportScope s = scope();
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(PrintDocuments::orientation(k));
    printer.setDocName(PrintDocuments::title(*m_document, k, s));
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(PrintDocuments::title(*m_document, k, s));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
        [this, k, s](QPrinter *p) { PrintDocuments::print(*m_document, k, s, p); });
    dialog.exec();
}

} // namespace arb
