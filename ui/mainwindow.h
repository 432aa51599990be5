// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPagedPaintDevice;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace arb {

class CrossTableModel;
class PagedReport;
class PlayersModel;
class PlayoffWidget;
class RoundsWidget;
class ServerSession;
class StandingsModel;
class TeamCrossTableModel;
class TeamMatchesWidget;
class TeamStandingsModel;
class TeamsWidget;
class TieBreakEditor;
class TournamentDocument;

//! The application window: players, rounds, standings, cross table, tie-breaks and audit log.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    //! An editor still open commits while the window's children go: the document's signals
    //! then reach no half-destroyed window.
    ~MainWindow() override;

    TournamentDocument *document() const { return m_document; }
    RoundsWidget *roundsWidget() const { return m_rounds; }
    QTabWidget *tabs() const { return m_tabs; }
    PlayoffWidget *playoffWidget() const { return m_playoff; }
    //! Connect to server, Move event to server, the connection watched (ui/server/).
    ServerSession *serverSession() const { return m_server; }

    //! Opens a tournament database, or imports a TRF file (.trf, .txt) into a new database in
    //! the application's data folder; returns false after telling the user why.
    bool openPath(const QString &path);
    //! Imports the bundled demo tournament into a new database.
    bool openDemo();
    //! Reopens the last event (the newest recent file that opens), else imports the demo: what
    //! a start without a file does.
    bool openLastOrDemo();
    //! Opens a recent file; one that no longer exists leaves the list with a message.
    bool openRecent(const QString &path);
    //! Returns \a path with \a suffix added when it has none ("standings" -> "standings.pdf").
    static QString withSuffix(const QString &path, const QString &suffix);
    //! Returns the text of Help > About (version, licence, Qt version).
    static QString aboutText();
    //! Returns the manual (F1) in the window's language, with the keys of the window as it is
    //! now (menus, tabs, the tabs' buttons and fields, the commands with a shortcut) in place
    //! of its "<!--keys-->" mark.
    QString manualHtml() const;
    //! Creates a new, empty tournament database at \a path.
    bool newTournament(const QString &path);
    //! Returns where an imported TRF's database goes.
    static QString importTarget(const QString &trfPath);

    //! Replaces how messages reach the user (a seam for tests; default: a message box).
    void setMessageHandler(std::function<void(const QString &)> handler)
    {
        m_message = std::move(handler);
    }

    //! Replaces how the window asks for a file name (no \a choices) or for one of \a choices
    //! (a seam for tests; default: a file dialog or a list). An empty answer cancels.
    void setQuestionHandler(
        std::function<QString(const QString &title, const QStringList &choices)> handler)
    {
        m_ask = std::move(handler);
    }
    //! Backs the tournament up now (File > Back up now); returns the backup's path.
    QString backUpNow();

protected:
    //! Keeps the window's size and place for the next start (QSettings "windowGeometry").
    void closeEvent(QCloseEvent *event) override;

