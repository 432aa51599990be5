// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli.h"

#include <QStringList>
#include <QTextStream>

//! One arbiter-cli run in process: its exit code and what it printed.
struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

//! Runs arbiter-cli with \a args (the command first) and returns its exit code and output.
inline CliRun runCliCommand(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out), err(&r.err);
    r.code = arb::runCli(args, out, err);
    out.flush();
    err.flush();
    return r;
}
