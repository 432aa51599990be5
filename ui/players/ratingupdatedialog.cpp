// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratingupdatedialog.h"

#include "tournamentdocument.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arb {

RatingUpdateDialog::RatingUpdateDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_file(new QLineEdit(this))
    , m_type(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_table(new QTableWidget(0, 6, this))
    , m_status(new QLabel(this))
    , m_apply(new QPushButton(tr("&Update ratings"), this))
{
    setWindowTitle(tr("Check ratings against a FIDE rating list"));
    m_file->setObjectName(QStringLiteral("ratingUpdateFileEdit"));
    m_file->setPlaceholderText(tr("players_list_foa.txt or standard_nov26frl.txt from "
                                  "ratings.fide.com"));
    connect(m_file, &QLineEdit::returnPressed, this, [this] {
        const QString typed = m_file->text().trimmed();
        if (!typed.isEmpty())
            openList(typed);
    });
    auto *browse = new QPushButton(tr("&Choose file..."), this);
    browse->setAutoDefault(false); // Return in the file field opens the typed path only
    connect(browse, &QPushButton::clicked, this, &RatingUpdateDialog::browse);
    // The event is rated on one list (the Event tab says which); a player without a rapid or
    // blitz rating gets his standard one (FIDE's checklist I56).
    m_type->setObjectName(QStringLiteral("ratingTypeLabel"));
    m_type->setWordWrap(true);
    m_warning->setObjectName(QStringLiteral("ratingUpdateWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #a05a00"));
    m_warning->hide();
    m_table->setObjectName(QStringLiteral("ratingUpdateTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("No."), tr("Name"), tr("Rating now"), tr("List"), tr("K now / list"), tr("From")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setObjectName(QStringLiteral("ratingUpdateStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_apply->setObjectName(QStringLiteral("ratingUpdateApplyButton"));
    m_apply->setEnabled(false);
    // Return opens the typed list; it never updates the ratings.
    m_apply->setAutoDefault(false);
    connect(m_apply, &QPushButton::clicked, this, [this] { apply(); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_apply, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // No default button: Return in the file field opens the typed list, and neither closes the
    // dialog nor updates anything.
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(false);

    auto *grid = new QGridLayout;
    auto *fileLabel = new QLabel(tr("&List file:"), this);
    fileLabel->setBuddy(m_file);
    grid->addWidget(fileLabel, 0, 0);
    grid->addWidget(m_file, 0, 1);
    grid->addWidget(browse, 0, 2);
    grid->addWidget(new QLabel(tr("Rated on:"), this), 1, 0);
    grid->addWidget(m_type, 1, 1, 1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_warning);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(820, 520);
    const RatingType type = RatingMethods::ratingTypeOf(m_document->tournament());
    m_type->setText(typeText(type));
    const QString last = QSettings().value(QStringLiteral("ratingList/path")).toString();
    if (!last.isEmpty() && QFile::exists(last))
        openList(last);
    else
        m_status->setText(tr("Choose the rating list the event is rated on."));
    // The last list's path, selected: typing replaces it.
    m_file->setFocus();
    m_file->selectAll();
}

QString RatingUpdateDialog::typeText(RatingType type)
{
    return type == RatingType::Standard
        ? tr("the standard list (set in the Event tab)")
        : tr("the %1 list, the standard rating where a player has none (set in the Event tab)")
              .arg(RatingMethods::typeName(type));
}

void RatingUpdateDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("FIDE rating list"), m_list.path(), tr("Rating lists (*.txt);;All files (*)"));
    if (!path.isEmpty())
        openList(path);
}

bool RatingUpdateDialog::openList(const QString &path)
{
    QString error;
    if (!m_list.open(path, &error)) {
        m_status->setText(error);
        m_table->setRowCount(0);
        m_warning->clear();
        m_warning->hide();
        m_check = RatingListCheck();
        m_apply->setEnabled(false);
        return false;
    }
    m_file->setText(path);
    QSettings().setValue(QStringLiteral("ratingList/path"), path);
    recheck();
    return true;
}

void RatingUpdateDialog::recheck()
{
    if (!m_list.isOpen() || !m_document)
        return;
    const Tournament &t = m_document->tournament();
    m_check = RatingListCheck::of(t, m_list, m_today);
    m_type->setText(typeText(m_check.type));
    m_warning->setText(
        m_check.monthWarning.isEmpty() ? QString() : tr("Warning: %1.").arg(m_check.monthWarning));
    m_warning->setVisible(!m_check.monthWarning.isEmpty());
    // The players whose rating or K changes first; the others only get the list as source.
    const QList<ListedRating> diff = m_check.differences();
    m_table->setRowCount(int(diff.size()));
    for (int r = 0; r < diff.size(); ++r) {
        const ListedRating &l = diff[r];
        const auto number = [](int n) { return n > 0 ? QString::number(n) : QString(); };
        const QStringList cells
            = {QString::number(l.startNo), l.name, number(l.rating), number(l.listRating),
                // A K of 0 is derived from rating and age and stays so: only an entered K is shown.
                l.kFactor > 0 ? QStringLiteral("%1 / %2").arg(number(l.kFactor), number(l.listK))
                              : QStringLiteral("–"),
                l.listSource};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    QStringList lines;
    lines << tr("%n player(s) found in the list by FIDE id, %1 with another rating or K.", nullptr,
        int(m_check.listed.size()))
                 .arg(diff.size());
    QStringList missing;
    for (int s : std::as_const(m_check.notListed))
        missing << QStringLiteral("%1 %2").arg(s).arg(t.players[t.indexOf(s)].name);
    if (!missing.isEmpty())
        lines << tr("Not in the list (their ratings stay): %1.")
                     .arg(missing.join(QStringLiteral("; ")));
    if (!m_check.withoutId.isEmpty())
        lines << tr("%n rated player(s) without a FIDE id keep the rating entered.", nullptr,
            int(m_check.withoutId.size()));
    // An event over 30 days under way: the list gives the ratings from the next round on.
    const bool later = m_check.fromRound > 0;
    if (later && !RatingPeriods::hasRound(t, m_check.fromRound))
        lines << tr("The event lasts more than 30 days and every round is paired: a new list "
                    "changes no rating.");
    else if (later)
        lines << tr("The event lasts more than 30 days: the list's ratings count from round %1, "
                    "the next to pair; the rounds before keep the ratings they were played on.")
                     .arg(m_check.fromRound);
    m_status->setText(lines.join(u'\n'));
    // The sources are stored even when no rating changes (not as later ratings: those are
    // only the changed ones).
    bool sources = false;
    for (const ListedRating &l : std::as_const(m_check.listed))
        sources = sources || (!later && l.source != l.listSource);
    m_apply->setEnabled(
        (!diff.isEmpty() || sources) && (!later || RatingPeriods::hasRound(t, m_check.fromRound)));
}

QString RatingUpdateDialog::warningText() const
{
    return m_warning->text();
}

QString RatingUpdateDialog::statusText() const
{
    return m_status->text();
}

int RatingUpdateDialog::apply()
{
    if (!m_document || !m_list.isOpen())
        return 0;
    int changed = 0;
    if (!m_document->updateRatings(m_check, m_list.sourceName(m_check.type), &changed))
        return 0;
    const int fromRound = m_check.fromRound;
    recheck();
    if (fromRound > 0)
        m_status->setText(tr("%n player(s) got the list's rating from round %1 on (or its K); the "
                             "rounds before keep theirs. Edit > Undo takes it back.",
            nullptr, changed)
                              .arg(fromRound));
    else
        m_status->setText(tr("%n player(s) got the list's rating or K; every listed player's "
                             "rating source is the list. Edit > Undo takes it back.",
            nullptr, changed));
    return changed;
}

} // namespace arb
