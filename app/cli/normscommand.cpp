// SPDX-License-Identifier: GPL-3.0-or-later
#include "normscommand.h"

#include "norms/normevent.h"

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

} // namespace

int runNormsCommand(
    const CliOptions &o, const Tournament &t, const QString &fileName, QTextStream &out)
{
    QJsonArray players;
    if (o.format == u"tsv")
        out << "startno\tname\tnorms\tpossible\tdetails\n";
    else if (o.format == u"text")
        out << t.name << "\n";
    const NormEvent event = normEvent(t, o.rounds);
    int made = 0;
    for (const Player &p : t.players) {
        const QList<NormResult> norms = playerNorms(t, p.startNo, o.rounds, event);
        const QList<NormProspect> prospects = normProspects(t, p.startNo, o.rounds, event);
        QStringList titles, possible, details, forecasts;
        QJsonArray list;
        for (qsizetype i = 0; i < norms.size(); ++i) {
            const NormResult &r = norms[i];
            const NormProspect &ahead = prospects[i];
            if (r.made) {
                titles << normTitleName(r.title);
                details << normResultText(r);
            } else if (ahead.possible) {
                possible << normTitleName(r.title);
                forecasts << normProspectSentence(ahead);
            }
            QJsonArray opponents;
            for (int s : ahead.opponents)
                opponents.append(s);
            list.append(QJsonObject {{QStringLiteral("title"), normTitleName(r.title)},
                {QStringLiteral("possible"), ahead.possible},
                {QStringLiteral("needed"), ahead.possible ? ahead.needed.toString() : QString()},
                {QStringLiteral("roundsNeeded"), ahead.roundsNeeded},
                {QStringLiteral("opponentsAssumed"), opponents}, {QStringLiteral("made"), r.made},
                {QStringLiteral("games"), r.games}, {QStringLiteral("credited"), r.credited},
                {QStringLiteral("score"), r.score.toString()}, {QStringLiteral("ra"), r.ra},
                {QStringLiteral("percentage"), r.percentage}, {QStringLiteral("dp"), r.dp},
                {QStringLiteral("performance"), r.performance},
                {QStringLiteral("met"), QJsonArray::fromStringList(r.met)},
                {QStringLiteral("missed"), QJsonArray::fromStringList(r.missed)}});
        }
        made += titles.isEmpty() ? 0 : 1;
        if (o.format == u"tsv") {
            out << p.startNo << '\t' << QString(p.name).replace(u'\t', u' ') << '\t'
                << titles.join(u',') << '\t' << possible.join(u',') << '\t'
                << (details + forecasts).join(QStringLiteral("; ")) << "\n";
        } else if (o.format == u"json") {
            players.append(QJsonObject {{QStringLiteral("startno"), p.startNo},
                {QStringLiteral("name"), p.name},
                {QStringLiteral("norms"), QJsonArray::fromStringList(titles)},
                {QStringLiteral("possible"), QJsonArray::fromStringList(possible)},
                {QStringLiteral("judged"), list}});
        } else if (!titles.isEmpty() || !possible.isEmpty()) {
            out << p.startNo << " " << p.name << ": " << normProspectsText(prospects) << "\n";
            for (const NormResult &r : norms)
                if (r.made) {
                    out << "  " << normResultText(r) << "\n";
                    for (const QString &m : r.met)
                        out << "    " << m << "\n";
                }
            for (const QString &f : std::as_const(forecasts))
                out << "  " << f << "\n";
        }
    }
    const QString stated = federationExemptionArticle(event.stated);
    if (o.format == u"json")
        out << QJsonDocument(
            QJsonObject {{QStringLiteral("event"), t.name}, {QStringLiteral("exemption"), stated},
                {QStringLiteral("swissExemption"), event.swiss.met},
                {QStringLiteral("players"), players}})
                   .toJson(QJsonDocument::Indented);
    if (o.format == u"text") {
        if (event.stated != FederationExemption::None)
            out << tr("Federation requirements: %1").arg(federationExemptionName(event.stated))
                << "\n";
        if (event.swiss.applies)
            out << event.swiss.explanation() << "\n";
    }
    if (o.format == u"text")
        out << tr("%1: %2 player(s) with a norm; judged by the FIDE Title Regulations (B.01, "
                  "2024) on the games played over the board; the tournament's own conditions "
                  "(1.1) are the arbiter's to confirm")
                   .arg(fileName)
                   .arg(made)
            << "\n";
    if (o.format == u"text" && (o.rounds > 0 ? o.rounds : t.roundCount()) < t.plannedRounds())
        out << tr("A norm still possible (GM?) is a forecast: the rounds not paired yet are "
                  "assumed against the players not met who help the norm most.")
            << "\n";
    return ExitOk;
}

} // namespace arb
