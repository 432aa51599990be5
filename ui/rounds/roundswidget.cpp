// SPDX-License-Identifier: GPL-3.0-or-later
#include "rounds/roundswidget.h"
#include "pairing/swissteam.h"

#include "pairing/berger.h"
#include "pairing/dutch.h"
#include "pairing/pairingcheck.h"
#include "pairing/pairingrules.h"
#include "pairing/roundrobinnumbers.h"
#include "players/pairingnumbers.h"
#include "rounds/pairingpreviewdialog.h"
#include "rounds/pairingsmodel.h"
#include "rounds/pairingsview.h"
#include "rounds/roundrobinnumbersdialog.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"
#include "warningbox.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace arb {

RoundsWidget::RoundsWidget(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new PairingsModel(document, this))
    , m_view(new PairingsView(this))
    , m_roundSpinBox(new QSpinBox(this))
    , m_whiteComboBox(new QComboBox(this))
    , m_blackComboBox(new QComboBox(this))
    , m_byePlayerComboBox(new QComboBox(this))
    , m_byeTypeComboBox(new QComboBox(this))
    , m_bergerButton(new QPushButton(tr("Round robin (&Berger tables)"), this))
    , m_doubleBergerButton(new QPushButton(tr("Double round robin (t&wo cycles)"), this))
    , m_numbersButton(new QPushButton(tr("Round-robin nu&mbers..."), this))
    , m_pairRoundButton(new QPushButton(this))
    , m_unpairRoundButton(new QPushButton(tr("&Unpair round"), this))
    , m_editPairingsButton(new QPushButton(tr("Edit pairin&gs..."), this))
    , m_summaryLabel(new QLabel(this))
{
    m_view->setObjectName(QStringLiteral("pairingsView"));
    m_view->setModel(m_model);
    // A half-point bye typed on a bye row asks what the bye controls ask (C.02 L74).
    m_model->setByeCheck([this](int startNo, char code) {
        return code != 'H' || confirmHalfBye(startNo, m_model->round());
    });
    m_roundSpinBox->setObjectName(QStringLiteral("roundSpinBox"));
    m_roundSpinBox->setRange(1, 99);
    m_whiteComboBox->setObjectName(QStringLiteral("whiteComboBox"));
    m_blackComboBox->setObjectName(QStringLiteral("blackComboBox"));
    m_byePlayerComboBox->setObjectName(QStringLiteral("byePlayerComboBox"));
    m_byeTypeComboBox->setObjectName(QStringLiteral("byeTypeComboBox"));
    m_bergerButton->setObjectName(QStringLiteral("bergerButton"));
    m_doubleBergerButton->setObjectName(QStringLiteral("doubleBergerButton"));
    m_numbersButton->setObjectName(QStringLiteral("roundRobinNumbersButton"));
    // Tab leaves the boards for the round and the controls below (the arrows move in them).
    m_view->setTabKeyNavigation(false);
    m_numbersButton->setToolTip(tr("Draw the players' places in the Berger tables by lot, or set "
                                   "them, before the round robin starts"));
    m_pairRoundButton->setObjectName(QStringLiteral("pairRoundButton"));
    m_unpairRoundButton->setObjectName(QStringLiteral("unpairRoundButton"));
    m_editPairingsButton->setObjectName(QStringLiteral("editPairingsButton"));
    m_editPairingsButton->setToolTip(
        tr("Swap colours or exchange players of the shown round in the pairing preview; the "
           "result is compared with the rules' pairing"));
    m_byeTypeComboBox->addItem(tr("half-point bye (H)"), QStringLiteral("H"));
    m_byeTypeComboBox->addItem(tr("full-point bye (F)"), QStringLiteral("F"));
    m_byeTypeComboBox->addItem(tr("pairing-allocated bye (U)"), QStringLiteral("U"));
    m_byeTypeComboBox->addItem(tr("zero-point bye (Z)"), QStringLiteral("Z"));
    auto *pairButton = new QPushButton(tr("Pa&ir"), this);
    pairButton->setObjectName(QStringLiteral("pairButton"));
    auto *byeButton = new QPushButton(tr("Give b&ye"), this);
    byeButton->setObjectName(QStringLiteral("byeButton"));
    auto *unpairButton = new QPushButton(tr("Unpair se&lected"), this);
    unpairButton->setObjectName(QStringLiteral("unpairButton"));
    m_pairingControls = {m_whiteComboBox, m_blackComboBox, pairButton, unpairButton};
    m_byeControls = {m_byePlayerComboBox, m_byeTypeComboBox, byeButton};

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Round:"), this), 0, 0);
    grid->addWidget(m_roundSpinBox, 0, 1);
    grid->addWidget(m_summaryLabel, 0, 2, 1, 3);
    grid->addWidget(m_bergerButton, 0, 5);
    grid->addWidget(m_doubleBergerButton, 0, 6);
    grid->addWidget(m_pairRoundButton, 0, 5);
    grid->addWidget(m_unpairRoundButton, 0, 6);
    grid->addWidget(m_editPairingsButton, 0, 7);
    grid->addWidget(m_numbersButton, 0, 8);
    grid->addWidget(new QLabel(tr("White:"), this), 1, 0);
    grid->addWidget(m_whiteComboBox, 1, 1);
    grid->addWidget(new QLabel(tr("Black:"), this), 1, 2);
    grid->addWidget(m_blackComboBox, 1, 3);
    grid->addWidget(pairButton, 1, 4);
    grid->addWidget(unpairButton, 1, 5);
    grid->addWidget(new QLabel(tr("Bye for:"), this), 2, 0);
    grid->addWidget(m_byePlayerComboBox, 2, 1);
    grid->addWidget(m_byeTypeComboBox, 2, 2, 1, 2);
    grid->addWidget(byeButton, 2, 4);
    // The room left goes to the White and Black players alike: neither name is cut first.
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto *help
        = new QLabel(tr("Keys on a board: 1 white wins, = or 5 draw, 0 black wins, + white wins by "
                        "forfeit, - black wins by forfeit, X double forfeit, Delete clears; "
                        "H F U Z change a bye."),
            this);
    help->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(help);
    layout->addWidget(m_view, 1);

    m_confirm = [this](const QString &question) {
        return warningbox::confirm(this, tr("Pairing"), question, tr("&Yes"));
    };
    m_confirmDestructive = [this](const QString &question, const QString &action) {
        return warningbox::confirm(this, tr("Pairing"), question, action);
    };
    // Answers and Cancel: the first (the recommended one) is the default.
    m_choose = [this](const QString &question, const QStringList &answers) {
        QMessageBox box(QMessageBox::Question, tr("Pairing"), question, QMessageBox::Cancel, this);
        QList<QAbstractButton *> buttons;
        for (const QString &a : answers)
            buttons << box.addButton(
                a, buttons.isEmpty() ? QMessageBox::AcceptRole : QMessageBox::ActionRole);
        if (!buttons.isEmpty())
            box.setDefaultButton(qobject_cast<QPushButton *>(buttons.first()));
        box.setEscapeButton(QMessageBox::Cancel);
        box.exec();
        return int(buttons.indexOf(box.clickedButton()));
    };
    m_preview = [](PairingPreviewDialog &dialog) { return dialog.exec() == QDialog::Accepted; };
    m_lotSeed = [] { return QRandomGenerator::system()->generate64(); };
    connect(m_pairRoundButton, &QPushButton::clicked, this, &RoundsWidget::pairRound);
    connect(m_unpairRoundButton, &QPushButton::clicked, this, &RoundsWidget::unpairRound);
    connect(m_editPairingsButton, &QPushButton::clicked, this, &RoundsWidget::editPairings);
    // A game played with the other colours: corrected on its board (a correction once it has a
    // result or a later round is paired; FIDE's program checklist H53).
    auto *swapColours
        = new QAction(tr("Correct the colours (played the other way round)..."), m_view);
    m_swapColoursAction = swapColours;
    swapColours->setObjectName(QStringLiteral("swapColoursAction"));
    connect(swapColours, &QAction::triggered, this, [this] {
        const PairingsModel::Row row = m_model->rows().value(m_view->currentIndex().row());
        if (m_view->currentIndex().isValid() && row.black != 0)
            m_document->swapColours(m_model->round(), row.white);
    });
    m_view->addAction(swapColours);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_roundSpinBox, &QSpinBox::valueChanged, this, &RoundsWidget::setRound);
    connect(pairButton, &QPushButton::clicked, this, &RoundsWidget::pair);
    connect(byeButton, &QPushButton::clicked, this, &RoundsWidget::giveBye);
    connect(unpairButton, &QPushButton::clicked, this, &RoundsWidget::unpair);
    connect(m_bergerButton, &QPushButton::clicked, this, [this] { generateRoundRobin(false); });
    connect(m_numbersButton, &QPushButton::clicked, this, &RoundsWidget::editRoundRobinNumbers);
    m_runNumbers
        = [](RoundRobinNumbersDialog &dialog) { return dialog.exec() == QDialog::Accepted; };
    connect(
        m_doubleBergerButton, &QPushButton::clicked, this, [this] { generateRoundRobin(true); });
    connect(document, &TournamentDocument::changed, this, &RoundsWidget::refresh);
    refresh();
}

