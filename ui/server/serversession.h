// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace arb {

class ConnectDialog;
class TournamentDocument;

//! The app's side of an event on a PostgreSQL server: File → Connect to server…,
//! File → Move event to server… (a copy of the open file's event, the audit log included, then
//! worked on there), File → Copy event to a file…, and the connection watched: when it is lost
//! (a change that failed for it, or the check every few seconds) the status bar says so in red,
//! changes are refused with a message, and the app reconnects every few seconds, then reads the
//! event back from the server.
class ServerSession : public QObject
{
    Q_OBJECT

public:
    //! \a message shows a message (a box), \a remember adds a path or URL (never with the
    //! password) to the recent files.
    ServerSession(TournamentDocument *document, QMainWindow *window,
        std::function<void(const QString &)> message,
        std::function<void(const QString &)> remember);

    //! Adds the three actions to \a menu.
    void addActions(QMenu *menu);

    //! Opens the event at \a url (from the recent files: without a password); when that fails,
    //! the connection dialog opens with the fields filled in and the reason shown.
    bool openUrl(const QString &url);
    //! Opens the event at \a url (with the password) after probing the server; returns an empty
    //! text, or the reason it was not opened. An empty database offers to create an event or to
    //! move the open one there.
    QString connectTo(const QString &url);
    //! Copies the open event into the empty database at \a url and opens it there; returns an
    //! empty text, or the reason.
    QString moveTo(const QString &url);
    //! Copies the open event into the new file \a path; the document stays where it is.
    bool copyToFile(const QString &path);

    //! Replaces how the window asks for a file name or a choice (a seam for tests).
    void setFileQuestion(std::function<QString()> ask) { m_askFile = std::move(ask); }
    void setChoiceQuestion(std::function<int(const QString &text, const QStringList &)> ask)
    {
        m_askChoice = std::move(ask);
    }

    //! Returns true while the connection is lost and the app tries to reconnect.
    bool reconnecting() const { return m_retry.isActive(); }
    //! Returns the status bar's text about the connection (empty while connected).
    QString stateText() const;
    //! Returns the status bar's text about the arbiter's account on the server ("anna, deputy:
    //! results and byes of rounds 3-4"); empty for a file.
    QString roleText() const;
    //! Tries to reconnect now (the timer does it every few seconds).
    void retryNow();
    //! Looks whether the connection still works now (the timer does it every few seconds).
    void checkNow();

private:
    void connectDialog();
    void moveDialog();
    void copyDialog();
    void connectionLost();
    void documentChanged();
    void applyRole();
    int choose(const QString &text, const QStringList &choices);

    TournamentDocument *m_document;
    QMainWindow *m_window;
    std::function<void(const QString &)> m_message;
    std::function<void(const QString &)> m_remember;
    std::function<QString()> m_askFile;
    std::function<int(const QString &, const QStringList &)> m_askChoice;
    QAction *m_moveAction = nullptr;
    QAction *m_copyAction = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_role = nullptr;
    QString m_rolePath; //!< the event applyRole() last looked at
    QTimer m_check;
    QTimer m_retry;
    int m_tries = 0;
};

} // namespace arb
