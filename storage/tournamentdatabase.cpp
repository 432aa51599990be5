// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentdatabase.h"

#include "playoff/playoffstore.h"
#include "tiebreaks/tiebreak.h"
#include "trf/trf.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace arb {

namespace {

    QString tr(const char *s, const char *c = nullptr, int n = -1)
    {
        return QCoreApplication::translate("arb::TournamentDatabase", s, c, n);
    }

    QAtomicInt connectionCounter;

    // SQLite stores a null QString as NULL; the schema wants empty text.
    QString text(const QString &s)
    {
        return s.isNull() ? QString(QLatin1String("")) : s;
    }

    // The schema, one entry per version: entry i migrates version i to version i + 1.
    // Play-off records live in meta ("playoff", "playoffResults"), not in "otherRecords"; in
    // memory they are TRF comment records (core/playoffstore.h), so exports carry them.
    const QString playoffConfigTag = QStringLiteral("### arbiter-playoff ");
    const QString playoffResultTag = QStringLiteral("### arbiter-playoff-result ");

    bool isPlayoffRecord(const RawRecord &r)
    {
        return r.line.startsWith(playoffConfigTag) || r.line.startsWith(playoffResultTag);
    }

    // The stored results of every place: {"1": {"S1.G1": "1-0"}}.
    QJsonObject playoffResultsOf(const Tournament &t)
    {
        QJsonObject all;
        for (const RawRecord &r : t.otherRecords) {
            if (!r.line.startsWith(playoffResultTag))
                continue;
            const QStringList f
                = r.line.mid(playoffResultTag.size()).split(u' ', Qt::SkipEmptyParts);
            if (f.size() != 3 || f[0].toInt() < 1 || !parseGameResult(f[2]))
                continue;
            QJsonObject place = all.value(f[0]).toObject();
            place.insert(f[1], gameResultText(*parseGameResult(f[2])));
            all.insert(f[0], place);
        }
        return all;
    }

    QString playoffConfigOf(const Tournament &t)
    {
        for (const RawRecord &r : t.otherRecords)
            if (r.line.startsWith(playoffConfigTag))
                return r.line.mid(playoffConfigTag.size()).trimmed();
        return QString(QLatin1String(""));
    }

    const QList<QStringList> &migrations()
    {
        static const QList<QStringList> steps = {
            {
                QStringLiteral(
                    "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"),
                QStringLiteral(
                    "CREATE TABLE players (start_no INTEGER PRIMARY KEY NOT NULL CHECK (start_no > "
                    "0),"
                    " name TEXT NOT NULL, title TEXT NOT NULL DEFAULT '', sex TEXT NOT NULL "
                    "DEFAULT '',"
                    " federation TEXT NOT NULL DEFAULT '', fide_id TEXT NOT NULL DEFAULT '',"
                    " birth_date TEXT NOT NULL DEFAULT '', rating INTEGER NOT NULL DEFAULT 0,"
                    " declared_points INTEGER NOT NULL DEFAULT 0,"
                    " has_declared_points INTEGER NOT NULL DEFAULT 0,"
                    " declared_rank INTEGER NOT NULL DEFAULT 0,"
                    " withdrawn_round INTEGER NOT NULL DEFAULT 0)"),
                QStringLiteral(
                    "CREATE TABLE results (start_no INTEGER NOT NULL REFERENCES players(start_no)"
                    " ON DELETE CASCADE, round INTEGER NOT NULL CHECK (round > 0),"
                    " opponent INTEGER NOT NULL DEFAULT 0, colour TEXT NOT NULL DEFAULT '',"
                    " code TEXT NOT NULL DEFAULT ' ', rated INTEGER NOT NULL DEFAULT 1,"
                    " PRIMARY KEY (start_no, round))"),
                QStringLiteral(
                    "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL,"
                    " what TEXT NOT NULL, before TEXT NOT NULL, after TEXT NOT NULL,"
                    " reason TEXT NOT NULL DEFAULT '', state INTEGER NOT NULL DEFAULT 0,"
                    " data TEXT NOT NULL)"),
            },
            {
                QStringLiteral(
                    "CREATE TABLE presets (name TEXT PRIMARY KEY NOT NULL, specs TEXT NOT NULL)"),
                QStringLiteral(
                    "INSERT INTO presets VALUES ('FIDE Swiss', 'BH/C1 BH SB DE WIN BPG'),"
                    " ('FIDE round robin', 'DE SB KS WIN')"),
            },
            {
                // Undo and redo look for the newest done and the oldest undone entry.
                QStringLiteral("CREATE INDEX audit_state ON audit (state, id)"),
            },
            {
                // Team competitions (issue 4): the roster in board order (boards, then reserves)
                // and the line-ups of the rounds; the team scoring lives in meta.
                QStringLiteral(
                    "CREATE TABLE teams (number INTEGER PRIMARY KEY NOT NULL CHECK (number > 0),"
                    " name TEXT NOT NULL, federation TEXT NOT NULL DEFAULT '',"
                    " average_rating TEXT NOT NULL DEFAULT '',"
                    " declared_mp INTEGER NOT NULL DEFAULT 0, has_declared_mp INTEGER NOT NULL "
                    "DEFAULT 0, declared_gp INTEGER NOT NULL DEFAULT 0,"
                    " has_declared_gp INTEGER NOT NULL DEFAULT 0,"
                    " declared_rank INTEGER NOT NULL DEFAULT 0, players TEXT NOT NULL DEFAULT "
                    "'[]')"),
                QStringLiteral(
                    "CREATE TABLE team_lineups (round INTEGER NOT NULL CHECK (round > 0),"
                    " team INTEGER NOT NULL REFERENCES teams(number) ON DELETE CASCADE,"
                    " opponent INTEGER NOT NULL DEFAULT 0, boards TEXT NOT NULL DEFAULT '[]',"
                    " PRIMARY KEY (round, team))"),
            },
        };
        return steps;
    }

    const QStringList &columnsOf(const QString &table)
    {
        static const QStringList players = {QStringLiteral("start_no"), QStringLiteral("name"),
            QStringLiteral("title"), QStringLiteral("sex"), QStringLiteral("federation"),
            QStringLiteral("fide_id"), QStringLiteral("birth_date"), QStringLiteral("rating"),
            QStringLiteral("declared_points"), QStringLiteral("has_declared_points"),
            QStringLiteral("declared_rank"), QStringLiteral("withdrawn_round")};
        static const QStringList results
            = {QStringLiteral("start_no"), QStringLiteral("round"), QStringLiteral("opponent"),
                QStringLiteral("colour"), QStringLiteral("code"), QStringLiteral("rated")};
        static const QStringList meta = {QStringLiteral("key"), QStringLiteral("value")};
        static const QStringList teams = {QStringLiteral("number"), QStringLiteral("name"),
            QStringLiteral("federation"), QStringLiteral("average_rating"),
            QStringLiteral("declared_mp"), QStringLiteral("has_declared_mp"),
            QStringLiteral("declared_gp"), QStringLiteral("has_declared_gp"),
            QStringLiteral("declared_rank"), QStringLiteral("players")};
        static const QStringList lineups = {QStringLiteral("round"), QStringLiteral("team"),
            QStringLiteral("opponent"), QStringLiteral("boards")};
        if (table == u"players")
            return players;
        if (table == u"results")
            return results;
        if (table == u"teams")
            return teams;
        if (table == u"team_lineups")
            return lineups;
        return meta;
    }

    int keyCount(const QString &table)
    {
        return table == u"results" || table == u"team_lineups" ? 2 : 1;
    }

    bool isKnownTable(const QString &table)
    {
        return table == u"players" || table == u"results" || table == u"meta" || table == u"teams"
            || table == u"team_lineups";
    }

    QString intArrayText(const QList<int> &list)
    {
        QJsonArray a;
        for (int n : list)
            a.append(n);
        return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
    }

    QList<int> intArray(const QString &text)
    {
        QList<int> list;
        for (const QJsonValue &v : QJsonDocument::fromJson(text.toUtf8()).array())
            list.append(v.toInt());
        return list;
    }

    QJsonObject teamRow(const Team &t)
    {
        return {{QStringLiteral("number"), t.number}, {QStringLiteral("name"), t.name},
            {QStringLiteral("federation"), t.federation},
            {QStringLiteral("average_rating"), t.averageRating},
            {QStringLiteral("declared_mp"), t.declaredMatchPoints.raw()},
            {QStringLiteral("has_declared_mp"), t.hasDeclaredMatchPoints ? 1 : 0},
            {QStringLiteral("declared_gp"), t.declaredGamePoints.raw()},
            {QStringLiteral("has_declared_gp"), t.hasDeclaredGamePoints ? 1 : 0},
            {QStringLiteral("declared_rank"), t.declaredRank},
            {QStringLiteral("players"), intArrayText(t.players)}};
    }

    Team teamFromRow(const QJsonObject &o)
    {
        Team t;
        t.number = o.value(u"number").toInt();
        t.name = o.value(u"name").toString();
        t.federation = o.value(u"federation").toString();
        t.averageRating = o.value(u"average_rating").toString();
        t.declaredMatchPoints = Fixed::fromRaw(qint64(o.value(u"declared_mp").toDouble()));
        t.hasDeclaredMatchPoints = o.value(u"has_declared_mp").toInt() != 0;
        t.declaredGamePoints = Fixed::fromRaw(qint64(o.value(u"declared_gp").toDouble()));
        t.hasDeclaredGamePoints = o.value(u"has_declared_gp").toInt() != 0;
        t.declaredRank = o.value(u"declared_rank").toInt();
        t.players = intArray(o.value(u"players").toString());
        return t;
    }

