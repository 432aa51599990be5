// SPDX-License-Identifier: GPL-3.0-or-later
// The FIDE tie-break standings (Handbook C.07, 2024): every individual tie-break of the registry,
// the modifiers of Art. 14, the unplayed-rounds management of Art. 16 and the ranking procedure
// of Art. 4.2. The values come from individualengine.h and individualtiebreaks.cpp.
#include "tiebreaks/standings.h"

#include "tiebreaks/individualengine.h"
#include "tiebreaks/ranking.h"
#include "tiebreaks/ustiebreaks.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>

#include <algorithm>

namespace arb {

namespace {
    //! Says which rating the rating-based tie-breaks \a specs took in an event over 30 days,
    //! and that the regulations advise against them there (FIDE's program checklist M86).
    QString over30DaysNote(const QStringList &specs, TieBreakRatings which)
    {
        const char *text = nullptr;
        switch (which) {
        case TieBreakRatings::First:
            text = QT_TRANSLATE_NOOP("arb::Standings",
                "Rating-based tie-breaks (%1) take each player's first rating. The event lasts "
                "more than 30 days, and they are not recommended in it.");
            break;
        case TieBreakRatings::EachRound:
            text = QT_TRANSLATE_NOOP("arb::Standings",
                "Rating-based tie-breaks (%1) take an opponent's rating in the round of the game "
                "(a player's own rating: his latest). The event lasts more than 30 days, and "
                "they are not recommended in it.");
            break;
        case TieBreakRatings::Latest:
            text = QT_TRANSLATE_NOOP("arb::Standings",
                "Rating-based tie-breaks (%1) take each player's latest rating. The event lasts "
                "more than 30 days, and they are not recommended in it.");
            break;
        }
        return QCoreApplication::translate("arb::Standings", text)
            .arg(specs.join(QStringLiteral(", ")));
    }
} // namespace

QList<int> directEncounterPositions(
    const Tournament &t, const QList<int> &startNos, bool forfeitsAsPlayed, int rounds)
{
    const int planned = t.plannedRounds();
    IndividualEngine engine(t, rounds > 0 ? std::min(rounds, planned) : planned);
    std::vector<int> group;
    for (int s : startNos) {
        const int i = t.indexOf(s);
        if (i < 0)
            return QList<int>(startNos.size(), 0);
        group.push_back(i);
    }
    const auto pos = engine.directEncounter(group, forfeitsAsPlayed);
    return QList<int>(pos.begin(), pos.end());
}

TieBreakExplanation explainTieBreak(const Tournament &source, const TieBreakSpec &spec, int startNo,
    int rounds, std::optional<RulesVersion> rules, const QList<int> &leftEvent)
{
    const std::optional<Tournament> stripped
        = withoutLeftOut(source, leftOutOfStandings(source, leftEvent));
    const Tournament &t = stripped ? *stripped : source;
    TieBreakExplanation out;
    out.spec = spec;
    out.startNo = startNo;
    const int i = t.indexOf(startNo);
    if (i < 0)
        return out;
    const int planned = t.plannedRounds();
    const RulesVersion edition = rules.value_or(rulesEditionOf(t).version);
    IndividualEngine engine(t, rounds > 0 ? std::min(rounds, planned) : planned, edition);
    const TieBreakInfo &info = spec.info();
    if (info.ratingBased && engine.hasUnrated() && !spec.unratedRating) {
        out.value = {Fixed(), false};
        out.notes.append(QCoreApplication::translate("arb::Standings",
            "Not applied: unrated players are present and no rating is set for them (Art. 10)."));
        return out;
    }
    if (info.order == TieBreakOrder::Position) {
        out.notes.append(QCoreApplication::translate("arb::Standings",
            "A position among the participants still tied after the earlier tie-breaks "
            "(Art. 6): see the standings."));
        return out;
    }
    std::vector<rules::Contribution> trace;
    engine.setTrace(&trace);
    out.value = engine.value(spec, i);
    engine.setTrace(nullptr);
    for (const rules::Contribution &c : trace) {
        TieBreakContribution k;
        k.round = c.round + 1;
        k.kind = c.round >= 0 ? engine.cell(i, c.round).kind : RoundKind::Absent;
        k.value = c.value;
        k.key = c.key;
        k.dummy = c.dummy;
        k.voluntary = c.voluntary;
        k.cut = c.cut;
        if (c.opp >= 0) {
            k.opponentStartNo = t.players[c.opp].startNo;
            k.opponentScore = engine.score(c.opp);
            k.opponentAdjustedScore = engine.adjustedScore(c.opp);
        }
        out.contributions.append(k);
    }
    const bool opponentScores
        = spec.id == TieBreakId::BH || spec.id == TieBreakId::SB || spec.id == TieBreakId::FB;
    if (opponentScores && engine.isSwiss()) {
        QStringList dummyRounds;
        for (const TieBreakContribution &k : std::as_const(out.contributions))
            if (k.dummy)
                dummyRounds.append(QString::number(k.round));
        if (!dummyRounds.isEmpty() && engine.editionOf(spec) == RulesVersion::Fide2026)
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "Unplayed round(s) %1: each counted as a game against a dummy opponent with "
                "the participant's own score, at most the scheduled opponent's adjusted score "
                "after a forfeit and at most a draw in every round otherwise (Art. 16.4, 2026 "
                "edition).")
                                 .arg(dummyRounds.join(QStringLiteral(", "))));
        else if (!dummyRounds.isEmpty())
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "Unplayed round(s) %1: each counted as a game against a dummy opponent with "
                "the participant's own score (Art. 16.4).")
                                 .arg(dummyRounds.join(QStringLiteral(", "))));
        for (const TieBreakContribution &k : std::as_const(out.contributions)) {
            if (k.dummy)
                continue;
            if (k.opponentAdjustedScore != k.opponentScore)
                out.notes.append(
                    QCoreApplication::translate("arb::Standings",
                        "Round %1: opponent %2's score %3 is adjusted to %4 for tie-breaks: "
                        "requested byes at the end count as draws (Art. 16.3).")
                        .arg(k.round)
                        .arg(k.opponentStartNo)
                        .arg(k.opponentScore.toString(), k.opponentAdjustedScore.toString()));
        }
        if (spec.cutLowest
            && std::any_of(out.contributions.begin(), out.contributions.end(),
                [](const TieBreakContribution &k) { return k.voluntary; }))
            out.notes.append(QCoreApplication::translate(
                "arb::Standings", "Cuts remove a voluntarily unplayed round first (Art. 16.5)."));
    }
    return out;
}

