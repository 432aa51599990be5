// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/generator.h"

#include "pairing/dutch.h"
#include "pairing/swissteam.h"
#include "tiebreaks/fideratingtables.h"

#include <QCoreApplication>

#include <algorithm>

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

    //! Returns the candidates \a amount picks: each by chance for a rate, else \a count of them
    //! drawn without repetition (all when there are fewer). The order of \a candidates is kept.
    QList<int> pick(const QList<int> &candidates, const GeneratorAmount &amount, Random &rng)
    {
        QList<int> picked;
        if (amount.count >= 0) {
            QList<int> pool = candidates;
            const int n = std::min<int>(amount.count, pool.size());
            for (int i = 0; i < n; ++i)
                std::swap(pool[i], pool[i + rng.below(int(pool.size()) - i)]);
            picked = pool.mid(0, n);
            std::sort(picked.begin(), picked.end(),
                [&](int a, int b) { return candidates.indexOf(a) < candidates.indexOf(b); });
            return picked;
        }
        for (int c : candidates)
            if (rng.chance(amount.rate))
                picked.append(c);
        return picked;
    }

    QString amountText(const GeneratorAmount &a)
    {
        return a.count >= 0 ? QString::number(a.count) : QString::number(a.rate, 'g', 6);
    }

} // namespace

bool GeneratorSetting::isNone() const
{
    if (!everyRound.isNone())
        return false;
    return std::all_of(
        perRound.cbegin(), perRound.cend(), [](const GeneratorAmount &a) { return a.isNone(); });
}

QString GeneratorSetting::text() const
{
    QStringList parts;
    if (!everyRound.isNone() || perRound.isEmpty())
        parts << amountText(everyRound);
    for (auto it = perRound.cbegin(); it != perRound.cend(); ++it)
        parts << QStringLiteral("%1:%2").arg(it.key()).arg(amountText(it.value()));
    return parts.join(u',');
}

