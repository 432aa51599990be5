// SPDX-License-Identifier: GPL-3.0-or-later
#include "neweventwizard.h"

#include "pairing/swissteam.h"
#include "presets/presetlibrary.h"
#include "rulesedition.h"
#include "warningbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <QWizardPage>

namespace arb {

namespace {

    const QString isoFormat = QStringLiteral("yyyy-MM-dd");
    //! The data of the pairing-system item of a team Swiss (beside the TournamentType values).
    constexpr int teamSwissItem = 100;

    //! A page whose Next (or Finish) runs \a check first; \a check shows what is wrong.
    class CheckedPage : public QWizardPage
    {
    public:
        CheckedPage(std::function<bool()> check, QWidget *parent)
            : QWizardPage(parent)
            , m_check(std::move(check))
        {
        }
        bool validatePage() override { return m_check(); }

    private:
        std::function<bool()> m_check;
    };

    QLabel *problemLabel(QWidget *parent, const char *name)
    {
        auto *label = new QLabel(parent);
        label->setObjectName(QLatin1String(name));
        label->setWordWrap(true);
        label->setStyleSheet(QStringLiteral("color: #b00020"));
        label->hide();
        return label;
    }

    bool showProblem(QLabel *label, const QString &text)
    {
        label->setText(text);
        label->setVisible(!text.isEmpty());
        return text.isEmpty();
    }

