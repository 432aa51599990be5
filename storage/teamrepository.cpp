// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamrepository.h"

#include "schema.h"

#include <QJsonDocument>

#include <algorithm>

namespace arb::storage {

namespace teamCol = schema::teams;
namespace lineupCol = schema::lineups;

Row TeamRepository::toRow(const Team &t)
{
    return {{teamCol::number, t.number}, {teamCol::name, t.name},
        {teamCol::federation, t.federation}, {teamCol::averageRating, t.averageRating},
        {teamCol::declaredMp, t.declaredMatchPoints.raw()},
        {teamCol::hasDeclaredMp, t.hasDeclaredMatchPoints ? 1 : 0},
        {teamCol::declaredGp, t.declaredGamePoints.raw()},
        {teamCol::hasDeclaredGp, t.hasDeclaredGamePoints ? 1 : 0},
        {teamCol::declaredRank, t.declaredRank}, {teamCol::players, intArrayText(t.players)}};
}

Team TeamRepository::teamFromRow(const RowReader &row)
{
    Team t;
    t.number = row.number(teamCol::number);
    t.name = row.text(teamCol::name);
    t.federation = row.text(teamCol::federation);
    t.averageRating = row.text(teamCol::averageRating);
    t.declaredMatchPoints = Fixed::fromRaw(row.number64(teamCol::declaredMp));
    t.hasDeclaredMatchPoints = row.number(teamCol::hasDeclaredMp) != 0;
    t.declaredGamePoints = Fixed::fromRaw(row.number64(teamCol::declaredGp));
    t.hasDeclaredGamePoints = row.number(teamCol::hasDeclaredGp) != 0;
    t.declaredRank = row.number(teamCol::declaredRank);
    t.players = intArray(row.text(teamCol::players));
    return t;
}

Row TeamRepository::toRow(const TeamLineup &l)
{
    return {{lineupCol::round, l.round}, {lineupCol::team, l.team},
        {lineupCol::opponent, l.opponent}, {lineupCol::boards, intArrayText(l.boards)}};
}

TeamLineup TeamRepository::lineupFromRow(const RowReader &row)
{
    TeamLineup l;
    l.round = row.number(lineupCol::round);
    l.team = row.number(lineupCol::team);
    l.opponent = row.number(lineupCol::opponent);
    l.boards = intArray(row.text(lineupCol::boards));
    return l;
}

RowChange TeamRepository::change(const Team &t)
{
    return {teamCol::table, {t.number}, toRow(t)};
}

RowChange TeamRepository::teamRemoval(int number)
{
    return {teamCol::table, {number}, std::nullopt};
}

RowChange TeamRepository::change(const TeamLineup &l)
{
    RowChange c {lineupCol::table, {l.round, l.team}, std::nullopt};
    if (!l.boards.isEmpty())
        c.row = toRow(l);
    return c;
}

RowChange TeamRepository::lineupRemoval(int round, int team)
{
    return {lineupCol::table, {round, team}, std::nullopt};
}

QString TeamRepository::scoringText(const TeamScoring &s)
{
    return jsonText(
        QJsonObject {{QStringLiteral("win"), s.win.raw()}, {QStringLiteral("draw"), s.draw.raw()},
            {QStringLiteral("loss"), s.loss.raw()}, {QStringLiteral("hasRecord"), s.hasRecord},
            {QStringLiteral("hasPairingByeRecord"), s.hasPairingByeRecord},
            {QStringLiteral("pairingByeMatchPoints"), s.pairingByeMatchPoints.raw()},
            {QStringLiteral("pairingByeGamePoints"), s.pairingByeGamePoints.raw()},
            {QStringLiteral("hasPairingByeGamePoints"), s.hasPairingByeGamePoints},
            {QStringLiteral("doubleZeroIsLoss"), s.doubleZeroIsLoss}});
}

TeamScoring TeamRepository::scoringFromText(const QString &text)
{
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    TeamScoring s;
    s.win = scoringValue(o, "win", s.win);
    s.draw = scoringValue(o, "draw", s.draw);
    s.loss = scoringValue(o, "loss", s.loss);
    s.hasRecord = o.value(u"hasRecord").toBool();
    s.hasPairingByeRecord = o.value(u"hasPairingByeRecord").toBool();
    s.pairingByeMatchPoints = scoringValue(o, "pairingByeMatchPoints", s.pairingByeMatchPoints);
    s.pairingByeGamePoints = scoringValue(o, "pairingByeGamePoints", s.pairingByeGamePoints);
    s.hasPairingByeGamePoints = o.value(u"hasPairingByeGamePoints").toBool();
    s.doubleZeroIsLoss = o.value(u"doubleZeroIsLoss").toBool();
    return s;
}

QList<QPair<QString, QString>> TeamRepository::metaOf(const TeamData &d)
{
    QJsonArray forfeits;
    for (const TeamForfeit &f : d.forfeits)
        forfeits.append(QJsonArray {f.round, f.first, f.second, QString(QChar(f.firstResult)),
            QString(QChar(f.secondResult))});
    return {
        {QStringLiteral("teamScoring"), scoringText(d.scoring)},
        {QStringLiteral("teamRecords"), QString::number((d.has013 ? 1 : 0) | (d.has310 ? 2 : 0))},
        {QStringLiteral("boardColours"), d.boardColours},
        {QStringLiteral("teamPairingByes"), intArrayText(d.pairingByes)},
        {QStringLiteral("teamForfeits"), jsonText(forfeits)},
    };
}

bool TeamRepository::setMeta(TeamData &d, const QString &key, const QString &value)
{
    if (key == u"teamScoring") {
        d.scoring = scoringFromText(value);
    } else if (key == u"teamRecords") {
        d.has013 = value.toInt() & 1;
        d.has310 = value.toInt() & 2;
    } else if (key == u"boardColours") {
        d.boardColours = value;
    } else if (key == u"teamPairingByes") {
        d.pairingByes = intArray(value);
    } else if (key == u"teamForfeits") {
        d.forfeits.clear();
        auto code = [](const QJsonValue &v, char def) {
            const QString s = v.toString();
            return s.isEmpty() ? def : char(s.at(0).toLatin1());
        };
        for (const QJsonValue &v : QJsonDocument::fromJson(value.toUtf8()).array()) {
            const QJsonArray f = v.toArray();
            d.forfeits.append({f.at(0).toInt(), f.at(1).toInt(), f.at(2).toInt(),
                code(f.at(3), '+'), code(f.at(4), '-')});
        }
    } else {
        return false;
    }
    return true;
}

bool TeamRepository::read(const QSqlDatabase &db, Tournament *t, QSqlError *error)
{
    TeamData &d = t->teamData;
    return readRows(
               db, teamCol::table, teamCol::number,
               [&d](const RowReader &row) { d.teams.append(teamFromRow(row)); }, error)
        && readRows(
            db, lineupCol::table, lineupCol::round + QStringLiteral(", ") + lineupCol::team,
            [&d](const RowReader &row) { d.lineups.append(lineupFromRow(row)); }, error);
}

bool TeamRepository::insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error)
{
    RowInserter teams(db, teamCol::table);
    for (const Team &team : t.teamData.teams) {
        if (!teams.insert(toRow(team), error))
            return false;
    }
    RowInserter lineups(db, lineupCol::table);
    for (const TeamLineup &l : t.teamData.lineups) {
        if (!lineups.insert(toRow(l), error))
            return false;
    }
    return true;
}

