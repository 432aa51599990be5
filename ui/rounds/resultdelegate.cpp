// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/resultdelegate.h"

#include "result.h"
#include "rounds/pairingsmodel.h"

#include <QComboBox>

namespace arb {

namespace {

    bool isByeRow(const QModelIndex &index)
    {
        return index.siblingAtColumn(PairingsModel::Black).data(Qt::DisplayRole).toString()
            == PairingsModel::tr("bye");
    }

} // namespace

QWidget *ResultDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *box = new QComboBox(parent);
    box->setObjectName(QStringLiteral("resultComboBox"));
    const QByteArray codes
        = result::codesOf(isByeRow(index) ? result::Class::Bye : result::Class::Game);
    for (char c : codes) {
        const QString text = c == 'X' ? tr("- - - (double forfeit)")
                                      : PairingsModel::resultText(c, isByeRow(index));
        box->addItem(c == ' ' ? tr("(not played yet)") : text, QString(QChar(c)));
    }
    return box;
}

void ResultDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    const QString code = index.data(Qt::EditRole).toString();
    const int i = box->findData(code.isEmpty() ? QStringLiteral(" ") : code);
    box->setCurrentIndex(std::max(i, 0));
}

void ResultDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    const QString code = box->currentData().toString();
    if (code != index.data(Qt::EditRole).toString()
        && !(code == u" " && index.data(Qt::EditRole).toString().isEmpty()))
        model->setData(index, code.trimmed(), Qt::EditRole);
}

} // namespace arb
