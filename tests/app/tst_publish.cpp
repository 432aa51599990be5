// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli publish: the static site's pages hold what the standings, the rounds
// and the players hold; every page passes an HTML validator (tidy) and renders in headless
// Chromium at phone width.
#include "clirun.h"
#include "players/ratingreport.h"
#include "prizes/prizefundfile.h"
#include "publish/sitebuilder.h"
#include "tiebreaks/standings.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

QString demoTrf()
{
    return QStringLiteral(ARBITER_DEMO_TRF);
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

//! The cells of each body row of the first table of \a html, tags removed, entities decoded.
QList<QStringList> tableRows(const QString &html)
{
    QList<QStringList> rows;
    const int body = html.indexOf(QStringLiteral("<tbody>"));
    const int end = html.indexOf(QStringLiteral("</tbody>"), body);
    static const QRegularExpression row(QStringLiteral("<tr[^>]*>(.*?)</tr>"));
    static const QRegularExpression cell(QStringLiteral("<t[dh][^>]*>(.*?)</t[dh]>"));
    static const QRegularExpression tag(QStringLiteral("<[^>]+>"));
    const QString part = html.mid(body, end - body);
    for (auto r = row.globalMatch(part); r.hasNext();) {
        QStringList cells;
        const QString inner = r.next().captured(1);
        for (auto c = cell.globalMatch(inner); c.hasNext();) {
            QString text = c.next().captured(1).remove(tag);
            text.replace(QStringLiteral("&amp;"), QStringLiteral("&"))
                .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
                .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
                .replace(QStringLiteral("&quot;"), QStringLiteral("\""));
            cells.append(text);
        }
        rows.append(cells);
    }
    return rows;
}

} // namespace

class tst_Publish : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void filesOfTheSite();
    void standingsPageMatchesStandings();
    void roundPagesHoldEveryGame();
    void playerPagesAddUp();
    void namesAreEscaped();
    void prizesPage();
    void ratingsPage();
    void namesAreCleanedIsolatedAndCut();
    void badCommandLines();
    void notFideModeOnEveryPage();
    void pagesPassTheValidator();
    void rendersAtPhoneWidth();

private:
    QTemporaryDir m_dir;
    QString m_site;
    Tournament m_demo;
};

void tst_Publish::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_site = m_dir.filePath(QStringLiteral("site"));
    const CliRun run
        = runCliCommand({QStringLiteral("publish"), demoTrf(), QStringLiteral("--out"), m_site});
    QVERIFY2(run.code == ExitOk, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("published 38 files")), qPrintable(run.out));
    QFile f(demoTrf());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const TrfReadResult read = readTrf(f.readAll());
    QVERIFY(read.ok());
    m_demo = read.tournament;
}

void tst_Publish::filesOfTheSite()
{
    QStringList expected {QStringLiteral("index.html"), QStringLiteral("style.css"),
        QStringLiteral("standings.html"), QStringLiteral("crosstable.html"),
        QStringLiteral("players.html"), QStringLiteral("tiebreaks.html"),
        QStringLiteral("ratings.html")};
    for (int r = 1; r <= m_demo.roundCount(); ++r)
        expected.append(QStringLiteral("round-%1.html").arg(r));
    for (const Player &p : std::as_const(m_demo.players))
        expected.append(QStringLiteral("player-%1.html").arg(p.startNo));
    QStringList actual = QDir(m_site).entryList(QDir::Files);
    actual.sort();
    expected.sort();
    QCOMPARE(actual, expected);
    // Every link of every page leads to a page of the site.
    static const QRegularExpression href(QStringLiteral("href=\"([^\"]+)\""));
    for (const QString &name : std::as_const(actual)) {
        const QString html = readText(QDir(m_site).filePath(name));
        for (auto m = href.globalMatch(html); m.hasNext();) {
            const QString target = m.next().captured(1);
            QVERIFY2(actual.contains(target), qPrintable(name + u' ' + target));
        }
    }
}

// The standings page lists what `arbiter-cli standings --format tsv` computes, row by row.
void tst_Publish::standingsPageMatchesStandings()
{
    const CliRun tsv = runCliCommand({QStringLiteral("standings"), demoTrf(),
        QStringLiteral("--format"), QStringLiteral("tsv")});
    QCOMPARE(tsv.code, int(ExitOk));
    QStringList lines = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(u'\t');
    const QList<QStringList> rows = tableRows(readText(m_site + QStringLiteral("/standings.html")));
    QCOMPARE(rows.size(), lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(u'\t');
        const QStringList &c = rows[i];
        // rank, start number, name, points, the tie-breaks, decided by
        QCOMPARE(QString(c[0]).remove(u'='), QString(f[0]).remove(u'='));
        QCOMPARE(c[1], f[1]);
        QVERIFY2(c[2].contains(f[2]), qPrintable(c[2] + QStringLiteral(" / ") + f[2]));
        QCOMPARE(c[5], f[3]);
        for (int k = 4; k < header.size(); ++k)
            QCOMPARE(c[k + 2], f[k]);
    }
}

