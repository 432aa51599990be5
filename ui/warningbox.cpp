// SPDX-License-Identifier: GPL-3.0-or-later
#include "warningbox.h"

#include <QMessageBox>
#include <QPushButton>

namespace arb::warningbox {

void acknowledge(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box.exec();
}

bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &accept)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, parent);
    QPushButton *yes = box.addButton(accept, QMessageBox::AcceptRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == yes;
}

bool refuse(QWidget *parent, const QString &title, const QString &text, const QString &wayOut)
{
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::NoButton, parent);
    QPushButton *leave = box.addButton(wayOut, QMessageBox::DestructiveRole);
    QPushButton *close = box.addButton(QMessageBox::Close);
    box.setDefaultButton(close);
    box.setEscapeButton(close);
    box.exec();
    return box.clickedButton() == leave;
}

} // namespace arb::warningbox
