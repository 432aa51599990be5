// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/playoffconfig.h"

#include <QCoreApplication>

#include <cmath>

namespace arb {

namespace {

    template<typename E> struct KeyName
    {
        E value;
        const char *key;
    };

    const KeyName<PlayoffFormat> formatKeys[] = {{PlayoffFormat::TataSteel, "tata-steel"},
        {PlayoffFormat::Knockout, "knockout"}, {PlayoffFormat::RoundRobin, "round-robin"}};
    const KeyName<PlayoffPlaces> placesKeys[]
        = {{PlayoffPlaces::FirstOnly, "first"}, {PlayoffPlaces::AllTied, "all"}};
    const KeyName<PlayoffNumbering> numberingKeys[]
        = {{PlayoffNumbering::Lots, "lots"}, {PlayoffNumbering::Standings, "standings"}};
    const KeyName<PlayoffColours> colourKeys[]
        = {{PlayoffColours::Lots, "lots"}, {PlayoffColours::Standings, "standings"}};

    template<typename E, size_t N> QString keyOf(const KeyName<E> (&table)[N], E value)
    {
        for (const auto &k : table)
            if (k.value == value)
                return QLatin1String(k.key);
        return QString();
    }

    // Reads an enum key; absent keeps *target. Returns false (and sets error) for unknown keys.
    template<typename E, size_t N>
    bool readKey(const QJsonObject &o, const char *name, const KeyName<E> (&table)[N], E *target,
        QString *error)
    {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        QStringList accepted;
        for (const auto &k : table) {
            if (v.toString() == QLatin1String(k.key)) {
                *target = k.value;
                return true;
            }
            accepted.append(QLatin1String(k.key));
        }
        if (error)
            *error = QCoreApplication::translate(
                "arb::PlayoffConfig", "play-off setting \"%1\": \"%2\" is not one of %3")
                         .arg(QLatin1String(name), v.toVariant().toString(),
                             accepted.join(QStringLiteral(", ")));
        return false;
    }

    bool readInt(
        const QJsonObject &o, const char *name, int min, int max, int *target, QString *error)
    {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        const double d = v.toDouble(-1e9);
        if (!v.isDouble() || !(d >= min && d <= max) || d != std::floor(d)) {
            if (error)
                *error = QCoreApplication::translate("arb::PlayoffConfig",
                    "play-off setting \"%1\" must be a whole number from %2 to %3")
                             .arg(QLatin1String(name))
                             .arg(min)
                             .arg(max);
            return false;
        }
        *target = int(d);
        return true;
    }

    bool readTime(const QJsonObject &o, const char *name, TimeControl *target, QString *error)
    {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        QString why;
        const auto tc = v.isString() ? TimeControl::parse(v.toString(), &why)
                                     : TimeControl::fromJson(v.toObject(), &why);
        if (!tc) {
            if (error)
                *error = QCoreApplication::translate(
                    "arb::PlayoffConfig", "play-off setting \"%1\": %2")
                             .arg(QLatin1String(name), why);
            return false;
        }
        *target = *tc;
        return true;
    }

} // namespace

PlayoffConfig PlayoffConfig::tataSteel()
{
    // Tata Steel Masters tiebreak regulations: B.1 3 min + 2 s for both, B.2 sudden death
    // 2½ min White and 3 min Black + 2 s; A.1 first place only; A.3 at least 30 minutes of
    // rest; A.4 no break between games; C-F lots for numbers and first colours.
    return PlayoffConfig();
}

PlayoffConfig PlayoffConfig::knockout()
{
    PlayoffConfig c;
    c.format = PlayoffFormat::Knockout;
    c.numbering = PlayoffNumbering::Standings;
    c.breakMinutes = 10;
    return c;
}

PlayoffConfig PlayoffConfig::roundRobin()
{
    PlayoffConfig c;
    c.format = PlayoffFormat::RoundRobin;
    c.breakMinutes = 10;
    return c;
}

std::optional<PlayoffConfig> PlayoffConfig::fromTemplate(const QString &key)
{
    if (key == u"tata-steel")
        return tataSteel();
    if (key == u"knockout")
        return knockout();
    if (key == u"round-robin")
        return roundRobin();
    return std::nullopt;
}

QStringList PlayoffConfig::templateKeys()
{
    return {
        QStringLiteral("tata-steel"), QStringLiteral("knockout"), QStringLiteral("round-robin")};
}

QString PlayoffConfig::formatKey(PlayoffFormat format)
{
    return keyOf(formatKeys, format);
}

QJsonObject PlayoffConfig::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("format")] = formatKey(format);
    o[QStringLiteral("places")] = keyOf(placesKeys, places);
    o[QStringLiteral("qualifyingTieBreaks")] = qualifyingTieBreaks;
    o[QStringLiteral("pairingNumbers")] = keyOf(numberingKeys, numbering);
    o[QStringLiteral("colours")] = keyOf(colourKeys, colours);
    o[QStringLiteral("gameTime")] = gameTime.toJson();
    o[QStringLiteral("suddenDeathTime")] = suddenDeathTime.toJson();
    o[QStringLiteral("armageddonTime")] = armageddonTime.toJson();
    o[QStringLiteral("matchGames")] = matchGames;
    o[QStringLiteral("roundRobinCycles")] = roundRobinCycles;
    o[QStringLiteral("restBeforeMinutes")] = restBeforeMinutes;
    o[QStringLiteral("breakMinutes")] = breakMinutes;
    if (!start.isEmpty())
        o[QStringLiteral("start")] = start;
    // A string: JSON numbers cannot hold every 64-bit seed exactly.
    if (lotsSeed)
        o[QStringLiteral("lotsSeed")] = QString::number(*lotsSeed);
    return o;
}

