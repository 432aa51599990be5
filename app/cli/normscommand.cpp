// SPDX-License-Identifier: GPL-3.0-or-later
#include "normscommand.h"

#include "norms/titlenorms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    QString figures(const NormResult &r)
    {
        return tr("%1: %2 games (credited %3), score %4, Ra %5, %6 %, Rp %7")
            .arg(normTitleName(r.title))
            .arg(r.games)
            .arg(r.credited)
            .arg(r.score.toString())
            .arg(r.ra)
            .arg(r.percentage)
            .arg(r.performance);
    }

} // namespace

int runNormsCommand(
    const CliOptions &o, const Tournament &t, const QString &fileName, QTextStream &out)
{
    QJsonArray players;
    if (o.format == u"tsv")
        out << "startno\tname\tnorms\tdetails\n";
    else if (o.format == u"text")
        out << t.name << "\n";
    int made = 0;
    for (const Player &p : t.players) {
        const QList<NormResult> norms = playerNorms(t, p.startNo, o.rounds);
        QStringList titles, details;
        QJsonArray list;
        for (const NormResult &r : norms) {
            if (r.made) {
                titles << normTitleName(r.title);
                details << figures(r);
            }
            list.append(QJsonObject {{QStringLiteral("title"), normTitleName(r.title)},
                {QStringLiteral("made"), r.made}, {QStringLiteral("games"), r.games},
                {QStringLiteral("credited"), r.credited},
                {QStringLiteral("score"), r.score.toString()}, {QStringLiteral("ra"), r.ra},
                {QStringLiteral("percentage"), r.percentage}, {QStringLiteral("dp"), r.dp},
                {QStringLiteral("performance"), r.performance},
                {QStringLiteral("met"), QJsonArray::fromStringList(r.met)},
                {QStringLiteral("missed"), QJsonArray::fromStringList(r.missed)}});
        }
        made += titles.isEmpty() ? 0 : 1;
        if (o.format == u"tsv") {
            out << p.startNo << '\t' << QString(p.name).replace(u'\t', u' ') << '\t'
                << titles.join(u',') << '\t' << details.join(QStringLiteral("; ")) << "\n";
        } else if (o.format == u"json") {
            players.append(QJsonObject {{QStringLiteral("startno"), p.startNo},
                {QStringLiteral("name"), p.name},
                {QStringLiteral("norms"), QJsonArray::fromStringList(titles)},
                {QStringLiteral("judged"), list}});
        } else if (!titles.isEmpty()) {
            out << p.startNo << " " << p.name << ": " << titles.join(QStringLiteral(", ")) << "\n";
            for (const NormResult &r : norms)
                if (r.made) {
                    out << "  " << figures(r) << "\n";
                    for (const QString &m : r.met)
                        out << "    " << m << "\n";
                }
        }
    }
    if (o.format == u"json")
        out << QJsonDocument(
            QJsonObject {{QStringLiteral("event"), t.name}, {QStringLiteral("players"), players}})
                   .toJson(QJsonDocument::Indented);
    else if (o.format == u"text")
        out << tr("%1: %2 player(s) with a norm; judged by the FIDE Title Regulations (B.01, "
                  "2024) on the games played over the board; the tournament's own conditions "
                  "(1.1) are the arbiter's to confirm")
                   .arg(fileName)
                   .arg(made)
            << "\n";
    return ExitOk;
}

} // namespace arb
