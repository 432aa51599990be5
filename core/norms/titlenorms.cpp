// SPDX-License-Identifier: GPL-3.0-or-later
#include "norms/titlenorms.h"

#include "norms/normevent.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TitleNorms)
    };

    struct Level
    {
        int floor; //!< 1.4.6b: the rating an opponent below it is raised to (one only)
        int minimumRa; //!< 1.4.8a
        int performance; //!< 1.4.8
        QStringList titles; //!< the norm's title and those above it (1.4.5)
    };

    Level levelOf(NormTitle title)
    {
        switch (title) {
        case NormTitle::GM:
            return {2200, 2380, 2600, {QStringLiteral("GM")}};
        case NormTitle::IM:
            return {2050, 2230, 2450, {QStringLiteral("GM"), QStringLiteral("IM")}};
        case NormTitle::WGM:
            return {2000, 2180, 2400,
                {QStringLiteral("GM"), QStringLiteral("IM"), QStringLiteral("WGM")}};
        case NormTitle::WIM:
            return {1850, 2030, 2250,
                {QStringLiteral("GM"), QStringLiteral("IM"), QStringLiteral("WGM"),
                    QStringLiteral("WIM")}};
        }
        return {};
    }

    //! Division rounded half up, for non-negative values.
    int roundedDivision(qint64 numerator, qint64 denominator)
    {
        return int((2 * numerator + denominator) / (2 * denominator));
    }

} // namespace

QString normTitleName(NormTitle title)
{
    switch (title) {
    case NormTitle::GM:
        return QStringLiteral("GM");
    case NormTitle::IM:
        return QStringLiteral("IM");
    case NormTitle::WGM:
        return QStringLiteral("WGM");
    case NormTitle::WIM:
        return QStringLiteral("WIM");
    }
    return QString();
}

QString normTitleCode(const QString &title)
{
    const QString t = title.trimmed().toUpper();
    static const QHash<QString, QString> letters {{QStringLiteral("G"), QStringLiteral("GM")},
        {QStringLiteral("M"), QStringLiteral("IM")}, {QStringLiteral("I"), QStringLiteral("IM")},
        {QStringLiteral("F"), QStringLiteral("FM")}, {QStringLiteral("C"), QStringLiteral("CM")},
        {QStringLiteral("WG"), QStringLiteral("WGM")},
        {QStringLiteral("WM"), QStringLiteral("WIM")},
        {QStringLiteral("WI"), QStringLiteral("WIM")},
        {QStringLiteral("WF"), QStringLiteral("WFM")},
        {QStringLiteral("WC"), QStringLiteral("WCM")}};
    return letters.value(t, t);
}

bool isNormFederation(const QString &federation)
{
    const QString f = federation.trimmed().toUpper();
    return !f.isEmpty() && f != u"FID";
}

QStringList normLevelTitles(NormTitle title)
{
    return levelOf(title).titles;
}

QString normResultText(const NormResult &r)
{
    // Each text with its own arguments: a norm not made has no credited games.
    if (r.made)
        return Text::tr("%1 norm made: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7")
            .arg(normTitleName(r.title))
            .arg(r.games)
            .arg(r.credited)
            .arg(r.score.toString())
            .arg(r.ra)
            .arg(r.percentage)
            .arg(r.performance);
    return Text::tr("%1 norm not made: %2 games, score %3, Ra %4, %5 %, Rp %6")
        .arg(normTitleName(r.title))
        .arg(r.games)
        .arg(r.score.toString())
        .arg(r.ra)
        .arg(r.percentage)
        .arg(r.performance);
}

int normDp(int percentage)
{
    // Table 1.4.9 for p = 50 ... 100; dp(100 - p) = -dp(p).
    static const int dp[51] = {0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117,
        125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284,
        296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};
    const int p = std::clamp(percentage, 0, 100);
    return p >= 50 ? dp[p - 50] : -dp[50 - p];
}

