// SPDX-License-Identifier: GPL-3.0-or-later
// The printed documents of the demo event: each rendered to a PDF whose text is
// read back (pdftotext), the event header on every page, the real names, scores and boards.
#include "localenumbers.h"
#include "mainwindow.h"
#include "pairing/generator.h"
#include "pairing/pairingrules.h"
#include "pairing/swissteam.h"
#include "reports/printdialog.h"
#include "reports/printdocuments.h"
#include "rounds/pairingsmodel.h"
#include "rounds/roundswidget.h"
#include "standings/rankingtablemodel.h"
#include "tournamentdocument.h"
#include "trf/trf.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QTimer>
#include <QTranslator>

#include <algorithm>

using namespace arb;
using Kind = PrintDocuments::Kind;

class tst_PrintDocuments : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pdfText_data();
    void pdfText();
    void longDocumentsHeaderOnEveryPage_data();
    void longDocumentsHeaderOnEveryPage();
    void boardsInRoundsTabOrder();
    void alphabeticalPairings();
    void resultSlipPerBoard();
    void byesAndWithdrawals();
    void pairingRulesPrinted();
    void teamDocuments();
    void wallStandingsNumbersNeverWrap();
    void scopeLimitsPlayers();
    void prizeListPerCategory();
    void prizeListLinesSingle();
    void printoutsInTheUsersLanguage();
    void dialogWritesPdfWithExtension();
    void unwritablePdfReported();
    void ctrlPOpensDialogOnShownRound();
    void standingsAndCrossTableAfterAnyRound();

private:
    //! Returns the text of each page of \a path (pdftotext), or nothing when it is not installed.
    static std::optional<QStringList> pdfPages(const QString &path);
    //! The vertical lines of page 1 of a PDF file at a resolution (pdftoppm; nothing when it is
    //! not installed): how many, and where two touch side by side.
    struct Lines
    {
        int count = 0;
        QStringList doubled;
    };
    static std::optional<Lines> verticalLines(const QString &path, int dpi);
    //! Gives the demo event the categories of the prize-list tests: Women and U18.
    bool setPrizeCategories();

    std::unique_ptr<TournamentDocument> m_doc;
    QTemporaryDir m_dir;
};

