// SPDX-License-Identifier: GPL-3.0-or-later
#include "localenumbers.h"
#include "players/playersmodel.h"
#include "rounds/pairingsmodel.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace arb;

namespace {

const QStringList languages {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};

struct Message
{
    QString context;
    QString source;
    QStringList translations; //!< one, or the plural forms
    QString type; //!< "unfinished", "vanished", "obsolete" or empty when finished
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            m = Message {context, {}, {}, {}};
        } else if (xml.name() == u"source") {
            m.source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            // Plain text or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform")
                    m.translations.append(xml.readElementText());
            }
            if (m.translations.isEmpty())
                m.translations.append(text);
            messages.append(m);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1, line %2: %3")
                     .arg(path)
                     .arg(xml.lineNumber())
                     .arg(xml.errorString());
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    return found;
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private slots:
    void catalogues_data();
    void catalogues();
    void everyStringTranslated();
    void numbersInTheUserLocale();
    void viewsShowLocaleNumbersFilesKeepTheDot();
};

void tst_Translations::catalogues_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("buchholzAverage");
    QTest::addColumn<QString>("startPlayoff");
    QTest::newRow("German") << "de" << QStringLiteral("Weiß")
                            << QStringLiteral("Durchschnittliche Buchholz der Gegner")
                            << QStringLiteral("Stichkampf &starten");
    QTest::newRow("French") << "fr" << QStringLiteral("Blancs")
                            << QStringLiteral("Moyenne des Buchholz des adversaires")
                            << QStringLiteral("&Lancer le départage");
    QTest::newRow("Spanish") << "es" << QStringLiteral("Blancas")
                             << QStringLiteral("Promedio del Buchholz de los rivales")
                             << QStringLiteral("&Iniciar el desempate");
}

// The embedded catalogues translate the views, the tie-break names of the core table and the
// play-off dialog.
void tst_Translations::catalogues()
{
    QFETCH(QString, language);
    QFETCH(QString, white);
    QFETCH(QString, buchholzAverage);
    QFETCH(QString, startPlayoff);
    QTranslator translator;
    QVERIFY2(translator.load(QStringLiteral(":/i18n/arbiter_") + language), qPrintable(language));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    TournamentDocument doc;
    QVERIFY(doc.create(QStringLiteral(":memory:")));
    PairingsModel model(&doc);
    QCOMPARE(model.headerData(PairingsModel::White, Qt::Horizontal).toString(), white);
    QCOMPARE(QCoreApplication::translate("arb::TieBreak", "Average of Opponents' Buchholz"),
        buchholzAverage);
    QCOMPARE(QCoreApplication::translate("arb::PlayoffDialog", "&Start play-off"), startPlayoff);
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QCOMPARE(
        model.headerData(PairingsModel::White, Qt::Horizontal).toString(), QStringLiteral("White"));
}