private:
    QString ask(const QString &title, const QStringList &choices, const QString &label = {});
    //! Asks to go on with \a text: a warning with \a acceptText and Cancel, Cancel the default
    //! (through the question handler in tests: the answer is \a acceptText or not).
    bool confirmWarning(const QString &title, const QString &text, const QString &acceptText);
    //! Asks for a line of text (through the question handler in tests, with no choices).
    QString askText(const QString &title, const QString &label);
    //! Shows the ties that remain and breaks them by lot once the arbiter confirms (C.07 Art. 4.2).
    void drawLotsDialog();
    //! Lets the arbiter order players tied on everything, with the reason (FIDE's program
    //! checklist M84).
    void arbiterOrderDialog();
    //! Expels the current player of the Players tab after a warning naming the consequences and
    //! a reason (FIDE's program checklist M80).
    //! Returns the Players tab's context actions after Add and Remove: expel, no half-point
    //! byes, a rating from a later round.
    QList<QAction *> playerContextActions();
    void expelSelectedPlayer();
    //! Asks the round and rating the current player holds from a later round on (an event
    //! over 30 days).
    void setLaterRatingOfSelected();
    //! Edit > Leave FIDE mode: two warnings that name the consequences, the reason between them
    //! (C.02 B19, a level-4 warning); then the change, recorded and never undone.
    void leaveFideModeDialog();
    static QString importFailed(const QString &file, const QString &cause);
    void restoreBackupDialog();
    void buildMenus();
    void buildHelpMenu();
    void showAbout();
    void showManual();
    //! Asks for a file to write; \a proposed is the name offered (beside the event's file).
    QString saveFileName(const QString &title, const QString &filter, const QString &proposed = {});
    void showMessage(const QString &text);
    void documentChanged();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void addPlayer();
    void removeSelectedPlayer();
    //! Allows or refuses half-point byes to the selected players (else the current one).
    void setHalfByesOfSelected(bool allowed);
    void newEventWizard();
    //! Returns the Players tab's buttons for the categories and the FIDE rating list import.
    QWidget *buildPlayerTools(QWidget *parent);
    //! Returns the Standings tab's category chooser (and turns on the extra standings columns).
    QWidget *buildCategoryChooser(QWidget *parent);

public:
    //! Opens the dialog of the organiser's player categories.
    void editCategories();
    //! Numbers the players by the initial ranking (C.04.2 Art. 2): one change, said in the
    //! status bar (Ctrl+Z undoes it).
    void assignPairingNumbers();
    //! Opens the dialog that adds players from a FIDE rating list.
    void addFromRatingList();

private:
    void openDialog();
    void saveAsDialog();
    void exportTrfDialog();
    //! File > Export rating changes: the rating report as CSV for the rating officer.
    void exportRatingReport();
    void printPreview(int report);
    void printDocumentsDialog();
    //! Lays \a report out for \a printer with a progress dialog; false when cancelled.
    bool layOutReport(PagedReport &paged, int report, QPagedPaintDevice *printer);
    void exportPdfDialog(int report);
    void updateTeamTabs();

    TournamentDocument *m_document;
    PlayersModel *m_playersModel;
    QSortFilterProxyModel *m_playersProxy;
    StandingsModel *m_standingsModel;
    CrossTableModel *m_crossTableModel;
    QTabWidget *m_tabs;
    QTableView *m_playersView;
    QLineEdit *m_searchLineEdit;
    RoundsWidget *m_rounds;
    QTableView *m_standingsView;
    QTableView *m_crossTableView;
    QLabel *m_rulesLabel = nullptr; //!< the edition of C.07 the standings follow
    QLabel *m_standingsNotesLabel = nullptr; //!< what the standings leave out, and why
    QPushButton *m_drawLotsButton = nullptr; //!< breaks the ties that remain by lot
    QPushButton *m_arbiterOrderButton = nullptr; //!< the arbiter orders the ties that remain
    QAction *m_leaveFideModeAction = nullptr;
    QLabel *m_notFideModeLabel = nullptr; //!< on every screen while the event is not in FIDE mode
    PlayoffWidget *m_playoff = nullptr;
    ServerSession *m_server = nullptr;
    TieBreakEditor *m_tieBreakEditor;
    QPlainTextEdit *m_auditTextEdit;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    // Team competitions: tabs shown only when the tournament has teams.
    TeamsWidget *m_teamsWidget;
    TeamMatchesWidget *m_teamMatchesWidget;
    TeamStandingsModel *m_teamStandingsModel;
    TeamCrossTableModel *m_teamCrossTableModel;
    QTableView *m_teamStandingsView;
    QTableView *m_teamCrossTableView;
    QList<QAction *> m_teamActions;
    std::function<void(const QString &)> m_message;
    std::function<QString(const QString &, const QStringList &)> m_ask;
};

} // namespace arb