void tst_PrintDocuments::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_PrintDocuments::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QFile f(QStringLiteral(":/demo/demo.trf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    QVERIFY2(m_doc->importTrf(f.readAll(), QStringLiteral(":memory:"), &error), qPrintable(error));
}

void tst_PrintDocuments::cleanup()
{
    m_doc.reset();
}

bool tst_PrintDocuments::setPrizeCategories()
{
    PlayerCategory women;
    women.name = QStringLiteral("Women");
    women.kind = PlayerCategory::Kind::Women;
    PlayerCategory juniors;
    juniors.name = QStringLiteral("U18");
    juniors.kind = PlayerCategory::Kind::Junior;
    juniors.age = 18;
    return m_doc->setCategories({women, juniors});
}

std::optional<QStringList> tst_PrintDocuments::pdfPages(const QString &path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QStringList();
    // The ligatures pdftotext reports ("ﬁ") become their letters again.
    QString text = QString::fromUtf8(p.readAllStandardOutput());
    for (const auto &[ligature, letters] : {std::pair {u"\uFB00", "ff"}, {u"\uFB01", "fi"},
             {u"\uFB02", "fl"}, {u"\uFB03", "ffi"}, {u"\uFB04", "ffl"}})
        text.replace(QString::fromUtf16(ligature), QLatin1String(letters));
    QStringList pages = text.split(u'\f');
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

std::optional<tst_PrintDocuments::Lines> tst_PrintDocuments::verticalLines(
    const QString &path, int dpi)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (tool.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(tool,
        {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-gray"),
            QStringLiteral("-singlefile"), QStringLiteral("-f"), QStringLiteral("1"),
            QStringLiteral("-l"), QStringLiteral("1"), path});
    Lines lines;
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return lines;
    // A binary PGM: "P5\n<width> <height>\n255\n" and one byte per pixel.
    const QByteArray pgm = p.readAllStandardOutput();
    const QList<QByteArray> head = pgm.left(64).split('\n');
    const int width = head.value(1).split(' ').value(0).toInt();
    const int height = head.value(1).split(' ').value(1).toInt();
    const qsizetype start = head.value(0).size() + head.value(1).size() + head.value(2).size() + 3;
    if (head.value(0) != "P5" || pgm.size() < start + qsizetype(width) * height)
        return lines;
    const auto *pixels = reinterpret_cast<const uchar *>(pgm.constData() + start);
    // A line: dark pixels one above the other for a third of an inch at least (no letter is that
    // tall); a double one: two such runs side by side.
    const int tall = dpi / 3;
    QList<QList<std::pair<int, int>>> runs(width);
    for (int x = 0; x < width; ++x) {
        for (int y = 0; y < height; ++y) {
            const int from = y;
            while (y < height && pixels[qsizetype(y) * width + x] < 200)
                ++y;
            if (y - from >= tall)
                runs[x].append({from, y});
        }
        lines.count += int(runs[x].size());
    }
    for (int x = 0; x + 1 < width; ++x)
        for (const auto &[top, bottom] : runs[x])
            for (const auto &[top2, bottom2] : runs[x + 1])
                if (std::min(bottom, bottom2) - std::max(top, top2) >= tall)
                    lines.doubled.append(
                        QStringLiteral("x %1, y %2-%3").arg(x).arg(top).arg(bottom));
    return lines;
}

void tst_PrintDocuments::pdfText_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("minPages");
    QTest::newRow("pairings by board") << int(Kind::PairingsByBoard) << 7 << "Pairings, round 7"
                                       << QStringList {"Keller, Anna", "5½", "1-0", "Petrov, Ivan",
                                              "zero-point bye (0)", "half-point bye (½)"}
                                       << 1;
    QTest::newRow("pairings alphabetical")
        << int(Kind::PairingsAlphabetical) << 7 << "Pairings, round 7"
        << QStringList {"Bauer, Felix", "Dubois, Julien (11)", "Wagner, Paul"} << 1;
    // Twelve boards, five slips to a page: three pages, each with the header.
    QTest::newRow("result slips") << int(Kind::ResultSlips) << 1 << "Result slips, round 1"
                                  << QStringList {"Board 1", "Board 12", "Signature", "Kral, Jakub"}
                                  << 3;
    QTest::newRow("start list by rating")
        << int(Kind::StartListByRating) << 0 << "Start list by rating"
        << QStringList {"Keller, Anna", "2282", "13818431", "DEN", "24 player(s)"} << 1;
    QTest::newRow("start list alphabetical")
        << int(Kind::StartListAlphabetical) << 0 << "Start list in alphabetical order"
        << QStringList {"Bauer, Felix", "Wagner, Paul", "1515"} << 1;
    QTest::newRow("standings") << int(Kind::Standings) << 0 << "Final standings after round 7"
                               << QStringList {"Keller, Anna", "Tie-breaks:"} << 1;
    QTest::newRow("prize list") << int(Kind::PrizeList) << 0 << "Final prize list after round 7"
                                << QStringList {"Overall standings", "Keller, Anna"} << 1;
    QTest::newRow("cross table") << int(Kind::CrossTable) << 0 << "Final cross table after round 7"
                                 << QStringList {"Keller, Anna", "Silva, Ines"} << 1;
    QTest::newRow("pairing rules")
        << int(Kind::PairingRules) << 0 << "Pairing rules"
        << QStringList {"Swiss system", "Initial ranking", "Acceleration", "Prohibited pairs"} << 1;
    // Every rated player's change, with the regulations' articles.
    QTest::newRow("rating changes")
        << int(Kind::RatingReport) << 0 << "FIDE rating changes after round 7"
        << QStringList {"Rated players", "Keller, Anna", "Expected", "Unrated players",
               "FIDE Rating Regulations (1 March 2024)", "(8.3)", "(8.2)"}
        << 1;
    QTest::newRow("byes and withdrawals")
        << int(Kind::ByesAndWithdrawals) << 0 << "Byes and withdrawals"
        << QStringList {"Round 2", "full-point bye", "Nagy, Eszter", "pairing-allocated bye",
               "Kral, Jakub", "zero-point bye (requested)"}
        << 1;
}

void tst_PrintDocuments::pdfText()
{
    QFETCH(int, kind);
    QFETCH(int, round);
    QFETCH(QString, title);
    QFETCH(QStringList, expected);
    QFETCH(int, minPages);
    // ARBITER_PRINT_PDF_DIR=dir keeps the PDFs (the README's pictures are made from them).
    const QString keep = qEnvironmentVariable("ARBITER_PRINT_PDF_DIR");
    const QString path = (keep.isEmpty() ? m_dir.path() : keep)
        + QStringLiteral("/%1.pdf").arg(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
    ReportScope scope;
    scope.round = round;
    QString error;
    QVERIFY2(PrintDocuments::writePdf(*m_doc, Kind(kind), scope, path, &error), qPrintable(error));
    QVERIFY(QFile(path).size() > 1000);
    const auto pages = pdfPages(path);
    if (!pages)
        QSKIP("pdftotext (poppler-utils, installed by scripts/setup.sh) is missing");
    QVERIFY2(pages->size() >= minPages, qPrintable(QString::number(pages->size())));
    for (int i = 0; i < pages->size(); ++i) {
        const QString &page = pages->at(i);
        for (const QString &header : {QStringLiteral("Arbiter Demo Open"),
                 QStringLiteral("Springfield (FID)"), QStringLiteral("2026-10-03 – 2026-10-06"),
                 QStringLiteral("Chief arbiter: IA Chief Arbiter"), title,
                 QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages->size())})
            QVERIFY2(page.contains(header),
                qPrintable(
                    QStringLiteral("page %1 lacks \"%2\":\n%3").arg(i + 1).arg(header, page)));
    }
    const QString all = pages->join(u'\n');
    for (const QString &s : expected)
        QVERIFY2(all.contains(s), qPrintable(QStringLiteral("\"%1\" missing:\n%2").arg(s, all)));
}

void tst_PrintDocuments::longDocumentsHeaderOnEveryPage_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("round");
    QTest::newRow("standings") << int(Kind::Standings) << 0;
    QTest::newRow("start list") << int(Kind::StartListAlphabetical) << 0;
    QTest::newRow("pairings by board") << int(Kind::PairingsByBoard) << 9;
    QTest::newRow("pairings alphabetical") << int(Kind::PairingsAlphabetical) << 9;
    QTest::newRow("cross table") << int(Kind::CrossTable) << 0;
}

