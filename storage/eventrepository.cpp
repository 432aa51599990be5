// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventrepository.h"

#include "contentcheck.h"
#include "players/category.h"
#include "playoffrepository.h"
#include "prizes/prizefundfile.h"
#include "schema.h"
#include "teamrepository.h"

#include <QJsonDocument>

#include <algorithm>

namespace arb::storage {

namespace col = schema::meta;

namespace {

    ScoringSystem scoringFromText(const QString &text)
    {
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        ScoringSystem s;
        s.win = scoringValue(o, "win", s.win);
        s.draw = scoringValue(o, "draw", s.draw);
        s.loss = scoringValue(o, "loss", s.loss);
        s.forfeitWin = scoringValue(o, "forfeitWin", s.forfeitWin);
        s.forfeitLoss = scoringValue(o, "forfeitLoss", s.forfeitLoss);
        s.pairingBye = scoringValue(o, "pairingBye", s.pairingBye);
        s.fullBye = scoringValue(o, "fullBye", s.fullBye);
        s.halfBye = scoringValue(o, "halfBye", s.halfBye);
        s.zeroBye = scoringValue(o, "zeroBye", s.zeroBye);
        s.absent = scoringValue(o, "absent", s.absent);
        return s;
    }

    QString byesText(const QList<ByeRecord> &byes)
    {
        QJsonArray list;
        for (const ByeRecord &b : byes) {
            QJsonArray players;
            for (int s : b.players)
                players.append(s);
            list.append(QJsonObject {{QStringLiteral("type"), QString(QChar(b.type))},
                {QStringLiteral("round"), b.round}, {QStringLiteral("players"), players}});
        }
        return jsonText(list);
    }

    QList<ByeRecord> byesFromText(const QString &text)
    {
        QList<ByeRecord> byes;
        for (const QJsonValue &v : QJsonDocument::fromJson(text.toUtf8()).array()) {
            const QJsonObject o = v.toObject();
            ByeRecord b;
            const QString type = o.value(u"type").toString();
            b.type = type.isEmpty() ? 'H' : char(type.at(0).toLatin1());
            b.round = o.value(u"round").toInt();
            for (const QJsonValue &s : o.value(u"players").toArray())
                b.players.append(s.toInt());
            byes.append(b);
        }
        return byes;
    }

    QString flag(bool on)
    {
        return on ? QStringLiteral("1") : QStringLiteral("0");
    }

} // namespace

QString EventRepository::scoringText(const ScoringSystem &s)
{
    return jsonText(QJsonObject {{QStringLiteral("win"), s.win.raw()},
        {QStringLiteral("draw"), s.draw.raw()}, {QStringLiteral("loss"), s.loss.raw()},
        {QStringLiteral("forfeitWin"), s.forfeitWin.raw()},
        {QStringLiteral("forfeitLoss"), s.forfeitLoss.raw()},
        {QStringLiteral("pairingBye"), s.pairingBye.raw()},
        {QStringLiteral("fullBye"), s.fullBye.raw()}, {QStringLiteral("halfBye"), s.halfBye.raw()},
        {QStringLiteral("zeroBye"), s.zeroBye.raw()}, {QStringLiteral("absent"), s.absent.raw()}});
}

QString EventRepository::boardOrdersText(const QMap<int, QList<int>> &orders)
{
    QJsonObject o;
    for (auto it = orders.cbegin(); it != orders.cend(); ++it) {
        QJsonArray whites;
        for (int s : it.value())
            whites.append(s);
        o.insert(QString::number(it.key()), whites);
    }
    return jsonText(o);
}

QMap<int, QList<int>> EventRepository::boardOrdersFromText(const QString &text)
{
    QMap<int, QList<int>> orders;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool ok = false;
        const int round = it.key().toInt(&ok);
        if (!ok || round < 1)
            continue; // not a round: not used
        QList<int> whites;
        for (const QJsonValue &v : it.value().toArray())
            if (v.toInt() > 0)
                whites.append(v.toInt());
        orders.insert(round, whites);
    }
    return orders;
}

QString EventRepository::tieBreaksText(const QStringList &specs)
{
    return jsonText(QJsonArray::fromStringList(specs));
}

namespace {

