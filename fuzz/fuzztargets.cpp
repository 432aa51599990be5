// SPDX-License-Identifier: GPL-3.0-or-later
// The bodies of the fuzz targets; the regression test runs the same code on saved inputs.
#include "fuzztargets.h"

#include "presets/preset.h"
#include "tiebreaks/standings.h"
#include "tiebreaks/tiebreak.h"
#include "trf/trf.h"

#include <QByteArray>
#include <QString>

namespace arb {

void fuzzTrf(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const TrfReadResult r = readTrf(bytes);
    for (const TrfMessage &m : r.errors)
        (void)m.toString();
    if (!r.ok() || r.tournament.players.size() > 300 || r.tournament.plannedRounds() > 40)
        return;
    // What was read can be written and read again, and its standings computed.
    const TrfReadResult again = readTrf(writeTrf(r.tournament));
    if (!again.ok())
        __builtin_trap();
    StandingsOptions options;
    options.tieBreaks
        = *parseTieBreakList(QStringLiteral("PTS BH/C1 BH SB DE PS WIN WON BPG BWG REP AOB FB KS "
                                            "ARO/M1 TPR PTP APRO APPO SB/P DE/P KS/L-1"));
    options.lotsSeed = 1;
    const Standings st = computeStandings(r.tournament, options);
    if (st.rows.size() != r.tournament.players.size())
        __builtin_trap();
}

void fuzzTieBreakSpec(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const auto list = parseTieBreakList(text, &error);
    if (!list)
        return;
    for (const TieBreakSpec &s : *list) {
        // The canonical spelling parses back to the same spec.
        const auto again = parseTieBreakSpec(s.canonical());
        if (!again || !(*again == s))
            __builtin_trap();
    }
    Tournament t;
    t.type = TournamentType::Swiss;
    for (int i = 1; i <= 3; ++i) {
        Player p;
        p.startNo = i;
        p.rating = i == 3 ? 0 : 2000 + i;
        p.rounds.append(RoundEntry {i == 1 ? 2
                : i == 2                   ? 1
                                           : 0,
            Colour::None,
            char(i == 1      ? '1'
                    : i == 2 ? '0'
                             : 'U'),
            true});
        t.players.append(p);
    }
    StandingsOptions options;
    options.tieBreaks = *list;
    computeStandings(t, options);
}

void fuzzPreset(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const PresetReadResult r = readPreset(bytes);
    if (!r.ok()) {
        // A refused preset always says why.
        if (r.error.isEmpty())
            __builtin_trap();
        return;
    }
    // What was read is written and read back unchanged.
    const PresetReadResult again = readPreset(writePreset(*r.preset));
    if (!again.ok() || !(*again.preset == *r.preset))
        __builtin_trap();
    QString error;
    const auto specs = r.preset->tieBreakSpecs(&error);
    if (!specs) {
        if (error.isEmpty())
            __builtin_trap();
        return;
    }
    // The list computes on a small tournament played with the preset's scoring.
    Tournament t;
    t.type = r.preset->tournamentType == u"round-robin" ? TournamentType::RoundRobin
                                                        : TournamentType::Swiss;
    t.scoring = r.preset->scoring.points;
    for (int i = 1; i <= 4; ++i) {
        Player p;
        p.startNo = i;
        p.rating = i == 4 ? 0 : 2000 + i;
        const char result = i == 1 ? '1' : i == 2 ? '0' : i == 3 ? '=' : 'H';
        const int opponent = i == 1 ? 2 : i == 2 ? 1 : 0;
        p.rounds.append(RoundEntry {opponent,
            i == 1       ? Colour::White
                : i == 2 ? Colour::Black
                         : Colour::None,
            result, true});
        t.players.append(p);
    }
    StandingsOptions options;
    options.tieBreaks = *specs;
    options.lotsSeed = 1;
    const Standings st = computeStandings(t, options);
    if (st.rows.size() != t.players.size())
        __builtin_trap();
}

} // namespace arb