void tst_PrintDocuments::longDocumentsHeaderOnEveryPage()
{
    QFETCH(int, kind);
    QFETCH(int, round);
    // 150 players: every document runs to several pages, each with the header and the table's
    // column heads.
    QFile trf(QStringLiteral(GENERATED_TRF_DIR "/gen_unrated_150p_9r_s204.trf"));
    QVERIFY(trf.open(QIODevice::ReadOnly));
    TournamentDocument big;
    QString error;
    QVERIFY2(big.importTrf(trf.readAll(), QStringLiteral(":memory:"), &error), qPrintable(error));
    ReportScope scope;
    scope.round = round;
    const QString path = m_dir.filePath(QStringLiteral("long%1.pdf").arg(kind));
    QVERIFY2(PrintDocuments::writePdf(big, Kind(kind), scope, path, &error), qPrintable(error));
    const auto pages = pdfPages(path);
    if (!pages)
        QSKIP("pdftotext (poppler-utils, installed by scripts/setup.sh) is missing");
    QVERIFY2(pages->size() >= 2, qPrintable(QString::number(pages->size())));
    const QString title = PrintDocuments::title(big, Kind(kind), scope);
    const QString name = big.tournament().name;
    QVERIFY(!name.isEmpty());
    for (int i = 0; i < pages->size(); ++i) {
        const QString &page = pages->at(i);
        QVERIFY2(page.contains(name) && page.contains(title)
                && page.contains(QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages->size())),
            qPrintable(QStringLiteral("page %1:\n%2").arg(i + 1).arg(page)));
    }
}

void tst_PrintDocuments::boardsInRoundsTabOrder()
{
    ReportScope scope;
    scope.round = 7;
    const QString html = PrintDocuments::html(*m_doc, Kind::PairingsByBoard, scope);
    // The boards follow the Rounds tab (PairingsModel::rows()), whatever order it uses.
    PairingsModel model(m_doc.get());
    model.setRound(7);
    const Tournament &t = m_doc->tournament();
    qsizetype at = 0;
    int board = 0;
    for (const PairingsModel::Row &r : model.rows()) {
        if (r.black == 0)
            continue;
        ++board;
        const QString white = t.players[t.indexOf(r.white)].name.toHtmlEscaped();
        const QString black = t.players[t.indexOf(r.black)].name.toHtmlEscaped();
        const qsizetype w = html.indexOf(white, at);
        QVERIFY2(w > at, qPrintable(white));
        QVERIFY2(html.lastIndexOf(QStringLiteral(">%1<").arg(board), w) > at,
            qPrintable(QStringLiteral("board %1 before %2").arg(board).arg(white)));
        at = html.indexOf(black, w);
        QVERIFY2(at > w, qPrintable(black));
    }
    QCOMPARE(board, 10);
    // Board 1: Keller (5½ before the round) beat Petrov (4).
    const QString first = html.mid(html.indexOf(QStringLiteral("Keller, Anna")) - 200, 700);
    QVERIFY2(first.contains(QStringLiteral(">5½<")) && first.contains(QStringLiteral(">4<"))
            && first.contains(QStringLiteral(">1-0<")) && first.contains(QStringLiteral("Petrov")),
        qPrintable(first));
    // A round not paired says so.
    scope.round = 8;
    QVERIFY(PrintDocuments::html(*m_doc, Kind::PairingsByBoard, scope)
                .contains(QStringLiteral("Round 8 is not paired.")));
}

void tst_PrintDocuments::alphabeticalPairings()
{
    ReportScope scope;
    scope.round = 7;
    const QString html = PrintDocuments::html(*m_doc, Kind::PairingsAlphabetical, scope);
    // Every player once, by name.
    QStringList names;
    for (const Player &p : m_doc->tournament().players)
        names.append(p.name);
    std::sort(names.begin(), names.end(),
        [](const QString &a, const QString &b) { return QString::localeAwareCompare(a, b) < 0; });
    qsizetype at = 0;
    for (const QString &n : std::as_const(names)) {
        const qsizetype i = html.indexOf(n.toHtmlEscaped() + QStringLiteral("</td>"), at);
        QVERIFY2(i >= at, qPrintable(n));
        at = i;
    }
    // Bauer (17) has White on board 7 against Dubois (11) and drew; 2½ points before.
    const qsizetype bauer = html.indexOf(QStringLiteral("Bauer, Felix</td>"));
    const QString row = html.mid(bauer, html.indexOf(QStringLiteral("</tr>"), bauer) - bauer);
    for (const QString &s : {QStringLiteral(">17<"), QStringLiteral(">2½<"), QStringLiteral(">7<"),
             QStringLiteral(">White<"), QStringLiteral("Dubois, Julien (11)"),
             QStringLiteral(">½<")})
        QVERIFY2(row.contains(s), qPrintable(s + QStringLiteral(" in ") + row));
    // Martin (19) had a requested half-point bye.
    const qsizetype martin = html.indexOf(QStringLiteral("Martin, Hugo</td>"));
    QVERIFY(html.mid(martin, 400).contains(QStringLiteral("half-point bye (½)")));
}

void tst_PrintDocuments::resultSlipPerBoard()
{
    ReportScope scope;
    scope.round = 1;
    const QString html = PrintDocuments::html(*m_doc, Kind::ResultSlips, scope);
    for (int b = 1; b <= 12; ++b)
        QVERIFY(html.contains(QStringLiteral("Board %1<").arg(b)));
    QVERIFY(!html.contains(QStringLiteral("Board 13<")));
    QCOMPARE(html.count(QStringLiteral("Signature")), 24);
    QCOMPARE(html.count(QStringLiteral("page-break-before")), 2);
    // Board 1: Keller with White against Costa.
    const QString slip = html.mid(html.indexOf(QStringLiteral("Board 1<")), 900);
    QVERIFY(
        slip.indexOf(QStringLiteral("Keller, Anna")) < slip.indexOf(QStringLiteral("Costa, Rui")));
}