void tst_Publish::roundPagesHoldEveryGame()
{
    for (int r = 1; r <= m_demo.roundCount(); ++r) {
        const QList<QStringList> rows
            = tableRows(readText(m_site + QStringLiteral("/round-%1.html").arg(r)));
        QMultiHash<QString, int> seen;
        int board = 0;
        for (const QStringList &c : rows) {
            seen.insert(c[1], r);
            if (!c[5].isEmpty()) {
                seen.insert(c[5], r);
                QCOMPARE(c[0].toInt(), ++board);
            }
        }
        for (const Player &p : std::as_const(m_demo.players)) {
            const RoundEntry &e = p.rounds.value(r - 1);
            const bool listed = e.opponent != 0 || (e.code != ' ' && e.kind() != RoundKind::Absent);
            QCOMPARE(seen.count(p.name), listed ? 1 : 0);
            if (e.opponent != 0 && e.colour == Colour::White) {
                const auto it = std::find_if(
                    rows.begin(), rows.end(), [&](const QStringList &c) { return c[1] == p.name; });
                QVERIFY(it != rows.end());
                QCOMPARE((*it)[3], result::gameText(e.code));
                QCOMPARE((*it)[5], m_demo.players[m_demo.indexOf(e.opponent)].name);
            }
        }
        // Board order: the higher score before the round never rises from one board to the next.
        double previous = 1e9;
        for (const QStringList &c : rows) {
            if (c[5].isEmpty())
                continue;
            const double high = std::max(c[2].toDouble(), c[4].toDouble());
            QVERIFY2(high <= previous, qPrintable(QStringLiteral("round %1").arg(r)));
            previous = high;
        }
    }
}

void tst_Publish::playerPagesAddUp()
{
    const Standings st = computeStandings(m_demo, {defaultTieBreaks(m_demo), 0, {}, {}, {}});
    for (const StandingRow &row : st.rows) {
        const QString html = readText(m_site + QStringLiteral("/player-%1.html").arg(row.startNo));
        const QList<QStringList> rows = tableRows(html);
        QCOMPARE(rows.size(), m_demo.roundCount());
        QCOMPARE(rows.last().last(), row.points.toString());
        QVERIFY(html.contains(QStringLiteral("<dt>Rank</dt><dd>%1").arg(row.rank)));
    }
}

void tst_Publish::namesAreEscaped()
{
    Tournament t = m_demo;
    t.name = QStringLiteral("Open <b>&</b> \"Cup\"");
    t.players[0].name = QStringLiteral("O'Neil <script>alert(1)</script>");
    const QList<SiteFile> files
        = buildSite(t, computeStandings(t, {defaultTieBreaks(t), 0, {}, {}, {}}));
    for (const SiteFile &f : files) {
        const QString text = QString::fromUtf8(f.content);
        QVERIFY2(!text.contains(QStringLiteral("<script>")), qPrintable(f.path));
        QVERIFY2(!text.contains(QStringLiteral("<b>&")), qPrintable(f.path));
    }
    const QString index = QString::fromUtf8(files[1].content);
    QCOMPARE(files[1].path, QStringLiteral("index.html"));
    QVERIFY(index.contains(QStringLiteral("Open &lt;b&gt;&amp;&lt;/b&gt; &quot;Cup&quot;")));
}

