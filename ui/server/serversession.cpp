// SPDX-License-Identifier: GPL-3.0-or-later
#include "serversession.h"

#include "arbiteraccounts.h"
#include "connectdialog.h"
#include "postgres.h"
#include "rounds/roundswidget.h"
#include "serverprobe.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace arb {

namespace {
    constexpr int checkEveryMs = 4000;
    constexpr int retryEveryMs = 3000;
} // namespace

ServerSession::ServerSession(TournamentDocument *document, QMainWindow *window,
    std::function<void(const QString &)> message, std::function<void(const QString &)> remember)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_message(std::move(message))
    , m_remember(std::move(remember))
{
    m_state = new QLabel(window);
    m_state->setObjectName(QStringLiteral("connectionStateLabel"));
    m_state->setStyleSheet(QStringLiteral("color: white; background: #b00020; padding: 2px 6px;"));
    m_state->hide();
    window->statusBar()->addPermanentWidget(m_state);
    m_role = new QLabel(window);
    m_role->setObjectName(QStringLiteral("accountRoleLabel"));
    m_role->hide();
    window->statusBar()->addPermanentWidget(m_role);
    m_check.setInterval(checkEveryMs);
    m_retry.setInterval(retryEveryMs);
    connect(&m_check, &QTimer::timeout, this, &ServerSession::checkNow);
    connect(&m_retry, &QTimer::timeout, this, &ServerSession::retryNow);
    connect(document, &TournamentDocument::connectionLost, this, &ServerSession::connectionLost);
    connect(document, &TournamentDocument::changed, this, &ServerSession::documentChanged);
}

void ServerSession::addActions(QMenu *menu)
{
    menu->addAction(tr("Connect to ser&ver..."), this, &ServerSession::connectDialog)
        ->setObjectName(QStringLiteral("connectServerAction"));
    m_moveAction
        = menu->addAction(tr("&Move event to server..."), this, &ServerSession::moveDialog);
    m_moveAction->setObjectName(QStringLiteral("moveToServerAction"));
    m_copyAction
        = menu->addAction(tr("Cop&y event to a file..."), this, &ServerSession::copyDialog);
    m_copyAction->setObjectName(QStringLiteral("copyToFileAction"));
    documentChanged();
}

void ServerSession::documentChanged()
{
    // A server's event stays "on the server" while its connection is lost (the driver then
    // reports the connection closed): isServer() holds until another event is opened.
    TournamentDatabase &db = m_document->database();
    const bool server = db.isServer();
    if (m_moveAction) {
        m_moveAction->setEnabled(db.isOpen() && !server);
        m_copyAction->setEnabled(db.isOpen() || server);
    }
    if (const QString path = server ? m_document->path() : QString(); path != m_rolePath) {
        m_rolePath = path;
        applyRole();
    }
    if (server && !m_retry.isActive() && !m_check.isActive())
        m_check.start();
    else if (!server) {
        m_check.stop();
        m_retry.stop();
        m_state->hide();
    }
}

void ServerSession::applyRole()
{
    // What the account may not do is greyed out (the server refuses it anyway): a
    // deputy enters results and byes only, a viewer reads only.
    bool pairing = true;
    bool byes = true;
    QString text;
    if (m_document->database().isServer()) {
        ArbiterAccounts accounts(m_document->database());
        if (const auto me = accounts.me()) {
            text = tr("%1, %2").arg(me->name, ArbiterAccounts::describe(*me));
            pairing = me->role == ArbiterAccounts::Role::Chief;
            byes = me->role != ArbiterAccounts::Role::Viewer;
        }
    }
    m_role->setText(text);
    m_role->setVisible(!text.isEmpty());
    if (auto *rounds = m_window->findChild<RoundsWidget *>())
        rounds->setAllowed(pairing, byes);
    for (const char *name :
        {"addPlayerButton", "removePlayerButton", "categoriesButton", "ratingListButton"})
        if (auto *w = m_window->findChild<QWidget *>(QLatin1String(name)))
            w->setEnabled(pairing);
    for (const char *name : {"addPlayerAction", "insertPlayerAction", "deletePlayerAction"})
        if (auto *a = m_window->findChild<QAction *>(QLatin1String(name)))
            a->setEnabled(pairing);
}

QString ServerSession::roleText() const
{
    return m_role->text();
}

int ServerSession::choose(const QString &text, const QStringList &choices)
{
    if (m_askChoice)
        return m_askChoice(text, choices);
    bool ok = false;
    const QString chosen
        = QInputDialog::getItem(m_window, tr("Connect to server"), text, choices, 0, false, &ok);
    return ok ? int(choices.indexOf(chosen)) : -1;
}

