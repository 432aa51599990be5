// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/pairingsmodel.h"
#include "tournamentdocument.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace arb;

class tst_Translations : public QObject
{
    Q_OBJECT

private slots:
    void catalogues_data();
    void catalogues();
};

void tst_Translations::catalogues_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("buchholzAverage");
    QTest::newRow("German") << "de" << QStringLiteral("Weiß")
                            << QStringLiteral("Durchschnittliche Buchholz der Gegner");
    QTest::newRow("French") << "fr" << QStringLiteral("Blancs")
                            << QStringLiteral("Moyenne des Buchholz des adversaires");
    QTest::newRow("Spanish") << "es" << QStringLiteral("Blancas")
                             << QStringLiteral("Promedio del Buchholz de los rivales");
}

// The embedded catalogues translate the views and the tie-break names of the core table.
void tst_Translations::catalogues()
{
    QFETCH(QString, language);
    QFETCH(QString, white);
    QFETCH(QString, buchholzAverage);
    QTranslator translator;
    QVERIFY2(translator.load(QStringLiteral(":/i18n/arbiter_") + language), qPrintable(language));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    TournamentDocument doc;
    QVERIFY(doc.create(QStringLiteral(":memory:")));
    PairingsModel model(&doc);
    QCOMPARE(model.headerData(PairingsModel::White, Qt::Horizontal).toString(), white);
    QCOMPARE(QCoreApplication::translate("arb::TieBreak", "Average of Opponents' Buchholz"),
        buchholzAverage);
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QCOMPARE(
        model.headerData(PairingsModel::White, Qt::Horizontal).toString(), QStringLiteral("White"));
}

QTEST_MAIN(tst_Translations)
#include "tst_translations.moc"
