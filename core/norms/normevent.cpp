// SPDX-License-Identifier: GPL-3.0-or-later
#include "norms/normevent.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TitleNorms)
    };

    const QString recordPrefix = QStringLiteral("### Norm exemption: ");

    //! Took part in the round: played (or paired, the result to come), won by forfeit, or given
    //! the pairing-allocated bye. Any other round is a round missed (1.4.3d).
    bool tookPart(const RoundEntry &e)
    {
        if (e.opponent > 0 && e.code == ' ')
            return true;
        const RoundKind k = e.kind();
        return k == RoundKind::Played || k == RoundKind::ForfeitWin || k == RoundKind::PairingBye;
    }

    QString roundsText(const QList<int> &rounds)
    {
        if (rounds.size() == 1)
            return Text::tr("round %1").arg(rounds.first());
        return Text::tr("rounds %1 to %2").arg(rounds.first()).arg(rounds.last());
    }

    QList<int> played(const QList<QPair<int, int>> &upcoming, qsizetype count)
    {
        QList<int> rounds;
        for (qsizetype j = 0; j < count && j < upcoming.size(); ++j)
            rounds << upcoming[j].first;
        return rounds;
    }

} // namespace

QString federationExemptionArticle(FederationExemption e)
{
    switch (e) {
    case FederationExemption::None:
        break;
    case FederationExemption::NationalChampionship:
        return QStringLiteral("1.4.3a");
    case FederationExemption::NationalTeamChampionship:
        return QStringLiteral("1.4.3b");
    case FederationExemption::ZonalTournament:
        return QStringLiteral("1.4.3c");
    }
    return QString();
}

QString federationExemptionName(FederationExemption e)
{
    switch (e) {
    case FederationExemption::None:
        return Text::tr("none: the federation requirements apply");
    case FederationExemption::NationalChampionship:
        return Text::tr("final of a national championship (1.4.3a)");
    case FederationExemption::NationalTeamChampionship:
        return Text::tr("national team championship (1.4.3b)");
    case FederationExemption::ZonalTournament:
        return Text::tr("zonal or sub-zonal tournament (1.4.3c)");
    }
    return QString();
}

QString federationExemptionRecord(FederationExemption e)
{
    const QString article = federationExemptionArticle(e);
    return article.isEmpty() ? QString() : recordPrefix + article;
}

QString federationExemptionRecordPrefix()
{
    return recordPrefix;
}

FederationExemption recordedFederationExemption(const Tournament &t)
{
    FederationExemption found = FederationExemption::None;
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(recordPrefix))
            continue;
        const QString article = r.line.mid(recordPrefix.size()).trimmed();
        for (FederationExemption e : {FederationExemption::NationalChampionship,
                 FederationExemption::NationalTeamChampionship,
                 FederationExemption::ZonalTournament})
            if (article == federationExemptionArticle(e))
                found = e;
    }
    return found;
}

QString SwissExemption::explanation() const
{
    if (!applies)
        return Text::tr("1.4.3d: for a Swiss event with its host federation given and a round "
                        "played");
    const QString figures
        = Text::tr("at least %1 rated players not of the host federation (round %2, at least "
                   "20), of %3 federations (round %4, at least 3), %5 of them GM, IM, WGM or WIM "
                   "(round %6, at least 10) in every round")
              .arg(foreignRated)
              .arg(foreignRatedRound)
              .arg(federations)
              .arg(federationsRound)
              .arg(titled)
              .arg(titledRound);
    return met ? Text::tr("1.4.3d met: %1").arg(figures)
               : Text::tr("1.4.3d not met: %1").arg(figures);
}

SwissExemption swissFederationExemption(const Tournament &t, int afterRound)
{
    SwissExemption d;
    const QString host = t.federation.trimmed().toUpper();
    const int last = afterRound > 0 ? std::min(afterRound, t.roundCount()) : t.roundCount();
    if (t.isRoundRobin() || host.isEmpty() || last <= 0)
        return d;
    d.applies = true;
    d.rounds = last;
    // The players counted: rated, not of the host federation, at most one round missed.
    QList<const Player *> counted;
    for (const Player &p : t.players) {
        if (!p.isRated() || p.federation.trimmed().toUpper() == host)
            continue;
        int missed = 0;
        for (int r = 0; r < last; ++r)
            if (r >= p.rounds.size() || !tookPart(p.rounds[r]))
                ++missed;
        if (missed <= 1)
            counted << &p;
    }
    bool first = true;
    for (int r = 0; r < last; ++r) {
        int players = 0;
        int titled = 0;
        QSet<QString> federations;
        for (const Player *p : std::as_const(counted)) {
            if (r >= p->rounds.size() || !tookPart(p->rounds[r]))
                continue;
            ++players;
            if (isNormFederation(p->federation))
                federations.insert(p->federation.trimmed().toUpper());
            if (normLevelTitles(NormTitle::WIM).contains(normTitleCode(p->title)))
                ++titled;
        }
        auto lowest = [&](int value, int &figure, int &round) {
            if (first || value < figure) {
                figure = value;
                round = r + 1;
            }
        };
        lowest(players, d.foreignRated, d.foreignRatedRound);
        lowest(int(federations.size()), d.federations, d.federationsRound);
        lowest(titled, d.titled, d.titledRound);
        first = false;
    }
    d.met = d.foreignRated >= 20 && d.federations >= 3 && d.titled >= 10;
    return d;
}

