// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/pairingsview.h"

#include "rounds/pairingsmodel.h"
#include "rounds/resultdelegate.h"

#include <QHeaderView>
#include <QKeyEvent>

namespace arb {

PairingsView::PairingsView(QWidget *parent)
    : QTableView(parent)
{
    setItemDelegateForColumn(PairingsModel::Result, new ResultDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
}

void PairingsView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    if (!model)
        return;
    // The rounds' and the team boards' models share Board, White, Result and Black.
    QHeaderView *header = horizontalHeader();
    header->setStretchLastSection(false);
    for (int c = 0; c < model->columnCount(); ++c) {
        const bool name = c == PairingsModel::White || c == PairingsModel::Black;
        header->setSectionResizeMode(
            c, name ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    }
}

void PairingsView::keyPressEvent(QKeyEvent *event)
{
    const QModelIndex current = currentIndex();
    // Alt, Ctrl and Meta combinations are shortcuts (menus, buttons), never results.
    const bool shortcut
        = event->modifiers() & (Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier);
    if (shortcut || state() == EditingState || !current.isValid() || !model()) {
        QTableView::keyPressEvent(event);
        return;
    }
    const int row = current.row();
    const QModelIndex result = model()->index(row, PairingsModel::Result);
    const bool clear = event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace;
    if (!clear && !PairingsModel::codeForKey(event->text())) {
        QTableView::keyPressEvent(event);
        return;
    }
    if (model()->setData(result, clear ? QString() : event->text(), Qt::EditRole)) {
        const int next = std::min(row + (clear ? 0 : 1), model()->rowCount() - 1);
        if (next >= 0)
            setCurrentIndex(model()->index(next, PairingsModel::Result));
        if (!clear)
            emit resultEntered(row);
    } else if (row < model()->rowCount()) {
        setCurrentIndex(model()->index(row, PairingsModel::Result));
    }
    event->accept();
}

} // namespace arb
