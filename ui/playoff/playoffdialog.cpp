// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/playoffdialog.h"

#include "playoff/playoffentrants.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arb {

namespace {

    QString newSeed()
    {
        // Nine digits: easy to read out and to write into the arbiter's report.
        return QString::number(QRandomGenerator::global()->bounded(100000000, 999999999));
    }

} // namespace

PlayoffDialog::PlayoffDialog(const TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_templateComboBox(new QComboBox(this))
    , m_placesComboBox(new QComboBox(this))
    , m_qualifyingSpinBox(new QSpinBox(this))
    , m_numberingComboBox(new QComboBox(this))
    , m_coloursComboBox(new QComboBox(this))
    , m_gameTimeLineEdit(new QLineEdit(this))
    , m_suddenDeathLineEdit(new QLineEdit(this))
    , m_armageddonLineEdit(new QLineEdit(this))
    , m_matchGamesSpinBox(new QSpinBox(this))
    , m_cyclesSpinBox(new QSpinBox(this))
    , m_restSpinBox(new QSpinBox(this))
    , m_breakSpinBox(new QSpinBox(this))
    , m_startLineEdit(new QLineEdit(this))
    , m_seedLineEdit(new QLineEdit(this))
    , m_previewLabel(new QLabel(this))
    , m_errorLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("playoffDialog"));
    setWindowTitle(tr("Start a play-off"));
    m_templateComboBox->setObjectName(QStringLiteral("templateComboBox"));
    m_templateComboBox->addItem(tr("Tata Steel Masters"), QStringLiteral("tata-steel"));
    m_templateComboBox->addItem(tr("Knockout with Armageddon"), QStringLiteral("knockout"));
    m_templateComboBox->addItem(tr("Round robin"), QStringLiteral("round-robin"));
    m_placesComboBox->setObjectName(QStringLiteral("placesComboBox"));
    m_placesComboBox->addItem(tr("First place only"), int(PlayoffPlaces::FirstOnly));
    m_placesComboBox->addItem(tr("Every tied place"), int(PlayoffPlaces::AllTied));
    m_qualifyingSpinBox->setObjectName(QStringLiteral("qualifyingSpinBox"));
    m_qualifyingSpinBox->setRange(-1, 20);
    m_qualifyingSpinBox->setSpecialValueText(tr("all tie-breaks"));
    m_qualifyingSpinBox->setToolTip(tr("Players qualify when equal on points and on this many "
                                       "tie-breaks of the list (0: points only)"));
    m_numberingComboBox->setObjectName(QStringLiteral("numberingComboBox"));
    m_numberingComboBox->addItem(tr("Drawing of lots"), int(PlayoffNumbering::Lots));
    m_numberingComboBox->addItem(tr("Main standings"), int(PlayoffNumbering::Standings));
    m_coloursComboBox->setObjectName(QStringLiteral("coloursComboBox"));
    m_coloursComboBox->addItem(tr("Drawing of lots"), int(PlayoffColours::Lots));
    m_coloursComboBox->addItem(
        tr("Higher placed player has White"), int(PlayoffColours::Standings));
    const QString timeHint = tr("minutes+seconds, e.g. 3+2, or White/Black: 2.5+2/3+2");
    for (auto [edit, name] : {std::pair {m_gameTimeLineEdit, "gameTimeLineEdit"},
             std::pair {m_suddenDeathLineEdit, "suddenDeathLineEdit"},
             std::pair {m_armageddonLineEdit, "armageddonLineEdit"}}) {
        edit->setObjectName(QLatin1String(name));
        edit->setPlaceholderText(timeHint);
    }
    m_matchGamesSpinBox->setObjectName(QStringLiteral("matchGamesSpinBox"));
    m_matchGamesSpinBox->setRange(1, 12);
    m_cyclesSpinBox->setObjectName(QStringLiteral("cyclesSpinBox"));
    m_cyclesSpinBox->setRange(1, 4);
    m_restSpinBox->setObjectName(QStringLiteral("restSpinBox"));
    m_restSpinBox->setRange(0, 24 * 60);
    m_restSpinBox->setSuffix(tr(" min"));
    m_breakSpinBox->setObjectName(QStringLiteral("breakSpinBox"));
    m_breakSpinBox->setRange(0, 24 * 60);
    m_breakSpinBox->setSuffix(tr(" min"));
    m_startLineEdit->setObjectName(QStringLiteral("startLineEdit"));
    m_startLineEdit->setPlaceholderText(tr("e.g. 2026-01-30 17:00"));
    m_seedLineEdit->setObjectName(QStringLiteral("seedLineEdit"));
    m_seedLineEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seedLineEdit));
    m_seedLineEdit->setToolTip(
        tr("Every drawing of lots of the play-off is made from this number; it is recorded, so "
           "the same number and results always give the same plan"));
    auto *seedButton = new QPushButton(tr("N&ew seed"), this);
    seedButton->setObjectName(QStringLiteral("newSeedButton"));
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seedLineEdit, 1);
    seedRow->addWidget(seedButton);
    m_previewLabel->setObjectName(QStringLiteral("previewLabel"));
    m_previewLabel->setWordWrap(true);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020"));
    m_errorLabel->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Temp&late (3.1.3):"), m_templateComboBox);
    form->addRow(tr("&Places played off (3.1.1):"), m_placesComboBox);
    form->addRow(tr("&Qualifying tie-breaks (3.1.2):"), m_qualifyingSpinBox);
    form->addRow(tr("Pairing &numbers (3.1.4):"), m_numberingComboBox);
    form->addRow(tr("&Colours (3.1.5):"), m_coloursComboBox);
    form->addRow(tr("&Game time (3.1.6):"), m_gameTimeLineEdit);
    form->addRow(tr("Su&dden-death time:"), m_suddenDeathLineEdit);
    form->addRow(tr("&Armageddon time:"), m_armageddonLineEdit);
    form->addRow(tr("&Match games:"), m_matchGamesSpinBox);
    form->addRow(tr("Round-robin c&ycles:"), m_cyclesSpinBox);
    form->addRow(tr("&Rest after the main event (3.1.7):"), m_restSpinBox);
    form->addRow(tr("&Break between games:"), m_breakSpinBox);
    form->addRow(tr("S&tart:"), m_startLineEdit);
    form->addRow(tr("&Lots seed:"), seedRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start play-off"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_previewLabel);
    layout->addWidget(m_errorLabel);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &PlayoffDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PlayoffDialog::reject);
    connect(m_templateComboBox, &QComboBox::activated, this, &PlayoffDialog::applyTemplate);
    connect(
        seedButton, &QPushButton::clicked, this, [this] { m_seedLineEdit->setText(newSeed()); });
    connect(m_placesComboBox, &QComboBox::currentIndexChanged, this, &PlayoffDialog::updatePreview);
    connect(m_qualifyingSpinBox, &QSpinBox::valueChanged, this, &PlayoffDialog::updatePreview);
    setConfig(PlayoffConfig::tataSteel());
}