QString ServerSession::connectTo(const QString &url)
{
    using storage::postgres::ServerProbe;
    const ServerProbe probe = storage::postgres::probeServer(url);
    QString error;
    switch (probe.kind) {
    case ServerProbe::Event:
        if (!m_document->open(url, &error))
            return error;
        break;
    case ServerProbe::Empty: {
        // No event there yet: a new one, or the open event moved there.
        QStringList choices {tr("Create a new, empty event there")};
        const bool canMove = m_document->database().isOpen() && !m_document->database().isServer();
        if (canMove)
            choices.append(tr("Move the open event there (%1)")
                               .arg(QDir::toNativeSeparators(m_document->path())));
        const int chosen = choose(probe.message + u'\n' + tr("What should go there?"), choices);
        if (chosen < 0)
            return probe.message;
        if (chosen == 1)
            return moveTo(url);
        if (!m_document->create(url, &error))
            return error;
        break;
    }
    default:
        return probe.message;
    }
    m_remember(m_document->path()); // the URL without the password
    m_window->statusBar()->showMessage(tr("Connected to %1").arg(m_document->path()), 10000);
    return {};
}

QString ServerSession::moveTo(const QString &url)
{
    using storage::postgres::ServerProbe;
    TournamentDatabase &db = m_document->database();
    if (!db.isOpen())
        return tr("Open the event to move first.");
    const ServerProbe probe = storage::postgres::probeServer(url);
    if (probe.kind == ServerProbe::Event)
        return tr("The database %1 already holds an Arbiter event; choose an empty database.")
            .arg(storage::postgres::shown(url));
    if (probe.kind != ServerProbe::Empty)
        return probe.message;
    const QString file = m_document->path();
    QString error;
    if (!db.copyEventTo(url, &error))
        return error;
    if (!m_document->open(url, &error))
        return error;
    m_remember(m_document->path());
    m_message(tr("The event was moved to %1, its audit log (undo history) included; Arbiter now "
                 "works on it there. The file %2 stays as it was before the move: enter nothing "
                 "more there.")
                  .arg(m_document->path(), QDir::toNativeSeparators(file)));
    return {};
}

bool ServerSession::copyToFile(const QString &path)
{
    QString error;
    if (!m_document->database().copyEventTo(path, &error)) {
        m_message(error);
        return false;
    }
    m_remember(path);
    m_window->statusBar()->showMessage(
        tr("Copied the event to %1; still working on %2")
            .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(m_document->path())),
        10000);
    return true;
}

bool ServerSession::openUrl(const QString &url)
{
    QString error;
    if (m_document->open(url, &error)) {
        m_remember(m_document->path());
        return true;
    }
    // No password in the recent files: ask for it (and show why it did not open).
    ConnectDialog dialog(m_window);
    dialog.setUrl(url);
    dialog.setMessage(error);
    dialog.setCheck([this](const QString &u) { return connectTo(u); });
    return dialog.exec() == QDialog::Accepted;
}

void ServerSession::connectDialog()
{
    ConnectDialog dialog(m_window);
    dialog.setCheck([this](const QString &url) { return connectTo(url); });
    dialog.exec();
}

void ServerSession::moveDialog()
{
    ConnectDialog dialog(m_window);
    dialog.setWindowTitle(tr("Move event to server"));
    dialog.setActionText(tr("&Move event"));
    dialog.setCheck([this](const QString &url) { return moveTo(url); });
    dialog.exec();
}

void ServerSession::copyDialog()
{
    QString path = m_askFile ? m_askFile()
                             : QFileDialog::getSaveFileName(m_window, tr("Copy event to a file"),
                                 QString(), tr("Arbiter tournaments (*.arbiter)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".arbiter"), Qt::CaseInsensitive))
        path += QStringLiteral(".arbiter");
    copyToFile(path);
}

QString ServerSession::stateText() const
{
    return m_state->isVisible() || m_retry.isActive() ? m_state->text() : QString();
}

void ServerSession::checkNow()
{
    TournamentDatabase &db = m_document->database();
    if (!db.isServer() || m_retry.isActive())
        return;
    if (!db.checkConnection())
        connectionLost();
}

void ServerSession::connectionLost()
{
    if (m_retry.isActive())
        return;
    m_check.stop();
    m_tries = 0;
    m_state->setText(tr("Connection to the server lost; reconnecting…"));
    m_state->setToolTip(tr("Changes are refused until Arbiter is connected again; nothing "
                           "committed before is lost."));
    m_state->show();
    m_window->statusBar()->showMessage(
        tr("The connection to %1 was lost; reconnecting…").arg(m_document->path()));
    m_retry.start();
}

void ServerSession::retryNow()
{
    ++m_tries;
    QString error;
    if (!m_document->reconnect(&error)) {
        m_state->setText(tr("Connection to the server lost; reconnecting… (try %1)").arg(m_tries));
        m_state->setToolTip(error);
        return;
    }
    m_retry.stop();
    m_state->hide();
    m_check.start();
    m_window->statusBar()->showMessage(
        tr("Connected to %1 again; the event was read back from the server")
            .arg(m_document->path()),
        15000);
}

} // namespace arb
