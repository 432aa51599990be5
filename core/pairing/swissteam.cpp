// SPDX-License-Identifier: GPL-3.0-or-later
// The Swiss Team Pairing System (C.04.6, 2026). Each step is the text's: 3.4 the PAB, 3.5 the
// upfloaters of the top scoregroup, 3.6 the pairing of the bracket, Art. 4 the colours. Where
// the text chooses "the first" set or pairing that "complies with" a minimising criterion, the
// best value that can be reached is taken, then the first in the text's order.
#include "pairing/swissteam.h"

#include "pairing/dutch.h"
#include "pairing/matching.h"
#include "pairing/players.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <functional>
#include <numeric>

namespace arb {

using pairing::opposite;
using pairing::Weight;
using pairing::WeightedEdge;

int TeamToPair::matchesPlayed() const
{
    return int(
        std::count_if(colours.begin(), colours.end(), [](Colour c) { return c != Colour::None; }));
}

QString SwissTeamSystem::code() const
{
    QString s = QStringLiteral("FIDE_TEAM");
    if (preferences == TeamColourPreferences::TypeA)
        s += QStringLiteral("_TYPEA");
    else if (preferences == TeamColourPreferences::TypeB)
        s += QStringLiteral("_TYPEB");
    s += gamePointsPrimary ? QStringLiteral("_GP") : QStringLiteral("_MP");
    if (secondaryForColours)
        s += gamePointsPrimary ? QStringLiteral("_MP") : QStringLiteral("_GP");
    if (baku)
        s += QStringLiteral("_BAKU");
    return s;
}

QString SwissTeamSystem::description() const
{
    QStringList parts;
    switch (preferences) {
    case TeamColourPreferences::TypeA:
        parts << QCoreApplication::translate("arb::SwissTeam", "Type A colour preferences");
        break;
    case TeamColourPreferences::TypeB:
        parts << QCoreApplication::translate(
            "arb::SwissTeam", "Type B colour preferences (strong and mild)");
        break;
    case TeamColourPreferences::None:
        parts << QCoreApplication::translate("arb::SwissTeam", "no colour preferences");
        break;
    }
    parts << (gamePointsPrimary
            ? QCoreApplication::translate("arb::SwissTeam", "game points, then match points")
            : QCoreApplication::translate("arb::SwissTeam", "match points, then game points"));
    if (baku)
        parts << QCoreApplication::translate("arb::SwissTeam", "Baku acceleration (C.04.7)");
    return parts.join(QStringLiteral("; "));
}

std::optional<SwissTeamSystem> parseSwissTeamCode(const QString &code)
{
    QStringList parts = code.trimmed().toUpper().split(u'_');
    if (parts.size() < 2 || parts[0] != u"FIDE" || parts[1] != u"TEAM")
        return std::nullopt;
    parts = parts.mid(2);
    SwissTeamSystem s;
    if (!parts.isEmpty() && parts.last() == u"BAKU") {
        s.baku = true;
        parts.removeLast();
    }
    if (parts.isEmpty()) // FIDE_TEAM: Type A, match points then game points
        return s;
    if (parts.first() == u"TYPEA" || parts.first() == u"TYPEB") {
        s.preferences = parts.first() == u"TYPEA" ? TeamColourPreferences::TypeA
                                                  : TeamColourPreferences::TypeB;
        parts.removeFirst();
    } else {
        s.preferences = TeamColourPreferences::None;
    }
    if (parts.isEmpty() || parts.size() > 2 || (parts[0] != u"MP" && parts[0] != u"GP"))
        return std::nullopt;
    s.gamePointsPrimary = parts[0] == u"GP";
    s.secondaryForColours = parts.size() == 2;
    if (parts.size() == 2 && (parts[1] == parts[0] || (parts[1] != u"MP" && parts[1] != u"GP")))
        return std::nullopt;
    if (s.baku && s.gamePointsPrimary)
        return std::nullopt;
    return s;
}

namespace {

    //! Sets the words the matching compares for as long as it lives.
    class ActiveWords
    {
    public:
        explicit ActiveWords(int words)
            : m_saved(Weight::active)
        {
            Weight::active = words;
        }
        ~ActiveWords() { Weight::active = m_saved; }
        ActiveWords(const ActiveWords &) = delete;
        ActiveWords &operator=(const ActiveWords &) = delete;

    private:
        int m_saved;
    };