QList<TieBreakSpec> defaultTieBreaks(const Tournament &t)
{
    if (isUsChessEvent(t))
        return usChessDefaultTieBreaks(); // US Chess Rule 34E: MM SOLK CUM OCUM
    const QString list = t.isRoundRobin() ? QStringLiteral("DE SB KS WIN")
                                          : QStringLiteral("BH/C1 BH SB DE WIN BPG");
    return parseTieBreakList(list).value_or(QList<TieBreakSpec>());
}

QList<LeftOutPlayer> leftOutOfStandings(const Tournament &t, const QList<int> &leftEvent)
{
    QList<LeftOutPlayer> out;
    const QHash<int, int> expelled = recordedExpulsions(t);
    if (!t.isRoundRobin()) {
        for (int i = 0; i < t.players.size(); ++i)
            if (expelled.contains(t.players[i].startNo))
                out.append({i, t.players[i].startNo, 0, 0, true});
        return out;
    }
    if (t.players.size() < 2)
        return out;
    const int games = int(t.players.size() - 1) * t.roundRobinCycles();
    // Leaving is the arbiter's decision (a withdrawal or an expulsion), never read from forfeits.
    const QHash<int, int> recorded = recordedWithdrawals(t);
    for (int i = 0; i < t.players.size(); ++i) {
        const Player &p = t.players[i];
        if (!leftEvent.contains(p.startNo) && !recorded.contains(p.startNo)
            && !expelled.contains(p.startNo))
            continue;
        int completed = 0;
        for (const RoundEntry &e : p.rounds)
            if (e.isPlayed() && e.code != '*' && e.code != ' ')
                ++completed;
        if (2 * completed < games)
            out.append({i, p.startNo, completed, games, expelled.contains(p.startNo)});
    }
    return out;
}

