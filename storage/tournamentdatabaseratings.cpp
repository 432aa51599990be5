// SPDX-License-Identifier: GPL-3.0-or-later
// The players' ratings: the national ratings, the tournament rating's method (record 172), the
// list the event is rated on, an update from a FIDE rating list, and the ratings of an event
// over 30 days.
#include "tournamentdatabase.h"

#include "eventrepository.h"
#include "playerrepository.h"

namespace arb {

using storage::ChangeSet;
using storage::EventRepository;
using storage::PlayerRepository;

bool TournamentDatabase::updateRatings(const RatingListCheck &check, const QString &listName,
    const QString &reason, QString *error, int *changedCount)
{
    if (changedCount)
        *changedCount = 0;
    const Tournament after = check.applied(m_t);
    ChangeSet rows;
    for (const Player &p : after.players) {
        const int i = m_t.indexOf(p.startNo);
        if (i >= 0 && m_t.players[i] != p)
            rows.append(PlayerRepository::change(p, withdrawnFrom(p.startNo)));
    }
    rows.append(EventRepository::changes(m_t, after)); // later ratings are records
    const int changed = int(check.differences().size());
    if (rows.isEmpty())
        return true;
    const QString text = check.fromRound > 0
        ? tr("Ratings from %1 from round %2: %n player(s) changed", nullptr, changed)
              .arg(listName)
              .arg(check.fromRound)
        : tr("Ratings from %1: %n player(s) changed", nullptr, changed).arg(listName);
    if (!commit(text, rows, reason, error))
        return false;
    if (changedCount)
        *changedCount = changed;
    return true;
}

bool TournamentDatabase::setNationalRating(
    int startNo, int rating, const QString &reason, QString *error)
{
    const int index = m_t.indexOf(startNo);
    if (index < 0)
        return fail(error, tr("there is no player %1").arg(startNo));
    if (rating < 0 || rating > 4000)
        return fail(error,
            tr("player %1: national rating %2 is not a number from 0 to 4000")
                .arg(startNo)
                .arg(rating));
    const QString fed = RatingMethods::nationalFederation(m_t);
    if (fed.size() != 3)
        return fail(error,
            tr("player %1: whose national rating is it? Set the event's federation, or the "
               "federation of the tournament rating (Event tab), first")
                .arg(startNo));
    const int was = RatingMethods::nationalRatingsOf(m_t, fed).value(startNo);
    Tournament after = m_t;
    RatingMethods::setNationalRating(after, startNo, fed, rating);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    const auto text = [](int r) { return r > 0 ? QString::number(r) : QStringLiteral("-"); };
    return commit(tr("Edit player %1 %2: %3 national rating %4 -> %5")
                      .arg(startNo)
                      .arg(m_t.players[index].name, fed, text(was), text(rating)),
        rows, reason, error);
}

bool TournamentDatabase::setOver30Days(bool over, const QString &reason, QString *error)
{
    if (RatingPeriods::over30DaysFlag(m_t) == over)
        return true;
    Tournament after = m_t;
    RatingPeriods::setOver30Days(after, over);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(
        over ? tr("The event lasts more than 30 days") : tr("The event lasts 30 days or less"),
        rows, reason, error);
}

bool TournamentDatabase::setTieBreakRatings(
    TieBreakRatings which, const QString &reason, QString *error)
{
    Tournament after = m_t;
    RatingPeriods::setTieBreakRatings(after, which);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(tr("Rating-based tie-breaks take %1").arg(RatingPeriods::shortName(which)), rows,
        reason, error);
}

bool TournamentDatabase::setLaterRating(const LaterRating &r, const QString &reason, QString *error)
{
    const int index = m_t.indexOf(r.startNo);
    if (index < 0)
        return fail(error, tr("there is no player %1").arg(r.startNo));
    if (r.rating >= 0 && !RatingPeriods::isOver30Days(m_t)) // removing one is always possible
        return fail(error,
            tr("player %1: a rating from a later round needs an event that lasts more than 30 "
               "days (Event tab)")
                .arg(r.startNo));
    if (r.fromRound < 2 || !RatingPeriods::hasRound(m_t, r.fromRound))
        return fail(error,
            m_t.declaredRounds > 0
                ? tr("player %1: round %2 is not a later round of this event (2 to %3)")
                      .arg(r.startNo)
                      .arg(r.fromRound)
                      .arg(m_t.declaredRounds)
                : tr("player %1: round %2 is not a later round (from 2)")
                      .arg(r.startNo)
                      .arg(r.fromRound));
    if (r.rating > 4000 || r.rating < -1)
        return fail(error,
            tr("player %1: rating %2 is not a number from 0 to 4000").arg(r.startNo).arg(r.rating));
    Tournament after = m_t;
    if (r.rating < 0)
        RatingPeriods::removeLaterRatings(after, r.startNo, r.fromRound);
    else
        RatingPeriods::setLaterRating(after, r);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    const QString name = m_t.players[index].name;
    if (r.rating < 0)
        return commit(tr("Player %1 %2: rating from round %3 removed")
                          .arg(r.startNo)
                          .arg(name)
                          .arg(r.fromRound),
            rows, reason, error);
    return commit(tr("Player %1 %2: rating %3 from round %4")
                      .arg(r.startNo)
                      .arg(name)
                      .arg(r.rating > 0 ? QString::number(r.rating) : QStringLiteral("-"))
                      .arg(r.fromRound),
        rows, reason, error);
}

bool TournamentDatabase::setRatingType(RatingType type, const QString &reason, QString *error)
{
    Tournament after = m_t;
    RatingMethods::setRatingType(after, type);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty())
        return true;
    return commit(
        tr("Rated on the %1 list").arg(RatingMethods::typeName(type)), rows, reason, error);
}

bool TournamentDatabase::setRatingMethod(
    const RatingMethodRecord &method, const QString &reason, QString *error)
{
    Tournament after = m_t;
    RatingMethods::set(after, method);
    const ChangeSet rows = EventRepository::changes(m_t, after);
    if (rows.isEmpty() || RatingMethods::of(m_t) == method)
        return true;
    const QString fed
        = method.federation.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(method.federation);
    return commit(tr("Tournament rating: %1%2").arg(RatingMethods::describe(method.method), fed),
        rows, reason, error);
}

} // namespace arb