std::optional<PlayoffConfig> PlayoffConfig::fromJson(const QJsonObject &o, QString *error)
{
    PlayoffFormat format = PlayoffFormat::TataSteel;
    if (!readKey(o, "format", formatKeys, &format, error))
        return std::nullopt;
    PlayoffConfig c = *fromTemplate(formatKey(format));
    const QStringList known = {QStringLiteral("format"), QStringLiteral("places"),
        QStringLiteral("qualifyingTieBreaks"), QStringLiteral("pairingNumbers"),
        QStringLiteral("colours"), QStringLiteral("gameTime"), QStringLiteral("suddenDeathTime"),
        QStringLiteral("armageddonTime"), QStringLiteral("matchGames"),
        QStringLiteral("roundRobinCycles"), QStringLiteral("restBeforeMinutes"),
        QStringLiteral("breakMinutes"), QStringLiteral("start"), QStringLiteral("lotsSeed")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            if (error)
                *error = QCoreApplication::translate(
                    "arb::PlayoffConfig", "unknown play-off setting \"%1\"")
                             .arg(it.key());
            return std::nullopt;
        }
    }
    if (!readKey(o, "places", placesKeys, &c.places, error)
        || !readInt(o, "qualifyingTieBreaks", -1, 99, &c.qualifyingTieBreaks, error)
        || !readKey(o, "pairingNumbers", numberingKeys, &c.numbering, error)
        || !readKey(o, "colours", colourKeys, &c.colours, error)
        || !readTime(o, "gameTime", &c.gameTime, error)
        || !readTime(o, "suddenDeathTime", &c.suddenDeathTime, error)
        || !readTime(o, "armageddonTime", &c.armageddonTime, error)
        || !readInt(o, "matchGames", 1, 50, &c.matchGames, error)
        || !readInt(o, "roundRobinCycles", 1, 10, &c.roundRobinCycles, error)
        || !readInt(o, "restBeforeMinutes", 0, 24 * 60, &c.restBeforeMinutes, error)
        || !readInt(o, "breakMinutes", 0, 24 * 60, &c.breakMinutes, error))
        return std::nullopt;
    c.start = o.value(QStringLiteral("start")).toString();
    const QJsonValue seed = o.value(QStringLiteral("lotsSeed"));
    if (!seed.isUndefined()) {
        bool ok = false;
        // A string holds any 64-bit seed; a JSON number is accepted while it is exact.
        quint64 s = 0;
        if (seed.isDouble()) {
            const double d = seed.toDouble();
            ok = d >= 0 && d <= 9007199254740992.0 && d == double(qint64(d));
            s = ok ? quint64(d) : 0;
        } else {
            s = seed.toString().toULongLong(&ok);
        }
        if (!ok) {
            if (error)
                *error = QCoreApplication::translate("arb::PlayoffConfig",
                    "play-off setting \"lotsSeed\" must be a whole number (as a string for "
                    "more than 2^53)");
            return std::nullopt;
        }
        c.lotsSeed = s;
    }
    return c;
}

} // namespace arb
