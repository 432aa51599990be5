// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiebreaks/tiebreak.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arb {

const QList<TieBreakInfo> &tieBreakTable()
{
    using O = TieBreakOrder;
    static const QList<TieBreakInfo> table = {
        {TieBreakId::PTS, "PTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Points"), "4.2",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::DE, "DE", QT_TRANSLATE_NOOP("arb::TieBreak", "Direct Encounter"), "6",
            O::Position, false, false, false},
        {TieBreakId::WIN, "WIN", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Wins"), "7.1",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::WON, "WON", QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Won"), "7.2",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::BPG, "BPG",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Played with Black"), "7.3",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::BWG, "BWG",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Number of Games Won with Black"), "7.4",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::PS, "PS", QT_TRANSLATE_NOOP("arb::TieBreak", "Sum of Progressive Scores"),
            "7.5", O::HigherIsBetter, true, false, false},
        {TieBreakId::REP, "REP", QT_TRANSLATE_NOOP("arb::TieBreak", "Rounds one Elected to Play"),
            "7.6", O::HigherIsBetter, false, false, false},
        {TieBreakId::BH, "BH", QT_TRANSLATE_NOOP("arb::TieBreak", "Buchholz"), "8.1",
            O::HigherIsBetter, true, false, true},
        {TieBreakId::AOB, "AOB",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Average of Opponents' Buchholz"), "8.2",
            O::HigherIsBetter, false, false, true},
        {TieBreakId::FB, "FB", QT_TRANSLATE_NOOP("arb::TieBreak", "Fore Buchholz"), "8.3",
            O::HigherIsBetter, true, false, true},
        {TieBreakId::SB, "SB", QT_TRANSLATE_NOOP("arb::TieBreak", "Sonneborn-Berger"), "9.1",
            O::HigherIsBetter, true, false, true},
        {TieBreakId::KS, "KS", QT_TRANSLATE_NOOP("arb::TieBreak", "Koya System"), "9.2",
            O::HigherIsBetter, false, false, true},
        {TieBreakId::ARO, "ARO", QT_TRANSLATE_NOOP("arb::TieBreak", "Average Rating of Opponents"),
            "10.1", O::HigherIsBetter, true, true, false},
        {TieBreakId::TPR, "TPR",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Tournament Performance Rating"), "10.2",
            O::HigherIsBetter, false, true, false},
        {TieBreakId::PTP, "PTP",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Perfect Tournament Performance"), "10.3",
            O::HigherIsBetter, false, true, false},
        {TieBreakId::APRO, "APRO",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Average Performance Rating of Opponents"), "10.4",
            O::HigherIsBetter, false, true, false},
        {TieBreakId::APPO, "APPO",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Average Perfect Performance of Opponents"), "10.5",
            O::HigherIsBetter, false, true, false},
        {TieBreakId::MM, "MM", QT_TRANSLATE_NOOP("arb::TieBreak", "Modified Median"), "US 34E1",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::SOLK, "SOLK", QT_TRANSLATE_NOOP("arb::TieBreak", "Solkoff"), "US 34E2",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::CUM, "CUM", QT_TRANSLATE_NOOP("arb::TieBreak", "Cumulative"), "US 34E3",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::OCUM, "OCUM", QT_TRANSLATE_NOOP("arb::TieBreak", "Cumulative of Opposition"),
            "US 34E9", O::HigherIsBetter, false, false, false},
        {TieBreakId::MED, "MED", QT_TRANSLATE_NOOP("arb::TieBreak", "Median (Harkness)"), "US 34E4",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::USSB, "USSB",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Sonneborn-Berger (US Chess)"), "US 34E8",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::KASH, "KASH", QT_TRANSLATE_NOOP("arb::TieBreak", "Kashdan"), "US 34E7",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::MBLK, "MBLK", QT_TRANSLATE_NOOP("arb::TieBreak", "Most Blacks"), "US 34E6",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::RBTP, "RBTP",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Result between Tied Players"), "US 34E5",
            O::Position, false, false, false},
        {TieBreakId::AVGO, "AVGO",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Average Rating of Opposition"), "US 34E10",
            O::HigherIsBetter, false, true, false},
        {TieBreakId::OPERF, "OPERF", QT_TRANSLATE_NOOP("arb::TieBreak", "Opposition Performance"),
            "US 34E11", O::HigherIsBetter, false, true, false},
        {TieBreakId::DEA, "DEA",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Direct Encounter if All Tied Players Met"),
            "6, B.6.2 (a)", O::Position, false, false, false},
        {TieBreakId::MPTS, "MPTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Match Points"), "11.1.1",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::GPTS, "GPTS", QT_TRANSLATE_NOOP("arb::TieBreak", "Game Points"), "11.1.2",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::MPVGP, "MPVGP",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Match Points or Game Points"), "13.1",
            O::HigherIsBetter, false, false, false},
        {TieBreakId::ESB, "ESB", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Sonneborn-Berger"),
            "13.2", O::HigherIsBetter, true, false, true},
        {TieBreakId::EMMSB, "EMMSB",
            QT_TRANSLATE_NOOP(
                "arb::TieBreak", "Extended Sonneborn-Berger: opponent's MP x MP scored"),
            "13.2.1", O::HigherIsBetter, true, false, true},
        {TieBreakId::EMGSB, "EMGSB",
            QT_TRANSLATE_NOOP(
                "arb::TieBreak", "Extended Sonneborn-Berger: opponent's MP x GP scored"),
            "13.2.2", O::HigherIsBetter, true, false, true},
        {TieBreakId::EGMSB, "EGMSB",
            QT_TRANSLATE_NOOP(
                "arb::TieBreak", "Extended Sonneborn-Berger: opponent's GP x MP scored"),
            "13.2.3", O::HigherIsBetter, true, false, true},
        {TieBreakId::EGGSB, "EGGSB",
            QT_TRANSLATE_NOOP(
                "arb::TieBreak", "Extended Sonneborn-Berger: opponent's GP x GP scored"),
            "13.2.4", O::HigherIsBetter, true, false, true},
        {TieBreakId::EDE, "EDE", QT_TRANSLATE_NOOP("arb::TieBreak", "Extended Direct Encounter"),
            "13.3", O::Position, false, false, false},
        {TieBreakId::SSSC, "SSSC",
            QT_TRANSLATE_NOOP("arb::TieBreak", "Scores and Schedule Strength Combination"), "13.4",
            O::HigherIsBetter, false, false, true},
        {TieBreakId::BC, "BC", QT_TRANSLATE_NOOP("arb::TieBreak", "Board Count"), "12.1",
            O::LowerIsBetter, false, false, false},
        {TieBreakId::TBR, "TBR", QT_TRANSLATE_NOOP("arb::TieBreak", "Top Board Results"), "12.2",
            O::Position, false, false, false},
        {TieBreakId::BBE, "BBE", QT_TRANSLATE_NOOP("arb::TieBreak", "Bottom Board Elimination"),
            "12.3", O::Position, false, false, false},
    };
    return table;
}

