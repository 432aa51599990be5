// SPDX-License-Identifier: GPL-3.0-or-later
#include "norms/normsdialog.h"

#include "localenumbers.h"
#include "norms/normcertificate.h"
#include "norms/normevent.h"
#include "norms/tournamentreport.h"
#include "tournamentdocument.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arb {

namespace {

    enum Column {
        RankColumn,
        StartNoColumn,
        NameColumn,
        FederationColumn,
        PointsColumn,
        NormsColumn,
        PossibleColumn,
        ColumnCount
    };

} // namespace

NormsDialog::NormsDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_round(new QSpinBox(this))
    , m_exemption(new QComboBox(this))
    , m_table(new QTableWidget(this))
    , m_explanation(new QPlainTextEdit(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
{
    m_status->setObjectName(QStringLiteral("normsStatusLabel"));
    m_status->setWordWrap(true);
    setObjectName(QStringLiteral("normsDialog"));
    setWindowTitle(tr("Title norms"));
    m_round->setObjectName(QStringLiteral("normsRoundSpinBox"));
    const Tournament &t = document->tournament();
    m_round->setRange(1, std::max(1, t.roundCount()));
    m_round->setValue(std::max(1, t.roundCount()));
    m_table->setObjectName(QStringLiteral("normsTableWidget"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Rank"), tr("No."), tr("Name"), tr("Fed."), tr("Points"),
        tr("Norms made"), tr("Still possible")});
    m_table->horizontalHeaderItem(PossibleColumn)
        ->setToolTip(tr("The norms the player can still make in the rounds left, if the "
                        "rounds not paired yet bring the opponents who help the norm most"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_explanation->setObjectName(QStringLiteral("normsExplanationEdit"));
    m_explanation->setReadOnly(true);
    m_explanation->setTabChangesFocus(true);
    m_explanation->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_summary->setObjectName(QStringLiteral("normsSummaryLabel"));
    m_summary->setWordWrap(true);

    auto *roundLabel = new QLabel(tr("After &round:"), this);
    roundLabel->setBuddy(m_round);
    m_exemption->setObjectName(QStringLiteral("normExemptionComboBox"));
    for (FederationExemption e :
        {FederationExemption::None, FederationExemption::NationalChampionship,
            FederationExemption::NationalTeamChampionship, FederationExemption::ZonalTournament})
        m_exemption->addItem(federationExemptionName(e), int(e));
    m_exemption->setToolTip(
        tr("An exemption from the federation requirements (1.4.3, 1.4.4) the event has by the "
           "Title Regulations: 1.4.3a and b for the players of the host federation, c for "
           "everyone. 1.4.3d (a Swiss with enough foreign titled players) is worked out from "
           "the event."));
    auto *exemptionLabel = new QLabel(tr("&Federation requirements:"), this);
    exemptionLabel->setBuddy(m_exemption);
    auto *top = new QHBoxLayout;
    top->addWidget(roundLabel);
    top->addWidget(m_round);
    top->addSpacing(24);
    top->addWidget(exemptionLabel);
    top->addWidget(m_exemption);
    top->addStretch(1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_explanation);
    splitter->setStretchFactor(1, 1);
    // The table shows every column at first; the explanation takes the rest.
    splitter->setSizes({620, 480});
    // The buttons in a row of their own, not a button box: a button box orders their Tab
    // stops itself, and Tab stayed between the two exports.
    auto *certificates = new QPushButton(tr("Certificates as &PDF..."), this);
    m_certificates = certificates;
    certificates->setObjectName(QStringLiteral("certificatesButton"));
    certificates->setToolTip(tr("The certificate of title result (IT1) of each norm the "
                                "selected player made, one page each"));
    connect(certificates, &QPushButton::clicked, this, &NormsDialog::exportCertificates);
    auto *report = new QPushButton(tr("&Tournament report (IT3)..."), this);
    report->setObjectName(QStringLiteral("tournamentReportButton"));
    report->setToolTip(tr("The tournament report (IT3) that goes with the norms, as PDF"));
    connect(report, &QPushButton::clicked, this, &NormsDialog::exportTournamentReport);
    auto *close = new QPushButton(tr("&Close"), this);
    close->setObjectName(QStringLiteral("normsCloseButton"));
    connect(close, &QPushButton::clicked, this, &NormsDialog::reject);
    // Return in the table does not write a file: no button is the default.
    for (QPushButton *b : {certificates, report, close}) {
        b->setAutoDefault(false);
        b->setDefault(false);
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(certificates);
    buttons->addWidget(report);
    buttons->addStretch(1);
    buttons->addWidget(close);
    m_choose = [this] {
        return QFileDialog::getSaveFileName(
            this, tr("Save as PDF"), m_proposed, tr("PDF files (*.pdf)"));
    };
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    resize(1100, 620);

    connect(m_round, &QSpinBox::valueChanged, this, &NormsDialog::refresh);
    connect(m_exemption, &QComboBox::activated, this, [this](int index) {
        setExemption(FederationExemption(m_exemption->itemData(index).toInt()));
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { selectRow(row); });
    refresh();
    // Tab goes round the window in reading order, the buttons last.
    QWidget::setTabOrder(m_round, m_exemption);
    QWidget::setTabOrder(m_exemption, m_table);
    QWidget::setTabOrder(m_table, m_explanation);
    QWidget::setTabOrder(m_explanation, certificates);
    QWidget::setTabOrder(certificates, report);
    QWidget::setTabOrder(report, close);
    m_table->setFocus();
}

void NormsDialog::setRound(int round)
{
    m_round->setValue(round);
}

bool NormsDialog::setExemption(FederationExemption exemption)
{
    const bool changed = exemption == recordedFederationExemption(m_document->tournament())
        || m_document->setNormExemption(exemption);
    refresh();
    return changed;
}

void NormsDialog::refresh()
{
    const Tournament &t = m_document->tournament();
    const Standings st = m_document->standingsAfter(m_round->value());
    m_event = normEvent(t, m_round->value());
    m_exemption->setCurrentIndex(m_exemption->findData(int(m_event.stated)));
    // The player selected stays selected; a message of another round goes.
    const int row = m_table->currentRow();
    const int selected = row >= 0 && m_table->item(row, NameColumn)
        ? m_table->item(row, NameColumn)->data(Qt::UserRole).toInt()
        : 0;
    m_status->clear();
    m_table->setRowCount(0);
    int made = 0;
    for (const StandingRow &row : st.rows) {
        const int i = row.playerIndex >= 0 ? row.playerIndex : t.indexOf(row.startNo);
        if (i < 0)
            continue;
        const Player &p = t.players[i];
        QStringList titles, possible;
        for (const NormProspect &n : normProspects(t, p.startNo, m_round->value(), m_event)) {
            if (n.made)
                titles << normTitleName(n.title);
            else if (n.possible)
                possible << normTitleName(n.title);
        }
        made += titles.isEmpty() ? 0 : 1;
        const int at = m_table->rowCount();
        m_table->insertRow(at);
        const QStringList texts {QString::number(row.rank), QString::number(p.startNo), p.name,
            p.federation, localeText(row.points), titles.join(QStringLiteral(", ")),
            possible.join(QStringLiteral(", "))};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(texts[c]);
            item->setData(Qt::UserRole, p.startNo);
            if (!titles.isEmpty())
                item->setBackground(QColor(220, 245, 220));
            m_table->setItem(at, c, item);
        }
    }
    m_summary->setText(tr("%n player(s) with a title norm after round %1, judged by the FIDE "
                          "Title Regulations (B.01, 2024) on the games played over the board. The "
                          "tournament's own conditions (1.1) are the arbiter's to confirm.",
                           nullptr, made)
                           .arg(m_round->value())
        + (m_event.swiss.applies ? QStringLiteral(" ") + m_event.swiss.explanation() + u'.'
                                 : QString()));
    int again = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, NameColumn)->data(Qt::UserRole).toInt() == selected)
            again = r;
    if (m_table->rowCount() > 0)
        m_table->setCurrentCell(again, NameColumn);
    else
        selectRow(-1);
}

void NormsDialog::selectRow(int row)
{
    if (row < 0 || row >= m_table->rowCount()) {
        m_explanation->clear();
        m_certificates->setEnabled(false);
        return;
    }
    // Certificates are for the norms made.
    m_certificates->setEnabled(!m_table->item(row, NormsColumn)->text().isEmpty());
    const Tournament &t = m_document->tournament();
    const int startNo = m_table->item(row, NameColumn)->data(Qt::UserRole).toInt();
    const int round = m_round->value();
    QStringList lines;
    const Player &p = t.players[t.indexOf(startNo)];
    lines << (p.federation.trimmed().isEmpty()
            ? QStringLiteral("%1 %2").arg(startNo).arg(p.name)
            : QStringLiteral("%1 %2 (%3)").arg(startNo).arg(p.name, p.federation));
    const QList<NormProspect> prospects = normProspects(t, startNo, round, m_event);
    const QList<NormResult> norms = playerNorms(t, startNo, round, m_event);
    for (qsizetype k = 0; k < norms.size(); ++k) {
        const NormResult &r = norms[k];
        lines << QString();
        lines << normResultText(r);
        if (!r.made && k < prospects.size() && round < t.plannedRounds()) {
            lines << QStringLiteral("  ") + normProspectSentence(prospects[k]);
            QStringList assumed;
            for (qsizetype j = 0; j < prospects[k].opponents.size(); ++j) {
                const int o = t.indexOf(prospects[k].opponents[j]);
                if (o >= 0)
                    assumed << tr("round %1: %2 (%3)")
                                   .arg(prospects[k].rounds.value(j))
                                   .arg(t.players[o].name)
                                   .arg(t.players[o].startNo);
            }
            if (!assumed.isEmpty())
                lines << QStringLiteral("    ") + assumed.join(QStringLiteral("; "));
        }
        if (r.raised > 0)
            lines << tr("  opponent %1 raised to the rating floor (1.4.6b)").arg(r.raised);
        for (const QString &m : r.met)
            lines << QStringLiteral("  + ") + m;
        for (const QString &m : r.missed)
            lines << QStringLiteral("  - ") + m;
    }
    lines << QString() << tr("Games played over the board:");
    const NormInput in = normInput(t, startNo, round, m_event);
    for (const NormGame &g : in.games)
        lines << tr("  round %1: %2 (%3) %4 %5 %6, result %7")
                     .arg(g.round)
                     .arg(g.name)
                     .arg(g.opponent)
                     .arg(g.title.isEmpty() ? QStringLiteral("-") : g.title,
                         g.federation.isEmpty() ? QStringLiteral("-") : g.federation,
                         g.rating > 0 ? QString::number(g.rating) : tr("unrated"),
                         localeText(g.score));
    if (in.unplayedWins > 0)
        lines << tr(
            "  and %n round(s) won without a game (PAB or forfeit)", nullptr, in.unplayedWins);
    m_explanation->setPlainText(lines.join(u'\n'));
}

bool NormsDialog::exportCertificates()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return false;
    const int startNo = m_table->item(row, NameColumn)->data(Qt::UserRole).toInt();
    m_proposed = m_document->fileBeside(QStringLiteral("-it1-%1.pdf").arg(startNo));
    const QString path = m_choose();
    if (path.isEmpty())
        return false;
    QString error;
    if (!writeNormCertificates(m_document->tournament(), startNo, m_round->value(), path, &error)) {
        m_status->setText(tr("Certificates: %1").arg(error));
        return false;
    }
    m_status->setText(tr("Certificates written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool NormsDialog::exportTournamentReport()
{
    m_proposed = m_document->fileBeside(QStringLiteral("-it3.pdf"));
    const QString path = m_choose();
    if (path.isEmpty())
        return false;
    QString error;
    if (!writeTournamentReport(m_document->tournament(), m_round->value(), path, &error)) {
        m_status->setText(tr("Tournament report: %1").arg(error));
        return false;
    }
    m_status->setText(tr("Tournament report written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QWidget *NormsDialog::explanationWidget() const
{
    return m_explanation;
}

QString NormsDialog::explanation() const
{
    return m_explanation->toPlainText();
}

} // namespace arb
