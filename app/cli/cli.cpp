// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "arbiterscommand.h"
#include "bergercommand.h"
#include "checkcommand.h"
#include "clicommon.h"
#include "copycommand.h"
#include "explaincommand.h"
#include "exportcommand.h"
#include "normscommand.h"
#include "paircommand.h"
#include "playoffcommand.h"
#include "postgres.h"
#include "presets/presetlibrary.h"
#include "presetscommand.h"
#include "prizescommand.h"
#include "publishcommand.h"
#include "ratingreportcommand.h"
#include "ratingscommand.h"
#include "standingscommand.h"
#include "teamcommand.h"
#include "teams/teamstandings.h"
#include "tournamentfile.h"
#include "trf/consistency.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    const char *usageText = R"(usage: arbiter-cli COMMAND [options]

commands:
  standings FILE [--tiebreaks "SPEC SPEC ..."] [--rounds N] [--lots-seed N]
                 [--format text|tsv|csv|json] [--rules 2024|2026]
      Computes the standings of a TRF file. Without --tiebreaks the file's 202/212 list
      is used, else the default list for its type (Swiss: BH/C1 BH SB DE WIN BPG;
      round robin: DE SB KS WIN). The edition of C.07 is the one in force on the start
      date (042; 2026 from 1 March 2026) unless --rules chooses; /V2024 or /V2026 after
      a tie-break overrides it for that one.
      --category NAME ranks the players of one of the organiser's categories of an
      .arbiter database (women, juniors, seniors, rating bands, clubs), with their
      overall rank.
  check FILE [--format text|json] [--system dutch] [--tiebreaks "..."] [--rounds N]
             [--lots-seed N] [--rules 2024|2026]      (also: -check FILE)
      The pairing and tournament checker. Reads a TRF-2026, TRF-16 or TRF-06 file (or an
      event) and reports every adjustment the reader made; pairs every round again with
      the engine of the file's system (192; the FIDE Dutch system; --system dutch for a
      file that names none) and lists the boards that differ; compares the points and ranks written in the file with the standings
      by its tie-break list (202/212). On an .arbiter database the points and ranks are
      those of the imported TRF, compared with the standings after the round it was
      written for (--rounds N checks rounds 1 to N).
  explain FILE --tiebreak SPEC --player N [--rounds N] [--rules 2024|2026]
      Shows how one participant's tie-break value is made up: each opponent's or
      round's contribution, adjusted scores (Art. 16.3), dummy opponents (16.4),
      and what the modifiers cut.
  tiebreaks
      Lists every tie-break with its article.
  norms FILE [--rounds N] [--format text|tsv|json]
      The FIDE title norms (GM, IM, WGM for women, WIM for women) each player made on the
      games played over the board (B.01, 2024): at least 9 games (8 and a PAB or forfeit win
      in a 9-round event), the opponents' federations and titles, Ra with the rating floor,
      the performance; games after the title result or won games left out where that keeps a
      norm (1.4.1e, f); before the last round, the norms still possible and the points they
      need. text lists each norm with its figures and articles; tsv has startno, name, norms
      (comma-separated), possible, details.
  prizes FILE --fund FUND.json [--tiebreaks "..."] [--preset NAME] [--rules 2024|2026]
               [--format text|csv|json]
      Pays the prize fund out over the final standing: places and category prizes, ties
      shared as the fund says (tie-break order, equal division, Hort system, or the play-off
      for first shared equally), one prize per player, rounding to a unit with the
      remainder rule stated. text is the prize list with who shares what and why; csv one
      line per player paid (for the treasurer); json everything.
  rating-report FILE [--format text|csv|json]
      The FIDE rating report: each rated player's change (K, rated games, score, expected
      score, K × the difference; 8.3) and each unrated player's rating from his games against
      rated opponents (Ru = Ra + dp with two draws against 1800 added, at most 2200; 8.2), with
      what it still lacks (5 games against rated opponents, the floor of 1400). csv is for the
      rating officer.
  publish FILE --out DIR [--tiebreaks "..."] [--preset NAME] [--rules 2024|2026]
      Writes the event as a static, mobile-friendly HTML site to DIR: pairings of each
      round with scores, standings with tie-breaks and "decided by", cross table, one
      page per player and the tie-break list with articles (open DIR/index.html).
  playoff FILE --lots-seed N [--template tata-steel|knockout|round-robin] [--config FILE.json]
               [--tiebreaks "..."] [--place N] [--result GAME=RESULT]... [--results "R R ..."]
               [--results-file FILE] [--write OUT.trf] [--format text|json]
      Plans the play-off of the tie for first place (or the tie holding place N): the games
      with colours, time controls and order, or the final order once decided. Results are
      given by game id (S1.G1=1-0) or in order of play (--results "1-0 1/2"); --write keeps
      the configuration and results in a TRF file, which later runs read back.
  arbiters list|whoami URL
  arbiters add URL NAME --role chief|deputy|viewer [--password PW | --password-stdin]
  arbiters remove URL NAME
  arbiters give-rounds URL NAME ROUNDS
      The arbiter accounts of an event on a PostgreSQL server (run by the chief arbiter who
      owns it): a chief may change everything, a deputy enters results and byes of the
      rounds given to him (ROUNDS: 3-4,6; "" for none), a viewer reads. The server refuses
      what an account may not do; each audit entry names the account.
  berger PLAYERS [--cycles N] [--fide-order]
      Prints FIDE's Berger table (pairing numbers, White first; odd fields have a bye).
      --fide-order: a double round robin exchanges the last two rounds of the first
      cycle, as C.05 Annex 1 recommends (192 FIDE_DOUBLEROUNDROBIN).
  pair FILE [--round N] [--format text|tsv|trf] [--write OUT]
       [--initial-colour white|black|lots[:SEED]]
      Pairs the next round (or round N) by the FIDE Dutch system (C.04.3, 2025 rules).
      tsv: board, white, black start numbers (black 0: pairing-allocated bye); trf: the
      tournament with the round added; --write saves that TRF to OUT. The initial colour
      (E.5) is the file's (XXC, 152, round 1), else the option's (lots: drawn with SEED,
      or a random one, and written as XXC), else white. A team Swiss (team records, 192
      FIDE_TEAM...) is paired by the Swiss Team Pairing System (C.04.6): team numbers,
      tsv with a first "#" line naming the system; trf puts each team's first players in
      roster order on the boards.
  check-pairings FILE
      The pairing half of check: exit 3 when the file's pairings cannot be paired again.
      A team Swiss is checked by the Swiss Team Pairing System.
  generate --players N --rounds R --seed S [--count N] [--write OUT] [--name NAME]
           [--full-byes SET] [--half-byes SET] [--zero-byes SET] [--forfeits SET]
           [--double-forfeits SET] [--draw-rate x] [--withdraw-rate x] [--late-rate x]
           [--baku] [--tiebreaks "SPEC ..."] [--initial-colour white|black]
      Writes random tournaments as TRF-2026 rating reports, every round paired by the
      Dutch engine; results follow FIDE's expected scores (rating regulations 8.1.2),
      --draw-rate of the games drawn where the expectancy allows. SET is a count ("3") or
      a rate ("0.05" or "5%") for every round, ROUND:VALUE for one round, or a comma list
      ("0.02,9:0"): byes are given before a round is paired, forfeits and double forfeits
      (0-0) to boards. --count N writes N tournaments with seeds S, S+1, ... to OUT, whose
      {n} is the tournament's number ({seed} its seed; also in --name). Each file carries
      the command that reproduces it as a ### line.
  generate --teams N --rounds R --seed S [--boards B] [--system CODE] [--half-byes SET]
           [--zero-byes SET] [--forfeits SET] [--draw-rate x] [--baku] [--tiebreaks ...]
           [--initial-colour white|black] [--count N] [--write OUT] [--name NAME]
      The same for a team Swiss of N teams of B boards (default 4), every round paired by
      the Swiss Team Pairing System (C.04.6) with the 192 CODE (default
      FIDE_TEAM_TYPEA_MP_GP): byes name teams (240), --forfeits forfeited matches.
  standings FILE --preset NAME
      Uses the tie-breaks (and, when the file has no 162 record, the scoring) of a preset.
  presets [show ID | export ID FILE | import FILE | remove ID] [--preset-dir DIR]
      Lists the presets (shipped and user), shows one with the rule of each item, exports,
      imports or removes a user preset. User presets live in DIR (default: the user's
      data directory, arbiter/presets).
  check-ratings FILE --list LIST [--type standard|rapid|blitz] [--today YYYY-MM-DD]
                [--format text|tsv]
      Checks the players' ratings and K factors against a FIDE rating list (the combined
      players_list_foa.txt or a list of one type and month), finding them by FIDE id. A
      rapid or blitz event (--type, else the event's) takes the standard rating where a
      player has none. Warns when the list is not the one valid at the start date (for an
      event of more than 30 days, the current month's). Exit 1 on any difference.
  copy FROM TO
      Copies an event (an .arbiter file or postgresql://user@host:port/database) into a new
      file or an empty database on a server, the audit log (undo history) included. FROM may
      also be a TRF file: it is imported into a new event at TO.
  export EVENT OUT
      Writes the event (an .arbiter file, a postgresql:// event or a TRF file) to OUT as the
      FIDE rating report the app's Export TRF writes: computed points and ranks, every
      header record of TRF-2026, withdrawals, corrections and the audit log; warns of the
      header fields the event lacks.
  presets save ID --preset BASE [--tiebreaks "SPEC ..."] [--name NAME]
      Saves a user preset: a copy of BASE, with its own tie-break list when given.

FILE is a TRF file or an Arbiter tournament database; postgresql://user@host:port/database
(or --db URL) reads the event from a PostgreSQL server (password from the URL or PGPASSWORD).

team tournaments (013 or 310 records): rows are teams, points the primary score.
  --match-points W/D/L   match points for a won, drawn, lost match (default: 362, else 2/1/0)
  --double-zero          a match in which both teams score 0 board points gives both teams
                         0 match points (national regulation B.6.3.1)
  --primary mp|gp        rank by match points or by game points (default: the list's leading
                         MPTS/GPTS, else the event's 192 text, else match points)
  --ede-knockout LIST    C.07 13.3.2: knock-out tie-breaks (BC, TBR, BBE, comma-separated, in
                         order) that EDE applies when exactly two teams stay tied in MP and GP

exit codes: 0 ok, 1 differences found (check, check-pairings, check-ratings), 2 usage, 3 unreadable or malformed
input, 4 bad tie-break spec, 5 unknown or unusable preset.
)";

    int usage(QTextStream &err, const QString &message)
    {
        return cliUsage(err, message);
    }

} // namespace

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty())
        return usage(err, tr("no command given"));
    if (args[0] == u"--help" || args[0] == u"-h" || args[0] == u"help") {
        out << usageText;
        return ExitOk;
    }
    if (args[0] == u"--version") {
        out << "arbiter-cli " << QLatin1String(ARBITER_VERSION_STRING) << "\n";
        return ExitOk;
    }
    if (args[0] == u"playoff")
        return runPlayoffCommand(args.mid(1), out, err);
    if (args[0] == u"arbiters")
        return runArbitersCommand(args.mid(1), out, err);
    if (args[0] == u"berger")
        return runBergerCommand(args.mid(1), out, err);
    if (args[0] == u"pair")
        return runPairCommand(args.mid(1), out, err);
    if (args[0] == u"check-pairings")
        return runCheckPairingsCommand(args.mid(1), out, err);
    if (args[0] == u"generate")
        return runGenerateCommand(args.mid(1), out, err);
    if (args[0] == u"copy")
        return runCopyCommand(args.mid(1), out, err);
    if (args[0] == u"check-ratings")
        return runCheckRatingsCommand(args.mid(1), out, err);
    if (args[0] == u"export")
        return runExportCommand(args.mid(1), out, err);
    CliOptions o;
    // TEC's contract for a checker is "program -check file" (C.02, TEC Manual 3.9.4.2c).
    o.command = args[0] == u"-check" || args[0] == u"--check" ? QStringLiteral("check") : args[0];
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&](QString *target) {
            if (i + 1 >= args.size())
                return false;
            *target = args[++i];
            return true;
        };
        QString v;
        if (a == u"--tiebreaks" || a == u"--tie-breaks") {
            if (!value(&o.tieBreaks))
                return usage(err, tr("%1 needs a value").arg(a));
            o.hasTieBreaks = true;
        } else if (a == u"--category") {
            if (!value(&o.category) || o.category.trimmed().isEmpty())
                return usage(err, tr("--category needs the name of a category"));
        } else if (a == u"--rounds") {
            bool ok = false;
            if (!value(&v) || (o.rounds = v.toInt(&ok), !ok) || o.rounds < 1)
                return usage(err, tr("--rounds needs a positive number"));
        } else if (a == u"--lots-seed") {
            bool ok = false;
            if (!value(&v))
                return usage(err, tr("--lots-seed needs a number"));
            o.lotsSeed = v.toULongLong(&ok);
            if (!ok)
                return usage(err, tr("--lots-seed needs a number, not \"%1\"").arg(v));
        } else if (a == u"--tiebreak") {
            if (!value(&o.tieBreak))
                return usage(err, tr("--tiebreak needs a spec"));
        } else if (a == u"--player") {
            bool ok = false;
            if (!value(&v) || (o.player = v.toInt(&ok), !ok) || o.player < 1)
                return usage(err, tr("--player needs a start number"));
        } else if (a == u"--format") {
            if (!value(&o.format)
                || !QStringList {QStringLiteral("text"), QStringLiteral("tsv"),
                    QStringLiteral("csv"), QStringLiteral("json")}
                        .contains(o.format))
                return usage(err, tr("--format must be text, tsv, csv or json"));
        } else if (a == u"--preset" || a == u"--preset-dir" || a == u"--name") {
            if (!value(a == u"--preset" ? &o.preset : a == u"--name" ? &o.name : &o.presetDir))
                return usage(err, tr("%1 needs a value").arg(a));
        } else if (a == u"--match-points") {
            if (!value(&o.matchPoints))
                return usage(err, tr("--match-points needs a value such as 3/1/0"));
        } else if (a == u"--ede-knockout") {
            if (!value(&o.edeKnockout))
                return usage(err, tr("--ede-knockout needs a list such as BC,TBR,BBE"));
        } else if (a == u"--rules") {
            if (!value(&v) || !(o.rules = parseRulesVersion(v)))
                return usage(err, tr("--rules must be 2024 or 2026 (the edition of C.07)"));
        } else if (a == u"--db") {
            // The event on a PostgreSQL server (or a file): the same as FILE.
            if (!value(&o.file))
                return usage(err, tr("--db needs postgresql://user@host:port/database or a file"));
        } else if (a == u"--fund") {
            if (!value(&o.fund))
                return usage(err, tr("--fund needs a file (the prize fund in JSON)"));
        } else if (a == u"--out") {
            if (!value(&o.outDir))
                return usage(err, tr("--out needs a folder"));
        } else if (a == u"--system") {
            if (!value(&o.system) || o.system != u"dutch")
                return usage(err,
                    tr("--system must be dutch (the system check pairs a file with "
                       "when it names none)"));
        } else if (a == u"--double-zero") {
            o.doubleZero = true;
        } else if (a == u"--primary") {
            if (!value(&o.primary) || (o.primary != u"mp" && o.primary != u"gp"))
                return usage(err, tr("--primary must be mp or gp"));
        } else if (a.startsWith(u"--")) {
            return usage(err, tr("unknown option %1").arg(a));
        } else if (o.command == u"presets") {
            o.arguments.append(a);
        } else if (o.file.isEmpty()) {
            o.file = a;
        } else {
            return usage(err, tr("unexpected argument \"%1\"").arg(a));
        }
    }

    if (o.command == u"tiebreaks") {
        for (const TieBreakInfo &info : tieBreakTable())
            out << QString::fromLatin1(info.key).leftJustified(6) << " "
                << citation(info, CitationStyle::Short).leftJustified(10) << " "
                << displayName(info) << "\n";
        return ExitOk;
    }
    PresetLibrary presets(o.presetDir.isEmpty() ? PresetLibrary::defaultUserDir() : o.presetDir);
    if (o.command == u"presets")
        return runPresets(presets, o, out, err);
    if (o.command != u"standings" && o.command != u"check" && o.command != u"explain"
        && o.command != u"publish" && o.command != u"prizes" && o.command != u"norms"
        && o.command != u"rating-report")
        return usage(err, tr("unknown command \"%1\"").arg(o.command));
    if (o.file.isEmpty())
        return usage(err, tr("%1 needs a file").arg(o.command));

    if (o.command == u"check")
        return runCheckCommand(o, presets, out, err);

    const QString fileName = storage::postgres::isUrl(o.file) ? storage::postgres::shown(o.file)
                                                              : QFileInfo(o.file).fileName();
    const std::optional<Tournament> read = loadTournamentFile(o.file, err);
    if (!read)
        return ExitInput;
    const Tournament &t = *read;
    if (isTeamTournament(t)) {
        if (o.command == u"explain" || o.command == u"publish" || o.command == u"prizes"
            || o.command == u"norms" || o.command == u"rating-report")
            return usage(err,
                tr("%1 works on individual tournaments; %2 is a team tournament")
                    .arg(o.command, fileName));
        return runTeamCommand(o, t, fileName, presets, out, err);
    }
    if (o.command == u"explain")
        return runExplainCommand(o, t, out, err);
    if (o.command == u"publish")
        return runPublishCommand(o, t, fileName, presets, out, err);
    if (o.command == u"prizes")
        return runPrizesCommand(o, t, fileName, presets, out, err);
    if (o.command == u"norms") {
        if (o.format == u"csv")
            return usage(err, tr("norms writes text, tsv or json"));
        return runNormsCommand(o, t, fileName, out);
    }
    if (o.command == u"rating-report") {
        if (o.format == u"tsv")
            return usage(err, tr("rating-report writes text, csv or json"));
        return runRatingsCommand(o, t, out);
    }
    return runStandingsCommand(o, t, fileName, presets, out, err);
}

} // namespace arb