    QJsonObject lineupRow(const TeamLineup &l)
    {
        return {{QStringLiteral("round"), l.round}, {QStringLiteral("team"), l.team},
            {QStringLiteral("opponent"), l.opponent},
            {QStringLiteral("boards"), intArrayText(l.boards)}};
    }

    TeamLineup lineupFromRow(const QJsonObject &o)
    {
        TeamLineup l;
        l.round = o.value(u"round").toInt();
        l.team = o.value(u"team").toInt();
        l.opponent = o.value(u"opponent").toInt();
        l.boards = intArray(o.value(u"boards").toString());
        return l;
    }

    bool lineupBefore(const TeamLineup &a, const TeamLineup &b)
    {
        return std::pair(a.round, a.team) < std::pair(b.round, b.team);
    }

    // Teams by number and line-ups by round and team: the order the database reads them in.
    void normaliseTeams(TeamData &d)
    {
        std::stable_sort(d.teams.begin(), d.teams.end(),
            [](const Team &a, const Team &b) { return a.number < b.number; });
        std::stable_sort(d.lineups.begin(), d.lineups.end(), lineupBefore);
    }

    QJsonObject teamScoringToJson(const TeamScoring &s)
    {
        return {{QStringLiteral("win"), s.win.raw()}, {QStringLiteral("draw"), s.draw.raw()},
            {QStringLiteral("loss"), s.loss.raw()}, {QStringLiteral("hasRecord"), s.hasRecord},
            {QStringLiteral("hasPairingByeRecord"), s.hasPairingByeRecord},
            {QStringLiteral("pairingByeMatchPoints"), s.pairingByeMatchPoints.raw()},
            {QStringLiteral("pairingByeGamePoints"), s.pairingByeGamePoints.raw()},
            {QStringLiteral("hasPairingByeGamePoints"), s.hasPairingByeGamePoints},
            {QStringLiteral("doubleZeroIsLoss"), s.doubleZeroIsLoss}};
    }

    TeamScoring teamScoringFromJson(const QJsonObject &o)
    {
        TeamScoring s;
        auto get = [&o](const char *k, Fixed def) {
            const QJsonValue v = o.value(QLatin1String(k));
            return v.isDouble() ? Fixed::fromRaw(qint64(v.toDouble())) : def;
        };
        s.win = get("win", s.win);
        s.draw = get("draw", s.draw);
        s.loss = get("loss", s.loss);
        s.hasRecord = o.value(u"hasRecord").toBool();
        s.hasPairingByeRecord = o.value(u"hasPairingByeRecord").toBool();
        s.pairingByeMatchPoints = get("pairingByeMatchPoints", s.pairingByeMatchPoints);
        s.pairingByeGamePoints = get("pairingByeGamePoints", s.pairingByeGamePoints);
        s.hasPairingByeGamePoints = o.value(u"hasPairingByeGamePoints").toBool();
        s.doubleZeroIsLoss = o.value(u"doubleZeroIsLoss").toBool();
        return s;
    }

    QJsonObject playerRow(const Player &p, int withdrawn)
    {
        return {{QStringLiteral("start_no"), p.startNo}, {QStringLiteral("name"), p.name},
            {QStringLiteral("title"), p.title},
            {QStringLiteral("sex"), p.sex.isNull() ? QString() : QString(p.sex)},
            {QStringLiteral("federation"), p.federation}, {QStringLiteral("fide_id"), p.fideId},
            {QStringLiteral("birth_date"), p.birthDate}, {QStringLiteral("rating"), p.rating},
            {QStringLiteral("declared_points"), p.declaredPoints.raw()},
            {QStringLiteral("has_declared_points"), p.hasDeclaredPoints ? 1 : 0},
            {QStringLiteral("declared_rank"), p.declaredRank},
            {QStringLiteral("withdrawn_round"), withdrawn}};
    }

    Player playerFromRow(const QJsonObject &o)
    {
        Player p;
        p.startNo = o.value(u"start_no").toInt();
        p.name = o.value(u"name").toString();
        p.title = o.value(u"title").toString();
        const QString sex = o.value(u"sex").toString();
        p.sex = sex.isEmpty() ? QChar() : sex.at(0);
        p.federation = o.value(u"federation").toString();
        p.fideId = o.value(u"fide_id").toString();
        p.birthDate = o.value(u"birth_date").toString();
        p.rating = o.value(u"rating").toInt();
        p.declaredPoints = Fixed::fromRaw(qint64(o.value(u"declared_points").toDouble()));
        p.hasDeclaredPoints = o.value(u"has_declared_points").toInt() != 0;
        p.declaredRank = o.value(u"declared_rank").toInt();
        return p;
    }

    QJsonObject resultRow(int startNo, int round, const RoundEntry &e)
    {
        const QString colour = e.colour == Colour::White ? QStringLiteral("w")
            : e.colour == Colour::Black                  ? QStringLiteral("b")
                                                         : QString();
        return {{QStringLiteral("start_no"), startNo}, {QStringLiteral("round"), round},
            {QStringLiteral("opponent"), e.opponent}, {QStringLiteral("colour"), colour},
            {QStringLiteral("code"), QString(QChar(e.code))},
            {QStringLiteral("rated"), e.rated ? 1 : 0}};
    }

    RoundEntry entryFromRow(const QJsonObject &o)
    {
        RoundEntry e;
        e.opponent = o.value(u"opponent").toInt();
        const QString colour = o.value(u"colour").toString();
        e.colour = colour == u"w" ? Colour::White : colour == u"b" ? Colour::Black : Colour::None;
        const QString code = o.value(u"code").toString();
        e.code = code.isEmpty() ? ' ' : char(code.at(0).toLatin1());
        e.rated = o.value(u"rated").toInt() != 0;
        return e;
    }

    QJsonObject scoringToJson(const ScoringSystem &s)
    {
        return {{QStringLiteral("win"), s.win.raw()}, {QStringLiteral("draw"), s.draw.raw()},
            {QStringLiteral("loss"), s.loss.raw()},
            {QStringLiteral("forfeitWin"), s.forfeitWin.raw()},
            {QStringLiteral("forfeitLoss"), s.forfeitLoss.raw()},
            {QStringLiteral("pairingBye"), s.pairingBye.raw()},
            {QStringLiteral("fullBye"), s.fullBye.raw()},
            {QStringLiteral("halfBye"), s.halfBye.raw()},
            {QStringLiteral("zeroBye"), s.zeroBye.raw()},
            {QStringLiteral("absent"), s.absent.raw()}};
    }

    ScoringSystem scoringFromJson(const QJsonObject &o)
    {
        ScoringSystem s;
        auto get = [&o](const char *k, Fixed def) {
            const QJsonValue v = o.value(QLatin1String(k));
            return v.isDouble() ? Fixed::fromRaw(qint64(v.toDouble())) : def;
        };
        s.win = get("win", s.win);
        s.draw = get("draw", s.draw);
        s.loss = get("loss", s.loss);
        s.forfeitWin = get("forfeitWin", s.forfeitWin);
        s.forfeitLoss = get("forfeitLoss", s.forfeitLoss);
        s.pairingBye = get("pairingBye", s.pairingBye);
        s.fullBye = get("fullBye", s.fullBye);
        s.halfBye = get("halfBye", s.halfBye);
        s.zeroBye = get("zeroBye", s.zeroBye);
        s.absent = get("absent", s.absent);
        return s;
    }

    QString jsonText(const QJsonArray &a)
    {
        return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
    }

    QString jsonText(const QJsonObject &o)
    {
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }

    // Every event field kept in the meta table, with its value as text.
    QList<QPair<QString, QString>> metaOf(const Tournament &t)
    {
        QJsonArray byes;
        for (const ByeRecord &b : t.byes) {
            QJsonArray players;
            for (int s : b.players)
                players.append(s);
            byes.append(QJsonObject {{QStringLiteral("type"), QString(QChar(b.type))},
                {QStringLiteral("round"), b.round}, {QStringLiteral("players"), players}});
        }
        QJsonArray other;
        for (const RawRecord &r : t.otherRecords)
            if (!isPlayoffRecord(r))
                other.append(r.line);
        QJsonArray forfeits;
        for (const TeamForfeit &f : t.teamData.forfeits)
            forfeits.append(QJsonArray {f.round, f.first, f.second, QString(QChar(f.firstResult)),
                QString(QChar(f.secondResult))});
        return {
            {QStringLiteral("name"), t.name},
            {QStringLiteral("city"), t.city},
            {QStringLiteral("federation"), t.federation},
            {QStringLiteral("startDate"), t.startDate},
            {QStringLiteral("endDate"), t.endDate},
            {QStringLiteral("chiefArbiter"), t.chiefArbiter},
            {QStringLiteral("deputyArbiters"), t.deputyArbiters},
            {QStringLiteral("timeControl"), t.timeControl},
            {QStringLiteral("typeText"), t.typeText},
            {QStringLiteral("systemText"), t.systemText},
            {QStringLiteral("type"), QString::number(int(t.type))},
            {QStringLiteral("declaredPlayers"), QString::number(t.declaredPlayers)},
            {QStringLiteral("declaredRated"), QString::number(t.declaredRated)},
            {QStringLiteral("declaredTeams"), QString::number(t.declaredTeams)},
            {QStringLiteral("declaredRounds"), QString::number(t.declaredRounds)},
            {QStringLiteral("roundsRecord"), t.roundsRecord},
            {QStringLiteral("roundDates"), t.roundDates},
            {QStringLiteral("scoring"), jsonText(scoringToJson(t.scoring))},
            {QStringLiteral("hasScoringRecord"),
                t.hasScoringRecord ? QStringLiteral("1") : QStringLiteral("0")},
            {QStringLiteral("scoringText"), t.scoringText},
            {QStringLiteral("tieBreaks"), jsonText(QJsonArray::fromStringList(t.tieBreaks))},
            {QStringLiteral("tieBreaksFromTeamRecord"),
                t.tieBreaksFromTeamRecord ? QStringLiteral("1") : QStringLiteral("0")},
            {QStringLiteral("byes"), jsonText(byes)},
            {QStringLiteral("otherRecords"), jsonText(other)},
            {QStringLiteral("teamScoring"), jsonText(teamScoringToJson(t.teamData.scoring))},
            {QStringLiteral("teamRecords"),
                QString::number((t.teamData.has013 ? 1 : 0) | (t.teamData.has310 ? 2 : 0))},
            {QStringLiteral("boardColours"), t.teamData.boardColours},
            {QStringLiteral("teamPairingByes"), intArrayText(t.teamData.pairingByes)},
            {QStringLiteral("teamForfeits"), jsonText(forfeits)},
            {QStringLiteral("playoff"), playoffConfigOf(t)},
            {QStringLiteral("playoffResults"), jsonText(playoffResultsOf(t))},
        };
    }

