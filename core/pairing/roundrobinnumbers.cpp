// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/roundrobinnumbers.h"

#include <QRegularExpression>
#include <QSet>

#include <random>

namespace arb {

namespace {
    const QLatin1String prefix("### Round-robin numbers: ");
}

QString RoundRobinNumbers::record() const
{
    QStringList numbers;
    for (int s : startNos)
        numbers << QString::number(s);
    return prefix + numbers.join(u' ')
        + (seed ? QStringLiteral("; lots, seed %1").arg(*seed) : QStringLiteral("; arbiter"));
}

std::optional<RoundRobinNumbers> RoundRobinNumbers::parse(const QString &line)
{
    static const QRegularExpression re(QStringLiteral(
        "^### Round-robin numbers: (\\d+(?: \\d+)*); (?:lots, seed (\\d+)|arbiter)$"));
    const QRegularExpressionMatch m = re.match(line.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    RoundRobinNumbers n;
    for (const QString &s : m.captured(1).split(u' '))
        n.startNos.append(s.toInt());
    if (m.hasCaptured(2)) {
        bool ok = false;
        n.seed = m.captured(2).toULongLong(&ok);
        if (!ok)
            return std::nullopt;
    }
    return n;
}

RoundRobinNumbers RoundRobinNumbers::drawn(const Tournament &t, quint64 seed)
{
    RoundRobinNumbers n;
    n.seed = seed;
    for (const Player &p : t.players)
        n.startNos.append(p.startNo);
    // Fisher-Yates on the generator's own draws, so that every platform draws the same.
    std::mt19937_64 rng(seed);
    for (qsizetype m = n.startNos.size() - 1; m > 0; --m)
        std::swap(n.startNos[m], n.startNos[qsizetype(rng() % quint64(m + 1))]);
    return n;
}

std::optional<RoundRobinNumbers> recordedRoundRobinNumbers(const Tournament &t)
{
    std::optional<RoundRobinNumbers> last;
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(prefix))
            if (const auto n = RoundRobinNumbers::parse(r.line))
                last = n;
    if (!last || last->startNos.size() != t.players.size())
        return std::nullopt;
    QSet<int> seen;
    for (int s : last->startNos) {
        if (t.indexOf(s) < 0 || seen.contains(s))
            return std::nullopt;
        seen.insert(s);
    }
    return last;
}

QList<int> roundRobinOrder(const Tournament &t)
{
    if (const auto n = recordedRoundRobinNumbers(t))
        return n->startNos;
    QList<int> order;
    for (const Player &p : t.players)
        order.append(p.startNo);
    return order;
}

} // namespace arb