    QString otherRecordsText(const Tournament &t)
    {
        QJsonArray other;
        for (const RawRecord &r : t.otherRecords)
            if (!PlayoffRepository::isPlayoffRecord(r))
                other.append(r.line);
        return jsonText(other);
    }

} // namespace

RowChange EventRepository::otherRecordsChange(const Tournament &t)
{
    return change(QStringLiteral("otherRecords"), otherRecordsText(t));
}

QList<QPair<QString, QString>> EventRepository::metaOf(const Tournament &t)
{
    QList<QPair<QString, QString>> meta = {
        {QStringLiteral("name"), t.name},
        {QStringLiteral("city"), t.city},
        {QStringLiteral("federation"), t.federation},
        {QStringLiteral("startDate"), t.startDate},
        {QStringLiteral("endDate"), t.endDate},
        {QStringLiteral("chiefArbiter"), t.chiefArbiter},
        {QStringLiteral("deputyArbiters"), t.deputyArbiters},
        {QStringLiteral("timeControl"), t.timeControl},
        {QStringLiteral("timeControlCode"), t.timeControlCode},
        {QStringLiteral("typeText"), t.typeText},
        {QStringLiteral("systemText"), t.systemText},
        {QStringLiteral("type"), QString::number(int(t.type))},
        {QStringLiteral("declaredPlayers"), QString::number(t.declaredPlayers)},
        {QStringLiteral("declaredRated"), QString::number(t.declaredRated)},
        {QStringLiteral("declaredTeams"), QString::number(t.declaredTeams)},
        {QStringLiteral("declaredRounds"), QString::number(t.declaredRounds)},
        {QStringLiteral("roundsRecord"), t.roundsRecord},
        {QStringLiteral("roundDates"), t.roundDates},
        {QStringLiteral("scoring"), scoringText(t.scoring)},
        {QStringLiteral("hasScoringRecord"), flag(t.hasScoringRecord)},
        {QStringLiteral("scoringText"), t.scoringText},
        {QStringLiteral("tieBreaks"), tieBreaksText(t.tieBreaks)},
        {QStringLiteral("tieBreaksFromTeamRecord"), flag(t.tieBreaksFromTeamRecord)},
        {QStringLiteral("rulesEdition"),
            t.rulesEdition ? rulesVersionText(*t.rulesEdition) : QString()},
        {QStringLiteral("byes"), byesText(t.byes)},
        {QStringLiteral("otherRecords"), otherRecordsText(t)},
        {QStringLiteral("categories"), PlayerCategories::toText(t.categories)},
        {QStringLiteral("prizeFund"),
            t.prizeFund ? QString::fromUtf8(writePrizeFund(*t.prizeFund, true)) : QString()},
        {QStringLiteral("roundTimes"), jsonText(QJsonArray::fromStringList(t.roundTimes))},
        {QStringLiteral("boardOrders"), boardOrdersText(t.boardOrders)},
    };
    meta += TeamRepository::metaOf(t.teamData);
    meta.append({QStringLiteral("playoff"), PlayoffRepository::configText(t)});
    meta.append({QStringLiteral("playoffResults"), PlayoffRepository::resultsText(t)});
    return meta;
}

