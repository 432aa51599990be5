// SPDX-License-Identifier: GPL-3.0-or-later
// The play-off state machine. The plan is replayed from the start each time: given the tied
// players, the results entered so far (by game id) and the recorded seed, the same games,
// colours and lots come out, up to the first games still without a result.
//
// Tata Steel Masters tiebreak regulations (../shared/regulations/), paragraph by paragraph:
//  C  two players: a match of matchGames games (C.1, lots for the first White), then sudden-death
//     games until one is won (C.2, new lots for the first White; the other player has White in
//     the next two, then the first player in the next two, and so on).
//  D  three players: single round robins by the Berger table; lots for the pairing numbers in
//     cycles 1, 3, 5...; cycles 2, 4... repeat the previous numbers with colours reversed
//     (D.2-D.3); two left tied continue under C (D.4). Each cycle is scored on its own.
//  E  four players: semi-finals 1-4 and 2-3 played simultaneously, seeded by the mutual result,
//     Sonneborn-Berger, more games with Black, lots (E.2); each match and the final under C.
//  F  five or more: as D while all tie (F.1-F.3); five or more but not all tied start again
//     among them (F.4); two to four continue under C-E (F.5).
//  A.2 the plan stops with a clear winner; the others share second place.
#include "playoff/playoff.h"
#include "playoff/playoffsimulator_p.h"

#include "pairing/berger.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <random>

namespace arb {

namespace detail {

    QString playoffTr(const char *s)
    {
        return QCoreApplication::translate("arb::Playoff", s);
    }

