// SPDX-License-Identifier: GPL-3.0-or-later
// Every visible text of the app goes through tr(): the main window (all tabs, menus, actions,
// table headers) and the dialogs are built in English and in each shipped language, and a text that
// is the same English words in all four is a string nobody can translate. A scan of ui/ and app/gui
// finds literals passed straight to setText(), QLabel(), addAction() and the like.
#include "mainwindow.h"
#include "pairing/dutch.h"
#include "playoff/playoffdialog.h"
#include "rounds/pairingpreviewdialog.h"
#include "tournamentdocument.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTranslator>

using namespace arb;

namespace {

using Texts = QMap<QString, QString>;

// Names, acronyms and codes that read the same in every language.
const QStringList sameEverywhere {QStringLiteral("Arbiter"), QStringLiteral("TRF"),
    QStringLiteral("PDF"), QStringLiteral("FIDE"), QStringLiteral("Elo"),
    QStringLiteral("Buchholz"), QStringLiteral("Sonneborn-Berger"), QStringLiteral("Koya"),
    QStringLiteral("Tata Steel Masters"), QStringLiteral("Kashdan"), QStringLiteral("Solkoff"),
    QStringLiteral("Harkness"), QStringLiteral("US Chess"), QStringLiteral("Ctrl"),
    QStringLiteral("SB"), QStringLiteral("TPN"), QStringLiteral("ARO"), QStringLiteral("min"),
    QStringLiteral("Art."), QStringLiteral("English"), QStringLiteral("Deutsch"),
    QStringLiteral("Français"), QStringLiteral("Español")};
// Combo boxes that list data (regulation presets from resources/presets, the user's tie-break
// lists), not texts of the program.
const QStringList dataComboBoxes {
    QStringLiteral("regulationComboBox"), QStringLiteral("presetComboBox")};

void addText(Texts &texts, const QString &key, const QString &text)
{
    if (!text.isEmpty())
        texts.insert(key, text);
}

void collect(QObject *object, const QString &key, Texts &texts)
{
    if (auto *w = qobject_cast<QWidget *>(object)) {
        if (w->isWindow())
            addText(texts, key + QStringLiteral("#title"), w->windowTitle());
        addText(texts, key + QStringLiteral("#tip"), w->toolTip());
        addText(texts, key + QStringLiteral("#status"), w->statusTip());
    }
    // The standard buttons of a button box (OK, Cancel) are Qt's, translated by qtbase_*.qm.
    auto *box = qobject_cast<QDialogButtonBox *>(object->parent());
    if (auto *b = qobject_cast<QAbstractButton *>(object);
        b && !(box && box->standardButton(b) != QDialogButtonBox::NoButton))
        addText(texts, key + QStringLiteral("#text"), b->text());
    if (auto *l = qobject_cast<QLabel *>(object))
        addText(texts, key + QStringLiteral("#text"), l->text());
    if (auto *g = qobject_cast<QGroupBox *>(object))
        addText(texts, key + QStringLiteral("#text"), g->title());
    if (auto *e = qobject_cast<QLineEdit *>(object))
        addText(texts, key + QStringLiteral("#placeholder"), e->placeholderText());
    if (auto *e = qobject_cast<QPlainTextEdit *>(object))
        addText(texts, key + QStringLiteral("#placeholder"), e->placeholderText());
    if (auto *e = qobject_cast<QTextEdit *>(object))
        addText(texts, key + QStringLiteral("#placeholder"), e->placeholderText());
    if (auto *m = qobject_cast<QMenu *>(object))
        addText(texts, key + QStringLiteral("#text"), m->title());
    if (auto *a = qobject_cast<QAction *>(object)) {
        addText(texts, key + QStringLiteral("#text"), a->text());
        addText(texts, key + QStringLiteral("#status"), a->statusTip());
    }
    if (auto *t = qobject_cast<QTabWidget *>(object)) {
        for (int i = 0; i < t->count(); ++i) {
            addText(texts, key + QStringLiteral("#tab%1").arg(i), t->tabText(i));
            addText(texts, key + QStringLiteral("#tabtip%1").arg(i), t->tabToolTip(i));
        }
    }
    if (auto *c = qobject_cast<QComboBox *>(object);
        c && !dataComboBoxes.contains(c->objectName())) {
        for (int i = 0; i < c->count(); ++i)
            addText(texts, key + QStringLiteral("#item%1").arg(i), c->itemText(i));
    }
    if (auto *v = qobject_cast<QAbstractItemView *>(object); v && v->model()) {
        for (int c = 0; c < v->model()->columnCount(); ++c) {
            addText(texts, key + QStringLiteral("#header%1").arg(c),
                v->model()->headerData(c, Qt::Horizontal).toString());
            addText(texts, key + QStringLiteral("#headertip%1").arg(c),
                v->model()->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
        }
    }
    QHash<QString, int> seen;
    for (QObject *child : object->children()) {
        QString name = child->objectName();
        if (name.isEmpty())
            name = QString::fromLatin1(child->metaObject()->className());
        const int n = seen[name]++;
        collect(child, QStringLiteral("%1/%2[%3]").arg(key, name).arg(n), texts);
    }
}

//! The texts of the main window on a new event and of the dialogs, in the installed language.
Texts windowTexts(const QString &path)
{
    Texts texts;
    MainWindow window;
    if (!window.newTournament(path))
        return texts;
    window.show();
    collect(&window, QStringLiteral("main"), texts);
    PlayoffDialog playoff(window.document());
    collect(&playoff, QStringLiteral("playoff"), texts);
    PairingPreviewDialog preview(window.document()->tournament(), 1, {}, {});
    collect(&preview, QStringLiteral("preview"), texts);
    return texts;
}

//! True when \a text still holds an English word once names, codes and placeholders are gone.
bool hasWords(QString text)
{
    for (const QString &name : sameEverywhere)
        text.remove(name);
    static const QRegularExpression code(QStringLiteral("%\\d+|%n|&|<[^>]*>|\\b[A-Z]{1,5}\\d*\\b"));
    text.remove(code);
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    return text.contains(word);
}

} // namespace

class tst_VisibleStrings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyVisibleTextIsTranslated();
    void noLiteralPassedToAWidget();
};

