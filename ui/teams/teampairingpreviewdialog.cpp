// SPDX-License-Identifier: GPL-3.0-or-later
#include "teams/teampairingpreviewdialog.h"

#include "localenumbers.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arb {

namespace {

    enum Column { MatchColumn, WhiteColumn, BlackColumn, CheckColumn, ColumnCount };

} // namespace

TeamPairingPreviewDialog::TeamPairingPreviewDialog(const Tournament &tournament,
    const TeamPairingInput &input, QList<TeamMatch> matches, QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_input(input)
    , m_matches(std::move(matches))
    , m_table(new QTableWidget(this))
    , m_changesLabel(new QLabel(this))
    , m_swapButton(new QPushButton(tr("S&wap colours"), this))
    , m_exchangeButton(new QPushButton(tr("E&xchange teams"), this))
{
    setObjectName(QStringLiteral("teamPairingPreviewDialog"));
    setWindowTitle(tr("Pairing of round %1").arg(input.round));
    m_table->setObjectName(QStringLiteral("teamPreviewTableWidget"));
    m_swapButton->setObjectName(QStringLiteral("swapButton"));
    m_exchangeButton->setObjectName(QStringLiteral("exchangeButton"));
    m_table->setColumnCount(ColumnCount);
    //: the team with White on board 1, the other team
    m_table->setHorizontalHeaderLabels(
        {tr("Match"), tr("White on board 1"), tr("Black on board 1"), tr("Check")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(WhiteColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BlackColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CheckColumn, QHeaderView::Stretch);

    auto *intro = new QLabel(tr("Round %1 by the Swiss Team Pairing System (C.04.6, %2). Each team "
                                "with its score before the round and the colours of its board 1 "
                                "so far. Select a match to swap its colours, or two teams to "
                                "exchange them; every change is written to the audit log.")
                                 .arg(input.round)
                                 .arg(input.system.code()),
        this);
    intro->setObjectName(QStringLiteral("teamPreviewIntroLabel"));
    intro->setWordWrap(true);
    m_changesLabel->setObjectName(QStringLiteral("changesLabel"));
    m_changesLabel->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Store this pairing"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_swapButton);
    row->addWidget(m_exchangeButton);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(m_changesLabel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_swapButton, &QPushButton::clicked, this, &TeamPairingPreviewDialog::swapSelected);
    connect(
        m_exchangeButton, &QPushButton::clicked, this, &TeamPairingPreviewDialog::exchangeSelected);
    resize(820, 520);
    refresh();
}

QString TeamPairingPreviewDialog::teamName(int number) const
{
    const int i = m_tournament.teamData.indexOf(number);
    return i >= 0 ? QStringLiteral("%1 (%2)").arg(m_tournament.teamData.teams[i].name).arg(number)
                  : QString::number(number);
}

const TeamToPair *TeamPairingPreviewDialog::team(int number) const
{
    for (const TeamToPair &t : m_input.teams)
        if (t.number == number)
            return &t;
    return nullptr;
}

QString TeamPairingPreviewDialog::teamText(int number) const
{
    if (number == 0)
        return tr("bye (pairing-allocated)");
    const TeamData &d = m_tournament.teamData;
    const int i = d.indexOf(number);
    const TeamToPair *t = team(number);
    QString colours;
    if (t)
        for (Colour c : t->colours)
            colours += c == Colour::White ? u'w' : c == Colour::Black ? u'b' : u'-';
    return QStringLiteral("%1 (%2, %3 %4) · %5")
        .arg(i >= 0 ? d.teams[i].name : QString())
        .arg(number)
        .arg(t ? localeText(t->score) : QString(),
            m_input.system.gamePointsPrimary ? tr("GP") : tr("MP"),
            colours.isEmpty() ? QStringLiteral("–") : colours);
}

QString TeamPairingPreviewDialog::matchText(int row) const
{
    if (row < 0 || row >= m_matches.size())
        return QString();
    const TeamMatch &m = m_matches[row];
    return m.black == 0
        ? tr("%1: pairing-allocated bye").arg(teamText(m.white))
        : tr("Match %1: %2 - %3").arg(row + 1).arg(teamText(m.white), teamText(m.black));
}

QStringList TeamPairingPreviewDialog::warnings(int row) const
{
    QStringList out;
    if (row < 0 || row >= m_matches.size())
        return out;
    const TeamMatch &m = m_matches[row];
    const TeamToPair *w = team(m.white);
    if (!w)
        return out;
    if (m.black == 0) {
        // [C2]: a team that had a PAB, a match won by forfeit or a full-point bye.
        if (w->byeBarred)
            out << tr("already had a pairing-allocated bye, a forfeit win or a full-point bye "
                      "([C2])");
        return out;
    }
    // [C1]: two teams meet at most once (a forfeited match does not count).
    if (w->met.contains(m.black))
        out << tr("already met ([C1])");
    for (const auto &[a, b] : m_input.prohibited)
        if ((a == m.white && b == m.black) || (a == m.black && b == m.white)) {
            out << tr("a prohibited pair in this round");
            break;
        }
    return out;
}

void TeamPairingPreviewDialog::refresh()
{
    m_table->setRowCount(int(m_matches.size()));
    for (int i = 0; i < m_matches.size(); ++i) {
        const TeamMatch &m = m_matches[i];
        const QStringList w = warnings(i);
        const QStringList texts = {QString::number(i + 1), teamText(m.white), teamText(m.black),
            w.join(QStringLiteral("; "))};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(texts[c]);
            if (c == MatchColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!w.isEmpty())
                item->setBackground(QColor(255, 235, 200));
            if (c == CheckColumn && !w.isEmpty())
                item->setToolTip(w.join(u'\n'));
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnToContents(MatchColumn);
    m_changesLabel->setText(m_changes.isEmpty()
            ? tr("No manual changes.")
            : tr("Manual changes: %1").arg(m_changes.join(QStringLiteral("; "))));
}

bool TeamPairingPreviewDialog::swapColours(int row)
{
    if (row < 0 || row >= m_matches.size() || m_matches[row].black == 0)
        return false;
    std::swap(m_matches[row].white, m_matches[row].black);
    m_changes << tr("match %1: colours swapped (%2 White on board 1)")
                     .arg(row + 1)
                     .arg(teamName(m_matches[row].white));
    refresh();
    return true;
}

bool TeamPairingPreviewDialog::exchange(int rowA, int sideA, int rowB, int sideB)
{
    auto slot = [this](int row, int side) -> int * {
        if (row < 0 || row >= m_matches.size() || side < 0 || side > 1)
            return nullptr;
        int *p = side == 0 ? &m_matches[row].white : &m_matches[row].black;
        return *p == 0 ? nullptr : p;
    };
    int *a = slot(rowA, sideA);
    int *b = slot(rowB, sideB);
    if (!a || !b || rowA == rowB)
        return false;
    std::swap(*a, *b);
    m_changes << tr("teams %1 and %2 exchanged (matches %3 and %4)")
                     .arg(teamName(*b), teamName(*a))
                     .arg(rowA + 1)
                     .arg(rowB + 1);
    refresh();
    return true;
}

void TeamPairingPreviewDialog::swapSelected()
{
    const int row = m_table->currentRow();
    swapColours(row);
    m_table->setCurrentCell(row, WhiteColumn);
}

void TeamPairingPreviewDialog::exchangeSelected()
{
    QList<QTableWidgetItem *> items;
    for (QTableWidgetItem *item : m_table->selectedItems())
        if (item->column() == WhiteColumn || item->column() == BlackColumn)
            items << item;
    if (items.size() != 2)
        return;
    exchange(items[0]->row(), items[0]->column() == WhiteColumn ? 0 : 1, items[1]->row(),
        items[1]->column() == WhiteColumn ? 0 : 1);
}

} // namespace arb