    QString presetTypeOf(TournamentType type)
    {
        return type == TournamentType::Swiss ? QStringLiteral("swiss")
                                             : QStringLiteral("round-robin");
    }

} // namespace

NewEventWizard::NewEventWizard(QWidget *parent)
    : QWizard(parent)
{
    setObjectName(QStringLiteral("newEventWizard"));
    setWindowTitle(tr("New event"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    m_presets = PresetLibrary(PresetLibrary::defaultUserDir()).presets();

    // Page 1: the event.
    auto *eventPage = new CheckedPage(
        [this] {
            if (m_name->text().trimmed().isEmpty()) {
                m_name->setFocus();
                return showProblem(m_eventProblem, tr("Event name: enter the name of the event."));
            }
            if (m_end->date() < m_start->date()) {
                m_end->setFocus();
                return showProblem(m_eventProblem,
                    tr("End date: %1 is before the start date %2.")
                        .arg(m_end->date().toString(isoFormat),
                            m_start->date().toString(isoFormat)));
            }
            return showProblem(m_eventProblem, QString());
        },
        this);
    eventPage->setTitle(tr("The event"));
    eventPage->setSubTitle(tr("What the event is called, where and when it is played, and who "
                              "directs it. Everything can be changed later on the Event tab."));
    m_name = new QLineEdit(eventPage);
    m_name->setObjectName(QStringLiteral("wizardNameLineEdit"));
    m_city = new QLineEdit(eventPage);
    m_city->setObjectName(QStringLiteral("wizardCityLineEdit"));
    m_federation = new QLineEdit(eventPage);
    m_federation->setObjectName(QStringLiteral("wizardFederationLineEdit"));
    m_federation->setMaxLength(3);
    m_federation->setPlaceholderText(tr("e.g. GER"));
    m_federation->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_federation));
    const QDate today = QDate::currentDate();
    m_start = new QDateEdit(today, eventPage);
    m_start->setObjectName(QStringLiteral("wizardStartDateEdit"));
    m_end = new QDateEdit(today, eventPage);
    m_end->setObjectName(QStringLiteral("wizardEndDateEdit"));
    for (QDateEdit *d : {m_start, m_end}) {
        d->setDisplayFormat(isoFormat);
        d->setCalendarPopup(true);
        d->setMinimumDate(QDate(1900, 1, 1));
    }
    m_chiefArbiter = new QLineEdit(eventPage);
    m_chiefArbiter->setObjectName(QStringLiteral("wizardChiefArbiterLineEdit"));
    m_eventProblem = problemLabel(eventPage, "wizardEventProblemLabel");
    auto *eventForm = new QFormLayout(eventPage);
    eventForm->addRow(tr("Event na&me:"), m_name);
    eventForm->addRow(tr("&City:"), m_city);
    eventForm->addRow(tr("Fe&deration:"), m_federation);
    eventForm->addRow(tr("&Start date:"), m_start);
    eventForm->addRow(tr("&End date:"), m_end);
    eventForm->addRow(tr("Chief &arbiter:"), m_chiefArbiter);
    eventForm->addRow(m_eventProblem);
    // The end date follows the start date until the arbiter sets it.
    connect(m_start, &QDateEdit::dateChanged, this, [this](const QDate &d) {
        if (m_end->date() < d)
            m_end->setDate(d);
        fillPresets();
    });
    setPage(EventPageId, eventPage);

    // Page 2: the format and its regulations.
    auto *formatPage = new CheckedPage(
        [this] {
            QString problem;
            if (type() == TournamentType::Swiss && m_rounds->value() < 1)
                problem = tr("Number of rounds: a Swiss event needs at least one round.");
            if (!problem.isEmpty())
                m_rounds->setFocus();
            // Regulations of FIDE set up outside FIDE mode: a second step that names what it
            // means (FIDE's program checklist B19), Cancel the default.
            const auto p = preset();
            if (problem.isEmpty() && !m_fideMode->isChecked() && (!p || p->fideMode)
                && !m_confirm(tr("The event will be set up outside FIDE mode:\n- it can never "
                                 "enter FIDE mode;\n- its log and its rating report say so "
                                 "(### FideModeExit @ Round 0), for the rating officer to see;\n"
                                 "- every screen and every printout say so.\n\nSet it up outside "
                                 "FIDE mode?"))) {
                m_fideMode->setFocus();
                return false;
            }
            return showProblem(m_formatProblem, problem);
        },
        this);
    formatPage->setTitle(tr("Format and regulations"));
    formatPage->setSubTitle(tr("The pairing system, the number of rounds and the regulations the "
                               "tie-breaks follow. The Tie-breaks tab changes them later."));
    m_type = new QComboBox(formatPage);
    m_type->setObjectName(QStringLiteral("wizardTypeComboBox"));
    m_type->addItem(tr("Swiss system"), int(TournamentType::Swiss));
    m_type->addItem(tr("Round robin"), int(TournamentType::RoundRobin));
    m_type->addItem(tr("Double round robin"), int(TournamentType::DoubleRoundRobin));
    m_type->addItem(tr("Team Swiss (C.04.6)"), teamSwissItem);
    m_rounds = new QSpinBox(formatPage);
    m_rounds->setObjectName(QStringLiteral("wizardRoundsSpinBox"));
    m_rounds->setRange(0, 99);
    m_rounds->setValue(9);
    m_rounds->setSpecialValueText(tr("from the number of players"));
    m_preset = new QComboBox(formatPage);
    m_preset->setObjectName(QStringLiteral("wizardPresetComboBox"));
    m_scoring = new QComboBox(formatPage);
    m_scoring->setObjectName(QStringLiteral("wizardScoringComboBox"));
    m_scoring->addItem(tr("Win 1, draw ½, loss 0 (standard)"), 0);
    m_scoring->addItem(tr("Win 3, draw 1, loss 0"), 1);
    m_edition = new QComboBox(formatPage);
    m_edition->setObjectName(QStringLiteral("wizardEditionComboBox"));
    m_edition->addItem(tr("From the start date"), QString());
    m_edition->addItem(tr("2024 edition"), QStringLiteral("2024"));
    m_edition->addItem(tr("2026 edition"), QStringLiteral("2026"));
    m_editionNote = new QLabel(formatPage);
    m_editionNote->setObjectName(QStringLiteral("wizardEditionNoteLabel"));
    m_editionNote->setWordWrap(true);
    m_baku = new QCheckBox(tr("Baku acce&leration (C.04.7)"), formatPage);
    m_baku->setObjectName(QStringLiteral("wizardBakuCheckBox"));
    m_baku->setToolTip(tr("Virtual points for the top half of the players in the first half of "
                          "the event, as the regulations announce it"));
    // FIDE's program checklist B18: FIDE mode is on for FIDE's regulations, off for another
    // federation's (the preset says), and the arbiter may choose.
    m_fideMode = new QCheckBox(tr("FIDE &mode"), formatPage);
    m_fideMode->setObjectName(QStringLiteral("wizardFideModeCheckBox"));
    m_fideMode->setChecked(true);
    m_fideModeNote = new QLabel(formatPage);
    m_fideModeNote->setObjectName(QStringLiteral("wizardFideModeNoteLabel"));
    m_fideModeNote->setWordWrap(true);
    m_confirm = [this](const QString &text) {
        return warningbox::confirm(
            this, tr("Outside FIDE mode"), text, tr("Set up outside FIDE mode"));
    };
    m_formatProblem = problemLabel(formatPage, "wizardFormatProblemLabel");
    auto *formatForm = new QFormLayout(formatPage);
    // Tab goes through the fields in the order shown (the checkbox was made after the others).
    setTabOrder(m_type, m_baku);
    setTabOrder(m_baku, m_rounds);
    formatForm->addRow(tr("&Pairing system:"), m_type);
    formatForm->addRow(QString(), m_baku);
    formatForm->addRow(tr("Number of &rounds:"), m_rounds);
    formatForm->addRow(tr("Re&gulations:"), m_preset);
    formatForm->addRow(tr("S&coring:"), m_scoring);
    formatForm->addRow(tr("&Tie-break rules (C.07):"), m_edition);
    formatForm->addRow(QString(), m_editionNote);
    formatForm->addRow(QString(), m_fideMode);
    formatForm->addRow(QString(), m_fideModeNote);
    formatForm->addRow(m_formatProblem);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        // A round robin has as many rounds as its players need; a Swiss its own number.
        if (type() == TournamentType::Swiss && m_rounds->value() == 0)
            m_rounds->setValue(9);
        else if (type() != TournamentType::Swiss)
            m_rounds->setValue(0);
        m_baku->setEnabled(type() == TournamentType::Swiss);
        if (type() != TournamentType::Swiss)
            m_baku->setChecked(false);
        m_baku->setText(isTeamSwiss() ? tr("Baku acce&leration for teams (C.04.7)")
                                      : tr("Baku acce&leration (C.04.7)"));
        fillPresets();
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewEventWizard::updateEditionNote);
    connect(m_fideMode, &QCheckBox::clicked, this, [this] {
        m_fideModeChosen = true;
        updateFideModeNote();
    });
    connect(m_edition, &QComboBox::currentIndexChanged, this, &NewEventWizard::updateEditionNote);
    setPage(FormatPageId, formatPage);