void tst_PrintDocuments::byesAndWithdrawals()
{
    QVERIFY(m_doc->setWithdrawal(16, 6));
    const QString html = PrintDocuments::html(*m_doc, Kind::ByesAndWithdrawals, {});
    auto section = [&html](int round) {
        const qsizetype from = html.indexOf(QStringLiteral("Round %1</h3>").arg(round));
        const qsizetype to = html.indexOf(QStringLiteral("<h3>"), from + 1);
        return html.mid(from, to < 0 ? -1 : to - from);
    };
    const QString r2 = section(2);
    QVERIFY2(r2.contains(QStringLiteral("Nagy, Eszter"))
            && r2.contains(QStringLiteral("Berg, Sofie"))
            && r2.contains(QStringLiteral("Kral, Jakub"))
            && r2.contains(QStringLiteral("Moreau, Claire")),
        qPrintable(r2));
    QVERIFY(r2.contains(QStringLiteral("pairing-allocated bye")));
    QVERIFY(r2.contains(QStringLiteral("half-point bye (requested)")));
    QVERIFY(!r2.contains(QStringLiteral("Keller")));
    QVERIFY(section(6).contains(QStringLiteral("Ivanova, Daria</td>")));
    QVERIFY(section(6).contains(QStringLiteral("withdrawn")));
    // After the withdrawal round she is not listed again.
    QVERIFY(!section(7).contains(QStringLiteral("Ivanova")));
    QVERIFY(section(7).contains(QStringLiteral("Martin, Hugo")));
    QVERIFY(!html.contains(QStringLiteral("Round 1</h3>")));
}

void tst_PrintDocuments::pairingRulesPrinted()
{
    // FIDE's program checklist G46: the detailed rules of an acceleration other than Baku can
    // be printed. Virtual points set by the arbiter: players 1-8 carry 1 point in rounds 1-2
    // and ½ in round 3 (250 records), player 20 ½ in round 2 (XXA); 3 and 7 must not meet in
    // rounds 1-3.
    PairingRules rules;
    rules.ranges = {{Fixed(), Fixed::fromInt(1), 1, 2, 1, 8}, {Fixed(), Fixed::half(), 3, 3, 1, 8}};
    rules.perPlayer.insert(20, {Fixed(), Fixed::half()});
    ProhibitedGroup g;
    g.firstRound = 1;
    g.lastRound = 3;
    g.players = {3, 7};
    rules.prohibited = {g};
    QVERIFY(m_doc->setPairingRules(rules));
    const QString html = PrintDocuments::html(*m_doc, Kind::PairingRules, {});
    const Tournament &t = m_doc->tournament();
    QVERIFY2(html.contains(u"Virtual points set by the arbiter"), qPrintable(html));
    QVERIFY(html.contains(u"never count in the standings"));
    // Each accelerated round, the most points first; no row for a round without any.
    const QRegularExpression rows(
        QStringLiteral("<tr><td[^>]*>(\\d+)</td><td[^>]*>([^<]*)</td><td[^>]*>([^<]*)</td></tr>"));
    QStringList found;
    for (auto it = rows.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        found << m.captured(1) + u' ' + m.captured(2) + u' ' + m.captured(3);
    }
    QCOMPARE(found, QStringList({"1 1 1–8", "2 1 1–8", "2 ½ 20", "3 ½ 1–8"}));
    const QString three = QStringLiteral("3 %1; 7 %2")
                              .arg(t.players[t.indexOf(3)].name, t.players[t.indexOf(7)].name);
    QVERIFY2(html.contains(three.toHtmlEscaped()), qPrintable(html));
    QVERIFY(html.contains(u"rounds 1–3"));
    QVERIFY(html.contains(u"Swiss system, FIDE Dutch system"));
    QVERIFY(html.contains(u"The players are ranked by rating"));

    // Baku: its rules in words and the points it gives; none at all: said so.
    rules = {};
    rules.baku = true;
    QVERIFY(m_doc->setPairingRules(rules));
    const QString baku = PrintDocuments::html(*m_doc, Kind::PairingRules, {});
    QVERIFY2(baku.contains(u"Baku acceleration (C.04.7)"), qPrintable(baku));
    QVERIFY(baku.contains(u"1–12")); // 24 players: group A is 2 x 6
    QVERIFY(baku.contains(u"Prohibited pairs</h3><p>None."));
    QVERIFY(m_doc->setPairingRules({}));
    QVERIFY(PrintDocuments::html(*m_doc, Kind::PairingRules, {})
                .contains(u"None: the players are paired on their points."));
    QVERIFY(PrintDocuments::available(*m_doc).contains(Kind::PairingRules));
}

