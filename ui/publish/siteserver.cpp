// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/siteserver.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpServer>

namespace arb {

SiteServer::SiteServer(Provider provider, QObject *parent)
    : QAbstractHttpServer(parent), m_provider(std::move(provider))
{
}

quint16 SiteServer::start(const QHostAddress &address, quint16 port)
{
    if (isRunning())
        return m_port;
    m_port = listen(address, port);
    return m_port;
}

void SiteServer::stop()
{
    for (QTcpServer *server : servers())
        server->close();
    m_port = 0;
}

bool SiteServer::isRunning() const
{
    const QList<QTcpServer *> list = servers();
    return std::any_of(list.begin(), list.end(), [](QTcpServer *s) { return s->isListening(); });
}

bool SiteServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    if (request.method() != QHttpServerRequest::Method::Get
        && request.method() != QHttpServerRequest::Method::Head)
        return false;
    if (m_stale) {
        m_files.clear();
        for (SiteFile &f : m_provider())
            m_files.insert(f.path, std::move(f.content));
        m_stale = false;
        ++m_builds;
    }
    QString path = request.url().path();
    while (path.startsWith(u'/'))
        path.remove(0, 1);
    if (path.isEmpty())
        path = QStringLiteral("index.html");
    const auto it = m_files.constFind(path);
    if (it == m_files.constEnd())
        return false;
    const QByteArray type = path.endsWith(QStringLiteral(".css"))
        ? QByteArrayLiteral("text/css; charset=utf-8")
        : QByteArrayLiteral("text/html; charset=utf-8");
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.write(*it,
        {{QByteArrayLiteral("Content-Type"), type},
            {QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-cache")}});
    return true;
}

void SiteServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.write(QByteArrayLiteral("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                                      "<title>Not found</title></head><body><p>No such page. "
                                      "<a href=\"index.html\">The event</a></p></body></html>"),
        {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")}},
        QHttpServerResponder::StatusCode::NotFound);
}

} // namespace arb
