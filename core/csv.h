// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace arb {

//! Returns \a s as one CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
//! break, its quotes doubled.
inline QString csvField(const QString &s)
{
    if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n') || s.contains(u'\r'))
        return u'"' + QString(s).replace(u'"', QStringLiteral("\"\"")) + u'"';
    return s;
}

} // namespace arb