    quint64 mix(quint64 x)
    {
        // splitmix64 finaliser: spreads nearby seeds over the generator's whole state.
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

    quint64 fnv1a(const QByteArray &bytes)
    {
        quint64 h = 0xcbf29ce484222325ULL;
        for (char c : bytes) {
            h ^= quint8(c);
            h *= 0x100000001b3ULL;
        }
        return h;
    }

    QString kindKey(PlayoffGameKind k)
    {
        switch (k) {
        case PlayoffGameKind::Match:
            return QStringLiteral("match");
        case PlayoffGameKind::SuddenDeath:
            return QStringLiteral("sudden-death");
        case PlayoffGameKind::RoundRobin:
            return QStringLiteral("round-robin");
        case PlayoffGameKind::Armageddon:
            return QStringLiteral("armageddon");
        }
        return QString();
    }

    QString Simulator::name(int startNo) const
    {
        const PlayoffEntrant *e = m_input.entrant(startNo);
        return e && !e->name.isEmpty() ? QStringLiteral("%1 %2").arg(startNo).arg(e->name)
                                       : QString::number(startNo);
    }

    QList<int> Simulator::drawLots(const QString &id, const QString &purpose, QList<int> players)
    {
        // Each draw has its own generator from the seed and the draw's id, so a draw never
        // depends on which other draws happened before it (results may arrive in any order).
        std::mt19937_64 rng(mix(m_seed ^ fnv1a(id.toUtf8())));
        for (qsizetype m = players.size() - 1; m > 0; --m)
            std::swap(players[m], players[qsizetype(rng() % quint64(m + 1))]);
        m_state.lots.append({id, purpose, players});
        QStringList names;
        for (int p : players)
            names.append(name(p));
        m_state.log.append(QCoreApplication::translate("arb::Playoff", "lots (%1): %2: %3")
                               .arg(id, purpose, names.join(QStringLiteral(", "))));
        return players;
    }

    QList<int> Simulator::byStandings(QList<int> players) const
    {
        std::stable_sort(players.begin(), players.end(), [this](int a, int b) {
            const PlayoffEntrant *x = m_input.entrant(a);
            const PlayoffEntrant *y = m_input.entrant(b);
            return (x ? x->mainRank : 0) < (y ? y->mainRank : 0);
        });
        return players;
    }

    std::optional<GameResult> Simulator::addGame(const QString &id, int slot, int white, int black,
        PlayoffGameKind kind, const QString &stage)
    {
        PlayoffGame g;
        g.id = id;
        g.slot = slot;
        g.white = white;
        g.black = black;
        g.kind = kind;
        g.timeControl = kind == PlayoffGameKind::SuddenDeath ? m_config.suddenDeathTime
            : kind == PlayoffGameKind::Armageddon            ? m_config.armageddonTime
                                                             : m_config.gameTime;
        g.stage = stage;
        const auto it = m_results.constFind(id);
        if (it != m_results.constEnd())
            g.result = *it;
        m_state.games.append(g);
        return g.result;
    }

    Simulator::Outcome Simulator::match(
        const QString &prefix, const QString &stage, int a, int b, int slot, Ending ending)
    {
        Outcome out;
        const QList<int> first = m_config.colours == PlayoffColours::Lots
            ? drawLots(prefix + QStringLiteral(".lots"),
                QCoreApplication::translate("arb::Playoff", "%1: White in the first game")
                    .arg(stage),
                {a, b})
            : QList<int> {a, b};
        Fixed score[2];
        bool pending = false;
        for (int g = 1; g <= m_config.matchGames; ++g) {
            const int w = first[(g - 1) % 2];
            const int bl = first[g % 2];
            const auto r = addGame(prefix + QStringLiteral(".G%1").arg(g), slot++, w, bl,
                PlayoffGameKind::Match,
                (ending == Ending::SuddenDeath
                        ? QCoreApplication::translate("arb::Playoff", "%1, C.1 game %2")
                        : QCoreApplication::translate("arb::Playoff", "%1, game %2"))
                    .arg(stage)
                    .arg(g));
            if (!r) {
                pending = true;
                continue;
            }
            const int wi = w == first[0] ? 0 : 1;
            score[wi] += *r == GameResult::WhiteWin ? Fixed::fromInt(1)
                : *r == GameResult::Draw            ? Fixed::half()
                                                    : Fixed();
            score[1 - wi] += *r == GameResult::BlackWin ? Fixed::fromInt(1)
                : *r == GameResult::Draw                ? Fixed::half()
                                                        : Fixed();
        }
        if (pending)
            return out;
        if (score[0] != score[1]) {
            const bool firstWins = score[0] > score[1];
            out.done = true;
            out.nextSlot = slot;
            out.ranking = {{firstWins ? first[0] : first[1]}, {firstWins ? first[1] : first[0]}};
            return out;
        }
        if (ending == Ending::Armageddon)
            return armageddon(prefix + QStringLiteral(".A"), stage, a, b, slot);

        // C.2: sudden death until a game is won; lots for the first White, then the other player
        // has White in the next two games, then the first player in the next two, and so on.
        m_state.log.append(
            QCoreApplication::translate("arb::Playoff", "%1: tied %2-%3, sudden death (C.2)")
                .arg(stage, score[0].toString(), score[1].toString()));
        const QList<int> sd = m_config.colours == PlayoffColours::Lots
            ? drawLots(prefix + QStringLiteral(".SD.lots"),
                QCoreApplication::translate(
                    "arb::Playoff", "%1: White in the first sudden-death game")
                    .arg(stage),
                {a, b})
            : QList<int> {a, b};
        for (int k = 1;; ++k) {
            const int w = (k / 2) % 2 == 0 ? sd[0] : sd[1];
            const int bl = w == sd[0] ? sd[1] : sd[0];
            const auto r = addGame(prefix + QStringLiteral(".SD%1").arg(k), slot++, w, bl,
                PlayoffGameKind::SuddenDeath,
                QCoreApplication::translate("arb::Playoff", "%1, C.2 sudden death %2")
                    .arg(stage)
                    .arg(k));
            if (!r)
                return out;
            if (*r != GameResult::Draw) {
                const int winner = *r == GameResult::WhiteWin ? w : bl;
                out.done = true;
                out.nextSlot = slot;
                out.ranking = {{winner}, {winner == w ? bl : w}};
                return out;
            }
        }
    }

    Simulator::Outcome Simulator::armageddon(
        const QString &id, const QString &stage, int a, int b, int slot)
    {
        Outcome out;
        const QList<int> colours = m_config.colours == PlayoffColours::Lots
            ? drawLots(id + QStringLiteral(".lots"),
                QCoreApplication::translate("arb::Playoff", "%1: White in the Armageddon game")
                    .arg(stage),
                {a, b})
            : QList<int> {a, b};
        const auto r = addGame(id, slot, colours[0], colours[1], PlayoffGameKind::Armageddon,
            QCoreApplication::translate(
                "arb::Playoff", "%1, Armageddon (a draw counts as a win for Black)")
                .arg(stage));
        if (!r)
            return out;
        const int winner = *r == GameResult::WhiteWin ? colours[0] : colours[1];
        out.done = true;
        out.nextSlot = slot + 1;
        out.ranking = {{winner}, {winner == colours[0] ? colours[1] : colours[0]}};
        return out;
    }

    Simulator::Outcome Simulator::roundRobinCycle(const QString &prefix, const QString &stage,
        const QList<int> &order, bool reversed, int slot, QMap<int, Fixed> *scores)
    {
        Outcome out;
        const int n = int(order.size());
        const int perCycle = bergerRoundsPerCycle(n);
        bool pending = false;
        for (int p : order)
            scores->insert(p, scores->value(p));
        for (int r = 1; r <= perCycle; ++r) {
            int board = 0;
            for (const BergerPairing &bp : bergerRound(n, reversed ? r + perCycle : r)) {
                if (bp.isBye())
                    continue;
                ++board;
                const int w = order[bp.white - 1];
                const int b = order[bp.black - 1];
                const auto res = addGame(prefix + QStringLiteral(".R%1.%2").arg(r).arg(board),
                    slot + r - 1, w, b, PlayoffGameKind::RoundRobin,
                    QCoreApplication::translate("arb::Playoff", "%1, round %2, board %3")
                        .arg(stage)
                        .arg(r)
                        .arg(board));
                if (!res) {
                    pending = true;
                    continue;
                }
                (*scores)[w] += *res == GameResult::WhiteWin ? Fixed::fromInt(1)
                    : *res == GameResult::Draw               ? Fixed::half()
                                                             : Fixed();
                (*scores)[b] += *res == GameResult::BlackWin ? Fixed::fromInt(1)
                    : *res == GameResult::Draw               ? Fixed::half()
                                                             : Fixed();
            }
        }
        out.done = !pending;
        out.nextSlot = slot + perCycle;
        return out;
    }

    QList<QList<int>> Simulator::groupByScore(
        const QList<int> &players, const QMap<int, Fixed> &scores) const
    {
        QList<int> sorted = byStandings(players);
        std::stable_sort(sorted.begin(), sorted.end(),
            [&](int a, int b) { return scores.value(a) > scores.value(b); });
        QList<QList<int>> groups;
        for (int p : sorted) {
            if (groups.isEmpty() || scores.value(groups.last().first()) != scores.value(p))
                groups.append(QList<int>());
            groups.last().append(p);
        }
        return groups;
    }

    Simulator::Outcome Simulator::knockout(const QList<int> &players, int slot)
    {
        const QString prefix = QStringLiteral("S%1").arg(++m_series);
        const QList<int> seeds = m_config.numbering == PlayoffNumbering::Lots
            ? drawLots(prefix + QStringLiteral(".lots"),
                QCoreApplication::translate("arb::Playoff", "knockout seeds"), players)
            : byStandings(players);
        int size = 1;
        while (size < seeds.size())
            size *= 2;
        // The highest seeds have the byes of the first round; every round pairs the highest
        // remaining seed with the lowest.
        QList<int> remaining = seeds;
        QList<QList<int>> eliminated; // worst first
        int byes = size - int(seeds.size());
        for (int round = 1; remaining.size() > 1; ++round) {
            QList<int> winners = remaining.mid(0, byes);
            const QList<int> playing = remaining.mid(byes);
            byes = 0;
            QList<int> losers;
            int nextSlot = slot;
            bool pending = false;
            const int matches = int(playing.size() / 2);
            m_state.log.append(QCoreApplication::translate(
                "arb::Playoff", "knockout round %1: %2 match(es), %3 bye(s)")
                                   .arg(round)
                                   .arg(matches)
                                   .arg(winners.size()));
            for (int m = 0; m < matches; ++m) {
                const QString stage = matches == 1
                    ? QCoreApplication::translate("arb::Playoff", "final")
                    : QCoreApplication::translate("arb::Playoff", "round %1, match %2")
                          .arg(round)
                          .arg(m + 1);
                const Outcome o = match(prefix + QStringLiteral(".K%1.M%2").arg(round).arg(m + 1),
                    stage, playing[m], playing[playing.size() - 1 - m], slot, Ending::Armageddon);
                if (!o.done) {
                    pending = true;
                    continue;
                }
                winners.append(o.ranking[0][0]);
                losers.append(o.ranking[1][0]);
                nextSlot = std::max(nextSlot, o.nextSlot);
            }
            if (pending)
                return Outcome();
            std::sort(winners.begin(), winners.end(),
                [&](int a, int b) { return seeds.indexOf(a) < seeds.indexOf(b); });
            eliminated.prepend(losers);
            remaining = winners;
            slot = nextSlot;
        }
        Outcome out;
        out.done = true;
        out.nextSlot = slot;
        out.ranking = {remaining};
        out.ranking.append(eliminated);
        return out;
    }

    Simulator::Outcome Simulator::roundRobins(const QList<int> &players, int slot)
    {
        Outcome out;
        const QString prefix = QStringLiteral("S%1").arg(++m_series);
        const QString stage
            = QCoreApplication::translate("arb::Playoff", "round robin (series %1)").arg(m_series);
        m_state.log.append(
            QCoreApplication::translate("arb::Playoff", "series %1: a round robin of %2 players")
                .arg(m_series)
                .arg(players.size()));
        const QList<int> order = m_config.numbering == PlayoffNumbering::Lots
            ? drawLots(prefix + QStringLiteral(".lots"),
                QCoreApplication::translate("arb::Playoff", "%1: pairing numbers").arg(stage),
                players)
            : byStandings(players);
        QMap<int, Fixed> scores;
        bool pending = false;
        for (int c = 1; c <= m_config.roundRobinCycles; ++c) {
            const QString cyclePrefix
                = m_config.roundRobinCycles > 1 ? prefix + QStringLiteral(".C%1").arg(c) : prefix;
            const QString cycleStage = m_config.roundRobinCycles > 1
                ? QCoreApplication::translate("arb::Playoff", "%1, cycle %2").arg(stage).arg(c)
                : stage;
            const Outcome o
                = roundRobinCycle(cyclePrefix, cycleStage, order, c % 2 == 0, slot, &scores);
            pending = pending || !o.done;
            slot = o.nextSlot;
        }
        if (pending)
            return out;
        const QList<QList<int>> groups = groupByScore(players, scores);
        for (qsizetype g = 0; g < groups.size(); ++g) {
            const QList<int> &group = groups[g];
            if (group.size() == 1 || (g > 0 && m_config.places == PlayoffPlaces::FirstOnly)) {
                out.ranking.append(group);
                continue;
            }
            const Outcome sub = group.size() == 2
                ? armageddon(prefix + QStringLiteral(".A%1").arg(g + 1),
                    QCoreApplication::translate("arb::Playoff", "%1, tie for place %2")
                        .arg(stage)
                        .arg(g + 1),
                    byStandings(group)[0], byStandings(group)[1], slot)
                : roundRobins(group, slot);
            if (!sub.done)
                return Outcome();
            slot = sub.nextSlot;
            out.ranking.append(sub.ranking);
        }
        out.done = true;
        out.nextSlot = slot;
        return out;
    }

    PlayoffState Simulator::run()
    {
        QList<int> players;
        for (const PlayoffEntrant &e : m_input.entrants)
            players.append(e.startNo);
        players = byStandings(players);
        Outcome o;
        if (players.size() < 2) {
            o.done = true;
            o.ranking = {players};
        } else if (m_config.format == PlayoffFormat::TataSteel) {
            o = tata(players, 1);
            if (o.done) {
                // A.2: all players but the winner share second place.
                QList<int> others = players;
                others.removeOne(o.ranking[0][0]);
                o.ranking = {o.ranking[0], others};
            }
        } else if (m_config.format == PlayoffFormat::Knockout) {
            o = knockout(players, 1);
        } else {
            o = roundRobins(players, 1);
        }

        std::stable_sort(m_state.games.begin(), m_state.games.end(),
            [](const PlayoffGame &a, const PlayoffGame &b) { return a.slot < b.slot; });
        for (qsizetype i = 0; i < m_state.games.size(); ++i)
            m_state.games[i].number = int(i + 1);
        for (auto it = m_results.constBegin(); it != m_results.constEnd(); ++it)
            if (!m_state.game(it.key()))
                m_state.errors.append(QCoreApplication::translate(
                    "arb::Playoff", "result %1 for game \"%2\": there is no such game in the plan")
                                          .arg(gameResultText(it.value()), it.key()));
        m_state.finished = o.done;
        if (o.done) {
            int place = m_input.place;
            for (const QList<int> &group : std::as_const(o.ranking)) {
                for (int p : byStandings(group))
                    m_state.places.append({p, place, group.size() > 1});
                place += int(group.size());
            }
        }
        return m_state;
    }

} // namespace detail

using detail::kindKey;
using detail::Simulator;

std::optional<GameResult> parseGameResult(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t == u"1-0" || t == u"1:0")
        return GameResult::WhiteWin;
    if (t == u"0-1" || t == u"0:1")
        return GameResult::BlackWin;
    if (t == u"1/2" || t == u"½" || t == u"½-½" || t == u"1/2-1/2" || t == u"=" || t == u"draw"
        || t == u"0.5-0.5")
        return GameResult::Draw;
    return std::nullopt;
}

QString gameResultText(GameResult r)
{
    switch (r) {
    case GameResult::WhiteWin:
        return QStringLiteral("1-0");
    case GameResult::Draw:
        return QStringLiteral("1/2");
    case GameResult::BlackWin:
        return QStringLiteral("0-1");
    }
    return QString();
}

const PlayoffEntrant *PlayoffInput::entrant(int startNo) const
{
    for (const PlayoffEntrant &e : entrants)
        if (e.startNo == startNo)
            return &e;
    return nullptr;
}

Fixed PlayoffGame::pointsOf(int startNo) const
{
    if (!result || (startNo != white && startNo != black))
        return Fixed();
    GameResult r = *result;
    if (kind == PlayoffGameKind::Armageddon && r == GameResult::Draw)
        r = GameResult::BlackWin;
    if (r == GameResult::Draw)
        return Fixed::half();
    return (r == GameResult::WhiteWin) == (startNo == white) ? Fixed::fromInt(1) : Fixed();
}

QList<PlayoffGame> PlayoffState::nextGames() const
{
    QList<PlayoffGame> out;
    for (const PlayoffGame &g : games)
        if (!g.result)
            out.append(g);
    return out;
}

const PlayoffGame *PlayoffState::game(const QString &id) const
{
    for (const PlayoffGame &g : games)
        if (g.id == id)
            return &g;
    return nullptr;
}

PlayoffState runPlayoff(const PlayoffConfig &config, const PlayoffInput &input,
    const QMap<QString, GameResult> &results, quint64 seed)
{
    return Simulator(config, input, results, seed).run();
}

QMap<QString, GameResult> assignResultsInOrder(const PlayoffConfig &config,
    const PlayoffInput &input, QMap<QString, GameResult> known, const QList<GameResult> &results,
    quint64 seed, QString *error)
{
    for (qsizetype i = 0; i < results.size(); ++i) {
        const PlayoffState state = runPlayoff(config, input, known, seed);
        const QList<PlayoffGame> next = state.nextGames();
        if (next.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("arb::Playoff",
                    "result %1 (%2): the play-off is already decided after %3 game(s)")
                             .arg(i + 1)
                             .arg(gameResultText(results[i]))
                             .arg(state.games.size());
            return known;
        }
        known.insert(next.first().id, results[i]);
    }
    return known;
}

QJsonObject playoffStateToJson(const PlayoffState &state, const PlayoffInput &input)
{
    auto player = [&](int startNo) {
        QJsonObject o;
        o[QStringLiteral("startno")] = startNo;
        if (const PlayoffEntrant *e = input.entrant(startNo))
            o[QStringLiteral("name")] = e->name;
        return o;
    };
    QJsonObject root;
    root[QStringLiteral("place")] = input.place;
    QJsonArray entrants;
    for (const PlayoffEntrant &e : input.entrants)
        entrants.append(player(e.startNo));
    root[QStringLiteral("players")] = entrants;
    QJsonArray games;
    for (const PlayoffGame &g : state.games) {
        QJsonObject o;
        o[QStringLiteral("id")] = g.id;
        o[QStringLiteral("number")] = g.number;
        o[QStringLiteral("slot")] = g.slot;
        o[QStringLiteral("white")] = player(g.white);
        o[QStringLiteral("black")] = player(g.black);
        o[QStringLiteral("kind")] = kindKey(g.kind);
        o[QStringLiteral("timeControl")] = g.timeControl.toString();
        o[QStringLiteral("stage")] = g.stage;
        o[QStringLiteral("result")]
            = g.result ? QJsonValue(gameResultText(*g.result)) : QJsonValue();
        games.append(o);
    }
    root[QStringLiteral("games")] = games;
    QJsonArray lots;
    for (const PlayoffLots &l : state.lots) {
        QJsonObject o;
        o[QStringLiteral("id")] = l.id;
        o[QStringLiteral("purpose")] = l.purpose;
        QJsonArray order;
        for (int p : l.order)
            order.append(p);
        o[QStringLiteral("order")] = order;
        lots.append(o);
    }
    root[QStringLiteral("lots")] = lots;
    root[QStringLiteral("log")] = QJsonArray::fromStringList(state.log);
    root[QStringLiteral("finished")] = state.finished;
    QJsonArray places;
    for (const PlayoffPlace &p : state.places) {
        QJsonObject o = player(p.startNo);
        o[QStringLiteral("place")] = p.place;
        o[QStringLiteral("shared")] = p.shared;
        places.append(o);
    }
    root[QStringLiteral("places")] = places;
    if (!state.errors.isEmpty())
        root[QStringLiteral("errors")] = QJsonArray::fromStringList(state.errors);
    return root;
}

} // namespace arb