void RoundsWidget::setRound(int round)
{
    m_model->setRound(round);
    if (m_roundSpinBox->maximum() < round) // refresh() sets it for the event; not yet here
        m_roundSpinBox->setMaximum(round);
    if (m_roundSpinBox->value() != round)
        m_roundSpinBox->setValue(round);
    refresh();
}

void RoundsWidget::refresh()
{
    if (m_document->path() != m_shownPath) {
        // Another event was opened: show the round being played, its last paired one (round 1
        // of an event not paired yet), not the round the previous event showed.
        m_shownPath = m_document->path();
        if (const int current = std::max(1, m_document->pairedRounds());
            current != m_model->round()) {
            setRound(current); // refreshes
            return;
        }
    }
    const Tournament &t = m_document->tournament();
    const int round = m_model->round();
    m_roundSpinBox->setMaximum(
        std::max({t.plannedRounds() + 1, m_document->pairedRounds() + 1, round, 1}));
    // Players free in this round (not paired, no bye, not withdrawn) can be paired. The combo
    // boxes are refilled only when those lists change (entering a result changes neither).
    QList<QPair<int, QString>> freePlayers, present;
    for (const Player &p : t.players) {
        const bool entered = round <= p.rounds.size() && p.rounds[round - 1] != RoundEntry();
        const int w = m_document->database().withdrawnFrom(p.startNo);
        if (w != 0 && round >= w)
            continue;
        const QString label = QStringLiteral("%1 %2 (%3)").arg(p.startNo).arg(p.name).arg(p.rating);
        if (!entered)
            freePlayers.append({p.startNo, label});
        present.append({p.startNo, label});
    }
    const int free = int(freePlayers.size());
    auto fill = [](QComboBox *box, const QList<QPair<int, QString>> &items, int fallback) {
        bool same = box->count() == items.size();
        for (int i = 0; same && i < items.size(); ++i)
            same
                = box->itemData(i).toInt() == items[i].first && box->itemText(i) == items[i].second;
        if (same)
            return;
        const int current = box->currentData().toInt();
        box->clear();
        for (const auto &[startNo, label] : items)
            box->addItem(label, startNo);
        const int i = box->findData(current);
        box->setCurrentIndex(i >= 0 ? i : std::min(fallback, box->count() - 1));
    };
    fill(m_whiteComboBox, freePlayers, 0);
    fill(m_blackComboBox, freePlayers, 1);
    // Never the same player on both sides: Black moves to the next free one.
    if (m_blackComboBox->count() > 1
        && m_blackComboBox->currentData() == m_whiteComboBox->currentData())
        m_blackComboBox->setCurrentIndex(
            (m_whiteComboBox->currentIndex() + 1) % m_blackComboBox->count());
    fill(m_byePlayerComboBox, present, 0);
    int games = 0, results = 0, pairingByes = 0;
    for (const PairingsModel::Row &r : m_model->rows()) {
        if (r.black == 0 && r.code == 'U')
            ++pairingByes; // the pairing-allocated bye belongs to the round's pairing
        else if (r.black != 0) {
            ++games;
            results += r.code != ' ' ? 1 : 0;
        }
    }
    m_summaryLabel->setText(tr("%1 games, %2 results entered, %3 players not paired")
                                .arg(games)
                                .arg(results)
                                .arg(free));
    // Not offered on a finished event (every planned round paired, every game with a result).
    bool finished
        = m_document->pairedRounds() > 0 && m_document->pairedRounds() >= t.plannedRounds();
    for (const Player &p : t.players)
        for (const RoundEntry &e : p.rounds)
            finished = finished && !(e.code == ' ' && e.opponent > 0);
    // The Berger tables for a round robin, or for an event whose format is not chosen yet; a
    // Swiss never offers them.
    const bool berger = !finished
        && (t.isRoundRobin()
            || (t.type != TournamentType::Swiss && m_document->pairedRounds() == 0));
    m_bergerButton->setVisible(berger);
    m_doubleBergerButton->setVisible(berger);
    // Only before the round robin has a result (F39: locked once started).
    m_numbersButton->setVisible(berger && t.isRoundRobin());
    m_numbersButton->setEnabled(m_document->database().resultCount() == 0);
    // Swiss events pair round by round (the Dutch system); round robins from the Berger tables.
    const bool swiss = !t.isRoundRobin() && !berger;
    const int target = roundToPair();
    // After the last planned round there is nothing to pair: said so, not "Pair round 10".
    const bool allPaired = t.declaredRounds > 0 && target > t.declaredRounds;
    m_pairRoundButton->setText(allPaired ? tr("All %1 rounds are paired").arg(t.declaredRounds)
                                         : tr("Pair round %1 (&Dutch)...").arg(target));
    // A team Swiss pairs team against team on the Team matches tab (C.04.6), not here.
    const bool teamSwiss = m_document->hasTeams() && !t.isRoundRobin() && swissTeamSystemOf(t);
    m_pairRoundButton->setVisible(!t.isRoundRobin() && t.players.size() >= 2 && !teamSwiss);
    m_pairRoundButton->setEnabled(
        m_pairingAllowed && !allPaired && (t.plannedRounds() == 0 || target <= t.plannedRounds()));
    m_unpairRoundButton->setVisible(swiss || games + pairingByes > 0);
    m_unpairRoundButton->setEnabled(m_pairingAllowed && games + pairingByes > 0 && results == 0);
    m_editPairingsButton->setVisible(swiss && !teamSwiss);
    m_editPairingsButton->setEnabled(m_pairingAllowed && games > 0 && results == 0);
    m_bergerButton->setEnabled(m_pairingAllowed);
    m_doubleBergerButton->setEnabled(m_pairingAllowed);
}

