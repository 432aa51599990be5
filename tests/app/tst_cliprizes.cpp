// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli prizes: the prize fund of a JSON file paid out over a tournament's final standing,
// as text, CSV for the treasurer and JSON; a missing or bad fund is refused by name.
#include "clirun.h"
#include "prizes/prizefundfile.h"
#include "tournamentbuilder.h"
#include "tournamentdatabase.h"
#include "trf/trf.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_CliPrizes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void equalDivision();
    void refusals();
    void storedWithTheEvent();

private:
    QString write(const QString &name, const QByteArray &data);
    QTemporaryDir m_dir;
    QString m_trf;
};

QString tst_CliPrizes::write(const QString &name, const QByteArray &data)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return QString();
    return path;
}

void tst_CliPrizes::initTestCase()
{
    // Players 1 and 3 tie on 1.5 points, player 2 has 1, player 4 none.
    Tournament t
        = buildTournament({QStringLiteral("2000: 2w1 3b="), QStringLiteral("1900: 1b0 4w1"),
            QStringLiteral("1800: 4w1 1w="), QStringLiteral("1700: 3b0 2b0")});
    t.name = QStringLiteral("Club Open");
    m_trf = write(QStringLiteral("open.trf"), writeTrf(t));
    QVERIFY(!m_trf.isEmpty());
}

void tst_CliPrizes::equalDivision()
{
    const QString fund = write(QStringLiteral("fund.json"),
        R"({"sharing": "equal", "prizes": [{"place": 1, "amount": "100"},
            {"place": 2, "amount": "60"}, {"place": 3, "amount": "40"}]})");
    const CliRun csv = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"),
        fund, QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.code == 0, qPrintable(csv.err));
    const QStringList lines = csv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QStringLiteral("rank,startno,name,points,amount,currency,prizes"));
    QStringList tied;
    for (int i = 1; i <= 2; ++i) {
        QVERIFY2(lines[i].endsWith(QStringLiteral(",1.5,80.00,EUR,share of prize 1 + prize 2")),
            qPrintable(lines[i]));
        tied << lines[i].section(u',', 1, 1);
    }
    std::sort(tied.begin(), tied.end());
    QCOMPARE(tied, QStringList({QStringLiteral("1"), QStringLiteral("3")}));
    QCOMPARE(lines[3], QStringLiteral("3,2,Player 2,1,40.00,EUR,prize 3"));

    const CliRun text
        = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"), fund});
    QCOMPARE(text.code, 0);
    QVERIFY2(
        text.out.startsWith(QStringLiteral("Club Open\nTies: equal division among tied players")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("shared equally by 2 players on 1.5 points")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("Prize fund 200.00 EUR; paid 200.00 EUR")),
        qPrintable(text.out));

    const CliRun json = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"),
        fund, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"paid").toString(), QStringLiteral("200.00"));
    QCOMPARE(o.value(u"sharing").toString(), QStringLiteral("equal"));
}

void tst_CliPrizes::refusals()
{
    const CliRun none = runCliCommand({QStringLiteral("prizes"), m_trf});
    QCOMPARE(none.code, 2);
    QVERIFY2(none.err.contains(QStringLiteral("--fund")), qPrintable(none.err));
    const QString bad
        = write(QStringLiteral("bad.json"), R"({"prizes": [{"place": 1, "amount": "ten"}]})");
    const CliRun wrong
        = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"), bad});
    QCOMPARE(wrong.code, 3);
    QVERIFY2(
        wrong.err.contains(QStringLiteral("prizes[0].amount: \"ten\"")), qPrintable(wrong.err));
    const CliRun missing = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"),
        m_dir.filePath(QStringLiteral("nothing.json"))});
    QCOMPARE(missing.code, 3);
    const QString category = write(QStringLiteral("category.json"),
        R"({"prizes": [{"category": "Women", "place": 1, "amount": "50"}]})");
    const CliRun women
        = runCliCommand({QStringLiteral("prizes"), m_trf, QStringLiteral("--fund"), category});
    QCOMPARE(women.code, 0);
    QVERIFY2(women.err.contains(QStringLiteral("no category \"Women\"")), qPrintable(women.err));
    QVERIFY2(women.out.contains(QStringLiteral("Not awarded: 50.00 EUR")), qPrintable(women.out));
}

// The prize fund stored with an event: one audited change, undone, read back on opening, refused
// when it cannot be used; `prizes` on the event needs no --fund.
void tst_CliPrizes::storedWithTheEvent()
{
    const QString path = m_dir.filePath(QStringLiteral("open.arbiter"));
    PrizeFund fund;
    fund.sharing = PrizeSharing::Hort;
    fund.prizes = {{QString(), 1, 10000}, {QString(), 2, 6000}, {QString(), 3, 4000}};
    {
        TournamentDatabase db;
        QString error;
        QVERIFY2(db.createFrom(path, readTrfFile(m_trf).tournament, &error), qPrintable(error));
        PrizeFund bad = fund;
        bad.prizes.append({QString(), 2, 100});
        QVERIFY(!db.setPrizeFund(bad, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("prize 2 is listed twice")), qPrintable(error));
        QVERIFY(!db.tournament().prizeFund);
        QVERIFY2(db.setPrizeFund(fund, {}, &error), qPrintable(error));
        QCOMPARE(db.auditLog().last().what,
            QStringLiteral("Prize fund: 3 prize(s), 200.00 EUR; ties: Hort system"));
        QVERIFY(db.undo(&error));
        QVERIFY(!db.tournament().prizeFund);
        QVERIFY(db.redo(&error));
        QCOMPARE(db.tournament().prizeFund, std::optional(fund));
    }
    TournamentDatabase again;
    QVERIFY(again.open(path));
    QCOMPARE(again.tournament().prizeFund, std::optional(fund));
    again.close();
    // Players 1 and 3 share 1st and 2nd by Hort: 90 and 70 (each half his place's prize plus a
    // quarter of both), in the order of the tie-breaks.
    const CliRun csv = runCliCommand(
        {QStringLiteral("prizes"), path, QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.code == 0, qPrintable(csv.err));
    const QStringList lines = csv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[1].contains(QStringLiteral(",1.5,90.00,EUR,")), qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(QStringLiteral(",1.5,70.00,EUR,")), qPrintable(lines[2]));
    QVERIFY2(
        lines[3].startsWith(QStringLiteral("3,2,Player 2,1,40.00,EUR,")), qPrintable(lines[3]));
}

QTEST_GUILESS_MAIN(tst_CliPrizes)
#include "tst_cliprizes.moc"