// An event with a prize fund publishes its prize money: a Prizes page in the menu of every
// page, each player paid with his amount and a link to his page, the method and the totals.
void tst_Publish::prizesPage()
{
    Tournament t = m_demo;
    PrizeFund fund;
    fund.sharing = PrizeSharing::Equal;
    fund.prizes = {{QString(), 1, 50000}, {QString(), 2, 30000}, {QString(), 3, 20000}};
    t.prizeFund = fund;
    const Standings st = computeStandings(t, {defaultTieBreaks(t), 0, {}, {}, {}});
    const QList<SiteFile> files = buildSite(t, st);
    const auto prizes = std::find_if(
        files.begin(), files.end(), [](const SiteFile &f) { return f.path == u"prizes.html"; });
    QVERIFY(prizes != files.end());
    const QString html = QString::fromUtf8(prizes->content);
    const QList<PrizeEntrant> standing = prizeEntrants(t, st);
    const PrizeDistribution d = distributePrizes(fund, standing);
    QVERIFY(!d.payouts.isEmpty());
    for (const PrizePayout &p : d.payouts) {
        QVERIFY2(html.contains(fund.money(p.amount)), qPrintable(fund.money(p.amount)));
        QVERIFY(html.contains(QStringLiteral("player-%1.html").arg(p.startNo)));
    }
    QVERIFY(html.contains(QStringLiteral("Prize fund 1000.00 EUR; paid 1000.00 EUR")));
    for (const SiteFile &f : files)
        if (f.path.endsWith(u".html") && f.path != u"prizes.html") // its own entry is no link
            QVERIFY2(QString::fromUtf8(f.content).contains(QStringLiteral("href=\"prizes.html\"")),
                qPrintable(f.path));
    // Without a fund there is no such page.
    t.prizeFund.reset();
    for (const SiteFile &f : buildSite(t, st))
        QVERIFY(f.path != u"prizes.html");
}

// A FIDE event publishes its rating changes: a page in the menu of every page, each rated
// player's K, games, score, expected score and change as the rating report gives them; an event
// outside FIDE mode does not.
void tst_Publish::ratingsPage()
{
    Tournament t = m_demo;
    const Standings st = computeStandings(t, {defaultTieBreaks(t), 0, {}, {}, {}});
    const QList<SiteFile> files = buildSite(t, st);
    const auto ratings = std::find_if(
        files.begin(), files.end(), [](const SiteFile &f) { return f.path == u"ratings.html"; });
    QVERIFY(ratings != files.end());
    const QString html = QString::fromUtf8(ratings->content);
    int rated = 0;
    for (const RatingReportRow &r : ratingReport(t)) {
        if (r.rating == 0 || r.change.games == 0)
            continue;
        ++rated;
        // The last two cells of his row: the expected score (it gives way on a phone) and the
        // change.
        const QString row
            = QStringLiteral("<td class=\"num wide\">%1</td><td class=\"num\">%2</td></tr>")
                  .arg(QString::number(r.change.expectedHundredths / 100.0, 'f', 2),
                      ratingChangeText(r.change.change()));
        QVERIFY2(html.contains(row), qPrintable(row));
        QVERIFY(html.contains(QStringLiteral("player-%1.html").arg(r.startNo)));
    }
    QVERIFY(rated > 10);
    QVERIFY(html.contains(QStringLiteral("FIDE Rating Regulations (1 March 2024)")));
    for (const SiteFile &f : files)
        if (f.path.endsWith(u".html") && f.path != u"ratings.html")
            QVERIFY2(QString::fromUtf8(f.content).contains(QStringLiteral("href=\"ratings.html\"")),
                qPrintable(f.path));
    t.otherRecords.append({QStringLiteral(
        "### FideModeExit @ Round 4: club rules; arbiter -; 2026-10-05T10:00:00Z")});
    for (const SiteFile &f : buildSite(t, st))
        QVERIFY(f.path != u"ratings.html");
}

void tst_Publish::namesAreCleanedIsolatedAndCut()
{
    // Names carry no control characters onto a page, cannot turn the text around them
    // right to left, and a 10 kB name is cut (in full as its tooltip) instead of widening every
    // page.
    Tournament t = m_demo;
    const QChar rlo(0x202E);
    t.players[0].name
        = QStringLiteral("Evil") + QChar(0x1b) + QChar(0) + rlo + QStringLiteral("nuoy");
    t.players[1].name = QString(10240, u'W');
    t.name = QStringLiteral("Open") + QChar(u'\r') + QStringLiteral("2026");
    const QList<SiteFile> plain
        = buildSite(m_demo, computeStandings(m_demo, {defaultTieBreaks(m_demo), 0, {}, {}, {}}));
    const QList<SiteFile> files
        = buildSite(t, computeStandings(t, {defaultTieBreaks(t), 0, {}, {}, {}}));
    QCOMPARE(files.size(), plain.size());
    for (int i = 0; i < files.size(); ++i) {
        const QString text = QString::fromUtf8(files[i].content);
        for (const QChar c : text)
            QVERIFY2(c.unicode() >= 0x20 || c == u'\n', qPrintable(files[i].path));
        QVERIFY2(!text.contains(rlo), qPrintable(files[i].path));
        // The long name adds at most its tooltip and a cut name per mention, never 10 kB.
        QVERIFY2(
            files[i].content.size() < plain[i].content.size() + 8 * 300, qPrintable(files[i].path));
    }
    QString standings;
    for (const SiteFile &f : files)
        if (f.path == u"standings.html")
            standings = QString::fromUtf8(f.content);
    QVERIFY(standings.contains(QStringLiteral("<bdi>Evil  nuoy</bdi>")));
    QVERIFY(standings.contains(QStringLiteral("<bdi title=\"") + QString(200, u'W')
        + QStringLiteral("\">") + QString(59, u'W') + QStringLiteral("…</bdi>")));
}