// The wall standings after a withdrawal, in German: "(zurückgezogen ab Runde 6)" beside a long
// name widened the name column, 7.5 printed as "7." over "5" and a rating 2468 as "246" over
// "8". Laid out on the A4 page: no cell of numbers and no column header takes two lines.
void tst_PrintDocuments::wallStandingsNumbersNeverWrap()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/arbiter_de")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    // English again for the tests after this one, whatever happens here.
    const auto restore = qScopeGuard([&] {
        QLocale::setDefault(before);
        QCoreApplication::removeTranslator(&german);
    });
    QVERIFY(m_doc->setWithdrawal(16, 6));
    Player longName = m_doc->tournament().players[15];
    longName.name = QStringLiteral("Vandenberghe-Wolkenstein, Maria-Theresia Annunziata");
    QVERIFY(m_doc->setPlayer(longName));
    for (const Kind kind : {Kind::Standings, Kind::CrossTable}) {
        QTextDocument doc;
        doc.setHtml(PrintDocuments::html(*m_doc, kind, {}));
        // The text width of an A4 page in the reports' margins (12 mm each side), in points.
        const qreal width = (kind == Kind::CrossTable ? 842.0 : 595.0) - 2 * 34.0;
        doc.setPageSize(QSizeF(width, 10000));
        doc.size(); // lays the document out
        int tables = 0, checked = 0;
        static const QRegularExpression number(QStringLiteral("^[-–+]?[0-9.,½]+$"));
        for (QTextFrame *frame : doc.rootFrame()->childFrames()) {
            auto *table = qobject_cast<QTextTable *>(frame);
            if (!table)
                continue;
            ++tables;
            for (int r = 0; r < table->rows(); ++r) {
                for (int c = 0; c < table->columns(); ++c) {
                    const QTextTableCell cell = table->cellAt(r, c);
                    QTextCursor cursor = cell.firstCursorPosition();
                    cursor.setPosition(
                        cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
                    const QString text = cursor.selectedText().trimmed();
                    const bool header = r == 0 && tables == 1;
                    if (!header && !number.match(text).hasMatch())
                        continue;
                    const QTextBlock block = cell.firstCursorPosition().block();
                    ++checked;
                    QVERIFY2(block.layout()->lineCount() == 1,
                        qPrintable(QStringLiteral("%1: row %2, column %3: \"%4\" takes %5 lines")
                                       .arg(PrintDocuments::name(kind))
                                       .arg(r)
                                       .arg(c)
                                       .arg(text)
                                       .arg(block.layout()->lineCount())));
                }
            }
        }
        QVERIFY(tables > 0);
        QVERIFY(checked > 100);
    }
}

void tst_PrintDocuments::scopeLimitsPlayers()
{
    // What a category will pass: the start numbers it holds and its title.
    ReportScope scope;
    scope.players = {4, 7, 8};
    scope.title = QStringLiteral("Women");
    const QString list = PrintDocuments::html(*m_doc, Kind::StartListByRating, scope);
    QVERIFY(list.contains(QStringLiteral("Moreau, Claire")));
    QVERIFY(list.contains(QStringLiteral("Garcia, Lucia")));
    QVERIFY(!list.contains(QStringLiteral("Keller, Anna")));
    QVERIFY(list.contains(QStringLiteral("3 player(s)")));
    const QString standings = PrintDocuments::html(*m_doc, Kind::Standings, scope);
    QVERIFY(standings.contains(QStringLiteral("Jansen, Lotte")));
    QVERIFY(!standings.contains(QStringLiteral("Novak, Tomas")));
    QCOMPARE(PrintDocuments::title(*m_doc, Kind::Standings, scope),
        QStringLiteral("Final standings after round 7 – Women"));
}

