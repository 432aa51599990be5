// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/externalvaluesdialog.h"
#include "standings/standingsmodel.h"
#include "standings/tiebreakeditor.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QStringListModel>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using namespace arb;

class tst_TieBreakEditor : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void describe_data();
    void describe();
    void roundRobinWarning();
    void buchholzHiddenInRoundRobins();
    void addReorderApply();
    void changeAfterRoundOne();
    void badModifierReported();
    void presets();
    void regulationPreset();
    void regulationNamesTranslated();
    void externalValuesEntered();

private:
    void add(const QString &key, const QString &modifiers);

    std::unique_ptr<TournamentDocument> m_doc;
    std::unique_ptr<TieBreakEditor> m_editor;
};

void tst_TieBreakEditor::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QVERIFY(m_doc->create(QStringLiteral(":memory:")));
    for (int i = 1; i <= 4; ++i)
        QVERIFY(m_doc->addPlayer(QStringLiteral("P%1").arg(i), 2000 - i));
    m_editor = std::make_unique<TieBreakEditor>(m_doc.get());
}

void tst_TieBreakEditor::cleanup()
{
    m_editor.reset();
    m_doc.reset();
}

void tst_TieBreakEditor::add(const QString &key, const QString &modifiers)
{
    auto *box = m_editor->findChild<QComboBox *>(QStringLiteral("tieBreakComboBox"));
    box->setCurrentIndex(box->findData(key));
    auto *mods = m_editor->findChild<QLineEdit *>(QStringLiteral("modifiersLineEdit"));
    mods->clear();
    QTest::keyClicks(mods, modifiers);
    QTest::mouseClick(
        m_editor->findChild<QPushButton *>(QStringLiteral("addTieBreakButton")), Qt::LeftButton);
}

void tst_TieBreakEditor::describe_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("parts");
    QTest::newRow("8.1 Buchholz Cut-1")
        << "BH/C1" << QStringList {"Buchholz", "Art. 8.1", "lowest 1 value", "14.1"};
    QTest::newRow("9.1 Sonneborn-Berger median")
        << "SB/M1" << QStringList {"Sonneborn-Berger", "9.1", "14.2"};
    QTest::newRow("9.2 Koya limit") << "KS/L+1" << QStringList {"Koya System", "9.2", "14.5"};
    QTest::newRow("10.1 ARO unrated")
        << "ARO/U1400" << QStringList {"Average Rating of Opponents", "count as 1400"};
    QTest::newRow("forfeits as played") << "BH/P" << QStringList {"forfeits count as played"};
    QTest::newRow("unknown acronym") << "XYZ" << QStringList {"\"XYZ\"", "unknown acronym"};
    // The new event has no start date, so it follows the 2024 edition.
    QTest::newRow("7.8 TPN reversed in a 2024 event")
        << "TPN/R" << QStringList {"Tournament Pairing Number", "7.8", "/R", "2026 edition"};
    QTest::newRow("edition override")
        << "BH/V2026" << QStringList {"Buchholz", "2026 edition of C.07 whatever"};
}

void tst_TieBreakEditor::describe()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, parts);
    const QString text = m_editor->describe(spec);
    for (const QString &p : parts)
        QVERIFY2(text.contains(p), qPrintable(text));
}

void tst_TieBreakEditor::roundRobinWarning()
{
    // The note to Art. 8: Buchholz-type tie-breaks are not for round robins.
    QVERIFY(!m_editor->describe(QStringLiteral("BH")).contains(QStringLiteral("note to Art. 8")));
    QVERIFY(m_doc->setEventField(QStringLiteral("type"), QStringLiteral("2")));
    QVERIFY(m_editor->describe(QStringLiteral("BH")).contains(QStringLiteral("note to Art. 8")));
    QVERIFY(m_editor->describe(QStringLiteral("FB")).contains(QStringLiteral("note to Art. 8")));
    QVERIFY(!m_editor->describe(QStringLiteral("SB")).contains(QStringLiteral("note to Art. 8")));
    // Choosing the 2026 edition takes the 2026-tie-break warning away.
    QVERIFY(m_doc->setEventField(QStringLiteral("rulesEdition"), QStringLiteral("2026")));
    QVERIFY(!m_editor->describe(QStringLiteral("RTNG/U1400")).contains(QStringLiteral("⚠")));
}

