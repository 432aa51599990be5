// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/fidemode.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arb {

QString FideModeExit::record() const
{
    // A record of the file: its words stay English whatever the user's language; the reason is
    // kept on one line and without the separator.
    QString r = reason.simplified();
    r.replace(u';', u',');
    QString a = arbiter.simplified();
    a.replace(u';', u',');
    return QStringLiteral("### FideModeExit @ Round %1: %2; arbiter %3; %4")
        .arg(round)
        .arg(r, a.isEmpty() ? QStringLiteral("-") : a, when.toUTC().toString(Qt::ISODate));
}

std::optional<FideModeExit> FideModeExit::parse(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^### FideModeExit @ Round (\\d+): (.*); arbiter (.*); (\\S+)\\s*$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    FideModeExit e;
    e.round = m.captured(1).toInt();
    e.reason = m.captured(2);
    e.arbiter = m.captured(3) == u"-" ? QString() : m.captured(3);
    e.when = QDateTime::fromString(m.captured(4), Qt::ISODate);
    return e;
}

std::optional<FideModeExit> fideModeExit(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(QLatin1String("### FideModeExit @")))
            continue;
        // A record that does not parse still means the event left FIDE mode.
        if (const std::optional<FideModeExit> e = FideModeExit::parse(r.line))
            return e;
        return FideModeExit {};
    }
    return std::nullopt;
}

QString notFideModeText(const Tournament &t)
{
    const std::optional<FideModeExit> e = fideModeExit(t);
    if (!e)
        return {};
    return e->round > 0
        ? QCoreApplication::translate("arb::FideMode", "Not in FIDE mode (left after round %1)")
              .arg(e->round)
        : QCoreApplication::translate("arb::FideMode", "Not in FIDE mode (left before round 1)");
}

} // namespace arb
