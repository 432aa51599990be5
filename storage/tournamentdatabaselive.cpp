// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentDatabase: several programs on one event on a PostgreSQL server. Each
// change is checked against this copy (optimistic locking, storage/rowlocks.h), and the other
// programs' changes are read live (LISTEN/NOTIFY, storage/notifications.h).
#include "tournamentdatabase.h"

#include "changejournal.h"
#include "connection.h"
#include "notifications.h"
#include "pairing/dutch.h"
#include "playerrepository.h"
#include "postgres.h"
#include "result.h"
#include "roundrepository.h"
#include "rowlocks.h"
#include "schema.h"

#include <QSqlQuery>

namespace arb {

using storage::ChangeSet;
using storage::RowChange;

namespace {

    // Reads the rows \a keys name, as they are now (nothing for a row that is gone): one query
    // per table for whole-number keys (a live update names many results), else one per row.
    ChangeSet readRows(const QSqlDatabase &db, const ChangeSet &keys)
    {
        QHash<QString, QList<qsizetype>> byTable; // table -> indexes into keys
        ChangeSet rows = keys;
        for (qsizetype i = 0; i < keys.size(); ++i) {
            bool numbers = true;
            for (const QVariant &k : keys[i].key) {
                bool ok = false;
                k.toLongLong(&ok);
                numbers = numbers && ok && k.typeId() != QMetaType::QString;
            }
            if (numbers)
                byTable[keys[i].table].append(i);
            else
                rows[i].row = storage::readRow(db, keys[i].table, keys[i].key);
        }
        for (auto it = byTable.cbegin(); it != byTable.cend(); ++it) {
            const QString &table = it.key();
            const QStringList &cols = schema::columns(table);
            const int keyCount = schema::keyCount(table);
            QHash<QString, QList<qsizetype>> wanted; // "1,5" -> indexes (a row named twice)
            QStringList tuples;
            for (qsizetype i : it.value()) {
                QStringList values;
                for (const QVariant &k : keys[i].key)
                    values.append(QString::number(k.toLongLong()));
                wanted[values.join(u',')].append(i);
                tuples.append(u'(' + values.join(u',') + u')');
            }
            QSqlQuery q(db);
            q.setForwardOnly(true);
            if (!q.exec(QStringLiteral("SELECT %1 FROM %2 WHERE (%3) IN (%4)")
                            .arg(cols.join(u", "), table, cols.mid(0, keyCount).join(u", "),
                                tuples.join(u", ")))) {
                for (qsizetype i : it.value()) // read one by one then
                    rows[i].row = storage::readRow(db, table, keys[i].key);
                continue;
            }
            while (q.next()) {
                QStringList values;
                for (int c = 0; c < keyCount; ++c)
                    values.append(QString::number(q.value(c).toLongLong()));
                storage::Row row;
                for (int c = 0; c < cols.size(); ++c)
                    row.insert(cols[c], QJsonValue::fromVariant(q.value(c)));
                for (qsizetype i : wanted.value(values.join(u',')))
                    rows[i].row = row;
            }
        }
        return rows;
    }

} // namespace

void TournamentDatabase::wireJournal()
{
    m_journal->setSeenCheck(
        [this](const QString &table, const QVariantList &key,
            const std::optional<storage::Row> &current) { return isSeen(table, key, current); },
        [this](const RowChange &current) { return conflictText(current); });
}

bool TournamentDatabase::isSeen(
    const QString &table, const QVariantList &key, const std::optional<storage::Row> &current) const
{
    // Compared as the tournament holds them (a row is what its repository makes of it): the
    // results and the players. The event settings and teams are not checked. A SQLite file has
    // one writer: its copy in memory is never behind.
    if (!isServer())
        return true;
    const int startNo = key.value(0).toInt();
    const int i = m_t.indexOf(startNo);
    if (table == schema::results::table) {
        const int round = key.value(1).toInt();
        RoundEntry held;
        if (i >= 0 && round >= 1 && round <= m_t.players[i].rounds.size())
            held = m_t.players[i].rounds[round - 1];
        const RoundEntry now = current ? storage::RoundRepository::fromRow(*current) : RoundEntry();
        const auto unpaired = [](const RoundEntry &e) { return e.opponent <= 0 && e.code == ' '; };
        return held == now || (unpaired(held) && unpaired(now));
    }
    if (table == schema::players::table) {
        if (!current)
            return i < 0;
        if (i < 0)
            return false;
        // Both through the repository, so that what the row cannot tell apart is equal.
        using storage::PlayerRepository;
        const int withdrawn = storage::RowReader(*current).number(schema::players::withdrawnRound);
        return PlayerRepository::toRow(PlayerRepository::fromRow(*current), withdrawn)
            == PlayerRepository::toRow(m_t.players[i], withdrawnFrom(startNo));
    }
    return true;
}

QString TournamentDatabase::conflictText(const RowChange &current) const
{
    const QString &table = current.table;
    QString now = m_journal->describe(current);
    QString place;
    if (table == schema::results::table) {
        const int startNo = current.key.value(0).toInt();
        const int round = current.key.value(1).toInt();
        const RoundEntry e
            = current.row ? storage::RoundRepository::fromRow(*current.row) : RoundEntry();
        // The board as the Rounds tab numbers it, from the pairing this copy knows.
        int board = 0;
        const QList<Board> boards = boardOrder(m_t, round);
        for (int b = 0; b < boards.size(); ++b)
            if (boards[b].white == startNo || boards[b].black == startNo
                || (e.opponent > 0
                    && (boards[b].white == e.opponent || boards[b].black == e.opponent)))
                board = b + 1;
        if (e.opponent > 0) {
            const char whiteCode = e.colour == Colour::Black ? result::mirrored(e.code) : e.code;
            now = e.code == ' ' ? tr("paired %1 - %2 without a result")
                                      .arg(nameOf(e.colour == Colour::Black ? e.opponent : startNo),
                                          nameOf(e.colour == Colour::Black ? startNo : e.opponent))
                                : result::gameText(whiteCode);
        }
        place = board > 0 ? tr("Board %1 of round %2").arg(board).arg(round)
                          : tr("Round %1 of %2").arg(round).arg(nameOf(startNo));
    } else if (table == schema::players::table) {
        place = tr("Player %1").arg(nameOf(current.key.value(0).toInt()));
    } else {
        place = tr("The event setting %1").arg(current.key.value(0).toString());
    }
    const auto last = storage::rowlocks::lastWrite(m_connection->database(), table, current.key);
    const QString entered = last
        ? tr(" (entered at %1: %2)")
              .arg(last->when.toLocalTime().toString(QStringLiteral("HH:mm:ss")), last->what)
        : QString();
    return tr("%1 was changed meanwhile by another program to %2%3; nothing was overwritten. "
              "The entry is shown now: check it and enter the change again if it is still "
              "needed.")
        .arg(place, now, entered);
}

void TournamentDatabase::refreshConflicting()
{
    const ChangeSet &rows = m_journal->conflicting();
    if (rows.isEmpty())
        return;
    refresh(storage::notifications::payload(rows));
}

bool TournamentDatabase::isListening() const
{
    return m_listener && m_listener->isListening();
}

void TournamentDatabase::startListening()
{
    m_listener.reset();
    if (isServer())
        m_listener = std::make_unique<storage::notifications::ChangeListener>(
            m_connection->database(), this);
}

bool TournamentDatabase::refresh(const QString &payload, QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    QSqlDatabase &db = m_connection->database();
    const auto keys = storage::notifications::keysOf(payload);
    // One snapshot of the server: a change of several rows is read whole.
    db.transaction();
    if (storage::postgres::isPostgres(db))
        QSqlQuery(db).exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"));
    if (!keys) {
        Tournament t;
        QHash<int, int> withdrawn;
        QString message;
        const bool ok = readAll(&t, &withdrawn, &message);
        db.commit();
        if (!ok)
            return fail(error, message);
        m_t = t;
        m_withdrawn = withdrawn;
    } else {
        const ChangeSet rows = readRows(db, *keys);
        db.commit();
        apply(rows);
    }
    if (m_refreshed)
        m_refreshed();
    return true;
}

} // namespace arb
