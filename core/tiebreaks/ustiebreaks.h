// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiebreaks/standings.h"
#include "tournament.h"

#include <QList>

#include <vector>

namespace arb {

//! The US Chess tie-breaks (Rules of Chess, 7th ed., Rule 34) computed on one tournament.
//!
//! US Chess handles unplayed games differently from FIDE C.07 Art. 16 (Rule 34E1):
//! - an opponent's unplayed games (byes, forfeits won or lost, rounds missed or not played
//!   after a withdrawal) count half a point each in the opponent's *adjusted* score, which is
//!   used only for the tie-breaks of others;
//! - the player's own unplayed rounds, forfeit wins included, count as opponents with an
//!   adjusted score of 0.
//! Only games played over the board count as games ("met over the board").
class UsTieBreaks
{
public:
    //! Builds the tables for the first \a rounds rounds of \a t.
    UsTieBreaks(const Tournament &t, int rounds);

    //! Returns the value of the US tie-break \a spec for the participant at index \a i
    //! (not for RBTP, which is positional: see resultBetweenTied()).
    TieBreakValue value(const TieBreakSpec &spec, int i) const;
    //! Returns the adjusted score of 34E1: points of games played, half a point per unplayed round.
    Fixed adjustedScore(int i) const { return m_adjusted[i]; }
    //! Returns the Cumulative tie-break of 34E3 (running scores summed, unplayed points taken off).
    Fixed cumulative(int i) const { return m_cumulative[i]; }
    //! Returns, for each member of \a group (indexes into Tournament::players), its position
    //! (1 best) by plus/minus in the games between them (34E5), or 0 for all when they have not
    //! all met each other or the plus/minus does not separate anyone.
    std::vector<int> resultBetweenTied(const std::vector<int> &group) const;

    //! Returns true for the tie-breaks computed by this class.
    static bool isUsTieBreak(TieBreakId id);

private:
    struct Cell
    {
        int opp = -1; //!< opponent's index when the game was played over the board, else -1
        RoundKind kind = RoundKind::Absent;
        Colour colour = Colour::None;
        int outcome = -1;
        Fixed pts;
    };
    const Cell &cell(int i, int r) const { return m_cells[size_t(i) * m_rounds + r]; }
    std::vector<Fixed> opponentScores(int i) const;
    Fixed median(int i, bool modified) const;
    int ratingOf(int i, const TieBreakSpec &spec) const;
    //! Returns the linear US performance (opponents' ratings + 400 x (wins - losses)) / games.
    std::optional<qint64> performance(int i, const TieBreakSpec &spec) const;

    const Tournament &m_t;
    int m_n = 0;
    int m_rounds = 0;
    ScoringSystem m_scoring;
    std::vector<Cell> m_cells;
    std::vector<Fixed> m_score;
    std::vector<Fixed> m_adjusted;
    std::vector<Fixed> m_cumulative;
};

//! Returns true when \a t is a US Chess event (federation record 032 is "USA" or "USCF").
bool isUsChessEvent(const Tournament &t);
//! Returns the US Chess default order of Rule 34E: MM SOLK CUM OCUM.
QList<TieBreakSpec> usChessDefaultTieBreaks();

} // namespace arb
