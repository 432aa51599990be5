// SPDX-License-Identifier: GPL-3.0-or-later
// Lines of a FIDE combined rating list (players_list_foa.txt) for tests: the header and player
// lines in its fixed-width columns.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace fidelist {

// The columns of players_list_foa.txt: label and width.
inline const QList<QPair<const char *, int>> columns
    = {{"ID Number", 15}, {"Name", 61}, {"Fed", 4}, {"Sex", 4}, {"Tit", 5}, {"WTit", 5},
        {"OTit", 15}, {"FOA", 4}, {"SRtng", 6}, {"SGm", 4}, {"SK", 3}, {"RRtng", 6}, {"RGm", 4},
        {"Rk", 3}, {"BRtng", 6}, {"BGm", 4}, {"BK", 3}, {"B-day", 6}, {"Flag", 4}};

//! Returns one line of the list: \a values in the order of columns, each cut to its width.
inline QByteArray line(const QList<QByteArray> &values)
{
    QByteArray out;
    for (int i = 0; i < columns.size(); ++i)
        out += values.value(i).leftJustified(columns[i].second, ' ', true);
    return out.trimmed() + "\r\n";
}

//! Returns the header line.
inline QByteArray header()
{
    QList<QByteArray> labels;
    for (const auto &c : columns)
        labels.append(c.first);
    return line(labels);
}

} // namespace fidelist
