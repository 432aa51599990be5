// SPDX-License-Identifier: GPL-3.0-or-later
// The one result alphabet (core/result.h): TRF codes, mirrors, keys and texts.
#include "result.h"
#include "tournament.h"

#include <QTest>

using namespace arb;

class tst_Result : public QObject
{
    Q_OBJECT
private slots:
    void mirrorIsAnInvolution();
    void classes();
    void keys_data();
    void keys();
    void texts();
};

void tst_Result::mirrorIsAnInvolution()
{
    // Every stored code mirrored twice is itself; the opponent of a win has a loss.
    for (char c : QByteArray(" 1=0+-WDLHFUZ")) {
        QVERIFY(result::isTrfCode(c));
        QCOMPARE(result::mirrored(result::mirrored(c)), c);
        if (result::isGameCode(c) && c != ' ') {
            RoundEntry a {1, Colour::White, c, true};
            RoundEntry b {2, Colour::Black, result::mirrored(c), true};
            QCOMPARE(
                a.outcome() + b.outcome() == 0 || (a.outcome() == -1 && b.outcome() == -1), true);
        }
    }
    // A double forfeit is entered as X and stored as - on both sides (C.07 16.2.4).
    QCOMPARE(result::mirrored('X'), '-');
    QVERIFY(!result::isTrfCode('X'));
}

void tst_Result::classes()
{
    QCOMPARE(result::classOf(' '), result::Class::None);
    for (char c : QByteArray("1=0+-XWDL"))
        QCOMPARE(result::classOf(c), result::Class::Game);
    for (char c : QByteArray("HFUZ")) {
        QCOMPARE(result::classOf(c), result::Class::Bye);
        QVERIFY(!result::isGameCode(c));
    }
    QVERIFY(!result::classOf('Q'));
    QVERIFY(!result::isTrfCode('?'));
}

void tst_Result::keys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("code");
    QTest::newRow("1") << "1" << int('1');
    QTest::newRow("=") << "=" << int('=');
    QTest::newRow("5 is a draw") << "5" << int('=');
    QTest::newRow("½") << "½" << int('=');
    QTest::newRow("0") << "0" << int('0');
    QTest::newRow("+") << "+" << int('+');
    QTest::newRow("-") << "-" << int('-');
    QTest::newRow("x lower case") << "x" << int('X');
    QTest::newRow("h") << "h" << int('H');
    QTest::newRow("Z") << "Z" << int('Z');
    QTest::newRow("space") << " " << 0;
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("two letters") << "10" << 0;
    QTest::newRow("unknown") << "q" << 0;
}

void tst_Result::keys()
{
    QFETCH(QString, key);
    QFETCH(int, code);
    QCOMPARE(int(result::fromKey(key).value_or(0)), code);
}

void tst_Result::texts()
{
    QCOMPARE(result::gameText('1'), QStringLiteral("1-0"));
    QCOMPARE(result::gameText('='), QStringLiteral("½-½"));
    QCOMPARE(result::gameText('0'), QStringLiteral("0-1"));
    QCOMPARE(result::gameText('+'), QStringLiteral("+/-"));
    QCOMPARE(result::gameText('-'), QStringLiteral("-/+"));
    QCOMPARE(result::gameText('X'), QStringLiteral("-/-"));
    QCOMPARE(result::gameText(' '), QString());
    QCOMPARE(result::gameText('H'), QString());
}

QTEST_GUILESS_MAIN(tst_Result)
#include "tst_result.moc"
