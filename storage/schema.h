// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

//! The names of the tables and columns of a tournament database, in one place (the tables
//! themselves are created by storage/migrations/*.sql). A row is written and read with all the
//! columns of its table, in the order of columns(), the key columns first.
namespace arb::schema {

namespace meta {
    inline const QString table = QStringLiteral("meta");
    inline const QString key = QStringLiteral("key");
    inline const QString value = QStringLiteral("value");
} // namespace meta

namespace players {
    inline const QString table = QStringLiteral("players");
    inline const QString startNo = QStringLiteral("start_no");
    inline const QString name = QStringLiteral("name");
    inline const QString title = QStringLiteral("title");
    inline const QString sex = QStringLiteral("sex");
    inline const QString federation = QStringLiteral("federation");
    inline const QString fideId = QStringLiteral("fide_id");
    inline const QString birthDate = QStringLiteral("birth_date");
    inline const QString rating = QStringLiteral("rating");
    inline const QString declaredPoints = QStringLiteral("declared_points");
    inline const QString hasDeclaredPoints = QStringLiteral("has_declared_points");
    inline const QString declaredRank = QStringLiteral("declared_rank");
    inline const QString withdrawnRound = QStringLiteral("withdrawn_round");
    inline const QString club = QStringLiteral("club"); // schema 6
    inline const QString kFactor = QStringLiteral("k_factor"); // schema 6
    inline const QString ratingSource = QStringLiteral("rating_source"); // schema 10
} // namespace players

namespace results {
    inline const QString table = QStringLiteral("results");
    inline const QString startNo = QStringLiteral("start_no");
    inline const QString round = QStringLiteral("round");
    inline const QString opponent = QStringLiteral("opponent");
    inline const QString colour = QStringLiteral("colour");
    inline const QString code = QStringLiteral("code");
    inline const QString rated = QStringLiteral("rated");
} // namespace results

namespace teams {
    inline const QString table = QStringLiteral("teams");
    inline const QString number = QStringLiteral("number");
    inline const QString name = QStringLiteral("name");
    inline const QString federation = QStringLiteral("federation");
    inline const QString averageRating = QStringLiteral("average_rating");
    inline const QString declaredMp = QStringLiteral("declared_mp");
    inline const QString hasDeclaredMp = QStringLiteral("has_declared_mp");
    inline const QString declaredGp = QStringLiteral("declared_gp");
    inline const QString hasDeclaredGp = QStringLiteral("has_declared_gp");
    inline const QString declaredRank = QStringLiteral("declared_rank");
    inline const QString players = QStringLiteral("players");
} // namespace teams

namespace lineups {
    inline const QString table = QStringLiteral("team_lineups");
    inline const QString round = QStringLiteral("round");
    inline const QString team = QStringLiteral("team");
    inline const QString opponent = QStringLiteral("opponent");
    inline const QString boards = QStringLiteral("boards");
} // namespace lineups

namespace presets {
    inline const QString table = QStringLiteral("presets");
    inline const QString name = QStringLiteral("name");
    inline const QString specs = QStringLiteral("specs");
} // namespace presets

namespace audit {
    inline const QString table = QStringLiteral("audit");
    inline const QString id = QStringLiteral("id");
    inline const QString at = QStringLiteral("at");
    inline const QString what = QStringLiteral("what");
    inline const QString before = QStringLiteral("before");
    inline const QString after = QStringLiteral("after");
    inline const QString reason = QStringLiteral("reason");
    inline const QString state = QStringLiteral("state");
    inline const QString data = QStringLiteral("data");
    //! Who made the change (schema 7): the server's session user, or the OS user of a file.
    inline const QString arbiter = QStringLiteral("arbiter");
    //! The state column (AuditEntry::State): 0 in effect, 1 undone, 2 discarded, 3 the import.
    enum State { Done = 0, Undone = 1, Discarded = 2, Import = 3, Note = 4 };
} // namespace audit

//! Returns true for the tables a change (and so the audit log) can touch: meta, players,
//! results, teams and team_lineups.
bool isJournalled(const QString &table);
//! Returns the columns of a journalled \a table, the key columns first (meta for any other).
const QStringList &columns(const QString &table);
//! Returns how many of columns() form the key: 2 for results and team_lineups, else 1.
int keyCount(const QString &table);

} // namespace arb::schema