quint64 eventLotsSeed(const Tournament &t)
{
    // SHA-256 of the event's identity, the same on every platform and in every later session.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    auto add = [&hash](const QString &text) {
        hash.addData(text.toUtf8());
        hash.addData(QByteArrayView("\x1f", 1));
    };
    add(t.name);
    add(t.startDate);
    for (const Player &p : t.players) {
        add(QString::number(p.startNo));
        add(p.name);
        add(p.fideId);
    }
    const QByteArray digest = hash.result();
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | quint8(digest[i]);
    return seed;
}

QString lotsRecord(int round, quint64 seed)
{
    // A record of the file: its words stay English whatever the user's language.
    return QStringLiteral("### Lots @ Round %1: seed %2").arg(round).arg(seed);
}

std::optional<quint64> recordedLotsSeed(const Tournament &t)
{
    static const QRegularExpression re(QStringLiteral("^### Lots @ Round \\d+: seed (\\d+)\\s*$"));
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(u"### Lots @"))
            continue;
        const QRegularExpressionMatch m = re.match(r.line);
        bool ok = false;
        const quint64 seed = m.hasMatch() ? m.captured(1).toULongLong(&ok) : 0;
        if (ok)
            return seed;
    }
    return std::nullopt;
}

QString ArbiterOrder::record() const
{
    QStringList numbers;
    for (int s : startNos)
        numbers << QString::number(s);
    QString line
        = QStringLiteral("### Arbiter order @ Round %1: %2").arg(round).arg(numbers.join(u' '));
    const QString why = reason.simplified().replace(u';', u',');
    if (!why.isEmpty())
        line += QStringLiteral("; ") + why;
    return line;
}

std::optional<ArbiterOrder> ArbiterOrder::parse(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^### Arbiter order @ Round (\\d+): (\\d+(?: \\d+)+)(?:; (.*))?$"));
    const QRegularExpressionMatch m = re.match(line.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    ArbiterOrder o;
    o.round = m.captured(1).toInt();
    for (const QString &s : m.captured(2).split(u' '))
        o.startNos.append(s.toInt());
    o.reason = m.captured(3).trimmed();
    return o;
}

QString ExternalValues::record() const
{
    QStringList pairs;
    for (const auto &[startNo, value] : values)
        pairs << QStringLiteral("%1=%2").arg(startNo).arg(value.toString());
    QString line
        = QStringLiteral("### External values @ Round %1: %2").arg(round).arg(pairs.join(u' '));
    const QString why = reason.simplified().replace(u';', u',');
    if (!why.isEmpty())
        line += QStringLiteral("; ") + why;
    return line;
}

std::optional<ExternalValues> ExternalValues::parse(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^### External values @ Round (\\d+): (\\d+=-?\\d+(?:\\.\\d+)?(?: "
                       "\\d+=-?\\d+(?:\\.\\d+)?)*)(?:; (.*))?$"));
    const QRegularExpressionMatch m = re.match(line.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    ExternalValues v;
    v.round = m.captured(1).toInt();
    for (const QString &pair : m.captured(2).split(u' ')) {
        const qsizetype eq = pair.indexOf(u'=');
        const auto value = Fixed::parse(pair.mid(eq + 1));
        if (!value)
            return std::nullopt;
        v.values.append({pair.left(eq).toInt(), *value});
    }
    v.reason = m.captured(3).trimmed();
    return v;
}

QHash<int, Fixed> externalTieBreakValues(const Tournament &t)
{
    QHash<int, Fixed> out;
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(u"### External values @"))
            if (const auto v = ExternalValues::parse(r.line))
                for (const auto &[startNo, value] : v->values)
                    out.insert(startNo, value);
    return out;
}

QList<ArbiterOrder> arbiterOrders(const Tournament &t)
{
    QList<ArbiterOrder> out;
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(u"### Arbiter order @"))
            if (const auto o = ArbiterOrder::parse(r.line))
                out.append(*o);
    return out;
}

QList<QList<int>> remainingTies(const Standings &st)
{
    QList<QList<int>> groups;
    for (int i = 0; i < st.rows.size();) {
        int j = i + 1;
        while (j < st.rows.size()
            && (st.rows[j].separation == Separation::Shared
                || st.rows[j].separation == Separation::Lots))
            ++j;
        if (j - i > 1) {
            QList<int> group;
            for (int k = i; k < j; ++k)
                group.append(st.rows[k].startNo);
            groups.append(group);
        }
        i = j;
    }
    return groups;
}

