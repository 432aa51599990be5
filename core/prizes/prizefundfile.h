// SPDX-License-Identifier: GPL-3.0-or-later
// The prize fund as JSON (stored with the event, given to the CLI), and the final standing as the
// prize distribution reads it.
#pragma once

#include "prizes/prizefund.h"
#include "tiebreaks/standings.h"
#include "tournament.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace arb {

//! Reads a prize fund from JSON:
//! {"currency": "EUR", "minorUnits": 100, "sharing": "equal", "onePrizePerPlayer": true,
//!  "choice": "largest", "unit": "1", "remainder": "tie-break-order", "minimumShare": "0",
//!  "withdrawnEligible": false, "prizes": [{"category": "", "place": 1, "amount": "1000"}, ...]}
//! Amounts are in major units ("666.67"), exact to the minor unit. sharing: tie-break-order,
//! equal, hort, playoff-shared; choice: largest, list-order; remainder: tie-break-order,
//! organiser-keeps, round-up. Returns nothing, with the place of the fault in \a error.
std::optional<PrizeFund> readPrizeFund(const QByteArray &json, QString *error = nullptr);
//! Writes \a fund as readPrizeFund() reads it (\a compact: on one line).
QByteArray writePrizeFund(const PrizeFund &fund, bool compact = false);
//! Returns why \a fund cannot be used (a place below 1, a negative amount, a prize listed twice,
//! a paying unit of 0, a bad currency), naming the prize; nothing when it is fine.
std::optional<QString> checkPrizeFund(const PrizeFund &fund);

//! Returns \a amount in major units without the currency ("666.67").
QString amountText(const PrizeFund &fund, qint64 amount);
//! Reads an amount in major units ("1000", "666.67") into minor units; nothing when it is not
//! a number exact to the minor unit.
std::optional<qint64> parseAmount(const PrizeFund &fund, const QString &text);

//! Returns the players of \a standings in rank order as the prize distribution sees them:
//! points, the categories of \a t each belongs to, withdrawn (or expelled) or not.
QList<PrizeEntrant> prizeEntrants(const Tournament &t, const Standings &standings);

//! The sharing method's key in the JSON ("equal") and its name for people ("equal division").
QString sharingKey(PrizeSharing sharing);
QString sharingName(PrizeSharing sharing);

} // namespace arb