    // Page 3, for a team Swiss only: the teams and how their matches are scored and paired.
    auto *teamsPage = new CheckedPage(
        [this] {
            QString problem;
            const std::optional<QList<Team>> list
                = parseTeams(m_teamNames->toPlainText(), &problem);
            if (list && list->size() < 2)
                problem = tr("Teams: a team Swiss needs at least two teams.");
            if (problem.isEmpty() && m_baku->isChecked() && m_teamScore->currentIndex() == 1)
                problem = tr("Baku acceleration adds match points: it cannot be used when game "
                             "points are the score (C.04.7 1.4). Choose match points first, or go "
                             "back and clear Baku acceleration.");
            if (!problem.isEmpty())
                m_teamNames->setFocus();
            return showProblem(m_teamsProblem, problem);
        },
        this);
    teamsPage->setTitle(tr("Teams"));
    teamsPage->setSubTitle(tr("The teams in the order of their pairing numbers (strongest "
                              "first), and how matches are scored and paired. The players are "
                              "entered next, then put in teams on the Teams tab."));
    m_teamNames = new QPlainTextEdit(teamsPage);
    m_teamNames->setObjectName(QStringLiteral("wizardTeamNamesEdit"));
    m_teamNames->setTabChangesFocus(true);
    m_teamNames->setPlaceholderText(tr("One team per line, a federation after a comma:\n"
                                       "Baden-Baden, GER\nSolingen, GER"));
    m_boards = new QSpinBox(teamsPage);
    m_boards->setObjectName(QStringLiteral("wizardBoardsSpinBox"));
    m_boards->setRange(1, 14);
    m_boards->setValue(4);
    m_matchPoints = new QComboBox(teamsPage);
    m_matchPoints->setObjectName(QStringLiteral("wizardMatchPointsComboBox"));
    m_matchPoints->addItem(tr("Match points 2/1/0"), 2);
    m_matchPoints->addItem(tr("Match points 3/1/0"), 3);
    m_teamScore = new QComboBox(teamsPage);
    m_teamScore->setObjectName(QStringLiteral("wizardTeamScoreComboBox"));
    m_teamScore->addItem(tr("Match points, then game points"));
    m_teamScore->addItem(tr("Game points, then match points"));
    m_colourPreferences = new QComboBox(teamsPage);
    m_colourPreferences->setObjectName(QStringLiteral("wizardColourPreferencesComboBox"));
    m_colourPreferences->addItem(
        tr("Type A: one kind of preference (C.04.6 1.7.1)"), int(TeamColourPreferences::TypeA));
    m_colourPreferences->addItem(tr("Type B: strong and mild preferences (C.04.6 1.7.2)"),
        int(TeamColourPreferences::TypeB));
    m_colourPreferences->addItem(tr("None"), int(TeamColourPreferences::None));
    m_teamsProblem = problemLabel(teamsPage, "wizardTeamsProblemLabel");
    auto *teamsForm = new QFormLayout(teamsPage);
    teamsForm->addRow(tr("Te&ams:"), m_teamNames);
    teamsForm->addRow(tr("Boards &per match:"), m_boards);
    teamsForm->addRow(tr("&Match points:"), m_matchPoints);
    teamsForm->addRow(tr("Pairing &score:"), m_teamScore);
    teamsForm->addRow(tr("C&olour preferences:"), m_colourPreferences);
    teamsForm->addRow(m_teamsProblem);
    setPage(TeamsPageId, teamsPage);