NormResult judgeNorm(const NormInput &in, NormTitle title, const QList<int> &games)
{
    const Level level = levelOf(title);
    NormResult r;
    r.title = title;
    const int n = int(games.size());
    r.games = n;
    auto check = [&r](bool ok, const QString &text) { (ok ? r.met : r.missed) << text; };
    if ((title == NormTitle::WGM || title == NormTitle::WIM) && !in.woman)
        r.missed << Text::tr("1.4: %1 norms are for women").arg(normTitleName(title));

    // 1.4.1a, c: nine games, or eight and a round won without a game in a nine-round event when
    // no game is left out.
    r.eightAsNine
        = n == 8 && in.rounds == 9 && in.unplayedWins >= 1 && games.size() == in.games.size();
    check(n >= 9 || r.eightAsNine,
        r.eightAsNine ? Text::tr("1.4.1c: 8 games and a round won without a game, counted as 9")
                      : Text::tr("1.4.1a: %1 games (at least 9)").arg(n));
    if (n == 0)
        return r;

    // 1.4.6, 1.4.7: the average rating, the lowest opponent below the floor raised to it, the
    // other unrated opponents counted at 1400.
    qint64 sum = 0;
    int lowest = -1;
    auto rating = [&](int i) { return in.games[i].rating > 0 ? in.games[i].rating : 1400; };
    for (int i : games)
        if (rating(i) < level.floor && (lowest < 0 || rating(i) < rating(lowest)))
            lowest = i;
    for (int i : games)
        sum += i == lowest ? level.floor : rating(i);
    r.raised = lowest >= 0 ? in.games[lowest].opponent : 0;
    r.ra = roundedDivision(sum, n);
    int halves = 0;
    for (int i : games) {
        r.score += in.games[i].score;
        r.rounds << in.games[i].round;
        r.ratingsUsed << (i == lowest ? level.floor : rating(i));
    }
    halves = int(r.score.raw() * 2 / Fixed::fromInt(1).raw());
    r.percentage = roundedDivision(qint64(100) * halves, qint64(2) * n);
    r.dp = normDp(r.percentage);
    r.performance = r.ra + r.dp;

    // 1.4.5: titled opponents (CM and WCM are not), and those of the norm's level.
    QHash<QString, int> federations;
    for (int i : games) {
        const NormGame &g = in.games[i];
        const QString t = normTitleCode(g.title);
        if (!t.isEmpty() && t != u"CM" && t != u"WCM")
            ++r.titled;
        if (level.titles.contains(t))
            ++r.levelTitled;
        if (isNormFederation(g.federation))
            ++federations[g.federation.trimmed().toUpper()];
    }
    const int titledNeeded = (n + 1) / 2;
    const int levelNeeded = std::max(3, (n + 2) / 3);
    check(r.titled >= titledNeeded,
        Text::tr("1.4.5: %1 titled opponents (at least %2)").arg(r.titled).arg(titledNeeded));
    check(r.levelTitled >= levelNeeded,
        Text::tr("1.4.5: %1 opponents with the title %2 or higher (at least %3)")
            .arg(r.levelTitled)
            .arg(title == NormTitle::GM ? QStringLiteral("GM") : normTitleName(title))
            .arg(levelNeeded));

    // 1.4.3, 1.4.4: federations.
    const QString own = in.federation.trimmed().toUpper();
    r.ownFederation = federations.value(own);
    for (auto it = federations.cbegin(); it != federations.cend(); ++it) {
        r.largestFederation = std::max(r.largestFederation, it.value());
        if (it.key() != own)
            ++r.otherFederations;
    }
    if (in.federationsExempt) {
        r.met << Text::tr("1.4.3, 1.4.4: the federation requirements are waived (%1)")
                     .arg(in.exemption.isEmpty() ? QStringLiteral("1.4.3a-d") : in.exemption);
    } else {
        check(r.otherFederations >= 2,
            Text::tr("1.4.3: %1 federations other than the player's (at least 2)")
                .arg(r.otherFederations));
        check(r.ownFederation <= 3 * n / 5,
            Text::tr("1.4.4: %1 opponents of the player's federation (at most %2)")
                .arg(r.ownFederation)
                .arg(3 * n / 5));
        check(r.largestFederation <= 2 * n / 3,
            Text::tr("1.4.4: %1 opponents of one federation at most (at most %2)")
                .arg(r.largestFederation)
                .arg(2 * n / 3));
    }

    // 1.4.8: the average rating, the minimum score, the performance.
    check(r.ra >= level.minimumRa,
        Text::tr("1.4.8a: average rating %1 (at least %2)").arg(r.ra).arg(level.minimumRa));
    const qsizetype missedBeforeScore = r.missed.size();
    check(100 * halves >= 70 * n,
        Text::tr("1.4.8b: score %1 of %2, %3 % (at least 35 %)")
            .arg(r.score.toString())
            .arg(n)
            .arg(r.percentage));
    check(r.performance >= level.performance,
        Text::tr("1.4.8: performance %1 = %2 + %3 (at least %4)")
            .arg(r.performance)
            .arg(r.ra)
            .arg(r.dp)
            .arg(level.performance));
    r.scoreMisses = int(r.missed.size() - missedBeforeScore);
    r.made = r.missed.isEmpty();

    // The lowest score that makes the norm at this Ra (35 % and the performance); none above
    // the games: the Ra is too low.
    int needed = 2 * n + 1;
    for (int h = 0; h <= 2 * n; ++h) {
        const int p = roundedDivision(qint64(100) * h, qint64(2) * n);
        if (100 * h >= 70 * n && r.ra + normDp(p) >= level.performance) {
            needed = h;
            break;
        }
    }
    r.required = Fixed::fromRaw(Fixed::half().raw() * needed);
    // 1.4.1d: each full point above the score the norm needs adds a game; 1.7: at most 13.
    r.credited = r.eightAsNine ? 9 : n;
    if (r.made) {
        r.credited += (halves - needed) / 2;
        r.credited = std::min(r.credited, 13);
    }
    return r;
}