void PlayoffDialog::setConfig(const PlayoffConfig &c)
{
    m_templateComboBox->setCurrentIndex(
        m_templateComboBox->findData(PlayoffConfig::formatKey(c.format)));
    m_placesComboBox->setCurrentIndex(m_placesComboBox->findData(int(c.places)));
    m_qualifyingSpinBox->setValue(c.qualifyingTieBreaks);
    m_numberingComboBox->setCurrentIndex(m_numberingComboBox->findData(int(c.numbering)));
    m_coloursComboBox->setCurrentIndex(m_coloursComboBox->findData(int(c.colours)));
    m_gameTimeLineEdit->setText(c.gameTime.toString());
    m_suddenDeathLineEdit->setText(c.suddenDeathTime.toString());
    m_armageddonLineEdit->setText(c.armageddonTime.toString());
    m_matchGamesSpinBox->setValue(c.matchGames);
    m_cyclesSpinBox->setValue(c.roundRobinCycles);
    m_restSpinBox->setValue(c.restBeforeMinutes);
    m_breakSpinBox->setValue(c.breakMinutes);
    m_startLineEdit->setText(c.start);
    m_seedLineEdit->setText(c.lotsSeed ? QString::number(*c.lotsSeed) : newSeed());
    updatePreview();
}

void PlayoffDialog::applyTemplate()
{
    auto c = PlayoffConfig::fromTemplate(m_templateComboBox->currentData().toString());
    if (!c)
        return;
    c->lotsSeed = m_seedLineEdit->text().toULongLong();
    c->start = m_startLineEdit->text();
    setConfig(*c);
}