std::optional<GeneratorSetting> generatorSetting(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<GeneratorSetting> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    auto amount = [](QString v) -> std::optional<GeneratorAmount> {
        v = v.trimmed();
        bool ok = false;
        if (v.endsWith(u'%')) {
            const double p = v.chopped(1).toDouble(&ok);
            if (!ok || p < 0 || p > 100)
                return std::nullopt;
            return GeneratorAmount::ofRate(p / 100);
        }
        if (!v.contains(u'.')) {
            const int n = v.toInt(&ok);
            if (!ok || n < 0)
                return std::nullopt;
            return GeneratorAmount::ofCount(n);
        }
        const double r = v.toDouble(&ok);
        if (!ok || r < 0 || r > 1)
            return std::nullopt;
        return GeneratorAmount::ofRate(r);
    };
    GeneratorSetting s;
    const QStringList parts = text.split(u',');
    for (const QString &part : parts) {
        const int colon = int(part.indexOf(u':'));
        const std::optional<GeneratorAmount> a = amount(colon < 0 ? part : part.mid(colon + 1));
        if (!a)
            return fail(QCoreApplication::translate(
                "arb::Generator", "\"%1\" is not a count (3), a rate (0.05 or 5%) or ROUND:VALUE")
                            .arg(part.trimmed()));
        if (colon < 0) {
            s.everyRound = *a;
            continue;
        }
        bool ok = false;
        const int round = part.left(colon).trimmed().toInt(&ok);
        if (!ok || round < 1)
            return fail(
                QCoreApplication::translate("arb::Generator", "\"%1\" does not name a round")
                    .arg(part.left(colon).trimmed()));
        s.perRound.insert(round, *a);
    }
    return s;
}

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
    t.typeText = QStringLiteral("Individual: Swiss-System");
    t.systemText
        = o.baku ? QStringLiteral("FIDE_DUTCH_2026_BAKU") : QStringLiteral("FIDE_DUTCH_2026");
    t.declaredRounds = o.rounds;
    t.roundsRecord = QStringLiteral("XXR");
    t.tieBreaks = o.tieBreaks;
    recordInitialColour(t, o.initialColour == Colour::Black ? Colour::Black : Colour::White);
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
    const PairingOptions pairing {o.initialColour, false, {}};
    for (int r = 1; r <= toPair; ++r) {
        // Entries of the players who sit this round out, written before pairing it: absences
        // first, then the byes the players asked for (full, half, zero).
        QList<int> available;
        for (int i = 0; i < o.players; ++i) {
            Player &p = t.players[i];
            if (withdrawn[i] || r < joins[i])
                p.rounds.append(entry(0, Colour::None, r < joins[i] ? 'Z' : '-'));
            else
                available.append(i);
        }
        const std::pair<const GeneratorSetting *, char> byes[]
            = {{&o.fullByes, 'F'}, {&o.halfByes, 'H'}, {&o.zeroByes, 'Z'}};
        for (const auto &[setting, code] : byes) {
            for (int i : pick(available, setting->forRound(r), rng)) {
                t.players[i].rounds.append(entry(0, Colour::None, code));
                available.removeOne(i);
            }
        }
        const PairingResult pr = pairDutch(t, r, pairing);
        if (!pr.ok()) {
            g.error = pr.error;
            return g;
        }
        QList<int> games; // indexes into pr.boards of the games
        for (int b = 0; b < pr.boards.size(); ++b)
            if (pr.boards[b].black != 0)
                games.append(b);
        const QList<int> forfeited = pick(games, o.forfeits.forRound(r), rng);
        QList<int> rest = games;
        for (int b : forfeited)
            rest.removeOne(b);
        const QList<int> doubleForfeited = pick(rest, o.doubleForfeits.forRound(r), rng);
        for (int b = 0; b < pr.boards.size(); ++b) {
            const Board &board = pr.boards[b];
            Player &w = t.players[t.indexOf(board.white)];
            while (w.rounds.size() < r)
                w.rounds.append(RoundEntry());
            if (board.black == 0) {
                w.rounds[r - 1] = entry(0, Colour::None, 'U');
                continue;
            }
            Player &bl = t.players[t.indexOf(board.black)];
            while (bl.rounds.size() < r)
                bl.rounds.append(RoundEntry());
            char cw = '=', cb = '=';
            if (forfeited.contains(b)) {
                const bool whiteWins = rng.chance(0.5);
                cw = whiteWins ? '+' : '-';
                cb = whiteWins ? '-' : '+';
            } else if (doubleForfeited.contains(b)) {
                cw = cb = '-';
            } else {
                // FIDE's expected score of White (rating regulations 8.1.2); the draws take
                // at most what it leaves, so that White's expected score stays the table's.
                const double expected = expectedScoreHundredths(w.rating - bl.rating) / 100.0;
                const double draw = std::min(o.drawRate, 2 * std::min(expected, 1 - expected));
                const double u = rng.uniform();
                if (u < expected - draw / 2) {
                    cw = '1';
                    cb = '0';
                } else if (u >= expected + draw / 2) {
                    cw = '0';
                    cb = '1';
                }
            }
            w.rounds[r - 1] = entry(board.black, Colour::White, cw);
            bl.rounds[r - 1] = entry(board.white, Colour::Black, cb);
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

GeneratedTournament generateTeamTournament(const TeamGeneratorOptions &o)
{
    GeneratedTournament g;
    Tournament &t = g.tournament;
    Random rng(o.seed);
    t.name = QStringLiteral("Generated team Swiss %1").arg(o.seed);
    t.type = TournamentType::Swiss;
    t.typeText = QStringLiteral("Team Swiss");
    t.systemText = o.system;
    t.declaredRounds = o.rounds;
    t.tieBreaks = o.tieBreaks;
    t.teamData.has310 = true;
    t.otherRecords.append(
        {o.initialColour == Colour::Black ? QStringLiteral("152 B") : QStringLiteral("152 W")});
    for (int team = 1; team <= o.teams; ++team) {
        Team entry;
        entry.number = team;
        entry.name = QStringLiteral("Team %1").arg(team, 3, 10, QLatin1Char('0'));
        for (int board = 1; board <= o.boards; ++board) {
            Player p;
            p.startNo = (team - 1) * o.boards + board;
            p.name = QStringLiteral("Player %1").arg(p.startNo, 4, 10, QLatin1Char('0'));
            p.rating = std::max(1000, 2700 - 3 * (p.startNo - 1));
            t.players.append(p);
            entry.players.append(p.startNo);
        }
        t.teamData.teams.append(entry);
    }
    QList<int> all;
    for (int team = 1; team <= o.teams; ++team)
        all.append(team);
    for (int round = 1; round <= o.rounds; ++round) {
        // Requested byes before the round is paired: 240 records name the teams.
        const QList<int> half = pick(all, o.halfByes.forRound(round), rng);
        QList<int> rest;
        for (int team : all)
            if (!half.contains(team))
                rest.append(team);
        const QList<int> zero = pick(rest, o.zeroByes.forRound(round), rng);
        if (!half.isEmpty())
            t.byes.append({'H', round, half});
        if (!zero.isEmpty())
            t.byes.append({'Z', round, zero});
        const TeamPairingResult paired = pairSwissTeamRound(t, round);
        if (!paired.ok()) {
            g.error = QCoreApplication::translate("arb::Generator", "round %1: %2")
                          .arg(round)
                          .arg(paired.error);
            return g;
        }
        setTeamRound(t, round, paired.matches);
        QList<int> matches;
        for (int i = 0; i < paired.matches.size(); ++i)
            if (paired.matches[i].black != 0)
                matches.append(i);
        const QList<int> forfeited = pick(matches, o.forfeits.forRound(round), rng);
        for (int i : std::as_const(matches)) {
            const TeamMatch &m = paired.matches[i];
            const bool forfeit = forfeited.contains(i);
            const bool whiteLoses = forfeit && rng.below(2) == 1;
            for (int s : t.teamData.teams[t.teamData.indexOf(m.white)].players) {
                RoundEntry &w = t.players[t.indexOf(s)].rounds[round - 1];
                if (w.opponent <= 0)
                    continue;
                RoundEntry &b = t.players[t.indexOf(w.opponent)].rounds[round - 1];
                RoundEntry &white = w.colour == Colour::White ? w : b;
                RoundEntry &black = w.colour == Colour::White ? b : w;
                if (forfeit) {
                    w.code = whiteLoses ? '-' : '+';
                    b.code = whiteLoses ? '+' : '-';
                    continue;
                }
                const int whiteNo = w.colour == Colour::White ? s : w.opponent;
                const int blackNo = w.colour == Colour::White ? w.opponent : s;
                const double expected = expectedScoreHundredths(t.players[t.indexOf(whiteNo)].rating
                                            - t.players[t.indexOf(blackNo)].rating)
                    / 100.0;
                const double draw = std::min(o.drawRate, 2 * std::min(expected, 1 - expected));
                const double u = rng.uniform();
                const char code = u < expected - draw / 2 ? '1'
                    : u >= expected + draw / 2            ? '0'
                                                          : '=';
                white.code = code;
                black.code = code == '1' ? '0' : code == '0' ? '1' : '=';
            }
        }
    }
    return g;
}

} // namespace arb
