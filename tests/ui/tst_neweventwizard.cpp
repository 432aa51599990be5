// SPDX-License-Identifier: GPL-3.0-or-later
// File > New event: the wizard, driven by the keyboard alone, creates the event in
// one audited change and opens it; what it refuses is said on the page, which stays open.
#include "mainwindow.h"
#include "modaldriver.h"
#include "presets/presetlibrary.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"
#include "trf/trf.h"
#include "wizard/neweventwizard.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

class tst_NewEventWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void keyboardOnlyCreatesEvent();
    void refusalsKeepTheWizardOpen();
    void cancelKeepsTheOpenEvent();
    void roundRobinPresetsAndEdition();
    void extensionAdded();
    void threeOneZeroInTheTrf();
    void fideModeFollowsRegulations();

private:
    template<class T> T *child(QWidget *w, const char *name)
    {
        return w->findChild<T *>(QLatin1String(name));
    }
    void openWizard(std::function<void(NewEventWizard *)> drive);
    static void type(const QString &text) { QTest::keyClicks(QApplication::focusWidget(), text); }
    static void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), k, m);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void tst_NewEventWizard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_NewEventWizard::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_messages.clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setMessageHandler([this](const QString &m) { m_messages.append(m); });
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_NewEventWizard::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

// Ctrl+N opens the wizard (File > New event); \a drive runs inside it.
void tst_NewEventWizard::openWizard(std::function<void(NewEventWizard *)> drive)
{
    bool shown = false;
    onNextModal([&](QWidget *modal) {
        auto *wizard = qobject_cast<NewEventWizard *>(modal);
        QVERIFY2(wizard, qPrintable(modal->objectName()));
        shown = true;
        drive(wizard);
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(shown);
}

void tst_NewEventWizard::keyboardOnlyCreatesEvent()
{
    const QString typed = m_dir->filePath(QStringLiteral("spring-open")); // no extension
    openWizard([&](NewEventWizard *w) {
        // Page 1, in tab order: name, city, federation, start and end date, chief arbiter.
        QCOMPARE(w->currentId(), int(NewEventWizard::EventPageId));
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(w, "wizardNameLineEdit"));
        type(QStringLiteral("Spring Open"));
        key(Qt::Key_Tab);
        type(QStringLiteral("Leiden"));
        key(Qt::Key_Tab);
        type(QStringLiteral("ned"));
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), child<QDateEdit>(w, "wizardStartDateEdit"));
        type(QStringLiteral("20260410")); // the date edit moves on by itself
        key(Qt::Key_Tab);
        type(QStringLiteral("20260412"));
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(w, "wizardChiefArbiterLineEdit"));
        type(QStringLiteral("Visser, Anne"));
        key(Qt::Key_Return); // Next is the default button
        // Page 2: Swiss, 5 rounds, the FIDE preset of the start date's edition, 3-1-0.
        QCOMPARE(w->currentId(), int(NewEventWizard::FormatPageId));
        QCOMPARE(QApplication::focusWidget(), child<QComboBox>(w, "wizardTypeComboBox"));
        key(Qt::Key_Tab); // Baku acceleration, shown below the system
        QCOMPARE(QApplication::focusWidget(), child<QCheckBox>(w, "wizardBakuCheckBox"));
        key(Qt::Key_Tab);
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("5"));
        key(Qt::Key_Tab);
        QCOMPARE(child<QComboBox>(w, "wizardPresetComboBox")->currentData().toString(),
            QStringLiteral("fide-individual-swiss-2026"));
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), child<QComboBox>(w, "wizardScoringComboBox"));
        key(Qt::Key_Down);
        QVERIFY(child<QLabel>(w, "wizardEditionNoteLabel")->text().contains(u"2026 edition"));
        key(Qt::Key_Return);
        // Page 3: the file, typed without an extension; Return finishes.
        QCOMPARE(w->currentId(), int(NewEventWizard::FilePageId));
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(w, "wizardPathLineEdit"));
        const QString summary = child<QLabel>(w, "wizardSummaryLabel")->text();
        QVERIFY2(summary.contains(u"Spring Open") && summary.contains(u"rounds: 5")
                && summary.contains(u"Win 3, draw 1"),
            qPrintable(summary));
        key(Qt::Key_A, Qt::ControlModifier);
        type(typed);
        key(Qt::Key_Return);
        QVERIFY(!w->isVisible());
        QCOMPARE(w->result(), int(QDialog::Accepted));
    });
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(u'\n')));
    // The event is open, saved with the extension added.
    TournamentDocument *doc = m_window->document();
    const QString path = typed + QStringLiteral(".arbiter");
    QCOMPARE(doc->path(), path);
    QVERIFY(QFileInfo::exists(path));
    const Tournament &t = doc->tournament();
    QCOMPARE(t.name, QStringLiteral("Spring Open"));
    QCOMPARE(t.city, QStringLiteral("Leiden"));
    QCOMPARE(t.federation, QStringLiteral("NED"));
    QCOMPARE(t.startDate, QStringLiteral("2026-04-10"));
    QCOMPARE(t.endDate, QStringLiteral("2026-04-12"));
    QCOMPARE(t.chiefArbiter, QStringLiteral("Visser, Anne"));
    QCOMPARE(t.type, TournamentType::Swiss);
    QCOMPARE(t.declaredRounds, 5);
    QCOMPARE(t.scoring, NewEventWizard::threeOneZero());
    QCOMPARE(t.scoring.win, Fixed::fromInt(3));
    QCOMPARE(t.rulesEdition, std::optional(RulesVersion::Fide2026));
    const auto preset = PresetLibrary().find(QStringLiteral("fide-individual-swiss-2026"));
    QVERIFY(preset);
    QCOMPARE(doc->database().appliedPreset()->id, preset->id);
    QCOMPARE(t.tieBreaks.size(), preset->tieBreakSpecs()->size());
    QVERIFY(!t.tieBreaks.isEmpty());
    // One audited change; the window shows the new event on the Players tab.
    const QList<AuditEntry> log = doc->database().auditLog();
    QCOMPARE(log.size(), 1);
    QVERIFY2(log[0].what.startsWith(QStringLiteral("New event \"Spring Open\"")),
        qPrintable(log[0].what));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Spring Open")));
    auto *players = m_window->findChild<QTableView *>(QStringLiteral("playersTableView"));
    QCOMPARE(m_window->tabs()->currentWidget(), players->parentWidget());
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0), path);
    // Reopened from the file, everything is there.
    TournamentDatabase again;
    m_window.reset();
    QVERIFY(again.open(path));
    QCOMPARE(again.tournament().name, QStringLiteral("Spring Open"));
    QCOMPARE(again.tournament().scoring.win, Fixed::fromInt(3));
    QCOMPARE(again.tournament().declaredRounds, 5);
}