    // Sets one event field from its stored text; an unknown key is ignored (a newer minor field).
    void setMeta(Tournament &t, const QString &key, const QString &value)
    {
        const Tournament def;
        const bool absent = value.isNull();
        auto number = [&value]() { return value.toInt(); };
        auto array = [&value]() { return QJsonDocument::fromJson(value.toUtf8()).array(); };
        if (key == u"name")
            t.name = value;
        else if (key == u"city")
            t.city = value;
        else if (key == u"federation")
            t.federation = value;
        else if (key == u"startDate")
            t.startDate = value;
        else if (key == u"endDate")
            t.endDate = value;
        else if (key == u"chiefArbiter")
            t.chiefArbiter = value;
        else if (key == u"deputyArbiters")
            t.deputyArbiters = value;
        else if (key == u"timeControl")
            t.timeControl = value;
        else if (key == u"typeText")
            t.typeText = value;
        else if (key == u"systemText")
            t.systemText = value;
        else if (key == u"type")
            t.type = absent ? def.type : TournamentType(std::clamp(number(), 0, 3));
        else if (key == u"declaredPlayers")
            t.declaredPlayers = number();
        else if (key == u"declaredRated")
            t.declaredRated = number();
        else if (key == u"declaredTeams")
            t.declaredTeams = number();
        else if (key == u"declaredRounds")
            t.declaredRounds = number();
        else if (key == u"roundsRecord")
            t.roundsRecord = value;
        else if (key == u"roundDates")
            t.roundDates = value;
        else if (key == u"scoring")
            t.scoring = scoringFromJson(QJsonDocument::fromJson(value.toUtf8()).object());
        else if (key == u"hasScoringRecord")
            t.hasScoringRecord = value == u"1";
        else if (key == u"scoringText")
            t.scoringText = value;
        else if (key == u"tieBreaks") {
            t.tieBreaks.clear();
            for (const QJsonValue &v : array())
                t.tieBreaks.append(v.toString());
        } else if (key == u"tieBreaksFromTeamRecord")
            t.tieBreaksFromTeamRecord = value == u"1";
        else if (key == u"byes") {
            t.byes.clear();
            for (const QJsonValue &v : array()) {
                const QJsonObject o = v.toObject();
                ByeRecord b;
                const QString type = o.value(u"type").toString();
                b.type = type.isEmpty() ? 'H' : char(type.at(0).toLatin1());
                b.round = o.value(u"round").toInt();
                for (const QJsonValue &s : o.value(u"players").toArray())
                    b.players.append(s.toInt());
                t.byes.append(b);
            }
        } else if (key == u"otherRecords") {
            // The play-off records stay: they come from their own keys.
            t.otherRecords.removeIf([](const RawRecord &r) { return !isPlayoffRecord(r); });
            for (const QJsonValue &v : array())
                t.otherRecords.append({v.toString()});
        } else if (key == u"teamScoring")
            t.teamData.scoring
                = teamScoringFromJson(QJsonDocument::fromJson(value.toUtf8()).object());
        else if (key == u"teamRecords") {
            t.teamData.has013 = number() & 1;
            t.teamData.has310 = number() & 2;
        } else if (key == u"boardColours")
            t.teamData.boardColours = value;
        else if (key == u"teamPairingByes")
            t.teamData.pairingByes = intArray(value);
        else if (key == u"teamForfeits") {
            t.teamData.forfeits.clear();
            auto code = [](const QJsonValue &v, char def) {
                const QString s = v.toString();
                return s.isEmpty() ? def : char(s.at(0).toLatin1());
            };
            for (const QJsonValue &v : array()) {
                const QJsonArray f = v.toArray();
                t.teamData.forfeits.append({f.at(0).toInt(), f.at(1).toInt(), f.at(2).toInt(),
                    code(f.at(3), '+'), code(f.at(4), '-')});
            }
        } else if (key == u"playoff") {
            t.otherRecords.removeIf(
                [](const RawRecord &r) { return r.line.startsWith(playoffConfigTag); });
            if (!value.trimmed().isEmpty())
                t.otherRecords.append({playoffConfigTag + value.trimmed()});
        } else if (key == u"playoffResults") {
            t.otherRecords.removeIf(
                [](const RawRecord &r) { return r.line.startsWith(playoffResultTag); });
            const QJsonObject all = QJsonDocument::fromJson(value.toUtf8()).object();
            for (auto p = all.constBegin(); p != all.constEnd(); ++p) {
                QMap<QString, GameResult> results;
                const QJsonObject games = p.value().toObject();
                for (auto g = games.constBegin(); g != games.constEnd(); ++g)
                    if (const auto r = parseGameResult(g.value().toString()))
                        results.insert(g.key(), *r);
                if (p.key().toInt() > 0)
                    storePlayoffResults(t, p.key().toInt(), results);
            }
        }
    }

    // Puts the play-off records after the others in one order (config, then place by place), so
    // the tournament in memory equals the one read back from the file.
    void normalizePlayoffRecords(Tournament &t)
    {
        const QString config = playoffConfigOf(t);
        const QString results = jsonText(playoffResultsOf(t));
        t.otherRecords.removeIf(isPlayoffRecord);
        setMeta(t, QStringLiteral("playoff"), config);
        setMeta(t, QStringLiteral("playoffResults"), results);
    }

    char mirrored(char code)
    {
        switch (code) {
        case '1':
            return '0';
        case '0':
            return '1';
        case '+':
            return '-';
        case '-':
            return '+';
        case 'W':
            return 'L';
        case 'L':
            return 'W';
        default:
            return code; // = D and ' ' are symmetric
        }
    }

    bool isGameCode(char c)
    {
        return c == '1' || c == '=' || c == '0' || c == '+' || c == '-' || c == 'W' || c == 'D'
            || c == 'L' || c == ' ' || c == 'X';
    }

    bool isByeCode(char c)
    {
        return c == 'H' || c == 'F' || c == 'U' || c == 'Z';
    }

    QJsonValue toJson(const std::optional<QJsonObject> &row)
    {
        return row ? QJsonValue(*row) : QJsonValue(QJsonValue::Null);
    }

    // Returns the driver's text after the cause in plain words, for the write faults an arbiter
    // can act on (issue 7). QSQLITE gives SQLite's result code for a failed statement but not
    // for a failed COMMIT, so SQLite's own (stable) messages are matched too.
    QString writeProblem(const QSqlError &e)
    {
        const QString code = e.nativeErrorCode();
        const QString text = e.text();
        QString cause;
        if (code == u"13" || text.contains(QLatin1String("disk is full")))
            cause = tr("the disk is full; the change was not saved");
        else if (code == u"8" || text.contains(QLatin1String("readonly database")))
            cause = tr("the file is read-only; the change was not saved");
        else if (code == u"10" || text.contains(QLatin1String("disk I/O error")))
            cause = tr("the disk reported an error; the change was not saved");
        return cause.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(cause, text);
    }

} // namespace

TournamentDatabase::TournamentDatabase() = default;

TournamentDatabase::~TournamentDatabase()
{
    close();
}

bool TournamentDatabase::fail(QString *error, const QString &message) const
{
    if (error)
        *error = message;
    return false;
}

void TournamentDatabase::close()
{
    if (!m_connection.isEmpty()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
        m_connection.clear();
    }
    m_lock.reset();
    m_path.clear();
    m_t = Tournament();
    m_withdrawn.clear();
}

bool TournamentDatabase::create(const QString &path, QString *error)
{
    close();
    if (path != u":memory:" && QFileInfo::exists(path))
        return fail(error, tr("%1 already exists; choose another name").arg(path));
    return openConnection(path, true, error);
}

bool TournamentDatabase::open(const QString &path, QString *error)
{
    close();
    if (path != u":memory:" && !QFileInfo::exists(path))
        return fail(error, tr("%1 does not exist").arg(path));
    return openConnection(path, false, error);
}

