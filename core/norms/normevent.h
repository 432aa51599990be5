// SPDX-License-Identifier: GPL-3.0-or-later
// What the FIDE Title Regulations (B.01) take from the whole event rather than from one player's
// games: the exemptions from the federation requirements (1.4.3a-d), and, before the last round,
// which norms a player can still make and what he needs for them.
#pragma once

#include "norms/titlenorms.h"

#include <QHash>

namespace arb {

//! The exemptions from the federation requirements (1.4.3, 1.4.4) the arbiter states for the
//! event; 1.4.3d is not stated but computed (SwissExemption).
enum class FederationExemption : quint8 {
    None,
    NationalChampionship, //!< 1.4.3a: the final of a national (open or women's) championship
    NationalTeamChampionship, //!< 1.4.3b: a national team championship
    ZonalTournament, //!< 1.4.3c: a zonal or sub-zonal tournament
};

//! Returns "1.4.3a", "1.4.3b", "1.4.3c", or an empty text for None.
QString federationExemptionArticle(FederationExemption e);
//! Returns what the exemption is for, in the user's language.
QString federationExemptionName(FederationExemption e);
//! Returns the record that states the exemption in the event, "### Norm exemption: 1.4.3a",
//! an empty text for None. Its words stay English whatever the user's language.
QString federationExemptionRecord(FederationExemption e);
//! The start of every such record, to replace it.
QString federationExemptionRecordPrefix();
//! Returns the exemption \a t states, None when it states none.
FederationExemption recordedFederationExemption(const Tournament &t);

//! 1.4.3d: a Swiss event where, in every round, at least 20 FIDE-rated players not of the host
//! federation, of at least 3 federations, at least 10 of them GM, IM, WGM or WIM, took part;
//! counting only the players who missed at most one round (a pairing-allocated bye is no round
//! missed). The figures are the lowest of any round.
struct SwissExemption
{
    bool applies = false; //!< a Swiss event with a host federation and a round played
    bool met = false;
    int rounds = 0; //!< the rounds looked at
    int foreignRated = 0;
    int foreignRatedRound = 0; //!< the round with the fewest
    int federations = 0;
    int federationsRound = 0;
    int titled = 0;
    int titledRound = 0;
    //! The figures and the verdict in one sentence, in the user's language.
    QString explanation() const;
};

//! Returns the figures of 1.4.3d for the rounds 1 to \a afterRound of \a t (0: every round).
SwissExemption swissFederationExemption(const Tournament &t, int afterRound = 0);

//! A player as a possible opponent in the rounds not paired yet.
struct NormCandidate
{
    int startNo = 0;
    int rating = 0;
    int titleRank = 0; //!< 4 GM, 3 IM, 2 WGM, 1 WIM, 0 another title or none
    bool titled = false; //!< a title 1.4.5 counts (CM and WCM are not)
    int federation = -1; //!< the index of the federation in NormEvent::federations; -1 none, FID
    bool leaves = false; //!< withdrawn or expelled
};

//! What a player's norms take from the event, worked out once for all players.
struct NormEvent
{
    FederationExemption stated = FederationExemption::None;
    SwissExemption swiss;
    QString host; //!< the host federation (TRF 032), upper case
    QList<NormCandidate> field; //!< every player, in the order of the event
    QHash<QString, int> federations; //!< the federations of the field (upper case), numbered
    int plannedRounds = 0; //!< Tournament::plannedRounds()
    int lastRoundWithResults = 0; //!< Tournament::roundCount(): the last round with a result
};

//! Returns the event's part of the norms of \a t after \a afterRound (0: every round).
NormEvent normEvent(const Tournament &t, int afterRound = 0);

//! normInput() and playerNorms() with the event's part worked out once (titlenorms.h).
NormInput normInput(const Tournament &t, int startNo, int afterRound, const NormEvent &event);
QList<NormResult> playerNorms(
    const Tournament &t, int startNo, int afterRound, const NormEvent &event);

//! Returns the exemption a player of \a federation may use in \a event: 1.4.3a and b only for
//! players of the host federation, c for everyone, d when the event meets it; an empty text
//! when none.
QString exemptionFor(const NormEvent &event, const QString &federation);

//! One norm of one player after a round: made, still possible, or out of reach.
struct NormProspect
{
    NormTitle title = NormTitle::GM;
    bool made = false;
    bool possible = false; //!< not made yet, and within reach
    int roundsLeft = 0; //!< the rounds the player can still play
    int roundsNeeded = 0; //!< the fewest of them that can make the norm (1.4.1e)
    Fixed needed; //!< the points needed from those rounds
    int ra = 0; //!< the average rating then, with the opponents assumed
    //! The opponents of those rounds: the ones paired, then, for the rounds not paired yet, the
    //! players not met who help the norm most (the norm's title, a title, another federation,
    //! the rating), best case.
    QList<int> opponents;
    QList<int> rounds; //!< the rounds of those opponents
    int assumed = 0; //!< of them, the ones assumed for rounds not paired yet
    QStringList missed; //!< when out of reach: what cannot be met even in the best case
};

//! Returns, for each norm of the player \a startNo (GM and IM; WGM and WIM for a woman), whether
//! he made it after \a afterRound, and if not whether he can still make it in the rounds after
//! it and with how many points. A forecast: the rounds not paired yet are assumed against the
//! opponents that help the norm most, and games left out by 1.4.1f are not considered.
QList<NormProspect> normProspects(
    const Tournament &t, int startNo, int afterRound, const NormEvent &event);

//! Returns the prospects in a few words for a column: "GM" for a norm made, "IM?" for one still
//! possible, comma-separated; empty when none.
QString normProspectsText(const QList<NormProspect> &prospects);

//! Returns the prospect of one norm in one sentence, in the user's language.
QString normProspectSentence(const NormProspect &prospect);

} // namespace arb
