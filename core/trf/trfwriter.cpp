// SPDX-License-Identifier: GPL-3.0-or-later
// Writing TRF (FIDE Data Exchange Format): the records Arbiter knows, then the kept ones.
#include "players/playerfields.h"
#include "trf/teamtrf.h"
#include "trf/trf.h"

#include <QRegularExpression>

namespace arb {

namespace {

    QString pad(const QString &s, int width, bool right = false)
    {
        const QString cut = s.left(width);
        return right ? cut.rightJustified(width, u' ') : cut.leftJustified(width, u' ');
    }

} // namespace

QString trfText(const QString &text, qsizetype maxLength)
{
    QString s = maxLength > 0 ? text.left(maxLength) : text;
    for (QChar &c : s) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || u == 0x2028 || u == 0x2029)
            c = u' ';
    }
    // A cut between the two halves of a surrogate pair leaves half a character.
    if (!s.isEmpty() && s.back().isHighSurrogate())
        s.chop(1);
    return s;
}

QByteArray writeTrf(const Tournament &t)
{
    QString out;
    auto record = [&out](const char *code, const QString &value) {
        out += QLatin1String(code) + u' ' + trfText(value) + u'\n';
    };
    record("012", t.name);
    if (!t.city.isEmpty())
        record("022", t.city);
    if (!t.federation.isEmpty())
        record("032", t.federation);
    // The app stores ISO dates (2026-11-23); TRF writes them as 2026/11/23.
    auto trfDate = [](const QString &d) {
        static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        return iso.match(d).hasMatch() ? QString(d).replace(u'-', u'/') : d;
    };
    if (!t.startDate.isEmpty())
        record("042", trfDate(t.startDate));
    if (!t.endDate.isEmpty())
        record("052", trfDate(t.endDate));
    if (t.declaredPlayers)
        record("062", QString::number(t.declaredPlayers));
    if (t.declaredRated)
        record("072", QString::number(t.declaredRated));
    if (t.declaredTeams)
        record("082", QString::number(t.declaredTeams));
    if (!t.typeText.isEmpty())
        record("092", t.typeText);
    if (!t.chiefArbiter.isEmpty())
        record("102", t.chiefArbiter);
    if (!t.deputyArbiters.isEmpty())
        record("112", t.deputyArbiters);
    if (!t.timeControl.isEmpty())
        record("122", t.timeControl);
    if (!t.timeControlCode.isEmpty())
        record("222", t.timeControlCode);
    if (!t.roundDates.isEmpty())
        out += QStringLiteral("132") + trfText(t.roundDates, 0) + u'\n';
    if (t.declaredRounds > 0)
        record(t.roundsRecord == u"142" ? "142" : "XXR", QString::number(t.declaredRounds));
    if (t.hasScoringRecord && !t.scoringText.isEmpty())
        record("162", t.scoringText);
    if (!t.systemText.isEmpty())
        record("192", t.systemText);
    if (!t.tieBreaks.isEmpty())
        record(t.tieBreaksFromTeamRecord ? "212" : "202", t.tieBreaks.join(u','));
    for (const ByeRecord &b : t.byes) {
        QString line = QLatin1Char(b.type) + QStringLiteral(" %1").arg(b.round, 3);
        for (int s : b.players)
            line += QStringLiteral(" %1").arg(s, 4);
        record("240", line);
    }
    for (const RawRecord &r : t.otherRecords)
        out += trfText(r.line, 0) + u'\n';
    for (const Player &p : t.players) {
        QString line = QStringLiteral("001 ") + pad(QString::number(p.startNo), 4, true) + u' '
            + (p.sex.isNull() || p.sex.unicode() < 0x20 ? QChar(u' ') : p.sex)
            + pad(trfText(p.title, 3), 3, true) + u' ' + pad(trfText(p.name, 33), 33) + u' '
            + (p.rating > 0 ? pad(QString::number(p.rating), 4, true) : QStringLiteral("    "))
            + u' ' + pad(trfText(p.federation, 3), 3) + u' ' + pad(trfText(p.fideId, 11), 11, true)
            + u' ' + pad(trfText(PlayerFields::trfBirthDate(p.birthDate), 10), 10) + u' '
            + (p.hasDeclaredPoints ? pad(p.declaredPoints.toString().contains(u'.')
                       ? p.declaredPoints.toString()
                       : p.declaredPoints.toString() + QStringLiteral(".0"),
                   4, true)
                                   : QStringLiteral("    "))
            + u' '
            + (p.declaredRank > 0 ? pad(QString::number(p.declaredRank), 4, true)
                                  : QStringLiteral("    "));
        for (const RoundEntry &e : p.rounds) {
            const QString opp = e.opponent > 0
                ? pad(QString::number(e.opponent), 4, true)
                : (e.code == ' ' ? QStringLiteral("    ") : QStringLiteral("0000"));
            const QChar colour = e.colour == Colour::White ? u'w'
                : e.colour == Colour::Black                ? u'b'
                : e.code == ' ' && e.opponent == 0         ? u' '
                                                           : u'-';
            // TRF-2026: "?" for a result not known yet (an adjourned game).
            line += QStringLiteral("  ") + opp + u' ' + colour + u' '
                + (e.code == '*' ? QChar(u'?') : QChar(e.code));
        }
        while (line.endsWith(u' '))
            line.chop(1);
        out += line + u'\n';
    }
    out += writeTeamRecords(t);
    return out.toUtf8();
}

} // namespace arb
