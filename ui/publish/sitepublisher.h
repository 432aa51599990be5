// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace arb {

class SiteServer;
class TournamentDocument;

//! The app's side of the published site: File → Publish site to folder… writes the
//! pages arbiter-cli publish writes; File → Serve site on the local network serves them live
//! (SiteServer, GET and HEAD only, bounded), built again after every change of the event.
class SitePublisher : public QObject
{
    Q_OBJECT

public:
    SitePublisher(TournamentDocument *document, QWidget *window);

    //! Adds the two actions to \a menu.
    void addActions(QMenu *menu);
    //! Writes the site into \a dir; returns false with the reason in \a error.
    bool publishTo(const QString &dir, QString *error) const;
    //! Starts serving on \a port (0: any free one); returns the port, 0 on failure.
    quint16 startServing(quint16 port);
    void stopServing();
    SiteServer *server() const { return m_server; }
    //! The addresses players type in, one per network interface of this machine.
    QStringList siteUrls() const;

private:
    void publishDialog();
    void toggleServing(bool on);

    TournamentDocument *m_document;
    QWidget *m_window;
    SiteServer *m_server;
    QAction *m_serveAction = nullptr;
};

} // namespace arb
