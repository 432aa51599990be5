// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter: the desktop application. `arbiter FILE` opens a tournament database or imports a
// TRF file; without a file the bundled demo tournament is imported and opened.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION_STRING));

    // The language chosen in the settings, else the system's; Qt's own strings too.
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    QTranslator qtTranslator, appTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    for (const QString &language : locale.uiLanguages()) {
        if (appTranslator.load(QStringLiteral(":/i18n/arbiter_") + QLocale(language).name().section(u'_', 0, 0))) {
            QApplication::installTranslator(&appTranslator);
            break;
        }
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Tournament manager for chess arbiters"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A tournament database (.arbiter) or a TRF file to import"));
    parser.process(app);

    arb::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        window.openDemo();
    else
        window.openPath(files.first());
    window.show();
    return app.exec();
}
