// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rowstore.h"
#include "tournament.h"

#include <QHash>

namespace arb::storage {

//! The players table: one row per player (the rounds are in RoundRepository), with the round
//! from which they are withdrawn (\a withdrawn: start number to round, kept beside Tournament).
class PlayerRepository
{
    Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)

public:
    //! Returns the columns of \a p's row, in order: the one mapping to a row.
    static QVariantList values(const Player &p, int withdrawnRound);
    static Row toRow(const Player &p, int withdrawnRound);
    //! Returns the player of \a row, without rounds.
    static Player fromRow(const RowReader &row);
    //! Returns the change that adds or edits \a p (rounds are not touched).
    static RowChange change(const Player &p, int withdrawnRound);
    //! Returns the change that removes player \a startNo.
    static RowChange removal(int startNo);

    //! Reads every player (by start number) into \a t, their withdrawals into \a withdrawn.
    static bool read(
        const QSqlDatabase &db, Tournament *t, QHash<int, int> *withdrawn, QSqlError *error);
    //! Inserts the players of \a t (import), none withdrawn.
    static bool insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error);
    //! Applies \a change to the tournament in memory.
    static void apply(Tournament &t, QHash<int, int> &withdrawn, const RowChange &change);
    //! Returns \a row as the audit log shows it ("#3 GM Name 2700 NED 123 withdrawn from ...").
    static QString describe(const Row &row);
};

} // namespace arb::storage
