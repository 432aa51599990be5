// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentfile.h"

#include "postgres.h"
#include "tournamentdatabase.h"
#include "trf/consistency.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace arb {

bool isTournamentDatabase(const QString &path)
{
    // An event on a PostgreSQL server (postgresql://user@host:port/database) is read
    // like a tournament database file.
    if (storage::postgres::isUrl(path))
        return true;
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3", 16);
}

TrfReadResult readTournamentFile(const QString &path, QHash<int, int> *withdrawn)
{
    if (isTournamentDatabase(path)) {
        TrfReadResult result;
        TournamentDatabase db;
        QString error;
        if (!db.open(path, &error)) {
            result.errors.append({0, 0, error});
            return result;
        }
        result.tournament = db.tournament();
        if (withdrawn)
            *withdrawn = db.withdrawals();
        for (const QString &w : db.warnings())
            result.warnings.append({0, 0, w});
        // The same consistency analysis as for TRF files (trf/consistency.h), without lines,
        // but for what the database's own content check has just named with its table row
        // (an unknown opponent, a pairing one side does not name, the same colour on both
        // sides): each finding once. Declared totals are those of the imported file, compared
        // with the rounds it held (declaredTotalsRound).
        using Kind = ConsistencyFinding::Kind;
        for (const ConsistencyFinding &f : pairingFindings(result.tournament))
            if (f.kind != Kind::UnknownOpponent && f.kind != Kind::AsymmetricPairing
                && f.kind != Kind::SameColour)
                result.warnings.append({0, 0, f.text});
        for (const ConsistencyFinding &f :
            pointsFindings(result.tournament, declaredTotalsRound(result.tournament)))
            result.warnings.append({0, 0, f.text});
        return result;
    }
    return readTrfFile(path);
}

std::optional<Tournament> loadTournamentFile(const QString &path, QTextStream &err)
{
    const TrfReadResult read = readTournamentFile(path);
    const QString fileName = storage::postgres::isUrl(path) ? storage::postgres::shown(path)
                                                            : QFileInfo(path).fileName();
    for (const TrfMessage &w : read.warnings)
        err << fileName << ": " << QCoreApplication::translate("arb::Cli", "warning: ")
            << w.toString() << "\n";
    if (!read.ok()) {
        for (const TrfMessage &e : read.errors)
            err << fileName << ": " << e.toString() << "\n";
        return std::nullopt;
    }
    return read.tournament;
}

} // namespace arb