void TeamRepository::apply(Tournament &t, const RowChange &change)
{
    TeamData &d = t.teamData;
    const int first = change.key.value(0).toInt();
    if (change.table == teamCol::table) {
        const int i = d.indexOf(first);
        if (i >= 0)
            d.teams.removeAt(i);
        if (change.row)
            d.teams.append(teamFromRow(*change.row));
        else
            d.lineups.removeIf([first](const TeamLineup &l) { return l.team == first; });
    } else {
        const int team = change.key.value(1).toInt();
        d.lineups.removeIf([&](const TeamLineup &l) { return l.round == first && l.team == team; });
        if (change.row)
            d.lineups.append(lineupFromRow(*change.row));
    }
    normalise(d);
}

void TeamRepository::normalise(TeamData &d)
{
    std::stable_sort(d.teams.begin(), d.teams.end(),
        [](const Team &a, const Team &b) { return a.number < b.number; });
    std::stable_sort(
        d.lineups.begin(), d.lineups.end(), [](const TeamLineup &a, const TeamLineup &b) {
            return std::pair(a.round, a.team) < std::pair(b.round, b.team);
        });
}

QString TeamRepository::describeTeam(const Row &o)
{
    return tr("team %1 %2: %3")
        .arg(o.value(teamCol::number).toInt())
        .arg(o.value(teamCol::name).toString(), o.value(teamCol::players).toString());
}

QString TeamRepository::describeLineup(const Row &o)
{
    return tr("R%1 team %2 against %3: boards %4")
        .arg(o.value(lineupCol::round).toInt())
        .arg(o.value(lineupCol::team).toInt())
        .arg(o.value(lineupCol::opponent).toInt())
        .arg(o.value(lineupCol::boards).toString());
}

} // namespace arb::storage
