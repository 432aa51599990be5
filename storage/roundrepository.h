// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"
#include "tournament.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace arb::storage {

//! The results table: one row per player and round they are paired in or have a bye (their
//! opponent, colour and TRF result code); a game is two rows, one per player.
class RoundRepository
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    //! Returns the columns of the entry's row, in order: the one mapping to a row.
    static QVariantList values(int startNo, int round, const RoundEntry &e);
    static Row toRow(int startNo, int round, const RoundEntry &e);
    static RoundEntry fromRow(const RowReader &row);
    //! Returns the change that sets (or, with nothing, removes) \a startNo's entry in \a round.
    static RowChange change(int startNo, int round, const std::optional<RoundEntry> &e);
    //! Returns the changes that turn the entries of \a round in \a before into those of
    //! \a after, player by player.
    static ChangeSet changes(const Tournament &before, const Tournament &after, int round);

    //! Reads every entry into the rounds of the players already in \a t.
    static bool read(const QSqlDatabase &db, Tournament *t, QSqlError *error);
    //! Inserts every entry of \a t that is paired or a bye (import).
    static bool insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error);
    //! Applies \a change to the tournament in memory.
    static void apply(Tournament &t, const RowChange &change);
    //! Returns \a row as the audit log shows it, \a nameOf naming the players by start number:
    //! a game White first with w and b and the result as arbiters write it ("R2: 5 Carlsen (w) -
    //! 7 Ding (b) 1-0"), a bye by its kind ("R3: 4 Gukesh, half-point bye (H)").
    static QString describe(const Row &row, const std::function<QString(int)> &nameOf);
};

} // namespace arb::storage
