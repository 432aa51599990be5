// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetscommand.h"

#include "presets/presetlibrary.h"

#include <QCoreApplication>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::Cli", s);
    }

    QString fixedList(const ScoringSystem &s)
    {
        return tr("win %1, draw %2, loss %3, forfeit win %4, forfeit loss %5, pairing bye %6, "
                  "full-point bye %7, "
                  "half-point bye %8, zero-point bye %9")
            .arg(s.win.toString(), s.draw.toString(), s.loss.toString(), s.forfeitWin.toString(),
                s.forfeitLoss.toString(), s.pairingBye.toString(), s.fullBye.toString(),
                s.halfBye.toString(), s.zeroBye.toString());
    }

    void showPreset(const Preset &p, bool builtIn, QTextStream &out)
    {
        out << p.id << " (" << tr("version %1").arg(p.version) << ", "
            << (builtIn ? tr("shipped") : tr("user")) << "): " << p.name << "\n";
        if (!p.description.isEmpty())
            out << "  " << p.description << "\n";
        out << "  " << tr("regulation: ") << p.regulation << "\n";
        out << "  " << tr("for: ") << p.participants << ", " << p.tournamentType << "\n";
        if (!p.fideMode)
            out << "  "
                << tr("FIDE mode: off (an event set up with these regulations starts outside it)")
                << "\n";
        out << "  " << tr("scoring: ") << fixedList(p.scoring.points);
        if (p.scoring.hasMatchPoints)
            out << tr("; match points %1/%2/%3")
                       .arg(p.scoring.matchWin.toString(), p.scoring.matchDraw.toString(),
                           p.scoring.matchLoss.toString())
                << (p.scoring.zeroZeroGivesNoMatchPoints ? tr(", none for a 0-0 match")
                                                         : QString());
        out << "  [" << p.scoring.rule << "]\n";
        out << "  " << tr("primary score: ") << p.primaryScore.spec << "  [" << p.primaryScore.rule
            << "]\n";
        for (int k = 0; k < p.tieBreaks.size(); ++k)
            out << "  " << tr("tie-break %1: ").arg(k + 1) << p.tieBreaks[k].spec << "  ["
                << p.tieBreaks[k].rule << "]\n";
        out << "  " << tr("unplayed rounds: ") << p.unplayed.system << "  [" << p.unplayed.rule
            << "]\n";
        if (!p.unplayed.description.isEmpty())
            out << "    " << p.unplayed.description << "\n";
        if (p.playoff) {
            out << "  " << tr("play-off: ") << p.playoff->templateName << "  [" << p.playoff->rule
                << "]\n";
            if (!p.playoff->description.isEmpty())
                out << "    " << p.playoff->description << "\n";
        }
        if (p.prizes)
            out << "  " << tr("prize money, ties: ") << p.prizes->sharing << "  [" << p.prizes->rule
                << "]\n";
    }

} // namespace

int runPresets(PresetLibrary &library, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QStringList &args = o.arguments;
    const QString sub = args.value(0);
    auto expect = [&](int n) { return args.size() == n; };
    auto failed = [&](const QString &message) {
        err << "arbiter-cli: " << message << "\n";
        return ExitPreset;
    };
    QString error;
    if (sub.isEmpty()) {
        for (const QString &problem : library.problems())
            err << "arbiter-cli: " << tr("warning: ") << problem << "\n";
        for (const Preset &p : library.presets())
            out << p.id.leftJustified(30) << " v" << QString::number(p.version).leftJustified(3)
                << " " << (PresetLibrary::isBuiltIn(p.id) ? QStringLiteral("      ") : tr("(user)"))
                << " " << p.name << "\n";
        return ExitOk;
    }
    if (sub == u"show" && expect(2)) {
        const auto p = library.find(args[1]);
        if (!p)
            return failed(tr("unknown preset \"%1\"").arg(args[1]));
        showPreset(*p, PresetLibrary::isBuiltIn(p->id), out);
        return ExitOk;
    }
    if (sub == u"export" && expect(3)) {
        if (!library.exportPreset(args[1], args[2], &error))
            return failed(error);
        out << tr("preset \"%1\" written to %2").arg(args[1], args[2]) << "\n";
        return ExitOk;
    }
    if (sub == u"import" && expect(2)) {
        const auto p = library.importPreset(args[1], &error);
        if (!p)
            return failed(error);
        out << tr("preset \"%1\" (version %2) imported into %3")
                   .arg(p->id)
                   .arg(p->version)
                   .arg(library.userDir())
            << "\n";
        return ExitOk;
    }
    if (sub == u"save" && expect(2)) {
        if (o.preset.isEmpty())
            return cliUsage(err, tr("presets save needs --preset BASE"));
        const auto base = library.find(o.preset);
        if (!base)
            return failed(tr("unknown preset \"%1\"").arg(o.preset));
        Preset p = *base;
        p.id = args[1];
        p.name = o.name.isEmpty() ? args[1] : o.name;
        p.version = 1;
        p.description
            = tr("Based on %1 (%2, version %3).").arg(base->name, base->id).arg(base->version);
        if (o.hasTieBreaks) {
            const auto list = parseTieBreakList(o.tieBreaks, &error);
            if (!list)
                return err << "arbiter-cli: " << error << "\n", ExitTieBreak;
            p.tieBreaks.clear();
            for (const TieBreakSpec &spec : *list)
                p.tieBreaks.append(presetTieBreak(spec));
        }
        if (!library.save(p, &error))
            return failed(error);
        out << tr("preset \"%1\" saved in %2").arg(p.id, library.userDir()) << "\n";
        return ExitOk;
    }
    if (sub == u"remove" && expect(2)) {
        if (!library.remove(args[1], &error))
            return failed(error);
        out << tr("preset \"%1\" removed").arg(args[1]) << "\n";
        return ExitOk;
    }
    return cliUsage(err,
        tr("presets: expected nothing, show ID, export ID FILE, import FILE, save ID or remove "
           "ID"));
}

} // namespace arb