void tst_NewEventWizard::refusalsKeepTheWizardOpen()
{
    const QString taken = m_dir->filePath(QStringLiteral("taken.arbiter"));
    QFile f(taken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    openWizard([&](NewEventWizard *w) {
        auto *problem = child<QLabel>(w, "wizardEventProblemLabel");
        // No name: the page stays, saying so, with the name field focused.
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::EventPageId));
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(u"Event name"), qPrintable(problem->text()));
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(w, "wizardNameLineEdit"));
        type(QStringLiteral("Autumn Cup"));
        // An end before the start.
        child<QDateEdit>(w, "wizardStartDateEdit")->setDate(QDate(2026, 10, 5));
        child<QDateEdit>(w, "wizardEndDateEdit")->setDate(QDate(2026, 10, 1));
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::EventPageId));
        QVERIFY2(problem->text().contains(u"2026-10-01 is before the start date 2026-10-05"),
            qPrintable(problem->text()));
        QCOMPARE(QApplication::focusWidget(), child<QDateEdit>(w, "wizardEndDateEdit"));
        child<QDateEdit>(w, "wizardEndDateEdit")->setDate(QDate(2026, 10, 6));
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::FormatPageId));
        QVERIFY(problem->isHidden());
        // A Swiss without rounds.
        child<QSpinBox>(w, "wizardRoundsSpinBox")->setValue(0);
        key(Qt::Key_Return);
        QCOMPARE(w->currentId(), int(NewEventWizard::FormatPageId));
        QVERIFY(child<QLabel>(w, "wizardFormatProblemLabel")->text().contains(u"at least one"));
        child<QSpinBox>(w, "wizardRoundsSpinBox")->setValue(7);
        key(Qt::Key_Return);
        // A file that exists, then a folder that does not.
        QCOMPARE(w->currentId(), int(NewEventWizard::FilePageId));
        auto *path = child<QLineEdit>(w, "wizardPathLineEdit");
        auto *fileProblem = child<QLabel>(w, "wizardFileProblemLabel");
        path->setText(m_dir->filePath(QStringLiteral("taken")));
        key(Qt::Key_Return);
        QVERIFY(w->isVisible());
        QVERIFY2(fileProblem->text().contains(u"already exists"), qPrintable(fileProblem->text()));
        path->setText(m_dir->filePath(QStringLiteral("missing/cup")));
        key(Qt::Key_Return);
        QVERIFY(w->isVisible());
        QVERIFY2(fileProblem->text().contains(u"does not exist"), qPrintable(fileProblem->text()));
        path->setText(m_dir->filePath(QStringLiteral("cup.arbiter")));
        key(Qt::Key_Return);
        QVERIFY(!w->isVisible());
    });
    QCOMPARE(m_window->document()->tournament().name, QStringLiteral("Autumn Cup"));
    QCOMPARE(m_window->document()->tournament().declaredRounds, 7);
    QCOMPARE(QFileInfo(taken).size(), 0); // untouched
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("missing"))));
}

