// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trf/trf.h"

#include <QHash>
#include <QString>

namespace arb {

//! Reads the team records of a TRF file (013, 310, 300, 320, 330, 352, 362) into TeamData.
class TeamTrfReader
{
public:
    //! Reads \a line when it is a team record and returns true; problems go to \a result.
    bool read(int lineNo, const QString &line, TrfReadResult &result);
    //! Checks the records against the players once the whole file is read.
    void finish(TrfReadResult &result);

private:
    void read013(int lineNo, const QString &line, TrfReadResult &result);
    void read310(int lineNo, const QString &line, TrfReadResult &result);
    void read300(int lineNo, const QString &line, TrfReadResult &result);
    void read320(int lineNo, const QString &line, TrfReadResult &result);
    void read330(int lineNo, const QString &line, TrfReadResult &result);
    void read352(int lineNo, const QString &line, TrfReadResult &result);
    void read362(int lineNo, const QString &line, TrfReadResult &result);

    QList<Team> m_teams013;
    QList<Team> m_teams310;
    QHash<int, int> m_teamLines; //!< team number -> line of its 310 record
    QList<int> m_teamLines013;
    QList<int> m_lineupLines;
    QList<int> m_forfeitLines;
};

//! Returns the team records of \a t as TRF lines (empty when it has no teams).
QString writeTeamRecords(const Tournament &t);

} // namespace arb
