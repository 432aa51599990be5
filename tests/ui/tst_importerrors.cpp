// SPDX-License-Identifier: GPL-3.0-or-later
// Every way a TRF import in the app can fail is reported with the file and a cause (never an
// empty one), and leaves no tournament file behind.
#include "mainwindow.h"
#include "pairing/generator.h"
#include "tournamentdocument.h"
#include "trf/trf.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace arb;

class tst_ImportErrors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void causeNamed_data();
    void causeNamed();
    void documentCauseNamed();
    void unusableTieBreakListWarned();
    void roundsCheckedOnImport();
    void announcedByesRequested();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_tournaments; //!< where imports go (MainWindow::importTarget)
};

void tst_ImportErrors::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_ImportErrors::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_tournaments = QFileInfo(MainWindow::importTarget(QStringLiteral("x.trf"))).absolutePath();
    QFile::remove(m_tournaments);
    QDir(m_tournaments).removeRecursively();
}

void tst_ImportErrors::cleanup()
{
    QFile::remove(m_tournaments);
    QDir(m_tournaments).removeRecursively();
    m_dir.reset();
}

void tst_ImportErrors::causeNamed_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected"); //!< words of the cause
    QTest::newRow("missing file") << QStringLiteral("missing") << QStringLiteral("No such file");
    QTest::newRow("a folder named .trf") << QStringLiteral("folder") << QStringLiteral("directory");
    QTest::newRow("empty file") << QStringLiteral("empty") << QStringLiteral("no player records");
    QTest::newRow("binary garbage")
        << QStringLiteral("garbage") << QStringLiteral("no player records");
    QTest::newRow("a bad player line")
        << QStringLiteral("bad line") << QStringLiteral("line 1, column 5");
    QTest::newRow("unreadable file")
        << QStringLiteral("unreadable") << QStringLiteral("Permission denied");
    QTest::newRow("an opponent not in the file")
        << QStringLiteral("opponent") << QStringLiteral("opponent 99 has no 001 record");
    QTest::newRow("a start number twice")
        << QStringLiteral("start twice") << QStringLiteral("start number 1 is used again");
    QTest::newRow("import folder cannot be made")
        << QStringLiteral("no folder") << QStringLiteral("the folder for imported tournaments");
}

//! Returns a TRF 001 line for player \a startNo with FIDE id \a fideId and \a rounds (columns 92-).
static QByteArray player(int startNo, const char *fideId, const char *rounds)
{
    QByteArray line(91, ' ');
    line.replace(0, 3, "001");
    line.replace(4, 4, QByteArray::number(startNo).rightJustified(4));
    line.replace(14, 10, (QByteArray("Player ") + QByteArray::number(startNo)).leftJustified(10));
    line.replace(48, 4, "2000");
    line.replace(57, 11, QByteArray(fideId).rightJustified(11));
    return (line + QByteArray(rounds)).trimmed() + '\n';
}

// The message names the TRF file and says why, after the file's name.
void tst_ImportErrors::causeNamed()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QString path = m_dir->filePath(QStringLiteral("event.trf"));
    const QByteArray good = "012 Club Open\n"
                            "001    1      Alpha, Ann                        2100"
                            "                         0.0    1\n";
    QByteArray content = good;
    if (kind == u"folder") {
        QVERIFY(QDir().mkpath(path));
    } else if (kind != u"missing") {
        if (kind == u"empty")
            content.clear();
        else if (kind == u"garbage")
            content = QByteArray("\x00\x01\xff\xfe SQLite format 3\x00\x10", 22).repeated(50);
        else if (kind == u"bad line")
            content = "001 xx\n";
        else if (kind == u"opponent")
            content = "012 Club Open\n" + player(1, "12345", "  99 w 1") + player(2, "12346", "");
        else if (kind == u"start twice")
            content = "012 Club Open\n" + player(1, "12345", "") + player(1, "12346", "");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        if (kind == u"unreadable") {
            if (::geteuid() == 0)
                QSKIP("root reads any file");
            QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        } else if (kind == u"no folder") {
            // The folder imports go to cannot be made: a file is in its place.
            QVERIFY(QDir().mkpath(QFileInfo(m_tournaments).absolutePath()));
            QFile block(m_tournaments);
            QVERIFY(block.open(QIODevice::WriteOnly));
        }
    }
    MainWindow window;
    QStringList messages;
    window.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    QVERIFY(!window.openPath(path));
    QCOMPARE(messages.size(), 1);
    const QString &m = messages.first();
    const qsizetype at = m.indexOf(path);
    QVERIFY2(at >= 0, qPrintable(m));
    // The cause: something to read after "FILE: ".
    const QString cause = m.mid(at + path.size()).section(u':', 1).trimmed();
    QVERIFY2(!cause.isEmpty(), qPrintable(m));
    QVERIFY2(m.contains(expected), qPrintable(m));
    QVERIFY2(!QDir(m_tournaments).exists()
            || QDir(m_tournaments).entryList(QDir::Files | QDir::Hidden).isEmpty(),
        qPrintable(QDir(m_tournaments).entryList(QDir::Files | QDir::Hidden).join(u' ')));
}

