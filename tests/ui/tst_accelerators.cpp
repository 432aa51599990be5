// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter works only when one entry owns the letter: no two entries of a menu, and no two
// menus of the menu bar, share an accelerator, in English and in every shipped translation.
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

using namespace arb;

namespace {

QChar accelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) != QLatin1Char('&'))
            return text.at(i + 1).toLower();
        ++i; // "&&" is a literal ampersand
    }
    return {};
}

// "MENU: 'A' and 'B' share &x" for every letter owned by more than one entry.
QStringList clashes(const QString &where, const QStringList &texts)
{
    QMultiMap<QChar, QString> byLetter;
    for (const QString &text : texts) {
        const QChar letter = accelerator(text);
        if (!letter.isNull())
            byLetter.insert(letter, text);
    }
    QStringList found;
    for (const QChar letter : byLetter.uniqueKeys()) {
        const QStringList owners = byLetter.values(letter);
        if (owners.size() > 1)
            found.append(QStringLiteral("%1: %2 share &%3")
                             .arg(where, owners.join(QStringLiteral(" / ")), letter));
    }
    return found;
}

QStringList menuClashes(const QString &where, QMenu *menu)
{
    QStringList texts;
    QStringList found;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        texts.append(action->text());
        if (action->menu())
            found += menuClashes(where + QStringLiteral(" > ") + action->text(), action->menu());
    }
    return clashes(where, texts) + found;
}

} // namespace

class tst_Accelerators : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void menus_data();
    void menus();
};

void tst_Accelerators::menus_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("French") << QStringLiteral("fr");
    QTest::newRow("Spanish") << QStringLiteral("es");
}

void tst_Accelerators::menus()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY2(
            translator.load(QStringLiteral(":/i18n/arbiter_") + language), qPrintable(language));
        QVERIFY(QCoreApplication::installTranslator(&translator));
    }
    QStringList found;
    {
        MainWindow window;
        QStringList titles;
        for (QAction *action : window.menuBar()->actions()) {
            if (!action->menu())
                continue;
            titles.append(action->text());
            found += menuClashes(action->text(), action->menu());
        }
        // The tabs' titles, and the buttons of the tab shown, share Alt+letter with the menus.
        if (auto *tabs = window.findChild<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i)
                titles.append(tabs->tabText(i));
            found += clashes(QStringLiteral("menu bar and tabs"), titles);
            for (int i = 0; i < tabs->count(); ++i) {
                QStringList texts = titles;
                for (auto *button : tabs->widget(i)->findChildren<QAbstractButton *>())
                    texts.append(button->text());
                found += clashes(QStringLiteral("tab ") + tabs->tabText(i), texts);
            }
        }
    }
    if (!language.isEmpty())
        QCoreApplication::removeTranslator(&translator);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

QTEST_MAIN(tst_Accelerators)
#include "tst_accelerators.moc"
