// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/category.h"

#include "players/playerfields.h"
#include "tournament.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace arb {

namespace {

    using Kind = PlayerCategory::Kind;

    // Returns the age on \a day of a player born on \a birth.
    int ageOn(const QDate &birth, const QDate &day)
    {
        int age = day.year() - birth.year();
        if (day.month() < birth.month()
            || (day.month() == birth.month() && day.day() < birth.day()))
            --age;
        return age;
    }

} // namespace

int PlayerCategories::eventYear(const Tournament &t)
{
    for (const QString &date : {t.startDate, t.endDate})
        if (const int y = PlayerFields::birthYear(date))
            return y;
    return QDate::currentDate().year();
}

bool PlayerCategories::contains(const PlayerCategory &c, const Tournament &t, const Player &p)
{
    switch (c.kind) {
    case Kind::Women:
        return p.sex == u'w' || p.sex == u'W' || p.sex == u'f' || p.sex == u'F';
    case Kind::Junior:
    case Kind::Senior: {
        const int year = PlayerFields::birthYear(p.birthDate);
        if (year == 0)
            return false;
        const QDate birth = QDate::fromString(p.birthDate, Qt::ISODate);
        if (c.cutoff.isValid() && birth.isValid()) {
            const int age = ageOn(birth, c.cutoff);
            return c.kind == Kind::Junior ? age < c.age : age >= c.age;
        }
        const int ref = c.cutoff.isValid() ? c.cutoff.year() : eventYear(t);
        // By birth year: U18 in 2026 is born in 2008 or later; 65+ in 2026 is born in 1961 or
        // earlier.
        return c.kind == Kind::Junior ? year >= ref - c.age : year <= ref - c.age;
    }
    case Kind::Rating:
        return (c.minRating == 0 || p.rating >= c.minRating)
            && (c.maxRating == 0 || p.rating < c.maxRating);
    case Kind::Club:
        return !c.text.isEmpty()
            && p.club.trimmed().compare(c.text.trimmed(), Qt::CaseInsensitive) == 0;
    case Kind::Federation:
        return !c.text.isEmpty()
            && p.federation.compare(c.text.trimmed(), Qt::CaseInsensitive) == 0;
    }
    return false;
}

QList<int> PlayerCategories::members(const PlayerCategory &c, const Tournament &t)
{
    QList<int> list;
    for (const Player &p : t.players)
        if (contains(c, t, p))
            list.append(p.startNo);
    return list;
}

const PlayerCategory *PlayerCategories::find(const Tournament &t, const QString &name)
{
    for (const PlayerCategory &c : t.categories)
        if (c.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return &c;
    return nullptr;
}

QString PlayerCategories::describe(const PlayerCategory &c, const Tournament &t)
{
    switch (c.kind) {
    case Kind::Women:
        return tr("women and girls");
    case Kind::Junior:
        if (c.cutoff.isValid())
            return tr("under %1 on %2").arg(c.age).arg(c.cutoff.toString(Qt::ISODate));
        return tr("born %1 or later").arg(eventYear(t) - c.age);
    case Kind::Senior:
        if (c.cutoff.isValid())
            return tr("%1 or older on %2").arg(c.age).arg(c.cutoff.toString(Qt::ISODate));
        return tr("born %1 or earlier").arg(eventYear(t) - c.age);
    case Kind::Rating:
        if (c.minRating > 0 && c.maxRating > 0)
            return tr("rating from %1 to below %2").arg(c.minRating).arg(c.maxRating);
        if (c.minRating > 0)
            return tr("rating %1 or more").arg(c.minRating);
        return tr("rating below %1 (unrated included)").arg(c.maxRating);
    case Kind::Club:
        return tr("club %1").arg(c.text);
    case Kind::Federation:
        return tr("federation %1").arg(c.text);
    }
    return {};
}

std::optional<QString> PlayerCategories::check(const QList<PlayerCategory> &list)
{
    QSet<QString> names;
    for (const PlayerCategory &c : list) {
        const QString name = c.name.trimmed();
        if (name.isEmpty())
            return tr("a category has no name");
        if (names.contains(name.toLower()))
            return tr("category \"%1\": the name is used twice").arg(name);
        names.insert(name.toLower());
        switch (c.kind) {
        case Kind::Junior:
        case Kind::Senior:
            if (c.age < 1 || c.age > 120)
                return tr("category \"%1\": the age %2 is not from 1 to 120").arg(name).arg(c.age);
            break;
        case Kind::Rating:
            if (c.minRating < 0 || c.maxRating < 0 || c.minRating > 4000 || c.maxRating > 4000
                || (c.minRating == 0 && c.maxRating == 0)
                || (c.maxRating > 0 && c.minRating >= c.maxRating))
                return tr("category \"%1\": give a rating band (a lowest rating, a rating to stay "
                          "below, or both, from 1 to 4000)")
                    .arg(name);
            break;
        case Kind::Club:
        case Kind::Federation:
            if (c.text.trimmed().isEmpty())
                return tr("category \"%1\": name the club or federation").arg(name);
            break;
        case Kind::Women:
            break;
        }
    }
    return std::nullopt;
}

QString PlayerCategories::kindKey(PlayerCategory::Kind kind)
{
    switch (kind) {
    case Kind::Women:
        return QStringLiteral("women");
    case Kind::Junior:
        return QStringLiteral("junior");
    case Kind::Senior:
        return QStringLiteral("senior");
    case Kind::Rating:
        return QStringLiteral("rating");
    case Kind::Club:
        return QStringLiteral("club");
    case Kind::Federation:
        return QStringLiteral("federation");
    }
    return {};
}

std::optional<PlayerCategory::Kind> PlayerCategories::kindFromKey(const QString &key)
{
    for (Kind k :
        {Kind::Women, Kind::Junior, Kind::Senior, Kind::Rating, Kind::Club, Kind::Federation})
        if (kindKey(k) == key)
            return k;
    return std::nullopt;
}

QString PlayerCategories::toText(const QList<PlayerCategory> &list)
{
    if (list.isEmpty())
        return {};
    QJsonArray array;
    for (const PlayerCategory &c : list) {
        QJsonObject o {{QStringLiteral("name"), c.name}, {QStringLiteral("kind"), kindKey(c.kind)}};
        if (c.age)
            o.insert(QStringLiteral("age"), c.age);
        if (c.minRating)
            o.insert(QStringLiteral("minRating"), c.minRating);
        if (c.maxRating)
            o.insert(QStringLiteral("maxRating"), c.maxRating);
        if (!c.text.isEmpty())
            o.insert(QStringLiteral("text"), c.text);
        if (c.cutoff.isValid())
            o.insert(QStringLiteral("cutoff"), c.cutoff.toString(Qt::ISODate));
        array.append(o);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<PlayerCategory> PlayerCategories::fromText(const QString &text)
{
    QList<PlayerCategory> list;
    const QJsonArray array = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const auto kind = kindFromKey(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            continue;
        PlayerCategory c;
        c.kind = *kind;
        c.name = o.value(QStringLiteral("name")).toString();
        c.age = o.value(QStringLiteral("age")).toInt();
        c.minRating = o.value(QStringLiteral("minRating")).toInt();
        c.maxRating = o.value(QStringLiteral("maxRating")).toInt();
        c.text = o.value(QStringLiteral("text")).toString();
        c.cutoff = QDate::fromString(o.value(QStringLiteral("cutoff")).toString(), Qt::ISODate);
        list.append(c);
    }
    return list;
}

} // namespace arb
