// SPDX-License-Identifier: GPL-3.0-or-later
// The rules kernel: the parts of C.07 that every tie-break engine applies the same way, for
// players and for teams (and, where they agree, for US Chess Rule 34): cuts and medians
// (Art. 14), adjusted scores and dummy opponents (Art. 16), direct encounter (Art. 6) and the
// rounding of averages. Small pure functions; the engines feed them their own rows.
#pragma once

#include "fixed.h"
#include "tournament.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace arb {

struct TieBreakSpec;

namespace rules {

    //! One element of a tie-break's sum that a modifier may cut (Art. 14) under Art. 16.5.
    struct Contribution
    {
        Fixed value; //!< what is added
        Fixed key; //!< what "least significant" is judged on (the opponent's score for SB)
        bool voluntary = false; //!< comes from a voluntary unplayed round (16.1.2)
        bool dummy = false; //!< a dummy opponent (16.4)
        bool cut = false; //!< removed by a modifier
        int round = -1; //!< 0-based round, -1 when not from one round
        int opp = -1; //!< the opponent's index, -1 for none or a dummy
    };

    //! Returns the sum of \a v after cutting (Art. 14.1-14.4): the \a low least significant
    //! elements (with \a vurRule, Art. 16.5: a voluntary unplayed round first when its value is
    //! at least the least significant one), then the \a high most significant. Marks the cut
    //! elements. When the cuts leave no element (BH/M2 after four rounds or fewer) the sum is 0,
    //! as FIDE's reference checker gives it: a sum of nothing, unlike an average of nothing
    //! (ARO), which is undefined.
    Fixed sumWithCuts(std::vector<Contribution> &v, int low, int high, bool vurRule);

    //! Returns round(num / den) with halves up (towards +infinity), for den > 0 (FIDE).
    qint64 roundedDivision(qint64 num, qint64 den);
    //! Returns round(num / den) with halves away from zero, for den > 0 (US Chess Rule 34).
    qint64 roundedDivisionAwayFromZero(qint64 num, qint64 den);
    //! Returns \a sum / \a count rounded to \a decimals digits, halves up, computed exactly.
    Fixed roundedAverage(Fixed sum, qint64 count, int decimals);

    //! Returns the rating a rating-based tie-break uses for a participant rated \a rating: the
    //! rating, or for unrated participants the /U rating of \a spec, else 0 (Art. 10).
    int tieBreakRating(int rating, const TieBreakSpec &spec);

    //! What the unplayed-rounds rules need to know about one round of a participant.
    struct RoundFacts
    {
        RoundKind kind = RoundKind::Absent;
        bool countsAsGame = false; //!< played, or a forfeit counted as played (/P, Art. 15.2)
        Fixed points; //!< the points the round gave
    };

    //! Returns the adjusted score of Art. 16.3: in Swiss events (\a swiss), requested byes followed
    //! only by voluntary unplayed rounds (16.2.5) count \a draw; every other round its points.
    //! \a roundAt(r) gives the RoundFacts of round r of \a rounds.
    template<typename RoundAt>
    Fixed adjustedScore(int rounds, bool swiss, Fixed draw, RoundAt &&roundAt)
    {
        int lastNonVoluntary = -1;
        for (int r = 0; r < rounds; ++r) {
            const RoundFacts f = roundAt(r);
            if (!(isVoluntaryUnplayed(f.kind) && !f.countsAsGame))
                lastNonVoluntary = r;
        }
        Fixed adjusted;
        for (int r = 0; r < rounds; ++r) {
            const RoundFacts f = roundAt(r);
            adjusted += swiss && r > lastNonVoluntary && isRequestedBye(f.kind) ? draw : f.points;
        }
        return adjusted;
    }

    //! What opponent-score tie-breaks (BH, SB, ESB) need to know about one round.
    struct OpponentRound
    {
        RoundKind kind = RoundKind::Absent;
        bool countsAsGame = false; //!< counts as a game against opponent
        int opponent = -1;
        Fixed ownPoints; //!< what the participant scored, the SB weight
    };

    //! Appends one contribution per round to \a v: a game counts its opponent's adjusted score
    //! \a opponentScore(opponent) (Art. 16.3); in Swiss events (\a swiss) an unplayed round counts
    //! a dummy opponent with the participant's own score \a ownScore (16.4); round robins skip
    //! it. With \a weighted (Sonneborn-Berger) the value is the score times the own points.
    //! With \a dummyCap (the 2026 edition) the dummy scores at most the scheduled opponent's
    //! adjusted score in a forfeited round (16.4.1) and at most \a dummyCap (the points of a
    //! draw times the number of rounds) in every other unplayed round (16.4.2).
    template<typename RoundAt, typename OpponentScore>
    void appendOpponentContributions(std::vector<Contribution> &v, int rounds, bool swiss,
        Fixed ownScore, bool weighted, RoundAt &&roundAt, OpponentScore &&opponentScore,
        std::optional<Fixed> dummyCap = std::nullopt)
    {
        for (int r = 0; r < rounds; ++r) {
            const OpponentRound c = roundAt(r);
            Contribution k;
            k.round = r;
            if (c.countsAsGame) {
                k.key = opponentScore(c.opponent);
                k.opp = c.opponent;
            } else if (swiss) {
                k.key = ownScore;
                if (dummyCap)
                    k.key = std::min(
                        ownScore, c.opponent >= 0 ? opponentScore(c.opponent) : *dummyCap);
                k.voluntary = isVoluntaryUnplayed(c.kind);
                k.dummy = true;
            } else {
                continue;
            }
            k.value = weighted ? k.key * c.ownPoints : k.key;
            v.push_back(k);
        }
    }

    //! The separate standings of the games between the members of a tied group (Art. 6).
    struct Encounters
    {
        std::vector<Fixed> score; //!< each member's score against the others (6.1.2)
        std::vector<int> missing; //!< how many of the others each member has not met
        bool allMet = true;
    };

    //! Returns the encounters of \a size members: \a between(x, y) gives the points x scored
    //! against y and the number of their games; repeated encounters are averaged (6.1.2).
    template<typename Between> Encounters encounters(int size, Between &&between)
    {
        Encounters e;
        e.score.assign(size, Fixed());
        e.missing.assign(size, 0);
        for (int x = 0; x < size; ++x) {
            for (int y = 0; y < size; ++y) {
                if (x == y)
                    continue;
                const auto [points, games] = between(x, y);
                if (games == 0) {
                    e.allMet = false;
                    ++e.missing[x];
                } else {
                    e.score[x] += Fixed::average(points, games);
                }
            }
        }
        return e;
    }

    //! Returns the Direct Encounter separation (Art. 6) of one group, as blocks of positions
    //! 0..s-1 in rank order. When all met, the separate standings of 6.2 decide (equal scores
    //! share a block); otherwise, when \a partialAllowed (Swiss, 6.3), whoever stays alone at
    //! the top whatever the missing games give (\a win each) is ranked first, then the next, and
    //! the rest stays one block. One block means "not separated"; the caller separates
    //! multi-member blocks again (6.2).
    std::vector<std::vector<int>> encounterBlocks(
        const Encounters &encounters, bool partialAllowed, Fixed win);

    //! Returns the positions (1 best) of \a size members from ordered \a blocks of their local
    //! indexes; all 0 when there are fewer than two blocks (not separated).
    std::vector<int> positionsOfBlocks(const std::vector<std::vector<int>> &blocks, int size);

} // namespace rules

} // namespace arb