void tst_NewEventWizard::cancelKeepsTheOpenEvent()
{
    const QString kept = m_dir->filePath(QStringLiteral("kept.arbiter"));
    QVERIFY(m_window->newTournament(kept));
    QVERIFY(m_window->document()->addPlayer(QStringLiteral("Kept, Player"), 2000));
    openWizard([&](NewEventWizard *w) {
        type(QStringLiteral("Never made"));
        key(Qt::Key_Escape);
        QVERIFY(!w->isVisible());
    });
    QCOMPARE(m_window->document()->path(), kept);
    QCOMPARE(m_window->document()->tournament().players.size(), 1);
    // A creation that fails (the file is locked by the open event) leaves it open too.
    QString error;
    QVERIFY(!m_window->document()->createEvent(
        kept, {{QStringLiteral("name"), QStringLiteral("X")}}, std::nullopt, std::nullopt, &error));
    QVERIFY2(error.contains(kept), qPrintable(error));
    QCOMPARE(m_window->document()->tournament().players.size(), 1);
    // A refused field leaves no file behind.
    const QString bad = m_dir->filePath(QStringLiteral("bad.arbiter"));
    QVERIFY(!m_window->document()->createEvent(bad,
        {{QStringLiteral("declaredRounds"), QStringLiteral("x")}}, std::nullopt, std::nullopt,
        &error));
    QVERIFY2(error.contains(u"number of rounds"), qPrintable(error));
    QVERIFY(!QFileInfo::exists(bad));
    QCOMPARE(m_window->document()->path(), kept);
}

