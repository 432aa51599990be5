// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratingchange.h"

#include "players/category.h"
#include "players/playerfields.h"
#include "rulesedition.h"
#include "tiebreaks/fideratingtables.h"

#include <algorithm>
#include <cmath>

namespace arb {

int fideKFactor(const Tournament &t, const Player &p, bool *given)
{
    if (given)
        *given = p.kFactor > 0;
    if (!p.isRated())
        return 0;
    if (p.kFactor > 0)
        return p.kFactor;
    // 8.3.3: K = 10 once the published rating has reached 2400 (a player who once reached it
    // keeps 10: set it on the player).
    if (p.rating >= 2400)
        return 10;
    // K = 40 until the end of the year of the 18th birthday while the rating is under 2300.
    const int birthYear = PlayerFields::birthYear(p.birthDate);
    if (birthYear > 0 && PlayerCategories::eventYear(t) - birthYear <= 18 && p.rating < 2300)
        return 40;
    return 20;
}

std::optional<int> fideGameDeltaHundredths(
    const Tournament &t, const Player &p, const RoundEntry &e)
{
    // Over the board, rated (not W D L) and with a result.
    if (!p.isRated() || !e.isPlayed() || !e.rated
        || (e.code != '1' && e.code != '=' && e.code != '0'))
        return std::nullopt;
    const int o = t.indexOf(e.opponent);
    if (o < 0 || !t.players[o].isRated())
        return std::nullopt;
    // 8.3.1: the 400-point rule; as amended from 1 October 2025, only for a player rated below
    // 2650 (from 2650 the real difference counts). An event without a readable start date is
    // taken to be under the amended text.
    const int real = p.rating - t.players[o].rating;
    const QString start = isoStartDate(t.startDate);
    const bool uncapped = p.rating >= 2650 && (start.isEmpty() || start >= u"2025-10-01");
    const int difference = uncapped ? real : std::clamp(real, -400, 400);
    const int score = e.code == '1' ? 100 : e.code == '=' ? 50 : 0;
    return score - expectedScoreHundredths(difference);
}

RatingChange fideRatingChange(const Tournament &t, const Player &p)
{
    RatingChange c;
    bool given = false;
    const int k = fideKFactor(t, p, &given);
    if (k == 0)
        return c;
    c.kGiven = given;
    for (const RoundEntry &e : p.rounds) {
        const auto delta = fideGameDeltaHundredths(t, p, e);
        if (!delta)
            continue;
        const int scoreHalves = e.code == '1' ? 2 : e.code == '=' ? 1 : 0;
        c.expectedHundredths += scoreHalves * 50 - *delta;
        c.scoreHalves += scoreHalves;
        ++c.games;
    }
    // 8.3.3, last paragraph: K × n must not exceed 700.
    c.k = c.games > 0 ? std::min(k, 700 / c.games) : k;
    return c;
}

QHash<int, RatingChange> fideRatingChanges(const Tournament &t)
{
    QHash<int, RatingChange> map;
    for (const Player &p : t.players)
        if (p.isRated())
            map.insert(p.startNo, fideRatingChange(t, p));
    return map;
}

QString ratingChangeText(double value)
{
    const double rounded = std::round(value * 10) / 10;
    if (rounded == 0)
        return QStringLiteral("0.0");
    return (rounded > 0 ? QStringLiteral("+") : QString()) + QString::number(rounded, 'f', 1);
}

} // namespace arb