// The document's own import error names the target and the cause too.
void tst_ImportErrors::documentCauseNamed()
{
    TournamentDocument doc;
    QString error;
    const QString target = m_dir->filePath(QStringLiteral("in/a/folder/that/is/not/there.arbiter"));
    QVERIFY(!doc.importTrf("012 x\n001    1      Alpha, Ann\n", target, &error));
    QVERIFY2(error.contains(target), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
}

// A TRF whose tie-break list does not parse is imported without it; the window says so under
// the TRF's name, with the line, and the event's list is the default.
void tst_ImportErrors::unusableTieBreakListWarned()
{
    const QString path = m_dir->filePath(QStringLiteral("list.trf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("012 Club Open\n202 BH/C1,FOO\n" + player(1, "12345", "") + player(2, "12346", ""));
    f.close();
    MainWindow window;
    QStringList messages;
    window.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    QVERIFY(window.openPath(path));
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages[0].startsWith(path + QStringLiteral(" was imported into "))
            && messages[0].contains(QStringLiteral("line 2: the tie-break list \"BH/C1 FOO\"")),
        qPrintable(messages[0]));
    QVERIFY(window.document()->tournament().tieBreaks.isEmpty());
}

// C.02 C28, C29: a TRF imported into the app has every round paired again by the system it
// names. A round the rules would not give is shown with the engine's boards; Cancel imports
// nothing, "Import as it is" keeps the file's round and records it as "### Import @ Round n",
// which the exported rating report carries. A file whose rounds agree is imported without a
// question.
void tst_ImportErrors::roundsCheckedOnImport()
{
    GeneratorOptions o;
    o.players = 12;
    o.rounds = 4;
    o.seed = 3;
    const GeneratedTournament g = generateTournament(o);
    QVERIFY(g.error.isEmpty());
    Tournament turned = g.tournament;
    // Round 4's first board turned round: White becomes Black.
    int white = 0, black = 0;
    for (Player &p : turned.players) {
        RoundEntry &e = p.rounds[3];
        if (white == 0 && e.opponent > 0 && e.colour == Colour::White) {
            white = p.startNo;
            black = e.opponent;
        }
    }
    QVERIFY(white > 0);
    turned.players[turned.indexOf(white)].rounds[3].colour = Colour::Black;
    turned.players[turned.indexOf(black)].rounds[3].colour = Colour::White;
    const QString clean = m_dir->filePath(QStringLiteral("clean.trf"));
    const QString path = m_dir->filePath(QStringLiteral("turned.trf"));
    for (const auto &[file, t] : {std::pair {clean, g.tournament}, std::pair {path, turned}}) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeTrf(t));
    }

    QStringList questions, messages;
    QString answer;
    MainWindow window;
    window.setMessageHandler([&messages](const QString &m) { messages.append(m); });
    window.setQuestionHandler([&](const QString &title, const QStringList &choices) {
        questions.append(title + u'|' + choices.join(u'|'));
        return answer;
    });
    QVERIFY(window.openPath(clean));
    QVERIFY2(questions.isEmpty(), qPrintable(questions.join(u'\n')));
    const int eventsBefore = int(QDir(m_tournaments).entryList({"*.arbiter"}).size());

    const QString expected
        = QStringLiteral("round 4: file %1-%2; engine %2-%1").arg(black).arg(white);
    answer = QStringLiteral("Cancel");
    QVERIFY(!window.openPath(path));
    QCOMPARE(questions.size(), 1);
    QVERIFY2(questions[0].contains(expected) && questions[0].endsWith(u"|Import as it is|Cancel"),
        qPrintable(questions[0]));
    QVERIFY2(messages.last().contains(QStringLiteral("cancelled; nothing was imported")),
        qPrintable(messages.last()));
    QCOMPARE(QDir(m_tournaments).entryList({"*.arbiter"}).size(), eventsBefore);

    answer = QStringLiteral("Import as it is");
    QVERIFY(window.openPath(path));
    QCOMPARE(questions.size(), 2);
    const QString record
        = QStringLiteral("### Import @ Round 4: file %1-%2; engine %2-%1").arg(black).arg(white);
    const QList<RawRecord> &records = window.document()->tournament().otherRecords;
    QVERIFY(std::any_of(records.cbegin(), records.cend(),
        [&record](const RawRecord &r) { return r.line == record; }));
    QVERIFY2(QString::fromUtf8(window.document()->database().exportTrf()).contains(record),
        qPrintable(record));
}

// TRF-2026 240, FIDE's program checklist C30: the byes a file announces for the round to be
// paired are the players' requested byes once imported (the app pairs without them), and the
// exported rating report writes them again as 240 records.
void tst_ImportErrors::announcedByesRequested()
{
    GeneratorOptions o;
    o.players = 10;
    o.rounds = 4;
    o.pairRounds = 2;
    o.seed = 4;
    GeneratedTournament g = generateTournament(o);
    QVERIFY(g.error.isEmpty());
    g.tournament.byes = {{'H', 3, {2, 7}}};
    TournamentDocument doc;
    QString error;
    const QString target = m_dir->filePath(QStringLiteral("announced.arbiter"));
    QVERIFY2(doc.importTrf(writeTrf(g.tournament), target, &error), qPrintable(error));
    const Tournament &t = doc.tournament();
    QCOMPARE(t.players[1].rounds.value(2).code, 'H');
    QCOMPARE(t.players[6].rounds.value(2).code, 'H');
    QCOMPARE(t.players[0].rounds.value(2).code, ' ');
    const QString report = QString::fromUtf8(doc.database().exportTrf());
    QVERIFY2(report.contains(QStringLiteral("\n240 H   3    2    7\n")), qPrintable(report));
}

QTEST_MAIN(tst_ImportErrors)
#include "tst_importerrors.moc"
