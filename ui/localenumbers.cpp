// SPDX-License-Identifier: GPL-3.0-or-later
#include "localenumbers.h"

namespace arb {

QString localeText(Fixed value, const QLocale &locale)
{
    QString text = value.toString();
    const qsizetype dot = text.indexOf(u'.');
    if (dot >= 0)
        text.replace(dot, 1, locale.decimalPoint());
    if (text.startsWith(u'-'))
        text.replace(0, 1, locale.negativeSign());
    return text;
}

QString localeText(const TieBreakValue &value, const QLocale &locale)
{
    return value.defined ? localeText(value.value, locale) : value.toString();
}

} // namespace arb