bool TournamentDatabase::openConnection(const QString &path, bool creating, QString *error)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return fail(error, tr("the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)"));
    const bool memory = path == u":memory:";
    if (!memory) {
        auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) {
            qint64 pid = 0;
            QString host, app;
            lock->getLockInfo(&pid, &host, &app);
            if (lock->error() == QLockFile::LockFailedError)
                return fail(error,
                    tr("%1 is already open in %2 (process %3 on %4); close it there first")
                        .arg(path, app.isEmpty() ? tr("another program") : app)
                        .arg(pid)
                        .arg(host));
            return fail(error, tr("cannot lock %1: no permission to write next to it").arg(path));
        }
        m_lock = std::move(lock);
    }
    m_connection = QStringLiteral("arbiter-db-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path);
    auto abandon = [this, error](const QString &message) {
        close();
        return fail(error, message);
    };
    if (!m_db.open())
        return abandon(tr("cannot open %1: %2").arg(path, m_db.lastError().text()));
    m_path = path;

    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return abandon(tr("%1 is not a tournament database or it is damaged: %2")
                           .arg(path, q.lastError().text()));
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return abandon(tr("%1 is damaged: %2").arg(path, q.lastError().text()));
    const int version = q.value(0).toInt();
    if (!creating) {
        if (appId != ApplicationId)
            return abandon(tr("%1 is not an Arbiter tournament database").arg(path));
        if (version > SchemaVersion)
            return abandon(tr("%1 was written by a newer version of Arbiter (database version %2; "
                              "this program reads up to version %3); it was not changed")
                               .arg(path)
                               .arg(version)
                               .arg(SchemaVersion));
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
            || q.value(0).toString() != u"ok")
            return abandon(
                tr("%1 is damaged: %2")
                    .arg(path,
                        q.lastError().isValid() ? q.lastError().text() : q.value(0).toString()));
    }
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !q.exec(QStringLiteral("PRAGMA foreign_keys=ON"))
        || !q.exec(QStringLiteral("PRAGMA synchronous=FULL")))
        return abandon(tr("cannot set up %1: %2").arg(path, q.lastError().text()));
    if (creating && !q.exec(QStringLiteral("PRAGMA application_id=%1").arg(ApplicationId)))
        return abandon(tr("cannot set up %1: %2").arg(path, q.lastError().text()));
    QString message;
    if (!migrate(&message))
        return abandon(message);
    if (creating) {
        Tournament t;
        t.type = TournamentType::Swiss;
        m_db.transaction();
        QSqlQuery ins(m_db);
        ins.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
        for (const auto &[key, value] : metaOf(t)) {
            ins.addBindValue(key);
            ins.addBindValue(text(value));
            if (!ins.exec()) {
                m_db.rollback();
                return abandon(tr("cannot write %1: %2").arg(path, ins.lastError().text()));
            }
        }
        m_db.commit();
    }
    if (!readAll(&m_t, &m_withdrawn, &message))
        return abandon(message);
    return true;
}

bool TournamentDatabase::migrate(QString *error)
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return fail(
            error, tr("cannot read the version of %1: %2").arg(m_path, q.lastError().text()));
    const int version = q.value(0).toInt();
    q.finish();
    for (int v = version; v < SchemaVersion; ++v) {
        if (!m_db.transaction())
            return fail(error, tr("cannot update %1: %2").arg(m_path, m_db.lastError().text()));
        for (const QString &sql : migrations().at(v)) {
            if (!q.exec(sql)) {
                const QString text = q.lastError().text();
                m_db.rollback();
                return fail(error,
                    tr("cannot update %1 to version %2: %3").arg(m_path).arg(v + 1).arg(text));
            }
        }
        if (!q.exec(QStringLiteral("PRAGMA user_version=%1").arg(v + 1)) || !m_db.commit()) {
            m_db.rollback();
            return fail(error, tr("cannot update %1: %2").arg(m_path, q.lastError().text()));
        }
    }
    return true;
}

bool TournamentDatabase::readAll(Tournament *t, QHash<int, int> *withdrawn, QString *error) const
{
    *t = Tournament();
    withdrawn->clear();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta")))
        return fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
    while (q.next())
        setMeta(*t, q.value(0).toString(), q.value(1).toString());
    if (!q.exec(
            QStringLiteral("SELECT start_no, name, title, sex, federation, fide_id, birth_date, "
                           "rating, declared_points, has_declared_points, declared_rank, "
                           "withdrawn_round FROM players ORDER BY start_no")))
        return fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
    QHash<int, int> index;
    while (q.next()) {
        Player p;
        p.startNo = q.value(0).toInt();
        p.name = q.value(1).toString();
        p.title = q.value(2).toString();
        const QString sex = q.value(3).toString();
        p.sex = sex.isEmpty() ? QChar() : sex.at(0);
        p.federation = q.value(4).toString();
        p.fideId = q.value(5).toString();
        p.birthDate = q.value(6).toString();
        p.rating = q.value(7).toInt();
        p.declaredPoints = Fixed::fromRaw(q.value(8).toLongLong());
        p.hasDeclaredPoints = q.value(9).toInt() != 0;
        p.declaredRank = q.value(10).toInt();
        if (const int w = q.value(11).toInt(); w > 0)
            withdrawn->insert(p.startNo, w);
        index.insert(p.startNo, int(t->players.size()));
        t->players.append(p);
    }
    if (!q.exec(
            QStringLiteral("SELECT start_no, round, opponent, colour, code, rated FROM results")))
        return fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
    while (q.next()) {
        const int i = index.value(q.value(0).toInt(), -1);
        const int round = q.value(1).toInt();
        if (i < 0 || round < 1)
            continue;
        RoundEntry e;
        e.opponent = q.value(2).toInt();
        const QString colour = q.value(3).toString();
        e.colour = colour == u"w" ? Colour::White : colour == u"b" ? Colour::Black : Colour::None;
        const QString code = q.value(4).toString();
        e.code = code.isEmpty() ? ' ' : char(code.at(0).toLatin1());
        e.rated = q.value(5).toInt() != 0;
        QList<RoundEntry> &rounds = t->players[i].rounds;
        if (rounds.size() < round)
            rounds.resize(round);
        rounds[round - 1] = e;
    }
    if (!q.exec(QStringLiteral("SELECT %1 FROM teams ORDER BY number")
                    .arg(columnsOf(QStringLiteral("teams")).join(u", "))))
        return fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
    auto rowOf = [&q](const QString &table) {
        const QStringList &cols = columnsOf(table);
        QJsonObject o;
        for (int i = 0; i < cols.size(); ++i)
            o.insert(cols[i], QJsonValue::fromVariant(q.value(i)));
        return o;
    };
    while (q.next())
        t->teamData.teams.append(teamFromRow(rowOf(QStringLiteral("teams"))));
    if (!q.exec(QStringLiteral("SELECT %1 FROM team_lineups ORDER BY round, team")
                    .arg(columnsOf(QStringLiteral("team_lineups")).join(u", "))))
        return fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
    while (q.next())
        t->teamData.lineups.append(lineupFromRow(rowOf(QStringLiteral("team_lineups"))));
    normalizePlayoffRecords(*t);
    return true;
}

std::optional<Tournament> TournamentDatabase::load(QString *error) const
{
    Tournament t;
    QHash<int, int> withdrawn;
    if (!isOpen() || !readAll(&t, &withdrawn, error))
        return std::nullopt;
    return t;
}

bool TournamentDatabase::importTournament(const Tournament &t, QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    if (!m_t.players.isEmpty())
        return fail(
            error, tr("%1 already holds players; import into a new tournament").arg(m_path));
    if (!m_db.transaction())
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(m_db.lastError())));
    QSqlQuery q(m_db);
    auto abort = [&](const QSqlQuery &failed) {
        const QSqlError e = failed.lastError();
        m_db.rollback();
        return fail(error, tr("cannot import into %1: %2").arg(m_path, writeProblem(e)));
    };
    if (!q.exec(QStringLiteral("DELETE FROM meta")))
        return abort(q);
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"));
    for (const auto &[key, value] : metaOf(t)) {
        q.addBindValue(key);
        q.addBindValue(text(value));
        if (!q.exec())
            return abort(q);
    }
    q.prepare(QStringLiteral("INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)"));
    for (const Player &p : t.players) {
        q.addBindValue(p.startNo);
        q.addBindValue(text(p.name));
        q.addBindValue(text(p.title));
        q.addBindValue(p.sex.isNull() ? QString(QLatin1String("")) : QString(p.sex));
        q.addBindValue(text(p.federation));
        q.addBindValue(text(p.fideId));
        q.addBindValue(text(p.birthDate));
        q.addBindValue(p.rating);
        q.addBindValue(p.declaredPoints.raw());
        q.addBindValue(p.hasDeclaredPoints ? 1 : 0);
        q.addBindValue(p.declaredRank);
        if (!q.exec())
            return abort(q);
    }
    q.prepare(QStringLiteral("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?)"));
    for (const Player &p : t.players) {
        for (int r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry &e = p.rounds[r];
            if (e.opponent == 0 && e.code == ' ')
                continue; // not paired: no row
            q.addBindValue(p.startNo);
            q.addBindValue(r + 1);
            q.addBindValue(e.opponent);
            q.addBindValue(e.colour == Colour::White ? QStringLiteral("w")
                    : e.colour == Colour::Black      ? QStringLiteral("b")
                                                     : QString(QLatin1String("")));
            q.addBindValue(QString(QChar(e.code)));
            q.addBindValue(e.rated ? 1 : 0);
            if (!q.exec())
                return abort(q);
        }
    }
    for (const QString &table : {QStringLiteral("teams"), QStringLiteral("team_lineups")}) {
        const QStringList &cols = columnsOf(table);
        q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                      .arg(table, cols.join(u", "),
                          QStringList(cols.size(), QStringLiteral("?")).join(u", ")));
        QList<QJsonObject> rows;
        if (table == u"teams") {
            for (const Team &team : t.teamData.teams)
                rows.append(teamRow(team));
        } else {
            for (const TeamLineup &l : t.teamData.lineups)
                rows.append(lineupRow(l));
        }
        for (const QJsonObject &row : std::as_const(rows)) {
            for (const QString &c : cols)
                q.addBindValue(row.value(c).toVariant());
            if (!q.exec())
                return abort(q);
        }
    }
    q.prepare(QStringLiteral("INSERT INTO audit (at, what, before, after, reason, state, data) "
                             "VALUES (?, ?, '', ?, '', 3, '{}')"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    q.addBindValue(tr("Import \"%1\"").arg(t.name));
    q.addBindValue(tr("%n player(s)", nullptr, int(t.players.size())) + QStringLiteral(", ")
        + tr("%n round(s)", nullptr, t.roundCount()));
    if (!q.exec())
        return abort(q);
    if (!m_db.commit())
        return abort(q);
    m_t = t;
    normaliseTeams(m_t.teamData);
    normalizePlayoffRecords(m_t);
    if (m_t.type == TournamentType::Unknown)
        m_t.type = guessTournamentType(m_t);
    m_withdrawn.clear();
    return true;
}

QByteArray TournamentDatabase::exportTrf() const
{
    Tournament t = m_t;
    static const char *states[] = {"", " (undone)", " (discarded)", ""};
    for (const AuditEntry &a : auditLog()) {
        QString line
            = QStringLiteral("### audit %1 %2 %3%4")
                  .arg(a.id)
                  .arg(a.when.toString(Qt::ISODate), a.what, QLatin1String(states[int(a.state)]));
        if (!a.before.isEmpty() || !a.after.isEmpty())
            line += QStringLiteral(" | %1 -> %2")
                        .arg(a.before.isEmpty() ? QStringLiteral("-") : a.before,
                            a.after.isEmpty() ? QStringLiteral("-") : a.after);
        if (!a.reason.isEmpty())
            line += QStringLiteral(" | ") + a.reason;
        t.otherRecords.append({line.replace(u'\n', u' ')});
    }
    return writeTrf(t);
}

std::optional<QJsonObject> TournamentDatabase::currentRow(
    const QString &table, const QVariantList &key) const
{
    const QStringList &cols = columnsOf(table);
    QString where;
    for (int i = 0; i < key.size(); ++i)
        where += (i ? QStringLiteral(" AND ") : QString()) + cols[i] + QStringLiteral(" = ?");
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(cols.join(u", "), table, where));
    for (const QVariant &k : key)
        q.addBindValue(k);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QJsonObject o;
    for (int i = 0; i < cols.size(); ++i)
        o.insert(cols[i], QJsonValue::fromVariant(q.value(i)));
    return o;
}

