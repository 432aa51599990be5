// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's player actions: add (Insert, the Add button) and remove (Delete, the Remove
// button, the context menu), the organiser's categories and the FIDE rating list import, and the
// Standings tab's category chooser. Kept apart from mainwindow.cpp, which builds the
// window.
#include "mainwindow.h"
#include "players/categoriesdialog.h"
#include "players/playersmodel.h"
#include "players/ratinglistdialog.h"
#include "players/ratingperiods.h"
#include "players/ratingupdatedialog.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>

#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

namespace arb {

void MainWindow::addPlayer()
{
    if (!m_document->addPlayer(tr("New player"), 0))
        return;
    m_searchLineEdit->clear();
    const int row = m_playersModel->rowOf(m_document->tournament().players.last().startNo);
    const QModelIndex index
        = m_playersProxy->mapFromSource(m_playersModel->index(row, PlayersModel::Name));
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_playersView->parentWidget()));
    m_playersView->setCurrentIndex(index);
    m_playersView->scrollTo(index);
    m_playersView->edit(index);
}

QList<QAction *> MainWindow::playerContextActions()
{
    // Expelling (FIDE's program checklist M80): from the context menu, with its consequences
    // named and a reason asked for.
    auto *expel = new QAction(tr("Expel player..."), m_playersView);
    expel->setObjectName(QStringLiteral("expelPlayerAction"));
    connect(expel, &QAction::triggered, this, &MainWindow::expelSelectedPlayer);
    // The event's regulations may allow some players no half-point bye (FIDE's program
    // checklist L74): ticked for the current player, set for every selected one.
    auto *noHalfByes = new QAction(tr("No half-point byes"), m_playersView);
    noHalfByes->setObjectName(QStringLiteral("noHalfByesAction"));
    noHalfByes->setCheckable(true);
    connect(noHalfByes, &QAction::triggered, this,
        [this](bool checked) { setHalfByesOfSelected(!checked); });
    const auto syncHalfByes = [this, noHalfByes] {
        const QModelIndex index = m_playersProxy->mapToSource(m_playersView->currentIndex());
        const Tournament &t = m_document->tournament();
        noHalfByes->setChecked(index.isValid() && index.row() < t.players.size()
            && halfByesExcluded(t).contains(t.players[index.row()].startNo));
    };
    connect(
        m_playersView->selectionModel(), &QItemSelectionModel::currentChanged, this, syncHalfByes);
    connect(m_document, &TournamentDocument::changed, this, syncHalfByes);
    // An event of more than 30 days: a rating a player holds from a later round on (FIDE's
    // program checklist M86), typed in when no list gives it.
    auto *later = new QAction(tr("Rating from a later round..."), m_playersView);
    later->setObjectName(QStringLiteral("laterRatingAction"));
    connect(later, &QAction::triggered, this, &MainWindow::setLaterRatingOfSelected);
    return {expel, noHalfByes, later};
}

void MainWindow::expelSelectedPlayer()
{
    const QModelIndex index = m_playersProxy->mapToSource(m_playersView->currentIndex());
    const Tournament &t = m_document->tournament();
    if (!index.isValid() || index.row() >= t.players.size())
        return;
    const Player p = t.players[index.row()];
    // From the first round without a result for him: the first one he does not play.
    int from = 1;
    while (from <= p.rounds.size() && p.rounds[from - 1].code != ' ')
        ++from;
    const QString who = QStringLiteral("%1 (%2)").arg(p.name).arg(p.startNo);
    const QString title = tr("Expel %1").arg(who);
    if (!confirmWarning(title,
            tr("%1 is expelled from round %2 on and not paired again. A Swiss does not rank "
               "him (his games still count for his opponents); a round robin, when he completed "
               "fewer than half his games, counts neither his points nor those scored against "
               "him (C.06 V.4.1). It is recorded in the log and the rating report (### Expelled "
               "@ Round %2: player %3); undo takes it back.")
                .arg(who)
                .arg(from)
                .arg(p.startNo),
            tr("Continue")))
        return;
    const QString reason
        = askText(title, tr("Why is %1 expelled? (recorded with it)").arg(who)).trimmed();
    if (reason.isEmpty())
        return;
    if (m_document->expel(p.startNo, from, reason))
        statusBar()->showMessage(
            tr("%1 is expelled from round %2 (Ctrl+Z undoes)").arg(who).arg(from));
}

