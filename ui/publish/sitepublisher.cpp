// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/sitepublisher.h"

#include "publish/siteserver.h"
#include "tournamentdocument.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInterface>

namespace arb {

namespace {

    //! The port tried first: easy to type on a phone; any free port when it is taken.
    constexpr quint16 preferredPort = 8080;

} // namespace

SitePublisher::SitePublisher(TournamentDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    m_server = new SiteServer(
        [this] {
            SiteOptions options;
            options.refreshSeconds = 30;
            options.footerNote = tr("Live from the arbiters' table, updated %1.")
                                     .arg(QLocale::system().toString(
                                         QDateTime::currentDateTime(), QLocale::ShortFormat));
            return buildSite(m_document->tournament(), m_document->standings(), options);
        },
        this);
    connect(m_document, &TournamentDocument::changed, m_server, &SiteServer::invalidate);
}

void SitePublisher::addActions(QMenu *menu)
{
    menu->addAction(tr("P&ublish site to folder..."), this, &SitePublisher::publishDialog);
    m_serveAction = menu->addAction(tr("Serve site on the local net&work"));
    m_serveAction->setCheckable(true);
    connect(m_serveAction, &QAction::toggled, this, &SitePublisher::toggleServing);
}

bool SitePublisher::publishTo(const QString &dir, QString *error) const
{
    if (m_document->hasTeams()) {
        *error = tr("The published site covers individual events; this is a team event.");
        return false;
    }
    return writeSite(buildSite(m_document->tournament(), m_document->standings()), dir, error);
}

quint16 SitePublisher::startServing(quint16 port)
{
    return m_server->start(QHostAddress::Any, port);
}

void SitePublisher::stopServing()
{
    m_server->stop();
}

QStringList SitePublisher::siteUrls() const
{
    QStringList urls;
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            urls.append(QStringLiteral("http://%1:%2/").arg(a.toString()).arg(m_server->port()));
    if (urls.isEmpty())
        urls.append(QStringLiteral("http://localhost:%1/").arg(m_server->port()));
    return urls;
}

void SitePublisher::publishDialog()
{
    // Offered: the folder of the event's file (a server event: the home folder).
    const QFileInfo event(m_document->path());
    const QString proposed = m_document->database().isServer() || m_document->path().isEmpty()
        ? QDir::homePath()
        : event.absolutePath();
    const QString dir
        = QFileDialog::getExistingDirectory(m_window, tr("Publish site to folder"), proposed);
    if (dir.isEmpty())
        return;
    QString error;
    if (!publishTo(dir, &error)) {
        QMessageBox::warning(m_window, tr("Publish site"), error);
        return;
    }
    QMessageBox::information(m_window, tr("Publish site"),
        tr("The site is in %1. Open index.html there, or copy the folder to a web server.")
            .arg(QDir::toNativeSeparators(dir)));
}

void SitePublisher::toggleServing(bool on)
{
    if (!on) {
        stopServing();
        return;
    }
    if (m_document->hasTeams()) {
        QMessageBox::warning(m_window, tr("Serve site"),
            tr("The published site covers individual events; this is a team event."));
        m_serveAction->setChecked(false);
        return;
    }
    quint16 port = startServing(preferredPort);
    if (port == 0)
        port = startServing(0);
    if (port == 0) {
        QMessageBox::warning(m_window, tr("Serve site"),
            tr("Cannot listen for connections on this machine: %1").arg(tr("no free port")));
        m_serveAction->setChecked(false);
        return;
    }
    QMessageBox::information(m_window, tr("Serve site"),
        tr("Players on the same network open:\n%1\n\nThe pages follow every change; phones "
           "reload them every 30 seconds. Choose the menu entry again to stop.")
            .arg(siteUrls().join(u'\n')));
}

} // namespace arb