std::optional<PlayoffConfig> PlayoffDialog::config(QString *error) const
{
    auto c = PlayoffConfig::fromTemplate(m_templateComboBox->currentData().toString());
    if (!c)
        return std::nullopt;
    c->places = PlayoffPlaces(m_placesComboBox->currentData().toInt());
    c->qualifyingTieBreaks = m_qualifyingSpinBox->value();
    c->numbering = PlayoffNumbering(m_numberingComboBox->currentData().toInt());
    c->colours = PlayoffColours(m_coloursComboBox->currentData().toInt());
    const std::pair<QLineEdit *, TimeControl *> times[] = {
        {m_gameTimeLineEdit, &c->gameTime},
        {m_suddenDeathLineEdit, &c->suddenDeathTime},
        {m_armageddonLineEdit, &c->armageddonTime},
    };
    const QString names[] = {tr("Game time"), tr("Sudden-death time"), tr("Armageddon time")};
    for (int i = 0; i < 3; ++i) {
        QString why;
        const auto tc = TimeControl::parse(times[i].first->text().trimmed(), &why);
        if (!tc) {
            if (error)
                *error = tr("%1 \"%2\": %3").arg(names[i], times[i].first->text(), why);
            return std::nullopt;
        }
        *times[i].second = *tc;
    }
    c->matchGames = m_matchGamesSpinBox->value();
    c->roundRobinCycles = m_cyclesSpinBox->value();
    c->restBeforeMinutes = m_restSpinBox->value();
    c->breakMinutes = m_breakSpinBox->value();
    c->start = m_startLineEdit->text().trimmed();
    bool ok = false;
    const quint64 seed = m_seedLineEdit->text().toULongLong(&ok);
    if (!ok) {
        if (error)
            *error = tr("Lots seed \"%1\": a whole number is needed").arg(m_seedLineEdit->text());
        return std::nullopt;
    }
    c->lotsSeed = seed;
    return c;
}

void PlayoffDialog::accept()
{
    QString error;
    if (!config(&error)) {
        m_errorLabel->setText(error);
        return;
    }
    QDialog::accept();
}

void PlayoffDialog::updatePreview()
{
    auto c = PlayoffConfig::tataSteel();
    c.places = PlayoffPlaces(m_placesComboBox->currentData().toInt());
    c.qualifyingTieBreaks = m_qualifyingSpinBox->value();
    const QList<PlayoffInput> ties
        = playoffInputs(m_document->tournament(), m_document->mainStandings(), c);
    QStringList lines;
    for (const PlayoffInput &in : ties) {
        QStringList names;
        for (const PlayoffEntrant &e : in.entrants)
            names.append(QStringLiteral("%1 %2").arg(e.startNo).arg(e.name));
        lines.append(tr("Place %1: %2").arg(in.place).arg(names.join(QStringLiteral(", "))));
    }
    m_previewLabel->setText(lines.isEmpty() ? tr("No players are tied under these settings.")
                                            : tr("Tied players:") + u'\n' + lines.join(u'\n'));
}

} // namespace arb