// Every string of the app (lupdate over the sources, on copies of the shipped catalogues) has a
// finished translation in each language, with the placeholders of its source. When this fails
// after new strings were added: cmake --build build --target update_translations, put the listed
// strings into translations/tools/strings_*.py and run translations/tools/fill.py.
void tst_Translations::everyStringTranslated()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList catalogues;
    for (const QString &lang : languages) {
        const QString shipped = QStringLiteral(ARBITER_TS_DIR "/arbiter_%1.ts").arg(lang);
        const QString copy = dir.filePath(QStringLiteral("arbiter_%1.ts").arg(lang));
        QVERIFY2(QFile::copy(shipped, copy), qPrintable(shipped));
        catalogues.append(copy);
    }
    const QString lupdate = QStringLiteral(ARBITER_LUPDATE);
    if (!lupdate.isEmpty() && QFile::exists(QStringLiteral(ARBITER_TR_SOURCES_LIST))) {
        QProcess process;
        process.start(lupdate,
            QStringList {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                QStringLiteral("none"), QStringLiteral("-silent"),
                QStringLiteral("@" ARBITER_TR_SOURCES_LIST), QStringLiteral("-ts")}
                + catalogues);
        QVERIFY2(process.waitForFinished(300000), qPrintable(process.errorString()));
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
            qPrintable(QString::fromLocal8Bit(process.readAllStandardError())));
    } else {
        qWarning("lupdate not found: checking the shipped catalogues as they are");
    }
    QStringList missing, wrong;
    int total = 0;
    for (int i = 0; i < languages.size(); ++i) {
        QString error;
        const QList<Message> messages = readCatalogue(catalogues[i], &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        for (const Message &m : messages) {
            if (m.type == u"vanished" || m.type == u"obsolete")
                continue;
            ++total;
            // lupdate files a tr() it cannot tie to a class under the namespace, a context no
            // code looks up: such a string shows in English whatever the catalogue says.
            if (m.context == u"arb" && i == 0)
                wrong.append(QStringLiteral("  [arb] %1: tr() outside a class; use "
                                            "QCoreApplication::translate with the context")
                                 .arg(m.source));
            const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
                [](const QString &t) { return t.isEmpty(); });
            if (m.type == u"unfinished" || empty) {
                missing.append(
                    QStringLiteral("  %1 [%2] %3").arg(languages[i], m.context, m.source));
                continue;
            }
            // Plural forms: the last has every placeholder; a singular may leave out %n.
            const QStringList expected = placeholders(m.source);
            QStringList withoutN = expected;
            withoutN.removeAll(QStringLiteral("%n"));
            for (qsizetype k = 0; k < m.translations.size(); ++k) {
                QStringList got = placeholders(m.translations[k]);
                const bool singular = k + 1 < m.translations.size();
                if (singular)
                    got.removeAll(QStringLiteral("%n"));
                if (got != (singular ? withoutN : expected))
                    wrong.append(QStringLiteral("  %1 [%2] %3 -> %4")
                                     .arg(languages[i], m.context, m.source, m.translations[k]));
            }
        }
    }
    if (!missing.isEmpty())
        qWarning().noquote() << QStringLiteral("%1 untranslated string(s):\n").arg(missing.size())
                + missing.join(u'\n');
    if (!wrong.isEmpty())
        qWarning().noquote() << QStringLiteral(
                                    "%1 translation(s) with other placeholders than the source:\n")
                                    .arg(wrong.size())
                + wrong.join(u'\n');
    QVERIFY2(missing.isEmpty() && wrong.isEmpty(),
        qPrintable(QStringLiteral("%1 untranslated, %2 with wrong placeholders (of %3); see the "
                                  "list above and translations/tools/fill.py")
                       .arg(missing.size())
                       .arg(wrong.size())
                       .arg(total)));
    QVERIFY(total >= 3 * 800);
}

// Points and tie-break values use the separator of the user's language; the exact value stays.
void tst_Translations::numbersInTheUserLocale()
{
    const Fixed half = Fixed::half();
    QCOMPARE(localeText(half, QLocale(QLocale::German)), QStringLiteral("0,5"));
    QCOMPARE(localeText(half, QLocale(QLocale::French)), QStringLiteral("0,5"));
    QCOMPARE(localeText(half, QLocale(QLocale::Spanish)), QStringLiteral("0,5"));
    QCOMPARE(localeText(half, QLocale(QLocale::English)), QStringLiteral("0.5"));
    QCOMPARE(localeText(half, QLocale::c()), QStringLiteral("0.5"));
    QCOMPARE(localeText(Fixed::fromRaw(412500), QLocale(QLocale::German)), QStringLiteral("41,25"));
    QCOMPARE(localeText(Fixed::fromInt(8), QLocale(QLocale::French)), QStringLiteral("8"));
    QCOMPARE(localeText(-Fixed::fromRaw(32500), QLocale(QLocale::German)), QStringLiteral("-3,25"));
    QCOMPARE(Fixed::parse(localeText(Fixed::fromRaw(285000), QLocale(QLocale::Spanish))),
        std::optional(Fixed::fromRaw(285000)));
}

// With a German default locale the standings and the players' list show "0,5"; the TRF export
// (the FIDE rating report) keeps "0.5".
void tst_Translations::viewsShowLocaleNumbersFilesKeepTheDot()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    TournamentDocument doc;
    QVERIFY(doc.create(QStringLiteral(":memory:")));
    QVERIFY(doc.addPlayer(QStringLiteral("Keller, Anna"), 2282));
    QVERIFY(doc.addPlayer(QStringLiteral("Novak, Tomas"), 2233));
    QVERIFY(doc.setGame(1, 1, 2));
    QVERIFY(doc.setResult(1, 1, '='));
    StandingsModel standings(&doc);
    PlayersModel players(&doc);
    const QString shown = standings.index(0, StandingsModel::Points).data().toString();
    const QString listed = players.index(0, PlayersModel::Points).data().toString();
    const QByteArray trf = writeTrf(tournamentForExport(doc.tournament()));
    QLocale::setDefault(before);
    QCOMPARE(shown, QStringLiteral("0,5"));
    QCOMPARE(listed, QStringLiteral("0,5"));
    QVERIFY2(trf.contains(" 0.5 "), trf.constData());
    QVERIFY2(!trf.contains("0,5"), trf.constData());
}

QTEST_MAIN(tst_Translations)
#include "tst_translations.moc"
