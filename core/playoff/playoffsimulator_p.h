// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/playoff: the play-off simulator shared by playoff.cpp (the engine and the
// generic formats) and tatasteel.cpp (the Tata Steel Masters template). Not a public API.
#pragma once

#include "playoff/playoff.h"

#include <QMap>

namespace arb::detail {

QString playoffTr(const char *s);
quint64 mix(quint64 x);
quint64 fnv1a(const QByteArray &bytes);
QString kindKey(PlayoffGameKind k);
inline QString tr(const char *s)
{
    return playoffTr(s);
}

class Simulator
{
public:
    Simulator(const PlayoffConfig &config, const PlayoffInput &input,
        const QMap<QString, GameResult> &results, quint64 seed)
        : m_config(config)
        , m_input(input)
        , m_results(results)
        , m_seed(seed)
    {
    }

    PlayoffState run();

private:
    //! A stage's outcome: not done while a game lacks its result; else groups best first.
    struct Outcome
    {
        bool done = false;
        int nextSlot = 0;
        QList<QList<int>> ranking;
    };
    enum class Ending { SuddenDeath, Armageddon };

    QList<int> drawLots(const QString &id, const QString &purpose, QList<int> players);
    QList<int> byStandings(QList<int> players) const;
    std::optional<GameResult> addGame(const QString &id, int slot, int white, int black,
        PlayoffGameKind kind, const QString &stage);
    Outcome match(
        const QString &prefix, const QString &stage, int a, int b, int slot, Ending ending);
    Outcome armageddon(const QString &id, const QString &stage, int a, int b, int slot);
    Outcome roundRobinCycle(const QString &prefix, const QString &stage, const QList<int> &order,
        bool reversed, int slot, QMap<int, Fixed> *scores);
    QList<QList<int>> groupByScore(const QList<int> &players, const QMap<int, Fixed> &scores) const;
    Outcome tata(const QList<int> &players, int slot);
    Outcome tataRoundRobins(const QList<int> &players, int slot);
    Outcome tataSemiFinals(const QList<int> &players, int slot);
    QList<int> tataSeeding(const QList<int> &players, const QString &prefix);
    Outcome knockout(const QList<int> &players, int slot);
    Outcome roundRobins(const QList<int> &players, int slot);
    QString name(int startNo) const;

    const PlayoffConfig &m_config;
    const PlayoffInput &m_input;
    const QMap<QString, GameResult> &m_results;
    const quint64 m_seed;
    int m_series = 0;
    PlayoffState m_state;
};

} // namespace arb::detail