    struct TeamState
    {
        const TeamToPair *in = nullptr;
        qint64 score = 0;
        qint64 secondary = 0;
        int colourDiff = 0; // 1.6.2
        Colour preference = Colour::None; // 1.7
        bool strong = false; // 1.7.2: a strong preference (every Type A preference is one)
        QList<Colour> history; // the colours of the played matches, oldest first
    };

    // The three criteria of a bracket's pairing (3.6.4), the most significant first.
    struct Cost
    {
        int c8 = 0;
        int c9 = 0;
        int c10 = 0;
        auto operator<=>(const Cost &) const = default;
        Cost operator+(const Cost &o) const { return {c8 + o.c8, c9 + o.c9, c10 + o.c10}; }
    };

    class Engine
    {
    public:
        explicit Engine(const TeamPairingInput &input);
        TeamPairingResult run();

    private:
        bool allowed(int a, int b) const { return m_allowed[std::size_t(a) * m_n + b]; }
        bool matchable(const QList<int> &set) const;
        int chooseBye() const;
        QList<int> chooseUpfloaters(const QList<int> &residents, const QList<int> &pool) const;
        bool nextGroupPairable(const QList<int> &upfloaters, const QList<int> &pool) const;
        QList<QPair<int, int>> pairBracket(const QList<int> &bracket, const QSet<int> &up) const;
        Cost pairCost(int a, int b, const QSet<int> &up) const;
        TeamMatch colours(int a, int b) const;
        bool lastTwoRounds() const { return m_in.rounds > 0 && m_in.round >= m_in.rounds - 1; }

        const TeamPairingInput &m_in;
        int m_n = 0;
        QList<TeamState> m_t;
        std::vector<char> m_allowed;
    };

    Engine::Engine(const TeamPairingInput &input)
        : m_in(input)
        , m_n(int(input.teams.size()))
    {
        const bool lastRound = m_in.rounds > 0 && m_in.round >= m_in.rounds;
        QHash<int, int> index;
        for (int i = 0; i < m_n; ++i) {
            const TeamToPair &team = input.teams[i];
            TeamState s;
            s.in = &team;
            s.score = team.score.raw();
            s.secondary = team.secondary.raw();
            for (Colour c : team.colours)
                if (c != Colour::None) {
                    s.history.append(c);
                    s.colourDiff += c == Colour::White ? 1 : -1;
                }
            // 1.7.1 (and the strong preferences of 1.7.2).
            const int cd = s.colourDiff;
            const qsizetype h = s.history.size();
            const bool lastTwoBlack
                = h >= 2 && s.history[h - 1] == Colour::Black && s.history[h - 2] == Colour::Black;
            const bool lastTwoWhite
                = h >= 2 && s.history[h - 1] == Colour::White && s.history[h - 2] == Colour::White;
            if (input.system.preferences != TeamColourPreferences::None) {
                if (cd < -1 || ((cd == 0 || cd == -1) && lastTwoBlack)) {
                    s.preference = Colour::White;
                    s.strong = true;
                } else if (cd > 1 || ((cd == 0 || cd == 1) && lastTwoWhite)) {
                    s.preference = Colour::Black;
                    s.strong = true;
                } else if (input.system.preferences == TeamColourPreferences::TypeB && h > 0) {
                    // 1.7.2: mild preferences; none with CD 0 when the last round is paired.
                    if (cd == -1)
                        s.preference = Colour::White;
                    else if (cd == 1)
                        s.preference = Colour::Black;
                    else if (cd == 0 && !lastRound)
                        s.preference = opposite(s.history.last());
                }
            }
            index.insert(team.number, i);
            m_t.append(s);
        }
        // [C1]: no two teams meet twice (BR 2); and the pairs the arbiter prohibited.
        m_allowed.assign(std::size_t(m_n) * m_n, 1);
        for (int i = 0; i < m_n; ++i) {
            m_allowed[std::size_t(i) * m_n + i] = 0;
            for (int number : input.teams[i].met)
                if (const int j = index.value(number, -1); j >= 0)
                    m_allowed[std::size_t(i) * m_n + j] = m_allowed[std::size_t(j) * m_n + i] = 0;
        }
        for (const auto &[a, b] : input.prohibited) {
            const int i = index.value(a, -1), j = index.value(b, -1);
            if (i >= 0 && j >= 0)
                m_allowed[std::size_t(i) * m_n + j] = m_allowed[std::size_t(j) * m_n + i] = 0;
        }
    }