// F44 (FIDE C.02 checklist): BH, FB and AOB are hidden, not greyed out, in a round robin's
// tie-break editor and presets; a Swiss gets them back.
void tst_TieBreakEditor::buchholzHiddenInRoundRobins()
{
    auto *box = m_editor->findChild<QComboBox *>(QStringLiteral("tieBreakComboBox"));
    auto *regulations = m_editor->findChild<QComboBox *>(QStringLiteral("regulationComboBox"));
    auto *saved = m_editor->findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    const QStringList buchholz {QStringLiteral("BH"), QStringLiteral("AOB"), QStringLiteral("FB")};
    const int before = int(m_doc->database().presets().size());
    QVERIFY(m_doc->database().savePreset(
        QStringLiteral("swiss list"), {QStringLiteral("BH/C1"), QStringLiteral("SB")}));
    QVERIFY(m_doc->database().savePreset(
        QStringLiteral("all-play-all list"), {QStringLiteral("SB"), QStringLiteral("KS")}));
    QVERIFY(
        m_doc->setEventField(QStringLiteral("type"), QString::number(int(TournamentType::Swiss))));
    for (const QString &key : buchholz)
        QVERIFY2(box->findData(key) >= 0, qPrintable(key));
    QVERIFY(regulations->findData(QStringLiteral("fide-individual-swiss")) >= 0);
    QCOMPARE(saved->count(), before + 2);
    int withBuchholz = 0;
    for (const auto &[name, list] : m_doc->database().presets())
        withBuchholz += std::any_of(list.begin(), list.end(), [](const QString &s) {
            return s.startsWith(u"BH") || s.startsWith(u"AOB") || s.startsWith(u"FB");
        });
    QVERIFY(withBuchholz >= 1);

    QVERIFY(m_doc->setEventField(
        QStringLiteral("type"), QString::number(int(TournamentType::RoundRobin))));
    for (const QString &key : buchholz)
        QVERIFY2(box->findData(key) < 0, qPrintable(key));
    for (int i = 0; i < box->count(); ++i)
        QVERIFY(box->itemData(i).toString() != QStringLiteral("BH"));
    QVERIFY(box->findData(QStringLiteral("SB")) >= 0);
    QVERIFY(box->findData(QStringLiteral("KS")) >= 0);
    QVERIFY(regulations->findData(QStringLiteral("fide-individual-swiss")) < 0);
    QVERIFY(regulations->findData(QStringLiteral("fide-individual-swiss-2026")) < 0);
    QVERIFY(regulations->findData(QStringLiteral("fide-individual-round-robin")) >= 0);
    QCOMPARE(saved->count(), before + 2 - withBuchholz);
    QVERIFY(saved->findText(QStringLiteral("all-play-all list: SB KS")) >= 0);
    for (int i = 0; i < saved->count(); ++i)
        QVERIFY2(
            !saved->itemText(i).contains(QStringLiteral("BH")), qPrintable(saved->itemText(i)));

    QVERIFY(m_doc->setEventField(
        QStringLiteral("type"), QString::number(int(TournamentType::DoubleRoundRobin))));
    QVERIFY(box->findData(QStringLiteral("AOB")) < 0);
    QVERIFY(
        m_doc->setEventField(QStringLiteral("type"), QString::number(int(TournamentType::Swiss))));
    QVERIFY(box->findData(QStringLiteral("FB")) >= 0);
    QVERIFY(regulations->findData(QStringLiteral("fide-individual-swiss")) >= 0);
}

void tst_TieBreakEditor::addReorderApply()
{
    m_editor->model()->setStringList({});
    add(QStringLiteral("SB"), QString());
    add(QStringLiteral("BH"), QStringLiteral("/C1"));
    add(QStringLiteral("WIN"), QString());
    QCOMPARE(m_editor->model()->stringList(), QStringList({"SB", "BH/C1", "WIN"}));
    // Move BH/C1 to the top, as a drag would.
    QVERIFY(m_editor->model()->moveRows({}, 1, 1, {}, 0));
    QCOMPARE(m_editor->model()->stringList(), QStringList({"BH/C1", "SB", "WIN"}));
    StandingsModel standings(m_doc.get());
    QTest::mouseClick(
        m_editor->findChild<QPushButton *>(QStringLiteral("applyTieBreaksButton")), Qt::LeftButton);
    QCOMPARE(m_doc->tournament().tieBreaks, QStringList({"BH/C1", "SB", "WIN"}));
    QCOMPARE(standings.headerData(StandingsModel::FirstTieBreak, Qt::Horizontal).toString(),
        QStringLiteral("BH/C1"));
    QCOMPARE(standings.columnCount(), StandingsModel::FirstTieBreak + 4);
    QVERIFY(m_doc->undo());
    QVERIFY(m_doc->tournament().tieBreaks.isEmpty());
}

