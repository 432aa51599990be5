// SPDX-License-Identifier: GPL-3.0-or-later
// The values of the EXT tie-break, set by the arbiter from outside the event (FIDE's program
// checklist M84): one per player, with the reason the record keeps.
#pragma once

#include "fixed.h"
#include "tournament.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace arb {

class ExternalValuesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExternalValuesDialog(const Tournament &t, QWidget *parent = nullptr);

    //! Returns the values typed that differ from those in force (start number, value); nothing
    //! and the row at fault shown when one does not read as a number.
    std::optional<QList<QPair<int, Fixed>>> values() const;
    QString reason() const;
    QTableWidget *table() const { return m_table; }
    QLineEdit *reasonLineEdit() const { return m_reason; }

    void accept() override;

private:
    QTableWidget *m_table;
    QLineEdit *m_reason;
    QLabel *m_problem;
    QHash<int, Fixed> m_before;
};

} // namespace arb
