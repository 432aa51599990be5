// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundrepository.h"

#include "contentcheck.h"
#include "schema.h"

#include <QHash>

namespace arb::storage {

namespace col = schema::results;

QVariantList RoundRepository::values(int startNo, int round, const RoundEntry &e)
{
    const QString colour = e.colour == Colour::White ? QStringLiteral("w")
        : e.colour == Colour::Black                  ? QStringLiteral("b")
                                                     : QString();
    // In the order of schema::columns(results).
    return {startNo, round, e.opponent, colour, QString(QChar(e.code)), e.rated ? 1 : 0};
}

Row RoundRepository::toRow(int startNo, int round, const RoundEntry &e)
{
    return rowOf(col::table, values(startNo, round, e));
}

RoundEntry RoundRepository::fromRow(const RowReader &row)
{
    RoundEntry e;
    e.opponent = row.number(col::opponent);
    const QString colour = row.text(col::colour);
    e.colour = colour == u"w" ? Colour::White : colour == u"b" ? Colour::Black : Colour::None;
    const QString code = row.text(col::code);
    e.code = code.isEmpty() ? ' ' : char(code.at(0).toLatin1());
    e.rated = row.number(col::rated) != 0;
    return e;
}

RowChange RoundRepository::change(int startNo, int round, const std::optional<RoundEntry> &e)
{
    RowChange c {col::table, {startNo, round}, std::nullopt};
    if (e)
        c.row = toRow(startNo, round, *e);
    return c;
}

bool RoundRepository::read(const QSqlDatabase &db, Tournament *t, QSqlError *error)
{
    QHash<int, int> index;
    for (int i = 0; i < t->players.size(); ++i)
        index.insert(t->players[i].startNo, i);
    return readRows(
        db, col::table, QString(),
        [&](const RowReader &row) {
            const int i = index.value(row.number(col::startNo), -1);
            const int round = row.number(col::round);
            // A round no tournament has is left in the file (ContentCheck names it).
            if (i < 0 || round < 1 || round > ContentCheck::maxRound)
                return;
            QList<RoundEntry> &rounds = t->players[i].rounds;
            if (rounds.size() < round)
                rounds.resize(round);
            rounds[round - 1] = fromRow(row);
        },
        error);
}

bool RoundRepository::insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error)
{
    RowInserter rows(db, col::table);
    for (const Player &p : t.players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry &e = p.rounds[r];
            if (e.opponent == 0 && e.code == ' ')
                continue; // not paired: no row
            if (!rows.insert(values(p.startNo, r + 1, e), error))
                return false;
        }
    }
    return true;
}

void RoundRepository::apply(Tournament &t, const RowChange &change)
{
    const int i = t.indexOf(change.key.value(0).toInt());
    if (i < 0)
        return;
    const int round = change.key.value(1).toInt();
    if (round < 1 || round > ContentCheck::maxRound)
        return;
    QList<RoundEntry> &rounds = t.players[i].rounds;
    if (rounds.size() < round)
        rounds.resize(round);
    rounds[round - 1] = change.row ? fromRow(*change.row) : RoundEntry();
    while (!rounds.isEmpty() && rounds.last() == RoundEntry())
        rounds.removeLast();
}

QString RoundRepository::describe(const Row &o)
{
    const RoundEntry e = fromRow(o);
    return QStringLiteral("R%1 #%2: %3 %4 %5")
        .arg(o.value(col::round).toInt())
        .arg(o.value(col::startNo).toInt())
        .arg(e.opponent > 0 ? QString::number(e.opponent) : QStringLiteral("0000"))
        .arg(e.colour == Colour::White      ? u'w'
                : e.colour == Colour::Black ? u'b'
                                            : u'-')
        .arg(QChar(e.code));
}

} // namespace arb::storage