void MainWindow::setLaterRatingOfSelected()
{
    const QModelIndex index = m_playersProxy->mapToSource(m_playersView->currentIndex());
    const Tournament &t = m_document->tournament();
    if (!index.isValid() || index.row() >= t.players.size())
        return;
    const Player p = t.players[index.row()];
    const QString who = QStringLiteral("%1 (%2)").arg(p.name).arg(p.startNo);
    if (!RatingPeriods::isOver30Days(t)) {
        showMessage(tr("%1: a rating from a later round needs an event that lasts more than 30 "
                       "days (Event tab, Duration)")
                        .arg(who));
        return;
    }
    QStringList held;
    held << tr("from round 1: %1").arg(p.rating > 0 ? QString::number(p.rating) : tr("unrated"));
    for (const LaterRating &r : RatingPeriods::laterRatingsOf(t, p.startNo))
        held << tr("from round %1: %2")
                    .arg(r.fromRound)
                    .arg(r.rating > 0 ? QString::number(r.rating) : tr("unrated"));
    const QString text = askText(tr("Rating from a later round"),
        tr("%1 holds %2.\nType the round and the rating from it on, e.g. \"%3 1850\" (0: "
           "unrated; \"%3 -\" removes the one of that round).")
            .arg(who, held.join(QStringLiteral("; ")))
            .arg(std::max(2, RatingPeriods::nextRound(t))))
                             .simplified();
    if (text.isEmpty())
        return;
    const QStringList parts = text.split(u' ');
    bool roundOk = false, ratingOk = false;
    LaterRating r;
    r.startNo = p.startNo;
    r.fromRound = parts.value(0).toInt(&roundOk);
    r.rating = parts.value(1) == u"-" ? -1 : parts.value(1).toInt(&ratingOk);
    ratingOk = ratingOk || parts.value(1) == u"-";
    if (parts.size() != 2 || !roundOk || !ratingOk) {
        showMessage(tr("%1: \"%2\" is not a round and a rating (e.g. \"5 1850\"); nothing was "
                       "changed")
                        .arg(who, text));
        return;
    }
    r.source = QStringLiteral("manual");
    const QList<LaterRating> later = RatingPeriods::laterRatingsOf(t, p.startNo);
    if (r.rating < 0 && std::none_of(later.cbegin(), later.cend(), [&r](const LaterRating &h) {
            return h.fromRound == r.fromRound;
        })) {
        showMessage(
            tr("%1 has no rating from round %2; nothing was changed").arg(who).arg(r.fromRound));
        return;
    }
    // A rating from a round already paired changes what its games count for the rating-based
    // tie-breaks: asked first.
    const int paired = RatingPeriods::nextRound(t) - 1;
    if (r.rating >= 0 && r.fromRound <= paired
        && !confirmWarning(tr("Rating from a later round"),
            tr("Round %1 is already paired: the new rating counts for games already played, and "
               "the rating-based tie-breaks of the rounds from %1 on change. Set it all the same "
               "(recorded in the log)?")
                .arg(r.fromRound),
            tr("Set the rating")))
        return;
    if (m_document->setLaterRating(r))
        showMessage(r.rating < 0 ? tr("%1: the rating from round %2 is removed (Ctrl+Z undoes)")
                                       .arg(who)
                                       .arg(r.fromRound)
                                 : tr("%1: rating %2 from round %3 on (Ctrl+Z undoes)")
                                       .arg(who)
                                       .arg(r.rating)
                                       .arg(r.fromRound));
}

void MainWindow::setHalfByesOfSelected(bool allowed)
{
    QList<int> startNos;
    QModelIndexList rows = m_playersView->selectionModel()->selectedIndexes();
    if (rows.isEmpty() && m_playersView->currentIndex().isValid())
        rows.append(m_playersView->currentIndex());
    for (const QModelIndex &proxyIndex : std::as_const(rows)) {
        const QModelIndex index = m_playersProxy->mapToSource(proxyIndex);
        const Tournament &t = m_document->tournament();
        if (index.isValid() && index.row() < t.players.size()
            && !startNos.contains(t.players[index.row()].startNo))
            startNos.append(t.players[index.row()].startNo);
    }
    if (startNos.isEmpty() || !m_document->setHalfByesAllowed(startNos, allowed))
        return;
    statusBar()->showMessage(allowed
            ? tr("%n player(s) may take half-point byes again (Ctrl+Z undoes).", nullptr,
                int(startNos.size()))
            : tr("%n player(s) may take no half-point bye; giving one asks first (Ctrl+Z "
                 "undoes).",
                nullptr, int(startNos.size())),
        10000);
}

void MainWindow::removeSelectedPlayer()
{
    // Every selected row (Delete with several rows selected removes them all), else the
    // current one.
    QList<int> startNos;
    QStringList names;
    QModelIndexList rows = m_playersView->selectionModel()->selectedRows();
    if (rows.isEmpty() && m_playersView->currentIndex().isValid())
        rows.append(m_playersView->currentIndex());
    for (const QModelIndex &proxyIndex : std::as_const(rows)) {
        const QModelIndex index = m_playersProxy->mapToSource(proxyIndex);
        if (!index.isValid())
            continue;
        const Player p = m_document->tournament().players.value(index.row());
        if (!startNos.contains(p.startNo)) {
            startNos.append(p.startNo);
            names.append(QStringLiteral("%1 %2").arg(p.startNo).arg(p.name));
        }
    }
    int removed = 0;
    for (int startNo : std::as_const(startNos)) {
        if (!m_document->removePlayer(startNo))
            break; // the refusal is said; the ones before stay removed (each undoable)
        ++removed;
    }
    if (removed == 1)
        statusBar()->showMessage(tr("Removed %1 (Ctrl+Z undoes)").arg(names.first()));
    else if (removed > 1)
        statusBar()->showMessage(tr("Removed %n players: %1 (Ctrl+Z undoes each)", nullptr, removed)
                                     .arg(names.mid(0, removed).join(QStringLiteral(", "))));
}

