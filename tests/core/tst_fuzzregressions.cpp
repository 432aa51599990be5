// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every saved fuzzer input (tests/data/fuzz-regressions/<target>/) through the fuzz
// targets' code: each once crashed, hung or tripped a sanitizer, or is a hostile input kept
// as a guard. Passing means: no crash, and the targets' own invariants hold.
#include "fuzztargets.h"
#include "testpaths.h"

#include <QDir>
#include <QTest>

class tst_FuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
};

void tst_FuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    for (const QString &target :
        {QStringLiteral("trf"), QStringLiteral("spec"), QStringLiteral("preset")}) {
        const QDir dir(projectDataDir() + QStringLiteral("/fuzz-regressions/") + target);
        for (const QString &f : dir.entryList(QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(target + u'/' + f)) << target << dir.filePath(f);
    }
}

void tst_FuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(data.constData());
    if (target == u"trf")
        arb::fuzzTrf(bytes, size_t(data.size()));
    else if (target == u"spec")
        arb::fuzzTieBreakSpec(bytes, size_t(data.size()));
    else
        arb::fuzzPreset(bytes, size_t(data.size()));
}

QTEST_GUILESS_MAIN(tst_FuzzRegressions)
#include "tst_fuzzregressions.moc"
