// SPDX-License-Identifier: GPL-3.0-or-later
// The players' ratings: the national ratings, the tournament rating's method (record 172), the
// list the event is rated on, and an update from a FIDE rating list.
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
    const int changed = int(check.differences().size());
    if (rows.isEmpty())
        return true;
    if (!commit(tr("Ratings from %1: %n player(s) changed", nullptr, changed).arg(listName), rows,
            reason, error))
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
