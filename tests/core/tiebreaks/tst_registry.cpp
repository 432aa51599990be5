// SPDX-License-Identifier: GPL-3.0-or-later
// The tie-break registry (core/tiebreaks/registry.cpp): one row per TieBreakId, explicit scope,
// one citation formatter for FIDE and US Chess rules, and the spec parser driven by the rows.
#include "tiebreaks/registry.h"
#include "tiebreaks/tiebreak.h"

#include <QSet>
#include <QTest>

using namespace arb;

class tst_Registry : public QObject
{
    Q_OBJECT

private slots:
    void everyIdHasItsRow();
    void scope_data();
    void scope();
    void teamScopeIsArticles11To13();
    void citations_data();
    void citations();
    void functions();
    void modifiersAsBefore();
    void parserRoundTrips();
    void parserRefusesDisallowedModifiers();
};

void tst_Registry::everyIdHasItsRow()
{
    QCOMPARE(tieBreakTable().size(), tieBreakCount);
    QSet<QString> keys;
    for (int k = 0; k < tieBreakCount; ++k) {
        const TieBreakInfo &info = tieBreakInfo(TieBreakId(k));
        QCOMPARE(int(info.id), k);
        QVERIFY(info.key && *info.key);
        QVERIFY(info.name && *info.name);
        QVERIFY(info.article && *info.article);
        QVERIFY2(!keys.contains(QLatin1String(info.key)), info.key);
        keys.insert(QLatin1String(info.key));
        QCOMPARE(findTieBreak(QString::fromLatin1(info.key)), &info);
    }
    QCOMPARE(findTieBreak(u"NOPE"), nullptr);
}

void tst_Registry::scope_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("team");
    QTest::newRow("8.1 BH") << "BH" << false;
    QTest::newRow("6 DE") << "DE" << false;
    QTest::newRow("US 34E1 MM") << "MM" << false;
    QTest::newRow("B.6.2 DEA, appended after the US rules") << "DEA" << false;
    QTest::newRow("11.1.1 MPTS") << "MPTS" << true;
    QTest::newRow("13.3 EDE") << "EDE" << true;
    QTest::newRow("12.3 BBE, the last id") << "BBE" << true;
}

void tst_Registry::scope()
{
    QFETCH(QString, key);
    QFETCH(bool, team);
    const TieBreakInfo *info = findTieBreak(key);
    QVERIFY(info);
    QCOMPARE(info->scope == TieBreakScope::Team, team);
    QCOMPARE(isTeamTieBreak(info->id), team);
}

void tst_Registry::teamScopeIsArticles11To13()
{
    // Scope is a field, not a position in the enum: exactly the tie-breaks of Art. 11-13 are
    // team-only.
    for (const TieBreakInfo &info : tieBreakTable()) {
        const QString article = QLatin1String(info.article);
        const bool teamArticle = info.rulebook == Rulebook::FideC07
            && (article.startsWith(u"11") || article.startsWith(u"12")
                || article.startsWith(u"13"));
        QCOMPARE(info.scope == TieBreakScope::Team, teamArticle);
        if (info.scope == TieBreakScope::Team)
            QVERIFY2(info.teamApplicable, info.key);
    }
}

void tst_Registry::citations_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("full");
    QTest::addColumn<QString>("brief");
    QTest::newRow("8.1 BH") << "BH"
                            << "C.07 Art. 8.1"
                            << "Art. 8.1";
    QTest::newRow("13.2.2 EMGSB") << "EMGSB"
                                  << "C.07 Art. 13.2.2"
                                  << "Art. 13.2.2";
    QTest::newRow("US 34E1 MM") << "MM"
                                << "US Chess Rule 34E1"
                                << "US 34E1";
    QTest::newRow("US 34E11 OPERF") << "OPERF"
                                    << "US Chess Rule 34E11"
                                    << "US 34E11";
    QTest::newRow("B.6.2 DEA") << "DEA"
                               << "C.07 Art. 6, B.6.2 (a)"
                               << "Art. 6, B.6.2 (a)";
}

void tst_Registry::citations()
{
    QFETCH(QString, key);
    QFETCH(QString, full);
    QFETCH(QString, brief);
    const TieBreakInfo *info = findTieBreak(key);
    QVERIFY(info);
    QCOMPARE(citation(*info), full);
    QCOMPARE(citation(*info, CitationStyle::Full), full);
    QCOMPARE(citation(*info, CitationStyle::Short), brief);
    QVERIFY(toolTip(*info).endsWith(QStringLiteral(" (") + full + u')'));
    QVERIFY(!toolTip(*info).contains(QStringLiteral("C.07 Art. US")));
}

