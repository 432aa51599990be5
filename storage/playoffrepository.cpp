// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoffrepository.h"

#include "eventrepository.h"
#include "playoff/playoffstore.h"

#include <QJsonDocument>

namespace arb::storage {

namespace {

    const QString configTag = QStringLiteral("### arbiter-playoff ");
    const QString resultTag = QStringLiteral("### arbiter-playoff-result ");
    const QString configKey = QStringLiteral("playoff");
    const QString resultsKey = QStringLiteral("playoffResults");

    QJsonObject resultsOf(const Tournament &t)
    {
        QJsonObject all;
        for (const RawRecord &r : t.otherRecords) {
            if (!r.line.startsWith(resultTag))
                continue;
            const QStringList f = r.line.mid(resultTag.size()).split(u' ', Qt::SkipEmptyParts);
            if (f.size() != 3 || f[0].toInt() < 1 || !parseGameResult(f[2]))
                continue;
            QJsonObject place = all.value(f[0]).toObject();
            place.insert(f[1], gameResultText(*parseGameResult(f[2])));
            all.insert(f[0], place);
        }
        return all;
    }

} // namespace

bool PlayoffRepository::isPlayoffRecord(const RawRecord &r)
{
    return r.line.startsWith(configTag) || r.line.startsWith(resultTag);
}

QString PlayoffRepository::configText(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(configTag))
            return r.line.mid(configTag.size()).trimmed();
    return QString(QLatin1String(""));
}

QString PlayoffRepository::resultsText(const Tournament &t)
{
    return jsonText(resultsOf(t));
}

void PlayoffRepository::setConfigText(Tournament &t, const QString &text)
{
    t.otherRecords.removeIf([](const RawRecord &r) { return r.line.startsWith(configTag); });
    if (!text.trimmed().isEmpty())
        t.otherRecords.append({configTag + text.trimmed()});
}

void PlayoffRepository::setResultsText(Tournament &t, const QString &text)
{
    t.otherRecords.removeIf([](const RawRecord &r) { return r.line.startsWith(resultTag); });
    const QJsonObject all = QJsonDocument::fromJson(text.toUtf8()).object();
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

void PlayoffRepository::normalise(Tournament &t)
{
    const QString config = configText(t);
    const QString results = resultsText(t);
    t.otherRecords.removeIf(isPlayoffRecord);
    setConfigText(t, config);
    setResultsText(t, results);
}

ChangeSet PlayoffRepository::configChanges(const std::optional<PlayoffConfig> &config)
{
    QString json(QLatin1String(""));
    if (config)
        json = QString::fromUtf8(QJsonDocument(config->toJson()).toJson(QJsonDocument::Compact));
    return {EventRepository::change(configKey, json),
        EventRepository::change(resultsKey, jsonText(QJsonObject()))};
}

RowChange PlayoffRepository::resultChange(
    const Tournament &t, int place, const QString &gameId, const std::optional<GameResult> &result)
{
    QJsonObject all = resultsOf(t);
    QJsonObject games = all.value(QString::number(place)).toObject();
    if (result)
        games.insert(gameId, gameResultText(*result));
    else
        games.remove(gameId);
    if (games.isEmpty())
        all.remove(QString::number(place));
    else
        all.insert(QString::number(place), games);
    return EventRepository::change(resultsKey, jsonText(all));
}

} // namespace arb::storage