    bool Engine::matchable(const QList<int> &set) const
    {
        // A perfect matching of allowed pairs exists ([C1], [C3]).
        if (set.size() % 2 != 0)
            return false;
        if (set.isEmpty())
            return true;
        const int k = int(set.size());
        QList<WeightedEdge> edges;
        for (int x = 0; x < k; ++x)
            for (int y = x + 1; y < k; ++y)
                if (allowed(set[x], set[y])) {
                    WeightedEdge e {x, y, {}};
                    e.weight.w[0] = 2;
                    edges.append(e);
                }
        if (edges.size() < k / 2)
            return false;
        const ActiveWords words(1);
        const QList<int> mate = pairing::maxWeightMatching(k, edges);
        return std::all_of(mate.begin(), mate.end(), [](int m) { return m >= 0; });
    }

    int Engine::chooseBye() const
    {
        // 3.4: the PAB goes to the team that leaves a legal pairing for all teams (3.4.1) and
        // may have it ([C2]), with the lowest score (3.4.2), the most matches played (3.4.3),
        // the largest TPN (3.4.4).
        QList<int> order(m_n);
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [this](int a, int b) {
            const TeamState &x = m_t[a], &y = m_t[b];
            if (x.score != y.score)
                return x.score < y.score;
            if (x.in->matchesPlayed() != y.in->matchesPlayed())
                return x.in->matchesPlayed() > y.in->matchesPlayed();
            return x.in->number > y.in->number;
        });
        for (int candidate : std::as_const(order)) {
            if (m_t[candidate].in->byeBarred)
                continue;
            QList<int> rest;
            for (int i = 0; i < m_n; ++i)
                if (i != candidate)
                    rest.append(i);
            if (matchable(rest))
                return candidate;
        }
        return -1;
    }

    bool Engine::nextGroupPairable(const QList<int> &upfloaters, const QList<int> &pool) const
    {
        // [C6]: unless every team of the following scoregroup became an upfloater, that
        // scoregroup can still be paired as [C1], [C3] and [C4] ask: with the fewest
        // upfloaters its parity allows, the rest of the round still complete.
        if (pool.isEmpty())
            return true;
        const qint64 following = m_t[pool.first()].score;
        QList<int> group, lower;
        for (int i : pool) {
            if (upfloaters.contains(i))
                continue;
            (m_t[i].score == following ? group : lower).append(i);
        }
        if (group.isEmpty())
            return true;
        if (group.size() % 2 == 0)
            return matchable(group) && matchable(lower);
        for (int candidate : lower) {
            QList<int> bracket = group;
            bracket.append(candidate);
            QList<int> rest = lower;
            rest.removeOne(candidate);
            if (matchable(bracket) && matchable(rest))
                return true;
        }
        return false;
    }

