// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/players.h"

#include <cstdlib>

namespace arb::pairing {

void colourPreference(const QList<Colour> &colours, Colour *pref, PrefStrength *strength)
{
    *pref = Colour::None;
    *strength = PrefStrength::None;
    if (colours.isEmpty())
        return; // A.6.d: no game played yet
    int diff = 0;
    for (Colour c : colours)
        diff += c == Colour::White ? 1 : -1;
    const Colour last = colours.last();
    const bool lastTwoSame = colours.size() >= 2 && colours[colours.size() - 2] == last;
    if (diff < -1 || diff > 1 || lastTwoSame) { // A.6.a
        *strength = PrefStrength::Absolute;
        if (diff < -1)
            *pref = Colour::White;
        else if (diff > 1)
            *pref = Colour::Black;
        else
            *pref = opposite(last);
    } else if (diff != 0) { // A.6.b
        *strength = PrefStrength::Strong;
        *pref = diff < 0 ? Colour::White : Colour::Black;
    } else { // A.6.c
        *strength = PrefStrength::Mild;
        *pref = opposite(last);
    }
}

Colour allocateColour(const PlayerState &a, const PlayerState &b, bool aHigher, Colour initial)
{
    const Colour pa = a.preference;
    const Colour pb = b.preference;
    // E.1 (2025 5.2.1): both preferences can be granted.
    if (pa != Colour::None && pb != Colour::None && pa != pb)
        return pa;
    if (pa != Colour::None && pb == Colour::None)
        return pa;
    if (pa == Colour::None && pb != Colour::None)
        return opposite(pb);
    if (pa != Colour::None && pa == pb) {
        // E.2 (5.2.2): the stronger preference; two absolute ones: the wider colour difference.
        if (a.strength != b.strength)
            return a.strength > b.strength ? pa : opposite(pb);
        if (a.isAbsolute() && std::abs(a.colourDiff) != std::abs(b.colourDiff))
            return std::abs(a.colourDiff) > std::abs(b.colourDiff) ? pa : opposite(pb);
    }
    // E.3 (5.2.3): alternate from the latest round with different colours; unplayed rounds are
    // not in the histories, which is C.04.2 D.5's "moved to the front".
    for (qsizetype i = a.colours.size() - 1, j = b.colours.size() - 1; i >= 0 && j >= 0; --i, --j) {
        if (a.colours[i] != b.colours[j])
            return opposite(a.colours[i]);
    }
    // E.4 (5.2.4): the higher-ranked player's preference.
    const PlayerState &higher = aHigher ? a : b;
    if (higher.preference != Colour::None)
        return aHigher ? higher.preference : opposite(higher.preference);
    // E.5 (5.2.5): the initial colour for an odd pairing number, the other one for an even one.
    const Colour c = higher.pairingNo % 2 == 1 ? initial : opposite(initial);
    return aHigher ? c : opposite(c);
}

QList<PlayerState> playerStates(
    const Tournament &t, int round, const QList<QList<qint64>> &virtualPoints)
{
    const int n = int(t.players.size());
    const qint64 lossPoints = t.scoring.loss.raw();
    const qint64 winPoints = t.scoring.win.raw();
    QList<PlayerState> states(n);
    // Scores before each round k (index k-1), to tell floats (A.4.b, 2025 1.4.2).
    QList<QList<qint64>> before(n, QList<qint64>(round, 0));
    auto virtualIn = [&virtualPoints](int k, int i) -> qint64 { // round k + 1, player i
        return k < virtualPoints.size() && i < virtualPoints[k].size() ? virtualPoints[k][i] : 0;
    };
    for (int i = 0; i < n; ++i) {
        qint64 s = 0;
        for (int k = 0; k < round; ++k) {
            before[i][k] = s;
            if (k < t.players[i].rounds.size())
                s += t.scoring.points(t.players[i].rounds[k]).raw();
        }
    }
    for (int i = 0; i < n; ++i) {
        const Player &p = t.players[i];
        PlayerState &st = states[i];
        st.startNo = p.startNo;
        st.pairingNo = p.startNo;
        st.score = before[i][round - 1] + virtualIn(round - 1, i);
        QList<Float> floats(round, Float::None);
        for (int k = 0; k < round - 1; ++k) {
            const RoundEntry e = k < p.rounds.size() ? p.rounds[k] : RoundEntry();
            const RoundKind kind = e.kind();
            const qint64 pts = t.scoring.points(e).raw();
            if (kind == RoundKind::Played) {
                st.colours.append(e.colour);
                st.opponents.insert(e.opponent);
                const int oi = t.indexOf(e.opponent);
                const qint64 own = before[i][k] + virtualIn(k, i);
                const qint64 os = oi >= 0 ? before[oi][k] + virtualIn(k, oi) : own;
                if (own > os)
                    floats[k] = Float::Down;
                else if (own < os)
                    floats[k] = Float::Up;
            } else {
                ++st.unplayed;
                // 2025 1.4.3: only an unplayed round worth more than a loss is a downfloat.
                if (pts > lossPoints)
                    floats[k] = Float::Down;
                // C.04.1-2025 Art. 4: no PAB after a PAB or a round won without playing.
                if (kind == RoundKind::PairingBye || pts >= winPoints)
                    st.pabEligible = false;
            }
        }
        if (round >= 2)
            st.float1 = floats[round - 2];
        if (round >= 3)
            st.float2 = floats[round - 3];
        for (Colour c : st.colours)
            st.colourDiff += c == Colour::White ? 1 : -1;
        colourPreference(st.colours, &st.preference, &st.strength);
        // A.7 (2025 1.8): topscorers exist only when the last round is paired.
        if (round == t.plannedRounds() && round > 1)
            st.topscorer = 2 * before[i][round - 1] > qint64(round - 1) * winPoints;
    }
    return states;
}

} // namespace arb::pairing