void EventRepository::setMeta(Tournament &t, const QString &key, const QString &value)
{
    const Tournament def;
    auto number = [&value]() { return value.toInt(); };
    // The plain texts, by key.
    static const QList<QPair<QString, QString Tournament::*>> texts = {
        {QStringLiteral("name"), &Tournament::name},
        {QStringLiteral("city"), &Tournament::city},
        {QStringLiteral("federation"), &Tournament::federation},
        {QStringLiteral("startDate"), &Tournament::startDate},
        {QStringLiteral("endDate"), &Tournament::endDate},
        {QStringLiteral("chiefArbiter"), &Tournament::chiefArbiter},
        {QStringLiteral("deputyArbiters"), &Tournament::deputyArbiters},
        {QStringLiteral("timeControl"), &Tournament::timeControl},
        {QStringLiteral("timeControlCode"), &Tournament::timeControlCode},
        {QStringLiteral("typeText"), &Tournament::typeText},
        {QStringLiteral("systemText"), &Tournament::systemText},
        {QStringLiteral("roundsRecord"), &Tournament::roundsRecord},
        {QStringLiteral("roundDates"), &Tournament::roundDates},
        {QStringLiteral("scoringText"), &Tournament::scoringText},
    };
    for (const auto &[name, member] : texts) {
        if (key == name) {
            t.*member = value;
            return;
        }
    }
    if (key == u"rulesEdition")
        t.rulesEdition = parseRulesVersion(value);
    else if (key == u"type")
        t.type = value.isNull() ? def.type : TournamentType(std::clamp(number(), 0, 3));
    else if (key == u"declaredPlayers")
        t.declaredPlayers = number();
    else if (key == u"declaredRated")
        t.declaredRated = number();
    else if (key == u"declaredTeams")
        t.declaredTeams = number();
    else if (key == u"declaredRounds") {
        // An impossible number is not used (ContentCheck names it; it stays in the file).
        const int n = number();
        t.declaredRounds = n >= 0 && n <= ContentCheck::maxRound ? n : 0;
    } else if (key == u"scoring")
        t.scoring = scoringFromText(value);
    else if (key == u"hasScoringRecord")
        t.hasScoringRecord = value == u"1";
    else if (key == u"tieBreaks") {
        t.tieBreaks.clear();
        for (const QJsonValue &v : QJsonDocument::fromJson(value.toUtf8()).array())
            t.tieBreaks.append(v.toString());
    } else if (key == u"tieBreaksFromTeamRecord")
        t.tieBreaksFromTeamRecord = value == u"1";
    else if (key == u"byes")
        t.byes = byesFromText(value);
    else if (key == u"otherRecords") {
        // The play-off records stay: they come from their own keys.
        t.otherRecords.removeIf(
            [](const RawRecord &r) { return !PlayoffRepository::isPlayoffRecord(r); });
        for (const QJsonValue &v : QJsonDocument::fromJson(value.toUtf8()).array())
            t.otherRecords.append({v.toString()});
    } else if (key == u"categories")
        t.categories = PlayerCategories::fromText(value);
    else if (key == u"prizeFund")
        t.prizeFund = value.isEmpty() ? std::nullopt : readPrizeFund(value.toUtf8());
    else if (key == u"roundTimes") {
        t.roundTimes.clear();
        for (const QJsonValue &v : QJsonDocument::fromJson(value.toUtf8()).array())
            t.roundTimes.append(v.toString());
    } else if (key == u"boardOrders")
        t.boardOrders = boardOrdersFromText(value);
    else if (key == u"playoff")
        PlayoffRepository::setConfigText(t, value);
    else if (key == u"playoffResults")
        PlayoffRepository::setResultsText(t, value);
    else
        TeamRepository::setMeta(t.teamData, key, value);
}

ChangeSet EventRepository::changes(const Tournament &before, const Tournament &after)
{
    ChangeSet rows;
    const QList<QPair<QString, QString>> was = metaOf(before);
    for (const auto &[key, value] : metaOf(after))
        if (!was.contains(QPair<QString, QString>(key, value)))
            rows.append(change(key, value));
    return rows;
}

RowChange EventRepository::change(const QString &key, const QString &value)
{
    return {col::table, {key}, Row {{col::key, key}, {col::value, value}}};
}

bool EventRepository::read(const QSqlDatabase &db, Tournament *t, QSqlError *error)
{
    return readRows(
        db, col::table, QString(),
        [t](const RowReader &row) { setMeta(*t, row.text(col::key), row.text(col::value)); },
        error);
}

bool EventRepository::insert(const QSqlDatabase &db, const Tournament &t, QSqlError *error)
{
    RowInserter rows(db, col::table);
    for (const auto &[key, value] : metaOf(t)) {
        if (!rows.insert(Row {{col::key, key}, {col::value, value}}, error))
            return false;
    }
    return true;
}

void EventRepository::apply(Tournament &t, const RowChange &change)
{
    setMeta(t, change.key.value(0).toString(),
        change.row ? change.row->value(col::value).toString() : QString());
    PlayoffRepository::normalise(t);
}

QString EventRepository::describe(const Row &o)
{
    return o.value(col::key).toString() + u'=' + o.value(col::value).toString();
}

} // namespace arb::storage
