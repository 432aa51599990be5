// SPDX-License-Identifier: GPL-3.0-or-later
#include "playoff/timecontrol.h"

#include "fixed.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString side(int seconds, int increment)
    {
        const QString minutes
            = Fixed::fromRaw(qint64(seconds) * Fixed::Scale / 60).rounded(4).toString();
        return minutes + u'+' + QString::number(increment);
    }

    // Parses "minutes[+increment]" into seconds.
    bool parseSide(QStringView text, int *seconds, int *increment)
    {
        const qsizetype plus = text.indexOf(u'+');
        const QStringView minutes = (plus < 0 ? text : text.left(plus)).trimmed();
        const auto m = Fixed::parse(minutes);
        if (!m || *m <= Fixed() || (m->raw() * 60) % Fixed::Scale != 0
            || *m > Fixed::fromInt(10000))
            return false;
        *seconds = int(m->raw() * 60 / Fixed::Scale);
        *increment = 0;
        if (plus >= 0) {
            bool ok = false;
            *increment = text.mid(plus + 1).trimmed().toInt(&ok);
            if (!ok || *increment < 0 || *increment > 3600)
                return false;
        }
        return true;
    }

    std::optional<std::pair<int, int>> readSide(const QJsonObject &o, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isObject())
            return std::nullopt;
        const QJsonObject s = v.toObject();
        const int seconds = s.value(QStringLiteral("seconds")).toInt(-1);
        const int increment = s.value(QStringLiteral("increment")).toInt(0);
        if (seconds <= 0 || increment < 0)
            return std::nullopt;
        return std::make_pair(seconds, increment);
    }

} // namespace

TimeControl TimeControl::symmetric(int seconds, int increment)
{
    return {seconds, increment, seconds, increment};
}

QString TimeControl::toString() const
{
    const QString w = side(whiteSeconds, whiteIncrement);
    return isSymmetric() ? w : w + u'/' + side(blackSeconds, blackIncrement);
}

std::optional<TimeControl> TimeControl::parse(const QString &text, QString *error)
{
    const QStringList sides = text.split(u'/');
    TimeControl tc;
    bool ok = sides.size() <= 2 && parseSide(sides[0], &tc.whiteSeconds, &tc.whiteIncrement);
    if (ok && sides.size() == 2)
        ok = parseSide(sides[1], &tc.blackSeconds, &tc.blackIncrement);
    else if (ok) {
        tc.blackSeconds = tc.whiteSeconds;
        tc.blackIncrement = tc.whiteIncrement;
    }
    if (!ok) {
        if (error)
            *error = QCoreApplication::translate("arb::TimeControl",
                "time control \"%1\": expected minutes+increment such as 3+2, or "
                "White/Black such as 2.5+2/3+2")
                         .arg(text);
        return std::nullopt;
    }
    return tc;
}

QJsonObject TimeControl::toJson() const
{
    auto sideJson = [](int seconds, int increment) {
        QJsonObject s;
        s[QStringLiteral("seconds")] = seconds;
        s[QStringLiteral("increment")] = increment;
        return s;
    };
    QJsonObject o;
    o[QStringLiteral("white")] = sideJson(whiteSeconds, whiteIncrement);
    o[QStringLiteral("black")] = sideJson(blackSeconds, blackIncrement);
    return o;
}

std::optional<TimeControl> TimeControl::fromJson(const QJsonObject &o, QString *error)
{
    const auto w = readSide(o, "white");
    const auto b = readSide(o, "black");
    if (!w || !b) {
        if (error)
            *error = QCoreApplication::translate("arb::TimeControl",
                "time control: \"white\" and \"black\" need positive \"seconds\" and an "
                "\"increment\" of 0 or more");
        return std::nullopt;
    }
    return TimeControl {w->first, w->second, b->first, b->second};
}

} // namespace arb
