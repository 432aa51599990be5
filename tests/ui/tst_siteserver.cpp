// SPDX-License-Identifier: GPL-3.0-or-later
// The app's published site: written to a folder, and served live over HTTP with the
// pages built again after a change of the event.
#include "publish/sitepublisher.h"
#include "publish/siteserver.h"
#include "tournamentdocument.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace arb;

namespace {

struct Reply
{
    int status = 0;
    QByteArray body;
    QByteArray type;
};

Reply get(QNetworkAccessManager &net, quint16 port, const QString &path)
{
    QNetworkReply *reply = net.get(
        QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path))));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply r {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll(),
        reply->header(QNetworkRequest::ContentTypeHeader).toByteArray()};
    reply->deleteLater();
    return r;
}

//! The page without its footer (which says when it was built).
QByteArray withoutFooter(const QByteArray &page)
{
    return page.left(page.indexOf("<footer>"));
}

//! The page as buildSite() makes it; the live site reloads every 30 s (\a live).
QByteArray builtPage(const TournamentDocument &doc, const QString &path, bool live = false)
{
    SiteOptions options;
    options.refreshSeconds = live ? 30 : 0;
    for (const SiteFile &f : buildSite(doc.tournament(), doc.standings(), options))
        if (f.path == path)
            return f.content;
    return {};
}

//! Sends \a request on a connection of its own and returns all the server answered before it
//! closed the connection (empty when it did not within \a ms).
QByteArray rawExchange(quint16 port, const QByteArray &request, int ms = 5000)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(3000))
        return {};
    socket.write(request);
    QByteArray answer;
    QElapsedTimer timer;
    timer.start();
    while (socket.state() != QAbstractSocket::UnconnectedState && timer.elapsed() < ms) {
        QTest::qWait(10);
        answer += socket.readAll();
    }
    answer += socket.readAll();
    return socket.state() == QAbstractSocket::UnconnectedState ? answer : QByteArray();
}

} // namespace

class tst_SiteServer : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void publishToFolder();
    void servesAndFollowsChanges();
    void closedClientsLeaveAtOnce();
    void idleClientsAreBoundedAndTimedOut();
    void onlyGetAndHeadWithoutBodies();

private:
    QWidget *m_window = nullptr;
    TournamentDocument *m_doc = nullptr;
    SitePublisher *m_publisher = nullptr;
};

