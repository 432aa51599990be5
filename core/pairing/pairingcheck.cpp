// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/pairingcheck.h"

#include "pairing/berger.h"
#include "pairing/pairingrules.h"
#include "rules/corrections.h"
#include "teams/teamstandings.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace arb {

bool hasGames(const Tournament &t, int round)
{
    for (const Player &p : t.players)
        if (round <= p.rounds.size() && p.rounds[round - 1].opponent > 0)
            return true;
    return false;
}

QList<Board> writtenBoards(const Tournament &t, int round)
{
    QList<Board> boards;
    for (const Player &p : t.players) {
        if (round > p.rounds.size())
            continue;
        const RoundEntry &e = p.rounds[round - 1];
        if (e.code == 'U' && e.opponent == 0)
            boards.append({p.startNo, 0});
        else if (e.opponent > 0
            && (e.colour == Colour::White || (e.colour == Colour::None && p.startNo < e.opponent)))
            boards.append({p.startNo, e.opponent});
    }
    return boards;
}

Tournament beforePairing(const Tournament &t, int round)
{
    Tournament c = t;
    c.declaredRounds = std::max(t.declaredRounds, t.roundCount());
    const bool paired = hasGames(t, round);
    for (Player &p : c.players) {
        if (p.rounds.size() > round)
            p.rounds.resize(round);
        // In a round that was paired, a player with nothing written was not paired: TRF reads a
        // blank round as a zero-point bye (a late entry's rounds before he came).
        if (paired && (p.rounds.size() < round || p.rounds[round - 1] == RoundEntry())) {
            p.rounds.resize(round);
            p.rounds[round - 1] = RoundEntry {0, Colour::None, 'Z', true};
            continue;
        }
        if (p.rounds.size() == round
            && (p.rounds[round - 1].opponent > 0 || (paired && p.rounds[round - 1].code == 'U')))
            p.rounds[round - 1] = RoundEntry();
    }
    return c;
}

int PairingCheck::differing() const
{
    return int(std::count_if(rounds.cbegin(), rounds.cend(), [](const RoundCheck &r) {
        return !r.agrees();
    })) + int(meetings.size());
}

QString boardText(const Board &b)
{
    return b.black == 0 ? QCoreApplication::translate("arb::PairingCheck", "%1-bye").arg(b.white)
                        : QStringLiteral("%1-%2").arg(b.white).arg(b.black);
}

QString boardsText(const QList<Board> &boards)
{
    QStringList s;
    for (const Board &b : boards)
        s << boardText(b);
    return s.join(u' ');
}

namespace {

    QString comparisonText(const RoundCheck &r)
    {
        if (!r.error.isEmpty())
            return QCoreApplication::translate("arb::PairingCheck", "the engine cannot pair it: %1")
                .arg(r.error);
        return QCoreApplication::translate("arb::PairingCheck", "file %1; engine %2")
            .arg(boardsText(r.onlyFile), boardsText(r.onlyEngine));
    }

} // namespace

QString importRecord(const RoundCheck &r)
{
    // A record of the file: the words stay English whatever the user's language.
    const QString what = r.error.isEmpty()
        ? QStringLiteral("file %1; engine %2").arg(boardsText(r.onlyFile), boardsText(r.onlyEngine))
        : QStringLiteral("the engine cannot pair it: %1").arg(r.error);
    return QStringLiteral("### Import @ Round %1: %2").arg(r.round).arg(what);
}

ManualPairing ManualPairing::of(int round, const QList<Board> &stored, const QList<Board> &engine)
{
    ManualPairing m;
    m.round = round;
    for (const Board &b : stored)
        if (!engine.contains(b))
            m.paired << b;
    for (const Board &b : engine)
        if (!stored.contains(b))
            m.engine << b;
    auto byWhite = [](const Board &a, const Board &b) {
        return a.white != b.white ? a.white < b.white : a.black < b.black;
    };
    std::sort(m.paired.begin(), m.paired.end(), byWhite);
    std::sort(m.engine.begin(), m.engine.end(), byWhite);
    return m;
}

QString ManualPairing::key() const
{
    // A record of the file: the words stay English whatever the user's language.
    return QStringLiteral("### MPA @ Round %1: paired %2; engine %3;")
        .arg(round)
        .arg(boardsText(paired), boardsText(engine));
}

namespace {
    //! The beginning of every manual-pairing record of \a round.
    QString manualPairingPrefix(int round)
    {
        return QStringLiteral("### MPA @ Round %1:").arg(round);
    }
} // namespace

bool manualPairingRecorded(const Tournament &t, const ManualPairing &manual)
{
    const QString start = manual.differs() ? manual.key() : manualPairingPrefix(manual.round);
    const bool held = std::any_of(t.otherRecords.cbegin(), t.otherRecords.cend(),
        [&start](const RawRecord &r) { return r.line.startsWith(start); });
    return held == manual.differs();
}

void replaceManualPairingRecord(Tournament &t, int round, const ManualPairing *manual)
{
    const QString prefix = manualPairingPrefix(round);
    t.otherRecords.removeIf([&prefix](const RawRecord &r) { return r.line.startsWith(prefix); });
    if (manual && manual->differs())
        t.otherRecords.append({manual->record()});
}

QString ManualPairing::record() const
{
    auto oneLine = [](const QString &text) {
        QString s = text.simplified();
        s.replace(u';', u',');
        return s;
    };
    QStringList what;
    for (const QString &c : changes)
        what << oneLine(c);
    return key()
        + QStringLiteral(" changes: %1; arbiter %2; %3")
              .arg(what.isEmpty() ? QStringLiteral("-") : what.join(QStringLiteral(", ")),
                  arbiter.isEmpty() ? QStringLiteral("-") : oneLine(arbiter),
                  when.isValid() ? when.toUTC().toString(Qt::ISODate) : QStringLiteral("-"));
}

