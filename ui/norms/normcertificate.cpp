// SPDX-License-Identifier: GPL-3.0-or-later
#include "norms/normcertificate.h"

#include "norms/normevent.h"
#include "reports/reportpage.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace arb {

using namespace reportpage;

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::NormCertificate)
    };

    QString certificateBody(const Tournament &t, int startNo, const NormResult &norm, int round)
    {
        const int pi = t.indexOf(startNo);
        if (pi < 0)
            return QString();
        const Player &p = t.players[pi];
        const NormInput in = normInput(t, startNo, round);
        // The opponents counted, by round.
        QHash<int, const NormGame *> byRound;
        for (const NormGame &g : in.games)
            byRound.insert(g.round, &g);
        QSet<QString> federations;
        int notOwn = 0, rated = 0, host = 0;
        QHash<QString, int> titles;
        for (int k = 0; k < norm.rounds.size(); ++k) {
            const NormGame *g = byRound.value(norm.rounds[k]);
            if (!g)
                continue;
            const QString fed = g->federation.trimmed().toUpper();
            if (!fed.isEmpty() && fed != u"FID")
                federations.insert(fed);
            notOwn += fed != p.federation.trimmed().toUpper() ? 1 : 0;
            rated += g->rating > 0 ? 1 : 0;
            host += !t.federation.isEmpty() && fed == t.federation.trimmed().toUpper() ? 1 : 0;
            ++titles[g->title.trimmed().toUpper()];
        }
        int titled = 0;
        for (const char *code : {"GM", "IM", "WGM", "WIM", "FM", "WFM"})
            titled += titles.value(QLatin1String(code));

        QString h
            = QStringLiteral("<h2>%1</h2>").arg(esc(Text::tr("Certificate of title result (IT1)")));
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(Text::tr("Title norm: %1").arg(normTitleName(norm.title))));
        h += tableStart();
        h += formRow(Text::tr("Player"), p.name);
        h += formRow(Text::tr("FIDE ID"), p.fideId);
        h += formRow(Text::tr("Federation"), p.federation);
        h += formRow(Text::tr("Event"), t.name);
        QStringList place {t.city.trimmed(), t.federation.trimmed()};
        place.removeAll(QString());
        h += formRow(Text::tr("Place"), place.join(QStringLiteral(", ")));
        QStringList dates {t.startDate, t.endDate};
        dates.removeAll(QString());
        h += formRow(Text::tr("Start and end date"), dates.join(QStringLiteral(" – ")));
        h += formRow(Text::tr("Chief Arbiter"), t.chiefArbiter);
        h += formRow(Text::tr("Rate of play"), t.timeControl);
        h += formRow(Text::tr("Number of games"),
            norm.credited != norm.games
                ? Text::tr("%1 (credited as %2)").arg(norm.games).arg(norm.credited)
                : QString::number(norm.games));
        h += formRow(Text::tr("Federations of the opponents"), QString::number(federations.size()));
        h += formRow(
            Text::tr("Opponents not from the player's federation"), QString::number(notOwn));
        h += formRow(Text::tr("Opponents from the host federation"), QString::number(host));
        h += formRow(Text::tr("Rated opponents"), QString::number(rated));
        h += formRow(Text::tr("Titled opponents"),
            Text::tr("%1 (GM %2, IM %3, WGM %4, WIM %5, FM %6, WFM %7)")
                .arg(titled)
                .arg(titles.value(QStringLiteral("GM")))
                .arg(titles.value(QStringLiteral("IM")))
                .arg(titles.value(QStringLiteral("WGM")))
                .arg(titles.value(QStringLiteral("WIM")))
                .arg(titles.value(QStringLiteral("FM")))
                .arg(titles.value(QStringLiteral("WFM"))));
        if (in.exemption == u"1.4.3d") {
            // The event's figures, the lowest of any round.
            const SwissExemption d = swissFederationExemption(t, round);
            h += formRow(
                Text::tr("Where applying 1.4.3d: federations"), QString::number(d.federations));
            h += formRow(Text::tr("Rated players not from the host federation"),
                QString::number(d.foreignRated));
            h += formRow(Text::tr("Of them GM, IM, WGM or WIM"), QString::number(d.titled));
        }
        h += QStringLiteral("</table>");

        // One row per round of the event up to the round judged.
        h += QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Games")));
        h += tableStart()
            + headRow({Text::tr("Round"), Text::tr("Opponent"), Text::tr("FIDE ID"),
                          Text::tr("Fed."), Text::tr("Rating"), Text::tr("Rating used"),
                          Text::tr("Title"), Text::tr("Result")},
                {9, 26, 12, 8, 9, 11, 8, 9});
        const int last
            = round > 0 ? std::min<int>(round, int(p.rounds.size())) : int(p.rounds.size());
        const QString center = QStringLiteral("center");
        for (int r = 1; r <= last; ++r) {
            const RoundEntry &e = p.rounds[r - 1];
            const int k = int(norm.rounds.indexOf(r));
            const NormGame *g = byRound.value(r);
            if (k >= 0 && g) {
                const int o = t.indexOf(g->opponent);
                h += QStringLiteral("<tr>") + cell(QString::number(r), center) + cell(esc(g->name))
                    + cell(o >= 0 ? esc(t.players[o].fideId) : QString(), center)
                    + cell(esc(g->federation), center)
                    + cell(g->rating > 0 ? QString::number(g->rating) : Text::tr("unrated"), center)
                    + cell(QString::number(norm.ratingsUsed.value(k)), center)
                    + cell(g->title.isEmpty() ? QStringLiteral("-") : esc(g->title), center)
                    + cell(esc(points(g->score)), center) + QStringLiteral("</tr>");
            } else {
                // Not counted: an unplayed round (+ = -), or a game left out (1.4.1e, f).
                QString what;
                switch (e.kind()) {
                case RoundKind::Played:
                    what = Text::tr("left out");
                    break;
                case RoundKind::ForfeitWin:
                case RoundKind::PairingBye:
                case RoundKind::FullBye:
                    what = QStringLiteral("+");
                    break;
                case RoundKind::HalfBye:
                    what = QStringLiteral("=");
                    break;
                default:
                    what = QStringLiteral("-");
                    break;
                }
                h += QStringLiteral("<tr>") + cell(QString::number(r), center) + cell(QString())
                    + cell(QString()) + cell(QString()) + cell(QString()) + cell(QString())
                    + cell(QString()) + cell(esc(what), center) + QStringLiteral("</tr>");
            }
        }
        h += QStringLiteral("</table>");
        h += tableStart();
        h += formRow(Text::tr("Average rating of the opponents (Ra)"), QString::number(norm.ra));
        h += formRow(Text::tr("Score needed"), points(norm.required));
        h += formRow(Text::tr("Score made"),
            Text::tr("%1 (%2 %, performance %3)")
                .arg(points(norm.score))
                .arg(norm.percentage)
                .arg(norm.performance));
        h += formRow(Text::tr("Exceeding the norm by"), points(norm.score - norm.required));
        h += QStringLiteral("</table>");
        QStringList remarks;
        for (const QString &m : norm.met)
            if (m.startsWith(QLatin1String("1.4.1c")) || m.startsWith(QLatin1String("1.4.1e"))
                || m.startsWith(QLatin1String("1.4.3, 1.4.4")))
                remarks << m;
        if (!remarks.isEmpty())
            h += QStringLiteral("<p><b>%1</b> %2</p>")
                     .arg(esc(Text::tr("Remarks:")), esc(remarks.join(QStringLiteral("; "))));
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(Text::tr("The rules applied: an unrated opponent counts as 1400, and the "
                                   "lowest opponent under the norm's rating floor is raised to it "
                                   "(1.4.6b), as the column Rating used shows. Not valid until "
                                   "confirmed by the FIDE Qualification Commission.")));
        h += QStringLiteral("<p><br>%1 ______________________________<br><br>%2 "
                            "______________________________</p>")
                 .arg(esc(Text::tr("Chief Arbiter:")), esc(Text::tr("Federation official:")));
        return h;
    }

} // namespace

QString normCertificateHtml(const Tournament &t, int startNo, const NormResult &norm, int round)
{
    return t.indexOf(startNo) < 0 ? QString() : page(certificateBody(t, startNo, norm, round));
}

bool writeNormCertificates(
    const Tournament &t, int startNo, int round, const QString &path, QString *error)
{
    QStringList pages;
    for (const NormResult &r : playerNorms(t, startNo, round))
        if (r.made)
            pages << certificateBody(t, startNo, r, round);
    if (pages.isEmpty()) {
        if (error)
            *error = Text::tr("player %1 made no norm after round %2").arg(startNo).arg(round);
        return false;
    }
    // One certificate a page.
    return reportpage::pagedPdf(t, Text::tr("Certificate of title result (IT1)"),
        page(pages.join(QStringLiteral("<div style=\"page-break-before: always;\"></div>"))), path,
        error);
}

} // namespace arb