NormEvent normEvent(const Tournament &t, int afterRound)
{
    NormEvent e;
    e.stated = recordedFederationExemption(t);
    e.swiss = swissFederationExemption(t, afterRound);
    e.host = t.federation.trimmed().toUpper();
    e.plannedRounds = t.plannedRounds();
    e.lastRoundWithResults = t.roundCount();
    const QHash<int, int> withdrawn = recordedWithdrawals(t);
    const QHash<int, int> expelled = recordedExpulsions(t);
    e.field.reserve(t.players.size());
    for (const Player &p : t.players) {
        NormCandidate c;
        c.startNo = p.startNo;
        c.rating = p.rating;
        const QString title = normTitleCode(p.title);
        static const QStringList ranks {QStringLiteral("WIM"), QStringLiteral("WGM"),
            QStringLiteral("IM"), QStringLiteral("GM")};
        c.titleRank = int(ranks.indexOf(title)) + 1;
        c.titled = !title.isEmpty() && title != u"CM" && title != u"WCM";
        const QString federation = p.federation.trimmed().toUpper();
        if (isNormFederation(federation)) {
            auto it = e.federations.find(federation);
            if (it == e.federations.end())
                it = e.federations.insert(federation, int(e.federations.size()));
            c.federation = it.value();
        }
        c.leaves = withdrawn.contains(p.startNo) || expelled.contains(p.startNo);
        e.field << c;
    }
    return e;
}

QString exemptionFor(const NormEvent &event, const QString &federation)
{
    const bool ofHost = !event.host.isEmpty() && federation.trimmed().toUpper() == event.host;
    switch (event.stated) {
    case FederationExemption::NationalChampionship:
    case FederationExemption::NationalTeamChampionship:
        if (ofHost)
            return federationExemptionArticle(event.stated);
        break;
    case FederationExemption::ZonalTournament:
        return federationExemptionArticle(event.stated);
    case FederationExemption::None:
        break;
    }
    return event.swiss.met ? QStringLiteral("1.4.3d") : QString();
}

