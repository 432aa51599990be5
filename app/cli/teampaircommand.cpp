// SPDX-License-Identifier: GPL-3.0-or-later
#include "teampaircommand.h"

#include "cli.h"
#include "filewrite.h"
#include "pairing/swissteam.h"
#include "trf/trf.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    QString matchesText(const QList<TeamMatch> &matches)
    {
        QStringList out;
        for (const TeamMatch &m : matches)
            out << (m.black == 0 ? QStringLiteral("%1-PAB").arg(m.white)
                                 : QStringLiteral("%1-%2").arg(m.white).arg(m.black));
        return out.isEmpty() ? QStringLiteral("-") : out.join(u' ');
    }

} // namespace

int pairTeamRound(const QString &file, const Tournament &t, int round, const TeamPairOutput &output,
    QTextStream &out, QTextStream &err)
{
    const QString &format = output.format;
    const QString fileName = QFileInfo(file).fileName();
    QString error;
    const std::optional<TeamPairingInput> in = teamPairingInput(t, round, &error);
    if (!in) {
        err << "arbiter-cli: " << fileName << ": " << error << "\n";
        return ExitInput;
    }
    const TeamPairingResult r = pairSwissTeams(*in);
    if (!r.ok()) {
        err << "arbiter-cli: " << fileName << ": " << tr("round %1: %2").arg(round).arg(r.error)
            << "\n";
        return ExitInput;
    }
    const QString system = tr("FIDE Swiss Team Pairing System (C.04.6), %1").arg(in->system.code());
    if (format == u"trf" || !output.writeTo.isEmpty()) {
        Tournament next = t;
        setTeamRound(next, round, r.matches);
        const QByteArray trf = writeTrf(next);
        if (!output.writeTo.isEmpty()) {
            if (QString why; !writeFileWhole(output.writeTo, trf, &why)) {
                err << "arbiter-cli: " << why << "\n";
                return ExitInput;
            }
        }
        if (format == u"trf") {
            out << QString::fromUtf8(trf);
            return ExitOk;
        }
    }
    if (format == u"tsv") {
        out << "# " << system << "\n";
        out << "board\twhite\tblack\n";
        for (int i = 0; i < r.matches.size(); ++i)
            out << i + 1 << "\t" << r.matches[i].white << "\t" << r.matches[i].black << "\n";
        return ExitOk;
    }
    QHash<int, const TeamToPair *> byNumber;
    for (const TeamToPair &team : in->teams)
        byNumber.insert(team.number, &team);
    const QString unit = in->system.gamePointsPrimary ? tr("GP") : tr("MP");
    auto who = [&](int number) {
        const int i = t.teamData.indexOf(number);
        const QString name = i >= 0 ? t.teamData.teams[i].name : QString();
        return QStringLiteral("%1 (%2, %3 %4)")
            .arg(name)
            .arg(number)
            .arg(byNumber.value(number)->score.toString(), unit);
    };
    int matches = 0;
    for (const TeamMatch &m : r.matches)
        matches += m.black != 0 ? 1 : 0;
    out << tr("%1: round %2 (%3), %4 matches").arg(t.name).arg(round).arg(system).arg(matches)
        << "\n";
    int width = 10;
    for (const TeamMatch &m : r.matches)
        width = std::max<int>(width, who(m.white).size());
    for (int i = 0; i < r.matches.size(); ++i) {
        const TeamMatch &m = r.matches[i];
        out << QString::number(i + 1).rightJustified(4) << "  " << who(m.white).leftJustified(width)
            << "  " << (m.black == 0 ? tr("pairing-allocated bye") : who(m.black)) << "\n";
    }
    QStringList absent;
    for (const Team &team : t.teamData.teams)
        if (!byNumber.contains(team.number))
            absent << QString::number(team.number);
    if (!absent.isEmpty())
        out << tr("not paired: ") << absent.join(QStringLiteral(", ")) << "\n";
    return ExitOk;
}

int checkTeamPairingsCommand(
    const QString &file, const Tournament &t, QTextStream &out, QTextStream &err)
{
    const QString fileName = QFileInfo(file).fileName();
    QString error;
    if (!teamPairingInput(t, 1, &error)) {
        err << "arbiter-cli: " << fileName << ": " << error << "\n";
        return ExitInput;
    }
    const QList<TeamRoundCheck> rounds = checkTeamPairings(t);
    int differing = 0;
    for (const TeamRoundCheck &r : rounds) {
        if (r.agrees())
            continue;
        ++differing;
        if (!r.error.isEmpty())
            out << tr("round %1: the engine cannot pair it: %2").arg(r.round).arg(r.error) << "\n";
        else
            out << tr("round %1 differs: file %2; engine %3")
                       .arg(r.round)
                       .arg(matchesText(r.file), matchesText(r.engine))
                << "\n";
    }
    if (rounds.isEmpty()) {
        out << tr("%1: no round has matches yet").arg(fileName) << "\n";
        return ExitOk;
    }
    if (differing == 0) {
        out << tr("%1: the pairings of all %2 rounds agree with the FIDE Swiss Team Pairing "
                  "System")
                   .arg(fileName)
                   .arg(rounds.size())
            << "\n";
        return ExitOk;
    }
    out << tr("%1 of %2 rounds differ").arg(differing).arg(rounds.size()) << "\n";
    return ExitDifferences;
}

} // namespace arb
