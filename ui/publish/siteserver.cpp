// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/siteserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

namespace arb {

namespace {

    QByteArray reason(int status)
    {
        switch (status) {
        case 200:
            return QByteArrayLiteral("OK");
        case 400:
            return QByteArrayLiteral("Bad Request");
        case 404:
            return QByteArrayLiteral("Not Found");
        case 405:
            return QByteArrayLiteral("Method Not Allowed");
        case 408:
            return QByteArrayLiteral("Request Timeout");
        case 413:
            return QByteArrayLiteral("Content Too Large");
        case 431:
            return QByteArrayLiteral("Request Header Fields Too Large");
        default:
            return QByteArrayLiteral("Error");
        }
    }

    const QByteArray htmlType = QByteArrayLiteral("text/html; charset=utf-8");
    const QByteArray textType = QByteArrayLiteral("text/plain; charset=utf-8");

} // namespace

SiteServer::SiteServer(Provider provider, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_listener(new QTcpServer(this))
{
    connect(m_listener, &QTcpServer::newConnection, this, &SiteServer::acceptConnections);
}

SiteServer::~SiteServer()
{
    stop();
}

quint16 SiteServer::start(const QHostAddress &address, quint16 port)
{
    if (isRunning())
        return m_port;
    // The listener's own queue holds one connection: the others wait in the system's queue.
    m_listener->setMaxPendingConnections(1);
    if (!m_listener->listen(address, port))
        return 0;
    m_port = m_listener->serverPort();
    return m_port;
}

void SiteServer::stop()
{
    m_listener->close();
    const QList<QTcpSocket *> open = m_requests.keys();
    for (QTcpSocket *socket : open) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    m_requests.clear();
    m_port = 0;
}

bool SiteServer::isRunning() const
{
    return m_listener->isListening();
}

void SiteServer::acceptConnections()
{
    // Past the limit, the clients wait in the system's queue, not in the window's descriptors.
    while (m_listener->hasPendingConnections() && connections() < m_limits.connections) {
        QTcpSocket *socket = m_listener->nextPendingConnection();
        if (!socket)
            break;
        // A client that left while waiting in the queue: nothing to answer, nothing to keep.
        if (socket->state() != QAbstractSocket::ConnectedState) {
            socket->deleteLater();
            continue;
        }
        m_requests.insert(socket, QByteArray());
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        // The client closed (or the connection broke): the socket goes at once, never left
        // half-closed.
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { closed(socket); });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
            if (socket->state() != QAbstractSocket::ConnectedState)
                closed(socket);
        });
        // A client that does not send its request in time is closed; one that does not take
        // its response in time too.
        QTimer::singleShot(m_limits.requestMs, socket, [this, socket] {
            if (m_requests.contains(socket) && !socket->property("answered").toBool()) {
                respond(socket, 408, QByteArrayLiteral("No request in time.\n"), textType);
            }
        });
        QTimer::singleShot(m_limits.responseMs, socket, [this, socket] {
            socket->abort();
            closed(socket);
        });
        if (socket->bytesAvailable() > 0)
            read(socket);
    }
    if (connections() >= m_limits.connections)
        m_listener->pauseAccepting();
}

void SiteServer::closed(QTcpSocket *socket)
{
    if (!m_requests.remove(socket))
        return;
    socket->disconnect(this);
    socket->deleteLater();
    if (isRunning() && connections() < m_limits.connections) {
        m_listener->resumeAccepting();
        // Clients that came while the limit was reached.
        QTimer::singleShot(0, this, &SiteServer::acceptConnections);
    }
}

void SiteServer::read(QTcpSocket *socket)
{
    auto it = m_requests.find(socket);
    if (it == m_requests.end() || socket->property("answered").toBool()) {
        socket->skip(socket->bytesAvailable()); // after the answer: nothing more is read
        return;
    }
    // Never more than the limit held: a request line and headers fit in it.
    const qint64 room = m_limits.requestBytes + 4 - it->size();
    it->append(socket->read(std::max<qint64>(0, room)));
    const qsizetype end = it->indexOf("\r\n\r\n");
    if (end < 0) {
        if (it->size() > m_limits.requestBytes)
            respond(
                socket, 431, QByteArrayLiteral("The request's headers are too long.\n"), textType);
        return;
    }
    answer(socket, it->left(end));
}

void SiteServer::answer(QTcpSocket *socket, const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> request = lines.first().trimmed().split(' ');
    if (request.size() != 3 || !request[2].startsWith("HTTP/1.")) {
        respond(socket, 400, QByteArrayLiteral("Not an HTTP request.\n"), textType);
        return;
    }
    const QByteArray &method = request[0];
    if (method != "GET" && method != "HEAD") {
        respond(socket, 405, QByteArrayLiteral("The site is read only: GET and HEAD.\n"), textType,
            true, QByteArrayLiteral("Allow: GET, HEAD\r\n"));
        return;
    }
    // A request with a body is refused without reading the body.
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed().toLower();
        const bool length = line.startsWith("content-length:")
            && line.mid(15).trimmed() != QByteArrayLiteral("0");
        if (length || line.startsWith("transfer-encoding:")) {
            respond(
                socket, 413, QByteArrayLiteral("The site takes no request bodies.\n"), textType);
            return;
        }
    }
    if (m_stale) {
        m_files.clear();
        for (SiteFile &f : m_provider())
            m_files.insert(f.path, std::move(f.content));
        m_stale = false;
        ++m_builds;
    }
    QString path = QUrl(QString::fromLatin1(request[1])).path();
    while (path.startsWith(u'/'))
        path.remove(0, 1);
    if (path.isEmpty())
        path = QStringLiteral("index.html");
    const bool head_ = method == "HEAD";
    const auto file = m_files.constFind(path);
    if (file == m_files.constEnd()) {
        respond(socket, 404,
            QByteArrayLiteral("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                              "<title>Not found</title></head><body><p>No such page. "
                              "<a href=\"index.html\">The event</a></p></body></html>"),
            htmlType, !head_);
        return;
    }
    const QByteArray type = path.endsWith(QStringLiteral(".css"))
        ? QByteArrayLiteral("text/css; charset=utf-8")
        : htmlType;
    respond(socket, 200, *file, type, !head_);
}

void SiteServer::respond(QTcpSocket *socket, int status, const QByteArray &body,
    const QByteArray &type, bool withBody, const QByteArray &extraHeaders)
{
    socket->setProperty("answered", true);
    m_requests[socket].clear(); // the request is no longer needed
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status)
        + "\r\nContent-Type: " + type + "\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\n" + extraHeaders
        + "Connection: close\r\n\r\n";
    if (withBody)
        response += body;
    socket->write(response);
    // Closed once the response is sent (or at Limits::responseMs by the timer).
    socket->disconnectFromHost();
}

} // namespace arb
