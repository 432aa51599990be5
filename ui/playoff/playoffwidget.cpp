// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/playoffwidget.h"
#include "warningbox.h"

#include "playoff/playoffdialog.h"
#include "playoff/playoffgamesmodel.h"
#include "reports/playoffreport.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace arb {

PlayoffWidget::PlayoffWidget(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new PlayoffGamesModel(document, this))
    , m_statusLabel(new QLabel(this))
    , m_placeComboBox(new QComboBox(this))
    , m_startButton(new QPushButton(tr("Start p&lay-off..."), this))
    , m_removeButton(new QPushButton(tr("Re&move play-off"), this))
    , m_printButton(new QPushButton(tr("Pr&int preview..."), this))
    , m_pdfButton(new QPushButton(tr("P&DF..."), this))
    , m_view(new QTableView(this))
    , m_logTextEdit(new QPlainTextEdit(this))
    , m_runDialog([](PlayoffDialog &d) { return d.exec() == QDialog::Accepted; })
{
    setObjectName(QStringLiteral("playoffWidget"));
    m_statusLabel->setObjectName(QStringLiteral("playoffStatusLabel"));
    m_statusLabel->setWordWrap(true);
    m_placeComboBox->setObjectName(QStringLiteral("playoffPlaceComboBox"));
    m_placeComboBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_startButton->setObjectName(QStringLiteral("startPlayoffButton"));
    m_removeButton->setObjectName(QStringLiteral("removePlayoffButton"));
    m_printButton->setObjectName(QStringLiteral("printPlayoffButton"));
    m_pdfButton->setObjectName(QStringLiteral("playoffPdfButton"));
    m_view->setObjectName(QStringLiteral("playoffGamesTableView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setToolTip(tr("Result of the selected game: 1 White wins, = or 5 draw, 0 Black wins, "
                          "Delete clears"));
    m_view->installEventFilter(this);
    m_logTextEdit->setObjectName(QStringLiteral("playoffLogTextEdit"));
    m_logTextEdit->setReadOnly(true);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Tie:"), this));
    top->addWidget(m_placeComboBox);
    top->addStretch(1);
    top->addWidget(m_startButton);
    top->addWidget(m_removeButton);
    top->addWidget(m_printButton);
    top->addWidget(m_pdfButton);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_logTextEdit);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_statusLabel);
    layout->addWidget(splitter, 1);

    connect(m_startButton, &QPushButton::clicked, this, &PlayoffWidget::startPlayoff);
    connect(m_removeButton, &QPushButton::clicked, this, [this] {
        // Deleting results: Cancel is the default button, never Yes.
        if (warningbox::confirm(this, tr("Remove play-off"),
                tr("Remove the play-off and its results? (Undo brings them back.)"),
                tr("&Remove play-off")))
            m_document->removePlayoff();
    });
    connect(m_printButton, &QPushButton::clicked, this, &PlayoffWidget::printPreview);
    connect(m_pdfButton, &QPushButton::clicked, this, &PlayoffWidget::exportPdf);
    connect(m_placeComboBox, &QComboBox::activated, this, [this](int i) {
        m_model->setPlace(m_placeComboBox->itemData(i).toInt());
        refresh();
    });
    connect(document, &TournamentDocument::changed, this, &PlayoffWidget::refresh);
    refresh();
}

