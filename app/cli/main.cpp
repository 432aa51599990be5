// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION_STRING));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = app.arguments();
    args.removeFirst();
    const int code = arb::runCli(args, out, err);
    out.flush();
    err.flush();
    return code;
}