void RoundsWidget::setAllowed(bool pairing, bool byes)
{
    m_pairingAllowed = pairing;
    for (QWidget *w : std::as_const(m_pairingControls))
        w->setEnabled(pairing);
    m_swapColoursAction->setEnabled(pairing); // a pairing change, not a result
    for (QWidget *w : std::as_const(m_byeControls))
        w->setEnabled(byes);
    refresh();
}

int RoundsWidget::roundToPair() const
{
    // The shown round while none of its games has a result, else the first round not paired.
    for (const PairingsModel::Row &r : m_model->rows())
        if (r.black != 0 && r.code != ' ')
            return m_document->pairedRounds() + 1;
    return m_model->round();
}

bool RoundsWidget::pairRound()
{
    const int round = roundToPair();
    const Tournament &t = m_document->tournament();
    auto problem = [this](const QString &message) {
        emit m_document->errorOccurred(message);
        return false;
    };
    // A team Swiss is paired team against team on the Team matches tab (C.04.6).
    if (m_document->hasTeams() && !t.isRoundRobin() && swissTeamSystemOf(t))
        return problem(tr("This is a team Swiss: its rounds are paired team against team on the "
                          "Team matches tab (Pair round), by the Swiss Team Pairing System."));
    // C.04.2: a round is paired once the previous one is complete.
    for (int r = 1; r < round; ++r) {
        int open = 0, paired = 0;
        for (const Player &p : t.players) {
            if (r <= p.rounds.size() && p.rounds[r - 1].opponent > 0) {
                ++paired;
                open += p.rounds[r - 1].code == ' ' ? 1 : 0;
            }
        }
        if (paired == 0 && r == round - 1)
            return problem(
                tr("Round %1 is not paired yet; pair it before round %2.").arg(r).arg(round));
        if (open > 0) {
            // C.04.2 3.1: a game not finished (adjourned) counts as a draw for pairing. The
            // games are registered as adjourned, each an audited change, and the arbiter is
            // told which before the round is paired (FIDE's program checklist K66, K67: a
            // level-2 notice).
            QStringList boards;
            const QList<Board> order = boardOrder(t, r);
            for (qsizetype i = 0; i < order.size(); ++i)
                if (const Board &b = order[i];
                    b.black > 0 && t.players[t.indexOf(b.white)].rounds[r - 1].code == ' ')
                    boards << tr("board %1 (%2-%3)").arg(i + 1).arg(b.white).arg(b.black);
            notice(tr("Round %1 has %n game(s) without a result: %2. They are registered as "
                      "adjourned, a draw for pairing only (C.04.2 3.1), and round %3 is paired "
                      "on them; enter their results when they are known.",
                nullptr, open / 2)
                       .arg(r)
                       .arg(boards.join(QStringLiteral(", ")))
                       .arg(round));
            QList<int> whites;
            for (const Player &p : t.players)
                if (r <= p.rounds.size() && p.rounds[r - 1].opponent > 0
                    && p.rounds[r - 1].code == ' ' && p.rounds[r - 1].colour != Colour::Black)
                    whites.append(p.startNo);
            for (int white : std::as_const(whites))
                if (!m_document->setResult(r, white, '*'))
                    return false;
        }
    }
    // An adjourned game older than the previous round is still without a result (C.02 K71):
    // the arbiter is told before the round is paired on it as a draw.
    {
        QStringList older;
        for (const Player &p : t.players)
            for (int r = 1; r + 1 < round && r <= p.rounds.size(); ++r)
                if (p.rounds[r - 1].code == '*' && p.rounds[r - 1].opponent > 0
                    && p.rounds[r - 1].colour != Colour::Black)
                    older << tr("round %1: %2-%3")
                                 .arg(r)
                                 .arg(p.startNo)
                                 .arg(p.rounds[r - 1].opponent);
        if (!older.isEmpty())
            notice(tr("Adjourned games of earlier rounds still have no result: %1. Round %2 is "
                      "paired with them counted as draws (C.04.2 3.1); enter their results when "
                      "they are known.")
                       .arg(older.join(QStringLiteral(", ")))
                       .arg(round));
    }
    // A record the pairing would not apply (abnormal points, another system) refuses the
    // pairing: never another pairing than the rules give, silently.
    {
        QList<TrfMessage> refused;
        pairingRulesOf(t, &refused);
        refused += unappliedPairingRecords(t);
        QStringList lines;
        for (const TrfMessage &m : std::as_const(refused))
            lines << m.toString();
        if (!lines.isEmpty())
            return problem(tr("Round %1 is not paired: %2").arg(round).arg(lines.join(u"; ")));
    }
    // C.04.2 Art. 2: the pairing numbers follow the initial ranking; late entries are numbered
    // at their place before they are paired.
    QStringList numberNotes;
    const PairingNumbers::Ranking ranking = PairingNumbers::rankingOf(t);
    if (const QString wrong = PairingNumbers::outOfOrder(t, ranking);
        !wrong.isEmpty() && PairingNumbers::refusal(t).isEmpty()) {
        const int choice = m_choose(
            tr("The pairing numbers are not in the order of the initial ranking (%1): "
               "%2.\n\nAssign pairing numbers by it before round %3 is paired?")
                .arg(PairingNumbers::describe(ranking, RatingMethods::of(t).method), wrong)
                .arg(round),
            {tr("&Assign and pair"), tr("&Pair as they are")});
        if (choice < 0)
            return false;
        if (choice == 0) {
            int count = 0;
            if (!m_document->assignPairingNumbers(ranking, &count))
                return false;
            numberNotes << tr("Pairing numbers assigned by the initial ranking first: %n "
                              "player(s) renumbered.",
                nullptr, count);
        } else {
            numberNotes << tr("Warning: paired with pairing numbers out of the initial ranking's "
                              "order (%1).")
                               .arg(wrong);
        }
    }
    // The engine pairs everybody without an entry in the round: the round's own pairing (no
    // results yet: its games and pairing-allocated bye) is set aside; requested byes, absences
    // and a pairing-allocated bye given before the round has games stay; withdrawn players are
    // absent.
    const Tournament input = pairingInput(round);
    bool repairing = false;
    for (const Player &p : t.players)
        repairing = repairing || (round <= p.rounds.size() && p.rounds[round - 1].opponent > 0);
    if (repairing && !m_confirm(tr("Round %1 is already paired. Pair it again?").arg(round)))
        return false;
    // C.04.3 E.5: the initial colour is drawn by lot before the first round is paired, and
    // recorded (XXC) so that every later round and check-pairings use the same one.
    QStringList notes;
    Colour initial = recordedInitialColour(t);
    if (initial == Colour::None && round == 1) {
        const quint64 seed = m_lotSeed();
        initial = drawInitialColour(seed);
        if (!m_document->setInitialColour(initial, seed))
            return false;
        notes << tr("Initial colour drawn by lot (seed %1): %2 for the top-ranked player on board "
                    "1, then alternating (C.04.3 E.5); recorded in the event.")
                     .arg(seed)
                     .arg(initial == Colour::White ? tr("White") : tr("Black"));
    } else if (initial == Colour::None) {
        initial = Colour::White;
        notes << tr("No initial colour is recorded and round 1 has no game: White is assumed "
                    "(C.04.3 E.5).");
    } else {
        notes << tr("Initial colour (C.04.3 E.5): %1, as recorded in the event.")
                     .arg(initial == Colour::White ? tr("White") : tr("Black"));
    }
    const PairingResult result = pairDutch(input, round, {initial, false, {}});
    if (!result.ok())
        return problem(tr("Round %1 cannot be paired: %2").arg(round).arg(result.error));
    int byes = 0;
    for (const Player &p : input.players)
        byes += p.rounds[round - 1].code != ' ' ? 1 : 0;
    QString summary = tr("FIDE Dutch system (C.04.3), boards: %1.").arg(result.boards.size());
    if (byes > 0) // "1 players" otherwise
        summary += u' ' + tr("Not paired (a requested bye or absent): %1.").arg(byes);
    notes.prepend(summary);
    notes += numberNotes;
    // The arbiter's rules in force in this round.
    const PairingRules rules = pairingRulesOf(t);
    const QList<qint64> virtualNow = virtualPoints(t, rules, round);
    const int accelerated
        = int(std::count_if(virtualNow.begin(), virtualNow.end(), [](qint64 v) { return v != 0; }));
    if (rules.method() == AccelerationMethod::Baku && t.declaredRounds == 0)
        notes << tr("Warning: Baku acceleration needs the number of rounds (Event tab); without "
                    "it no virtual points are given.");
    else if (rules.method() == AccelerationMethod::Baku)
        notes << tr("Baku acceleration (C.04.7): %n player(s) of group A carry virtual points in "
                    "this round; scoregroups and boards follow the pairing score.",
            nullptr, accelerated);
    else if (rules.method() == AccelerationMethod::Custom)
        notes << tr("Acceleration set by the arbiter: %n player(s) carry virtual points in this "
                    "round; scoregroups and boards follow the pairing score.",
            nullptr, accelerated);
    const int prohibited = int(std::count_if(rules.prohibited.begin(), rules.prohibited.end(),
        [round](const ProhibitedGroup &g) { return g.appliesIn(round); }));
    if (prohibited > 0)
        notes << tr("Prohibited pairs in force in this round: %n group(s).", nullptr, prohibited);
    PairingPreviewDialog dialog(input, round, result.boards, notes, this);
    if (!m_preview(dialog))
        return false;
    // Boards that differ from the engine's: two steps, each showing what the rules give, Cancel
    // the default of both; the round is then recorded as a manual pairing (### MPA @ Round n).
    ManualPairing manual = ManualPairing::of(round, dialog.boards(), result.boards);
    manual.changes = dialog.changes();
    if (!confirmRuleBreaches(round, dialog.ruleBreaches(result.boards))
        || !confirmManualPairing(round, manual, dialog.changes()))
        return false;
    if (!m_document->pairRound(
            round, dialog.boards(), tr("Dutch system"), dialog.changes(), manual))
        return false;
    setRound(round);
    return true;
}