    QList<int> Engine::chooseUpfloaters(const QList<int> &residents, const QList<int> &pool) const
    {
        // 3.5. The candidates (3.5.1) are ordered by descending score, then ascending TPN
        // (3.5.3): pool is in that order.
        auto legal = [&](const QList<int> &set) {
            QList<int> bracket = residents + set;
            QList<int> rest;
            for (int i : pool)
                if (!set.contains(i))
                    rest.append(i);
            return matchable(bracket) && matchable(rest);
        };
        // Score levels of the candidates, highest first, with their teams in TPN order.
        QList<qint64> levels;
        QList<QList<int>> byLevel;
        for (int i : pool) {
            if (levels.isEmpty() || levels.last() != m_t[i].score) {
                levels.append(m_t[i].score);
                byLevel.append(QList<int>());
            }
            byLevel.last().append(i);
        }
        const int q = int(levels.size());
        // The sets of one profile (how many upfloaters of each level), in the order of 3.5.4:
        // level by level from the highest score, the combinations of each in TPN order. [C6]
        // and [C7] choose among the legal ones, then the first; nothing when none is legal.
        auto bestOfProfile = [&](const QList<int> &counts) -> std::optional<QList<int>> {
            QList<int> best, set;
            int bestKey = -1;
            bool done = false;
            std::function<void(int)> level = [&](int l) {
                if (done)
                    return;
                if (l == q) {
                    if (!legal(set))
                        return;
                    int key = nextGroupPairable(set, pool) ? 0 : 1000000;
                    if (!lastTwoRounds()) // [C7]
                        for (int i : std::as_const(set))
                            key += m_t[i].in->floated ? 1 : 0;
                    if (bestKey < 0 || key < bestKey) {
                        bestKey = key;
                        best = set;
                        done = key == 0;
                    }
                    return;
                }
                const QList<int> &teams = byLevel[l];
                const int need = counts[l];
                QList<int> pick(need);
                std::function<void(int, int)> combine = [&](int from, int slot) {
                    if (done)
                        return;
                    if (slot == need) {
                        const qsizetype before = set.size();
                        set += pick;
                        level(l + 1);
                        set.resize(before);
                        return;
                    }
                    for (int x = from; x <= int(teams.size()) - (need - slot); ++x) {
                        pick[slot] = teams[x];
                        combine(x + 1, slot + 1);
                    }
                };
                combine(0, 0);
            };
            level(0);
            if (bestKey < 0)
                return std::nullopt;
            return best;
        };
        for (int k = int(residents.size() % 2); k <= pool.size(); k += 2) {
            // [C4]: the fewest upfloaters. [C5]: then the smallest score differences: the
            // upfloaters' scores, lowest first, as high as they can be. Profiles are made in
            // that order: position 0 holds the lowest score, each later position a score at
            // least as high (a level index at most the previous one's; levels go down in
            // score), the highest first; the first profile with a legal set decides.
            QList<int> chosen;
            std::optional<QList<int>> found;
            std::function<void(int, int)> profile = [&](int position, int maxLevel) {
                if (found)
                    return;
                if (position == k) {
                    QList<int> counts(q, 0);
                    for (int l : std::as_const(chosen))
                        ++counts[l];
                    found = bestOfProfile(counts);
                    return;
                }
                for (int l = 0; l <= maxLevel && !found; ++l) {
                    int used = 0, available = 0;
                    for (int x : std::as_const(chosen))
                        used += x == l ? 1 : 0;
                    if (used >= byLevel[l].size())
                        continue;
                    for (int m = 0; m <= l; ++m)
                        available += int(byLevel[m].size());
                    for (int x : std::as_const(chosen))
                        available -= x <= l ? 1 : 0;
                    if (available < k - position)
                        continue;
                    chosen.append(l);
                    profile(position + 1, l);
                    chosen.removeLast();
                }
            };
            profile(0, q - 1);
            if (found)
                return *found;
        }
        return {};
    }

    Cost Engine::pairCost(int a, int b, const QSet<int> &up) const
    {
        Cost c;
        const TeamState &x = m_t[a], &y = m_t[b];
        // [C8]: a team whose preference is not met; [C9] (Type B): a strong one.
        if (x.preference != Colour::None && x.preference == y.preference) {
            c.c8 = 1;
            c.c9 = m_in.system.preferences == TeamColourPreferences::TypeB && x.strong && y.strong
                ? 1
                : 0;
        }
        // [C10]: except in the last two rounds, an upfloater's opponent that was a floater in
        // the previous round.
        if (!lastTwoRounds()) {
            if (up.contains(a) && y.in->floated)
                ++c.c10;
            if (up.contains(b) && x.in->floated)
                ++c.c10;
        }
        return c;
    }

