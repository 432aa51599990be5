// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter works only when one entry owns the letter (else Qt only moves the focus between the
// owners): no two entries of a menu, no two of the menus, tabs and the shown tab's controls of the
// window, and no two controls of a dialog or wizard page share an accelerator, in English and in
// every shipped translation.
#include "accounts/arbiteraccountsdialog.h"
#include "mainwindow.h"
#include "pairing/dutch.h"
#include "pairing/generator.h"
#include "players/categoriesdialog.h"
#include "players/ratinglistdialog.h"
#include "playoff/playoffdialog.h"
#include "prizes/prizefunddialog.h"
#include "reports/printdialog.h"
#include "rounds/pairingpreviewdialog.h"
#include "server/connectdialog.h"
#include "standings/arbiterorderdialog.h"
#include "teams/lineupdialog.h"
#include "teams/teampairingpreviewdialog.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "wizard/neweventwizard.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
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

// "WHERE: 'A' / 'B' share &x" for every letter owned by more than one entry.
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

// The texts under \a widget that take an Alt+letter: buttons, check boxes, radio buttons, group
// boxes and labels with a buddy (nested tab pages are left to their own check).
QStringList controlTexts(const QWidget *widget)
{
    QStringList texts;
    for (const auto *button : widget->findChildren<QAbstractButton *>())
        texts.append(button->text());
    for (const auto *box : widget->findChildren<QGroupBox *>())
        texts.append(box->title());
    for (const auto *label : widget->findChildren<QLabel *>())
        if (label->buddy())
            texts.append(label->text());
    return texts;
}

QStringList dialogClashes(const QString &where, const QWidget *dialog)
{
    return clashes(where, controlTexts(dialog));
}

// The app's catalogue and Qt's own (wizard and dialog buttons), installed as the app does.
class Language
{
public:
    explicit Language(const QString &language)
    {
        if (language.isEmpty())
            return;
        m_ok = m_app.load(QStringLiteral(":/i18n/arbiter_") + language)
            && QCoreApplication::installTranslator(&m_app);
        if (m_qt.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    ~Language()
    {
        QCoreApplication::removeTranslator(&m_qt);
        QCoreApplication::removeTranslator(&m_app);
    }
    bool ok() const { return m_ok; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    bool m_ok = true;
};

} // namespace

class tst_Accelerators : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void window_data() { languages(); }
    void window();
    void dialogs_data() { languages(); }
    void dialogs();
    void manual_data() { languages(); }
    void manual();

private:
    void languages();
};

void tst_Accelerators::languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("French") << QStringLiteral("fr");
    QTest::newRow("Spanish") << QStringLiteral("es");
}

