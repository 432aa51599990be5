// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace arb {

struct Player;
struct Tournament;

//! A category of players defined by the organiser for separate standings and prizes:
//! women, juniors by age, seniors, a rating band, a club or a federation.
struct PlayerCategory
{
    enum class Kind : quint8 { Women, Junior, Senior, Rating, Club, Federation };

    QString name; //!< as shown, e.g. "U18", "Women", "U1800"; unique in an event
    Kind kind = Kind::Women;
    //! Junior: under this age; Senior: at least this age; Rating: the lowest rating (0: none).
    int age = 0;
    int maxRating = 0; //!< Rating: below this rating (0: no upper bound); unrated players count 0
    int minRating = 0; //!< Rating: at least this rating (0: none)
    QString text; //!< Club or Federation: the club or code, compared ignoring case
    //! Junior and Senior: the age is taken on this date; invalid: by birth year, relative to the
    //! year the event starts (a U18 player is born in the event year minus 18 or later).
    QDate cutoff;

    bool operator==(const PlayerCategory &) const = default;
};

//! Category definitions: membership, their stored text and a description.
class PlayerCategories
{
    Q_DECLARE_TR_FUNCTIONS(arb::PlayerCategories)

public:
    //! Returns true when \a p belongs to \a c in \a t (the event year from t.startDate, else
    //! t.endDate, else the current year). A junior or senior without a birth date never does.
    static bool contains(const PlayerCategory &c, const Tournament &t, const Player &p);
    //! Returns the start numbers of the players of \a t in \a c, in start-number order.
    static QList<int> members(const PlayerCategory &c, const Tournament &t);
    //! Returns the year the ages of \a t are counted in.
    static int eventYear(const Tournament &t);
    //! Returns the category named \a name (ignoring case) in \a t, or null.
    static const PlayerCategory *find(const Tournament &t, const QString &name);
    //! Returns what \a c means, e.g. "born 2008 or later", "rating below 1800".
    static QString describe(const PlayerCategory &c, const Tournament &t);
    //! Returns the reason \a list cannot be stored (a name empty or used twice, an age or rating
    //! out of range, a club category without a club), or nothing.
    static std::optional<QString> check(const QList<PlayerCategory> &list);

    //! Returns \a list as stored in the database (a JSON array).
    static QString toText(const QList<PlayerCategory> &list);
    //! Returns the categories stored as \a text; malformed entries are skipped.
    static QList<PlayerCategory> fromText(const QString &text);
    static QString kindKey(PlayerCategory::Kind kind);
    static std::optional<PlayerCategory::Kind> kindFromKey(const QString &key);
};

} // namespace arb
