// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/sitebuilder.h"

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>

#include <functional>

namespace arb {

//! Serves the published site over HTTP (Qt HTTP Server) from memory. The pages are built by a
//! provider when first asked for after invalidate(), so a change costs nothing while nobody reads.
class SiteServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    using Provider = std::function<QList<SiteFile>()>;

    explicit SiteServer(Provider provider, QObject *parent = nullptr);

    //! Listens on \a address and \a port (0: any free port); returns the port, 0 on failure.
    quint16 start(const QHostAddress &address = QHostAddress::Any, quint16 port = 0);
    //! Stops listening.
    void stop();
    bool isRunning() const;
    quint16 port() const { return m_port; }
    //! The pages are built again at the next request.
    void invalidate() { m_stale = true; }
    //! How many times the pages were built (for tests and the status line).
    int builds() const { return m_builds; }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Provider m_provider;
    QHash<QString, QByteArray> m_files;
    bool m_stale = true;
    int m_builds = 0;
    quint16 m_port = 0;
};

} // namespace arb