void PlayoffWidget::refresh()
{
    const auto config = m_document->playoffConfig();
    const QList<PlayoffInput> &ties = m_document->playoffs();
    m_placeComboBox->clear();
    for (const PlayoffInput &in : ties)
        m_placeComboBox->addItem(
            tr("Place %1 (%n player(s))", nullptr, int(in.entrants.size())).arg(in.place),
            in.place);
    m_placeComboBox->setCurrentIndex(m_placeComboBox->findData(m_model->place()));
    m_placeComboBox->setEnabled(ties.size() > 1);
    m_removeButton->setEnabled(config.has_value());
    m_printButton->setEnabled(config.has_value());
    m_pdfButton->setEnabled(config.has_value());
    m_startButton->setText(config ? tr("Restart pla&y-off...") : tr("Start p&lay-off..."));

    QStringList status;
    QStringList log;
    if (!config) {
        status.append(tr("No play-off started. Start one from here or from the Standings tab "
                         "when players are tied."));
    } else {
        const int index
            = int(std::find_if(ties.begin(), ties.end(), [this](const PlayoffInput &in) {
                  return in.place == m_model->place();
              }) - ties.begin());
        status.append(tr("Play-off (%1), lots seed %2.")
                          .arg(PlayoffConfig::formatKey(config->format))
                          .arg(config->lotsSeed.value_or(0)));
        if (ties.isEmpty())
            status.append(tr("Nobody is tied for a place played off."));
        if (index < ties.size() && index < m_document->playoffStates().size()) {
            const PlayoffInput &in = ties[index];
            const PlayoffState &state = m_document->playoffStates()[index];
            QStringList names;
            for (const PlayoffEntrant &e : in.entrants)
                names.append(QStringLiteral("%1 %2").arg(e.startNo).arg(e.name));
            status.append(tr("Place %1: %2.").arg(in.place).arg(names.join(QStringLiteral(", "))));
            auto nameOf = [&](int startNo) {
                const PlayoffEntrant *e = in.entrant(startNo);
                return e ? e->name : QString::number(startNo);
            };
            if (state.finished) {
                QStringList order;
                for (const PlayoffPlace &p : state.places)
                    order.append(QStringLiteral("%1%2 %3").arg(p.place).arg(
                        p.shared ? QStringLiteral("=") : QString(), nameOf(p.startNo)));
                status.append(tr("Finished: %1.").arg(order.join(QStringLiteral(", "))));
            } else {
                status.append(
                    tr("%n game(s) to play next.", nullptr, int(state.nextGames().size())));
            }
            for (const PlayoffSeed &s : state.seeding)
                log.append(tr("Seed %1: %2 %3").arg(s.seed).arg(nameOf(s.startNo), s.decidedBy));
            // The state's log names every stage and drawing of lots with the paragraph applied.
            log += state.log;
        }
    }
    if (!m_document->playoffProblem().isEmpty())
        status.append(m_document->playoffProblem());
    m_statusLabel->setText(status.join(u' '));
    m_logTextEdit->setPlainText(log.join(u'\n'));
}

void PlayoffWidget::selectFirstPending()
{
    const int row = m_model->firstPendingRow();
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, PlayoffGamesModel::Result));
}

void PlayoffWidget::startPlayoff()
{
    // Nobody tied on points for any place: refused with the reason, no dialog.
    PlayoffConfig probe = m_document->playoffConfig().value_or(PlayoffConfig::tataSteel());
    probe.places = PlayoffPlaces::AllTied;
    probe.qualifyingTieBreaks = 0;
    if (!m_document->canStartPlayoff(probe))
        return;
    PlayoffDialog dialog(m_document, this);
    if (const auto current = m_document->playoffConfig())
        dialog.setConfig(*current);
    if (!m_runDialog(dialog))
        return;
    const auto config = dialog.config();
    if (!config)
        return;
    if (config == m_document->playoffConfig()) {
        emit playoffStarted(); // unchanged: the results entered stay
        return;
    }
    int entered = 0;
    for (const PlayoffState &state : m_document->playoffStates())
        entered += int(std::count_if(state.games.begin(), state.games.end(),
            [](const PlayoffGame &g) { return g.result.has_value(); }));
    if (entered > 0
        && !warningbox::confirm(this, tr("Restart play-off"),
            tr("Starting the play-off again discards the %n result(s) entered so far "
               "(Undo brings them back). Go on?",
                nullptr, entered),
            tr("&Restart play-off")))
        return;
    if (m_document->startPlayoff(*config)) {
        selectFirstPending();
        emit playoffStarted();
    }
}

bool PlayoffWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const QModelIndex current = m_view->currentIndex();
    const bool clear = key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace;
    if (!current.isValid() || (!clear && !PlayoffGamesModel::resultForKey(key->text())))
        return false;
    const int row = current.row();
    if (m_model->setData(
            m_model->index(row, PlayoffGamesModel::Result), clear ? QString() : key->text())) {
        // The plan may have grown: go to the first game still without a result.
        if (clear)
            m_view->setCurrentIndex(m_model->index(row, PlayoffGamesModel::Result));
        else
            selectFirstPending();
    }
    return true;
}

bool PlayoffWidget::writePdf(const QString &path, QString *error) const
{
    return PlayoffReport::writePdf(*m_document, path, error);
}

void PlayoffWidget::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
        [this](QPrinter *p) { PlayoffReport::print(*m_document, p); });
    preview.exec();
}

void PlayoffWidget::exportPdf()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Play-off as PDF"), QStringLiteral("playoff.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writePdf(path, &error))
        QMessageBox::warning(this, tr("Arbiter"), error);
}

} // namespace arb