void tst_PrintDocuments::prizeListPerCategory()
{
    // The overall standings and each category's, places within the category and the
    // overall place beside, the first N places of each, the header and page numbers everywhere.
    QVERIFY(setPrizeCategories());
    ReportScope scope;
    scope.places = 3;
    const QString keep = qEnvironmentVariable("ARBITER_PRINT_PDF_DIR");
    const QString path
        = (keep.isEmpty() ? m_dir.path() : keep) + QStringLiteral("/prize-list-categories.pdf");
    QString error;
    QVERIFY2(
        PrintDocuments::writePdf(*m_doc, Kind::PrizeList, scope, path, &error), qPrintable(error));
    const auto pages = pdfPages(path);
    if (!pages)
        QSKIP("pdftotext (poppler-utils, installed by scripts/setup.sh) is missing");
    QVERIFY(!pages->isEmpty());
    for (int i = 0; i < pages->size(); ++i)
        for (const QString &header :
            {QStringLiteral("Arbiter Demo Open"), QStringLiteral("Final prize list after round 7"),
                QStringLiteral("Page %1 of %2").arg(i + 1).arg(pages->size())})
            QVERIFY2(pages->at(i).contains(header), qPrintable(pages->at(i)));
    const QString all = pages->join(u'\n');
    // One section per list, in order: overall, then the categories as defined.
    const qsizetype overallAt = all.indexOf(QStringLiteral("Overall standings"));
    const qsizetype womenAt = all.indexOf(QRegularExpression(QStringLiteral("\n\\s*Women\\s*\n")));
    const qsizetype juniorsAt = all.indexOf(QRegularExpression(QStringLiteral("\n\\s*U18\\s*\n")));
    QVERIFY2(overallAt >= 0 && overallAt < womenAt && womenAt < juniorsAt, qPrintable(all));
    const QString overall = all.mid(overallAt, womenAt - overallAt);
    const QString inWomen = all.mid(womenAt, juniorsAt - womenAt);
    const QString inJuniors = all.mid(juniorsAt);
    // A printed row: place, name, federation, rating, points (and the overall place).
    auto row = [](const QString &text, const QString &pattern) {
        return QRegularExpression(
            QStringLiteral("(^|\n)\\s*") + pattern + QStringLiteral("\\s*(\n|$)"))
            .match(text)
            .hasMatch();
    };
    QVERIFY2(row(overall, QStringLiteral("1\\s+Keller, Anna\\s+DEN\\s+2282\\s+6½")),
        qPrintable(overall));
    QVERIFY2(overall.contains(QStringLiteral("Novak, Tomas")), qPrintable(overall));
    QVERIFY2(overall.contains(QStringLiteral("Kowalski, Piotr")), qPrintable(overall));
    QVERIFY2(!overall.contains(QStringLiteral("Moreau")), qPrintable(overall)); // 4th: no prize
    // Women: places within the category, the overall place last.
    QVERIFY2(row(inWomen, QStringLiteral("1\\s+Keller, Anna\\s+DEN\\s+2282\\s+6½\\s+1")),
        qPrintable(inWomen));
    QVERIFY2(row(inWomen, QStringLiteral("2\\s+Moreau, Claire\\s+SWE\\s+2066\\s+4½\\s+4")),
        qPrintable(inWomen));
    QVERIFY2(!inWomen.contains(QStringLiteral("Novak")), qPrintable(inWomen));
    QVERIFY2(!inWomen.contains(QStringLiteral("Silva, Ines")), qPrintable(inWomen));
    // U18 by birth year (2008 or later in 2026): three players, so all three.
    QVERIFY2(inJuniors.contains(QStringLiteral("born 2008 or later")), qPrintable(inJuniors));
    QVERIFY2(row(inJuniors, QStringLiteral("1\\s+Horvath, Bela\\s+UKR\\s+1926\\s+4½\\s+5")),
        qPrintable(inJuniors));
    QVERIFY2(row(inJuniors, QStringLiteral("2\\s+Bauer, Felix\\s+SRB\\s+1792\\s+3\\s+\\d+")),
        qPrintable(inJuniors));
    QVERIFY2(row(inJuniors, QStringLiteral("3\\s+Fischer, Jonas\\s+HUN\\s+1807\\s+2½\\s+\\d+")),
        qPrintable(inJuniors));
    QVERIFY2(!inJuniors.contains(QStringLiteral("Keller")), qPrintable(inJuniors));

    // The dialog: the places box applies to the prize list only.
    PrintDialog dialog(m_doc.get(), 1);
    dialog.setKind(Kind::PrizeList);
    QCOMPARE(dialog.kind(), Kind::PrizeList);
    QVERIFY(dialog.placesBox()->isEnabled());
    QVERIFY(!dialog.roundBox()->isEnabled());
    dialog.placesBox()->setValue(5);
    QCOMPARE(dialog.scope().places, 5);
    dialog.placesBox()->setValue(0); // all
    QCOMPARE(dialog.placesBox()->text(), QStringLiteral("all"));
    const QString everyone = PrintDocuments::html(*m_doc, Kind::PrizeList, dialog.scope());
    QVERIFY(everyone.contains(QStringLiteral("Silva, Ines")));
    dialog.setKind(Kind::Standings);
    QVERIFY(!dialog.placesBox()->isEnabled());
    QCOMPARE(dialog.scope().places, 0);
}

// The lines between the columns of the prize list are single, as in the other tables, at the
// resolutions a screen shows a page at: a category's table drew a double one between Name and
// Fed. at 60 dpi.
void tst_PrintDocuments::prizeListLinesSingle()
{
    QVERIFY(setPrizeCategories());
    ReportScope scope;
    scope.places = 3;
    const QString path = m_dir.filePath(QStringLiteral("prize-list-lines.pdf"));
    QString error;
    QVERIFY2(
        PrintDocuments::writePdf(*m_doc, Kind::PrizeList, scope, path, &error), qPrintable(error));
    for (const int dpi : {50, 60, 72, 80, 96, 100}) {
        const auto lines = verticalLines(path, dpi);
        if (!lines)
            QSKIP("pdftoppm (poppler-utils, installed by scripts/setup.sh) is missing");
        // Three tables: 6 lines, then 7 and 7 (a few may be too light to count at some sizes).
        QVERIFY2(lines->count >= 13, qPrintable(QStringLiteral("%1 dpi").arg(dpi)));
        QVERIFY2(lines->doubled.isEmpty(),
            qPrintable(QStringLiteral("%1 dpi: %2")
                           .arg(dpi)
                           .arg(lines->doubled.join(QStringLiteral("; ")))));
    }
}

void tst_PrintDocuments::printoutsInTheUsersLanguage()
{
    // The lists, the pairings and the page footer use the translation contexts the catalogues
    // hold them under (they printed in English in every language).
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/arbiter_de")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    ReportScope scope;
    const QString list = PrintDocuments::html(*m_doc, Kind::StartListByRating, scope);
    scope.round = 7;
    const QString pairings = PrintDocuments::html(*m_doc, Kind::PairingsByBoard, scope);
    const QString path = m_dir.filePath(QStringLiteral("german.pdf"));
    QString error;
    QVERIFY2(PrintDocuments::writePdf(*m_doc, Kind::StartListByRating, {}, path, &error),
        qPrintable(error));
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(list.contains(QStringLiteral(">Nr.<")), qPrintable(list));
    QVERIFY2(pairings.contains(QStringLiteral("nullpunktiges Freilos (0)")), qPrintable(pairings));
    const auto pages = pdfPages(path);
    if (!pages)
        QSKIP("pdftotext (poppler-utils, installed by scripts/setup.sh) is missing");
    QVERIFY2(
        pages->value(0).contains(QStringLiteral("Seite 1 von 1")), qPrintable(pages->value(0)));
}