void tst_SiteServer::init()
{
    m_window = new QWidget;
    m_doc = new TournamentDocument(m_window);
    QFile f(QStringLiteral(":/demo/demo.trf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    QVERIFY2(m_doc->importTrf(f.readAll(), QStringLiteral(":memory:"), &error), qPrintable(error));
    m_publisher = new SitePublisher(m_doc, m_window);
}

void tst_SiteServer::cleanup()
{
    delete m_window;
}

void tst_SiteServer::publishToFolder()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY2(
        m_publisher->publishTo(dir.filePath(QStringLiteral("site")), &error), qPrintable(error));
    const QStringList files = QDir(dir.filePath(QStringLiteral("site"))).entryList(QDir::Files);
    QCOMPARE(
        files.size(), 7 + m_doc->tournament().roundCount() + m_doc->tournament().players.size());
    QFile standings(dir.filePath(QStringLiteral("site/standings.html")));
    QVERIFY(standings.open(QIODevice::ReadOnly));
    QCOMPARE(standings.readAll(), builtPage(*m_doc, QStringLiteral("standings.html")));
}

void tst_SiteServer::servesAndFollowsChanges()
{
    const quint16 port = m_publisher->startServing(0);
    QVERIFY(port > 0);
    QVERIFY(m_publisher->server()->isRunning());
    QNetworkAccessManager net;
    Reply r = get(net, port, QStringLiteral("/standings.html"));
    QCOMPARE(r.status, 200);
    QVERIFY(r.type.startsWith("text/html"));
    QCOMPARE(withoutFooter(r.body),
        withoutFooter(builtPage(*m_doc, QStringLiteral("standings.html"), true)));
    QVERIFY(r.body.contains("http-equiv=\"refresh\""));
    const QByteArray before = withoutFooter(r.body);
    QCOMPARE(get(net, port, QStringLiteral("/")).status, 200);
    QCOMPARE(
        get(net, port, QStringLiteral("/style.css")).type, QByteArray("text/css; charset=utf-8"));
    QCOMPARE(get(net, port, QStringLiteral("/no-such-page.html")).status, 404);
    QCOMPARE(m_publisher->server()->builds(), 1); // built once, served from memory since

    // A correction in the last round: the next request serves the new standings.
    const Player &first = m_doc->tournament().players.first();
    const RoundEntry last = first.rounds.last();
    QVERIFY(last.opponent != 0);
    const char other = last.code == '1' ? '0' : '1';
    QVERIFY(m_doc->setResult(first.rounds.size(), first.startNo, other));
    r = get(net, port, QStringLiteral("/standings.html"));
    QCOMPARE(r.status, 200);
    QCOMPARE(m_publisher->server()->builds(), 2);
    QVERIFY(withoutFooter(r.body) != before);
    QCOMPARE(withoutFooter(r.body),
        withoutFooter(builtPage(*m_doc, QStringLiteral("standings.html"), true)));

    m_publisher->stopServing();
    QVERIFY(!m_publisher->server()->isRunning());
}

void tst_SiteServer::closedClientsLeaveAtOnce()
{
    // Clients that connect and leave without a word: their connections close at once (none
    // left half-closed until a timeout), and the server accepts again.
    SiteServer *server = m_publisher->server();
    const quint16 port = m_publisher->startServing(0);
    QVERIFY(port > 0);
    QList<QTcpSocket *> clients;
    for (int i = 0; i < 20; ++i) {
        auto *c = new QTcpSocket(this);
        c->connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(c->waitForConnected(3000));
        clients.append(c);
    }
    QTRY_COMPARE(server->connections(), 20);
    for (QTcpSocket *c : clients)
        c->disconnectFromHost();
    QTRY_COMPARE_WITH_TIMEOUT(server->connections(), 0, 2000); // well before requestMs (10 s)
    qDeleteAll(clients);
    QNetworkAccessManager net;
    QCOMPARE(get(net, port, QStringLiteral("/standings.html")).status, 200);
}

void tst_SiteServer::idleClientsAreBoundedAndTimedOut()
{
    // A flood of idle connections holds at most Limits::connections of the window's
    // descriptors; each is closed when its time is up, the waiting ones are served in turn, and
    // a reader behind them gets the page.
    SiteServer *server = m_publisher->server();
    SiteServer::Limits limits;
    limits.connections = 4;
    limits.requestMs = 300;
    server->setLimits(limits);
    const quint16 port = m_publisher->startServing(0);
    QVERIFY(port > 0);
    QList<QTcpSocket *> idle;
    for (int i = 0; i < 24; ++i) {
        auto *c = new QTcpSocket(this);
        c->connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(c->waitForConnected(3000));
        idle.append(c);
    }
    int most = 0;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 200) {
        QTest::qWait(10);
        most = std::max(most, server->connections());
    }
    QCOMPARE(most, limits.connections);
    // Every idle client is answered "408" and closed, batch after batch.
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(idle.begin(), idle.end(),
            [](QTcpSocket *c) { return c->state() == QAbstractSocket::UnconnectedState; }),
        10000);
    for (QTcpSocket *c : idle)
        QVERIFY2(c->readAll().startsWith("HTTP/1.1 408 "), "each idle client is told why");
    qDeleteAll(idle);
    QTRY_COMPARE(server->connections(), 0);
    QNetworkAccessManager net;
    QCOMPARE(get(net, port, QStringLiteral("/standings.html")).status, 200);
}

void tst_SiteServer::onlyGetAndHeadWithoutBodies()
{
    // The site serves GET and HEAD; a body is refused before it is read, and so are headers
    // past the limit and anything that is not HTTP.
    const quint16 port = m_publisher->startServing(0);
    QVERIFY(port > 0);
    QByteArray a = rawExchange(port, "HEAD /standings.html HTTP/1.1\r\nHost: x\r\n\r\n");
    QVERIFY2(a.startsWith("HTTP/1.1 200 "), a.constData());
    QVERIFY(a.contains("\r\nContent-Length: "));
    QVERIFY2(a.endsWith("\r\n\r\n"), "HEAD: headers only");
    a = rawExchange(port,
        "POST /standings.html HTTP/1.1\r\nHost: x\r\nContent-Length: 200000000\r\n\r\n"
            + QByteArray(4096, 'x'));
    QVERIFY2(a.startsWith("HTTP/1.1 405 "), a.constData());
    QVERIFY(a.contains("\r\nAllow: GET, HEAD\r\n"));
    a = rawExchange(port,
        "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 200000000\r\n\r\n" + QByteArray(4096, 'x'));
    QVERIFY2(a.startsWith("HTTP/1.1 413 "), a.constData());
    a = rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
    QVERIFY2(a.startsWith("HTTP/1.1 413 "), a.constData());
    a = rawExchange(port, "GET / HTTP/1.1\r\nX-Long: " + QByteArray(20000, 'y') + "\r\n\r\n");
    QVERIFY2(a.startsWith("HTTP/1.1 431 "), a.constData());
    a = rawExchange(port, "hello\r\n\r\n");
    QVERIFY2(a.startsWith("HTTP/1.1 400 "), a.constData());
    QTRY_COMPARE(m_publisher->server()->connections(), 0);
}

QTEST_MAIN(tst_SiteServer)
#include "tst_siteserver.moc"
