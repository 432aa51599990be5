// SPDX-License-Identifier: GPL-3.0-or-later
// The pairing numbers of a round robin, which place the players in FIDE's Berger tables (C.05
// Annex 1): drawn by lot or set by the arbiter before the event starts (FIDE's program checklist
// F39), else the start numbers' order. Kept as "### Round-robin numbers: 3 1 4 2; lots, seed N".
#pragma once

#include "tournament.h"

#include <QList>
#include <QString>

#include <optional>

namespace arb {

struct RoundRobinNumbers
{
    QList<int> startNos; //!< the start number holding Berger number 1, 2, ...
    std::optional<quint64> seed; //!< drawn by lot with this seed; none: set by the arbiter

    //! Returns the record; its words stay English whatever the user's language.
    QString record() const;
    //! Reads a record written by record(); nothing for another line.
    static std::optional<RoundRobinNumbers> parse(const QString &line);
    //! Draws the numbers of \a t's players by lot from \a seed (the same seed, the same draw).
    static RoundRobinNumbers drawn(const Tournament &t, quint64 seed);
};

//! Returns the numbers \a t records when they name each of its players once; nothing otherwise
//! (the start numbers' order holds).
std::optional<RoundRobinNumbers> recordedRoundRobinNumbers(const Tournament &t);
//! Returns the start numbers in the order of the Berger numbers: the recorded ones, else the
//! players' start numbers in order.
QList<int> roundRobinOrder(const Tournament &t);

} // namespace arb