    // Page 4: the file.
    auto *filePage = new CheckedPage(
        [this] {
            const QString file = path();
            QString problem;
            if (m_path->text().trimmed().isEmpty())
                problem = tr("File: enter where to save the event.");
            else if (!QFileInfo(QFileInfo(file).absolutePath()).isDir())
                problem = tr("File: the folder %1 does not exist.")
                              .arg(QDir::toNativeSeparators(QFileInfo(file).absolutePath()));
            else if (QFileInfo::exists(file))
                problem = tr("File: %1 already exists; choose another name.")
                              .arg(QDir::toNativeSeparators(file));
            if (problem.isEmpty() && m_creator) {
                QString error;
                if (!m_creator(*this, &error))
                    problem = error.isEmpty() ? tr("The event could not be created.") : error;
            }
            if (!problem.isEmpty())
                m_path->setFocus();
            return showProblem(m_fileProblem, problem);
        },
        this);
    filePage->setTitle(tr("Save the event"));
    filePage->setSubTitle(tr("The event is one file (.arbiter); every change is saved in it at "
                             "once. Finish creates the event and opens it."));
    m_path = new QLineEdit(filePage);
    m_path->setObjectName(QStringLiteral("wizardPathLineEdit"));
    auto *browseButton = new QPushButton(tr("Bro&wse..."), filePage);
    browseButton->setObjectName(QStringLiteral("wizardBrowseButton"));
    browseButton->setAutoDefault(false);
    m_summary = new QLabel(filePage);
    m_summary->setObjectName(QStringLiteral("wizardSummaryLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_fileProblem = problemLabel(filePage, "wizardFileProblemLabel");
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *pathLabel = new QLabel(tr("Fi&le:"), filePage);
    pathLabel->setBuddy(m_path);
    auto *fileForm = new QFormLayout;
    fileForm->addRow(pathLabel, pathRow);
    auto *fileLayout = new QVBoxLayout(filePage);
    fileLayout->addLayout(fileForm);
    fileLayout->addWidget(m_fileProblem);
    fileLayout->addSpacing(12);
    fileLayout->addWidget(m_summary);
    fileLayout->addStretch(1);
    connect(browseButton, &QPushButton::clicked, this, &NewEventWizard::browse);
    m_browser = [this] {
        return QFileDialog::getSaveFileName(
            this, tr("New event"), m_path->text(), tr("Arbiter tournaments (*.arbiter)"));
    };
    setPage(FilePageId, filePage);

    // Each page starts at its first field, so that the keyboard alone goes through it.
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == EventPageId)
            m_name->setFocus();
        else if (id == FormatPageId)
            m_type->setFocus();
        else if (id == TeamsPageId)
            m_teamNames->setFocus();
        if (id != FilePageId)
            return;
        m_summary->setText(summary());
        if (m_path->text().isEmpty()) {
            // A name for the file from the event's, in the documents folder.
            QString base = m_name->text().trimmed();
            base.replace(
                QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]+")), QStringLiteral("-"));
            // (the home folder when there is no documents folder).
            QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
            if (!QFileInfo(folder).isDir())
                folder = QDir::homePath();
            m_path->setText(QDir::toNativeSeparators(
                QDir(folder).filePath(withExtension(base.isEmpty() ? tr("event") : base))));
        }
        m_path->setFocus();
        m_path->selectAll();
    });
    fillPresets();
    setMinimumWidth(620);
    // Room for the format page's notes (edition, FIDE mode) without cutting them off.
    resize(760, 660);
}

