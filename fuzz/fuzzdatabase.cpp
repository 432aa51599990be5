// SPDX-License-Identifier: GPL-3.0-or-later
// The body of fuzz_database: random page damage on a valid tournament file. The
// regression test tst_databasefuzzregressions runs the same code on saved inputs.
#include "fuzzdatabase.h"

#include "presets/tiebreaklist.h"
#include "result.h"
#include "tiebreaks/standings.h"
#include "tournamentdatabase.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <memory>

namespace arb {

namespace {

    Tournament seedTournament()
    {
        Tournament t;
        t.name = QStringLiteral("Fuzz Open");
        t.type = TournamentType::Swiss;
        t.declaredRounds = 3;
        t.tieBreaks = QStringList {QStringLiteral("BH/C1"), QStringLiteral("BH"),
            QStringLiteral("SB"), QStringLiteral("DE")};
        // Per round: the pairs (white, black) and the white player's result code.
        struct Game
        {
            int white, black;
            char code;
        };
        const Game rounds[3][3] = {
            {{1, 2, '1'}, {3, 4, '='}, {5, 6, '0'}},
            {{6, 1, '0'}, {2, 3, '+'}, {4, 5, '='}},
            {{1, 4, '='}, {5, 2, '1'}, {3, 6, '0'}},
        };
        for (int i = 1; i <= 6; ++i) {
            Player p;
            p.startNo = i;
            p.name = QStringLiteral("Player %1").arg(i);
            p.rating = i == 6 ? 0 : 2400 - 50 * i;
            p.federation = QStringLiteral("GER");
            t.players.append(p);
        }
        for (const auto &round : rounds) {
            for (const Game &g : round) {
                t.players[g.white - 1].rounds.append(
                    RoundEntry {g.black, Colour::White, g.code, g.code != '+' && g.code != '-'});
                t.players[g.black - 1].rounds.append(RoundEntry {g.white, Colour::Black,
                    result::mirrored(g.code), g.code != '+' && g.code != '-'});
            }
        }
        return t;
    }

    //! Returns a folder for this process's files (the fuzzer runs in one process).
    const QString &workDir()
    {
        static const std::unique_ptr<QTemporaryDir> dir = std::make_unique<QTemporaryDir>(
            QDir::tempPath() + QStringLiteral("/arbiter-fuzz-db-XXXXXX"));
        static const QString path = dir->path();
        return path;
    }

    void removeFiles(const QString &path)
    {
        for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
            QFile::remove(path + QLatin1String(suffix));
        QDir(QFileInfo(path).absolutePath() + QStringLiteral("/backups")).removeRecursively();
    }

    void ensureApplication()
    {
        // The SQLite driver is a plugin; the fuzzer has no QCoreApplication of its own.
        static int argc = 1;
        static char name[] = "fuzz_database";
        static char *argv[] = {name, nullptr};
        if (!QCoreApplication::instance())
            new QCoreApplication(argc, argv);
    }

} // namespace

QByteArray fuzzDatabaseSeedFile()
{
    ensureApplication();
    static const QByteArray bytes = [] {
        const QString path = workDir() + QStringLiteral("/seed.arbiter");
        removeFiles(path);
        QByteArray result;
        {
            TournamentDatabase db;
            QString error;
            if (!db.createFrom(path, seedTournament(), &error))
                qFatal("fuzz_database: cannot create the seed database: %s", qPrintable(error));
        } // closed: the WAL is written back into the file
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("fuzz_database: cannot read the seed database");
        result = f.readAll();
        f.close();
        removeFiles(path);
        return result;
    }();
    return bytes;
}

void fuzzDatabase(const std::uint8_t *data, std::size_t size)
{
    QByteArray file = fuzzDatabaseSeedFile();
    const int pageSize = 4096;
    const int pages = int((file.size() + pageSize - 1) / pageSize);
    // Records of [page, offset high, offset low, length, length bytes]: the bytes overwrite
    // the file from that place. Length 0 fills the page from the offset with the next byte;
    // page 255 cuts the file at page*offset (a truncated file).
    std::size_t i = 0;
    while (i + 4 <= size) {
        const int page = data[i];
        const int offset = (data[i + 1] << 8 | data[i + 2]) % pageSize;
        const int length = data[i + 3];
        i += 4;
        if (page == 255) {
            file.truncate(qMin(file.size(), qsizetype(offset) * (length + 1)));
            continue;
        }
        const qsizetype start = qsizetype(page % pages) * pageSize + offset;
        if (start >= file.size())
            continue;
        if (length == 0) {
            const char fill = i < size ? char(data[i++]) : '\0';
            const qsizetype end = qMin(file.size(), qsizetype(page % pages + 1) * pageSize);
            for (qsizetype k = start; k < end; ++k)
                file[k] = fill;
            continue;
        }
        for (int k = 0; k < length && i < size && start + k < file.size(); ++k, ++i)
            file[start + k] = char(data[i]);
    }

    const QString path = workDir() + QStringLiteral("/damaged.arbiter");
    removeFiles(path);
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(file) != file.size())
            qFatal("fuzz_database: cannot write %s", qPrintable(path));
    }
    // Read-only, as an arbiter opens a file to look at it (root writes it anyway).
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup);
    {
        TournamentDatabase db;
        QString error;
        if (!db.open(path, &error)) {
            // A refusal always says why, naming the file.
            if (error.isEmpty() || !error.contains(path))
                __builtin_trap();
        } else {
            for (const QString &w : db.warnings())
                if (w.isEmpty())
                    __builtin_trap();
            const Tournament &t = db.tournament();
            if (t.players.size() <= 300) {
                TieBreakListRequest request;
                request.fallBackToDefault = true;
                StandingsOptions options;
                options.tieBreaks = resolveTieBreakList(t, request).tieBreaks;
                options.lotsSeed = 1;
                const Standings st = computeStandings(t, options);
                if (st.rows.size() != t.players.size())
                    __builtin_trap();
            }
            (void)db.load();
            (void)db.exportTrf();
        }
    }
    removeFiles(path);
}

} // namespace arb
