// SPDX-License-Identifier: GPL-3.0-or-later
#include "team.h"

namespace arb {

int TeamData::indexOf(int number) const
{
    if (number >= 1 && number <= teams.size() && teams[number - 1].number == number)
        return number - 1;
    for (int i = 0; i < teams.size(); ++i)
        if (teams[i].number == number)
            return i;
    return -1;
}

bool TeamData::firstTeamHasWhite(int board) const
{
    if (board >= 0 && board < boardColours.size())
        return boardColours[board].toUpper() == u'W';
    return board % 2 == 0;
}

} // namespace arb
