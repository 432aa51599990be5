// SPDX-License-Identifier: GPL-3.0-or-later
// arbiter-cli arbiters: the arbiter accounts of an event on a PostgreSQL server.
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiters list|whoami|add|remove|give-rounds URL …` (the arguments after "arbiters").
int runArbitersCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