bool TournamentDatabase::writeRow(const RowState &s, QString *error)
{
    const QStringList &cols = columnsOf(s.table);
    QSqlQuery q(m_db);
    if (!s.row) {
        QString where;
        for (int i = 0; i < s.key.size(); ++i)
            where += (i ? QStringLiteral(" AND ") : QString()) + cols[i] + QStringLiteral(" = ?");
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE %2").arg(s.table, where));
        for (const QVariant &k : s.key)
            q.addBindValue(k);
    } else {
        // An upsert, not INSERT OR REPLACE: replacing a player would cascade to their results.
        QStringList marks(cols.size(), QStringLiteral("?"));
        QStringList sets;
        for (int i = keyCount(s.table); i < cols.size(); ++i)
            sets.append(cols[i] + QStringLiteral(" = excluded.") + cols[i]);
        q.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (%4) DO UPDATE SET %5")
                .arg(s.table, cols.join(u", "), marks.join(u", "),
                    cols.mid(0, keyCount(s.table)).join(u", "), sets.join(u", ")));
        for (const QString &c : cols)
            q.addBindValue(s.row->value(c).isString() ? QVariant(text(s.row->value(c).toString()))
                                                      : s.row->value(c).toVariant());
    }
    if (!q.exec())
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(q.lastError())));
    return true;
}

void TournamentDatabase::applyToMemory(const RowState &s)
{
    if (s.table == u"meta") {
        setMeta(
            m_t, s.key.value(0).toString(), s.row ? s.row->value(u"value").toString() : QString());
        normalizePlayoffRecords(m_t);
        return;
    }
    if (s.table == u"teams" || s.table == u"team_lineups") {
        TeamData &d = m_t.teamData;
        if (s.table == u"teams") {
            const int i = d.indexOf(s.key.value(0).toInt());
            if (i >= 0)
                d.teams.removeAt(i);
            if (s.row)
                d.teams.append(teamFromRow(*s.row));
            else
                d.lineups.removeIf(
                    [&s](const TeamLineup &l) { return l.team == s.key.value(0).toInt(); });
        } else {
            d.lineups.removeIf([&s](const TeamLineup &l) {
                return l.round == s.key.value(0).toInt() && l.team == s.key.value(1).toInt();
            });
            if (s.row)
                d.lineups.append(lineupFromRow(*s.row));
        }
        normaliseTeams(d);
        return;
    }
    const int startNo = s.key.value(0).toInt();
    int i = m_t.indexOf(startNo);
    if (s.table == u"players") {
        if (!s.row) {
            if (i >= 0)
                m_t.players.removeAt(i);
            m_withdrawn.remove(startNo);
            return;
        }
        Player p = playerFromRow(*s.row);
        if (i >= 0) {
            p.rounds = m_t.players[i].rounds;
            m_t.players[i] = p;
        } else {
            auto it = std::lower_bound(m_t.players.begin(), m_t.players.end(), startNo,
                [](const Player &a, int n) { return a.startNo < n; });
            m_t.players.insert(it, p);
        }
        if (const int w = s.row->value(u"withdrawn_round").toInt(); w > 0)
            m_withdrawn.insert(startNo, w);
        else
            m_withdrawn.remove(startNo);
        return;
    }
    if (i < 0)
        return;
    const int round = s.key.value(1).toInt();
    QList<RoundEntry> &rounds = m_t.players[i].rounds;
    if (rounds.size() < round)
        rounds.resize(round);
    rounds[round - 1] = s.row ? entryFromRow(*s.row) : RoundEntry();
    while (!rounds.isEmpty() && rounds.last() == RoundEntry())
        rounds.removeLast();
}

QString TournamentDatabase::describe(const RowState &s) const
{
    if (!s.row)
        return s.table == u"results"
            ? tr("R%1 #%2: none").arg(s.key.value(1).toInt()).arg(s.key.value(0).toInt())
            : tr("%1 %2: none").arg(s.table, s.key.value(0).toString());
    const QJsonObject &o = *s.row;
    if (s.table == u"meta")
        return o.value(u"key").toString() + u'=' + o.value(u"value").toString();
    if (s.table == u"teams")
        return tr("team %1 %2: %3")
            .arg(o.value(u"number").toInt())
            .arg(o.value(u"name").toString(), o.value(u"players").toString());
    if (s.table == u"team_lineups")
        return tr("R%1 team %2 against %3: boards %4")
            .arg(o.value(u"round").toInt())
            .arg(o.value(u"team").toInt())
            .arg(o.value(u"opponent").toInt())
            .arg(o.value(u"boards").toString());
    if (s.table == u"players") {
        QString text = QStringLiteral("#%1 %2 %3 %4 %5 %6")
                           .arg(o.value(u"start_no").toInt())
                           .arg(o.value(u"title").toString(), o.value(u"name").toString())
                           .arg(o.value(u"rating").toInt())
                           .arg(o.value(u"federation").toString(), o.value(u"fide_id").toString());
        if (const int w = o.value(u"withdrawn_round").toInt())
            text += tr(" withdrawn from round %1").arg(w);
        return text.simplified();
    }
    const RoundEntry e = entryFromRow(o);
    return QStringLiteral("R%1 #%2: %3 %4 %5")
        .arg(o.value(u"round").toInt())
        .arg(o.value(u"start_no").toInt())
        .arg(e.opponent > 0 ? QString::number(e.opponent) : QStringLiteral("0000"))
        .arg(e.colour == Colour::White      ? u'w'
                : e.colour == Colour::Black ? u'b'
                                            : u'-')
        .arg(QChar(e.code));
}

bool TournamentDatabase::commitChange(
    const QString &what, const QList<RowState> &after, const QString &reason, QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    QList<RowState> before;
    QList<RowState> changed;
    for (const RowState &s : after) {
        RowState old {s.table, s.key, currentRow(s.table, s.key)};
        if (old.row == s.row)
            continue;
        before.append(old);
        changed.append(s);
    }
    if (changed.isEmpty())
        return true;
    if (!m_db.transaction())
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(m_db.lastError())));
    for (const RowState &s : changed) {
        if (!writeRow(s, error)) {
            m_db.rollback();
            return false;
        }
    }
    QJsonArray beforeJson, afterJson;
    QStringList beforeText, afterText;
    for (int i = 0; i < changed.size(); ++i) {
        beforeJson.append(QJsonObject {{QStringLiteral("t"), before[i].table},
            {QStringLiteral("k"), QJsonArray::fromVariantList(before[i].key)},
            {QStringLiteral("r"), toJson(before[i].row)}});
        afterJson.append(QJsonObject {{QStringLiteral("t"), changed[i].table},
            {QStringLiteral("k"), QJsonArray::fromVariantList(changed[i].key)},
            {QStringLiteral("r"), toJson(changed[i].row)}});
        beforeText.append(describe(before[i]));
        afterText.append(describe(changed[i]));
    }
    QSqlQuery q(m_db);
    bool ok = q.exec(QStringLiteral("UPDATE audit SET state = 2 WHERE state = 1"));
    if (ok) {
        q.prepare(QStringLiteral("INSERT INTO audit (at, what, before, after, reason, state, data) "
                                 "VALUES (?, ?, ?, ?, ?, 0, ?)"));
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        q.addBindValue(what);
        q.addBindValue(beforeText.join(QStringLiteral("; ")));
        q.addBindValue(afterText.join(QStringLiteral("; ")));
        q.addBindValue(text(reason));
        q.addBindValue(jsonText(QJsonObject {
            {QStringLiteral("before"), beforeJson}, {QStringLiteral("after"), afterJson}}));
        ok = q.exec();
    }
    if (!ok || !m_db.commit()) {
        const QSqlError e = ok ? m_db.lastError() : q.lastError();
        m_db.rollback();
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(e)));
    }
    for (const RowState &s : changed)
        applyToMemory(s);
    return true;
}