TournamentType NewEventWizard::type() const
{
    const int data = m_type->currentData().toInt();
    return data == teamSwissItem ? TournamentType::Swiss : TournamentType(data);
}

bool NewEventWizard::isTeamSwiss() const
{
    return m_type->currentData().toInt() == teamSwissItem;
}

int NewEventWizard::nextId() const
{
    if (currentId() == FormatPageId)
        return isTeamSwiss() ? TeamsPageId : FilePageId;
    return QWizard::nextId();
}

std::optional<QList<Team>> NewEventWizard::parseTeams(const QString &text, QString *error)
{
    QList<Team> teams;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        Team team;
        team.number = int(teams.size()) + 1;
        team.name = line;
        if (const int comma = int(line.lastIndexOf(u',')); comma >= 0) {
            const QString federation = line.mid(comma + 1).trimmed();
            if (!QRegularExpression(QStringLiteral("^[A-Za-z]{3}$")).match(federation).hasMatch()) {
                if (error)
                    *error = tr("Teams, line %1: \"%2\" after the comma is not a federation "
                                "(three letters, e.g. GER).")
                                 .arg(i + 1)
                                 .arg(federation);
                return std::nullopt;
            }
            team.federation = federation.toUpper();
            team.name = line.left(comma).trimmed();
        }
        if (team.name.isEmpty()) {
            if (error)
                *error = tr("Teams, line %1: the team has no name.").arg(i + 1);
            return std::nullopt;
        }
        if (team.name.size() > 32) {
            if (error)
                *error = tr("Teams, line %1: \"%2\" is longer than the 32 characters a TRF "
                            "file keeps.")
                             .arg(i + 1)
                             .arg(team.name);
            return std::nullopt;
        }
        for (const Team &other : std::as_const(teams))
            if (other.name.compare(team.name, Qt::CaseInsensitive) == 0) {
                if (error)
                    *error = tr("Teams, line %1: %2 is listed twice.").arg(i + 1).arg(team.name);
                return std::nullopt;
            }
        teams.append(team);
    }
    if (teams.size() > 999) {
        if (error)
            *error = tr("Teams: at most 999 teams.");
        return std::nullopt;
    }
    return teams;
}

TeamData NewEventWizard::teams() const
{
    TeamData d;
    if (!isTeamSwiss())
        return d;
    d.teams = parseTeams(m_teamNames->toPlainText(), nullptr).value_or(QList<Team>());
    d.has310 = true;
    // Board 1 of the first-named team has White, then the colours alternate (352).
    for (int b = 0; b < m_boards->value(); ++b)
        d.boardColours += b % 2 == 0 ? u'W' : u'B';
    d.scoring.win = Fixed::fromInt(m_matchPoints->currentData().toInt());
    d.scoring.hasRecord = true;
    // C.04.6 1.4: the pairing-allocated bye is worth the match points and game points of a
    // drawn match; written as the 320 record so that the standings count it the same way.
    const Fixed drawnGame = scoring() ? scoring()->draw : ScoringSystem().draw;
    d.scoring.hasPairingByeRecord = true;
    d.scoring.pairingByeMatchPoints = d.scoring.draw;
    d.scoring.hasPairingByeGamePoints = true;
    d.scoring.pairingByeGamePoints = drawnGame * m_boards->value();
    return d;
}

