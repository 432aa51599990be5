// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventform.h"

#include "eventfields.h"
#include "pairing/pairingrules.h"
#include "players/pairingnumbers.h"
#include "players/ratingperiods.h"
#include "rules/fidemode.h"
#include "tournamentdocument.h"
#include "trf/roundschedule.h"
#include "trf/timecontrolcode.h"
#include "warningbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QVBoxLayout>

namespace arb {

namespace {
    const QString rulesKey = QStringLiteral("rulesEdition");
    const QString timeControlCodeKey = QStringLiteral("timeControlCode");
} // namespace

EventForm::EventForm(TournamentDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    // The fields scroll when the window is smaller than the form (a laptop screen).
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("eventFormScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *page = new QWidget(scroll);
    auto *form = new QFormLayout(page);
    for (const EventField &field : eventFields()) {
        if (!field.label)
            continue;
        const QString key = field.keyText();
        if (key == rulesKey) {
            // A choice, not a text: the start date's edition (the default), or one the
            // arbiter chooses (C.07 2026 applies to events starting on or after 1 March 2026).
            m_rulesEdition = new QComboBox(this);
            m_rulesEdition->setObjectName(QStringLiteral("rulesEditionComboBox"));
            m_rulesEdition->addItem(tr("From the start date"), QString());
            m_rulesEdition->addItem(tr("2024 edition"), QStringLiteral("2024"));
            m_rulesEdition->addItem(tr("2026 edition"), QStringLiteral("2026"));
            m_rulesNote = new QLabel(this);
            m_rulesNote->setObjectName(QStringLiteral("rulesEditionNote"));
            m_rulesNote->setWordWrap(true);
            form->addRow(tr(field.label), m_rulesEdition);
            form->addRow(QString(), m_rulesNote);
            connect(m_rulesEdition, &QComboBox::activated, this, &EventForm::storeRulesEdition);
            continue;
        }
        auto *edit = new QLineEdit(this);
        edit->setObjectName(key + QStringLiteral("LineEdit"));
        if (field.isNumber)
            edit->setValidator(new QIntValidator(0, 999, edit));
        form->addRow(tr(field.label), edit);
        m_fields.insert(key, edit);
        if (key == timeControlCodeKey) {
            // The rating report's encoded control, and what it means (the arbiter checks it).
            edit->setPlaceholderText(
                tr("seconds: 5400+30 (90 min, 30 s a move), 40/6000+30:900+30, W300-B240"));
            m_timeControlNote = new QLabel(this);
            m_timeControlNote->setObjectName(QStringLiteral("timeControlNote"));
            m_timeControlNote->setWordWrap(true);
            form->addRow(QString(), m_timeControlNote);
        }
        connect(edit, &QLineEdit::editingFinished, this, [this, key] { store(key); });
    }
    // The rounds' dates and start times: printed on pairing lists and slips, the 132 record of
    // the rating report.
    m_schedule = new QLineEdit(this);
    m_schedule->setObjectName(QStringLiteral("roundScheduleLineEdit"));
    m_schedule->setPlaceholderText(tr("e.g. 2026-12-01 15:00; 2026-12-02 15:00"));
    auto *daily = new QPushButton(tr("One a day"), this);
    daily->setObjectName(QStringLiteral("dailyScheduleButton"));
    daily->setToolTip(tr("One round a day from the start date, at the first round's time"));
    auto *scheduleRow = new QHBoxLayout;
    scheduleRow->addWidget(m_schedule, 1);
    scheduleRow->addWidget(daily);
    form->addRow(tr("Round dates and times:"), scheduleRow);
    connect(m_schedule, &QLineEdit::editingFinished, this, &EventForm::storeSchedule);
    connect(daily, &QPushButton::clicked, this, &EventForm::fillDailySchedule);
    // What the pairing takes from the arbiter: acceleration (C.04.7), the initial ranking's last
    // key (C.04.2 2.2.3) and prohibited pairs.
    m_acceleration = new QComboBox(this);
    m_acceleration->setObjectName(QStringLiteral("accelerationComboBox"));
    m_acceleration->addItem(tr("None"), int(AccelerationMethod::None));
    m_acceleration->addItem(tr("Baku (C.04.7)"), int(AccelerationMethod::Baku));
    m_accelerationNote = new QLabel(this);
    m_accelerationNote->setObjectName(QStringLiteral("accelerationNote"));
    m_accelerationNote->setWordWrap(true);
    form->addRow(tr("Acceleration:"), m_acceleration);
    form->addRow(QString(), m_accelerationNote);
    connect(m_acceleration, &QComboBox::activated, this, &EventForm::storeAcceleration);
    m_lastKey = new QComboBox(this);
    m_lastKey->setObjectName(QStringLiteral("rankingLastKeyComboBox"));
    m_lastKey->addItem(tr("Name (C.04.2 2.2.3)"), int(PairingNumbers::LastCriterion::Alphabetical));
    m_lastKey->addItem(tr("FIDE ID"), int(PairingNumbers::LastCriterion::FideId));
    m_lastKey->addItem(tr("By lot"), int(PairingNumbers::LastCriterion::Lot));
    form->addRow(tr("Initial ranking, after rating and title:"), m_lastKey);
    connect(m_lastKey, &QComboBox::activated, this, &EventForm::storeLastKey);
    // The tournament rating (TRF-2026 record 172): the official FIDE and national ratings stay
    // as they are; the method says which of them ranks the players.
    m_ratingMethod = new QComboBox(this);
    m_ratingMethod->setObjectName(QStringLiteral("ratingMethodComboBox"));
    for (const RatingMethod m : RatingMethods::all())
        m_ratingMethod->addItem(RatingMethods::describe(m), int(m));
    m_ratingFederation = new QLineEdit(this);
    m_ratingFederation->setObjectName(QStringLiteral("ratingFederationLineEdit"));
    m_ratingFederation->setMaxLength(3);
    m_ratingFederation->setPlaceholderText(tr("e.g. GER"));
    m_ratingFederation->setToolTip(tr("The federation whose national ratings count; empty: the "
                                      "event's federation"));
    m_ratingMethod->setToolTip(tr("Which rating ranks the players for their pairing numbers "
                                  "(TRF record 172); the official ratings stay as they are"));
    auto *ratingRow = new QHBoxLayout;
    ratingRow->addWidget(m_ratingMethod, 1);
    ratingRow->addWidget(m_ratingFederation);
    m_ratingNote = new QLabel(this);
    m_ratingNote->setObjectName(QStringLiteral("ratingMethodNote"));
    m_ratingNote->setWordWrap(true);
    form->addRow(tr("Tournament rating:"), ratingRow);
    form->addRow(QString(), m_ratingNote);
    // The FIDE list the event is rated on: a rapid or blitz event takes the standard rating
    // where a player has no rapid or blitz one (FIDE's checklist I56).
    m_ratingType = new QComboBox(this);
    m_ratingType->setObjectName(QStringLiteral("ratingTypeComboBox"));
    m_ratingType->addItem(tr("Standard"), int(RatingType::Standard));
    m_ratingType->addItem(tr("Rapid (standard where none)"), int(RatingType::Rapid));
    m_ratingType->addItem(tr("Blitz (standard where none)"), int(RatingType::Blitz));
    form->addRow(tr("Rated on the FIDE list:"), m_ratingType);
    connect(m_ratingType, &QComboBox::activated, this, &EventForm::storeRatingType);
    // An event of more than 30 days is rated month by month: its players may hold a new rating
    // from a later round on, and the rating-based tie-breaks take one of them (FIDE's program
    // checklist M86).
    m_over30Days = new QCheckBox(tr("Lasts more than &30 days"), this);
    m_over30Days->setObjectName(QStringLiteral("over30DaysCheckBox"));
    m_over30Days->setToolTip(tr("The players' ratings may change while the event goes on: a new "
                                "list counts from the next round to pair. Set from the start and "
                                "end dates until changed here."));
    m_tieBreakRatings = new QComboBox(this);
    m_tieBreakRatings->setObjectName(QStringLiteral("tieBreakRatingsComboBox"));
    for (const TieBreakRatings which : RatingPeriods::allTieBreakRatings())
        m_tieBreakRatings->addItem(RatingPeriods::describe(which), int(which));
    m_tieBreakRatings->setToolTip(tr("Which of a player's ratings ARO, TPR and the other "
                                     "rating-based tie-breaks take"));
    m_over30Note = new QLabel(this);
    m_over30Note->setObjectName(QStringLiteral("over30DaysNote"));
    m_over30Note->setWordWrap(true);
    form->addRow(tr("Duration:"), m_over30Days);
    form->addRow(tr("Rating-based tie-breaks take:"), m_tieBreakRatings);
    form->addRow(QString(), m_over30Note);
    connect(m_over30Days, &QCheckBox::clicked, this, &EventForm::storeOver30Days);
    connect(m_tieBreakRatings, &QComboBox::activated, this, &EventForm::storeTieBreakRatings);
    connect(m_ratingMethod, &QComboBox::activated, this, &EventForm::storeRatingMethod);
    connect(m_ratingFederation, &QLineEdit::editingFinished, this, &EventForm::storeRatingMethod);
    m_prohibited = new QLineEdit(this);
    m_prohibited->setObjectName(QStringLiteral("prohibitedPairsLineEdit"));
    m_prohibited->setPlaceholderText(tr("start numbers who must not meet, e.g. 3 12 56; 8 11 "
                                        "(rounds 1-3)"));
    form->addRow(tr("Prohibited pairs:"), m_prohibited);
    connect(m_prohibited, &QLineEdit::editingFinished, this, &EventForm::storeProhibited);
    m_confirm = [this](const QString &question) {
        return warningbox::confirm(this, tr("Pairing rules"), question, tr("&Yes"));
    };
    m_acknowledge
        = [this](const QString &text) { warningbox::acknowledge(this, tr("Ratings"), text); };
    scroll->setWidget(page);
    connect(document, &TournamentDocument::changed, this, &EventForm::reload);
    reload();
}

void EventForm::reload()
{
    const Tournament &t = m_document->tournament();
    {
        const PairingRules rules = pairingRulesOf(t);
        const int custom = m_acceleration->findData(int(AccelerationMethod::Custom));
        if (rules.method() == AccelerationMethod::Custom && custom < 0)
            m_acceleration->addItem(
                tr("Virtual points of the event's records"), int(AccelerationMethod::Custom));
        else if (rules.method() != AccelerationMethod::Custom && custom >= 0)
            m_acceleration->removeItem(custom);
        m_acceleration->setCurrentIndex(std::max(0, m_acceleration->findData(int(rules.method()))));
        switch (rules.method()) {
        case AccelerationMethod::Baku:
            m_accelerationNote->setText(
                tr("Group A, the top half of the players rounded up to an even number, carries a "
                   "win's points in the first accelerated rounds and a draw's in the rest: half "
                   "the event, rounded up (C.04.7)."));
            break;
        case AccelerationMethod::Custom:
            m_accelerationNote->setText(
                tr("Virtual points set per player and round (TRF records 250 or XXA: %n "
                   "record(s)).",
                    nullptr, int(rules.ranges.size() + rules.perPlayer.size())));
            break;
        case AccelerationMethod::None:
            m_accelerationNote->clear();
            break;
        }
        // No empty line under the choice when there is nothing to say.
        m_accelerationNote->setVisible(!m_accelerationNote->text().isEmpty());
        m_lastKey->setCurrentIndex(
            std::max(0, m_lastKey->findData(int(PairingNumbers::rankingOf(t).last))));
        if (!m_prohibited->hasFocus())
            m_prohibited->setText(prohibitedText(rules.prohibited));
        m_ratingType->setCurrentIndex(
            std::max(0, m_ratingType->findData(int(RatingMethods::ratingTypeOf(t)))));
        const RatingMethodRecord method = RatingMethods::of(t);
        m_ratingMethod->setCurrentIndex(std::max(0, m_ratingMethod->findData(int(method.method))));
        if (!m_ratingFederation->hasFocus())
            m_ratingFederation->setText(method.federation);
        const QHash<int, int> national
            = RatingMethods::nationalRatingsOf(t, RatingMethods::nationalFederation(t));
        const auto rated = std::count_if(
            national.cbegin(), national.cend(), [](int rating) { return rating > 0; });
        const QString fed = RatingMethods::nationalFederation(t);
        m_ratingNote->setText(method.method == RatingMethod::Fide
                ? (rated == 0 ? QString()
                              : tr("%n player(s) have a national rating; the FIDE rating ranks "
                                   "them.",
                                  nullptr, int(rated)))
                : tr("%n of %1 player(s) have a national rating of %2. The official ratings stay "
                     "as they are; the tournament rating ranks the players and sets the pairing "
                     "numbers.",
                    nullptr, int(rated))
                      .arg(t.players.size())
                      .arg(fed.isEmpty() ? tr("(no federation set)") : fed));
        m_ratingNote->setVisible(!m_ratingNote->text().isEmpty());
        reloadOver30Days(t);
        if (!m_schedule->hasFocus())
            m_schedule->setText(roundScheduleText(arb::roundSchedule(t)));
    }
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const EventField *field = findEventField(it.key());
        QString value = field->value(t);
        if (field->isNumber && value == u"0")
            value.clear();
        if (!it.value()->hasFocus() && it.value()->text() != value)
            it.value()->setText(value);
    }
    reloadTimeControlNote(t);
    if (m_rulesEdition) {
        const int index = m_rulesEdition->findData(findEventField(rulesKey)->value(t));
        m_rulesEdition->setCurrentIndex(std::max(index, 0));
        const RulesEditionChoice c = rulesEditionOf(t);
        const QString edition = rulesVersionText(c.version);
        if (c.chosen)
            m_rulesNote->setText(tr("The tie-breaks follow the %1 edition of C.07.").arg(edition));
        else if (!c.warning.isEmpty())
            m_rulesNote->setText(c.warning);
        else
            m_rulesNote->setText(
                tr("The tie-breaks follow the %1 edition of C.07, in force on the start date "
                   "(the 2026 edition from 1 March 2026).")
                    .arg(edition));
    }
}

void EventForm::reloadTimeControlNote(const Tournament &t)
{
    if (!m_timeControlNote)
        return;
    QString note;
    QString problem;
    if (t.timeControlCode.isEmpty()) {
        note = tr("The FIDE rating report needs it (TRF-2026 record 222).");
    } else if (const auto tc = parseTimeControlCode(t.timeControlCode, &problem)) {
        const RatingType kind = tc->kind();
        const QString kindName = kind == RatingType::Blitz ? tr("blitz")
            : kind == RatingType::Rapid                    ? tr("rapid")
                                                           : tr("standard");
        note = tr("%1: %2 min for a game of 60 moves, %3 by the Laws of Chess (Appendices A and "
                  "B).")
                   .arg(tc->description(), QLocale().toString(tc->minutesFor60Moves(), 'g', 4),
                       kindName);
        if (kind != RatingMethods::ratingTypeOf(t))
            note += u' '
                + tr("⚠ The event is rated on another list (Rated on the FIDE list, below).");
    } else {
        note = tr("⚠ The code does not read: %1").arg(problem);
    }
    m_timeControlNote->setText(note);
}

void EventForm::reloadOver30Days(const Tournament &t)
{
    const bool over = RatingPeriods::isOver30Days(t);
    m_over30Days->setChecked(over);
    m_tieBreakRatings->setEnabled(over);
    m_tieBreakRatings->setCurrentIndex(
        std::max(0, m_tieBreakRatings->findData(int(RatingPeriods::tieBreakRatingsRecord(t)))));
    QStringList note;
    const auto days = RatingPeriods::daysSpanned(t);
    if (days && RatingPeriods::over30DaysFlag(t) && (*days > 30) != over)
        note << (over ? tr("The start and end dates are %n day(s) apart, but the event is set to "
                           "last more than 30 days.",
                     nullptr, int(*days))
                      : tr("The start and end dates are %n day(s) apart, but the event is set to "
                           "last 30 days or less: every rating-based tie-break takes the first "
                           "rating.",
                          nullptr, int(*days)));
    if (over) {
        const auto later = RatingPeriods::laterRatings(t).size();
        note << tr("A rating list checked once round 1 is paired gives the ratings from the "
                   "next round on (%n later rating(s) recorded).",
            nullptr, int(later));
        const QStringList discouraged = RatingPeriods::discouragedTieBreaks(t);
        if (!discouraged.isEmpty())
            note << tr("Rating-based tie-breaks are not recommended in an event over 30 days: "
                       "%1.")
                        .arg(discouraged.join(QStringLiteral(", ")));
    }
    m_over30Note->setText(note.join(u' '));
    m_over30Note->setVisible(!note.isEmpty());
}

void EventForm::storeOver30Days()
{
    const bool wanted = m_over30Days->isChecked();
    const Tournament &t = m_document->tournament();
    if (wanted == RatingPeriods::isOver30Days(t) && RatingPeriods::over30DaysFlag(t))
        return;
    if (!wanted && !RatingPeriods::laterRatings(t).isEmpty()
        && !m_confirm(tr("Players hold ratings from later rounds. In an event of 30 days or less "
                         "only the first rating counts: the later ones are kept, but no "
                         "tie-break takes them. Go on?"))) {
        reload();
        return;
    }
    if (m_document->setOver30Days(wanted) && wanted) {
        const QStringList discouraged
            = RatingPeriods::discouragedTieBreaks(m_document->tournament());
        if (!discouraged.isEmpty())
            m_acknowledge(tr("The tie-breaks %1 are based on ratings. In an event over 30 days "
                             "the players' ratings change while it goes on, and rating-based "
                             "tie-breaks are not recommended (FIDE's technical rules for "
                             "programs). They take the rating chosen under \"Rating-based "
                             "tie-breaks take\".")
                              .arg(discouraged.join(QStringLiteral(", "))));
    }
    reload();
}

void EventForm::storeTieBreakRatings()
{
    const auto wanted = TieBreakRatings(m_tieBreakRatings->currentData().toInt());
    if (wanted != RatingPeriods::tieBreakRatingsRecord(m_document->tournament()))
        m_document->setTieBreakRatings(wanted);
    reload();
}

void EventForm::storeAcceleration()
{
    const Tournament &t = m_document->tournament();
    PairingRules rules = pairingRulesOf(t);
    const auto wanted = AccelerationMethod(m_acceleration->currentData().toInt());
    if (wanted == rules.method())
        return;
    // C.04.2 1.1: an acceleration is announced before the event; once round 1 is paired a
    // change alters the pairings still to come. In FIDE mode it is refused (FIDE's program
    // checklist G47), the way out named; outside it, asked.
    if (!allowedAfterRoundOne(
            tr("Round 1 is paired: in FIDE mode the acceleration cannot be changed or removed any "
               "more. To change it, leave FIDE mode first (Edit > Leave FIDE mode)."),
            tr("Round 1 is paired: the acceleration was fixed with it. Changing it now changes "
               "the pairing of every round still to come. Change it all the same (recorded in "
               "the audit log)?"))) {
        reload();
        return;
    }
    // Leaving FIDE mode changed the event: the rules are read again.
    rules = pairingRulesOf(m_document->tournament());
    if (wanted != AccelerationMethod::Custom) {
        rules.ranges.clear();
        rules.perPlayer.clear();
    }
    rules.baku = wanted == AccelerationMethod::Baku;
    m_document->setPairingRules(rules);
    reload();
}

bool EventForm::allowedAfterRoundOne(const QString &refusal, const QString &question)
{
    if (m_document->pairedRounds() == 0)
        return true;
    // In FIDE mode refused (level 5), the way out named: leaving FIDE mode lets it through.
    if (isFideMode(m_document->tournament()))
        return m_document->refusedInFideMode(refusal);
    return m_confirm(question);
}

void EventForm::storeLastKey()
{
    PairingNumbers::Ranking r;
    r.last = PairingNumbers::LastCriterion(m_lastKey->currentData().toInt());
    const PairingNumbers::Ranking now = PairingNumbers::rankingOf(m_document->tournament());
    if (r.last == now.last)
        return;
    if (r.last == PairingNumbers::LastCriterion::Lot)
        r.seed = QRandomGenerator::global()->generate64() % 1000000000ULL; // short to read out
    m_document->setInitialRanking(r);
    reload();
}

void EventForm::storeRatingMethod()
{
    const Tournament &t = m_document->tournament();
    const RatingMethodRecord now = RatingMethods::of(t);
    RatingMethodRecord wanted;
    wanted.method = RatingMethod(m_ratingMethod->currentData().toInt());
    wanted.federation = m_ratingFederation->text().trimmed().toUpper();
    m_ratingFederation->setText(wanted.federation);
    // An empty field stands for the event's federation: passing through it changes nothing.
    if (wanted.method == now.method
        && (wanted.federation == now.federation || wanted.federation.isEmpty()))
        return;
    if (wanted.federation.isEmpty())
        wanted.federation = t.federation.trimmed().toUpper().left(3);
    // The ratings that rank the players are announced with the event (C.04.2 Art. 2): once
    // round 1 is paired a change alters the pairing numbers. In FIDE mode it is refused, the
    // way out named; outside it, asked.
    if (!allowedAfterRoundOne(
            tr("Round 1 is paired: in FIDE mode the tournament rating cannot be changed any "
               "more. To change it, leave FIDE mode first (Edit > Leave FIDE mode)."),
            tr("Round 1 is paired: the players were ranked by the tournament rating. Changing "
               "how it is found may change the pairing numbers still to be assigned. Change it "
               "all the same (recorded in the audit log)?"))) {
        reload();
        return;
    }
    m_document->setRatingMethod(wanted);
    reload();
}

void EventForm::storeRatingType()
{
    const auto wanted = RatingType(m_ratingType->currentData().toInt());
    if (wanted != RatingMethods::ratingTypeOf(m_document->tournament()))
        m_document->setRatingType(wanted);
    reload();
}

void EventForm::storeProhibited()
{
    const Tournament &t = m_document->tournament();
    PairingRules rules = pairingRulesOf(t);
    QString error;
    const auto groups = parseProhibitedText(m_prohibited->text(), &error);
    if (!groups) {
        emit m_document->errorOccurred(error);
        m_prohibited->setText(prohibitedText(rules.prohibited));
        return;
    }
    if (*groups == rules.prohibited)
        return;
    // A pair added once round 1 is paired changes pairings the players may have counted on.
    bool added = false;
    for (const ProhibitedGroup &g : *groups)
        added = added || !rules.prohibited.contains(g);
    // In FIDE mode a pair added after round 1 is refused (FIDE's program checklist M79, a
    // level-5 warning), the way out named; outside it, asked.
    if (added
        && !allowedAfterRoundOne(
            tr("Round 1 is paired: in FIDE mode no prohibited pair can be added any more. To add "
               "it, leave FIDE mode first (Edit > Leave FIDE mode)."),
            tr("Round 1 is paired: a prohibited pair added now applies from the next pairing "
               "on. Add it (recorded in the audit log)?"))) {
        m_prohibited->setText(prohibitedText(rules.prohibited));
        return;
    }
    rules = pairingRulesOf(m_document->tournament());
    rules.prohibited = *groups;
    if (!m_document->setPairingRules(rules))
        m_prohibited->setText(prohibitedText(pairingRulesOf(m_document->tournament()).prohibited));
}

void EventForm::storeSchedule()
{
    QString error;
    const auto planned = parseRoundSchedule(m_schedule->text(), &error);
    if (!planned) {
        emit m_document->errorOccurred(error);
        return; // the text stays for the arbiter to correct
    }
    if (*planned != arb::roundSchedule(m_document->tournament()))
        m_document->setRoundSchedule(*planned);
    reload();
}

void EventForm::fillDailySchedule()
{
    const Tournament &t = m_document->tournament();
    const QList<RoundSlot> now = arb::roundSchedule(t);
    const QDate start = QDate::fromString(t.startDate, Qt::ISODate);
    const QString time = now.isEmpty() ? QString() : now.first().time;
    const QList<RoundSlot> planned = dailySchedule(
        start.isValid() ? start : QDate::currentDate(), time, std::max(1, t.plannedRounds()));
    m_document->setRoundSchedule(planned);
    reload();
}

void EventForm::store(const QString &key)
{
    const EventField *field = findEventField(key);
    QString value = m_fields.value(key)->text().trimmed();
    if (field->isNumber && value.isEmpty())
        value = QStringLiteral("0");
    // A time control code is stored as written out again ("w300-b240" as "W300-B240").
    if (key == timeControlCodeKey)
        if (const auto tc = parseTimeControlCode(value))
            value = tc->code();
    // Once round 1 is paired the number of rounds decides the last-round rules still to come
    // (C.04.3 topscorers): a change is confirmed first (FIDE's program checklist H52, level 3).
    const QString stored = field->value(m_document->tournament());
    if (key == u"declaredRounds" && value != stored && m_document->pairedRounds() > 0
        && !m_confirm(tr("Round 1 is paired: the number of rounds was announced with the event "
                         "and decides which round is the last (its pairing rules, the final "
                         "standings). Change it from %1 to %2 (recorded in the audit log)?")
                          .arg(stored, value))) {
        m_fields.value(key)->setText(stored == u"0" ? QString() : stored);
        return;
    }
    if (value != stored && !m_document->setEventField(key, value)) {
        // Refused (a date that cannot be read): the field shows what is stored again.
        m_fields.value(key)->setText(field->isNumber && stored == u"0" ? QString() : stored);
    } else if (key == timeControlCodeKey) {
        m_fields.value(key)->setText(field->value(m_document->tournament())); // as written out
    }
}

void EventForm::storeRulesEdition()
{
    const QString value = m_rulesEdition->currentData().toString();
    // The edition of C.07 changes how the tie-breaks are computed: once round 1 is paired it is
    // confirmed first, as a change of the tie-break list is (FIDE's program checklist H52, M81).
    if (value != findEventField(rulesKey)->value(m_document->tournament())
        && (m_document->pairedRounds() == 0
            || m_confirm(tr("Round 1 is paired: the tie-breaks were announced with the edition "
                            "of C.07 they follow. Changing the edition may change how they are "
                            "computed. Change it all the same (recorded in the audit log)?"))))
        m_document->setEventField(rulesKey, value);
    reload();
}

} // namespace arb
