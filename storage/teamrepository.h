// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"
#include "tournament.h"

#include <QPair>

namespace arb::storage {

//! The teams and team_lineups tables (the roster in board order, the boards of each round), and
//! the team records kept as event settings in meta (match points, board colours, team byes and
//! forfeits).
class TeamRepository
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    static Row toRow(const Team &t);
    static Team teamFromRow(const RowReader &row);
    static Row toRow(const TeamLineup &l);
    static TeamLineup lineupFromRow(const RowReader &row);
    static RowChange change(const Team &t);
    static RowChange teamRemoval(int number);
    //! Returns the change for \a l: its row, or none when its boards are empty ("as listed").
    static RowChange change(const TeamLineup &l);
    static RowChange lineupRemoval(int round, int team);

    static QString scoringText(const TeamScoring &s);
    static TeamScoring scoringFromText(const QString &text);
    //! Returns the team settings kept in meta, key and text, in their stored order.
    static QList<QPair<QString, QString>> metaOf(const TeamData &d);
    //! Sets the team setting \a key from its text; returns false for a key that is not one.
    static bool setMeta(TeamData &d, const QString &key, const QString &value);

    //! Reads every team (by number) and line-up (by round and team) into \a t.
    static bool read(const QSqlDatabase &db, Tournament *t, QSqlError *error);
    //! Inserts the teams and line-ups of \a t (import).
    static bool insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error);
    //! Applies a change of either table to the tournament in memory.
    static void apply(Tournament &t, const RowChange &change);
    //! Sorts teams by number and line-ups by round and team, the order they are read in.
    static void normalise(TeamData &d);
    static QString describeTeam(const Row &row);
    static QString describeLineup(const Row &row);
};

} // namespace arb::storage