bool recordedAsManualPairing(const Tournament &t, const RoundCheck &r)
{
    if (!r.error.isEmpty())
        return false;
    const QString key = ManualPairing::of(r.round, r.onlyFile, r.onlyEngine).key();
    return std::any_of(t.otherRecords.cbegin(), t.otherRecords.cend(),
        [&key](const RawRecord &rec) { return rec.line.startsWith(key); });
}

QString roundCheckText(const RoundCheck &r)
{
    return QCoreApplication::translate("arb::PairingCheck", "round %1: %2")
        .arg(r.round)
        .arg(comparisonText(r));
}

bool namesDutchSystem(const Tournament &t)
{
    const QString code = t.systemText.trimmed();
    if (!code.isEmpty())
        return code.startsWith(QLatin1String("FIDE_DUTCH"), Qt::CaseInsensitive);
    return t.typeText.contains(QLatin1String("dutch"), Qt::CaseInsensitive);
}

bool roundRobinPlayedOut(const Tournament &t)
{
    return t.isRoundRobin()
        && lastRoundWithGames(t)
        >= bergerRoundsPerCycle(int(t.players.size())) * t.roundRobinCycles();
}

QStringList roundRobinMeetings(const Tournament &t)
{
    QStringList out;
    if (!t.isRoundRobin() || t.players.size() < 2)
        return out;
    const int n = int(t.players.size());
    const int cycles = t.roundRobinCycles();
    const bool complete = roundRobinPlayedOut(t);
    QMap<QPair<int, int>, int> met;
    for (const Player &p : t.players)
        for (const RoundEntry &e : p.rounds)
            if (e.opponent > p.startNo)
                ++met[{p.startNo, e.opponent}];
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const int a = std::min(t.players[i].startNo, t.players[j].startNo);
            const int b = std::max(t.players[i].startNo, t.players[j].startNo);
            const int times = met.value({a, b});
            if (times > cycles || (complete && times < cycles))
                out << QCoreApplication::translate("arb::PairingCheck",
                    "players %1 and %2 meet %3 time(s); a round robin of %4 cycle(s) pairs them "
                    "%4 time(s)")
                           .arg(a)
                           .arg(b)
                           .arg(times)
                           .arg(cycles);
        }
    }
    return out;
}

PairingCheck checkPairings(const Tournament &t, int lastRound, bool assumeDutch)
{
    PairingCheck check;
    check.system = QCoreApplication::translate("arb::PairingCheck", "FIDE Dutch system");
    if (isTeamTournament(t)) {
        check.notChecked.append({0, 0,
            QCoreApplication::translate("arb::PairingCheck",
                "a team tournament: its pairings are not paired again (Arbiter pairs "
                "individual Swiss events)")});
        return check;
    }
    if (t.isRoundRobin()) {
        // The pairing numbers of a round robin are drawn by lot: its rounds are not paired again,
        // but every pair must meet once a cycle.
        check.system = QCoreApplication::translate("arb::PairingCheck", "round robin");
        check.meetings = roundRobinMeetings(t);
        check.scheduleComplete = roundRobinPlayedOut(t);
        return check;
    }
    if (t.systemText.trimmed().isEmpty() && !assumeDutch && !namesDutchSystem(t)) {
        check.notChecked.append({0, 0,
            QCoreApplication::translate("arb::PairingCheck",
                "the file names no pairing system (no 192 code, no \"Dutch\" in 092 \"%1\"): "
                "its pairings are not paired again; --system dutch checks them by the FIDE Dutch "
                "system")
                .arg(t.typeText.trimmed())});
        return check;
    }
    // A record that would change the pairing is applied or the check refused, never passed over.
    pairingRulesOf(t, &check.notChecked);
    check.notChecked += unappliedPairingRecords(t);
    if (!check.notChecked.isEmpty())
        return check;
    const int last
        = lastRound > 0 ? std::min(lastRound, lastRoundWithGames(t)) : lastRoundWithGames(t);
    // The initial colour is the event's (XXC, 152 or round 1), not the replayed rounds'.
    const PairingOptions options {initialColourOf(t), false, {}};
    for (int round = 1; round <= last; ++round) {
        RoundCheck r;
        r.round = round;
        // The results of the earlier rounds as they stood when this round was paired: a
        // correction made later (C.04.2 4.3) does not change a pairing already made.
        const Tournament asPaired = asWhenPaired(t, round, &r.corrected);
        const PairingResult engine = pairDutch(beforePairing(asPaired, round), round, options);
        if (!engine.ok()) {
            r.error = engine.error;
            check.rounds.append(r);
            continue;
        }
        QList<Board> written = writtenBoards(t, round);
        // A game whose colours were corrected was paired with the colours as they were: the
        // corrections of this round undone, newest first.
        const QList<Correction> corrections = correctionsOf(t);
        for (auto it = corrections.crbegin(); it != corrections.crend(); ++it)
            if (it->colours && it->round == round)
                if (const qsizetype at = written.indexOf(Board {it->black, it->white}); at >= 0)
                    written[at] = Board {it->white, it->black};
        for (const Board &b : written)
            if (!engine.boards.contains(b))
                r.onlyFile << b;
        for (const Board &b : engine.boards)
            if (!written.contains(b))
                r.onlyEngine << b;
        check.rounds.append(r);
    }
    return check;
}

} // namespace arb
