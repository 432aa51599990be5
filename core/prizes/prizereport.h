// SPDX-License-Identifier: GPL-3.0-or-later
// The prize list as people read it: text (the CLI, the printed list), CSV for the treasurer, JSON.
#pragma once

#include "prizes/prizefund.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace arb {

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
