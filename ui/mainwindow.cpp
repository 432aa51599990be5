// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "rules/corrections.h"
#include "rules/fidemode.h"
#include "warningbox.h"

#include "accounts/arbiteraccountsdialog.h"
#include "eventform.h"
#include "filewrite.h"
#include "norms/normsdialog.h"
#include "players/playerroundsmodel.h"
#include "players/playersmodel.h"
#include "playoff/playoffwidget.h"
#include "prizes/prizefunddialog.h"
#include "publish/sitepublisher.h"
#include "reports/pagedreport.h"
#include "reports/reportbuilder.h"
#include "rounds/roundswidget.h"
#include "rules/corrections.h"
#include "server/serversession.h"
#include "standings/crosstablemodel.h"
#include "standings/standingsmodel.h"
#include "standings/tiebreakbreakdownmodel.h"
#include "standings/tiebreakeditor.h"
#include "teams/teamcrosstablemodel.h"
#include "teams/teammatcheswidget.h"
#include "teams/teamstandingsmodel.h"
#include "teams/teamswidget.h"
#include "tournamentdocument.h"
#include "trf/trfexport.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace arb {

namespace {

    QTableView *makeTable(QWidget *parent, const char *name)
    {
        auto *view = new QTableView(parent);
        view->setObjectName(QLatin1String(name));
        view->setAlternatingRowColors(true);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->verticalHeader()->hide();
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        return view;
    }

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new TournamentDocument(this))
    , m_playersModel(new PlayersModel(m_document, this))
    , m_playersProxy(new QSortFilterProxyModel(this))
    , m_standingsModel(new StandingsModel(m_document, this))
    , m_crossTableModel(new CrossTableModel(m_document, this))
    , m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_tabs->setObjectName(QStringLiteral("mainTabWidget"));
    m_message = [this](const QString &text) { QMessageBox::warning(this, tr("Arbiter"), text); };
    m_document->setReasonProvider([this](const QString &what) -> std::optional<QString> {
        bool ok = false;
        const QString reason = QInputDialog::getText(this, tr("Correct a result"),
            tr("%1\nReason (optional, kept in the audit log):").arg(what), QLineEdit::Normal,
            QString(), &ok);
        return ok ? std::optional<QString>(reason) : std::nullopt;
    });
    m_document->setConfirmProvider([this](const QString &warning) {
        return warningbox::confirm(this, tr("Play-off played"), warning, tr("&Yes"));
    });
    // A change FIDE mode does not allow: refused (level 5), leaving FIDE mode the one way on.
    m_document->setFideModeRefusal([this](const QString &refusal) {
        const QString title = tr("Not allowed in FIDE mode");
        const QString leave = tr("&Leave FIDE mode...");
        const bool chosen = m_ask ? m_ask(title + u'\n' + refusal, {leave, tr("Close")}) == leave
                                  : warningbox::refuse(this, title, refusal, leave);
        if (chosen)
            leaveFideModeDialog();
        return chosen;
    });

    // Players: search, sort, edit in place.
    auto *players = new QWidget(this);
    m_searchLineEdit = new QLineEdit(players);
    m_searchLineEdit->setObjectName(QStringLiteral("searchLineEdit"));
    m_searchLineEdit->setPlaceholderText(tr("Search name, federation or FIDE id"));
    m_searchLineEdit->setClearButtonEnabled(true);
    auto *addButton = new QPushButton(tr("A&dd player"), players);
    addButton->setObjectName(QStringLiteral("addPlayerButton"));
    m_playersProxy->setSourceModel(m_playersModel);
    m_playersProxy->setFilterKeyColumn(-1);
    m_playersProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_playersProxy->setSortRole(Qt::UserRole);
    m_playersView = makeTable(players, "playersTableView");
    m_playersView->setModel(m_playersProxy);
    m_playersView->setSortingEnabled(true);
    m_playersView->sortByColumn(PlayersModel::StartNo, Qt::AscendingOrder);
    m_playersView->setEditTriggers(QAbstractItemView::DoubleClicked
        | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_playersView->setSelectionBehavior(QAbstractItemView::SelectItems);
    // Insert adds a player, Delete removes the selected one (also a button and the context
    // menu); removing is refused once the player has a round entered, and undo takes it back.
    auto *removeButton = new QPushButton(tr("Remove pla&yer"), players);
    removeButton->setObjectName(QStringLiteral("removePlayerButton"));
    auto *add = new QAction(tr("Add player"), m_playersView);
    add->setShortcut(QKeySequence(Qt::Key_Insert));
    auto *remove = new QAction(tr("Remove player"), m_playersView);
    add->setObjectName(QStringLiteral("insertPlayerAction"));
    remove->setObjectName(QStringLiteral("deletePlayerAction"));
    remove->setShortcut(QKeySequence::Delete);
    add->setShortcutContext(Qt::WidgetWithChildrenShortcut); // also from the search box
    remove->setShortcutContext(Qt::WidgetShortcut);
    players->addAction(add);
    m_playersView->addActions(QList<QAction *> {add, remove} + playerContextActions());
    m_playersView->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(add, &QAction::triggered, this, &MainWindow::addPlayer);
    connect(remove, &QAction::triggered, this, &MainWindow::removeSelectedPlayer);
    connect(removeButton, &QPushButton::clicked, this, &MainWindow::removeSelectedPlayer);
    auto *top = new QHBoxLayout;
    top->addWidget(m_searchLineEdit, 1);
    top->addWidget(addButton);
    top->addWidget(removeButton);
    top->addWidget(buildPlayerTools(players)); // categories, FIDE rating list
    auto *playersLayout = new QVBoxLayout(players);
    playersLayout->addLayout(top);
    // Totals of the imported file that do not add up: not tied to a board.
    auto *totals = new QLabel(players);
    totals->setObjectName(QStringLiteral("playersWarningLabel"));
    totals->setWordWrap(true);
    auto showTotals = [this, totals] {
        totals->setText(m_playersModel->totalsWarning());
        totals->setVisible(!totals->text().isEmpty());
    };
    showTotals();
    connect(m_document, &TournamentDocument::changed, totals, showTotals);
    playersLayout->addWidget(totals);
    playersLayout->addWidget(m_playersView);
    connect(m_searchLineEdit, &QLineEdit::textChanged, m_playersProxy,
        &QSortFilterProxyModel::setFilterFixedString);
    connect(addButton, &QPushButton::clicked, this, &MainWindow::addPlayer);

    m_rounds = new RoundsWidget(m_document, this);
    m_rounds->setObjectName(QStringLiteral("roundsWidget"));
    m_rounds->setNotice([this](const QString &text) { showMessage(text); });
    // Standings above; below, the selected player's rounds, or, when a tie-break value is
    // selected, how that value is made up (contributions, adjustments, dummies, cuts).
    auto *standingsSplitter = new QSplitter(Qt::Vertical, this);
    m_standingsView = makeTable(standingsSplitter, "standingsTableView");
    m_standingsView->setModel(m_standingsModel);
    // The norms column keeps its width: sized to its contents it would judge every player's
    // norms at each change; as it is, only the rows shown are judged.
    connect(m_standingsModel, &QAbstractItemModel::modelReset, this, [this] {
        const int norms = m_standingsModel->normsColumn();
        if (norms < 0)
            return;
        QHeaderView *header = m_standingsView->horizontalHeader();
        header->setSectionResizeMode(norms, QHeaderView::Interactive);
        header->resizeSection(norms,
            std::max(header->fontMetrics().horizontalAdvance(QStringLiteral("GM?, IM?, WGM?")),
                header->fontMetrics().horizontalAdvance(
                    m_standingsModel->headerData(norms, Qt::Horizontal).toString()))
                + 24);
    });
    auto *details = new QStackedWidget(standingsSplitter);
    details->setObjectName(QStringLiteral("standingsDetailsStackedWidget"));
    auto *playerRounds = new PlayerRoundsModel(m_document, this);
    QTableView *roundsView = makeTable(details, "playerRoundsTableView");
    roundsView->setModel(playerRounds);
    roundsView->horizontalHeader()->setStretchLastSection(true);
    auto *breakdown = new TieBreakBreakdownModel(m_document, this);
    auto *breakdownPage = new QWidget(details);
    auto *breakdownLabel = new QLabel(breakdownPage);
    breakdownLabel->setObjectName(QStringLiteral("breakdownSummaryLabel"));
    breakdownLabel->setWordWrap(true);
    breakdownLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QTableView *breakdownView = makeTable(breakdownPage, "breakdownTableView");
    breakdownView->setModel(breakdown);
    breakdownView->horizontalHeader()->setStretchLastSection(true);
    auto *breakdownLayout = new QVBoxLayout(breakdownPage);
    breakdownLayout->setContentsMargins(0, 0, 0, 0);
    breakdownLayout->addWidget(breakdownLabel);
    breakdownLayout->addWidget(breakdownView, 1);
    details->addWidget(roundsView);
    details->addWidget(breakdownPage);
    standingsSplitter->addWidget(m_standingsView);
    standingsSplitter->addWidget(details);
    standingsSplitter->setStretchFactor(0, 3);
    standingsSplitter->setStretchFactor(1, 1);
    connect(breakdown, &QAbstractItemModel::modelReset, breakdownLabel,
        [breakdown, breakdownLabel] { breakdownLabel->setText(breakdown->summary()); });
    const auto showDetails = [this, playerRounds, breakdown, details, breakdownPage, roundsView](
                                 const QModelIndex &current) {
        const int startNo = current.isValid()
            ? m_standingsModel->index(current.row(), StandingsModel::StartNo).data().toInt()
            : 0;
        const int column = current.isValid() ? current.column() : -1;
        if (column >= StandingsModel::FirstTieBreak
            && column < m_standingsModel->decidedByColumn()) {
            breakdown->explain(startNo, column - StandingsModel::FirstTieBreak);
            details->setCurrentWidget(breakdownPage);
        } else {
            breakdown->explain(0, -1);
            playerRounds->setPlayer(startNo);
            details->setCurrentWidget(roundsView);
        }
    };
    connect(
        m_standingsView->selectionModel(), &QItemSelectionModel::currentChanged, this, showDetails);
    // New standings (a result, ties ordered) may put another player on the current row: the
    // details follow the row shown.
    connect(m_standingsModel, &QAbstractItemModel::modelReset, this,
        [this, showDetails] { showDetails(m_standingsView->currentIndex()); });
    connect(m_standingsModel, &QAbstractItemModel::dataChanged, this,
        [this, showDetails] { showDetails(m_standingsView->currentIndex()); });
    // Above the standings: start a play-off for a tie (C.07 Art. 3); it has a tab of its own.
    auto *standingsTab = new QWidget(this);
    auto *playoffButton = new QPushButton(tr("Start p&lay-off..."), standingsTab);
    playoffButton->setObjectName(QStringLiteral("standingsPlayoffButton"));
    auto *standingsTop = new QHBoxLayout;
    m_rulesLabel = new QLabel(standingsTab); // the edition of C.07 applied
    m_rulesLabel->setObjectName(QStringLiteral("standingsRulesLabel"));
    standingsTop->addWidget(m_rulesLabel, 1);
    standingsTop->addWidget(buildCategoryChooser(standingsTab)); // standings of a category
    // C.07 Art. 4.2: ties that remain after every tie-break are broken by lot, from a seed the
    // event itself gives, so that drawing again gives the same order.
    m_drawLotsButton = new QPushButton(tr("Dra&w lots for ties..."), standingsTab);
    m_drawLotsButton->setObjectName(QStringLiteral("drawLotsButton"));
    connect(m_drawLotsButton, &QPushButton::clicked, this, &MainWindow::drawLotsDialog);
    standingsTop->addWidget(m_drawLotsButton);
    // FIDE's program checklist M84: places the tournament rules leave to the arbiter.
    m_arbiterOrderButton = new QPushButton(tr("Or&der ties..."), standingsTab);
    m_arbiterOrderButton->setObjectName(QStringLiteral("arbiterOrderButton"));
    m_arbiterOrderButton->setToolTip(
        tr("Puts players tied on points and every tie-break in the order the arbiter decides"));
    connect(m_arbiterOrderButton, &QPushButton::clicked, this, &MainWindow::arbiterOrderDialog);
    standingsTop->addWidget(m_arbiterOrderButton);
    standingsTop->addWidget(playoffButton);
    auto *standingsLayout = new QVBoxLayout(standingsTab);
    standingsLayout->setContentsMargins(0, 0, 0, 0);
    standingsLayout->addLayout(standingsTop);
    // What the standings leave out or cannot apply: players a round robin does not rank,
    // tie-breaks dropped for unrated players, and the like.
    m_standingsNotesLabel = new QLabel(standingsTab);
    m_standingsNotesLabel->setObjectName(QStringLiteral("standingsNotesLabel"));
    m_standingsNotesLabel->setWordWrap(true);
    m_standingsNotesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_standingsNotesLabel->hide();
    standingsLayout->addWidget(m_standingsNotesLabel);
    standingsLayout->addWidget(standingsSplitter);
    m_playoff = new PlayoffWidget(m_document, this);
    connect(playoffButton, &QPushButton::clicked, m_playoff, &PlayoffWidget::startPlayoff);
    connect(m_playoff, &PlayoffWidget::playoffStarted, this,
        [this] { m_tabs->setCurrentWidget(m_playoff); });
    m_crossTableView = makeTable(this, "crossTableView");
    m_crossTableView->setModel(m_crossTableModel);
    m_tieBreakEditor = new TieBreakEditor(m_document, this);
    m_tieBreakEditor->setObjectName(QStringLiteral("tieBreakEditor"));
    m_auditTextEdit = new QPlainTextEdit(this);
    m_auditTextEdit->setObjectName(QStringLiteral("auditTextEdit"));
    m_auditTextEdit->setReadOnly(true);

    auto *event = new EventForm(m_document, this);
    event->setObjectName(QStringLiteral("eventForm"));
    // Alt+F, Alt+E, Alt+S and Alt+H belong to the menus: no tab uses those letters.
    m_tabs->addTab(event, tr("E&vent"));
    m_tabs->addTab(players, tr("&Players"));
    m_tabs->addTab(m_rounds, tr("&Rounds"));
    m_tabs->addTab(standingsTab, tr("Sta&ndings"));
    m_tabs->addTab(m_crossTableView, tr("&Cross table"));
    m_tabs->addTab(m_tieBreakEditor, tr("&Tie-breaks"));
    m_tabs->addTab(m_auditTextEdit, tr("&Audit log"));
    // Last, so the tab indices of the screenshots (app/gui/main.cpp) stay as they are.
    m_tabs->addTab(m_playoff, tr("Play-&off"));
    setCentralWidget(m_tabs);
    // Ctrl+PageDown and Ctrl+Tab go to the next tab (Ctrl+PageUp, Ctrl+Shift+Tab back) from
    // anywhere in the window: a table would otherwise take the keys for its cursor. The keyboard
    // goes to the tab's first control.
    const auto stepTab = [this](int delta) {
        const int n = m_tabs->count();
        if (n == 0)
            return;
        m_tabs->setCurrentIndex((m_tabs->currentIndex() + delta + n) % n);
        QWidget *page = m_tabs->currentWidget();
        QWidget *target = page->focusPolicy() & Qt::TabFocus ? page : nullptr;
        for (QWidget *w = page->nextInFocusChain(); !target && w && w != page;
             w = w->nextInFocusChain())
            if (page->isAncestorOf(w) && w->isVisibleTo(page) && w->isEnabled()
                && (w->focusPolicy() & Qt::TabFocus))
                target = w;
        if (target)
            target->setFocus(Qt::TabFocusReason);
    };
    for (const QKeySequence &key :
        {QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Tab)})
        connect(new QShortcut(key, this), &QShortcut::activated, this, [stepTab] { stepTab(+1); });
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::Key_PageUp),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab)})
        connect(new QShortcut(key, this), &QShortcut::activated, this, [stepTab] { stepTab(-1); });
    m_teamsWidget = new TeamsWidget(m_document, this);
    m_teamsWidget->setObjectName(QStringLiteral("teamsWidget"));
    m_teamMatchesWidget = new TeamMatchesWidget(m_document, this);
    m_teamMatchesWidget->setObjectName(QStringLiteral("teamMatchesWidget"));
    m_teamStandingsModel = new TeamStandingsModel(m_document, this);
    m_teamStandingsView = makeTable(this, "teamStandingsTableView");
    m_teamStandingsView->setModel(m_teamStandingsModel);
    m_teamCrossTableModel = new TeamCrossTableModel(m_document, this);
    m_teamCrossTableView = makeTable(this, "teamCrossTableView");
    m_teamCrossTableView->setModel(m_teamCrossTableModel);
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_teamsWidget, m_teamMatchesWidget, m_teamStandingsView, m_teamCrossTableView})
        w->hide();
    // An event outside FIDE mode says so on every screen (C.02 B22): a permanent part of the
    // status bar, whatever tab is shown.
    m_notFideModeLabel = new QLabel(this);
    m_notFideModeLabel->setObjectName(QStringLiteral("notFideModeLabel"));
    m_notFideModeLabel->setStyleSheet(
        QStringLiteral("QLabel { color: white; background: #b00020; font-weight: bold; "
                       "padding: 1px 6px; }"));
    m_notFideModeLabel->hide();
    statusBar()->addPermanentWidget(m_notFideModeLabel);
    buildMenus();
    connect(m_document, &TournamentDocument::changed, this, &MainWindow::documentChanged);
    connect(m_document, &TournamentDocument::errorOccurred, this, &MainWindow::showMessage);
    // The size and place of the last session; the first start gets a size that shows the
    // pairings table whole.
    if (!restoreGeometry(QSettings().value(QStringLiteral("windowGeometry")).toByteArray()))
        resize(1100, 720);
    documentChanged();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(QStringLiteral("windowGeometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

QString MainWindow::askText(const QString &title, const QString &label)
{
    if (m_ask)
        return m_ask(title + u'\n' + label, {});
    bool ok = false;
    const QString text = QInputDialog::getText(this, title, label, QLineEdit::Normal, {}, &ok);
    return ok ? text : QString();
}

void MainWindow::showMessage(const QString &text)
{
    statusBar()->showMessage(text, 10000);
    if (m_message)
        m_message(text);
}

void MainWindow::documentChanged()
{
    const Tournament &t = m_document->tournament();
    setWindowTitle(m_document->path().isEmpty()
            ? tr("Arbiter")
            : tr("%1 - %2 - Arbiter")
                  .arg(t.name.isEmpty() ? tr("Untitled") : t.name,
                      QFileInfo(m_document->path()).fileName()));
    const QString notFideMode = notFideModeText(t);
    m_notFideModeLabel->setText(notFideMode);
    m_notFideModeLabel->setVisible(!notFideMode.isEmpty() && !m_document->path().isEmpty());
    m_leaveFideModeAction->setEnabled(notFideMode.isEmpty() && !m_document->path().isEmpty());
    if (!notFideMode.isEmpty())
        setWindowTitle(windowTitle() + QStringLiteral(" [") + notFideMode + u']');
    const Standings &standings = m_document->standings();
    m_rulesLabel->setText(
        tr("Tie-break rules: C.07, %1 edition").arg(rulesVersionText(standings.rules))
        + (standings.rulesWarning.isEmpty() ? QString() : QStringLiteral(" ⚠")));
    m_rulesLabel->setToolTip(standings.rulesWarning);
    const QStringList &notes = standings.notes;
    m_standingsNotesLabel->setText(notes.join(u'\n'));
    m_standingsNotesLabel->setVisible(!notes.isEmpty());
    // Ties mean something once results are in.
    const bool results = m_document->database().resultCount() > 0;
    m_drawLotsButton->setEnabled(results && !recordedLotsSeed(t)
        && std::any_of(standings.rows.cbegin(), standings.rows.cend(),
            [](const StandingRow &r) { return r.separation == Separation::Shared; }));
    m_arbiterOrderButton->setEnabled(results && !remainingTies(standings).isEmpty());
    TournamentDatabase &db = m_document->database();
    const QString undo = db.undoText();
    const QString redo = db.redoText();
    // A long change ("Ratings from FIDE standard list ...: 12 players changed") is cut in the
    // menu, which would otherwise grow past the window; the status tip holds all of it.
    const auto shortened = [](const QString &text) {
        constexpr int most = 60;
        return text.size() <= most ? text : text.left(most - 1) + u'…';
    };
    m_undoAction->setEnabled(!undo.isNull() && !db.undoWouldEnterFideMode());
    m_undoAction->setText(undo.isNull() ? tr("&Undo") : tr("&Undo %1").arg(shortened(undo)));
    m_undoAction->setStatusTip(undo);
    m_redoAction->setEnabled(!redo.isNull());
    m_redoAction->setText(redo.isNull() ? tr("&Redo") : tr("&Redo %1").arg(shortened(redo)));
    m_redoAction->setStatusTip(redo);
    QStringList lines;
    const QList<AuditEntry> log = db.auditLog(500);
    for (auto it = log.crbegin(); it != log.crend(); ++it) {
        const AuditEntry &a = *it;
        QString line = QStringLiteral("%1  %2").arg(
            a.when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), a.what);
        if (!a.arbiter.isEmpty())
            line += QStringLiteral("  ") + tr("(by %1)").arg(a.arbiter);
        if (a.state == AuditEntry::State::Undone)
            line += u' ' + tr("(undone)");
        else if (a.state == AuditEntry::State::Discarded)
            line += u' ' + tr("(discarded)");
        if (!a.before.isEmpty() || !a.after.isEmpty())
            line += QStringLiteral("\n      %1 -> %2").arg(a.before, a.after);
        if (!a.reason.isEmpty())
            line += QStringLiteral("\n      ") + tr("reason: %1").arg(a.reason);
        lines.append(line);
        if (lines.size() >= 500)
            break;
    }
    m_auditTextEdit->setPlainText(lines.join(u'\n'));
    updateTeamTabs();
    statusBar()->showMessage(tr("Players: %1, rounds: %2 - %3")
                                 .arg(t.players.size())
                                 .arg(m_document->pairedRounds())
                                 .arg(QDir::toNativeSeparators(m_document->path())));
}

bool MainWindow::newTournament(const QString &path)
{
    QString error;
    if (!m_document->create(path, &error)) {
        showMessage(error);
        return false;
    }
    addRecent(path);
    return true;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open tournament"), QString(),
        tr("Tournaments (*.arbiter *.trf *.txt);;Arbiter tournaments (*.arbiter);;TRF files (*.trf "
           "*.txt)"));
    if (!path.isEmpty())
        openPath(path);
}

