// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/generator.h"

#include "pairing/dutch.h"

#include <QCoreApplication>

#include <cmath>

namespace arb {

namespace {

    //! SplitMix64: small, and the same sequence on every platform (unlike std distributions).
    class Random
    {
    public:
        explicit Random(quint64 seed)
            : m_state(seed)
        {
        }
        quint64 next()
        {
            quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        }
        //! Returns a number in [0, 1).
        double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
        bool chance(double p) { return p > 0 && uniform() < p; }
        int below(int n) { return int(next() % quint64(n)); }

    private:
        quint64 m_state;
    };

    RoundEntry entry(int opponent, Colour c, char code)
    {
        RoundEntry e;
        e.opponent = opponent;
        e.colour = c;
        e.code = code;
        return e;
    }

} // namespace

GeneratedTournament generateTournament(const GeneratorOptions &o)
{
    GeneratedTournament g;
    Tournament &t = g.tournament;
    Random rng(o.seed);
    t.name = QStringLiteral("Generated %1 players %2 rounds seed %3")
                 .arg(o.players)
                 .arg(o.rounds)
                 .arg(o.seed);
    t.type = TournamentType::Swiss;
    t.typeText = QStringLiteral("FIDE_DUTCH_2025");
    t.declaredRounds = o.rounds;
    t.roundsRecord = QStringLiteral("XXR");
    t.otherRecords.append({QStringLiteral("XXC white1")});
    // Ratings in descending order, so that start numbers are the initial ranking (C.04.2).
    int rating = 2700;
    QList<int> joins(o.players, 1);
    for (int i = 0; i < o.players; ++i) {
        Player p;
        p.startNo = i + 1;
        p.name = QStringLiteral("Player %1").arg(i + 1, 4, 10, QLatin1Char('0'));
        rating -= rng.below(25);
        p.rating = std::max(rating, 1001);
        t.players.append(p);
        if (o.rounds > 1 && rng.chance(o.lateRate))
            joins[i] = 2 + rng.below(std::max(1, o.rounds / 2));
    }
    QList<bool> withdrawn(o.players, false);
    const int toPair = o.pairRounds < 0 ? o.rounds : std::min(o.pairRounds, o.rounds);
    for (int r = 1; r <= toPair; ++r) {
        // Entries of the players who sit this round out, written before pairing it.
        for (int i = 0; i < o.players; ++i) {
            Player &p = t.players[i];
            if (withdrawn[i] || r < joins[i])
                p.rounds.append(entry(0, Colour::None, r < joins[i] ? 'Z' : '-'));
            else if (r < o.rounds && rng.chance(o.byeRate))
                p.rounds.append(entry(0, Colour::None, 'H'));
        }
        const PairingResult pr = pairDutch(t, r);
        if (!pr.ok()) {
            g.error = pr.error;
            return g;
        }
        for (const Board &b : pr.boards) {
            Player &w = t.players[t.indexOf(b.white)];
            while (w.rounds.size() < r)
                w.rounds.append(RoundEntry());
            if (b.black == 0) {
                w.rounds[r - 1] = entry(0, Colour::None, 'U');
                continue;
            }
            Player &bl = t.players[t.indexOf(b.black)];
            while (bl.rounds.size() < r)
                bl.rounds.append(RoundEntry());
            char cw = '=', cb = '=';
            if (rng.chance(o.forfeitRate)) {
                const bool whiteWins = rng.chance(0.5);
                cw = whiteWins ? '+' : '-';
                cb = whiteWins ? '-' : '+';
            } else if (!rng.chance(o.drawRate)) {
                const double expected
                    = 1.0 / (1.0 + std::pow(10.0, (bl.rating - w.rating) / 400.0));
                const bool whiteWins = rng.uniform() < expected;
                cw = whiteWins ? '1' : '0';
                cb = whiteWins ? '0' : '1';
            }
            w.rounds[r - 1] = entry(b.black, Colour::White, cw);
            bl.rounds[r - 1] = entry(b.white, Colour::Black, cb);
        }
        for (int i = 0; i < o.players; ++i) {
            while (t.players[i].rounds.size() < r) // not paired: cannot happen, but stay total
                t.players[i].rounds.append(entry(0, Colour::None, '-'));
            if (!withdrawn[i] && r >= joins[i] && r < o.rounds && rng.chance(o.withdrawRate))
                withdrawn[i] = true;
        }
    }
    for (Player &p : t.players) {
        Fixed sum;
        for (const RoundEntry &e : p.rounds)
            sum += t.scoring.points(e);
        p.declaredPoints = sum;
        p.hasDeclaredPoints = true;
    }
    t.declaredPlayers = o.players;
    return g;
}

} // namespace arb