void tst_Publish::badCommandLines()
{
    CliRun run = runCliCommand({QStringLiteral("publish"), demoTrf()});
    QCOMPARE(run.code, int(ExitUsage));
    QVERIFY(run.err.contains(QStringLiteral("--out")));
    // A file where the folder should be: refused, naming it.
    const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
    QFile f(blocker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    run = runCliCommand({QStringLiteral("publish"), demoTrf(), QStringLiteral("--out"),
        blocker + QStringLiteral("/site")});
    QCOMPARE(run.code, int(ExitInput));
    QVERIFY2(run.err.contains(QStringLiteral("blocker")), qPrintable(run.err));
    run = runCliCommand({QStringLiteral("publish"), m_dir.filePath(QStringLiteral("missing.trf")),
        QStringLiteral("--out"), m_site});
    QCOMPARE(run.code, int(ExitInput));
}

void tst_Publish::pagesPassTheValidator()
{
    const QString tidy = QStandardPaths::findExecutable(QStringLiteral("tidy"));
    if (tidy.isEmpty())
        QSKIP("tidy (HTML Tidy) is not installed: scripts/setup.sh installs it");
    const QStringList pages = QDir(m_site).entryList({QStringLiteral("*.html")}, QDir::Files);
    QVERIFY(pages.size() > 30);
    for (const QString &page : pages) {
        QProcess p;
        p.start(tidy, {QStringLiteral("-q"), QStringLiteral("-e"), QDir(m_site).filePath(page)});
        QVERIFY(p.waitForFinished(30000));
        // 0: no warnings and no errors.
        QVERIFY2(p.exitCode() == 0,
            qPrintable(page + QStringLiteral(": ") + QString::fromUtf8(p.readAllStandardError())));
    }
}

void tst_Publish::rendersAtPhoneWidth()
{
    QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium.isEmpty())
        QSKIP("chromium is not installed: scripts/setup.sh installs it");
    const QString shot = m_dir.filePath(QStringLiteral("standings.png"));
    QProcess p;
    p.start(chromium,
        {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
            QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
            QStringLiteral("--window-size=390,844"), QStringLiteral("--screenshot=") + shot,
            QUrl::fromLocalFile(m_site + QStringLiteral("/standings.html")).toString()});
    QVERIFY(p.waitForFinished(120000));
    QFile png(shot);
    QVERIFY2(
        png.open(QIODevice::ReadOnly), qPrintable(QString::fromUtf8(p.readAllStandardError())));
    const QByteArray head = png.read(24);
    QVERIFY(head.startsWith("\x89PNG"));
    const auto be32 = [&](int at) {
        return (quint8(head[at]) << 24) | (quint8(head[at + 1]) << 16) | (quint8(head[at + 2]) << 8)
            | quint8(head[at + 3]);
    };
    QCOMPARE(be32(16), 390u);
    QCOMPARE(be32(20), 844u);
    QVERIFY(png.size() > 10000); // a page with content, not a blank screen
}

// C.02 B22: an event that left FIDE mode says so on every page of its site; one in FIDE mode
// says nothing of it.
void tst_Publish::notFideModeOnEveryPage()
{
    Tournament t = m_demo;
    const Standings st = computeStandings(t, {defaultTieBreaks(t), 0, {}, {}, {}});
    for (const SiteFile &f : buildSite(t, st))
        QVERIFY2(!f.content.contains("FIDE mode"), qPrintable(f.path));
    t.otherRecords.append({QStringLiteral(
        "### FideModeExit @ Round 4: club rules; arbiter -; 2026-10-05T10:00:00Z")});
    int pages = 0;
    for (const SiteFile &f : buildSite(t, st)) {
        if (!f.path.endsWith(QLatin1String(".html")))
            continue;
        ++pages;
        QVERIFY2(
            f.content.contains("<p class=\"notice\">Not in FIDE mode (left after round 4)</p>"),
            qPrintable(f.path));
    }
    QCOMPARE(pages, 5 + t.roundCount() + int(t.players.size()));
}

QTEST_GUILESS_MAIN(tst_Publish)
#include "tst_publish.moc"
