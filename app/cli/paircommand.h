// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli pair FILE [--round N] [--format text|tsv|trf] [--write OUT]`: the Dutch
//! pairing of the next round (or round N). Returns the exit code.
int runPairCommand(const QStringList &args, QTextStream &out, QTextStream &err);

//! Runs `arbiter-cli check-pairings FILE`: replays every round and lists those whose pairing
//! differs from the engine's. Returns 0, or 1 when a round differs.
int runCheckPairingsCommand(const QStringList &args, QTextStream &out, QTextStream &err);

//! Runs `arbiter-cli generate --players N --rounds R --seed S [...]`: a random tournament paired
//! by the engine, written as TRF. Returns the exit code.
int runGenerateCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