bool TournamentDatabase::replay(bool undoing, QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    QSqlQuery q(m_db);
    if (!q.exec(undoing ? QStringLiteral(
                    "SELECT id, data FROM audit WHERE state = 0 ORDER BY id DESC LIMIT 1")
                        : QStringLiteral(
                            "SELECT id, data FROM audit WHERE state = 1 ORDER BY id ASC LIMIT 1")))
        return fail(
            error, tr("cannot read the audit log of %1: %2").arg(m_path, q.lastError().text()));
    if (!q.next())
        return fail(error, undoing ? tr("nothing to undo") : tr("nothing to redo"));
    const qint64 id = q.value(0).toLongLong();
    const QJsonObject data = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
    q.finish();
    QList<RowState> states;
    const QJsonArray rows = data.value(undoing ? u"before" : u"after").toArray();
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        RowState s;
        s.table = o.value(u"t").toString();
        if (!isKnownTable(s.table))
            return fail(error, tr("the audit log of %1 is damaged (entry %2)").arg(m_path).arg(id));
        s.key = o.value(u"k").toArray().toVariantList();
        if (s.key.size() != keyCount(s.table))
            return fail(error, tr("the audit log of %1 is damaged (entry %2)").arg(m_path).arg(id));
        if (o.value(u"r").isObject())
            s.row = o.value(u"r").toObject();
        states.append(s);
    }
    if (undoing)
        std::reverse(states.begin(), states.end());
    if (!m_db.transaction())
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(m_db.lastError())));
    // Players first when they appear, results first when they go, so foreign keys hold.
    std::stable_sort(states.begin(), states.end(), [](const RowState &a, const RowState &b) {
        auto rank = [](const RowState &s) {
            if (s.table == u"players" || s.table == u"teams")
                return s.row ? 0 : 2;
            return 1;
        };
        return rank(a) < rank(b);
    });
    for (const RowState &s : std::as_const(states)) {
        if (!writeRow(s, error)) {
            m_db.rollback();
            return false;
        }
    }
    q.prepare(QStringLiteral("UPDATE audit SET state = ? WHERE id = ?"));
    q.addBindValue(undoing ? 1 : 0);
    q.addBindValue(id);
    if (!q.exec() || !m_db.commit()) {
        // A failed COMMIT leaves q without error: take the connection's then.
        const QSqlError e = q.lastError().isValid() ? q.lastError() : m_db.lastError();
        m_db.rollback();
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(e)));
    }
    for (const RowState &s : std::as_const(states))
        applyToMemory(s);
    return true;
}

bool TournamentDatabase::undo(QString *error)
{
    return replay(true, error);
}

bool TournamentDatabase::redo(QString *error)
{
    return replay(false, error);
}

bool TournamentDatabase::canUndo() const
{
    return !undoText().isNull();
}

bool TournamentDatabase::canRedo() const
{
    return !redoText().isNull();
}

QString TournamentDatabase::undoText() const
{
    if (!isOpen())
        return {};
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT what FROM audit WHERE state = 0 ORDER BY id DESC LIMIT 1"))
        && q.next())
        return q.value(0).toString();
    return {};
}

QString TournamentDatabase::redoText() const
{
    if (!isOpen())
        return {};
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT what FROM audit WHERE state = 1 ORDER BY id ASC LIMIT 1"))
        && q.next())
        return q.value(0).toString();
    return {};
}

QList<AuditEntry> TournamentDatabase::auditLog(int latest) const
{
    QList<AuditEntry> log;
    if (!isOpen())
        return log;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    const QString columns
        = QStringLiteral("SELECT id, at, what, before, after, reason, state FROM audit");
    if (!q.exec(latest > 0
                ? QStringLiteral("SELECT * FROM (%1 ORDER BY id DESC LIMIT %2) ORDER BY id")
                      .arg(columns)
                      .arg(latest)
                : columns + QStringLiteral(" ORDER BY id")))
        return log;
    while (q.next()) {
        AuditEntry a;
        a.id = q.value(0).toLongLong();
        a.when = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        a.what = q.value(2).toString();
        a.before = q.value(3).toString();
        a.after = q.value(4).toString();
        a.reason = q.value(5).toString();
        a.state = AuditEntry::State(std::clamp(q.value(6).toInt(), 0, 3));
        log.append(a);
    }
    return log;
}

std::optional<RoundEntry> TournamentDatabase::entry(int startNo, int round) const
{
    const int i = m_t.indexOf(startNo);
    if (i < 0 || round < 1 || round > m_t.players[i].rounds.size())
        return std::nullopt;
    const RoundEntry &e = m_t.players[i].rounds[round - 1];
    if (e.opponent == 0 && e.code == ' ')
        return std::nullopt;
    return e;
}

TournamentDatabase::RowState TournamentDatabase::resultState(
    int startNo, int round, const std::optional<RoundEntry> &e) const
{
    RowState s {QStringLiteral("results"), {startNo, round}, std::nullopt};
    if (e)
        s.row = resultRow(startNo, round, *e);
    return s;
}

bool TournamentDatabase::setPlayer(const Player &p, const QString &reason, QString *error)
{
    if (p.startNo < 1)
        return fail(error, tr("start number %1 is invalid: it must be 1 or more").arg(p.startNo));
    if (p.name.trimmed().isEmpty())
        return fail(error, tr("player %1 needs a name").arg(p.startNo));
    if (p.rating < 0 || p.rating > 4000)
        return fail(error,
            tr("player %1: rating %2 is out of range (0-4000)").arg(p.startNo).arg(p.rating));
    if (!p.fideId.trimmed().isEmpty()) {
        for (const Player &o : m_t.players) {
            if (o.startNo != p.startNo && o.fideId.trimmed() == p.fideId.trimmed())
                return fail(error,
                    tr("FIDE id %1 is already used by player %2 (%3)")
                        .arg(p.fideId)
                        .arg(o.startNo)
                        .arg(o.name));
        }
    }
    const bool exists = m_t.indexOf(p.startNo) >= 0;
    const QString what = exists ? tr("Edit player %1 %2").arg(p.startNo).arg(p.name)
                                : tr("Add player %1 %2").arg(p.startNo).arg(p.name);
    return commitChange(what,
        {{QStringLiteral("players"), {p.startNo}, playerRow(p, withdrawnFrom(p.startNo))}}, reason,
        error);
}

bool TournamentDatabase::removePlayer(int startNo, const QString &reason, QString *error)
{
    const int i = m_t.indexOf(startNo);
    if (i < 0)
        return fail(error, tr("there is no player %1").arg(startNo));
    for (int r = 1; r <= m_t.players[i].rounds.size(); ++r) {
        if (entry(startNo, r))
            return fail(
                error, tr("player %1 has rounds entered; withdraw them instead").arg(startNo));
    }
    return commitChange(tr("Remove player %1 %2").arg(startNo).arg(m_t.players[i].name),
        {{QStringLiteral("players"), {startNo}, std::nullopt}}, reason, error);
}

bool TournamentDatabase::setWithdrawal(
    int startNo, int fromRound, const QString &reason, QString *error)
{
    const int i = m_t.indexOf(startNo);
    if (i < 0)
        return fail(error, tr("there is no player %1").arg(startNo));
    if (fromRound < 0)
        return fail(error, tr("round %1 is invalid").arg(fromRound));
    const Player &p = m_t.players[i];
    const QString what = fromRound > 0
        ? tr("Withdraw player %1 %2 from round %3").arg(startNo).arg(p.name).arg(fromRound)
        : tr("Revoke the withdrawal of player %1 %2").arg(startNo).arg(p.name);
    return commitChange(
        what, {{QStringLiteral("players"), {startNo}, playerRow(p, fromRound)}}, reason, error);
}

bool TournamentDatabase::setGame(
    int round, int white, int black, char whiteCode, const QString &reason, QString *error)
{
    if (round < 1 || round > 999)
        return fail(error, tr("round %1 is invalid").arg(round));
    for (int s : {white, black}) {
        if (m_t.indexOf(s) < 0)
            return fail(error, tr("round %1: there is no player %2").arg(round).arg(s));
        if (const int w = withdrawnFrom(s); w > 0 && round >= w)
            return fail(
                error, tr("round %1: player %2 withdrew from round %3").arg(round).arg(s).arg(w));
    }
    if (white == black)
        return fail(
            error, tr("round %1: player %2 cannot play against themselves").arg(round).arg(white));
    if (!isGameCode(whiteCode))
        return fail(error,
            tr("round %1: '%2' is not a result for a game").arg(round).arg(QChar(whiteCode)));
    QList<RowState> rows;
    // Former opponents of either player lose their pairing.
    for (int s : {white, black}) {
        if (auto e = entry(s, round);
            e && e->opponent > 0 && e->opponent != white && e->opponent != black)
            rows.append(resultState(e->opponent, round, std::nullopt));
    }
    const char blackCode = whiteCode == 'X' ? '-' : mirrored(whiteCode);
    const char wc = whiteCode == 'X' ? '-' : whiteCode;
    const bool rated = wc != 'W' && wc != 'D' && wc != 'L';
    rows.append(resultState(white, round, RoundEntry {black, Colour::White, wc, rated}));
    rows.append(resultState(black, round, RoundEntry {white, Colour::Black, blackCode, rated}));
    return commitChange(tr("Round %1: %2 - %3 %4").arg(round).arg(white).arg(black).arg(QChar(wc)),
        rows, reason, error);
}

