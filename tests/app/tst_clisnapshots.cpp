// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli prints byte-identical output for every run listed in
// tests/data/cli-snapshots/commands.txt: a safety net for refactoring.
// ARBITER_UPDATE_SNAPSHOTS=1 writes the current outputs as the new expectation.
#include "cli.h"

#include "testpaths.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

QString snapshotDir()
{
    return projectDataDir() + QStringLiteral("/cli-snapshots");
}

//! Splits a command line on spaces; "..." keeps its spaces.
QStringList splitArguments(const QString &line)
{
    QStringList args;
    QString current;
    bool quoted = false, any = false;
    for (const QChar c : line) {
        if (c == u'"') {
            quoted = !quoted;
            any = true;
        } else if (c == u' ' && !quoted) {
            if (any || !current.isEmpty())
                args << current;
            current.clear();
            any = false;
        } else {
            current += c;
        }
    }
    if (any || !current.isEmpty())
        args << current;
    return args;
}

bool updating()
{
    return qEnvironmentVariableIntValue("ARBITER_UPDATE_SNAPSHOTS") == 1;
}

} // namespace

class tst_CliSnapshots : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void output_data();
    void output();

private:
    QTemporaryDir m_emptyDir;
};

void tst_CliSnapshots::initTestCase()
{
    QVERIFY(m_emptyDir.isValid());
}

void tst_CliSnapshots::output_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("line");
    QFile f(snapshotDir() + QStringLiteral("/commands.txt"));
    QVERIFY2(f.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(f.fileName()));
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QString name = line.section(u'\t', 0, 0);
        QTest::newRow(qPrintable(name)) << name << line.section(u'\t', 1);
    }
}

void tst_CliSnapshots::output()
{
    QFETCH(QString, name);
    QFETCH(QString, line);
    const bool shared = line.contains(QLatin1String("@SHARED@"));
    if (shared && sharedDir().isEmpty())
        QSKIP("../shared is absent (ARBITER_SHARED_DIR): this run reads a shared fixture");

    const QList<std::pair<QString, QString>> places = {
        {QStringLiteral("@DATA@"), projectDataDir()},
        {QStringLiteral("@DEMO@"), QStringLiteral(ARBITER_DEMO_DIR)},
        {QStringLiteral("@SHARED@"), sharedDir()},
        {QStringLiteral("@EMPTY@"), m_emptyDir.path()},
    };
    QStringList args = splitArguments(line);
    for (QString &a : args)
        for (const auto &[key, dir] : places)
            a.replace(key, dir);

    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const int code = runCli(args, outStream, errStream);
    outStream.flush();
    errStream.flush();
    QString text = QStringLiteral("exit %1\n--- stdout\n%2--- stderr\n%3").arg(code).arg(out, err);
    for (const auto &[key, dir] : places)
        if (!dir.isEmpty())
            text.replace(dir, key);
    const QByteArray bytes = text.toUtf8();

    // Runs over ../shared keep only a hash: the project carries no copy of those files' data.
    const QString expectedPath = snapshotDir() + u'/' + name
        + (shared ? QStringLiteral(".sha256") : QStringLiteral(".out"));
    const QByteArray actual = shared
        ? QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex() + '\n'
        : bytes;
    if (updating()) {
        QFile w(expectedPath);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(actual);
        return;
    }
    QFile r(expectedPath);
    QVERIFY2(r.open(QIODevice::ReadOnly),
        qPrintable(QStringLiteral("no stored output %1 (ARBITER_UPDATE_SNAPSHOTS=1 writes it)")
                       .arg(expectedPath)));
    const QByteArray expected = r.readAll();
    if (actual != expected && !shared) {
        // Name the first differing line so a change is easy to find.
        const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
        for (qsizetype i = 0; i < qMax(a.size(), e.size()); ++i) {
            const QByteArray al = a.value(i), el = e.value(i);
            if (al != el)
                QFAIL(qPrintable(QStringLiteral("%1 line %2:\n  expected: %3\n  actual:   %4")
                                     .arg(name)
                                     .arg(i + 1)
                                     .arg(QString::fromUtf8(el), QString::fromUtf8(al))));
        }
    }
    QVERIFY2(actual == expected, qPrintable(name + QStringLiteral(": output changed")));
}

QTEST_GUILESS_MAIN(tst_CliSnapshots)
#include "tst_clisnapshots.moc"
