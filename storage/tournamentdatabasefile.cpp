// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentDatabase: the file as a whole (issue 13): checkpoints.
#include "tournamentdatabase.h"

#include "connection.h"
#include "contentcheck.h"
#include "schema.h"

namespace arb {

namespace {

    //! Returns true when \a round has entries and every game in it has a result.
    bool roundComplete(const Tournament &t, int round)
    {
        bool any = false;
        for (const Player &p : t.players) {
            if (round > p.rounds.size() || p.rounds[round - 1] == RoundEntry())
                continue;
            any = true;
            if (p.rounds[round - 1].code == ' ')
                return false;
        }
        return any;
    }

} // namespace

QList<int> TournamentDatabase::openRoundsOf(const storage::ChangeSet &changes) const
{
    QList<int> rounds;
    for (const storage::RowChange &c : changes) {
        if (c.table != schema::results::table)
            continue;
        const int round = c.key.value(1).toInt();
        if (!rounds.contains(round) && round >= 1 && round <= storage::ContentCheck::maxRound
            && !roundComplete(m_t, round))
            rounds.append(round);
    }
    return rounds;
}

void TournamentDatabase::roundsChanged(const QList<int> &rounds)
{
    for (int round : rounds) {
        if (!roundComplete(m_t, round))
            continue;
        // The file alone is then complete: a copy of it is a backup.
        QString problem;
        if (!checkpoint(&problem))
            m_warnings.append(problem);
    }
}

bool TournamentDatabase::checkpoint(QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    return m_connection->checkpoint(error);
}

} // namespace arb