void NewEventWizard::fillPresets()
{
    const QString wanted = presetTypeOf(type());
    Tournament dated;
    dated.startDate = m_start->date().toString(isoFormat);
    const bool is2026 = rulesEditionOf(dated).version == RulesVersion::Fide2026;
    // The FIDE preset of the type, in the edition of the start date, unless another was chosen.
    const QString previous = m_preset->currentData().toString();
    const QString prefix
        = isTeamSwiss() ? QStringLiteral("fide-team-") : QStringLiteral("fide-individual-");
    const QString fide = prefix + wanted + (is2026 ? QStringLiteral("-2026") : QString());
    const bool keep = !previous.isEmpty() && !previous.startsWith(QLatin1String("fide-"));
    m_preset->blockSignals(true);
    m_preset->clear();
    for (const Preset &p : std::as_const(m_presets))
        if (p.isTeam() == isTeamSwiss()
            && (p.tournamentType == u"any" || p.tournamentType == wanted))
            m_preset->addItem(QStringLiteral("%1 - %2").arg(PresetLibrary::displayName(p),
                                  PresetLibrary::displayRegulation(p)),
                p.id);
    m_preset->addItem(tr("None (the default tie-breaks of the pairing system)"), QString());
    const int index = m_preset->findData(keep ? previous : fide);
    m_preset->setCurrentIndex(std::max(index, 0));
    m_preset->blockSignals(false);
    updateEditionNote();
}

void NewEventWizard::updateEditionNote()
{
    Tournament dated;
    dated.startDate = m_start->date().toString(isoFormat);
    const RulesVersion fromDate = rulesEditionOf(dated).version;
    const auto chosen = parseRulesVersion(m_edition->currentData().toString());
    const auto p = preset();
    QString note;
    if (chosen)
        note = tr("The tie-breaks follow the %1 edition of C.07, as chosen.")
                   .arg(rulesVersionText(*chosen));
    else if (p && p->rulesEdition)
        note = tr("The tie-breaks follow the %1 edition of C.07, as the regulations %2 say.")
                   .arg(rulesVersionText(*p->rulesEdition), p->name);
    else
        note = tr("The tie-breaks follow the %1 edition of C.07, in force on the start date (the "
                  "2026 edition from 1 March 2026).")
                   .arg(rulesVersionText(fromDate));
    if (chosen && p && p->rulesEdition && *p->rulesEdition != *chosen)
        note += u'\n'
            + tr("⚠ The regulations %1 are written for the %2 edition.")
                  .arg(p->name, rulesVersionText(*p->rulesEdition));
    m_editionNote->setText(note);
    if (!m_fideMode)
        return;
    if (!m_fideModeChosen)
        m_fideMode->setChecked(!p || p->fideMode);
    updateFideModeNote();
}

void NewEventWizard::updateFideModeNote()
{
    m_fideModeNote->setText(m_fideMode->isChecked()
            ? tr("In FIDE mode the pairings follow FIDE's rules: a change they do not allow is "
                 "refused, and a manual change is recorded for the rating officer.")
            : tr("Outside FIDE mode: every screen and printout says so, the rating report "
                 "records it, and the event can never enter FIDE mode."));
}

QString NewEventWizard::outsideFideMode() const
{
    if (m_fideMode->isChecked())
        return {};
    const auto p = preset();
    return p ? tr("set up outside FIDE mode (regulations: %1)").arg(p->name)
             : tr("set up outside FIDE mode");
}

void NewEventWizard::browse()
{
    const QString chosen = m_browser ? m_browser() : QString();
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(withExtension(chosen)));
}

QString NewEventWizard::withExtension(const QString &path)
{
    const QString trimmed = path.trimmed();
    if (trimmed.isEmpty() || !QFileInfo(trimmed).suffix().isEmpty())
        return trimmed;
    return trimmed + QStringLiteral(".arbiter");
}

QString NewEventWizard::path() const
{
    return QDir::fromNativeSeparators(withExtension(m_path->text()));
}

