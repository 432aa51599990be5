// SPDX-License-Identifier: GPL-3.0-or-later
// The team tie-break engine: a team event after some rounds (TeamResults), with the scores of
// Art. 16 and the caches the article functions of teamtiebreaks.cpp share. Internal to core
// (used by teamstandings.cpp and the registry).
#pragma once

#include "teams/teamresults.h"
#include "tiebreaks/rules.h"
#include "tiebreaks/standings.h"

#include <memory>
#include <optional>
#include <vector>

namespace arb {

class TeamEngine
{
public:
    //! A point type: match points or game points (Art. 11.1).
    enum class Pt : quint8 { MP, GP };

    //! \a edition: the event's edition of C.07 (a tie-break's /V overrides it).
    TeamEngine(const Tournament &t, const TeamScoring &scoring, TeamResults results, bool gpPrimary,
        RulesVersion edition = RulesVersion::Fide2024);

    int size() const { return m_n; }
    int rounds() const { return m_res.rounds; }
    const TeamResults &results() const { return m_res; }
    const TeamScoring &scoring() const { return m_scoring; }
    Pt primary() const { return m_primary; }
    Pt secondary() const { return m_primary == Pt::MP ? Pt::GP : Pt::MP; }
    Fixed score(int i, Pt p) const { return p == Pt::MP ? m_mp[i] : m_gp[i]; }
    Fixed primaryScore(int i) const { return score(i, m_primary); }
    bool isSwiss() const { return !m_res.roundRobin; }
    //! Returns the edition \a spec is computed under in this event.
    RulesVersion editionOf(const TieBreakSpec &spec) const { return spec.editionIn(m_edition); }
    const TeamRound &cell(int i, int r) const { return m_res.at(i, r); }
    static Fixed points(const TeamRound &c, Pt p)
    {
        return p == Pt::MP ? c.matchPoints : c.gamePoints;
    }
    //! Returns the points of a won match in \a p (for game points: a win on every board).
    Fixed winValue(Pt p) const
    {
        return p == Pt::MP ? m_scoring.win : m_t.scoring.win * m_res.boards;
    }
    Fixed drawValue(Pt p) const
    {
        return p == Pt::MP ? m_scoring.draw : m_t.scoring.draw * m_res.boards;
    }

    //! Returns the value of a non-positional tie-break for team i with the registry's function;
    //! undefined for those without a team function.
    TieBreakValue value(const TieBreakSpec &spec, int i);
    //! Returns the positions (1 best, 0 = not separated) of a tied group for EDE, DE, TBR, BBE.
    std::vector<int> positions(const TieBreakSpec &spec, const std::vector<int> &group) const;
    int ssscDivisor() const;
    int ssscDivisorSetting() const { return m_ssscDivisor; }
    void setSsscDivisor(int divisor) { m_ssscDivisor = divisor; }
    void setEdeKnockout(const QList<TieBreakId> &ids) { m_edeKnockout = ids; }

    //! Returns the point type a spec names (:MP, :GP), else the primary score (Art. 13).
    Pt typeOf(const TieBreakSpec &spec) const;
    //! Returns i's opponents' adjusted \a oppType scores (16.3), with dummy opponents (16.4,
    //! capped in the 2026 \a edition) in Swiss events; weighted by i's own \a ownType points
    //! when given (SB, ESB).
    std::vector<rules::Contribution> contributions(
        int i, Pt oppType, std::optional<Pt> ownType, bool forfeitsAsPlayed, RulesVersion edition);
    //! Returns i's plain Buchholz on \a p.
    Fixed buchholz(int i, Pt p, bool forfeitsAsPlayed, RulesVersion edition);
    //! Returns the Board Count of 12.1: board number x game points on that board.
    Fixed boardCount(int i) const;
    //! Returns the engine of the same event with every paired match of the final round drawn
    //! (Fore Buchholz, 8.3), built on first use.
    TeamEngine &fore();

private:
    bool countsAsGame(const TeamRound &c, bool forfeitsAsPlayed) const
    {
        if (c.opponent < 0)
            return false;
        if (c.kind == RoundKind::Played)
            return true;
        return (forfeitsAsPlayed || !isSwiss())
            && (c.kind == RoundKind::ForfeitWin || c.kind == RoundKind::ForfeitLoss);
    }
    const std::vector<Fixed> &adjusted(Pt p);
    //! The knock-out tie-breaks (Art. 12) EDE applies to exactly two teams still tied (13.3.2).
    struct Knockout
    {
        QList<TieBreakId> steps;
        //! true: on the games of the two teams' direct encounter (the named chains of 2026);
        //! false: on all their games, and only when their MP and GP are equal (--ede-knockout).
        bool onEncounter = false;
    };
    using BoardTotals = std::vector<std::vector<Fixed>>; //!< [team][board]
    std::vector<std::vector<int>> encounterBlocks(const std::vector<int> &set,
        const std::vector<Pt> &types, bool P, const Knockout *knockout = nullptr) const;
    std::vector<std::vector<int>> knockoutBlocks(
        const std::vector<int> &pair, bool P, const Knockout &knockout) const;
    std::vector<std::vector<int>> boardBlocks(
        const std::vector<int> &set, bool bottom, int step, const BoardTotals &totals) const;

    const Tournament &m_t;
    TeamScoring m_scoring;
    TeamResults m_res;
    int m_n = 0;
    Pt m_primary = Pt::MP;
    RulesVersion m_edition = RulesVersion::Fide2024;
    int m_ssscDivisor = 0;
    QList<TieBreakId> m_edeKnockout;
    std::vector<Fixed> m_mp, m_gp;
    std::vector<std::vector<Fixed>> m_boardTotals; //!< [team][board]
    std::optional<std::vector<Fixed>> m_adjusted[2]; //!< [Pt]
    std::unique_ptr<TeamEngine> m_fore; //!< the event with the last round drawn (Fore Buchholz)
};

} // namespace arb