void tst_VisibleStrings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_VisibleStrings::everyVisibleTextIsTranslated()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Texts english = windowTexts(dir.filePath(QStringLiteral("en.arbiter")));
    QVERIFY(english.size() > 100);
    QList<Texts> translated;
    for (const char *lang : {"de", "fr", "es"}) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/arbiter_") + QLatin1String(lang)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        translated.append(
            windowTexts(dir.filePath(QLatin1String(lang) + QStringLiteral(".arbiter"))));
        QVERIFY(QCoreApplication::removeTranslator(&translator));
        QVERIFY(translated.last().size() > 100);
    }
    QStringList same;
    for (auto it = english.begin(); it != english.end(); ++it) {
        const bool everywhere = std::all_of(translated.begin(), translated.end(),
            [&](const Texts &t) { return t.value(it.key()) == it.value(); });
        if (everywhere && hasWords(it.value()))
            same.append(QStringLiteral("  %1: \"%2\"").arg(it.key(), it.value()));
    }
    if (!same.isEmpty())
        qWarning().noquote() << QStringLiteral(
            "%1 visible text(s) read the same in English, German, "
            "French and Spanish (not in tr(), or not in the "
            "catalogues):\n%2")
                                    .arg(same.size())
                                    .arg(same.join(u'\n'));
    QVERIFY2(same.isEmpty(), "untranslated visible texts: see the list above");
}

void tst_VisibleStrings::noLiteralPassedToAWidget()
{
    // A literal with a word passed as the text of a widget, action, menu, tab, item or message box.
    // A line may carry the marker "notr" (in a comment) for a literal that is no text (a code).
    static const QRegularExpression call(QStringLiteral(
        "\\b(setText|setWindowTitle|setToolTip|setStatusTip|setWhatsThis|setPlaceholderText|"
        "setTitle|addAction|addMenu|addTab|insertTab|setTabText|setTabToolTip|addItem|insertItem|"
        "showMessage|setLabelText|setHeaderLabels|setHtml|setPlainText|addRow|setSpecialValueText|"
        "setSuffix|setPrefix|QLabel|QPushButton|QCheckBox|QRadioButton|QGroupBox|QToolButton|"
        "QAction|"
        "QMenu|(?:QMessageBox|QFileDialog|QInputDialog)::\\w+)\\s*\\(([^()]*?,\\s*)?"
        "(QStringLiteral|QLatin1String|QString|QLatin1StringView)?\\s*\\(?\\s*u?\"([^\"]*)\""));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    QStringList found;
    int files = 0;
    for (const char *sub : {"/ui", "/app/gui"}) {
        QDirIterator it(QStringLiteral(ARBITER_SOURCE_DIR) + QLatin1String(sub),
            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            ++files;
            const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
            for (int i = 0; i < lines.size(); ++i) {
                if (lines[i].contains(QStringLiteral("notr")))
                    continue;
                for (auto m = call.globalMatch(lines[i]); m.hasNext();) {
                    const auto match = m.next();
                    if (match.captured(4).contains(word))
                        found.append(QStringLiteral("  %1:%2: %3")
                                         .arg(file.fileName())
                                         .arg(i + 1)
                                         .arg(lines[i].trimmed()));
                }
            }
        }
    }
    QVERIFY(files > 20);
    if (!found.isEmpty())
        qWarning().noquote() << QStringLiteral("%1 literal(s) shown without tr():\n%2")
                                    .arg(found.size())
                                    .arg(found.join(u'\n'));
    QVERIFY2(found.isEmpty(), "literals shown without tr(): see the list above");
}

QTEST_MAIN(tst_VisibleStrings)
#include "tst_visiblestrings.moc"
