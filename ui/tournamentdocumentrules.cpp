// SPDX-License-Identifier: GPL-3.0-or-later
// TournamentDocument: the event's rules decided by the arbiter (drawing of lots, round-robin
// numbers, external tie-break values, the order of tied players) and FIDE mode (refusing what it
// does not allow, leaving it). Kept apart from tournamentdocument.cpp, which opens and edits.
#include "tournamentdocument.h"

#include "rules/fidemode.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace arb {

QString TournamentDocument::fileBeside(const QString &ending) const
{
    // Beside the event's file, named after it: open.arbiter -> open.trf, open-it3.pdf.
    if (!m_db.isOpen() || m_db.isServer() || path().isEmpty())
        return QString();
    const QFileInfo event(path());
    return event.dir().filePath(event.completeBaseName() + ending);
}

bool TournamentDocument::drawLots()
{
    QString error;
    return done(m_db.drawLots({}, &error), error);
}

bool TournamentDocument::setRoundRobinNumbers(const RoundRobinNumbers &numbers)
{
    QString error;
    return done(m_db.setRoundRobinNumbers(numbers, {}, &error), error);
}

bool TournamentDocument::setExternalValues(
    const QList<QPair<int, Fixed>> &values, const QString &why)
{
    QString error;
    return done(m_db.setExternalValues(values, why, {}, &error), error);
}

bool TournamentDocument::setNormExemption(FederationExemption exemption)
{
    QString error;
    return done(m_db.setNormExemption(exemption, {}, &error), error);
}

bool TournamentDocument::setArbiterOrder(const QList<int> &startNos, const QString &why)
{
    // Only players still tied on everything, all of one group: an order never overrides points
    // or a tie-break.
    bool oneGroup = false;
    for (const QList<int> &group : remainingTies(m_standings))
        oneGroup = oneGroup || std::all_of(startNos.begin(), startNos.end(), [&group](int s) {
            return group.contains(s);
        });
    if (!oneGroup) {
        emit errorOccurred(tr("Only players tied on points and every tie-break can be ordered by "
                              "the arbiter."));
        return false;
    }
    QString error;
    return done(m_db.setArbiterOrder(startNos, why, {}, &error), error);
}

bool TournamentDocument::refusedInFideMode(const QString &refusal)
{
    if (m_fideModeRefusal)
        return m_fideModeRefusal(refusal) && !isFideMode(tournament());
    emit errorOccurred(refusal);
    return false;
}

bool TournamentDocument::leaveFideMode(const QString &reason)
{
    QString error;
    return done(m_db.leaveFideMode(reason, &error), error);
}

} // namespace arb