bool RoundsWidget::unpairRound()
{
    const int round = m_model->round();
    if (!m_confirm(tr("Remove the pairing of round %1? Requested byes stay.").arg(round)))
        return false;
    return m_document->unpairRound(round);
}

void RoundsWidget::pair()
{
    const int round = m_model->round();
    const int white = m_whiteComboBox->currentData().toInt();
    const int black = m_blackComboBox->currentData().toInt();
    if (white == 0 || black == 0)
        return;
    const Tournament &t = m_document->tournament();
    const int wi = t.indexOf(white);
    if (wi >= 0) {
        const Player &p = t.players[wi];
        for (int r = 0; r < p.rounds.size(); ++r) {
            if (r != round - 1 && p.rounds[r].opponent == black
                && p.rounds[r].kind() == RoundKind::Played
                && !m_confirm(tr("%1 and %2 already met in round %3. Pair them again?")
                                  .arg(white)
                                  .arg(black)
                                  .arg(r + 1)))
                return;
        }
    }
    // The round as the change leaves it: former opponents of either lose their pairing.
    Tournament after = t;
    const auto entry = [&after, round](int startNo) -> RoundEntry * {
        const int i = after.indexOf(startNo);
        if (i < 0)
            return nullptr;
        QList<RoundEntry> &rounds = after.players[i].rounds;
        while (rounds.size() < round)
            rounds.append(RoundEntry());
        return &rounds[round - 1];
    };
    for (int s : {white, black})
        if (RoundEntry *e = entry(s);
            e && e->opponent > 0 && e->opponent != white && e->opponent != black)
            if (RoundEntry *o = entry(e->opponent))
                *o = RoundEntry();
    if (RoundEntry *e = entry(white))
        *e = RoundEntry {black, Colour::White, ' ', true};
    if (RoundEntry *e = entry(black))
        *e = RoundEntry {white, Colour::Black, ' ', true};
    ManualPairing manual;
    const HandCheck check = checkHandPairing(round, after, &manual);
    if (check == HandCheck::Cancel)
        return;
    m_document->setGame(round, white, black, ' ', check == HandCheck::Record ? &manual : nullptr);
}