void tst_PrintDocuments::dialogWritesPdfWithExtension()
{
    PrintDialog dialog(m_doc.get(), 3);
    QCOMPARE(dialog.list()->count(), 11);
    QCOMPARE(dialog.roundBox()->value(), 3);
    QCOMPARE(dialog.roundBox()->maximum(), 7);
    QVERIFY(dialog.roundBox()->isEnabled());
    // Arrow keys choose the document; the round applies to pairing documents only.
    QTest::keyClick(dialog.list(), Qt::Key_Down);
    QCOMPARE(dialog.kind(), Kind::PairingsAlphabetical);
    QCOMPARE(dialog.scope().round, 3);
    dialog.setKind(Kind::StartListByRating);
    QVERIFY(!dialog.roundBox()->isEnabled());
    QCOMPARE(dialog.scope().round, 0);
    dialog.setKind(Kind::PairingsByBoard);
    QString suggested;
    const QString base = m_dir.filePath(QStringLiteral("pairings"));
    dialog.setFileNameProvider([&](const QString &s) {
        suggested = s;
        return base;
    });
    QCOMPARE(dialog.savePdf(), base + QStringLiteral(".pdf"));
    QCOMPARE(suggested, QStringLiteral("Arbiter Demo Open - Pairings, round 3.pdf"));
    QVERIFY(QFile(base + QStringLiteral(".pdf")).size() > 1000);
    dialog.setFileNameProvider([](const QString &) { return QString(); });
    QCOMPARE(dialog.savePdf(), QString());
}

void tst_PrintDocuments::unwritablePdfReported()
{
    PrintDialog dialog(m_doc.get(), 1);
    QStringList failures;
    connect(&dialog, &PrintDialog::failed, this, [&](const QString &m) { failures.append(m); });
    const QString path = m_dir.filePath(QStringLiteral("missing/x.pdf"));
    dialog.setFileNameProvider([&](const QString &) { return path; });
    QCOMPARE(dialog.savePdf(), QString());
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures[0].contains(path), qPrintable(failures[0]));
}

void tst_PrintDocuments::ctrlPOpensDialogOnShownRound()
{
    // The window: File > Print documents has Ctrl+P and opens on the round the Rounds tab shows.
    MainWindow window;
    QVERIFY(window.openDemo());
    window.roundsWidget()->setRound(5);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *action = window.findChild<QAction *>(QStringLiteral("printDocumentsAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Print));
    int round = 0;
    int documents = 0;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<PrintDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        round = dialog->roundBox()->value();
        documents = dialog->list()->count();
        dialog->reject();
    });
    QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier);
    QCOMPARE(round, 5);
    QCOMPARE(documents, 11);
}

void tst_PrintDocuments::standingsAndCrossTableAfterAnyRound()
{
    // The standings and the cross table print after any round, as they stood then, and the
    // cross table carries a column per tie-break of the list in force.
    QVERIFY(m_doc->setWithdrawal(16, 6));
    const Tournament &t = m_doc->tournament();
    StandingsOptions options;
    options.tieBreaks = m_doc->tieBreakList();
    options.rounds = 3;
    const Standings after3 = computeStandings(t, options);
    QVERIFY(after3.rows.first().points != m_doc->standings().rows.first().points);

    PrintDialog dialog(m_doc.get(), 3);
    dialog.setKind(Kind::Standings);
    QVERIFY(dialog.roundBox()->isEnabled());
    QCOMPARE(dialog.scope().round, 3);
    QCOMPARE(PrintDocuments::title(*m_doc, Kind::Standings, dialog.scope()),
        QStringLiteral("Standings after round 3"));
    const QString standings = PrintDocuments::html(*m_doc, Kind::Standings, dialog.scope());
    const Player &leader = t.players[after3.rows.first().playerIndex];
    const QString leaderRow = QStringLiteral(">%1</td>").arg(leader.name.toHtmlEscaped());
    QVERIFY2(standings.contains(leaderRow), qPrintable(leader.name));
    QVERIFY2(
        standings.contains(QStringLiteral(">%1</td>").arg(localeText(after3.rows.first().points))),
        qPrintable(standings));
    // Player 16 withdrew from round 6: not yet after round 3, marked in the final standings.
    QVERIFY(!standings.contains(QStringLiteral("withdrawn")));
    QVERIFY(
        PrintDocuments::html(*m_doc, Kind::Standings, {}).contains(QStringLiteral("withdrawn")));

    dialog.setKind(Kind::CrossTable);
    QVERIFY(dialog.roundBox()->isEnabled());
    QCOMPARE(PrintDocuments::title(*m_doc, Kind::CrossTable, dialog.scope()),
        QStringLiteral("Cross table after round 3"));
    const QString cross = PrintDocuments::html(*m_doc, Kind::CrossTable, dialog.scope());
    QVERIFY(cross.contains(QStringLiteral(">R3</th>")));
    QVERIFY(!cross.contains(QStringLiteral(">R4</th>")));
    // The final cross table: every round, then the tie-breaks with the standings' values.
    const QString final = PrintDocuments::html(*m_doc, Kind::CrossTable, {});
    QCOMPARE(PrintDocuments::title(*m_doc, Kind::CrossTable, {}),
        QStringLiteral("Final cross table after round 7"));
    QVERIFY(final.contains(QStringLiteral(">R7</th>")));
    const Standings &now = m_doc->standings();
    QVERIFY(!now.tieBreaks.isEmpty());
    const QString firstRow = final.mid(final.indexOf(QStringLiteral("<tbody>")));
    const QString row = firstRow.left(firstRow.indexOf(QStringLiteral("</tr>")));
    for (int k = 0; k < now.tieBreaks.size(); ++k) {
        QVERIFY2(
            final.contains(QStringLiteral(">%1</th>").arg(now.tieBreaks[k].text.toHtmlEscaped())),
            qPrintable(now.tieBreaks[k].text));
        QVERIFY2(row.contains(QStringLiteral(">%1</td>")
                                  .arg(RankingTableModel::tieBreakText(now, now.rows.first(), k))),
            qPrintable(row));
    }
}