// C.02 M81, M82: once a round is played, a changed list takes two warnings that name the list
// it replaces (either can be cancelled, and nothing changes); the change is recorded with the
// round and both lists, in the event and its rating report. Before round 1 nothing is asked.
void tst_TieBreakEditor::changeAfterRoundOne()
{
    m_editor->model()->setStringList({QStringLiteral("BH")});
    QStringList asked;
    QStringList answers;
    m_editor->setConfirmHandler(
        [&](const QString &title, const QString &text, const QString &accept) {
            asked.append(title + u'|' + text + u'|' + accept);
            return !answers.isEmpty() && answers.takeFirst() == accept;
        });
    QVERIFY(m_editor->apply());
    QVERIFY(asked.isEmpty());
    QCOMPARE(m_doc->tournament().tieBreaks, QStringList {QStringLiteral("BH")});

    QVERIFY(m_doc->setGame(1, 1, 3, '1'));
    QVERIFY(m_doc->setGame(1, 4, 2, '='));
    m_editor->model()->setStringList({QStringLiteral("BH"), QStringLiteral("SB")});
    for (const QStringList &a : {QStringList {}, QStringList {QStringLiteral("Continue")}}) {
        answers = a;
        asked.clear();
        QVERIFY(!m_editor->apply());
        QCOMPARE(asked.size(), a.size() + 1);
        QCOMPARE(m_doc->tournament().tieBreaks, QStringList {QStringLiteral("BH")});
    }
    QVERIFY2(asked[0].startsWith(QStringLiteral("Change the tie-breaks after round 1|"))
            && asked[0].contains(QStringLiteral("Now: BH\nNew: BH SB")),
        qPrintable(asked[0]));
    answers = {QStringLiteral("Continue"), QStringLiteral("Change the tie-breaks")};
    QVERIFY(m_editor->apply());
    QCOMPARE(m_doc->tournament().tieBreaks, (QStringList {"BH", "SB"}));
    const QString record = QStringLiteral("### TieBreaks @ Round 1: BH -> BH SB");
    const QList<RawRecord> &records = m_doc->tournament().otherRecords;
    QVERIFY(std::any_of(records.cbegin(), records.cend(),
        [&record](const RawRecord &r) { return r.line == record; }));
    QVERIFY(QString::fromUtf8(m_doc->database().exportTrf()).contains(u'\n' + record + u'\n'));
    // The same list again asks nothing and records nothing.
    asked.clear();
    QVERIFY(m_editor->apply());
    QVERIFY(asked.isEmpty());
    // M81: a regulation preset chosen now takes the same two warnings.
    auto *regulations = m_editor->findChild<QComboBox *>(QStringLiteral("regulationComboBox"));
    regulations->setCurrentIndex(
        regulations->findData(QStringLiteral("fide-individual-swiss-2026")));
    QVERIFY(regulations->currentIndex() > 0);
    answers = {QStringLiteral("Continue")};
    asked.clear();
    QVERIFY(!m_editor->applyRegulation());
    QCOMPARE(asked.size(), 2);
    QVERIFY2(asked[0].contains(QStringLiteral("Now: BH SB\nNew: ")), qPrintable(asked[0]));
    QCOMPARE(m_doc->tournament().tieBreaks, (QStringList {"BH", "SB"}));
    answers = {QStringLiteral("Continue"), QStringLiteral("Change the tie-breaks")};
    QVERIFY(m_editor->applyRegulation());
    QVERIFY(m_doc->tournament().tieBreaks != (QStringList {"BH", "SB"}));
    QVERIFY(std::any_of(records.cbegin(), records.cend(), [](const RawRecord &r) {
        return r.line.startsWith(u"### TieBreaks @ Round 1: BH SB -> ");
    }));
}

void tst_TieBreakEditor::badModifierReported()
{
    QSignalSpy errors(m_doc.get(), &TournamentDocument::errorOccurred);
    const QStringList before = m_editor->model()->stringList();
    add(QStringLiteral("DE"), QStringLiteral("/C1"));
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors[0][0].toString().contains(QStringLiteral("DE/C1")),
        qPrintable(errors[0][0].toString()));
    QCOMPARE(m_editor->model()->stringList(), before);
}

void tst_TieBreakEditor::presets()
{
    m_editor->model()->setStringList({QStringLiteral("KS"), QStringLiteral("SB")});
    QVERIFY(m_editor->savePreset(QStringLiteral("Club")));
    m_editor->model()->setStringList({});
    auto *box = m_editor->findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    const int i = box->findText(QStringLiteral("Club: KS SB"));
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
    QTest::mouseClick(
        m_editor->findChild<QPushButton *>(QStringLiteral("loadPresetButton")), Qt::LeftButton);
    QCOMPARE(m_editor->model()->stringList(), QStringList({"KS", "SB"}));
}