QString MainWindow::ask(const QString &title, const QStringList &choices, const QString &label)
{
    if (m_ask)
        return m_ask(title, choices);
    if (choices.isEmpty())
        return QFileDialog::getSaveFileName(
            this, title, QString(), tr("Arbiter tournaments (*.arbiter)"));
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, title, label.isEmpty() ? tr("Backup to restore:") : label, choices, 0, false, &ok);
    return ok ? chosen : QString();
}

QString MainWindow::saveFileName(
    const QString &title, const QString &filter, const QString &proposed)
{
    if (m_ask)
        return m_ask(title, {});
    return QFileDialog::getSaveFileName(this, title, proposed, filter);
}

QString MainWindow::backUpNow()
{
    QString error;
    const QString backup = m_document->database().backUpNow(&error);
    if (backup.isEmpty())
        showMessage(error);
    else
        statusBar()->showMessage(
            tr("Backed up to %1").arg(QDir::toNativeSeparators(backup)), 10000);
    return backup;
}

void MainWindow::restoreBackupDialog()
{
    if (m_document->path().isEmpty() || m_document->path() == u":memory:") {
        showMessage(tr("Open a tournament file first: backups are made of a file"));
        return;
    }
    const QList<storage::BackupInfo> backups = m_document->database().backups();
    if (backups.isEmpty()) {
        showMessage(
            tr("%1 has no backups yet (they go to %2)")
                .arg(QDir::toNativeSeparators(m_document->path()),
                    QDir::toNativeSeparators(storage::Backups::folderFor(m_document->path()))));
        return;
    }
    QStringList choices;
    for (const storage::BackupInfo &b : backups) {
        const QString what = b.tag == u"manual" ? tr("backed up by hand")
            : b.tag == u"before-restore"        ? tr("before a restore")
            : b.tag.startsWith(QLatin1String("round-"))
            ? tr("round %1 complete").arg(b.tag.mid(6).section(u'-', 0, 0))
            : b.tag;
        choices.append(QStringLiteral("%1  %2  (%3)")
                           .arg(QLocale().toString(b.when.toLocalTime(), QLocale::ShortFormat),
                               what, QFileInfo(b.path).fileName()));
    }
    const int chosen = int(choices.indexOf(ask(tr("Restore backup"), choices)));
    if (chosen < 0)
        return;
    QString error;
    if (!m_document->restoreBackup(backups[chosen].path, &error))
        showMessage(error);
    else
        statusBar()->showMessage(
            tr("Restored from %1").arg(QDir::toNativeSeparators(backups[chosen].path)), 10000);
}

