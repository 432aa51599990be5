// SPDX-License-Identifier: GPL-3.0-or-later
// What the pairing takes from the arbiter: the tournament pairing numbers (C.04.2 Art. 2; the
// renumbering of a whole event as one change), acceleration and prohibited pairs, and who is
// paired no more (withdrawals and expulsions).
#include "tournamentdatabase.h"

#include "arbiteraccounts.h"
#include "eventrepository.h"
#include "pairing/pairingrules.h"
#include "playerrepository.h"
#include "roundrepository.h"
#include "rules/corrections.h"
#include "rules/tournamentchecks.h"
#include "teamrepository.h"

#include <QSet>

namespace arb {

using storage::ChangeSet;
using storage::EventRepository;
using storage::PlayerRepository;
using storage::RoundRepository;
using storage::TeamRepository;

bool TournamentDatabase::assignPairingNumbers(const PairingNumbers::Ranking &ranking,
    const QString &reason, QString *error, int *renumberedCount)
{
    if (renumberedCount)
        *renumberedCount = 0;
    if (const QString refused = PairingNumbers::refusal(m_t); !refused.isEmpty())
        return fail(error, tr("pairing numbers cannot be assigned: %1").arg(refused));
    const QHash<int, int> numbers = PairingNumbers::assignment(m_t, ranking);
    Tournament after = PairingNumbers::renumbered(m_t, numbers);
    PairingNumbers::setRanking(after, ranking);
    const QHash<int, int> withdrawn = PairingNumbers::renumberedKeys(m_withdrawn, numbers);

    // The players' rows first (a new number's row must exist before its results), then every
    // result that changes, then the rows of numbers nobody has any more (their results are
    // gone by then). Undo replays it backwards, in an order the foreign keys accept too.
    ChangeSet rows;
    for (const Player &p : after.players) {
        const int old = m_t.indexOf(p.startNo);
        if (old < 0 || m_t.players[old] != p
            || m_withdrawn.value(p.startNo) != withdrawn.value(p.startNo))
            rows.append(PlayerRepository::change(p, withdrawn.value(p.startNo)));
    }
    for (const Player &p : std::as_const(m_t.players)) {
        const int i = after.indexOf(p.startNo);
        const QList<RoundEntry> none;
        const QList<RoundEntry> &now = i >= 0 ? after.players[i].rounds : none;
        for (int r = 1; r <= std::max(p.rounds.size(), now.size()); ++r) {
            const RoundEntry was = r <= p.rounds.size() ? p.rounds[r - 1] : RoundEntry();
            const RoundEntry will = r <= now.size() ? now[r - 1] : RoundEntry();
            if (was != will)
                rows.append(RoundRepository::change(p.startNo, r,
                    will == RoundEntry() ? std::nullopt : std::optional<RoundEntry>(will)));
        }
    }
    for (const Player &p : std::as_const(after.players)) {
        if (m_t.indexOf(p.startNo) >= 0)
            continue; // done above
        for (int r = 1; r <= p.rounds.size(); ++r)
            if (p.rounds[r - 1] != RoundEntry())
                rows.append(RoundRepository::change(p.startNo, r, p.rounds[r - 1]));
    }
    for (const Player &p : std::as_const(m_t.players))
        if (after.indexOf(p.startNo) < 0)
            rows.append(PlayerRepository::removal(p.startNo));
    rows += EventRepository::changes(m_t, after);

    if (renumberedCount)
        *renumberedCount = int(numbers.size());
    if (rows.isEmpty())
        return true; // the numbers are those of the ranking already
    QStringList moves;
    QList<int> olds = numbers.keys();
    std::sort(olds.begin(), olds.end());
    for (int old : std::as_const(olds))
        moves.append(QStringLiteral("%1→%2").arg(old).arg(numbers.value(old)));
    const QString what = numbers.isEmpty()
        ? tr("Initial ranking: %1")
              .arg(PairingNumbers::describe(ranking, RatingMethods::of(m_t).method))
        : tr("Pairing numbers assigned by the initial ranking (%1): %n player(s) renumbered, %2",
            nullptr, int(numbers.size()))
              .arg(PairingNumbers::describe(ranking, RatingMethods::of(m_t).method),
                  moves.join(u' '));
    return commit(what, rows, reason, error);
}

bool TournamentDatabase::unpairRound(int round, const QString &reason, QString *error)
{
    if (const auto refused = checkRoundUnpairing(m_t, round))
        return fail(error, *refused);
    ChangeSet rows;
    for (const Player &p : m_t.players)
        if (const auto e = pairedEntry(m_t, p.startNo, round);
            e && (e->opponent > 0 || e->code == 'U'))
            rows.append(RoundRepository::change(p.startNo, round, std::nullopt));
    if (m_t.boardOrders.contains(round)) {
        QMap<int, QList<int>> orders = m_t.boardOrders;
        orders.remove(round);
        rows.append(EventRepository::change(
            QStringLiteral("boardOrders"), EventRepository::boardOrdersText(orders)));
    }
    Tournament t = m_t;
    replaceManualPairingRecord(t, round, nullptr);
    if (t.otherRecords != m_t.otherRecords)
        rows.append(EventRepository::otherRecordsChange(t));
    return commit(tr("Round %1 unpaired").arg(round), rows, reason, error);
}

bool TournamentDatabase::setTeamRoundPairing(int round, const QList<TeamMatch> &matches,
    const QString &method, const QString &reason, QString *error)
{
    const TeamData &d = m_t.teamData;
    if (d.teams.isEmpty())
        return fail(error, tr("the event has no teams"));
    if (round < 1 || round > m_t.roundCount() + 1)
        return fail(error,
            tr("round %1 cannot be paired: %2 rounds are paired").arg(round).arg(m_t.roundCount()));
    for (const Player &p : m_t.players)
        if (const auto e = pairedEntry(m_t, p.startNo, round);
            e && (e->opponent > 0 || e->code == 'U'))
            return fail(error, tr("round %1 is already paired; unpair it first").arg(round));
    QSet<int> named;
    QStringList text;
    for (const TeamMatch &m : matches) {
        for (int team : {m.white, m.black}) {
            if (team == 0)
                continue;
            if (d.indexOf(team) < 0)
                return fail(error, tr("round %1: there is no team %2").arg(round).arg(team));
            if (named.contains(team))
                return fail(error, tr("round %1: team %2 is paired twice").arg(round).arg(team));
            named.insert(team);
        }
        text << (m.black == 0 ? tr("%1 bye").arg(m.white)
                              : QStringLiteral("%1-%2").arg(m.white).arg(m.black));
    }
    Tournament after = m_t;
    setTeamRound(after, round, matches);
    ChangeSet rows = RoundRepository::changes(m_t, after, round);
    // Line-ups handed in before the pairing now name the opponent (TRF-2026 300).
    for (TeamLineup l : d.lineups) {
        if (l.round != round)
            continue;
        int opponent = 0;
        for (const TeamMatch &m : matches)
            if (m.black != 0 && (m.white == l.team || m.black == l.team))
                opponent = m.white == l.team ? m.black : m.white;
        if (opponent != l.opponent) {
            l.opponent = opponent;
            rows.append(TeamRepository::change(l));
        }
    }
    return commit(tr("Round %1 paired (%2): %3").arg(round).arg(method, text.join(u' ')), rows,
        reason, error);
}

bool TournamentDatabase::setTeamForfeit(
    int round, int first, int second, const QString &result, const QString &reason, QString *error)
{
    const TeamData &d = m_t.teamData;
    if (const auto refused = checkRound(round))
        return fail(error, *refused);
    for (int team : {first, second})
        if (d.indexOf(team) < 0)
            return fail(error, tr("round %1: there is no team %2").arg(round).arg(team));
    if (first == second)
        return fail(
            error, tr("round %1: team %2 cannot play against itself").arg(round).arg(first));
    static const QStringList results {
        QStringLiteral("+-"), QStringLiteral("-+"), QStringLiteral("--")};
    if (!result.isEmpty() && !results.contains(result))
        return fail(error,
            tr("round %1: \"%2\" is not a forfeit (+- the first team wins, -+ the second, -- "
               "both lose)")
                .arg(round)
                .arg(result));
    Tournament after = m_t;
    TeamData &a = after.teamData;
    const auto same = [&](const TeamForfeit &f) {
        return f.round == round
            && ((f.first == first && f.second == second)
                || (f.first == second && f.second == first));
    };
    const bool had = std::any_of(a.forfeits.begin(), a.forfeits.end(), same);
    a.forfeits.removeIf(same);
    QSet<int> players;
    for (int team : {first, second})
        for (int s : d.teams[d.indexOf(team)].players)
            players.insert(s);
    if (!result.isEmpty()) {
        // A forfeited match has no games: those of the match go, unless one has a result.
        for (int s : std::as_const(players)) {
            const std::optional<RoundEntry> e = pairedEntry(m_t, s, round);
            if (!e || e->opponent <= 0 || !players.contains(e->opponent))
                continue;
            if (e->code != ' ')
                return fail(error,
                    tr("round %1: the game of player %2 has a result; take it back before "
                       "recording the match as forfeited")
                        .arg(round)
                        .arg(s));
            Player &p = after.players[after.indexOf(s)];
            p.rounds[round - 1] = RoundEntry();
        }
        a.forfeits.append({round, first, second, result.at(0).toLatin1(), result.at(1).toLatin1()});
        std::stable_sort(a.forfeits.begin(), a.forfeits.end(),
            [](const TeamForfeit &x, const TeamForfeit &y) { return x.round < y.round; });
    } else if (had) {
        // Taken back: the match is seated again on its boards, the first team with White.
        bool seated = false;
        for (int s : std::as_const(players))
            if (const auto e = pairedEntry(m_t, s, round); e && e->opponent > 0)
                seated = true;
        if (!seated)
            setTeamRound(after, round, {{first, second}});
    } else {
        return fail(error,
            tr("round %1: the match of teams %2 and %3 is not forfeited")
                .arg(round)
                .arg(first)
                .arg(second));
    }
    ChangeSet rows
        = EventRepository::changes(m_t, after) + RoundRepository::changes(m_t, after, round);
    return commit(result.isEmpty()
            ? tr("Round %1: match %2 - %3 no longer forfeited").arg(round).arg(first).arg(second)
            : tr("Round %1: match %2 - %3 forfeited %4")
                  .arg(round)
                  .arg(first)
                  .arg(second)
                  .arg(result),
        rows, reason, error);
}

bool TournamentDatabase::setTeamBye(
    int round, int team, char code, const QString &reason, QString *error)
{
    const TeamData &d = m_t.teamData;
    if (const auto refused = checkRound(round))
        return fail(error, *refused);
    const int i = d.indexOf(team);
    if (i < 0)
        return fail(error, tr("round %1: there is no team %2").arg(round).arg(team));
    if (code != ' ' && code != 'H' && code != 'F' && code != 'Z')
        return fail(error,
            tr("round %1: a team's bye is H (a drawn match), F (a won match) or Z (none)")
                .arg(round));
    for (int s : d.teams[i].players)
        if (const auto e = pairedEntry(m_t, s, round); e && (e->opponent > 0 || e->code == 'U'))
            return fail(error,
                tr("round %1: team %2 is paired in this round; unpair the round first")
                    .arg(round)
                    .arg(team));
    Tournament after = m_t;
    for (ByeRecord &b : after.byes)
        if (b.round == round)
            b.players.removeAll(team);
    after.byes.removeIf([](const ByeRecord &b) { return b.players.isEmpty(); });
    if (code != ' ') {
        auto it = std::find_if(after.byes.begin(), after.byes.end(),
            [&](const ByeRecord &b) { return b.round == round && b.type == code; });
        if (it == after.byes.end()) {
            after.byes.append({code, round, {}});
            it = after.byes.end() - 1;
        }
        it->players.append(team);
        std::sort(it->players.begin(), it->players.end());
        std::stable_sort(after.byes.begin(), after.byes.end(),
            [](const ByeRecord &x, const ByeRecord &y) { return x.round < y.round; });
    }
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    const QString name = d.teams[i].name;
    return commit(code == ' ' ? tr("Round %1: team %2 %3 has no bye").arg(round).arg(team).arg(name)
                              : tr("Round %1: team %2 %3 bye %4")
                                    .arg(round)
                                    .arg(team)
                                    .arg(name)
                                    .arg(QChar::fromLatin1(code)),
        rows, reason, error);
}

void TournamentDatabase::recordManualPairing(
    int round, const ManualPairing &manual, ChangeSet *rows) const
{
    ManualPairing made = manual;
    made.round = round;
    made.arbiter = recordingArbiter();
    made.when = QDateTime::currentDateTimeUtc();
    Tournament t = m_t;
    replaceManualPairingRecord(t, round, &made);
    if (t.otherRecords != m_t.otherRecords)
        rows->append(EventRepository::otherRecordsChange(t));
}

bool TournamentDatabase::swapColours(int round, int startNo, const QString &reason, QString *error)
{
    const auto e = pairedEntry(m_t, startNo, round);
    if (!e || e->opponent <= 0 || e->colour == Colour::None)
        return fail(
            error, tr("round %1: player %2 has no game with colours").arg(round).arg(startNo));
    const auto o = pairedEntry(m_t, e->opponent, round);
    if (!o || o->opponent != startNo)
        return fail(error,
            tr("round %1: the game of %2 is not written the same way on both sides")
                .arg(round)
                .arg(startNo));
    const bool white = e->colour == Colour::White;
    const int w = white ? startNo : e->opponent;
    const int b = white ? e->opponent : startNo;
    RoundEntry mine = *e;
    RoundEntry theirs = *o;
    std::swap(mine.colour, theirs.colour);
    ChangeSet rows;
    rows.append(RoundRepository::change(startNo, round, mine));
    rows.append(RoundRepository::change(e->opponent, round, theirs));
    QString what = tr("Round %1: colours of %2 - %3 swapped (%4 White)")
                       .arg(round)
                       .arg(nameOf(w), nameOf(b), nameOf(b));
    if (const auto c = colourCorrectionOf(m_t, round, startNo))
        what += recordCorrection(*c, &rows);
    return commit(what, rows, reason, error);
}

QString TournamentDatabase::recordCorrection(const Correction &c, storage::ChangeSet *rows) const
{
    // C.04.2 4.3: the rounds paired on the old result stay; the correction is kept with the
    // event (and written to the rating report) so that a checker replays them as they were.
    // A deputy on a server enters results only: his correction is in the audit log, and the
    // event's records stay the chief arbiter's.
    if (isServer()) {
        const auto me = ArbiterAccounts(const_cast<TournamentDatabase &>(*this)).me();
        if (me && me->role != ArbiterAccounts::Role::Chief)
            return tr(" (a correction: rounds %1-%2 were paired on the old result)")
                .arg(c.round + 1)
                .arg(c.pairedThrough);
    }
    Correction made = c;
    made.arbiter = recordingArbiter();
    made.when = QDateTime::currentDateTimeUtc();
    Tournament after = m_t;
    after.otherRecords.append({made.record()});
    *rows += EventRepository::changes(m_t, after);
    if (c.colours)
        return c.pairedThrough <= c.round
            ? tr(" (a correction of the colours)")
            : tr(" (a correction: rounds %1-%2 were paired on the old colours)")
                  .arg(c.round + 1)
                  .arg(c.pairedThrough);
    return c.pairedThrough == c.round + 1
        ? tr(" (a correction: round %1 was paired on the old result)").arg(c.pairedThrough)
        : tr(" (a correction: rounds %1-%2 were paired on the old result)")
              .arg(c.round + 1)
              .arg(c.pairedThrough);
}

bool TournamentDatabase::setRoundSchedule(
    const QList<RoundSlot> &planned, const QString &reason, QString *error)
{
    Tournament after = m_t;
    arb::setRoundSchedule(after, planned);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(
        tr("Round dates: %1").arg(roundScheduleText(roundSchedule(after))), rows, reason, error);
}

bool TournamentDatabase::setInitialRanking(
    const PairingNumbers::Ranking &ranking, const QString &reason, QString *error)
{
    Tournament after = m_t;
    PairingNumbers::setRanking(after, ranking);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(tr("Initial ranking: %1")
                      .arg(PairingNumbers::describe(ranking, RatingMethods::of(m_t).method)),
        rows, reason, error);
}

bool TournamentDatabase::setHalfByesAllowed(
    const QList<int> &startNos, bool allowed, const QString &reason, QString *error)
{
    QList<int> excluded = halfByesExcluded(m_t);
    QStringList names;
    for (int s : startNos) {
        const int i = m_t.indexOf(s);
        if (i < 0)
            return fail(error, tr("there is no player %1").arg(s));
        if (allowed == !excluded.contains(s))
            continue;
        if (allowed)
            excluded.removeAll(s);
        else
            excluded.append(s);
        names << QStringLiteral("%1 %2").arg(s).arg(m_t.players[i].name);
    }
    if (names.isEmpty())
        return true;
    Tournament after = m_t;
    setHalfByesExcluded(after, excluded);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    return commit(
        (allowed ? tr("Half-point byes allowed again: %1") : tr("No half-point byes for: %1"))
            .arg(names.join(QStringLiteral(", "))),
        rows, reason, error);
}

namespace {