void tst_Registry::functions()
{
    // Positional tie-breaks are computed on tied groups; every other one has a function for the
    // participants it ranks.
    for (const TieBreakInfo &info : tieBreakTable()) {
        const bool positional = info.order == TieBreakOrder::Position;
        if (positional) {
            QVERIFY2(!info.individual && !info.team, info.key);
            continue;
        }
        if (info.scope == TieBreakScope::Team)
            QVERIFY2(info.team && !info.individual, info.key);
        else
            QVERIFY2(info.individual, info.key);
        if (info.team)
            QVERIFY2(info.teamApplicable, info.key);
    }
}

void tst_Registry::modifiersAsBefore()
{
    // The rows say what the former table's "cuttable" and "ratingBased" columns said.
    const QSet<QString> cuttable
        = {"PS", "BH", "FB", "SB", "ARO", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB"};
    // RTNG (10.6, 2026 edition) is rating-based: unrated players need /U.
    const QSet<QString> rated = {"ARO", "TPR", "PTP", "APRO", "APPO", "AVGO", "OPERF", "RTNG"};
    for (const TieBreakInfo &info : tieBreakTable()) {
        const QString key = QLatin1String(info.key);
        QCOMPARE(info.accepts(CutModifier), cuttable.contains(key));
        QCOMPARE(info.accepts(MedianModifier), cuttable.contains(key) && key != u"PS");
        QCOMPARE(info.accepts(LimitModifier), key == u"KS");
        QCOMPARE(info.accepts(UnratedModifier), rated.contains(key));
        QCOMPARE(info.ratingBased, rated.contains(key));
    }
}

void tst_Registry::parserRoundTrips()
{
    for (const TieBreakInfo &info : tieBreakTable()) {
        const QString key = QLatin1String(info.key);
        QStringList specs = {key, key + QStringLiteral("/P")};
        if (info.accepts(CutModifier))
            specs << key + QStringLiteral("/C1") << key + QStringLiteral("/C2");
        if (info.accepts(MedianModifier))
            specs << key + QStringLiteral("/M1") << key + QStringLiteral("/M2");
        if (info.accepts(LimitModifier))
            specs << key + QStringLiteral("/L+1") << key + QStringLiteral("/L-2");
        if (info.accepts(UnratedModifier))
            specs << key + QStringLiteral("/U1400");
        for (const QString &text : std::as_const(specs)) {
            QString error;
            const auto spec = parseTieBreakSpec(text, &error);
            QVERIFY2(spec, qPrintable(text + QStringLiteral(": ") + error));
            QCOMPARE(spec->id, info.id);
            QCOMPARE(spec->canonical(), text);
            // Lower case and "-" for "/" are accepted too.
            const auto again = parseTieBreakSpec(text.toLower().replace(u'/', u'-'));
            QVERIFY2(again, qPrintable(text));
            QCOMPARE(again->canonical(), text);
        }
    }
}

void tst_Registry::parserRefusesDisallowedModifiers()
{
    for (const TieBreakInfo &info : tieBreakTable()) {
        const QString key = QLatin1String(info.key);
        QString error;
        if (!info.accepts(CutModifier)) {
            QVERIFY2(!parseTieBreakSpec(key + QStringLiteral("/C1"), &error), info.key);
            QVERIFY2(error.contains(QStringLiteral("cannot be cut (Art. 14)")), qPrintable(error));
        } else if (!info.accepts(MedianModifier)) {
            QVERIFY2(!parseTieBreakSpec(key + QStringLiteral("/M1"), &error), info.key);
            QVERIFY2(
                error.contains(QStringLiteral("the median does not apply")), qPrintable(error));
        }
        if (!info.accepts(LimitModifier)) {
            QVERIFY2(!parseTieBreakSpec(key + QStringLiteral("/L+1"), &error), info.key);
            QVERIFY2(error.contains(QStringLiteral("Koya system only")), qPrintable(error));
        }
        if (!info.accepts(UnratedModifier)) {
            QVERIFY2(!parseTieBreakSpec(key + QStringLiteral("/U1400"), &error), info.key);
            QVERIFY2(
                error.contains(QStringLiteral("rating-based tie-breaks only")), qPrintable(error));
        }
    }
    QString error;
    QVERIFY(!parseTieBreakSpec(QStringLiteral("XYZ"), &error));
    QVERIFY(error.contains(QStringLiteral("unknown acronym")));
    QVERIFY(!parseTieBreakSpec(QStringLiteral("BH/C1/M1"), &error));
    QVERIFY(error.contains(QStringLiteral("more than one cut")));
}

QTEST_GUILESS_MAIN(tst_Registry)
#include "tst_registry.moc"
