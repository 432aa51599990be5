// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiebreaks/tiebreak.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arb {

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
    if (reversed)
        s += QStringLiteral("/R");
    if (edition)
        s += QStringLiteral("/V") + rulesVersionText(*edition);
    return s;
}

bool TieBreakSpec::isFideCode() const
{
    // C.07's tie-breaks; US Chess Rule 34 and the national championship's direct encounter of
    // all tied players (B.6.2) are other regulations.
    return info().rulebook == Rulebook::FideC07 && id != TieBreakId::DEA;
}

QString TieBreakSpec::trfCode() const
{
    return isFideCode() ? canonical() : QStringLiteral("OTHER_") + canonical();
}

std::optional<TieBreakSpec> parseTieBreakSpec(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<TieBreakSpec> {
        if (error)
            *error = QCoreApplication::translate("arb::TieBreak", "tie-break \"%1\": %2")
                         .arg(text, why);
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t.isEmpty())
        return fail(QCoreApplication::translate("arb::TieBreak", "empty"));
    // TRF-2026 (record 202): a tie-break outside FIDE's list is written with the prefix OTHER_.
    static const QRegularExpression head(
        QStringLiteral("^((?:OTHER_)?)([A-Za-z]+)(?::([A-Za-z]+))?"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = head.match(t);
    if (!m.hasMatch())
        return fail(QCoreApplication::translate(
            "arb::TieBreak", "does not start with a tie-break acronym"));
    const bool other = !m.captured(1).isEmpty();
    QString key = m.captured(2).toUpper();
    // C.07 (2024) called Rounds one Elected to Play "GE"; TRF-2026 writes REP.
    if (key == u"GE")
        key = QStringLiteral("REP");
    TieBreakSpec spec;
    spec.text = text.trimmed();
    const TieBreakInfo *row = findTieBreak(key);
    if (!row && other)
        return fail(QCoreApplication::translate("arb::TieBreak",
            "\"%1\" is a tie-break of other regulations that Arbiter does not compute")
                        .arg(m.captured(1) + m.captured(2)));
    if (!row)
        return fail(
            QCoreApplication::translate("arb::TieBreak", "unknown acronym \"%1\"").arg(key));
    spec.id = row->id;
    if (!m.captured(3).isEmpty()) {
        const QString pt = m.captured(3).toUpper();
        static const QStringList esbTypes = {
            QStringLiteral("MM"), QStringLiteral("MG"), QStringLiteral("GM"), QStringLiteral("GG")};
        if (spec.id == TieBreakId::ESB && !esbTypes.contains(pt))
            return fail(QCoreApplication::translate(
                "arb::TieBreak", "ESB needs two point types (MM, MG, GM or GG), not \"%1\"")
                            .arg(pt));
        if (spec.id != TieBreakId::ESB && pt != u"MP" && pt != u"GP")
            return fail(QCoreApplication::translate(
                "arb::TieBreak", "point type must be MP or GP, not \"%1\"")
                            .arg(pt));
        spec.pointType = pt;
    }
    QString rest = t.mid(m.capturedLength());
    static const QRegularExpression modifier(
        QStringLiteral("^[/-]([CcMm])([12])|^[/-]([Pp])(?![A-Za-z0-9])|^[/"
                       "-][Ll]([+-]?)(\\d{1,3})|^[/-][Uu](\\d{1,4})|^[/-][Vv](\\d{4})|^[/-]([Rr])"
                       "(?![A-Za-z0-9])"));
    while (!rest.isEmpty()) {
        const auto mm = modifier.match(rest);
        if (!mm.hasMatch())
            return fail(
                QCoreApplication::translate("arb::TieBreak", "unknown modifier \"%1\"").arg(rest));
        if (!mm.captured(1).isEmpty()) {
            if (!row->accepts(CutModifier))
                return fail(
                    QCoreApplication::translate("arb::TieBreak", "%1 cannot be cut (Art. 14)")
                        .arg(QLatin1String(spec.info().key)));
            if (spec.cutLowest)
                return fail(QCoreApplication::translate(
                    "arb::TieBreak", "more than one cut or median modifier"));
            const int n = mm.captured(2).toInt();
            spec.cutLowest = n;
            if (mm.captured(1).toUpper() == u"M") {
                if (!row->accepts(MedianModifier))
                    return fail(QCoreApplication::translate(
                        "arb::TieBreak", "the median does not apply to progressive scores"));
                spec.cutHighest = n;
            }
        } else if (!mm.captured(3).isEmpty()) {
            spec.forfeitsAsPlayed = true;
        } else if (!mm.captured(5).isEmpty()) {
            if (!row->accepts(LimitModifier))
                return fail(QCoreApplication::translate(
                    "arb::TieBreak", "the limit modifier applies to the Koya system only"));
            const int n = mm.captured(5).toInt();
            spec.limitHalfPoints = mm.captured(4) == u"-" ? -n : n;
        } else if (!mm.captured(7).isEmpty()) {
            const auto edition = parseRulesVersion(mm.captured(7));
            if (!edition)
                return fail(QCoreApplication::translate(
                    "arb::TieBreak", "unknown edition \"%1\" of the regulations (V2024 or V2026)")
                                .arg(mm.captured(7)));
            spec.edition = edition;
        } else if (!mm.captured(8).isEmpty()) {
            // TPN/R and RTNG/R (TRF-2026 tie-break codes): the higher number, the lower rating
            // first.
            if (spec.id != TieBreakId::TPN && spec.id != TieBreakId::RTNG)
                return fail(QCoreApplication::translate(
                    "arb::TieBreak", "/R (reverse order) applies to TPN and RTNG only"));
            spec.reversed = true;
        } else {
            if (!row->accepts(UnratedModifier))
                return fail(QCoreApplication::translate("arb::TieBreak",
                    "a rating for unrated players applies to rating-based tie-breaks only"));
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