    QList<QPair<int, int>> Engine::pairBracket(const QList<int> &members, const QSet<int> &up) const
    {
        // 3.6: in each pair the smaller TPN is the top member (3.6.1); a pairing's identifier is
        // its top members' TPNs in ascending order, then their bottom members in the same order
        // (3.6.2); the first pairing in identifier order (3.6.3) with the fewest [C8], then [C9],
        // then [C10] failures (3.6.4). Found position by position: each position takes the
        // smallest team that still allows a pairing of the best value.
        QList<int> b = members;
        std::sort(b.begin(), b.end(),
            [this](int x, int y) { return m_t[x].in->number < m_t[y].in->number; });
        const int k = int(b.size());
        const int half = k / 2;
        enum Role : char { Open, Top, Bottom };
        std::vector<char> role(k, Open);
        std::vector<int> fixedMate(k, -1);
        // Weights: the criteria (negated, doubled), then a hint for the order of generation
        // that prefers the first identifier of an unconstrained bracket (1 v half+1, ...), so
        // that the matching found usually already holds the next position.
        auto edgeOk = [&](int x, int y) { // x < y (positions)
            if (!allowed(b[x], b[y]) || role[x] == Bottom || role[y] == Top)
                return false;
            if (fixedMate[x] >= 0 && fixedMate[x] != y)
                return false;
            if (fixedMate[y] >= 0 && fixedMate[y] != x)
                return false;
            return true;
        };
        const ActiveWords words(4);
        auto solve = [&](QList<int> *mateOut) -> std::optional<Cost> {
            QList<WeightedEdge> edges;
            for (int x = 0; x < k; ++x)
                for (int y = x + 1; y < k; ++y)
                    if (edgeOk(x, y)) {
                        const Cost c = pairCost(b[x], b[y], up);
                        WeightedEdge e {x, y, {}};
                        e.weight.w[0] = -2 * c.c8;
                        e.weight.w[1] = -2 * c.c9;
                        e.weight.w[2] = -2 * c.c10;
                        e.weight.w[3] = -2 * std::abs(y - x - half);
                        edges.append(e);
                    }
            const QList<int> mate = pairing::maxWeightMatching(k, edges, nullptr, true);
            Cost total;
            for (int x = 0; x < k; ++x) {
                if (mate[x] < 0)
                    return std::nullopt;
                if (x < mate[x])
                    total = total + pairCost(b[x], b[mate[x]], up);
            }
            if (mateOut)
                *mateOut = mate;
            return total;
        };
        QList<int> mate;
        const std::optional<Cost> best = solve(&mate);
        if (!best)
            return {};
        // Does the matching in hand hold every decision so far?
        auto holds = [&](const QList<int> &m) {
            for (int x = 0; x < k; ++x) {
                const int y = m[x];
                if (x < y && !edgeOk(x, y))
                    return false;
            }
            return true;
        };
        auto feasible = [&]() {
            if (holds(mate))
                return true;
            QList<int> m;
            const std::optional<Cost> c = solve(&m);
            if (!c || *c != *best)
                return false;
            mate = m;
            return true;
        };
        // The top members, smallest first.
        int previous = -1;
        for (int position = 0; position < half; ++position) {
            bool found = false;
            for (int x = previous + 1; x < k && !found; ++x) {
                const std::vector<char> saved = role;
                for (int z = previous + 1; z < x; ++z)
                    role[z] = Bottom;
                role[x] = Top;
                if (position == half - 1)
                    for (int z = x + 1; z < k; ++z)
                        role[z] = Bottom;
                if (feasible()) {
                    found = true;
                    previous = x;
                } else {
                    role = saved;
                }
            }
            if (!found)
                return {};
        }
        // Their bottom members, in the order of the top members.
        QList<QPair<int, int>> pairs;
        for (int x = 0; x < k; ++x) {
            if (role[x] != Top)
                continue;
            bool found = false;
            for (int y = x + 1; y < k && !found; ++y) {
                if (role[y] != Bottom || fixedMate[y] >= 0 || !allowed(b[x], b[y]))
                    continue;
                fixedMate[x] = y;
                fixedMate[y] = x;
                if (feasible()) {
                    found = true;
                    pairs.append({b[x], b[y]});
                } else {
                    fixedMate[x] = fixedMate[y] = -1;
                }
            }
            if (!found)
                return {};
        }
        return pairs;
    }

    TeamMatch Engine::colours(int a, int b) const
    {
        // 4.2: the first-team has the higher score, else the higher secondary score (when the
        // rules use it), else the smaller TPN.
        const TeamState *first = &m_t[a], *other = &m_t[b];
        auto firstIsB = [&] {
            if (first->score != other->score)
                return other->score > first->score;
            if (m_in.system.secondaryForColours && first->secondary != other->secondary)
                return other->secondary > first->secondary;
            return other->in->number < first->in->number;
        };
        if (firstIsB())
            std::swap(first, other);
        auto give = [&](Colour forFirst) {
            return forFirst == Colour::White ? TeamMatch {first->in->number, other->in->number}
                                             : TeamMatch {other->in->number, first->in->number};
        };
        // 4.3.1: neither has played a match: the initial colour to the first-team when its TPN
        // is odd, the other colour when it is even.
        if (first->history.isEmpty() && other->history.isEmpty())
            return give(
                first->in->number % 2 == 1 ? m_in.initialColour : opposite(m_in.initialColour));
        const Colour pf = first->preference, po = other->preference;
        // 4.3.2: only one has a preference.
        if (pf != Colour::None && po == Colour::None)
            return give(pf);
        if (pf == Colour::None && po != Colour::None)
            return give(opposite(po));
        // 4.3.3: opposite preferences.
        if (pf != Colour::None && po != Colour::None && pf != po)
            return give(pf);
        // 4.3.4 (Type B): only one strong preference.
        if (m_in.system.preferences == TeamColourPreferences::TypeB && pf != Colour::None
            && first->strong != other->strong)
            return give(first->strong ? pf : opposite(po));
        // 4.3.5: White to the lower colour difference.
        if (first->colourDiff != other->colourDiff)
            return give(first->colourDiff < other->colourDiff ? Colour::White : Colour::Black);
        // 4.3.6: alternate from the most recent match in which one had White and the other
        // Black (GHR 3.4; the played matches only, the latest of each aligned).
        for (qsizetype i = first->history.size() - 1, j = other->history.size() - 1;
             i >= 0 && j >= 0; --i, --j)
            if (first->history[i] != other->history[j])
                return give(opposite(first->history[i]));
        // 4.3.7: the first-team's preference.
        if (pf != Colour::None)
            return give(pf);
        // 4.3.8, 4.3.9: alternate from the last played match of the first-team, else of the
        // other team.
        if (!first->history.isEmpty())
            return give(opposite(first->history.last()));
        return give(other->history.last());
    }