const TieBreakInfo &tieBreakInfo(TieBreakId id)
{
    const auto &table = tieBreakTable();
    Q_ASSERT(int(id) < table.size() && table[int(id)].id == id);
    return table[int(id)];
}

QString TieBreakSpec::canonical() const
{
    QString s = QLatin1String(info().key);
    if (!pointType.isEmpty())
        s += u':' + pointType;
    if (cutLowest && cutLowest == cutHighest)
        s += QStringLiteral("/M%1").arg(cutLowest);
    else if (cutLowest)
        s += QStringLiteral("/C%1").arg(cutLowest);
    if (forfeitsAsPlayed)
        s += QStringLiteral("/P");
    if (limitHalfPoints)
        s += QStringLiteral("/L%1%2")
                 .arg(QChar(limitHalfPoints > 0 ? u'+' : u'-'))
                 .arg(qAbs(limitHalfPoints));
    if (unratedRating)
        s += QStringLiteral("/U%1").arg(*unratedRating);
    return s;
}

namespace {
    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::TieBreak", s);
    }
} // namespace

std::optional<TieBreakSpec> parseTieBreakSpec(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<TieBreakSpec> {
        if (error)
            *error = tr("tie-break \"%1\": %2").arg(text, why);
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t.isEmpty())
        return fail(tr("empty"));
    static const QRegularExpression head(QStringLiteral("^([A-Za-z]+)(?::([A-Za-z]+))?"));
    const auto m = head.match(t);
    if (!m.hasMatch())
        return fail(tr("does not start with a tie-break acronym"));
    QString key = m.captured(1).toUpper();
    if (key == u"EDET")
        key = QStringLiteral("EDE"); // the TRF-2026 spelling of 13.3
    TieBreakSpec spec;
    spec.text = text.trimmed();
    bool found = false;
    for (const TieBreakInfo &info : tieBreakTable()) {
        if (key == QLatin1String(info.key)) {
            spec.id = info.id;
            found = true;
            break;
        }
    }
    if (!found)
        return fail(tr("unknown acronym \"%1\"").arg(key));
    if (!m.captured(2).isEmpty()) {
        const QString pt = m.captured(2).toUpper();
        static const QStringList esbTypes = {
            QStringLiteral("MM"), QStringLiteral("MG"), QStringLiteral("GM"), QStringLiteral("GG")};
        if (spec.id == TieBreakId::ESB && !esbTypes.contains(pt))
            return fail(tr("ESB needs two point types (MM, MG, GM or GG), not \"%1\"").arg(pt));
        if (spec.id != TieBreakId::ESB && pt != u"MP" && pt != u"GP")
            return fail(tr("point type must be MP or GP, not \"%1\"").arg(pt));
        spec.pointType = pt;
    }
    QString rest = t.mid(m.capturedLength());
    static const QRegularExpression modifier(
        QStringLiteral("^[/-]([CcMm])([12])|^[/-]([Pp])(?![A-Za-z0-9])|^[/"
                       "-][Ll]([+-]?)(\\d{1,3})|^[/-][Uu](\\d{1,4})"));
    while (!rest.isEmpty()) {
        const auto mm = modifier.match(rest);
        if (!mm.hasMatch())
            return fail(tr("unknown modifier \"%1\"").arg(rest));
        if (!mm.captured(1).isEmpty()) {
            if (!spec.info().cuttable)
                return fail(tr("%1 cannot be cut (Art. 14)").arg(QLatin1String(spec.info().key)));
            if (spec.cutLowest)
                return fail(tr("more than one cut or median modifier"));
            const int n = mm.captured(2).toInt();
            spec.cutLowest = n;
            if (mm.captured(1).toUpper() == u"M") {
                if (spec.id == TieBreakId::PS)
                    return fail(tr("the median does not apply to progressive scores"));
                spec.cutHighest = n;
            }
        } else if (!mm.captured(3).isEmpty()) {
            spec.forfeitsAsPlayed = true;
        } else if (!mm.captured(5).isEmpty()) {
            if (spec.id != TieBreakId::KS)
                return fail(tr("the limit modifier applies to the Koya system only"));
            const int n = mm.captured(5).toInt();
            spec.limitHalfPoints = mm.captured(4) == u"-" ? -n : n;
        } else {
            if (!spec.info().ratingBased)
                return fail(
                    tr("a rating for unrated players applies to rating-based tie-breaks only"));
            spec.unratedRating = mm.captured(6).toInt();
        }
        rest = rest.mid(mm.capturedLength());
    }
    return spec;
}

std::optional<QList<TieBreakSpec>> parseTieBreakList(const QString &text, QString *error)
{
    QList<TieBreakSpec> list;
    static const QRegularExpression sep(QStringLiteral("[\\s,;]+"));
    for (const QString &item : text.split(sep, Qt::SkipEmptyParts)) {
        auto spec = parseTieBreakSpec(item, error);
        if (!spec)
            return std::nullopt;
        list.append(*spec);
    }
    return list;
}

} // namespace arb