bool TournamentDatabase::setResult(
    int round, int startNo, char code, const QString &reason, QString *error)
{
    const auto e = entry(startNo, round);
    if (m_t.indexOf(startNo) < 0)
        return fail(error, tr("round %1: there is no player %2").arg(round).arg(startNo));
    if (!e)
        return fail(error,
            tr("round %1: player %2 is not paired; pair them or give a bye first")
                .arg(round)
                .arg(startNo));
    if (e->opponent > 0) {
        if (!isGameCode(code))
            return fail(error,
                tr("impossible result in round %1: player %2 is paired against %3, "
                   "so '%4' (a bye) cannot be their result")
                    .arg(round)
                    .arg(startNo)
                    .arg(e->opponent)
                    .arg(QChar(code)));
        if (e->colour == Colour::Black)
            return setGame(
                round, e->opponent, startNo, code == 'X' ? 'X' : mirrored(code), reason, error);
        return setGame(round, startNo, e->opponent, code, reason, error);
    }
    return setBye(round, startNo, code, reason, error);
}

bool TournamentDatabase::setBye(
    int round, int startNo, char code, const QString &reason, QString *error)
{
    if (round < 1 || round > 999)
        return fail(error, tr("round %1 is invalid").arg(round));
    if (m_t.indexOf(startNo) < 0)
        return fail(error, tr("round %1: there is no player %2").arg(round).arg(startNo));
    if (!isByeCode(code))
        return fail(error,
            tr("impossible result in round %1: '%2' is not a bye (use H, F, U or Z)")
                .arg(round)
                .arg(QChar(code)));
    QList<RowState> rows;
    if (auto e = entry(startNo, round); e && e->opponent > 0)
        rows.append(resultState(e->opponent, round, std::nullopt));
    rows.append(resultState(startNo, round, RoundEntry {0, Colour::None, code, true}));
    return commitChange(tr("Round %1: bye %2 for %3").arg(round).arg(QChar(code)).arg(startNo),
        rows, reason, error);
}

bool TournamentDatabase::clearEntry(int round, int startNo, const QString &reason, QString *error)
{
    const auto e = entry(startNo, round);
    if (!e)
        return true;
    QList<RowState> rows;
    if (e->opponent > 0)
        rows.append(resultState(e->opponent, round, std::nullopt));
    rows.append(resultState(startNo, round, std::nullopt));
    return commitChange(tr("Round %1: unpair %2").arg(round).arg(startNo), rows, reason, error);
}

bool TournamentDatabase::setRoundPairing(int round, const QList<Board> &boards,
    const QString &method, const QString &reason, QString *error)
{
    if (round < 1 || round > 999)
        return fail(error, tr("round %1 is invalid").arg(round));
    if (boards.isEmpty())
        return fail(error, tr("round %1: the pairing has no boards").arg(round));
    QSet<int> paired;
    for (int b = 0; b < boards.size(); ++b) {
        for (int s : {boards[b].white, boards[b].black}) {
            if (s == 0 && s == boards[b].black)
                continue; // the pairing-allocated bye
            if (m_t.indexOf(s) < 0)
                return fail(error,
                    tr("round %1, board %2: there is no player %3").arg(round).arg(b + 1).arg(s));
            if (const int w = withdrawnFrom(s); w > 0 && round >= w)
                return fail(error,
                    tr("round %1, board %2: player %3 withdrew from round %4")
                        .arg(round)
                        .arg(b + 1)
                        .arg(s)
                        .arg(w));
            if (paired.contains(s))
                return fail(error,
                    tr("round %1, board %2: player %3 is paired twice")
                        .arg(round)
                        .arg(b + 1)
                        .arg(s));
            paired.insert(s);
            if (auto e = entry(s, round); e && e->opponent == 0 && e->code != 'U')
                return fail(error,
                    tr("round %1, board %2: player %3 has a bye \"%4\" in this round")
                        .arg(round)
                        .arg(b + 1)
                        .arg(s)
                        .arg(QChar(e->code)));
        }
    }
    QList<RowState> rows;
    for (const Player &p : m_t.players) {
        const auto e = entry(p.startNo, round);
        if (!e || (e->opponent == 0 && e->code != 'U'))
            continue; // requested byes stay
        if (e->opponent > 0 && e->code != ' ')
            return fail(error,
                tr("round %1 already has results (player %2 against %3); unpair it first")
                    .arg(round)
                    .arg(p.startNo)
                    .arg(e->opponent));
        rows.append(resultState(p.startNo, round, std::nullopt));
    }
    QStringList text;
    for (int b = 0; b < boards.size(); ++b) {
        const Board &board = boards[b];
        if (board.black == 0) {
            rows.append(resultState(board.white, round, RoundEntry {0, Colour::None, 'U', true}));
            text << tr("%1 bye").arg(board.white);
            continue;
        }
        rows.append(
            resultState(board.white, round, RoundEntry {board.black, Colour::White, ' ', true}));
        rows.append(
            resultState(board.black, round, RoundEntry {board.white, Colour::Black, ' ', true}));
        text << QStringLiteral("%1-%2").arg(board.white).arg(board.black);
    }
    // Rows removed and then written again are one row state: keep the last one for each key.
    QList<RowState> unique;
    for (int i = int(rows.size()) - 1; i >= 0; --i) {
        const bool later = std::any_of(unique.cbegin(), unique.cend(),
            [&](const RowState &u) { return u.key == rows[i].key; });
        if (!later)
            unique.prepend(rows[i]);
    }
    return commitChange(tr("Round %1 paired (%2): %3").arg(round).arg(method, text.join(u' ')),
        unique, reason, error);
}

bool TournamentDatabase::unpairRound(int round, const QString &reason, QString *error)
{
    QList<RowState> rows;
    for (const Player &p : m_t.players) {
        const auto e = entry(p.startNo, round);
        if (!e || (e->opponent == 0 && e->code != 'U'))
            continue;
        if (e->opponent > 0 && e->code != ' ')
            return fail(error,
                tr("round %1 has results (player %2 against %3); delete them before unpairing "
                   "the round")
                    .arg(round)
                    .arg(p.startNo)
                    .arg(e->opponent));
        rows.append(resultState(p.startNo, round, std::nullopt));
    }
    if (rows.isEmpty())
        return fail(error, tr("round %1 is not paired").arg(round));
    return commitChange(tr("Round %1 unpaired").arg(round), rows, reason, error);
}

bool TournamentDatabase::setTieBreaks(
    const QStringList &specs, const QString &reason, QString *error)
{
    for (const QString &s : specs) {
        QString message;
        if (!parseTieBreakSpec(s, &message))
            return fail(error, tr("tie-break \"%1\": %2").arg(s, message));
    }
    return commitChange(tr("Tie-break list: %1").arg(specs.join(u' ')),
        {{QStringLiteral("meta"), {QStringLiteral("tieBreaks")},
            QJsonObject {{QStringLiteral("key"), QStringLiteral("tieBreaks")},
                {QStringLiteral("value"), jsonText(QJsonArray::fromStringList(specs))}}}},
        reason, error);
}

bool TournamentDatabase::setScoring(const ScoringSystem &s, const QString &reason, QString *error)
{
    return commitChange(tr("Scoring: win %1, draw %2, loss %3")
                            .arg(s.win.toString(), s.draw.toString(), s.loss.toString()),
        {{QStringLiteral("meta"), {QStringLiteral("scoring")},
            QJsonObject {{QStringLiteral("key"), QStringLiteral("scoring")},
                {QStringLiteral("value"), jsonText(scoringToJson(s))}}}},
        reason, error);
}

bool TournamentDatabase::setEventField(
    const QString &field, const QString &value, const QString &reason, QString *error)
{
    static const QStringList fields = {QStringLiteral("name"), QStringLiteral("city"),
        QStringLiteral("federation"), QStringLiteral("startDate"), QStringLiteral("endDate"),
        QStringLiteral("chiefArbiter"), QStringLiteral("deputyArbiters"),
        QStringLiteral("timeControl"), QStringLiteral("declaredRounds"), QStringLiteral("type")};
    if (!fields.contains(field))
        return fail(error, tr("unknown event field \"%1\"").arg(field));
    if (field == u"declaredRounds") {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 0 || n > 999)
            return fail(error, tr("number of rounds \"%1\" is invalid").arg(value));
    }
    if (field == u"type" && value != u"1" && value != u"2" && value != u"3")
        return fail(error, tr("tournament type \"%1\" is invalid").arg(value));
    return commitChange(tr("Event %1: %2").arg(field, value),
        {{QStringLiteral("meta"), {field},
            QJsonObject {{QStringLiteral("key"), field}, {QStringLiteral("value"), value}}}},
        reason, error);
}

bool TournamentDatabase::setPlayoffConfig(
    const std::optional<PlayoffConfig> &config, const QString &reason, QString *error)
{
    auto metaRow = [](const QString &key, const QString &value) {
        return RowState {QStringLiteral("meta"), {key},
            QJsonObject {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}}};
    };
    QString what = tr("Remove the play-off");
    QString json(QLatin1String(""));
    if (config) {
        if (!config->lotsSeed)
            return fail(error, tr("play-off: the lots seed must be recorded before it starts"));
        json = QString::fromUtf8(QJsonDocument(config->toJson()).toJson(QJsonDocument::Compact));
        what = tr("Play-off: %1, lots seed %2")
                   .arg(PlayoffConfig::formatKey(config->format))
                   .arg(*config->lotsSeed);
    }
    return commitChange(what,
        {metaRow(QStringLiteral("playoff"), json),
            metaRow(QStringLiteral("playoffResults"), jsonText(QJsonObject()))},
        reason, error);
}

