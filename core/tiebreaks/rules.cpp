// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiebreaks/rules.h"

#include "tiebreaks/tiebreak.h"

#include <algorithm>
#include <numeric>

namespace arb::rules {

Fixed sumWithCuts(std::vector<Contribution> &v, int low, int high, bool vurRule)
{
    auto lessSignificant = [](const Contribution &a, const Contribution &b) {
        return a.key != b.key ? a.key < b.key : a.value < b.value;
    };
    auto extreme = [&](bool lowest) {
        auto best = v.end();
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (it->cut)
                continue;
            if (best == v.end()
                || (lowest ? lessSignificant(*it, *best) : lessSignificant(*best, *it)))
                best = it;
        }
        return best;
    };
    int left = int(v.size());
    for (int k = 0; k < low && left > 0; ++k, --left) {
        auto cut = extreme(true);
        if (vurRule) {
            // 16.5: the voluntary unplayed round with the lowest value goes first when it is
            // worth at least the least significant element.
            auto vur = v.end();
            for (auto it = v.begin(); it != v.end(); ++it)
                if (!it->cut && it->voluntary && (vur == v.end() || it->value < vur->value))
                    vur = it;
            if (vur != v.end() && vur->value >= cut->value)
                cut = vur;
        }
        cut->cut = true;
    }
    for (int k = 0; k < high && left > 0; ++k, --left)
        extreme(false)->cut = true;
    Fixed sum;
    for (const Contribution &c : v)
        if (!c.cut)
            sum += c.value;
    return sum;
}

qint64 roundedDivision(qint64 num, qint64 den)
{
    const qint64 n2 = num * 2 + den;
    const qint64 d2 = den * 2;
    qint64 q = n2 / d2;
    if (n2 % d2 != 0 && n2 < 0)
        --q;
    return q;
}

qint64 roundedDivisionAwayFromZero(qint64 num, qint64 den)
{
    const qint64 q = (qAbs(num) * 2 + den) / (den * 2);
    return num < 0 ? -q : q;
}

Fixed roundedAverage(Fixed sum, qint64 count, int decimals)
{
    qint64 unit = Fixed::Scale;
    for (int i = 0; i < decimals; ++i)
        unit /= 10;
    return Fixed::fromRaw(roundedDivision(sum.raw(), count * unit) * unit);
}

int tieBreakRating(int rating, const TieBreakSpec &spec)
{
    return rating > 0 ? rating : spec.unratedRating.value_or(0);
}

std::vector<std::vector<int>> encounterBlocks(
    const Encounters &encounters, bool partialAllowed, Fixed win)
{
    const std::vector<Fixed> &score = encounters.score;
    const std::vector<int> &missing = encounters.missing;
    const bool allMet = encounters.allMet;
    const int s = int(score.size());
    std::vector<int> all(s);
    std::iota(all.begin(), all.end(), 0);
    if (s < 2)
        return {all};
    std::vector<std::vector<int>> blocks;
    if (allMet) {
        // 6.2: the separate standings rank them; equal scores stay together.
        std::vector<int> order = all;
        std::stable_sort(
            order.begin(), order.end(), [&](int x, int y) { return score[x] > score[y]; });
        for (int b = 0; b < s;) {
            int e = b + 1;
            while (e < s && score[order[e]] == score[order[b]])
                ++e;
            blocks.emplace_back(order.begin() + b, order.begin() + e);
            b = e;
        }
        return blocks;
    }
    if (!partialAllowed)
        return {all};
    // 6.3: rank first whoever stays alone at the top whatever the missing games give, then the
    // second in the same way, and so on; the rest stays one block.
    std::vector<bool> ranked(s, false);
    for (;;) {
        int found = -1;
        for (int x = 0; x < s && found < 0; ++x) {
            if (ranked[x])
                continue;
            bool alone = true;
            for (int y = 0; y < s && alone; ++y)
                if (y != x && !ranked[y])
                    alone = score[x] > score[y] + win * missing[y];
            if (alone)
                found = x;
        }
        if (found < 0)
            break;
        ranked[found] = true;
        blocks.push_back({found});
    }
    std::vector<int> rest;
    for (int x = 0; x < s; ++x)
        if (!ranked[x])
            rest.push_back(x);
    if (!rest.empty())
        blocks.push_back(rest);
    return blocks;
}

std::vector<int> positionsOfBlocks(const std::vector<std::vector<int>> &blocks, int size)
{
    std::vector<int> position(size, 0);
    if (blocks.size() < 2)
        return position;
    int next = 1;
    for (const auto &block : blocks) {
        for (int member : block)
            position[member] = next;
        next += int(block.size());
    }
    return position;
}

} // namespace arb::rules
