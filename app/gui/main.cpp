// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter: the desktop application. `arbiter FILE` opens a tournament database or imports a
// TRF file; without a file the last event is reopened (the bundled demo the first time).
#include "mainwindow.h"
#include "rounds/roundswidget.h"
#include "standings/standingsmodel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
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
    // Numbers in the views and printouts follow the chosen language ("0,5" in German); files,
    // TRF and the CLI keep the C locale (Fixed::toString()).
    if (!chosen.isEmpty())
        QLocale::setDefault(locale);
    QTranslator qtTranslator, appTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    for (const QString &language : locale.uiLanguages()) {
        if (appTranslator.load(
                QStringLiteral(":/i18n/arbiter_") + QLocale(language).name().section(u'_', 0, 0))) {
            QApplication::installTranslator(&appTranslator);
            break;
        }
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Tournament manager for chess arbiters"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate(
            "main", "A tournament database (.arbiter) or a TRF file to import"));
    QCommandLineOption screenshots(QStringLiteral("screenshots"),
        QApplication::translate("main", "Save a picture of every view into DIR and quit"),
        QStringLiteral("DIR"));
    parser.addOption(screenshots);
    parser.process(app);

    arb::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() && parser.isSet(screenshots))
        window.openDemo();
    else if (files.isEmpty())
        window.openLastOrDemo(); // the last event, the demo only the first time
    else
        window.openPath(files.first());
    window.show();
    if (parser.isSet(screenshots)) {
        // The README's pictures: every tab of the real window, round 2 (a forfeit) for the rounds.
        const QString dir = parser.value(screenshots);
        QDir().mkpath(dir);
        window.roundsWidget()->setRound(2);
        // In the standings, a Buchholz Cut-1 value with unplayed rounds: its breakdown below.
        if (auto *standings
            = window.findChild<QTableView *>(QStringLiteral("standingsTableView"))) {
            const QAbstractItemModel *m = standings->model();
            for (int r = 0; r < m->rowCount(); ++r)
                if (m->index(r, arb::StandingsModel::Name).data().toString() == u"Jansen, Lotte")
                    standings->setCurrentIndex(m->index(r, arb::StandingsModel::FirstTieBreak));
        }
        QTimer::singleShot(500, &window, [&window, dir] {
            QStringList names = {QStringLiteral("event"), QStringLiteral("players"),
                QStringLiteral("rounds"), QStringLiteral("standings"), QStringLiteral("crosstable"),
                QStringLiteral("tiebreaks"), QStringLiteral("auditlog")};
            if (window.tabs()->count() > names.size()) { // the team tabs follow the cross table
                const QStringList teams = {QStringLiteral("teams"), QStringLiteral("teammatches"),
                    QStringLiteral("teamstandings"), QStringLiteral("teamcrosstable")};
                for (int i = 0; i < teams.size(); ++i)
                    names.insert(5 + i, teams[i]);
            }
            for (int i = 0; i < names.size() && i < window.tabs()->count(); ++i) {
                window.tabs()->setCurrentIndex(i);
                QApplication::processEvents();
                window.grab().save(QStringLiteral("%1/%2.png").arg(dir, names[i]));
            }
            QApplication::quit();
        });
    }
    return app.exec();
}