QTEST_MAIN(tst_PrintDocuments)
void tst_PrintDocuments::teamDocuments()
{
    // A team Swiss of eight 4-board teams, rounds 1-2 played and round 3 paired: the team
    // pairings list the matches (the team with White on board 1 first, points before the
    // round, the score once there are results), and the match cards give each board with its
    // players and colours for the captains.
    TeamGeneratorOptions o;
    o.teams = 8;
    o.rounds = 5;
    o.seed = 12;
    const GeneratedTournament g = generateTeamTournament(o);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    Tournament t = g.tournament;
    for (Player &p : t.players)
        p.rounds.resize(2);
    const TeamPairingResult third = pairSwissTeamRound(t, 3);
    QVERIFY2(third.ok(), qPrintable(third.error));
    setTeamRound(t, 3, third.matches);
    TournamentDocument doc;
    QString error;
    QVERIFY2(doc.importTrf(writeTrf(t), QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY(PrintDocuments::available(doc).contains(Kind::MatchCards));
    QVERIFY(!PrintDocuments::available(*m_doc).contains(Kind::MatchCards));
    ReportScope scope;
    scope.round = 3;
    const QString list = PrintDocuments::html(doc, Kind::TeamPairings, scope);
    QVERIFY2(list.contains(QStringLiteral("White on board 1")), qPrintable(list));
    for (const TeamMatch &m : third.matches) {
        const QString white
            = QStringLiteral("Team %1 (%2)").arg(m.white, 3, 10, QLatin1Char('0')).arg(m.white);
        QVERIFY2(list.contains(white), qPrintable(white));
    }
    // The first row is the engine's first match, White's team first.
    const QString first = QStringLiteral("Team %1 (%2)")
                              .arg(third.matches[0].white, 3, 10, QLatin1Char('0'))
                              .arg(third.matches[0].white);
    const QString second = QStringLiteral("Team %1 (%2)")
                               .arg(third.matches[0].black, 3, 10, QLatin1Char('0'))
                               .arg(third.matches[0].black);
    QVERIFY(list.indexOf(first) < list.indexOf(second));
    QVERIFY(!list.contains(QStringLiteral(" : ")));
    // Round 2 has results: each match's score.
    scope.round = 2;
    QVERIFY(PrintDocuments::html(doc, Kind::TeamPairings, scope).contains(QStringLiteral(" : ")));
    scope.round = 3;
    const QString cards = PrintDocuments::html(doc, Kind::MatchCards, scope);
    QCOMPARE(int(cards.count(QStringLiteral("Match score:"))), 4);
    QCOMPARE(int(cards.count(QStringLiteral("Captain of "))), 8);
    // Every player of the round with his number, on his board.
    for (const Player &p : doc.tournament().players)
        if (p.rounds.size() >= 3 && p.rounds[2].opponent > 0)
            QVERIFY2(cards.contains(
                         QStringLiteral("%1 (%2 · %3)").arg(p.name).arg(p.startNo).arg(p.rating)),
                qPrintable(p.name));
    scope.round = 4;
    QVERIFY(PrintDocuments::html(doc, Kind::MatchCards, scope)
                .contains(QStringLiteral("Round 4 is not paired.")));
    // The PDF: two cards to a page.
    scope.round = 3;
    const QString keep = qEnvironmentVariable("ARBITER_PRINT_PDF_DIR");
    const QString path
        = (keep.isEmpty() ? m_dir.path() : keep) + QStringLiteral("/match-cards.pdf");
    QVERIFY2(
        PrintDocuments::writePdf(doc, Kind::MatchCards, scope, path, &error), qPrintable(error));
    const auto pages = pdfPages(path);
    if (!pages)
        QSKIP("pdftotext (poppler-utils, installed by scripts/setup.sh) is missing");
    QCOMPARE(int(pages->size()), 2);
    QVERIFY(pages->at(0).contains(QStringLiteral("Match cards, round 3")));
    QVERIFY(pages->at(1).contains(QStringLiteral("Match 3")));
    const QString listPath
        = (keep.isEmpty() ? m_dir.path() : keep) + QStringLiteral("/team-pairings.pdf");
    QVERIFY2(PrintDocuments::writePdf(doc, Kind::TeamPairings, scope, listPath, &error),
        qPrintable(error));
    const auto listPages = pdfPages(listPath);
    QVERIFY(listPages && listPages->size() == 1);
    QVERIFY(listPages->at(0).contains(QStringLiteral("Team pairings, round 3")));
}

#include "tst_printdocuments.moc"
