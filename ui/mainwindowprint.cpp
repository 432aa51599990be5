// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's File > Print documents (Ctrl+P): the dialog listing every printed document,
// opened on the round the Rounds tab shows. Kept apart from mainwindow.cpp, which builds the
// window.
#include "mainwindow.h"
#include "reports/printdialog.h"
#include "rounds/pairingsmodel.h"
#include "rounds/roundswidget.h"
#include "tournamentdocument.h"

namespace arb {

void MainWindow::printDocumentsDialog()
{
    PrintDialog dialog(m_document, m_rounds->model()->round(), this);
    dialog.setObjectName(QStringLiteral("printDialog"));
    connect(&dialog, &PrintDialog::failed, this, &MainWindow::showMessage);
    dialog.exec();
}

} // namespace arb