void tst_NewEventWizard::roundRobinPresetsAndEdition()
{
    NewEventWizard w;
    auto *typeBox = child<QComboBox>(&w, "wizardTypeComboBox");
    auto *presets = child<QComboBox>(&w, "wizardPresetComboBox");
    auto *edition = child<QComboBox>(&w, "wizardEditionComboBox");
    child<QLineEdit>(&w, "wizardNameLineEdit")->setText(QStringLiteral("Masters"));
    child<QDateEdit>(&w, "wizardStartDateEdit")->setDate(QDate(2025, 6, 1));
    QCOMPARE(presets->currentData().toString(), QStringLiteral("fide-individual-swiss"));
    typeBox->setCurrentIndex(typeBox->findData(int(TournamentType::RoundRobin)));
    QCOMPARE(child<QSpinBox>(&w, "wizardRoundsSpinBox")->value(), 0); // from the players
    // Only the round-robin presets (and those for any type), the FIDE one of 2025 chosen.
    QCOMPARE(presets->currentData().toString(), QStringLiteral("fide-individual-round-robin"));
    const PresetLibrary library;
    for (int i = 0; i < presets->count(); ++i) {
        const QString id = presets->itemData(i).toString();
        if (id.isEmpty())
            continue; // none
        const auto p = library.find(id);
        QVERIFY(p);
        QVERIFY2(p->tournamentType != u"swiss" && !p->isTeam(), qPrintable(id));
    }
    QVERIFY(presets->findData(QStringLiteral("fide-individual-round-robin-2026")) >= 0);
    QVERIFY(presets->findData(QStringLiteral("us-chess")) >= 0);
    auto *note = child<QLabel>(&w, "wizardEditionNoteLabel");
    QVERIFY2(note->text().contains(u"2024 edition"), qPrintable(note->text()));
    // The 2026 edition chosen against the preset's 2024: chosen wins, with a warning.
    edition->setCurrentIndex(edition->findData(QStringLiteral("2026")));
    QVERIFY2(note->text().contains(u"2026 edition of C.07, as chosen")
            && note->text().contains(u"written for the 2024 edition"),
        qPrintable(note->text()));
    const auto fields = w.fields();
    QVERIFY(fields.contains(qMakePair(QStringLiteral("type"), QStringLiteral("2"))));
    QVERIFY(fields.contains(qMakePair(QStringLiteral("rulesEdition"), QStringLiteral("2026"))));
    QVERIFY(fields.contains(qMakePair(QStringLiteral("startDate"), QStringLiteral("2025-06-01"))));
    QVERIFY(!w.scoring());
    TournamentDocument doc;
    QString error;
    const QString path = m_dir->filePath(QStringLiteral("masters.arbiter"));
    QVERIFY2(doc.createEvent(path, fields, w.preset(), w.scoring(), &error), qPrintable(error));
    QCOMPARE(doc.tournament().type, TournamentType::RoundRobin);
    QCOMPARE(doc.tournament().rulesEdition, std::optional(RulesVersion::Fide2026));
    QCOMPARE(doc.database().appliedPreset()->id, QStringLiteral("fide-individual-round-robin"));
    QVERIFY(doc.tournament().scoring.isDefault());
    // One change, and undo takes the whole set-up back.
    QCOMPARE(doc.database().auditLog().size(), 1);
    QVERIFY(doc.undo());
    QCOMPARE(doc.tournament().name, QString());
    QVERIFY(!doc.tournament().rulesEdition);
    QVERIFY(!doc.database().appliedPreset());
    // No preset: the default tie-breaks of the type.
    presets->setCurrentIndex(presets->findData(QString()));
    QVERIFY(!w.preset());
}

// FIDE's program checklist B18: FIDE mode is on by default for FIDE's regulations and off for
// another federation's (US Chess); the arbiter may choose, and setting up regulations of FIDE
// outside FIDE mode asks first. An event set up outside it records so (round 0) in the same one
// change, and its rating report carries the record.
void tst_NewEventWizard::fideModeFollowsRegulations()
{
    NewEventWizard w;
    auto *presets = child<QComboBox>(&w, "wizardPresetComboBox");
    auto *fideMode = child<QCheckBox>(&w, "wizardFideModeCheckBox");
    auto *note = child<QLabel>(&w, "wizardFideModeNoteLabel");
    QVERIFY(fideMode && note);
    child<QLineEdit>(&w, "wizardNameLineEdit")->setText(QStringLiteral("Club Open"));
    const QString fide = presets->currentData().toString(); // the start date's edition
    QVERIFY2(fide.startsWith(u"fide-individual-swiss"), qPrintable(fide));
    QVERIFY(fideMode->isChecked());
    QVERIFY(w.outsideFideMode().isEmpty());
    presets->setCurrentIndex(presets->findData(QStringLiteral("us-chess")));
    QVERIFY(!fideMode->isChecked());
    QVERIFY2(note->text().contains(u"never enter FIDE mode"), qPrintable(note->text()));
    QCOMPARE(w.outsideFideMode(),
        QStringLiteral("set up outside FIDE mode (regulations: US Chess default)"));
    // Regulations of another federation: no question.
    QStringList asked;
    bool answer = false;
    w.setConfirm([&](const QString &q) {
        asked << q;
        return answer;
    });
    QVERIFY(w.page(NewEventWizard::FormatPageId)->validatePage());
    QVERIFY(asked.isEmpty());
    TournamentDocument doc;
    QString error;
    const QString path = m_dir->filePath(QStringLiteral("us.arbiter"));
    QVERIFY2(
        doc.createEvent(path, w.fields(), w.preset(), w.scoring(), &error, {}, w.outsideFideMode()),
        qPrintable(error));
    QVERIFY(!isFideMode(doc.tournament()));
    QCOMPARE(fideModeExit(doc.tournament())->round, 0);
    QCOMPARE(notFideModeText(doc.tournament()),
        QStringLiteral("Not in FIDE mode (left before round 1)"));
    QCOMPARE(doc.database().auditLog().size(), 1);
    QVERIFY(doc.database().exportTrf().contains(
        "### FideModeExit @ Round 0: set up outside FIDE mode (regulations: US Chess default)"));

    // Back to FIDE's regulations: FIDE mode again, until the arbiter sets the box himself.
    presets->setCurrentIndex(presets->findData(fide));
    QVERIFY(fideMode->isChecked());
    fideMode->click();
    QVERIFY(!fideMode->isChecked());
    presets->setCurrentIndex(presets->findData(QStringLiteral("us-chess")));
    presets->setCurrentIndex(presets->findData(fide));
    QVERIFY(!fideMode->isChecked());
    // FIDE's regulations outside FIDE mode: asked, with the consequences; Cancel stays.
    QVERIFY(!w.page(NewEventWizard::FormatPageId)->validatePage());
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked[0].contains(u"can never enter FIDE mode")
            && asked[0].contains(u"### FideModeExit @ Round 0"),
        qPrintable(asked[0]));
    answer = true;
    QVERIFY(w.page(NewEventWizard::FormatPageId)->validatePage());
    QCOMPARE(asked.size(), 2);
    fideMode->click();
    QVERIFY(w.page(NewEventWizard::FormatPageId)->validatePage());
    QCOMPARE(asked.size(), 2);
    QVERIFY(w.outsideFideMode().isEmpty());
}

