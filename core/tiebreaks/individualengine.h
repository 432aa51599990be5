// SPDX-License-Identifier: GPL-3.0-or-later
// The individual tie-break engine: a tournament after some rounds, resolved into one cell per
// player and round, with the score models of Art. 16 and the caches the article functions of
// individualtiebreaks.cpp share. Internal to core (used by standings.cpp and the registry).
#pragma once

#include "players/ratingperiods.h"
#include "tiebreaks/rules.h"
#include "tiebreaks/standings.h"
#include "tiebreaks/ustiebreaks.h"

#include <optional>
#include <vector>

namespace arb {

class IndividualEngine
{
public:
    //! One round of one participant, resolved for the engine.
    struct Cell
    {
        int opp = -1; //!< opponent's index, -1 when none
        RoundKind kind = RoundKind::Absent;
        Colour colour = Colour::None;
        qint8 outcome = -1; //!< 1 win, 0 draw, -1 loss
        Fixed pts;
    };

    //! \a edition: the event's edition of C.07 (a tie-break's /V overrides it).
    IndividualEngine(
        const Tournament &t, int rounds, RulesVersion edition = RulesVersion::Fide2024);

    int size() const { return m_n; }
    int rounds() const { return m_rounds; }
    const Tournament &tournament() const { return m_t; }
    const ScoringSystem &scoring() const { return m_scoring; }
    const Cell &cell(int i, int r) const { return m_cells[size_t(i) * m_rounds + r]; }
    Fixed score(int i) const { return m_score[i]; }
    bool isSwiss() const { return m_swiss; }
    bool hasUnrated() const { return m_hasUnrated; }
    RulesVersion edition() const { return m_edition; }
    //! Returns the edition \a spec is computed under in this event.
    RulesVersion editionOf(const TieBreakSpec &spec) const { return spec.editionIn(m_edition); }

    //! Returns true when round r of i counts as a game against its opponent.
    bool countsAsGame(const Cell &c, bool forfeitsAsPlayed) const
    {
        if (c.opp < 0)
            return false;
        if (c.kind == RoundKind::Played)
            return true;
        // Forfeits: /P, or round robins (Art. 15.2: pre-determined pairings).
        return (forfeitsAsPlayed || !m_swiss)
            && (c.kind == RoundKind::ForfeitWin || c.kind == RoundKind::ForfeitLoss);
    }

    //! Returns the value of \a spec for participant \a i with the registry's function; positional
    //! tie-breaks give a defined 0, team-only ones an undefined value.
    TieBreakValue value(const TieBreakSpec &spec, int i);
    //! Returns the DE positions (Art. 6) of the members of a tied group.
    std::vector<int> directEncounter(
        const std::vector<int> &group, bool forfeitsAsPlayed, bool allMetOnly = false) const;
    //! Returns the US Chess tie-breaks (Rule 34) of this tournament, built on first use.
    const UsTieBreaks &us()
    {
        if (!m_us)
            m_us.emplace(m_t, m_rounds);
        return *m_us;
    }

    //! Returns the external tie-break values the event records (EXT), by start number, read on
    //! first use.
    const QHash<int, Fixed> &externalValues()
    {
        if (!m_external)
            m_external = externalTieBreakValues(m_t);
        return *m_external;
    }

    //! Makes value() record the elements of its sums (for explanations).
    void setTrace(std::vector<rules::Contribution> *trace) { m_trace = trace; }
    //! Records one element of a sum when tracing.
    void trace(const rules::Contribution &c)
    {
        if (m_trace)
            m_trace->push_back(c);
    }
    //! Records all the elements of a sum when tracing.
    void traceAll(const std::vector<rules::Contribution> &v)
    {
        if (m_trace)
            *m_trace = v;
    }
    //! Returns i's score as opponents see it (Art. 16.3). One adjusted score per participant:
    //! a forfeit loss stays a voluntary unplayed round (16.1.2) whatever the modifier.
    Fixed adjustedScore(int i) { return model().adjusted[i]; }

    //! Returns i's opponents' adjusted scores (weighted by i's points for SB), with dummy
    //! opponents for unplayed rounds (16.4, capped in the 2026 \a edition); \a fore: as if the
    //! final round were drawn (8.3).
    std::vector<rules::Contribution> opponentContributions(
        int i, bool sb, bool forfeitsAsPlayed, bool fore, RulesVersion edition);
    //! Returns i's plain Buchholz (cached; for AOB).
    Fixed buchholz(int i, bool forfeitsAsPlayed, RulesVersion edition);
    //! Returns the rating of i for rating-based tie-breaks (Art. 10, /U): the one he started
    //! with, or in an event over 30 days that says so, the one valid in \a round (0-based; an
    //! opponent's in the round of the game) or his latest (\a round -1).
    int ratingOf(int i, const TieBreakSpec &spec, int round = -1) const;
    //! Returns which of a player's ratings the rating-based tie-breaks take.
    TieBreakRatings tieBreakRatings() const { return m_tieBreakRatings; }
    //! Returns i's Tournament Performance Rating (10.2), nothing without played games.
    std::optional<int> tpr(int i, const TieBreakSpec &spec) const;
    //! Returns i's Perfect Tournament Performance (10.3), nothing without played games.
    std::optional<int> ptp(int i, const TieBreakSpec &spec) const;

private:
    struct ScoreModel
    {
        std::vector<Cell> foreCells; //!< the cells for Fore Buchholz; empty for the real ones
        std::vector<Fixed> own; //!< final scores
        std::vector<Fixed> adjusted; //!< scores as seen by opponents (16.3)
    };
    const ScoreModel &model();
    const ScoreModel &foreModel();
    ScoreModel buildModel(const std::vector<Cell> &cells) const;

    std::optional<QHash<int, Fixed>> m_external;
    const Tournament &m_t;
    int m_n = 0;
    int m_rounds = 0;
    bool m_swiss = true;
    bool m_hasUnrated = false;
    TieBreakRatings m_tieBreakRatings = TieBreakRatings::First;
    //! In an event that rates by round: each player's rating in each round, then his latest.
    std::vector<int> m_roundRatings;
    RulesVersion m_edition = RulesVersion::Fide2024;
    ScoringSystem m_scoring;
    std::vector<Cell> m_cells;
    std::vector<Fixed> m_score;
    std::optional<ScoreModel> m_model;
    std::optional<ScoreModel> m_foreModel;
    std::vector<std::optional<Fixed>> m_bhCache[2][2]; //!< [forfeitsAsPlayed][edition]
    std::vector<rules::Contribution> *m_trace = nullptr;
    std::optional<UsTieBreaks> m_us;
};

} // namespace arb