void tst_Accelerators::window()
{
    QFETCH(QString, language);
    QStringList found;
    {
        const Language installed(language);
        QVERIFY2(installed.ok(), qPrintable(language));
        MainWindow window;
        QVERIFY(window.openDemo());
        QStringList titles;
        for (QAction *action : window.menuBar()->actions()) {
            if (!action->menu())
                continue;
            titles.append(action->text());
            found += menuClashes(action->text(), action->menu());
        }
        // The tabs' titles, and the controls of the tab shown, share Alt+letter with the menus.
        if (auto *tabs = window.findChild<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i)
                titles.append(tabs->tabText(i));
            found += clashes(QStringLiteral("menu bar and tabs"), titles);
            for (int i = 0; i < tabs->count(); ++i)
                found += clashes(QStringLiteral("tab ") + tabs->tabText(i),
                    titles + controlTexts(tabs->widget(i)));
        }
        // A team Swiss: the Team matches tab (Pair round, the round) against the menus and
        // every tab title, the team tabs included.
        TeamGeneratorOptions o;
        o.teams = 6;
        o.rounds = 3;
        const GeneratedTournament g = generateTeamTournament(o);
        QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("teams.trf"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(writeTrf(g.tournament));
        }
        QVERIFY(window.openPath(path));
        auto *tabs = window.findChild<QTabWidget *>();
        auto *matches = window.findChild<QWidget *>(QStringLiteral("teamMatchesWidget"));
        QVERIFY(tabs && matches && tabs->indexOf(matches) >= 0);
        QStringList teamTitles;
        for (QAction *action : window.menuBar()->actions())
            if (action->menu())
                teamTitles.append(action->text());
        for (int i = 0; i < tabs->count(); ++i)
            teamTitles.append(tabs->tabText(i));
        found += clashes(QStringLiteral("tab ") + tabs->tabText(tabs->indexOf(matches)),
            teamTitles + controlTexts(matches));
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Accelerators::dialogs()
{
    QFETCH(QString, language);
    QStringList found;
    {
        const Language installed(language);
        QVERIFY2(installed.ok(), qPrintable(language));
        MainWindow window;
        QVERIFY(window.openDemo());
        TournamentDocument *doc = window.document();
        const Tournament t = doc->tournament();
        const PairingResult proposed = pairDutch(t, t.roundCount() + 1, {});
        found += dialogClashes(QStringLiteral("pairing preview"),
            std::make_unique<PairingPreviewDialog>(
                t, t.roundCount() + 1, proposed.boards, QStringList {})
                .get());
        // The team pairing preview and the line-up of a team Swiss.
        TeamGeneratorOptions teamOptions;
        teamOptions.teams = 6;
        teamOptions.rounds = 3;
        const GeneratedTournament teams = generateTeamTournament(teamOptions);
        QVERIFY2(teams.error.isEmpty(), qPrintable(teams.error));
        QString why;
        const std::optional<TeamPairingInput> input = teamPairingInput(teams.tournament, 1, &why);
        QVERIFY2(input, qPrintable(why));
        found += dialogClashes(QStringLiteral("team pairing preview"),
            std::make_unique<TeamPairingPreviewDialog>(
                teams.tournament, *input, pairSwissTeams(*input).matches)
                .get());
        found += dialogClashes(QStringLiteral("line-up"),
            std::make_unique<LineupDialog>(
                teams.tournament, 1, 1, teamLineupOf(teams.tournament, 1, 1))
                .get());
        found += dialogClashes(QStringLiteral("connect"), std::make_unique<ConnectDialog>().get());
        found += dialogClashes(
            QStringLiteral("categories"), std::make_unique<CategoriesDialog>(doc).get());
        found += dialogClashes(
            QStringLiteral("prizes"), std::make_unique<PrizeFundDialog>(doc).get());
        found += dialogClashes(
            QStringLiteral("rating list"), std::make_unique<RatingListDialog>(doc).get());
        found += dialogClashes(
            QStringLiteral("play-off"), std::make_unique<PlayoffDialog>(doc).get());
        found
            += dialogClashes(QStringLiteral("print"), std::make_unique<PrintDialog>(doc, 1).get());
        found += dialogClashes(QStringLiteral("arbiter accounts"),
            std::make_unique<ArbiterAccountsDialog>(doc->database()).get());
        found += dialogClashes(QStringLiteral("order tied players"),
            std::make_unique<ArbiterOrderDialog>(doc->tournament(), doc->standings()).get());
        // A wizard shows one page at a time, with its own buttons.
        NewEventWizard wizard;
        const QStringList wizardButtons {wizard.buttonText(QWizard::BackButton),
            wizard.buttonText(QWizard::NextButton), wizard.buttonText(QWizard::FinishButton),
            wizard.buttonText(QWizard::CancelButton)};
        for (const int id : wizard.pageIds())
            found += clashes(QStringLiteral("new event wizard, page ") + wizard.page(id)->title(),
                wizardButtons + controlTexts(wizard.page(id)));
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Accelerators::manual()
{
    // F1 shows the manual in the window's language, and its table of keys is the window's own:
    // every menu and tab with the letter Alt takes in that language, every command with its
    // shortcut as the keyboard names it.
    QFETCH(QString, language);
    const Language installed(language);
    QVERIFY2(installed.ok(), qPrintable(language));
    MainWindow window;
    QVERIFY(window.openDemo());
    const QString html = window.manualHtml();
    const QString lang = language.isEmpty() ? QStringLiteral("en") : language;
    QVERIFY2(
        html.contains(QStringLiteral("<html lang=\"%1\">").arg(lang)), qPrintable(html.left(200)));
    QVERIFY(!html.contains(QStringLiteral("<!--keys-->")));
    auto row = [](const QString &key, QString text) {
        text.remove(QLatin1Char('&'));
        if (text.endsWith(QStringLiteral("...")))
            text.chop(3);
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
            .arg(key.toHtmlEscaped(), text.trimmed().toHtmlEscaped());
    };
    auto alt = [](const QString &text) {
        return QKeySequence(
            QKeyCombination(Qt::AltModifier, Qt::Key(accelerator(text).toUpper().unicode())))
            .toString(QKeySequence::NativeText);
    };
    QStringList missing;
    for (QAction *action : window.menuBar()->actions()) {
        if (!action->menu())
            continue;
        if (!html.contains(row(alt(action->text()), action->text())))
            missing.append(action->text());
        for (QAction *a : action->menu()->actions())
            if (!a->shortcut().isEmpty()
                && !html.contains(row(a->shortcut().toString(QKeySequence::NativeText), a->text())))
                missing.append(a->text());
    }
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->isTabVisible(i) && !html.contains(row(alt(tabs->tabText(i)), tabs->tabText(i))))
            missing.append(tabs->tabText(i));
    // The Players tab's own command, Insert adds a player.
    if (!html.contains(QKeySequence(Qt::Key_Insert).toString(QKeySequence::NativeText)))
        missing.append(QStringLiteral("Insert"));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

QTEST_MAIN(tst_Accelerators)
#include "tst_accelerators.moc"
