// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/pairingnumbers.h"

#include "pairing/pairingrules.h"
#include "players/ratingmethod.h"
#include "players/ratingperiods.h"
#include "playoff/playoffstore.h"
#include "rules/corrections.h"

#include <QMap>

#include <algorithm>

namespace arb {

namespace {

    const QLatin1String rankingTag("### initial ranking: ");

    //! Returns \a name as compared alphabetically: accents and case ignored.
    QString sortKey(const QString &name)
    {
        const QString decomposed = name.normalized(QString::NormalizationForm_KD);
        QString key;
        key.reserve(decomposed.size());
        for (const QChar c : decomposed)
            if (c.category() != QChar::Mark_NonSpacing)
                key += c;
        return key.toCaseFolded();
    }

    //! A number drawn for \a p by lot with \a seed: the same for the same player and seed
    //! whatever his start number (FNV-1a of name and FIDE ID, mixed by SplitMix64).
    quint64 lotOf(const Player &p, quint64 seed)
    {
        quint64 h = 1469598103934665603ULL;
        for (const char c : (p.name + u'|' + p.fideId).toUtf8()) {
            h ^= quint8(c);
            h *= 1099511628211ULL;
        }
        quint64 z = h ^ seed;
        z += 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    //! Returns true when \a p has a game or a pairing-allocated bye in some round.
    bool wasPaired(const Player &p)
    {
        return std::any_of(p.rounds.begin(), p.rounds.end(),
            [](const RoundEntry &e) { return e.opponent > 0 || e.code == 'U'; });
    }

    //! Returns the start numbers of \a rated in the order of their new numbers; \a rated holds
    //! the players' tournament ratings (RatingMethods::rankedByTournamentRating).
    QList<int> newOrder(const Tournament &rated, const PairingNumbers::Ranking &r)
    {
        const Tournament &t = rated;
        auto before = [&t, &r](int a, int b) {
            const Player &pa = t.players[a], &pb = t.players[b];
            if (PairingNumbers::ranksBefore(pa, pb, r))
                return true;
            if (PairingNumbers::ranksBefore(pb, pa, r))
                return false;
            return pa.startNo < pb.startNo; // equal on every key: as numbered now
        };
        QList<int> order;
        // C.04.2 2.3: once round 4 is paired no number changes for a correction; late
        // entries (never paired, 2.4) are still put in at their place.
        if (lastRoundWithGames(t) >= 4) {
            QList<int> late;
            for (int i = 0; i < t.players.size(); ++i)
                (wasPaired(t.players[i]) ? order : late).append(i);
            std::stable_sort(late.begin(), late.end(), before);
            for (int l : std::as_const(late)) {
                auto at = std::find_if(order.begin(), order.end(),
                    [&](int o) { return !wasPaired(t.players[o]) ? false : before(l, o); });
                // After the late entries already placed before that player.
                while (
                    at != order.begin() && !wasPaired(t.players[*(at - 1)]) && before(l, *(at - 1)))
                    --at;
                order.insert(at, l);
            }
        } else {
            for (int i = 0; i < t.players.size(); ++i)
                order.append(i);
            std::stable_sort(order.begin(), order.end(), before);
        }
        QList<int> startNos;
        for (int i : std::as_const(order))
            startNos.append(t.players[i].startNo);
        return startNos;
    }

} // namespace

PairingNumbers::Ranking PairingNumbers::rankingOf(const Tournament &t)
{
    Ranking r;
    for (const RawRecord &rec : t.otherRecords) {
        if (!rec.line.startsWith(rankingTag))
            continue;
        const QString v = rec.line.mid(rankingTag.size()).trimmed();
        if (v.startsWith(u"FIDE ID")) {
            r.last = LastCriterion::FideId;
        } else if (v.startsWith(u"lot")) {
            r.last = LastCriterion::Lot;
            r.seed = v.section(u' ', -1).toULongLong();
        }
    }
    return r;
}

void PairingNumbers::setRanking(Tournament &t, const Ranking &r)
{
    t.otherRecords.removeIf([](const RawRecord &rec) { return rec.line.startsWith(rankingTag); });
    if (r.last == LastCriterion::Alphabetical)
        return; // the rule's own default needs no record
    t.otherRecords.append({rankingTag
        + (r.last == LastCriterion::FideId ? QStringLiteral("FIDE ID")
                                           : QStringLiteral("lot, seed %1").arg(r.seed))});
}

QString PairingNumbers::describe(const Ranking &r, RatingMethod method)
{
    QString text;
    switch (r.last) {
    case LastCriterion::FideId:
        text = tr("rating, then title, then FIDE ID (C.04.2 2.2; the last key as the regulations "
                  "state it)");
        break;
    case LastCriterion::Lot:
        text = tr("rating, then title, then by lot with seed %1 (C.04.2 2.2; the last key as the "
                  "regulations state it)")
                   .arg(r.seed);
        break;
    case LastCriterion::Alphabetical:
        text = tr("rating, then title, then name (C.04.2 2.2)");
        break;
    }
    if (method == RatingMethod::Fide)
        return text;
    return tr("%1; the rating is the tournament rating by %2")
        .arg(text, RatingMethods::code(method));
}

int PairingNumbers::titleRank(const QString &title)
{
    static const QStringList order = {QStringLiteral("GM"), QStringLiteral("IM"),
        QStringLiteral("WGM"), QStringLiteral("FM"), QStringLiteral("WIM"), QStringLiteral("CM"),
        QStringLiteral("WFM"), QStringLiteral("WCM")};
    const qsizetype i = order.indexOf(title.trimmed().toUpper());
    return i < 0 ? int(order.size()) : int(i);
}

bool PairingNumbers::ranksBefore(const Player &a, const Player &b, const Ranking &r)
{
    if (a.rating != b.rating)
        return a.rating > b.rating;
    const int ta = titleRank(a.title), tb = titleRank(b.title);
    if (ta != tb)
        return ta < tb;
    switch (r.last) {
    case LastCriterion::FideId: {
        bool okA = false, okB = false;
        const qint64 ia = a.fideId.toLongLong(&okA), ib = b.fideId.toLongLong(&okB);
        okA = okA && ia > 0;
        okB = okB && ib > 0;
        if (okA != okB)
            return okA;
        if (okA && ia != ib)
            return ia < ib;
        break;
    }
    case LastCriterion::Lot: {
        const quint64 la = lotOf(a, r.seed), lb = lotOf(b, r.seed);
        if (la != lb)
            return la < lb;
        break;
    }
    case LastCriterion::Alphabetical:
        break;
    }
    const QString ka = sortKey(a.name), kb = sortKey(b.name);
    if (ka != kb)
        return ka < kb;
    return false;
}

QHash<int, int> PairingNumbers::assignment(const Tournament &t, const Ranking &r)
{
    QHash<int, int> numbers;
    const QList<int> order = newOrder(RatingMethods::rankedByTournamentRating(t), r);
    for (int i = 0; i < order.size(); ++i)
        if (order[i] != i + 1)
            numbers.insert(order[i], i + 1);
    return numbers;
}

Tournament PairingNumbers::renumbered(const Tournament &t, const QHash<int, int> &numbers)
{
    const auto to = [&numbers](int n) { return n > 0 ? numbers.value(n, n) : n; };
    Tournament out = t;
    for (Player &p : out.players) {
        p.startNo = to(p.startNo);
        for (RoundEntry &e : p.rounds)
            e.opponent = to(e.opponent);
    }
    std::sort(out.players.begin(), out.players.end(),
        [](const Player &a, const Player &b) { return a.startNo < b.startNo; });
    for (ByeRecord &b : out.byes)
        for (int &s : b.players)
            s = to(s);
    for (QList<int> &whites : out.boardOrders)
        for (int &s : whites)
            s = to(s);
    // The recorded corrections name the players of their game; a national rating record and a
    // later rating name their player.
    for (RawRecord &r : out.otherRecords) {
        if (auto later = RatingPeriods::parse(r.line)) {
            later->startNo = to(later->startNo);
            r.line = RatingPeriods::record(*later);
        } else if (RatingMethods::isNationalRecord(r.line)) {
            r.line = RatingMethods::withStartNo(r.line, to(r.line.mid(4, 4).trimmed().toInt()));
        } else if (r.line.startsWith(u"### ") && r.line.contains(u": player ")) {
            // "### Expelled @ Round 5: player 7" and the like.
            r.line = renumberedPlayerRecord(r.line, to);
        } else if (auto c = Correction::parse(r.line)) {
            c->white = to(c->white);
            c->black = to(c->black);
            r.line = c->record();
        }
    }

    const PairingRules old = pairingRulesOf(t);
    if (!old.isEmpty()) {
        PairingRules rules = old;
        rules.perPlayer.clear();
        for (auto it = old.perPlayer.cbegin(); it != old.perPlayer.cend(); ++it)
            rules.perPlayer.insert(to(it.key()), it.value());
        for (ProhibitedGroup &g : rules.prohibited)
            for (int &s : g.players)
                s = to(s);
        // A range of players keeps its points for the same players: split where their new
        // numbers are not contiguous.
        rules.ranges.clear();
        for (const AccelerationRange &a : old.ranges) {
            QList<int> members;
            for (const Player &p : t.players)
                if (p.startNo >= a.firstPlayer && p.startNo <= a.lastPlayer)
                    members.append(to(p.startNo));
            std::sort(members.begin(), members.end());
            for (qsizetype i = 0; i < members.size();) {
                qsizetype j = i;
                while (j + 1 < members.size() && members[j + 1] == members[j] + 1)
                    ++j;
                AccelerationRange part = a;
                part.firstPlayer = members[i];
                part.lastPlayer = members[j];
                rules.ranges.append(part);
                i = j + 1;
            }
        }
        setPairingRules(out, rules);
    }
    QList<int> excluded = halfByesExcluded(t);
    if (!excluded.isEmpty()) {
        for (int &s : excluded)
            s = to(s);
        setHalfByesExcluded(out, excluded);
    }
    return out;
}

QHash<int, int> PairingNumbers::renumberedKeys(
    const QHash<int, int> &map, const QHash<int, int> &numbers)
{
    QHash<int, int> out;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        out.insert(numbers.value(it.key(), it.key()), it.value());
    return out;
}

QString PairingNumbers::refusal(const Tournament &t)
{
    if (!t.teamData.isEmpty())
        return tr("the players of a team event keep their numbers: the teams' order decides "
                  "the pairing (C.04.6 1.1.2)");
    if (storedPlayoffConfig(t))
        return tr("a play-off is set up for the final standings; its players are named by "
                  "their numbers");
    return {};
}

QString PairingNumbers::outOfOrder(const Tournament &official, const Ranking &r)
{
    // The ratings named are those the ranking sorts by.
    const Tournament t = RatingMethods::rankedByTournamentRating(official);
    const QList<int> order = newOrder(t, r);
    for (int i = 0; i < order.size(); ++i) {
        if (order[i] == i + 1)
            continue;
        // order[i] should have number i + 1; the player who has it now ranks below.
        const Player &up = t.players[t.indexOf(order[i])];
        const int other = t.indexOf(i + 1);
        if (other < 0)
            return tr("player %1 (%2, %3) should have number %4, which nobody has")
                .arg(up.startNo)
                .arg(up.name)
                .arg(up.rating)
                .arg(i + 1);
        const Player &down = t.players[other];
        return tr("player %1 (%2, %3) ranks above player %4 (%5, %6)")
            .arg(up.startNo)
            .arg(up.name)
            .arg(up.rating)
            .arg(down.startNo)
            .arg(down.name)
            .arg(down.rating);
    }
    return {};
}

} // namespace arb
