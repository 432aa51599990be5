// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/sitebuilder.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>

#include <functional>

class QTcpServer;
class QTcpSocket;

namespace arb {

//! Serves the published site over HTTP from memory, inside the arbiter's window: GET and HEAD
//! only, one request per connection, never a wait. The pages are built by a provider when first
//! asked for after invalidate(), so a change costs nothing while nobody reads.
//!
//! Whatever the clients do, the window keeps its file descriptors and its memory: at most
//! Limits::connections are open at once (further clients wait in the system's queue), a client
//! that has not sent its request within Limits::requestMs is closed, a request line and headers
//! longer than Limits::requestBytes are refused, a request with a body is refused without
//! reading it, and a connection is gone as soon as its client has closed it.
class SiteServer : public QObject
{
    Q_OBJECT

public:
    using Provider = std::function<QList<SiteFile>()>;

    struct Limits
    {
        int connections = 64; //!< connections open at once
        int requestBytes = 8192; //!< the request line and headers
        int requestMs = 10000; //!< from the connection to the end of the request's headers
        int responseMs = 60000; //!< from the connection to the last byte of the response
    };

    explicit SiteServer(Provider provider, QObject *parent = nullptr);
    ~SiteServer() override;

    //! Listens on \a address and \a port (0: any free port); returns the port, 0 on failure.
    quint16 start(const QHostAddress &address = QHostAddress::Any, quint16 port = 0);
    //! Stops listening and closes every connection.
    void stop();
    bool isRunning() const;
    quint16 port() const { return m_port; }
    //! The pages are built again at the next request.
    void invalidate() { m_stale = true; }
    //! How many times the pages were built (for tests and the status line).
    int builds() const { return m_builds; }
    //! Returns how many connections are open now.
    int connections() const { return int(m_requests.size()); }
    void setLimits(const Limits &limits) { m_limits = limits; }
    const Limits &limits() const { return m_limits; }

private:
    void acceptConnections();
    void read(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const QByteArray &head);
    void respond(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &type,
        bool withBody = true, const QByteArray &extraHeaders = {});
    void closed(QTcpSocket *socket);

    Provider m_provider;
    QTcpServer *m_listener;
    Limits m_limits;
    QHash<QTcpSocket *, QByteArray> m_requests; //!< each open connection: what it sent so far
    QHash<QString, QByteArray> m_files;
    bool m_stale = true;
    int m_builds = 0;
    quint16 m_port = 0;
};

} // namespace arb