void RoundsWidget::notice(const QString &text)
{
    if (m_notice)
        m_notice(text);
    else
        warningbox::acknowledge(this, tr("Arbiter"), text);
}

void RoundsWidget::giveBye()
{
    const int startNo = m_byePlayerComboBox->currentData().toInt();
    const QString code = m_byeTypeComboBox->currentData().toString();
    if (startNo == 0 || code.isEmpty())
        return;
    const Tournament &t = m_document->tournament();
    const int i = t.indexOf(startNo);
    const int round = m_model->round();
    if (i >= 0 && round <= t.players[i].rounds.size() && t.players[i].rounds[round - 1].opponent > 0
        && !m_confirm(
            tr("%1 is paired in round %2. Replace the game by a bye?").arg(startNo).arg(round)))
        return;
    if (code == u"H" && !confirmHalfBye(startNo, round))
        return;
    // The round as the bye leaves it: a game it replaces loses the opponent too.
    Tournament after = t;
    if (i >= 0) {
        QList<RoundEntry> &rounds = after.players[i].rounds;
        while (rounds.size() < round)
            rounds.append(RoundEntry());
        if (const int o = after.indexOf(rounds[round - 1].opponent);
            o >= 0 && round <= after.players[o].rounds.size())
            after.players[o].rounds[round - 1] = RoundEntry();
        rounds[round - 1] = RoundEntry {0, Colour::None, char(code.at(0).toLatin1()), true};
    }
    ManualPairing manual;
    const HandCheck check = checkHandPairing(round, after, &manual);
    if (check == HandCheck::Cancel)
        return;
    if (!m_document->setBye(round, startNo, char(code.at(0).toLatin1()),
            check == HandCheck::Record ? &manual : nullptr))
        return;
    // A full-point bye the arbiter gives is deprecated in FIDE events (C.02 L75): the arbiter
    // is told, and the rating report names it (### FullPointBye @ Round n).
    if (code == u"F") {
        const QString text
            = tr("A full-point bye given by the arbiter is deprecated in FIDE-rated events; the "
                 "rating report names it (### FullPointBye @ Round %1: player %2).")
                  .arg(round)
                  .arg(startNo);
        notice(text);
    }
}