    TeamPairingResult Engine::run()
    {
        TeamPairingResult result;
        QList<int> remaining(m_n);
        std::iota(remaining.begin(), remaining.end(), 0);
        int bye = -1;
        if (m_n % 2 == 1) {
            bye = chooseBye();
            if (bye < 0) {
                result.error = QCoreApplication::translate("arb::SwissTeam",
                    "no team can receive the pairing-allocated bye and leave the other teams a "
                    "legal pairing (C.04.6 3.4); the Chief Arbiter decides (3.3.3)");
                return result;
            }
            remaining.removeOne(bye);
        }
        QList<QPair<int, int>> pairs;
        while (!remaining.isEmpty()) {
            // 3.2: the top-scoregroup; 3.5.1: every team scoring less is a candidate.
            qint64 top = m_t[remaining.first()].score;
            for (int i : std::as_const(remaining))
                top = std::max(top, m_t[i].score);
            QList<int> residents, pool;
            for (int i : std::as_const(remaining))
                (m_t[i].score == top ? residents : pool).append(i);
            std::sort(pool.begin(), pool.end(), [this](int a, int b) {
                if (m_t[a].score != m_t[b].score)
                    return m_t[a].score > m_t[b].score;
                return m_t[a].in->number < m_t[b].in->number;
            });
            const QList<int> up = chooseUpfloaters(residents, pool);
            QList<int> bracket = residents + up;
            if (bracket.size() % 2 != 0 || !matchable(bracket)) {
                result.error = QCoreApplication::translate("arb::SwissTeam",
                    "the teams with %1 points cannot be paired (C.04.6 3.5); the Chief Arbiter "
                    "decides (3.3.3)")
                                   .arg(Fixed::fromRaw(top).toString());
                return result;
            }
            const QSet<int> upSet(up.begin(), up.end());
            const QList<QPair<int, int>> bracketPairs = pairBracket(bracket, upSet);
            if (bracketPairs.size() * 2 != bracket.size()) {
                result.error = QCoreApplication::translate("arb::SwissTeam",
                    "the bracket of the teams with %1 points has no legal pairing (C.04.6 3.6)")
                                   .arg(Fixed::fromRaw(top).toString());
                return result;
            }
            pairs += bracketPairs;
            for (int i : std::as_const(bracket))
                remaining.removeOne(i);
        }
        // Board order: the higher score of the two, then the lower one, then the smaller TPN.
        std::sort(
            pairs.begin(), pairs.end(), [this](const QPair<int, int> &p, const QPair<int, int> &q) {
                const qint64 ph = std::max(m_t[p.first].score, m_t[p.second].score);
                const qint64 qh = std::max(m_t[q.first].score, m_t[q.second].score);
                if (ph != qh)
                    return ph > qh;
                const qint64 pl = std::min(m_t[p.first].score, m_t[p.second].score);
                const qint64 ql = std::min(m_t[q.first].score, m_t[q.second].score);
                if (pl != ql)
                    return pl > ql;
                return std::min(m_t[p.first].in->number, m_t[p.second].in->number)
                    < std::min(m_t[q.first].in->number, m_t[q.second].in->number);
            });
        for (const auto &[a, b] : std::as_const(pairs))
            result.matches.append(colours(a, b));
        if (bye >= 0)
            result.matches.append({m_t[bye].in->number, 0});
        return result;
    }

} // namespace

TeamPairingResult pairSwissTeams(const TeamPairingInput &input)
{
    if (input.teams.isEmpty())
        return {};
    return Engine(input).run();
}

} // namespace arb
