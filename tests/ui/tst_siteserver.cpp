// SPDX-License-Identifier: GPL-3.0-or-later
// The app's published site (issue #15): written to a folder, and served live over HTTP with the
// pages built again after a change of the event.
#include "publish/siteserver.h"
#include "publish/sitepublisher.h"
#include "tournamentdocument.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
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
    QNetworkReply *reply
        = net.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path))));
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

} // namespace

class tst_SiteServer : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void publishToFolder();
    void servesAndFollowsChanges();

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
    QVERIFY2(m_publisher->publishTo(dir.filePath(QStringLiteral("site")), &error), qPrintable(error));
    const QStringList files = QDir(dir.filePath(QStringLiteral("site"))).entryList(QDir::Files);
    QCOMPARE(files.size(), 6 + m_doc->tournament().roundCount() + m_doc->tournament().players.size());
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
    QCOMPARE(withoutFooter(r.body), withoutFooter(builtPage(*m_doc, QStringLiteral("standings.html"), true)));
    QVERIFY(r.body.contains("http-equiv=\"refresh\""));
    const QByteArray before = withoutFooter(r.body);
    QCOMPARE(get(net, port, QStringLiteral("/")).status, 200);
    QCOMPARE(get(net, port, QStringLiteral("/style.css")).type, QByteArray("text/css; charset=utf-8"));
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
    QCOMPARE(withoutFooter(r.body), withoutFooter(builtPage(*m_doc, QStringLiteral("standings.html"), true)));

    m_publisher->stopServing();
    QVERIFY(!m_publisher->server()->isRunning());
}

QTEST_MAIN(tst_SiteServer)
#include "tst_siteserver.moc"
