// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playoff/timecontrol.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace arb {

//! The play-off formats Arbiter plans (C.07 Art. 3.1.3).
enum class PlayoffFormat : quint8 {
    TataSteel, //!< Tata Steel Masters: match/sudden death, round robins, semi-finals by size
    Knockout, //!< knockout matches, each ending with an Armageddon game when tied
    RoundRobin, //!< round robins among the tied players, two left tied play an Armageddon game
};

//! Which tied places are played off (Art. 3.1.1).
enum class PlayoffPlaces : quint8 { FirstOnly, AllTied };

//! How pairing numbers (and knockout seeds) are allocated (Art. 3.1.4).
enum class PlayoffNumbering : quint8 { Lots, Standings };

//! How the first White of a match or an Armageddon game is allocated (Art. 3.1.5).
enum class PlayoffColours : quint8 { Lots, Standings };

//! Everything Art. 3.1 asks the regulations of a tournament to set for its play-offs.
struct PlayoffConfig
{
    PlayoffFormat format = PlayoffFormat::TataSteel; //!< 3.1.3
    PlayoffPlaces places = PlayoffPlaces::FirstOnly; //!< 3.1.1
    //! 3.1.2: players qualify when equal on points and on this many tie-breaks of the list
    //! (0 = points only, -1 = the whole list).
    int qualifyingTieBreaks = 0;
    PlayoffNumbering numbering = PlayoffNumbering::Lots; //!< 3.1.4
    PlayoffColours colours = PlayoffColours::Lots; //!< 3.1.5
    TimeControl gameTime = TimeControl::symmetric(180, 2); //!< 3.1.6: match and round-robin games
    TimeControl suddenDeathTime {150, 2, 180, 2}; //!< 3.1.6: Tata Steel sudden-death games
    TimeControl armageddonTime {
        300, 2, 240, 2}; //!< 3.1.6: Armageddon (a draw counts as a Black win)
    int matchGames = 2; //!< games of a match before sudden death or Armageddon
    int roundRobinCycles = 1; //!< round-robin template: cycles per series (colours reversed)
    int restBeforeMinutes = 30; //!< 3.1.7: rest after the last main-event game
    int breakMinutes = 0; //!< 3.1.7: break between consecutive play-off games
    QString start; //!< 3.1.7: planned start, free text ("2022-01-30 17:00"), may be empty
    std::optional<quint64> lotsSeed; //!< the recorded seed of every drawing of lots

    //! Returns the Tata Steel Masters regulations (2022) as a configuration.
    static PlayoffConfig tataSteel();
    //! Returns a knockout of two-game matches with a final Armageddon game.
    static PlayoffConfig knockout();
    //! Returns round robins among the tied players with an Armageddon game for two left tied.
    static PlayoffConfig roundRobin();
    //! Returns the template for "tata-steel", "knockout" or "round-robin".
    static std::optional<PlayoffConfig> fromTemplate(const QString &key);
    //! Returns the template keys accepted by fromTemplate().
    static QStringList templateKeys();
    //! Returns the stable key of a format: "tata-steel", "knockout" or "round-robin".
    static QString formatKey(PlayoffFormat format);

    //! Returns every parameter as JSON, to be stored with the tournament.
    QJsonObject toJson() const;
    //! Reads toJson()'s form (missing keys keep the format's template values); returns nothing
    //! and sets \a error naming the key for bad values.
    static std::optional<PlayoffConfig> fromJson(const QJsonObject &o, QString *error = nullptr);
    bool operator==(const PlayoffConfig &) const = default;
};

} // namespace arb
