// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerrepository.h"

#include "schema.h"

#include <algorithm>

namespace arb::storage {

namespace col = schema::players;

QVariantList PlayerRepository::values(const Player &p, int withdrawnRound)
{
    // In the order of schema::columns(players).
    return {p.startNo, p.name, p.title, p.sex.isNull() ? QString() : QString(p.sex), p.federation,
        p.fideId, p.birthDate, p.rating, p.declaredPoints.raw(), p.hasDeclaredPoints ? 1 : 0,
        p.declaredRank, withdrawnRound, p.club, p.kFactor, p.ratingSource};
}

Row PlayerRepository::toRow(const Player &p, int withdrawnRound)
{
    return rowOf(col::table, values(p, withdrawnRound));
}

Player PlayerRepository::fromRow(const RowReader &row)
{
    Player p;
    p.startNo = row.number(col::startNo);
    p.name = row.text(col::name);
    p.title = row.text(col::title);
    const QString sex = row.text(col::sex);
    p.sex = sex.isEmpty() ? QChar() : sex.at(0);
    p.federation = row.text(col::federation);
    p.fideId = row.text(col::fideId);
    p.birthDate = row.text(col::birthDate);
    p.rating = row.number(col::rating);
    p.declaredPoints = Fixed::fromRaw(row.number64(col::declaredPoints));
    p.hasDeclaredPoints = row.number(col::hasDeclaredPoints) != 0;
    p.declaredRank = row.number(col::declaredRank);
    p.club = row.text(col::club);
    p.kFactor = row.number(col::kFactor);
    p.ratingSource = row.text(col::ratingSource);
    return p;
}

RowChange PlayerRepository::change(const Player &p, int withdrawnRound)
{
    return {col::table, {p.startNo}, toRow(p, withdrawnRound)};
}

RowChange PlayerRepository::removal(int startNo)
{
    return {col::table, {startNo}, std::nullopt};
}

bool PlayerRepository::read(
    const QSqlDatabase &db, Tournament *t, QHash<int, int> *withdrawn, QSqlError *error)
{
    return readRows(
        db, col::table, col::startNo,
        [&](const RowReader &row) {
            const Player p = fromRow(row);
            if (const int w = row.number(col::withdrawnRound); w > 0)
                withdrawn->insert(p.startNo, w);
            t->players.append(p);
        },
        error);
}

bool PlayerRepository::insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error)
{
    RowInserter rows(db, col::table);
    for (const Player &p : t.players) {
        if (!rows.insert(values(p, 0), error))
            return false;
    }
    return true;
}

void PlayerRepository::apply(Tournament &t, QHash<int, int> &withdrawn, const RowChange &change)
{
    const int startNo = change.key.value(0).toInt();
    const int i = t.indexOf(startNo);
    if (!change.row) {
        if (i >= 0)
            t.players.removeAt(i);
        withdrawn.remove(startNo);
        return;
    }
    Player p = fromRow(*change.row);
    if (i >= 0) {
        p.rounds = t.players[i].rounds;
        t.players[i] = p;
    } else {
        auto it = std::lower_bound(t.players.begin(), t.players.end(), startNo,
            [](const Player &a, int n) { return a.startNo < n; });
        t.players.insert(it, p);
    }
    if (const int w = change.row->value(col::withdrawnRound).toInt(); w > 0)
        withdrawn.insert(startNo, w);
    else
        withdrawn.remove(startNo);
}

QString PlayerRepository::describe(const Row &o)
{
    QString text = QStringLiteral("#%1 %2 %3 %4 %5 %6")
                       .arg(o.value(col::startNo).toInt())
                       .arg(o.value(col::title).toString(), o.value(col::name).toString())
                       .arg(o.value(col::rating).toInt())
                       .arg(o.value(col::federation).toString(), o.value(col::fideId).toString());
    if (const int w = o.value(col::withdrawnRound).toInt())
        text += tr(" withdrawn from round %1").arg(w);
    return text.simplified();
}

} // namespace arb::storage
