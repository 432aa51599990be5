// SPDX-License-Identifier: GPL-3.0-or-later
// The prize list as people read it: text (the CLI, the printed list), CSV for the treasurer, JSON.
#pragma once

#include "prizes/prizefund.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace arb {

//! Returns how the fund is paid out, in one line: the sharing method (with the regulation's rule),
//! one prize per player, the paying unit, the minimum share, the rounding rule.
QString prizeMethodText(const PrizeFund &fund);
//! Returns what each award says beyond its shares: "prize 2 + prize 3 (1000.00 EUR): shared
//! equally by 2 players on 6 points", a prize not awarded and why; one line each.
QStringList prizeAwardNotes(const PrizeFund &fund, const PrizeDistribution &d);
//! Returns the totals: the fund, what is paid, not awarded, left or added by rounding.
QStringList prizeTotals(const PrizeFund &fund, const PrizeDistribution &d);
//! Returns the prize list: how ties share, then each prize (or group of shared prizes) with its
//! amount, who receives what and why, the prizes not awarded, and the totals with the rounding
//! difference.
QString prizeListText(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing);
//! Returns one CSV line per player who receives money (rank in the standing, start number, name,
//! points, amount, currency, prizes), with a header line.
QByteArray prizeListCsv(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing);
//! Returns the distribution as JSON: the fund's method, the awards, the payouts and the totals.
QJsonObject prizeListJson(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing);

} // namespace arb