bool RoundsWidget::confirmHalfBye(int startNo, int round)
{
    const Tournament &t = m_document->tournament();
    const int i = t.indexOf(startNo);
    if (i < 0)
        return true;
    // A player whom the event's regulations allow no half-point bye (C.02 L74) is asked for.
    if (halfByesExcluded(t).contains(startNo)
        && !m_confirm(tr("The event's regulations allow %1 no half-point bye (Players tab). Give "
                         "one in round %2 all the same?")
                          .arg(t.players[i].name)
                          .arg(round)))
        return false;
    // A second half-point bye is asked for (C.02 L74): regulations often allow one.
    QStringList earlier;
    const QList<RoundEntry> &rounds = t.players[i].rounds;
    for (int r = 0; r < rounds.size(); ++r)
        if (r + 1 != round && rounds[r].opponent == 0 && rounds[r].code == 'H')
            earlier << QString::number(r + 1);
    return earlier.isEmpty()
        || m_confirm(tr("%1 has a half-point bye already (round %2). Give a second one in round "
                        "%3?")
                         .arg(t.players[i].name, earlier.join(QStringLiteral(", ")))
                         .arg(round));
}

void RoundsWidget::unpair()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const PairingsModel::Row row = m_model->rows().value(current.row());
    // A board with a result is not deleted without a named confirmation (Cancel the default),
    // the players named as on the score sheet.
    const Tournament &t = m_document->tournament();
    auto who = [&t](int startNo) {
        const int i = t.indexOf(startNo);
        return QStringLiteral("%1 (%2)").arg(i >= 0 ? t.players[i].name : QString()).arg(startNo);
    };
    if (row.black != 0 && row.code != ' '
        && !m_confirmDestructive(
            tr("Board %1, %2 – %3, has the result %4. Unpairing it deletes "
               "the result (Ctrl+Z brings it back).")
                .arg(current.row() + 1)
                .arg(who(row.white), who(row.black), PairingsModel::resultText(row.code, false)),
            tr("Delete the result and unpair")))
        return;
    // A board unpaired leaves the round incomplete: it is compared again once paired.
    m_document->clearEntry(m_model->round(), row.white);
}

} // namespace arb
