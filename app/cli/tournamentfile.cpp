// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentfile.h"

#include "tournamentdatabase.h"

#include <QFile>

namespace arb {

TrfReadResult readTournamentFile(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3", 16)) {
        file.close();
        TrfReadResult result;
        TournamentDatabase db;
        QString error;
        if (!db.open(path, &error)) {
            result.errors.append({0, 0, error});
            return result;
        }
        result.tournament = db.tournament();
        return result;
    }
    return readTrfFile(path);
}

} // namespace arb
