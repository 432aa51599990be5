// SPDX-License-Identifier: GPL-3.0-or-later
#include "roundrepository.h"

#include "contentcheck.h"
#include "result.h"
#include "rules/tournamentchecks.h"
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

ChangeSet RoundRepository::changes(const Tournament &before, const Tournament &after, int round)
{
    ChangeSet rows;
    for (const Player &p : after.players) {
        const std::optional<RoundEntry> now = pairedEntry(after, p.startNo, round);
        if (now != pairedEntry(before, p.startNo, round))
            rows.append(change(p.startNo, round, now));
    }
    return rows;
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

QString RoundRepository::describe(const Row &o, const std::function<QString(int)> &nameOf)
{
    const RoundEntry e = fromRow(o);
    const int round = o.value(col::round).toInt();
    const int startNo = o.value(col::startNo).toInt();
    if (e.opponent > 0) {
        // The game as on the score sheet, White first, whichever player's row this is.
        const bool black = e.colour == Colour::Black;
        const int white = black ? e.opponent : startNo;
        const int blackNo = black ? startNo : e.opponent;
        const char whiteCode = black ? result::mirrored(e.code) : e.code;
        QString text = e.code == ' ' ? tr("no result") : result::gameText(whiteCode);
        if (text.isEmpty())
            text = QString(QChar(e.code));
        if (e.colour == Colour::None)
            return tr("R%1: %2 - %3 %4").arg(round).arg(nameOf(startNo), nameOf(e.opponent), text);
        return tr("R%1: %2 (w) - %3 (b) %4").arg(round).arg(nameOf(white), nameOf(blackNo), text);
    }
    QString kind;
    switch (e.code) {
    case 'H':
        kind = tr("half-point bye (H)");
        break;
    case 'F':
        kind = tr("full-point bye (F)");
        break;
    case 'U':
        kind = tr("pairing-allocated bye (U)");
        break;
    case 'Z':
        kind = tr("zero-point bye (Z)");
        break;
    case ' ':
        kind = tr("not paired");
        break;
    default:
        kind = tr("no opponent, %1").arg(QChar(e.code));
    }
    return tr("R%1: %2, %3").arg(round).arg(nameOf(startNo), kind);
}

} // namespace arb::storage