void tst_NewEventWizard::extensionAdded()
{
    QCOMPARE(NewEventWizard::withExtension(QStringLiteral("/tmp/open")),
        QStringLiteral("/tmp/open.arbiter"));
    QCOMPARE(NewEventWizard::withExtension(QStringLiteral(" /tmp/open.arbiter ")),
        QStringLiteral("/tmp/open.arbiter"));
    QCOMPARE(NewEventWizard::withExtension(QStringLiteral("/tmp/a.b/open")),
        QStringLiteral("/tmp/a.b/open.arbiter"));
    QCOMPARE(NewEventWizard::withExtension(QString()), QString());
}

void tst_NewEventWizard::threeOneZeroInTheTrf()
{
    // An event scored 3-1-0 in the app exports its scoring (162), so that the declared points
    // read back as they were computed; before, the TRF said nothing and a reader counted 1-½-0.
    TournamentDocument doc;
    QString error;
    QVERIFY2(doc.createEvent(m_dir->filePath(QStringLiteral("league.arbiter")),
                 {{QStringLiteral("name"), QStringLiteral("League")},
                     {QStringLiteral("declaredRounds"), QStringLiteral("1")}},
                 std::nullopt, NewEventWizard::threeOneZero(), &error),
        qPrintable(error));
    QVERIFY(doc.addPlayer(QStringLiteral("One, A"), 2000));
    QVERIFY(doc.addPlayer(QStringLiteral("Two, B"), 1900));
    QVERIFY(doc.addPlayer(QStringLiteral("Three, C"), 1800));
    QVERIFY(doc.setGame(1, 1, 2, '='));
    QVERIFY(doc.setBye(1, 3, 'U'));
    const QByteArray trf = doc.database().exportTrf();
    // TRF-2026's columns: W at column 6, its points at 7-10, the next symbol 9 columns on.
    QVERIFY2(trf.contains("\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0\n"), trf.constData());
    const TrfReadResult back = readTrf(trf);
    QVERIFY(back.ok());
    QCOMPARE(back.tournament.scoring, NewEventWizard::threeOneZero());
    const QList<Fixed> expected = {Fixed::fromInt(1), Fixed::fromInt(1), Fixed::fromInt(3)};
    for (int i = 0; i < 3; ++i) {
        const Player &p = back.tournament.players[i];
        QCOMPARE(p.declaredPoints, expected[i]);
        Fixed computed;
        for (const RoundEntry &e : p.rounds)
            computed += back.tournament.scoring.points(e);
        QCOMPARE(computed, p.declaredPoints);
    }
}

QTEST_MAIN(tst_NewEventWizard)
#include "tst_neweventwizard.moc"