void MainWindow::saveAsDialog()
{
    QString path = ask(tr("Save tournament as"), {});
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".arbiter"), Qt::CaseInsensitive))
        path += QStringLiteral(".arbiter");
    // The arbiter keeps working on the original unless choosing the copy; the
    // first choice is the default, and closing the question keeps the original too.
    const QString original = QDir::toNativeSeparators(m_document->path());
    const QString copy = QDir::toNativeSeparators(path);
    const QString onCopy = tr("Yes, continue working on the copy %1").arg(copy);
    const QStringList choices {tr("No, keep working on %1").arg(original), onCopy};
    const bool continueOnCopy
        = ask(tr("Continue working on the copy?"), choices, tr("Continue working on the copy?"))
        == onCopy;
    QString error;
    if (!m_document->saveAs(path, continueOnCopy, &error)) {
        showMessage(error);
        return;
    }
    addRecent(path);
    statusBar()->showMessage(continueOnCopy
            ? tr("Saved as %1; now working on the copy").arg(copy)
            : tr("Saved a copy as %1; still working on %2").arg(copy, original),
        10000);
}

void MainWindow::exportTrfDialog()
{
    // No final rating report while a game is adjourned: its result is still to come.
    const Tournament &t = m_document->tournament();
    if (const QStringList adjourned = adjournedGames(t); !adjourned.isEmpty()
        && t.plannedRounds() > 0 && lastRoundWithGames(t) >= t.plannedRounds()) {
        showMessage(tr("The rating report cannot be final while a game is adjourned (%1): enter "
                       "its result first.")
                        .arg(adjourned.join(QStringLiteral(", "))));
        return;
    }
    const QString path = withSuffix(saveFileName(tr("Export TRF"), tr("TRF files (*.trf)"),
                                        m_document->fileBeside(QStringLiteral(".trf"))),
        QStringLiteral("trf"));
    if (path.isEmpty())
        return;
    // Whole or not at all: a full disk is reported and leaves the old file as it was.
    QString error;
    if (!writeFileWhole(path, m_document->database().exportTrf(), &error)) {
        showMessage(error);
        return;
    }
    // What the rating report still lacks is said, not refused: the arbiter may export early.
    const QStringList missing = missingReportFields(m_document->tournament());
    statusBar()->showMessage(missing.isEmpty()
            ? tr("Exported %1").arg(QDir::toNativeSeparators(path))
            : tr("Exported %1. The rating report has no %2 yet (Event tab).")
                  .arg(QDir::toNativeSeparators(path), missing.join(QStringLiteral(", "))),
        15000);
}