void tst_TieBreakEditor::regulationPreset()
{
    // Choosing the national B.6 Swiss regulation sets its list (DEA first) and says it is in force.
    auto *box = m_editor->findChild<QComboBox *>(QStringLiteral("regulationComboBox"));
    auto *label = m_editor->findChild<QLabel *>(QStringLiteral("regulationLabel"));
    QVERIFY(box && label);
    QVERIFY(label->text().contains(QStringLiteral("No regulation")));
    const int i = box->findData(QStringLiteral("national-b6-swiss"));
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
    QTest::mouseClick(m_editor->findChild<QPushButton *>(QStringLiteral("applyRegulationButton")),
        Qt::LeftButton);
    QCOMPARE(m_doc->tournament().tieBreaks.value(0), QStringLiteral("DEA"));
    QCOMPARE(m_editor->model()->stringList().value(0), QStringLiteral("DEA"));
    QVERIFY2(label->text().startsWith(QStringLiteral("In force:")), qPrintable(label->text()));
    QVERIFY(m_doc->undo());
    QVERIFY(label->text().contains(QStringLiteral("No regulation")));
}

namespace {

//! Translates the shipped presets' names and regulations as "[de] " + the English text.
class PresetNamesTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(
        const char *context, const char *source, const char * = nullptr, int = -1) const override
    {
        return qstrcmp(context, "arb::PresetNames") == 0
            ? QStringLiteral("[de] ") + QString::fromUtf8(source)
            : QString();
    }
};

} // namespace

void tst_TieBreakEditor::regulationNamesTranslated()
{
    // The regulation box and the "In force" line show a shipped preset's name and
    // regulation in the user's language, not the English of the JSON file.
    PresetNamesTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    m_editor = std::make_unique<TieBreakEditor>(m_doc.get());
    auto *box = m_editor->findChild<QComboBox *>(QStringLiteral("regulationComboBox"));
    auto *label = m_editor->findChild<QLabel *>(QStringLiteral("regulationLabel"));
    const int i = box->findData(QStringLiteral("national-b6-swiss"));
    QVERIFY(i >= 0);
    QCOMPARE(box->itemText(i),
        QStringLiteral("[de] National B.6 Swiss - [de] National championship regulations B.6 "
                       "(Scoring and tie-breaking system)"));
    box->setCurrentIndex(i);
    QTest::mouseClick(m_editor->findChild<QPushButton *>(QStringLiteral("applyRegulationButton")),
        Qt::LeftButton);
    QVERIFY2(label->text().contains(QStringLiteral("[de] National B.6 Swiss, version")),
        qPrintable(label->text()));
    QCoreApplication::removeTranslator(&translator);
}

// FIDE's program checklist M84: EXT's values typed per player with the reason, one audited
// change; a value that is no number is named in the dialog; unchanged values are not recorded
// again; undo takes them back.
void tst_TieBreakEditor::externalValuesEntered()
{
    QString problem;
    bool bad = true;
    m_editor->setExternalValuesDialog([&](ExternalValuesDialog &dialog) {
        QTableWidget *table = dialog.table();
        table->item(0, 2)->setText(bad ? QStringLiteral("x") : QStringLiteral("2,5"));
        table->item(2, 2)->setText(QStringLiteral("1"));
        dialog.reasonLineEdit()->setText(QStringLiteral("qualifier"));
        dialog.accept();
        problem = dialog.findChild<QLabel *>(QStringLiteral("externalValuesProblemLabel"))->text();
        return dialog.result() == QDialog::Accepted;
    });
    QVERIFY(!m_editor->editExternalValues());
    QVERIFY2(
        problem.contains(u"Player 1") && problem.contains(u"not a number"), qPrintable(problem));
    QVERIFY(externalTieBreakValues(m_doc->tournament()).isEmpty());
    bad = false;
    QVERIFY(m_editor->editExternalValues());
    const QHash<int, Fixed> values = externalTieBreakValues(m_doc->tournament());
    QCOMPARE(values.value(1), *Fixed::parse(u"2.5"));
    QCOMPARE(values.value(3), Fixed::fromInt(1));
    QCOMPARE(values.size(), 2);
    QVERIFY(m_doc->database().auditLog().last().what.contains(u"EXT"));
    // Nothing changed: refused in the dialog, nothing recorded.
    const auto entries = m_doc->database().auditLog().size();
    QVERIFY(!m_editor->editExternalValues());
    QCOMPARE(m_doc->database().auditLog().size(), entries);
    QVERIFY(m_doc->undo());
    QVERIFY(externalTieBreakValues(m_doc->tournament()).isEmpty());
}

QTEST_MAIN(tst_TieBreakEditor)
#include "tst_tiebreakeditor.moc"
