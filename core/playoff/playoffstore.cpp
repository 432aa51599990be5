// SPDX-License-Identifier: GPL-3.0-or-later
// A play-off travels with the event as TRF comment records, which the reader keeps and the
// writer writes back unchanged (Tournament::otherRecords):
//   ### arbiter-playoff {"format":"tata-steel",...,"lotsSeed":"7"}
//   ### arbiter-playoff-result 1 S1.G1 1-0
#include "playoff/playoffstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

namespace arb {

namespace {

    const QString configTag = QStringLiteral("### arbiter-playoff ");
    const QString resultTag = QStringLiteral("### arbiter-playoff-result ");
    const QString basisTag = QStringLiteral("### arbiter-playoff-basis ");

} // namespace

std::optional<PlayoffConfig> storedPlayoffConfig(const Tournament &t, QString *error)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(configTag))
            continue;
        QJsonParseError pe;
        const QJsonDocument doc
            = QJsonDocument::fromJson(r.line.mid(configTag.size()).toUtf8(), &pe);
        QString why;
        std::optional<PlayoffConfig> c;
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            why = pe.error != QJsonParseError::NoError
                ? pe.errorString()
                : QCoreApplication::translate("arb::Playoff", "expected a JSON object");
        else
            c = PlayoffConfig::fromJson(doc.object(), &why);
        if (!c && error)
            *error = QCoreApplication::translate("arb::Playoff", "record \"%1\": %2")
                         .arg(configTag.trimmed(), why);
        return c;
    }
    return std::nullopt;
}

void storePlayoffConfig(Tournament &t, const PlayoffConfig &config)
{
    const RawRecord record {configTag
        + QString::fromUtf8(QJsonDocument(config.toJson()).toJson(QJsonDocument::Compact))};
    for (RawRecord &r : t.otherRecords) {
        if (r.line.startsWith(configTag)) {
            r = record;
            return;
        }
    }
    t.otherRecords.append(record);
}

QMap<QString, GameResult> storedPlayoffResults(const Tournament &t, int place, QString *error)
{
    QMap<QString, GameResult> out;
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(resultTag))
            continue;
        const QStringList f = r.line.mid(resultTag.size()).split(u' ', Qt::SkipEmptyParts);
        bool ok = f.size() == 3;
        const int p = ok ? f[0].toInt(&ok) : 0;
        const auto result = ok ? parseGameResult(f[2]) : std::nullopt;
        if (!result) {
            if (error)
                *error = QCoreApplication::translate(
                    "arb::Playoff", "record \"%1\": expected PLACE GAME RESULT")
                             .arg(r.line);
            return {};
        }
        if (p == place)
            out.insert(f[1], *result);
    }
    return out;
}

void storePlayoffResults(Tournament &t, int place, const QMap<QString, GameResult> &results)
{
    const QString prefix = resultTag + QString::number(place) + u' ';
    t.otherRecords.removeIf([&](const RawRecord &r) { return r.line.startsWith(prefix); });
    for (auto it = results.constBegin(); it != results.constEnd(); ++it)
        if (!it.key().isEmpty() && !it.key().contains(QRegularExpression(QStringLiteral("\\s"))))
            t.otherRecords.append({prefix + it.key() + u' ' + gameResultText(it.value())});
}

QMap<int, QList<int>> storedPlayoffBasis(const Tournament &t)
{
    QMap<int, QList<int>> groups;
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(basisTag))
            continue;
        for (const QString &group : r.line.mid(basisTag.size()).split(u' ', Qt::SkipEmptyParts)) {
            const int place = group.section(u':', 0, 0).toInt();
            QList<int> members;
            for (const QString &n : group.section(u':', 1).split(u',', Qt::SkipEmptyParts))
                if (n.toInt() > 0)
                    members.append(n.toInt());
            if (place > 0 && members.size() > 1)
                groups.insert(place, members);
        }
    }
    return groups;
}

void storePlayoffBasis(Tournament &t, const QMap<int, QList<int>> &groups)
{
    t.otherRecords.removeIf([](const RawRecord &r) { return r.line.startsWith(basisTag); });
    if (groups.isEmpty())
        return;
    QStringList parts;
    for (auto g = groups.cbegin(); g != groups.cend(); ++g) {
        QStringList members;
        for (int n : g.value())
            members.append(QString::number(n));
        parts.append(QStringLiteral("%1:%2").arg(g.key()).arg(members.join(u',')));
    }
    t.otherRecords.append({basisTag + parts.join(u' ')});
}

} // namespace arb