NormResult evaluateNorm(const NormInput &in, NormTitle title)
{
    // At most this many games are left out: a norm of more than 13 games counts as 13 (1.7),
    // and a search of every subset of a long event would take too long.
    constexpr int maxLeftOut = 6;
    const int all = int(in.games.size());
    QList<int> every;
    for (int i = 0; i < all; ++i)
        every << i;
    const NormResult whole = judgeNorm(in, title, every);
    // No set of games left can have more titled opponents than all of them: with fewer than
    // the least any set of 9 games needs (1.4.5: 5 titled, 3 of the level), none is tried.
    if (whole.made || all < 9 || whole.titled < 5 || whole.levelTitled < 3)
        return whole;
    // Swiss (1.4.1e): the games after the title result may be dropped, i.e. any prefix of at
    // least 9 games; any event (1.4.1f): games won may be dropped. The longest set first.
    const int shortest = in.roundRobin ? all : std::max(9, all - maxLeftOut);
    std::optional<NormResult> best;
    for (int prefix = all; prefix >= shortest; --prefix) {
        QList<int> wins;
        for (int i = 0; i < prefix; ++i)
            if (in.games[i].score == Fixed::fromInt(1))
                wins << i;
        const int w = std::min<int>(int(wins.size()), 16);
        for (int dropped = 0; dropped <= w && prefix - dropped >= 9; ++dropped) {
            if ((best && best->games >= prefix - dropped) || all - prefix + dropped > maxLeftOut)
                break;
            // Every choice of `dropped` wins, in order.
            QList<int> pick(dropped);
            for (int k = 0; k < dropped; ++k)
                pick[k] = k;
            while (true) {
                QSet<int> out;
                for (int k : std::as_const(pick))
                    out.insert(wins[k]);
                QList<int> kept;
                for (int i = 0; i < prefix; ++i)
                    if (!out.contains(i))
                        kept << i;
                if (dropped > 0 || prefix < all) {
                    const NormResult r = judgeNorm(in, title, kept);
                    if (r.made && (!best || r.games > best->games))
                        best = r;
                    if (best && best->games == prefix - dropped)
                        break;
                }
                int k = dropped - 1;
                while (k >= 0 && pick[k] == w - dropped + k)
                    --k;
                if (k < 0)
                    break;
                ++pick[k];
                for (int j = k + 1; j < dropped; ++j)
                    pick[j] = pick[j - 1] + 1;
            }
        }
    }
    if (!best)
        return whole;
    NormResult r = *best;
    QStringList droppedRounds;
    for (const NormGame &g : in.games)
        if (!r.rounds.contains(g.round))
            droppedRounds << QString::number(g.round);
    r.met.prepend(
        Text::tr("1.4.1e, f: rounds %1 left out").arg(droppedRounds.join(QStringLiteral(", "))));
    return r;
}