void MainWindow::printPreview(int report)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(
        report == 1 || report == 3 ? QPageLayout::Landscape : QPageLayout::Portrait);
    // Laid out once, part by part with progress and Cancel (in one piece, 3,000 players froze the
    // window); again only when the preview changes the paper or the orientation.
    PagedReport paged;
    if (!layOutReport(paged, report, &printer))
        return;
    QPrintPreviewDialog dialog(&printer, this);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&](QPrinter *p) {
        if (paged.fits(p) || layOutReport(paged, report, p))
            paged.paint(p);
    });
    dialog.exec();
}

void MainWindow::exportPdfDialog(int report)
{
    static const char *const endings[]
        = {"-standings.pdf", "-crosstable.pdf", "-team-standings.pdf", "-team-crosstable.pdf"};
    const QString proposed = report >= 0 && report < 4
        ? m_document->fileBeside(QLatin1String(endings[report]))
        : m_document->fileBeside(QStringLiteral(".pdf"));
    const QString path = withSuffix(
        saveFileName(tr("Export PDF"), tr("PDF files (*.pdf)"), proposed), QStringLiteral("pdf"));
    if (path.isEmpty())
        return;
    QString error;
    if (!ReportBuilder::writePdf(*m_document, ReportBuilder::Report(report), path, &error))
        showMessage(error);
}

// The team tabs follow the Cross table tab while the tournament has teams.
void MainWindow::updateTeamTabs()
{
    const bool teams = m_document->hasTeams();
    const QList<QPair<QWidget *, QString>> tabs = {{m_teamsWidget, tr("Tea&ms")},
        {m_teamMatchesWidget, tr("Team matches")}, {m_teamStandingsView, tr("Team standin&gs")},
        {m_teamCrossTableView, tr("Team cross ta&ble")}};
    for (QAction *a : std::as_const(m_teamActions))
        a->setVisible(teams);
    if (teams == (m_tabs->indexOf(m_teamsWidget) >= 0))
        return;
    int at = m_tabs->indexOf(m_crossTableView) + 1;
    for (const auto &[widget, title] : tabs) {
        if (teams)
            m_tabs->insertTab(at++, widget, title);
        else
            m_tabs->removeTab(m_tabs->indexOf(widget));
    }
    if (teams) // the latest round with games, as the arbiter left it
        m_teamMatchesWidget->setRound(std::max(1, lastRoundWithGames(m_document->tournament())));
}

} // namespace arb