QList<QPair<QString, QString>> NewEventWizard::fields() const
{
    QList<QPair<QString, QString>> f = {
        {QStringLiteral("name"), m_name->text().trimmed()},
        {QStringLiteral("city"), m_city->text().trimmed()},
        {QStringLiteral("federation"), m_federation->text().trimmed().toUpper()},
        {QStringLiteral("startDate"), m_start->date().toString(isoFormat)},
        {QStringLiteral("endDate"), m_end->date().toString(isoFormat)},
        {QStringLiteral("chiefArbiter"), m_chiefArbiter->text().trimmed()},
        {QStringLiteral("type"), QString::number(int(type()))},
        {QStringLiteral("declaredRounds"), QString::number(m_rounds->value())},
    };
    const QString edition = m_edition->currentData().toString();
    if (!edition.isEmpty())
        f.append({QStringLiteral("rulesEdition"), edition});
    if (isTeamSwiss()) {
        SwissTeamSystem system;
        system.gamePointsPrimary = m_teamScore->currentIndex() == 1;
        system.preferences = TeamColourPreferences(m_colourPreferences->currentData().toInt());
        system.baku = m_baku->isChecked() && !system.gamePointsPrimary;
        f.append({QStringLiteral("systemText"), system.code()});
    } else if (type() == TournamentType::Swiss) {
        f.append({QStringLiteral("systemText"),
            m_baku->isChecked() ? QStringLiteral("FIDE_DUTCH_2026_BAKU")
                                : QStringLiteral("FIDE_DUTCH_2026")});
    }
    return f;
}

std::optional<Preset> NewEventWizard::preset() const
{
    const QString id = m_preset->currentData().toString();
    for (const Preset &p : m_presets)
        if (p.id == id)
            return p;
    return std::nullopt;
}

ScoringSystem NewEventWizard::threeOneZero()
{
    ScoringSystem s;
    s.win = s.forfeitWin = s.pairingBye = s.fullBye = Fixed::fromInt(3);
    s.draw = s.halfBye = Fixed::fromInt(1);
    s.loss = s.forfeitLoss = s.zeroBye = s.absent = Fixed::fromInt(0);
    return s;
}

std::optional<ScoringSystem> NewEventWizard::scoring() const
{
    if (m_scoring->currentData().toInt() == 1)
        return threeOneZero();
    return std::nullopt;
}

QString NewEventWizard::summary() const
{
    QStringList lines;
    lines << tr("Event: %1").arg(m_name->text().trimmed());
    const QString place = QStringList {m_city->text().trimmed(), m_federation->text().toUpper()}
                              .filter(QRegularExpression(QStringLiteral("\\S")))
                              .join(QStringLiteral(", "));
    if (!place.isEmpty())
        lines << tr("Place: %1").arg(place);
    lines << tr("Dates: %1 to %2")
                 .arg(m_start->date().toString(isoFormat), m_end->date().toString(isoFormat));
    if (!m_chiefArbiter->text().trimmed().isEmpty())
        lines << tr("Chief arbiter: %1").arg(m_chiefArbiter->text().trimmed());
    lines << tr("Pairing system: %1; rounds: %2")
                 .arg(m_type->currentText(),
                     m_rounds->value() > 0 ? QString::number(m_rounds->value())
                                           : m_rounds->specialValueText());
    if (m_baku->isChecked())
        lines << tr("Acceleration: Baku (C.04.7)");
    if (isTeamSwiss()) {
        const TeamData d = teams();
        lines << tr("Teams: %1; boards per match: %2; %3; %4")
                     .arg(d.teams.size())
                     .arg(m_boards->value())
                     .arg(m_matchPoints->currentText(), m_teamScore->currentText());
        if (const auto system = parseSwissTeamCode(fields().constLast().second))
            lines << tr("System: %1 (%2)").arg(system->description(), system->code());
    }
    lines << tr("Regulations: %1").arg(m_preset->currentText());
    lines << tr("Scoring: %1").arg(m_scoring->currentText());
    lines << m_editionNote->text();
    lines << (m_fideMode->isChecked() ? tr("FIDE mode: on") : tr("FIDE mode: off"));
    return lines.join(u'\n');
}

} // namespace arb