    QString groupsText(const QList<ProhibitedGroup> &groups)
    {
        QStringList parts;
        for (const ProhibitedGroup &g : groups) {
            QStringList players;
            for (int s : g.players)
                players.append(QString::number(s));
            parts.append(g.lastRound == 0 && g.firstRound <= 1
                    ? players.join(u'-')
                    : TournamentDatabase::tr("%1 (rounds %2-%3)")
                          .arg(players.join(u'-'))
                          .arg(g.firstRound)
                          .arg(g.lastRound == 0 ? QStringLiteral("…")
                                                : QString::number(g.lastRound)));
        }
        return parts.isEmpty() ? TournamentDatabase::tr("none") : parts.join(QStringLiteral(", "));
    }

    QString accelerationText(const PairingRules &r)
    {
        switch (r.method()) {
        case AccelerationMethod::Baku:
            return TournamentDatabase::tr("Baku (C.04.7)");
        case AccelerationMethod::Custom:
            return TournamentDatabase::tr("virtual points set by the arbiter (%n record(s))",
                nullptr, int(r.ranges.size() + r.perPlayer.size()));
        case AccelerationMethod::None:
            break;
        }
        return TournamentDatabase::tr("none");
    }

} // namespace

bool TournamentDatabase::setPairingRules(
    const PairingRules &rules, const QString &reason, QString *error)
{
    for (const ProhibitedGroup &g : rules.prohibited)
        for (int s : g.players)
            if (m_t.indexOf(s) < 0)
                return fail(error, tr("prohibited pair: there is no player %1").arg(s));
    Tournament after = m_t;
    arb::setPairingRules(after, rules);
    const PairingRules before = pairingRulesOf(m_t);
    QStringList what;
    if (before.method() != rules.method() || before.ranges != rules.ranges
        || before.perPlayer != rules.perPlayer)
        what.append(tr("Acceleration: %1").arg(accelerationText(rules)));
    if (before.prohibited != rules.prohibited)
        what.append(tr("Prohibited pairs: %1").arg(groupsText(rules.prohibited)));
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(what.isEmpty() ? tr("Pairing rules") : what.join(QStringLiteral("; ")), rows,
        reason, error);
}

QString TournamentDatabase::recordingArbiter() const
{
    // On a server, the account connected; in a file, the event's chief arbiter.
    if (isServer())
        if (const auto me = ArbiterAccounts(const_cast<TournamentDatabase &>(*this)).me())
            return me->name;
    return m_t.chiefArbiter;
}

bool TournamentDatabase::setWithdrawal(
    int startNo, int fromRound, const QString &reason, QString *error)
{
    if (const auto refused = checkWithdrawal(m_t, startNo, fromRound))
        return fail(error, *refused);
    const Player &p = m_t.players[m_t.indexOf(startNo)];
    const QString what = fromRound > 0
        ? tr("Withdraw player %1 %2 from round %3").arg(startNo).arg(p.name).arg(fromRound)
        : tr("Revoke the withdrawal of player %1 %2").arg(startNo).arg(p.name);
    ChangeSet rows = {PlayerRepository::change(p, fromRound)};
    // A withdrawal revoked or moved takes an expulsion with it.
    if (const int expelled = recordedExpulsions(m_t).value(startNo); expelled > 0) {
        Tournament t = m_t;
        const QString record = expulsionRecord(startNo, expelled);
        t.otherRecords.removeIf([&record](const RawRecord &r) { return r.line == record; });
        if (fromRound > 0)
            t.otherRecords.append({expulsionRecord(startNo, fromRound)});
        rows.append(EventRepository::otherRecordsChange(t));
    }
    return commit(what, rows, reason, error);
}

bool TournamentDatabase::expel(int startNo, int fromRound, const QString &reason, QString *error)
{
    if (fromRound < 1)
        return fail(error, tr("an expulsion needs the first round the player does not play"));
    if (const auto refused = checkWithdrawal(m_t, startNo, fromRound))
        return fail(error, *refused);
    if (recordedExpulsions(m_t).contains(startNo))
        return fail(error, tr("player %1 is expelled already").arg(startNo));
    const Player &p = m_t.players[m_t.indexOf(startNo)];
    Tournament t = m_t;
    t.otherRecords.append({expulsionRecord(startNo, fromRound)});
    return commit(tr("Expel player %1 %2 from round %3").arg(startNo).arg(p.name).arg(fromRound),
        {PlayerRepository::change(p, fromRound), EventRepository::otherRecordsChange(t)}, reason,
        error);
}

} // namespace arb
