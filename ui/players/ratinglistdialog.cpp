// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratinglistdialog.h"

#include "players/playerfields.h"
#include "tournamentdocument.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace arb {

namespace {

    // Keeps a field of the list only when Arbiter would store it as it is (e.g. a title the
    // TRF has no place for is left out).
    void keepValid(PlayerField field, QString *value)
    {
        const auto v = PlayerFields::normalise(field, *value, nullptr);
        *value = v ? v->value : QString();
    }

} // namespace

RatingListDialog::RatingListDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_file(new QLineEdit(this))
    , m_query(new QLineEdit(this))
    , m_table(new QTableWidget(0, 8, this))
    , m_status(new QLabel(this))
    , m_timer(new QTimer(this))
{
    setWindowTitle(tr("Add players from a FIDE rating list"));
    m_file->setObjectName(QStringLiteral("ratingListFileEdit"));
    // The list's path can be typed (Return opens it) or chosen with the button.
    m_file->setPlaceholderText(tr("players_list_foa.txt from ratings.fide.com"));
    m_file->setToolTip(tr("Type the path of the list and press Return, or choose the file"));
    connect(m_file, &QLineEdit::returnPressed, this, [this] {
        const QString typed = m_file->text().trimmed();
        if (!typed.isEmpty())
            openList(typed);
    });
    m_query->setObjectName(QStringLiteral("ratingListSearchEdit"));
    m_query->setPlaceholderText(tr("Name (e.g. \"carlsen magnus\") or FIDE id"));
    m_query->setClearButtonEnabled(true);
    m_table->setObjectName(QStringLiteral("ratingListTable"));
    m_table->setHorizontalHeaderLabels({tr("FIDE id"), tr("Name"), tr("Fed."), tr("Sex"),
        tr("Title"), tr("Rating"), tr("Born"), tr("K")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setObjectName(QStringLiteral("ratingListStatusLabel"));
    m_status->setWordWrap(true);
    auto *browse = new QPushButton(tr("&Choose file..."), this);
    connect(browse, &QPushButton::clicked, this, &RatingListDialog::browse);
    auto *add = new QPushButton(tr("&Add selected players"), this);
    add->setObjectName(QStringLiteral("ratingListAddButton"));
    add->setDefault(true);
    connect(add, &QPushButton::clicked, this, [this] { addSelected(); });
    connect(m_table, &QTableWidget::doubleClicked, this, [this] { addSelected(); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(add, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, [this] { search(m_query->text()); });
    connect(m_query, &QLineEdit::textChanged, m_timer, qOverload<>(&QTimer::start));
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Rating list:"), this), 0, 0);
    grid->addWidget(m_file, 0, 1);
    grid->addWidget(browse, 0, 2);
    grid->addWidget(new QLabel(tr("&Search:"), this), 1, 0);
    grid->addWidget(m_query, 1, 1, 1, 2);
    qobject_cast<QLabel *>(grid->itemAtPosition(1, 0)->widget())->setBuddy(m_query);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(900, 520);
    const QString last = QSettings().value(QStringLiteral("ratingList/path")).toString();
    if (!last.isEmpty() && QFile::exists(last))
        openList(last);
    else
        m_status->setText(tr("Choose the rating list file FIDE publishes (players_list_foa.txt, "
                             "unzipped)."));
}

void RatingListDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("FIDE rating list"), m_list.path(), tr("Rating lists (*.txt);;All files (*)"));
    if (!path.isEmpty())
        openList(path);
}

bool RatingListDialog::openList(const QString &path)
{
    QString error;
    if (!m_list.open(path, &error)) {
        m_status->setText(error);
        return false;
    }
    m_file->setText(path);
    QSettings().setValue(QStringLiteral("ratingList/path"), path);
    m_status->setText(
        tr("%n player(s) in the list. Type a name or a FIDE id.", nullptr, m_list.count()));
    m_query->setFocus(); // the list is open: the next keys are the search
    if (!m_query->text().trimmed().isEmpty())
        search(m_query->text());
    return true;
}

void RatingListDialog::search(const QString &query)
{
    m_timer->stop();
    if (!m_list.isOpen()) {
        m_status->setText(tr("Choose a rating list first."));
        return;
    }
    QElapsedTimer timer;
    timer.start();
    // One more than shown tells whether there are more.
    m_found = m_list.search(query, MaxShown + 1);
    const bool more = m_found.size() > MaxShown;
    if (more)
        m_found.resize(MaxShown);
    m_table->setRowCount(int(m_found.size()));
    // The rating the event is rated on: rapid or blitz, the standard one where there is none.
    const RatingType type = RatingMethods::ratingTypeOf(m_document->tournament());
    for (int r = 0; r < m_found.size(); ++r) {
        const FideListEntry &e = m_found[r];
        const FideListEntry::Effective rating = e.effective(type);
        const QStringList cells = {e.fideId, e.name, e.federation, e.sex, e.title,
            rating.rating > 0 ? QString::number(rating.rating) : QString(),
            e.birthYear > 0 ? QString::number(e.birthYear) : QString(),
            rating.k > 0 ? QString::number(rating.k) : QString()};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    if (query.trimmed().isEmpty())
        m_status->setText(tr("Type a name or a FIDE id."));
    else if (more)
        m_status->setText(tr("The first %1 players found (%2 ms); type more to narrow the search.")
                              .arg(MaxShown)
                              .arg(timer.elapsed()));
    else
        m_status->setText(
            tr("%n player(s) found (%1 ms).", nullptr, int(m_found.size())).arg(timer.elapsed()));
    if (!m_found.isEmpty())
        m_table->selectRow(0);
}

QStringList RatingListDialog::shownIds() const
{
    QStringList ids;
    for (const FideListEntry &e : m_found)
        ids.append(e.fideId);
    return ids;
}

int RatingListDialog::addSelected(bool all)
{
    if (!m_document)
        return 0;
    QList<int> rows;
    if (all) {
        for (int r = 0; r < m_found.size(); ++r)
            rows.append(r);
    } else {
        for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
            rows.append(i.row());
        std::sort(rows.begin(), rows.end());
    }
    int added = 0;
    QStringList skipped;
    for (int r : std::as_const(rows)) {
        if (r < 0 || r >= m_found.size())
            continue;
        const Tournament &t = m_document->tournament();
        const RatingType type = RatingMethods::ratingTypeOf(t);
        Player p = m_found[r].toPlayer(type);
        // Where the rating comes from is kept with it (FIDE's checklist I59).
        if (p.rating > 0)
            p.ratingSource = m_list.sourceName(m_found[r].effective(type).from);
        bool listed = false;
        for (const Player &o : t.players)
            listed = listed || (!p.fideId.isEmpty() && o.fideId.trimmed() == p.fideId);
        if (listed) {
            skipped.append(p.name);
            continue;
        }
        keepValid(PlayerField::Title, &p.title);
        keepValid(PlayerField::Federation, &p.federation);
        keepValid(PlayerField::FideId, &p.fideId);
        keepValid(PlayerField::BirthDate, &p.birthDate);
        if (p.kFactor != 10 && p.kFactor != 20 && p.kFactor != 40)
            p.kFactor = 0;
        p.startNo = t.players.isEmpty() ? 1 : t.players.last().startNo + 1;
        if (m_document->setPlayer(p))
            ++added;
    }
    QString text = tr("%n player(s) added to the event.", nullptr, added);
    if (!skipped.isEmpty())
        text += u' ' + tr("Already in the event: %1.").arg(skipped.join(QStringLiteral("; ")));
    m_status->setText(text);
    return added;
}

QString RatingListDialog::statusText() const
{
    return m_status->text();
}

} // namespace arb
