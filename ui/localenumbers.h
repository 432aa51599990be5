// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"
#include "tiebreaks/standings.h"

#include <QLocale>
#include <QString>

namespace arb {

//! Returns \a value as the views and printouts show it: the exact decimal form of Fixed::toString()
//! with the decimal separator and minus sign of \a locale ("0,5" and "28,25" in German, French and
//! Spanish). Only the user interface uses it: TRF, CLI output and storage keep Fixed::toString().
QString localeText(Fixed value, const QLocale &locale = QLocale());
//! A tie-break value the same way; an undefined one stays "NA".
QString localeText(const TieBreakValue &value, const QLocale &locale = QLocale());

} // namespace arb