bool TournamentDatabase::setPlayoffResult(int place, const QString &gameId,
    std::optional<GameResult> result, const QString &reason, QString *error)
{
    if (!storedPlayoffConfig(m_t))
        return fail(error, tr("play-off game %1: no play-off has been started").arg(gameId));
    if (place < 1)
        return fail(error, tr("play-off game %1: place %2 is invalid").arg(gameId).arg(place));
    if (gameId.isEmpty() || gameId.contains(QRegularExpression(QStringLiteral("\\s"))))
        return fail(error, tr("play-off game \"%1\": a game id has no spaces").arg(gameId));
    QJsonObject all = playoffResultsOf(m_t);
    QJsonObject games = all.value(QString::number(place)).toObject();
    if (result)
        games.insert(gameId, gameResultText(*result));
    else
        games.remove(gameId);
    if (games.isEmpty())
        all.remove(QString::number(place));
    else
        all.insert(QString::number(place), games);
    const QString what = result
        ? tr("Play-off for place %1, game %2: %3").arg(place).arg(gameId, gameResultText(*result))
        : tr("Play-off for place %1, game %2: no result").arg(place).arg(gameId);
    return commitChange(what,
        {{QStringLiteral("meta"), {QStringLiteral("playoffResults")},
            QJsonObject {{QStringLiteral("key"), QStringLiteral("playoffResults")},
                {QStringLiteral("value"), jsonText(all)}}}},
        reason, error);
}

QList<QPair<QString, QStringList>> TournamentDatabase::presets() const
{
    QList<QPair<QString, QStringList>> list;
    QSqlQuery q(m_db);
    if (!isOpen() || !q.exec(QStringLiteral("SELECT name, specs FROM presets ORDER BY name")))
        return list;
    while (q.next())
        list.append({q.value(0).toString(), q.value(1).toString().split(u' ', Qt::SkipEmptyParts)});
    return list;
}

bool TournamentDatabase::savePreset(const QString &name, const QStringList &specs, QString *error)
{
    if (name.trimmed().isEmpty())
        return fail(error, tr("a preset needs a name"));
    for (const QString &s : specs) {
        QString message;
        if (!parseTieBreakSpec(s, &message))
            return fail(error, tr("tie-break \"%1\": %2").arg(s, message));
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO presets (name, specs) VALUES (?, ?)"));
    q.addBindValue(name.trimmed());
    q.addBindValue(specs.join(u' '));
    if (!q.exec())
        return fail(error, tr("cannot write %1: %2").arg(m_path, writeProblem(q.lastError())));
    return true;
}

bool TournamentDatabase::setTeam(const Team &team, const QString &reason, QString *error)
{
    if (team.number < 1)
        return fail(error, tr("team number %1 is invalid: it must be 1 or more").arg(team.number));
    if (team.name.trimmed().isEmpty())
        return fail(error, tr("team %1 needs a name").arg(team.number));
    QSet<int> seen;
    for (int startNo : team.players) {
        if (m_t.indexOf(startNo) < 0)
            return fail(error, tr("team %1: there is no player %2").arg(team.number).arg(startNo));
        if (seen.contains(startNo))
            return fail(
                error, tr("team %1: player %2 is listed twice").arg(team.number).arg(startNo));
        seen.insert(startNo);
        for (const Team &other : m_t.teamData.teams) {
            if (other.number != team.number && other.players.contains(startNo))
                return fail(error,
                    tr("team %1: player %2 already plays for team %3 (%4)")
                        .arg(team.number)
                        .arg(startNo)
                        .arg(other.number)
                        .arg(other.name));
        }
    }
    const bool exists = m_t.teamData.indexOf(team.number) >= 0;
    const QString what = exists ? tr("Edit team %1 %2").arg(team.number).arg(team.name)
                                : tr("Add team %1 %2").arg(team.number).arg(team.name);
    return commitChange(
        what, {{QStringLiteral("teams"), {team.number}, teamRow(team)}}, reason, error);
}

bool TournamentDatabase::removeTeam(int number, const QString &reason, QString *error)
{
    const int i = m_t.teamData.indexOf(number);
    if (i < 0)
        return fail(error, tr("there is no team %1").arg(number));
    // The line-ups go explicitly (not by cascade) so that undo brings them back.
    QList<RowState> rows;
    for (const TeamLineup &l : m_t.teamData.lineups) {
        if (l.team == number)
            rows.append({QStringLiteral("team_lineups"), {l.round, l.team}, std::nullopt});
    }
    rows.append({QStringLiteral("teams"), {number}, std::nullopt});
    return commitChange(
        tr("Remove team %1 %2").arg(number).arg(m_t.teamData.teams[i].name), rows, reason, error);
}

bool TournamentDatabase::setTeamLineup(
    const TeamLineup &lineup, const QString &reason, QString *error)
{
    if (lineup.round < 1 || lineup.round > 999)
        return fail(error, tr("round %1 is invalid").arg(lineup.round));
    const int i = m_t.teamData.indexOf(lineup.team);
    if (i < 0)
        return fail(error, tr("round %1: there is no team %2").arg(lineup.round).arg(lineup.team));
    if (lineup.opponent != 0 && m_t.teamData.indexOf(lineup.opponent) < 0)
        return fail(
            error, tr("round %1: there is no team %2").arg(lineup.round).arg(lineup.opponent));
    if (lineup.opponent == lineup.team)
        return fail(error,
            tr("round %1: team %2 cannot play against itself").arg(lineup.round).arg(lineup.team));
    const Team &team = m_t.teamData.teams[i];
    QSet<int> seen;
    for (int b = 0; b < lineup.boards.size(); ++b) {
        const int startNo = lineup.boards[b];
        if (startNo == 0)
            continue;
        if (!team.players.contains(startNo))
            return fail(error,
                tr("round %1, team %2, board %3: player %4 is not in the team")
                    .arg(lineup.round)
                    .arg(lineup.team)
                    .arg(b + 1)
                    .arg(startNo));
        if (seen.contains(startNo))
            return fail(error,
                tr("round %1, team %2: player %3 is on two boards")
                    .arg(lineup.round)
                    .arg(lineup.team)
                    .arg(startNo));
        seen.insert(startNo);
    }
    RowState row {QStringLiteral("team_lineups"), {lineup.round, lineup.team}, std::nullopt};
    if (!lineup.boards.isEmpty())
        row.row = lineupRow(lineup);
    return commitChange(lineup.boards.isEmpty()
            ? tr("Round %1: line-up of team %2 as listed").arg(lineup.round).arg(lineup.team)
            : tr("Round %1: line-up of team %2").arg(lineup.round).arg(lineup.team),
        {row}, reason, error);
}

bool TournamentDatabase::setTeamScoring(const TeamScoring &s, const QString &reason, QString *error)
{
    if (s.win < s.draw || s.draw < s.loss)
        return fail(error,
            tr("match points: a win (%1) must give at least a draw (%2), a draw at least a loss "
               "(%3)")
                .arg(s.win.toString(), s.draw.toString(), s.loss.toString()));
    return commitChange(tr("Team scoring: win %1, draw %2, loss %3%4")
                            .arg(s.win.toString(), s.draw.toString(), s.loss.toString(),
                                s.doubleZeroIsLoss ? tr(", 0-0 gives no match points") : QString()),
        {{QStringLiteral("meta"), {QStringLiteral("teamScoring")},
            QJsonObject {{QStringLiteral("key"), QStringLiteral("teamScoring")},
                {QStringLiteral("value"), jsonText(teamScoringToJson(s))}}}},
        reason, error);
}

bool TournamentDatabase::setBoardColours(
    const QString &colours, const QString &reason, QString *error)
{
    const QString c = colours.trimmed().toUpper();
    for (int i = 0; i < c.size(); ++i) {
        if (c[i] != u'W' && c[i] != u'B')
            return fail(
                error, tr("board colours \"%1\": board %2 must be W or B").arg(colours).arg(i + 1));
    }
    return commitChange(tr("Board colours: %1").arg(c.isEmpty() ? tr("alternating") : c),
        {{QStringLiteral("meta"), {QStringLiteral("boardColours")},
            QJsonObject {{QStringLiteral("key"), QStringLiteral("boardColours")},
                {QStringLiteral("value"), c}}}},
        reason, error);
}

bool TournamentDatabase::applyPreset(const Preset &preset, const QString &reason, QString *error)
{
    QString message;
    const auto specs = preset.tieBreakSpecs(&message);
    if (!specs)
        return fail(error, tr("preset \"%1\": %2").arg(preset.id, message));
    QStringList texts;
    for (const TieBreakSpec &s : *specs)
        texts.append(s.text);
    auto metaRow = [](const QString &key, const QString &value) {
        return RowState {QStringLiteral("meta"), {key},
            QJsonObject {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}}};
    };
    // The copy of the preset goes in the same transaction as what it sets, so undo takes back
    // the whole choice at once.
    QList<RowState> rows
        = {metaRow(QStringLiteral("tieBreaks"), jsonText(QJsonArray::fromStringList(texts))),
            metaRow(QStringLiteral("preset"), QString::fromUtf8(writePreset(preset)))};
    if (!preset.isTeam())
        rows.append(
            metaRow(QStringLiteral("scoring"), jsonText(scoringToJson(preset.scoring.points))));
    return commitChange(tr("Regulation preset: %1 (%2, version %3)")
                            .arg(preset.name, preset.id)
                            .arg(preset.version),
        rows, reason, error);
}

std::optional<Preset> TournamentDatabase::appliedPreset(QString *error) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = 'preset'"));
    if (!q.exec()) {
        fail(error, tr("cannot read %1: %2").arg(m_path, q.lastError().text()));
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    const PresetReadResult r = readPreset(q.value(0).toString().toUtf8());
    if (!r.preset) {
        fail(error, tr("%1: the stored regulation preset cannot be read: %2").arg(m_path, r.error));
        return std::nullopt;
    }
    return r.preset;
}

} // namespace arb