std::optional<Tournament> withoutLeftOut(const Tournament &t, const QList<LeftOutPlayer> &leftOut)
{
    if (std::none_of(leftOut.cbegin(), leftOut.cend(),
            [](const LeftOutPlayer &l) { return l.gamesRemoved(); }))
        return std::nullopt;
    Tournament out = t;
    for (const LeftOutPlayer &l : leftOut) {
        if (!l.gamesRemoved())
            continue;
        for (Player &p : out.players) {
            for (RoundEntry &e : p.rounds)
                if (p.startNo == l.startNo || e.opponent == l.startNo)
                    e = RoundEntry();
        }
    }
    return out;
}

Standings computeStandings(const Tournament &source, const StandingsOptions &options)
{
    Standings out;
    const std::optional<quint64> lotsSeed
        = options.lotsSeed ? options.lotsSeed : recordedLotsSeed(source);
    // C.06 V.4.1: a round-robin player who left with fewer than half his games completed stays in
    // the crosstable, but neither his points nor the points scored against him count here.
    out.leftOut = leftOutOfStandings(source, options.leftEvent);
    const std::optional<Tournament> stripped = withoutLeftOut(source, out.leftOut);
    const QHash<int, int> expelledFrom
        = out.leftOut.isEmpty() ? QHash<int, int>() : recordedExpulsions(source);
    for (const LeftOutPlayer &l : out.leftOut)
        if (!l.gamesRemoved())
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "%1 (%2) was expelled from round %3: not ranked; the games against this player "
                "count for the opponents")
                                 .arg(source.players[l.playerIndex].name)
                                 .arg(l.startNo)
                                 .arg(expelledFrom.value(l.startNo)));
        else
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "%1 (%2) left the event having completed %3 of %4 games: not ranked, and the "
                "games against this player do not count (FIDE Tournament Rules, C.06 V.4.1)")
                                 .arg(source.players[l.playerIndex].name)
                                 .arg(l.startNo)
                                 .arg(l.completed)
                                 .arg(l.games));
    const Tournament &t = stripped ? *stripped : source;
    out.lotsSeed = lotsSeed;
    // Like FIDE's reference checker, the declared number of rounds (XXR/142) counts: rounds not
    // yet played are unplayed rounds for everybody. --rounds gives the standings after round N.
    const int planned = t.plannedRounds();
    const int rounds = options.rounds > 0 ? std::min(options.rounds, planned) : planned;
    out.rounds = rounds;
    for (const TieBreakSpec &s : options.tieBreaks) {
        if (out.tieBreaks.isEmpty() && s.id == TieBreakId::PTS && s.cutLowest == 0
            && out.rows.isEmpty() && &s == &options.tieBreaks.front())
            continue; // a leading PTS is the primary score itself
        out.tieBreaks.append(s);
    }
    const RulesEditionChoice edition = rulesEditionOf(t);
    out.rules = options.rules.value_or(edition.version);
    if (!options.rules)
        out.rulesWarning = edition.warning;
    IndividualEngine engine(t, rounds, out.rules);
    const int n = engine.size();
    const int k = int(out.tieBreaks.size());

    // Art. 10: rating-based tie-breaks are dropped when unrated players are present and no
    // rating for them is given.
    std::vector<bool> dropped(k, false);
    QStringList ratingBased; // in an event over 30 days: said once, under the others
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (s.info().ratingBased && engine.hasUnrated() && !s.unratedRating) {
            dropped[j] = true;
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "%1 is not applied: unrated players are present and no rating is set "
                "for them (C.07 Art. 10; write e.g. %1/U1400)")
                                 .arg(s.text));
        }
        // The C.07 ones: US Chess's take the first rating (Rule 34).
        if (s.info().ratingBased && s.info().rulebook == Rulebook::FideC07 && !dropped[j]
            && RatingPeriods::isOver30Days(t))
            ratingBased << s.text;
        if (s.editionIn(out.rules) == RulesVersion::Fide2024 && introducedIn2026(s.id))
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "%1 is defined by the 2026 edition of C.07 (Art. %2); this event "
                "follows the 2024 edition")
                                 .arg(s.text, QLatin1String(s.info().article)));
        if (t.isRoundRobin() && isBuchholzFamily(s.id))
            out.notes.append(QCoreApplication::translate("arb::Standings",
                "%1 is a Buchholz-type tie-break, which is not meant for round "
                "robins (C.07, note to Art. 8)")
                                 .arg(s.text));
        if (isTeamTieBreak(s.id)) {
            dropped[j] = true;
            out.notes.append(QCoreApplication::translate(
                "arb::Standings", "%1 is not applied: it is a team tie-break (C.07 Art. 11-13)")
                                 .arg(s.text));
        }
    }
    if (!ratingBased.isEmpty())
        out.notes.append(over30DaysNote(ratingBased, engine.tieBreakRatings()));

    std::vector<std::vector<TieBreakValue>> values(k, std::vector<TieBreakValue>(n));
    for (int j = 0; j < k; ++j) {
        const TieBreakSpec &s = out.tieBreaks[j];
        if (s.info().order == TieBreakOrder::Position)
            continue;
        for (int i = 0; i < n; ++i) {
            if (dropped[j])
                values[j][i] = {Fixed(), false};
            else
                values[j][i] = engine.value(s, i);
        }
    }

    // Ranking (Art. 4.2), shared with the team engine.
    std::vector<Fixed> points(n);
    std::vector<int> startNos(n);
    for (int i = 0; i < n; ++i) {
        points[i] = engine.score(i);
        startNos[i] = t.players[i].startNo;
    }
    std::vector<bool> unranked(n, false);
    for (const LeftOutPlayer &l : out.leftOut)
        unranked[l.playerIndex] = true;
    // The arbiter's orders of players tied on everything, one sequence (a later order of a
    // player counts); they apply before lots.
    std::vector<int> arbiterRank;
    if (const QList<ArbiterOrder> orders = arbiterOrders(source); !orders.isEmpty()) {
        arbiterRank.assign(n, -1);
        int next = 0;
        for (const ArbiterOrder &o : orders)
            for (int s : o.startNos)
                if (const int i = t.indexOf(s); i >= 0 && i < n)
                    arbiterRank[i] = next++;
    }
    rankParticipants(
        out, points, startNos, values, dropped,
        [&engine, &out](int j, const std::vector<int> &members) {
            const TieBreakSpec &s = out.tieBreaks[j];
            return s.id == TieBreakId::RBTP
                ? engine.us().resultBetweenTied(members)
                : engine.directEncounter(members, s.forfeitsAsPlayed, s.id == TieBreakId::DEA);
        },
        lotsSeed, unranked, arbiterRank);
    if (std::any_of(out.rows.cbegin(), out.rows.cend(),
            [](const StandingRow &r) { return r.separation == Separation::Arbiter; }))
        out.notes.append(QCoreApplication::translate("arb::Standings",
            "Ties that remained after every tie-break were decided by the arbiter (recorded in the "
            "event's log and its rating report)."));
    if (std::any_of(out.rows.cbegin(), out.rows.cend(),
            [](const StandingRow &r) { return r.separation == Separation::Lots; }))
        out.notes.append(QCoreApplication::translate("arb::Standings",
            "Ties that remained after every tie-break were broken by drawing of lots (C.07 Art. "
            "4.2, seed %1).")
                             .arg(*lotsSeed));
    return out;
}

QString separationKey(const Standings &st, const StandingRow &row)
{
    switch (row.separation) {
    case Separation::First:
        return QString();
    case Separation::Points:
        return QStringLiteral("PTS");
    case Separation::TieBreak:
        return row.decidedBy >= 0 && row.decidedBy < st.tieBreaks.size()
            ? st.tieBreaks[row.decidedBy].text
            : QString();
    case Separation::Lots:
        return QStringLiteral("lots");
    case Separation::Shared:
        return QStringLiteral("shared");
    case Separation::Playoff:
        return QStringLiteral("play-off");
    case Separation::Arbiter:
        return QStringLiteral("arbiter");
    }
    return QString();
}

} // namespace arb