NormInput normInput(const Tournament &t, int startNo, int afterRound)
{
    return normInput(t, startNo, afterRound, normEvent(t, afterRound));
}

NormInput normInput(const Tournament &t, int startNo, int afterRound, const NormEvent &event)
{
    NormInput in;
    const int i = t.indexOf(startNo);
    if (i < 0)
        return in;
    const Player &p = t.players[i];
    in.federation = p.federation;
    in.woman = p.sex == u'w' || p.sex == u'W' || p.sex == u'f' || p.sex == u'F';
    in.rounds = event.plannedRounds > 0 ? event.plannedRounds : t.plannedRounds();
    in.roundRobin = t.isRoundRobin();
    in.exemption = exemptionFor(event, p.federation);
    in.federationsExempt = !in.exemption.isEmpty();
    const int last
        = afterRound > 0 ? std::min<int>(afterRound, int(p.rounds.size())) : int(p.rounds.size());
    for (int r = 0; r < last; ++r) {
        const RoundEntry &e = p.rounds[r];
        const RoundKind kind = e.kind();
        if (kind == RoundKind::PairingBye || kind == RoundKind::ForfeitWin)
            ++in.unplayedWins;
        // 1.4.2c: only games played over the board count.
        if (kind != RoundKind::Played || e.opponent <= 0 || e.code == ' ')
            continue;
        const int o = t.indexOf(e.opponent);
        if (o < 0)
            continue;
        const Player &op = t.players[o];
        NormGame g;
        g.round = r + 1;
        g.opponent = op.startNo;
        g.name = op.name;
        g.title = op.title;
        g.federation = op.federation;
        g.rating = op.rating;
        g.score = e.outcome() > 0 ? Fixed::fromInt(1) : e.outcome() == 0 ? Fixed::half() : Fixed();
        in.games << g;
    }
    return in;
}

QList<NormResult> playerNorms(const Tournament &t, int startNo, int afterRound)
{
    return playerNorms(t, startNo, afterRound, normEvent(t, afterRound));
}

QList<NormResult> playerNorms(
    const Tournament &t, int startNo, int afterRound, const NormEvent &event)
{
    const NormInput in = normInput(t, startNo, afterRound, event);
    // A norm is for a title above the one the player holds: GM, IM, WGM, WIM from the top.
    auto rank = [](const QString &title) {
        static const QStringList order {QStringLiteral("WIM"), QStringLiteral("WGM"),
            QStringLiteral("IM"), QStringLiteral("GM")};
        return int(order.indexOf(title));
    };
    const int i = t.indexOf(startNo);
    const int held = i >= 0 ? rank(normTitleCode(t.players[i].title)) : -1;
    QList<NormResult> out;
    for (NormTitle title : {NormTitle::GM, NormTitle::IM, NormTitle::WGM, NormTitle::WIM})
        if ((in.woman || (title != NormTitle::WGM && title != NormTitle::WIM))
            && rank(normTitleName(title)) > held)
            out << evaluateNorm(in, title);
    return out;
}

} // namespace arb