QList<NormProspect> normProspects(
    const Tournament &t, int startNo, int afterRound, const NormEvent &event)
{
    QList<NormProspect> out;
    const int index = t.indexOf(startNo);
    if (index < 0)
        return out;
    const Player &p = t.players[index];
    const int base = afterRound > 0 ? afterRound : event.lastRoundWithResults;
    NormInput in = normInput(t, startNo, base, event);
    Fixed score;
    for (const NormGame &g : std::as_const(in.games))
        score += g.score;

    // The rounds left: a paired one has its opponent, one not paired yet gets the best one
    // assumed (0 here); the requested byes, and the rounds after a withdrawal, have no game.
    const QHash<int, int> withdrawn = recordedWithdrawals(t);
    const QHash<int, int> expelled = recordedExpulsions(t);
    const int leaves
        = std::min(withdrawn.value(startNo, INT_MAX), expelled.value(startNo, INT_MAX));
    QSet<int> met;
    for (const RoundEntry &e : p.rounds)
        if (e.opponent > 0)
            met.insert(e.opponent);
    QList<QPair<int, int>> upcoming; // round, opponent (0: not paired yet)
    // A game of the rounds judged still without its result comes first.
    // An opponent the event does not hold is no game (a file read in spite of it).
    auto known = [&t](int opponent) { return opponent > 0 && t.indexOf(opponent) >= 0; };
    for (int r = 1; r <= std::min<int>(base, int(p.rounds.size())); ++r)
        if (known(p.rounds[r - 1].opponent) && p.rounds[r - 1].code == ' ')
            upcoming.append({r, p.rounds[r - 1].opponent});
    const int planned = event.plannedRounds;
    for (int r = base + 1; r <= planned && r < leaves; ++r) {
        bool announcedBye = false;
        for (const ByeRecord &b : t.byes)
            if (b.round == r && b.players.contains(startNo))
                announcedBye = true;
        if (r - 1 < p.rounds.size()) {
            const RoundEntry &e = p.rounds[r - 1];
            if (known(e.opponent) && (e.code == ' ' || e.kind() == RoundKind::Played)) {
                upcoming.append({r, e.opponent});
                continue;
            }
            if (e.code != ' ' || e.opponent > 0) {
                if (e.kind() == RoundKind::PairingBye || e.kind() == RoundKind::ForfeitWin)
                    ++in.unplayedWins;
                continue;
            }
        }
        if (!announcedBye)
            upcoming.append({r, 0});
    }

    // The players who may still be met, for the rounds not paired yet.
    QList<const NormCandidate *> candidates;
    candidates.reserve(event.field.size());
    for (const NormCandidate &c : event.field)
        if (c.startNo != startNo && !c.leaves && !met.contains(c.startNo))
            candidates << &c;
    qsizetype unpaired = 0;
    for (const auto &[round, opponent] : std::as_const(upcoming))
        unpaired += opponent == 0 ? 1 : 0;
    const int own = event.federations.value(p.federation.trimmed().toUpper(), -2);
    auto gameAgainst = [&](int opponent, int round) {
        const Player &o = t.players[t.indexOf(opponent)];
        NormGame g;
        g.round = round;
        g.opponent = o.startNo;
        g.name = o.name;
        g.title = o.title;
        g.federation = o.federation;
        g.rating = o.rating;
        g.score = Fixed::fromInt(1);
        return g;
    };

    for (const NormResult &now : playerNorms(t, startNo, base, event)) {
        NormProspect prospect;
        prospect.title = now.title;
        prospect.made = now.made;
        prospect.roundsLeft = int(upcoming.size());
        if (now.made) {
            out << prospect;
            continue;
        }
        // The best opponents for this norm first: its title, a title, another federation, the
        // rating; only as many as there are rounds not paired yet are put in order.
        const int rank = now.title == NormTitle::GM ? 4
            : now.title == NormTitle::IM            ? 3
            : now.title == NormTitle::WGM           ? 2
                                                    : 1;
        auto usefulness = [&](const NormCandidate *c) {
            return std::make_tuple((c->titleRank >= rank ? 4 : 0) + (c->titled ? 2 : 0)
                    + (c->federation >= 0 && c->federation != own ? 1 : 0),
                c->rating, -c->startNo);
        };
        QList<const NormCandidate *> best = candidates;
        const auto more = [&](const NormCandidate *a, const NormCandidate *b) {
            return usefulness(a) > usefulness(b);
        };
        const qsizetype wanted = std::min(unpaired, best.size());
        std::partial_sort(best.begin(), best.begin() + wanted, best.end(), more);
        QList<int> opponents;
        qsizetype next = 0;
        for (const auto &[round, opponent] : std::as_const(upcoming)) {
            if (opponent > 0)
                opponents << opponent;
            else if (next < best.size())
                opponents << best[next++]->startNo;
            else
                break;
        }

        // The fewest rounds that can make the norm: in a Swiss the games after it may be left
        // out (1.4.1e); a round robin counts every round.
        const int from = t.isRoundRobin() ? int(opponents.size()) : 1;
        NormResult last;
        for (int k = from; k <= opponents.size(); ++k) {
            NormInput ahead = in;
            for (int j = 0; j < k; ++j)
                ahead.games << gameAgainst(opponents[j], upcoming[j].first);
            QList<int> all;
            for (int j = 0; j < ahead.games.size(); ++j)
                all << j;
            last = judgeNorm(ahead, now.title, all);
            const Fixed needed = std::max(last.required - score, Fixed());
            if (last.missed.size() == last.scoreMisses && needed <= Fixed::fromInt(k)) {
                prospect.possible = true;
                prospect.roundsNeeded = k;
                prospect.needed = needed;
                prospect.ra = last.ra;
                prospect.opponents = opponents.mid(0, k);
                for (int j = 0; j < k; ++j) {
                    prospect.rounds << upcoming[j].first;
                    prospect.assumed += upcoming[j].second == 0 ? 1 : 0;
                }
                break;
            }
        }
        if (!prospect.possible) {
            if (opponents.isEmpty()) {
                prospect.missed << Text::tr("no round left to play");
            } else {
                prospect.missed = last.missed.mid(0, last.missed.size() - last.scoreMisses);
                if (prospect.missed.isEmpty())
                    prospect.missed << Text::tr("a score of %1 needed from %2 (Ra %3)")
                                           .arg(std::max(last.required - score, Fixed()).toString(),
                                               roundsText(played(upcoming, opponents.size())))
                                           .arg(last.ra);
            }
        }
        out << prospect;
    }
    return out;
}

QString normProspectsText(const QList<NormProspect> &prospects)
{
    QStringList words;
    for (const NormProspect &n : prospects) {
        if (n.made)
            words << normTitleName(n.title);
        else if (n.possible)
            words << normTitleName(n.title) + u'?';
    }
    return words.join(QStringLiteral(", "));
}

QString normProspectSentence(const NormProspect &prospect)
{
    const QString title = normTitleName(prospect.title);
    if (prospect.made)
        return Text::tr("%1 norm made").arg(title);
    if (!prospect.possible)
        return Text::tr("%1 norm out of reach: %2").arg(title, prospect.missed.join(u"; "));
    const QString which = prospect.rounds.isEmpty() ? QString() : roundsText(prospect.rounds);
    // Ra with the rounds not paired yet against the opponents assumed, or the ones paired.
    const QString ra = prospect.assumed > 0
        ? Text::tr("Ra %1 with the opponents assumed for the rounds not paired").arg(prospect.ra)
        : Text::tr("Ra %1").arg(prospect.ra);
    if (prospect.needed == Fixed())
        return Text::tr("%1 norm possible: the games of %2 played, whatever their results (%3)")
            .arg(title, which, ra);
    return Text::tr("%1 norm possible: a score of %2 needed from %3 (%4)")
        .arg(title, prospect.needed.toString(), which, ra);
}

} // namespace arb
