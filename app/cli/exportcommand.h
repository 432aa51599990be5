// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace arb {

//! Runs `arbiter-cli export EVENT OUT.trf`: writes the event (an .arbiter file, an event on a
//! server or a TRF file) as the FIDE rating report the app's Export TRF writes: points and
//! ranks computed, every header record, withdrawals, corrections and the audit log. Warns on
//! stderr of the header fields the event lacks. Returns the exit code.
int runExportCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arb
