// SPDX-License-Identifier: GPL-3.0-or-later
#include "schema.h"

namespace arb::schema {

bool isJournalled(const QString &table)
{
    return table == players::table || table == results::table || table == meta::table
        || table == teams::table || table == lineups::table;
}

const QStringList &columns(const QString &table)
{
    static const QStringList playerColumns = {players::startNo, players::name, players::title,
        players::sex, players::federation, players::fideId, players::birthDate, players::rating,
        players::declaredPoints, players::hasDeclaredPoints, players::declaredRank,
        players::withdrawnRound, players::club, players::kFactor, players::ratingSource};
    static const QStringList resultColumns = {results::startNo, results::round, results::opponent,
        results::colour, results::code, results::rated};
    static const QStringList metaColumns = {meta::key, meta::value};
    static const QStringList teamColumns = {teams::number, teams::name, teams::federation,
        teams::averageRating, teams::declaredMp, teams::hasDeclaredMp, teams::declaredGp,
        teams::hasDeclaredGp, teams::declaredRank, teams::players};
    static const QStringList lineupColumns
        = {lineups::round, lineups::team, lineups::opponent, lineups::boards};
    if (table == players::table)
        return playerColumns;
    if (table == results::table)
        return resultColumns;
    if (table == teams::table)
        return teamColumns;
    if (table == lineups::table)
        return lineupColumns;
    return metaColumns;
}

int keyCount(const QString &table)
{
    return table == results::table || table == lineups::table ? 2 : 1;
}

} // namespace arb::schema