QWidget *MainWindow::buildPlayerTools(QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *categories = new QPushButton(tr("Categor&ies..."), box);
    categories->setObjectName(QStringLiteral("categoriesButton"));
    auto *ratingList = new QPushButton(tr("From FIDE rating &list..."), box);
    ratingList->setObjectName(QStringLiteral("ratingListButton"));
    auto *ratingCheck = new QPushButton(tr("Chec&k ratings..."), box);
    ratingCheck->setObjectName(QStringLiteral("ratingUpdateButton"));
    ratingCheck->setToolTip(tr("Checks the players' ratings against a FIDE rating list and "
                               "updates them"));
    auto *numbers = new QPushButton(tr("Assign pairing n&umbers"), box);
    numbers->setObjectName(QStringLiteral("assignPairingNumbersButton"));
    numbers->setToolTip(tr("Numbers the players by the initial ranking: rating, then title, then "
                           "the last key chosen in the Event tab (C.04.2 Art. 2)"));
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(categories);
    layout->addWidget(ratingList);
    layout->addWidget(ratingCheck);
    layout->addWidget(numbers);
    connect(numbers, &QPushButton::clicked, this, &MainWindow::assignPairingNumbers);
    connect(categories, &QPushButton::clicked, this, &MainWindow::editCategories);
    connect(ratingList, &QPushButton::clicked, this, &MainWindow::addFromRatingList);
    connect(ratingCheck, &QPushButton::clicked, this, [this] {
        RatingUpdateDialog dialog(m_document, this);
        dialog.exec();
    });
    // "Grandmaster" stored as GM and the like: said in the status bar only. A modal box would
    // swallow the keys typed next; only refusals are modal.
    connect(m_playersModel, &PlayersModel::noteOccurred, this,
        [this](const QString &note) { statusBar()->showMessage(note, 10000); });
    return box;
}

QWidget *MainWindow::buildCategoryChooser(QWidget *parent)
{
    m_standingsModel->setExtraColumns(true);
    auto *box = new QWidget(parent);
    auto *label = new QLabel(tr("Categor&y:"), box);
    auto *combo = new QComboBox(box);
    combo->setObjectName(QStringLiteral("standingsCategoryComboBox"));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(combo);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(combo);
    // The list follows the event's categories; the choice stays while the category does.
    auto refill = [this, combo] {
        const QString current = m_standingsModel->category();
        QStringList names;
        for (const PlayerCategory &c : m_document->tournament().categories)
            names.append(c.name);
        QStringList shown;
        for (int i = 1; i < combo->count(); ++i)
            shown.append(combo->itemText(i));
        if (shown == names && combo->count() > 0)
            return;
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(tr("All players"), QString());
        for (const PlayerCategory &c : m_document->tournament().categories)
            combo->addItem(c.name, c.name);
        combo->setCurrentIndex(std::max(0, combo->findData(current)));
    };
    refill();
    connect(m_document, &TournamentDocument::changed, combo, refill);
    connect(combo, &QComboBox::currentIndexChanged, this,
        [this, combo] { m_standingsModel->setCategory(combo->currentData().toString()); });
    return box;
}

void MainWindow::editCategories()
{
    CategoriesDialog dialog(m_document, this);
    dialog.exec();
}

void MainWindow::assignPairingNumbers()
{
    const Tournament &t = m_document->tournament();
    if (const QString refused = PairingNumbers::refusal(t); !refused.isEmpty()) {
        showMessage(tr("Pairing numbers cannot be assigned: %1.").arg(refused));
        return;
    }
    const PairingNumbers::Ranking ranking = PairingNumbers::rankingOf(t);
    int count = 0;
    if (!m_document->assignPairingNumbers(ranking, &count))
        return;
    statusBar()->showMessage(count == 0
            ? tr("The pairing numbers already follow the initial ranking (%1).")
                  .arg(PairingNumbers::describe(ranking, RatingMethods::of(t).method))
            : tr("%n player(s) renumbered by the initial ranking (%1). Ctrl+Z undoes.", nullptr,
                count)
                  .arg(PairingNumbers::describe(ranking, RatingMethods::of(t).method)),
        10000);
}

void MainWindow::addFromRatingList()
{
    RatingListDialog dialog(m_document, this);
    dialog.exec();
}

} // namespace arb
