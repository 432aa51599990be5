// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/trf.h"

#include "players/playerfields.h"
#include "players/ratingmethod.h"
#include "result.h"
#include "rulesedition.h"
#include "trf/teamtrf.h"
#include "trf/timecontrolcode.h"
#include "trf/trfreader_p.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringConverter>
#include <QStringDecoder>

#include <algorithm>

namespace arb {

QString TrfMessage::toString() const
{
    if (line <= 0)
        return text;
    if (column <= 0)
        return QCoreApplication::translate("arb::Trf", "line %1: %2").arg(line).arg(text);
    return QCoreApplication::translate("arb::Trf", "line %1, column %2: %3")
        .arg(line)
        .arg(column)
        .arg(text);
}

namespace trfdetail {

    // 042/052: a date that can be read is kept as an ISO date (2026/10/03 becomes 2026-10-03),
    // as the app shows and stores dates; the TRF writer spells it 2026/10/03 again. A date that
    // cannot be read is kept as written.
    QString readDate(QStringView rest)
    {
        const QString written = rest.trimmed().toString();
        const QString iso = isoStartDate(written);
        return iso.isEmpty() ? written : iso;
    }

    int parseInt(QStringView s, bool *ok)
    {
        s = s.trimmed();
        if (s.isEmpty()) {
            *ok = true;
            return 0;
        }
        return s.toInt(ok);
    }

    void Reader::read(const QString &text)
    {
        const QStringList lines = text.split(QRegularExpression(QStringLiteral("\r\n|\r|\n")));
        int lineNo = 0;
        for (const QString &rawLine : lines) {
            ++lineNo;
            QString line = rawLine;
            // Trailing blanks carry no meaning except inside 001 round fields, which are re-padded.
            while (line.endsWith(u' ') || line.endsWith(u'\t'))
                line.chop(1);
            if (line.isEmpty())
                continue;
            // A comment ("###", such as the audit lines Arbiter exports) carries no data: kept
            // up to the length of a record, the rest dropped with a warning.
            if (line.size() > maxLineLength && line.startsWith(u"###")) {
                warning(lineNo, maxLineLength + 1,
                    QCoreApplication::translate(
                        "arb::Trf", "the comment is %1 characters long; its first %2 are kept")
                        .arg(line.size())
                        .arg(maxLineLength));
                line.truncate(maxLineLength);
            }
            if (line.size() > maxLineLength) {
                error(lineNo, maxLineLength + 1,
                    QCoreApplication::translate("arb::Trf",
                        "the line is %1 characters long; a TRF record has at most %2 (%3 rounds)")
                        .arg(line.size())
                        .arg(maxLineLength)
                        .arg(maxRounds));
                continue;
            }
            if (line.contains(u'\t')) {
                // A player record is read by its columns: a tab would shift every field after
                // it, so the file is refused rather than read by a guess (FIDE's program
                // checklist C27). In a header record of free text it is one blank.
                if (line.startsWith(u"001") || RatingMethods::isNationalRecord(line)) {
                    error(lineNo, int(line.indexOf(u'\t')) + 1,
                        QCoreApplication::translate("arb::Trf",
                            "tab character in a player record, whose fields stand in fixed "
                            "columns: replace it by the spaces it stands for"));
                    continue;
                }
                warning(lineNo, int(line.indexOf(u'\t')) + 1,
                    QCoreApplication::translate(
                        "arb::Trf", "tab character in a fixed-column record; read as one blank"));
                line.replace(u'\t', u' ');
            }
            const QStringView code = QStringView(line).left(3);
            const QStringView rest = line.size() > 4 ? QStringView(line).mid(4) : QStringView();
            if (code == u"001") {
                readPlayer(lineNo, line);
            } else if (code == u"012") {
                m_t.name = rest.trimmed().toString();
            } else if (code == u"022") {
                m_t.city = rest.trimmed().toString();
            } else if (code == u"032") {
                m_t.federation = rest.trimmed().toString();
            } else if (code == u"042") {
                m_t.startDate = readDate(rest);
            } else if (code == u"052") {
                m_t.endDate = readDate(rest);
            } else if (code == u"062" || code == u"072" || code == u"082") {
                bool ok = false;
                const int n = parseInt(rest, &ok);
                if (!ok)
                    warning(lineNo, 5,
                        QCoreApplication::translate(
                            "arb::Trf", "expected a number of participants, found \"%1\"")
                            .arg(rest.trimmed()));
                (code == u"062"          ? m_t.declaredPlayers
                        : code == u"072" ? m_t.declaredRated
                                         : m_t.declaredTeams)
                    = n;
            } else if (code == u"092") {
                m_t.typeText = rest.trimmed().toString();
            } else if (code == u"102") {
                m_t.chiefArbiter = rest.trimmed().toString();
            } else if (code == u"112") {
                m_t.deputyArbiters = rest.trimmed().toString();
            } else if (code == u"122") {
                m_t.timeControl = rest.trimmed().toString();
            } else if (code == u"222") {
                // Kept as written; one that does not read is named (the rating report needs it).
                m_t.timeControlCode = rest.trimmed().toString();
                QString problem;
                if (!parseTimeControlCode(m_t.timeControlCode, &problem))
                    warning(lineNo, 5,
                        QCoreApplication::translate("arb::Trf", "222: the time control code %1")
                            .arg(problem));
            } else if (code == u"132") {
                m_t.roundDates = line.size() > 3 ? line.mid(3) : QString();
            } else if (code == u"XXR" || code == u"142") {
                bool ok = false;
                const int n = parseInt(rest, &ok);
                if (!ok || n < 0 || n > 999)
                    error(lineNo, 5,
                        QCoreApplication::translate(
                            "arb::Trf", "expected the number of rounds, found \"%1\"")
                            .arg(rest.trimmed()));
                else
                    m_t.declaredRounds = n;
                m_t.roundsRecord = code.toString();
            } else if (code == u"162") {
                readScoring162(lineNo, rest);
            } else if (code == u"XXS") {
                readScoringXXS(lineNo, rest);
            } else if (code == u"192") {
                m_t.systemText = rest.trimmed().toString();
            } else if ((code == u"202" || code == u"212") && rest.size() > maxListLength) {
                error(lineNo, maxListLength + 5,
                    QCoreApplication::translate(
                        "arb::Trf", "the tie-break list is %1 characters long; at most %2 are read")
                        .arg(rest.size())
                        .arg(maxListLength));
            } else if (code == u"202" || code == u"212") {
                QStringList specs;
                for (const QString &s : rest.toString().split(
                         QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts))
                    specs.append(s);
                if (code == u"202") {
                    m_t.tieBreaks = specs;
                    m_t.tieBreaksFromTeamRecord = false;
                    m_t.tieBreaksLine.number = lineNo;
                    m_has202 = true;
                } else if (!m_has202) {
                    m_t.tieBreaks = specs;
                    m_t.tieBreaksFromTeamRecord = true;
                    m_t.tieBreaksLine.number = lineNo;
                }
                if (code == u"212" && m_has202)
                    m_t.otherRecords.append({line, lineNo});
            } else if (code == u"240") {
                readBye240(lineNo, rest);
            } else if (m_teamReader.read(lineNo, line, m_result)) {
                // 013, 300, 310, 320, 330, 352, 362: team records (teamtrf.cpp)
            } else if (code == u"###") {
                m_t.otherRecords.append({line, lineNo});
            } else {
                // 013, 152, 172, 182, 222, 250, 260, 299, 3xx, 8xx, national records, XXC ...
                if (code == u"172" && !RatingMethods::parse(line))
                    warning(lineNo, 9,
                        QCoreApplication::translate("arb::Trf",
                            "rating method \"%1\" is not one of FIDE, NRO, FIDON, NIDOF, HBFN, "
                            "LBFN and OTHER: the FIDE ratings rank the players")
                            .arg(line.mid(3).simplified()));
                if (!(line[0].isLetterOrNumber() || line[0] == u'#'))
                    warning(lineNo, 1,
                        QCoreApplication::translate(
                            "arb::Trf", "unknown record \"%1\" kept as it is")
                            .arg(code));
                m_t.otherRecords.append({line, lineNo});
            }
        }
        finish();
    }

    void Reader::readPlayer(int lineNo, QStringView line)
    {
        Player p;
        bool ok = false;
        p.startNo = field(line, 5, 8).trimmed().toInt(&ok);
        if (line.size() >= 9 && line[7].isDigit() && line[8].isDigit()) {
            // A five-digit number spills into column 9: written by a program that numbered
            // players past 9999.
            error(lineNo, 5,
                QCoreApplication::translate("arb::Trf",
                    "start number \"%1\" has more than four digits; TRF start numbers go up to "
                    "9999")
                    .arg(field(line, 5, 9).trimmed()));
            return;
        }
        if (!ok || p.startNo <= 0) {
            error(lineNo, 5,
                QCoreApplication::translate(
                    "arb::Trf", "expected a start number in columns 5-8, found \"%1\"")
                    .arg(field(line, 5, 8).trimmed()));
            return;
        }
        if (m_playerLines.contains(p.startNo)) {
            error(lineNo, 5,
                QCoreApplication::translate(
                    "arb::Trf", "start number %1 is used again (first on line %2)")
                    .arg(p.startNo)
                    .arg(m_playerLines.value(p.startNo)));
            return;
        }
        const QStringView sex = field(line, 10, 10).trimmed();
        p.sex = sex.isEmpty() ? QChar() : sex[0];
        p.title = field(line, 11, 13).trimmed().toString();
        p.name = field(line, 15, 47).trimmed().toString();
        const QStringView rating = field(line, 49, 52).trimmed();
        if (!rating.isEmpty()) {
            p.rating = rating.toInt(&ok);
            if (!ok || p.rating < 0) {
                error(lineNo, 49,
                    QCoreApplication::translate(
                        "arb::Trf", "expected a rating in columns 49-52, found \"%1\"")
                        .arg(rating));
                p.rating = 0;
            }
        }
        p.federation = field(line, 54, 56).trimmed().toString();
        p.fideId = field(line, 58, 68).trimmed().toString();
        p.birthDate = PlayerFields::isoBirthDate(field(line, 70, 79).trimmed().toString());
        const QStringView points = field(line, 81, 84).trimmed();
        if (!points.isEmpty()) {
            if (auto v = Fixed::parse(points)) {
                p.declaredPoints = *v;
                p.hasDeclaredPoints = true;
            } else {
                error(lineNo, 81,
                    QCoreApplication::translate(
                        "arb::Trf", "expected points in columns 81-84, found \"%1\"")
                        .arg(points));
            }
        }
        const QStringView rank = field(line, 86, 89).trimmed();
        if (!rank.isEmpty()) {
            p.declaredRank = rank.toInt(&ok);
            if (!ok) {
                warning(lineNo, 86,
                    QCoreApplication::translate(
                        "arb::Trf", "expected a rank in columns 86-89, found \"%1\"")
                        .arg(rank));
                p.declaredRank = 0;
            }
        }
        // Round fields: columns 92-95 opponent, 97 colour, 99 result; one every 10 columns.
        for (int col = 92; col <= line.size(); col += 10) {
            RoundEntry e;
            const QStringView opp = field(line, col, col + 3).trimmed();
            const QStringView colour = field(line, col + 5, col + 5);
            const QStringView result = field(line, col + 7, col + 7);
            if (!opp.isEmpty()) {
                e.opponent = opp.toInt(&ok);
                if (!ok || e.opponent < 0) {
                    error(lineNo, col,
                        QCoreApplication::translate("arb::Trf",
                            "expected an opponent's start number in columns %1-%2, found \"%3\"")
                            .arg(col)
                            .arg(col + 3)
                            .arg(opp));
                    return;
                }
            }
            const QChar c = colour.isEmpty() ? QChar(u' ') : colour[0];
            if (c == u'w' || c == u'W')
                e.colour = Colour::White;
            else if (c == u'b' || c == u'B')
                e.colour = Colour::Black;
            else if (c == u'-' || c == u' ')
                e.colour = Colour::None;
            else {
                error(lineNo, col + 5,
                    QCoreApplication::translate(
                        "arb::Trf", "unknown colour \"%1\" (expected w, b or -)")
                        .arg(c));
                return;
            }
            QChar r = result.isEmpty() ? QChar(u' ') : result[0];
            // TRF-2026 writes a game whose result is not known (an adjourned game) as "?", and
            // a reader takes a symbol it does not know for such a result (FIDE's program
            // checklist K70). Arbiter's earlier files wrote "*".
            if (r == u'?')
                r = QChar(u'*');
            if (!result::isTrfCode(r.toLatin1())) {
                if (e.opponent == 0) {
                    error(lineNo, col + 7,
                        QCoreApplication::translate("arb::Trf",
                            "unknown result \"%1\" (expected 1 0 = + - W D L ? H F U Z)")
                            .arg(r));
                    return;
                }
                warning(lineNo, col + 7,
                    QCoreApplication::translate("arb::Trf",
                        "unknown result \"%1\" against %2, read as a result not known yet (an "
                        "adjourned game, a draw for pairing)")
                        .arg(r)
                        .arg(e.opponent));
                r = QChar(u'*');
            }
            e.code = char(r.unicode());
            e.rated = !(r == u'W' || r == u'D' || r == u'L');
            if (e.opponent == p.startNo) {
                error(lineNo, col,
                    QCoreApplication::translate("arb::Trf", "player %1 is paired against themself")
                        .arg(p.startNo));
                return;
            }
            p.rounds.append(e);
        }
        while (!p.rounds.isEmpty() && p.rounds.last().code == ' ' && p.rounds.last().opponent == 0)
            p.rounds.removeLast();
        m_playerLines.insert(p.startNo, lineNo);
        m_t.players.append(p);
    }

    void Reader::readScoring162(int lineNo, QStringView rest)
    {
        m_t.hasScoringRecord = true;
        m_t.scoringText = rest.toString();
        // Pairs of a symbol and its points: "W 1.0", and in TRF-2026's columns a 4-character
        // value may touch its symbol ("W10.0", "--1.0").
        QStringList parts;
        static const QRegularExpression pair(
            QStringLiteral("(?:^|\\s)([A-Za-z+\\-])\\s*(-?[0-9]+(?:[.,][0-9]+)?)(?=\\s|$)"));
        for (auto it = pair.globalMatch(rest); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            parts << m.captured(1) << m.captured(2);
        }
        if (parts.isEmpty())
            parts = rest.toString().split(u' ', Qt::SkipEmptyParts);
        ScoringSystem &s = m_t.scoring;
        for (int i = 0; i + 1 < parts.size(); i += 2) {
            const QString key = parts[i];
            const auto value = Fixed::parse(parts[i + 1]);
            if (!value) {
                error(lineNo, 0,
                    QCoreApplication::translate("arb::Trf", "162: \"%1\" is not a number of points")
                        .arg(parts[i + 1]));
                return;
            }
            if (!isScoringValue(*value)) {
                error(lineNo, 0,
                    QCoreApplication::translate("arb::Trf",
                        "162: %1 points is not what a game is worth (at most two decimals, from "
                        "-%2 to %2)")
                        .arg(parts[i + 1])
                        .arg(maxGamePoints));
                return;
            }
            if (key == u"W") {
                s.win = s.forfeitWin = s.fullBye = *value;
                if (!m_scoringKeys.contains('P') && !m_scoringKeys.contains('U'))
                    s.pairingBye = *value;
            } else if (key == u"D") {
                s.draw = s.halfBye = *value;
            } else if (key == u"L") {
                s.loss = s.forfeitLoss = *value;
            } else if (key == u"P" || key == u"U") {
                s.pairingBye = *value;
                m_scoringKeys.insert('P');
            } else if (key == u"H") {
                s.halfBye = *value;
            } else if (key == u"F") {
                s.fullBye = *value;
            } else if (key == u"A") {
                // TRF-2026: absence, a zero-point bye or a forfeit loss.
                s.zeroBye = s.forfeitLoss = s.absent = *value;
            } else if (key == u"Z") {
                s.zeroBye = *value;
            } else if (key == u"+") {
                s.forfeitWin = *value;
            } else if (key == u"-") {
                s.forfeitLoss = *value;
            }
        }
    }

    void Reader::readScoringXXS(int lineNo, QStringView rest)
    {
        // JaVaFo's TRF-16 extension: "XXS WW=1 BW=1 WD=0.5 BD=0.5 WL=0 BL=0 ZPB=0 HPB=0.5 FPB=1
        // PAB=1 FW=1 FL=0"
        m_t.hasScoringRecord = true;
        m_t.otherRecords.append({QStringLiteral("XXS ") + rest.toString(), lineNo});
        ScoringSystem &s = m_t.scoring;
        for (const QString &pair : rest.toString().split(u' ', Qt::SkipEmptyParts)) {
            const int eq = int(pair.indexOf(u'='));
            const auto value = eq > 0 ? Fixed::parse(QStringView(pair).mid(eq + 1)) : std::nullopt;
            if (!value || !isScoringValue(*value)) {
                warning(lineNo, 0,
                    QCoreApplication::translate("arb::Trf", "XXS: cannot read \"%1\"").arg(pair));
                continue;
            }
            const QString key = pair.left(eq);
            if (key == u"WW" || key == u"BW" || key == u"W")
                s.win = *value;
            else if (key == u"WD" || key == u"BD" || key == u"D")
                s.draw = *value;
            else if (key == u"WL" || key == u"BL" || key == u"L")
                s.loss = *value;
            else if (key == u"ZPB")
                s.zeroBye = *value;
            else if (key == u"HPB")
                s.halfBye = *value;
            else if (key == u"FPB")
                s.fullBye = *value;
            else if (key == u"PAB")
                s.pairingBye = *value;
            else if (key == u"FW")
                s.forfeitWin = *value;
            else if (key == u"FL")
                s.forfeitLoss = *value;
        }
    }

    void Reader::readBye240(int lineNo, QStringView rest)
    {
        const QStringList parts = rest.toString().split(u' ', Qt::SkipEmptyParts);
        if (parts.size() < 2 || parts[0].size() != 1) {
            error(lineNo, 5,
                QCoreApplication::translate(
                    "arb::Trf", "240: expected a bye type, a round and start numbers"));
            return;
        }
        ByeRecord b;
        b.type = char(parts[0][0].unicode());
        bool ok = false;
        b.round = parts[1].toInt(&ok);
        if (!ok || b.round <= 0) {
            error(lineNo, 7,
                QCoreApplication::translate("arb::Trf", "240: \"%1\" is not a round number")
                    .arg(parts[1]));
            return;
        }
        for (int i = 2; i < parts.size(); ++i) {
            const int s = parts[i].toInt(&ok);
            if (!ok || s <= 0) {
                error(lineNo, 0,
                    QCoreApplication::translate("arb::Trf", "240: \"%1\" is not a start number")
                        .arg(parts[i]));
                return;
            }
            b.players.append(s);
        }
        m_t.byes.append(b);
    }

    void Reader::finish()
    {
        std::sort(m_t.players.begin(), m_t.players.end(),
            [](const Player &a, const Player &b) { return a.startNo < b.startNo; });
        checkRoundCount();
        m_teamReader.finish(m_result);
        checkConsistency(); // after the team records: team byes are written on every player

        // Tournament type: 092 first, then 192, then the pairings.
        const QString typeText = (m_t.typeText + u' ' + m_t.systemText).toLower();
        if (typeText.contains(u"round-robin") || typeText.contains(u"round robin")
            || typeText.contains(u"roundrobin") || typeText.contains(u"berger")) {
            const int n = int(m_t.players.size());
            const int single = n % 2 == 0 ? n - 1 : n;
            m_t.type = (typeText.contains(u"double")
                           || (single > 0 && m_t.plannedRounds() >= 2 * single))
                ? TournamentType::DoubleRoundRobin
                : TournamentType::RoundRobin;
        } else if (typeText.contains(u"swiss") || typeText.contains(u"dutch")
            || typeText.contains(u"burstein") || typeText.contains(u"dubov")
            || typeText.contains(u"lim")) {
            m_t.type = TournamentType::Swiss;
        } else {
            m_t.type = guessTournamentType(m_t);
            const QString read = m_t.type == TournamentType::Swiss ? tr("a Swiss")
                : m_t.type == TournamentType::RoundRobin           ? tr("a round robin")
                                                                   : tr("a double round robin");
            adjustment(0, 0,
                m_t.typeText.trimmed().isEmpty() && m_t.systemText.trimmed().isEmpty()
                    ? tr("no tournament type (092 or 192): read as %1 from the games").arg(read)
                    : tr("tournament type \"%1\" not known: read as %2 from the games")
                          .arg((m_t.typeText + u' ' + m_t.systemText).trimmed(), read));
        }
        applyByeRecords();
        if (!m_t.hasScoringRecord)
            inferPairingByeValue();
        if (m_result.errors.isEmpty())
            checkDeclaredPoints();
    }
} // namespace trfdetail

using trfdetail::Reader;

TournamentType guessTournamentType(const Tournament &t)
{
    const int n = int(t.players.size());
    if (n < 2)
        return TournamentType::Swiss;
    const int rounds = t.plannedRounds();
    const int single = n % 2 == 0 ? n - 1 : n;
    int meetings = 0;
    if (rounds == single)
        meetings = 1;
    else if (rounds == 2 * single)
        meetings = 2;
    else
        return TournamentType::Swiss;
    for (int i = 0; i < n; ++i) {
        QHash<int, int> met;
        for (const RoundEntry &e : t.players[i].rounds)
            if (e.opponent > 0)
                ++met[e.opponent];
        if (met.size() != n - 1)
            return TournamentType::Swiss;
        for (int count : std::as_const(met))
            if (count != meetings)
                return TournamentType::Swiss;
    }
    return meetings == 1 ? TournamentType::RoundRobin : TournamentType::DoubleRoundRobin;
}

QString trfFormatOf(QStringView text)
{
    // The records TRF-2026 added (and its ### comments); the others are those of TRF-16 and
    // TRF-06 alike.
    static const QSet<QString> newRecords = {QStringLiteral("142"), QStringLiteral("152"),
        QStringLiteral("162"), QStringLiteral("172"), QStringLiteral("182"), QStringLiteral("192"),
        QStringLiteral("202"), QStringLiteral("212"), QStringLiteral("222"), QStringLiteral("240"),
        QStringLiteral("250"), QStringLiteral("260"), QStringLiteral("299"), QStringLiteral("310"),
        QStringLiteral("320"), QStringLiteral("330"), QStringLiteral("352"), QStringLiteral("362"),
        QStringLiteral("###")};
    for (QStringView line : text.tokenize(u'\n')) {
        if (line.size() >= 3
            && (line.size() == 3 || line[3] == u' ' || line[3] == u'\r' || line.startsWith(u"###"))
            && newRecords.contains(line.left(3).toString()))
            return QStringLiteral("TRF-2026");
    }
    return QStringLiteral("TRF-16/TRF-06");
}

TrfReadResult readTrf(const QByteArray &data)
{
    TrfReadResult result;
    QByteArray bytes = data;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(bytes);
    const bool latin1 = utf8.hasError();
    if (latin1)
        text = QString::fromLatin1(bytes);
    Reader(result).read(text);
    if (latin1)
        result.adjustments.prepend({0, 0,
            QCoreApplication::translate(
                "arb::Trf", "not valid UTF-8 (TRF-2026 asks for it): read as Latin-1")});
    result.format = trfFormatOf(text);
    if (result.tournament.players.isEmpty() && result.errors.isEmpty())
        result.errors.append(
            {0, 0, QCoreApplication::translate("arb::Trf", "no player records (001) found")});
    return result;
}

std::optional<QByteArray> readTrfBytes(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("arb::Trf", "cannot open %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    // Read in parts up to the limit: a device without an end (/dev/zero) or a file of
    // gigabytes is refused, not read into memory.
    QByteArray data;
    while (!file.atEnd() || file.isSequential()) {
        const QByteArray part = file.read(1 << 20);
        if (part.isEmpty())
            break;
        data += part;
        if (data.size() > maxTrfFileBytes) {
            if (error)
                *error = QCoreApplication::translate("arb::Trf",
                    "%1 is larger than %2 MB: not a TRF file (the largest event, 9,999 players "
                    "and 999 rounds, takes about 100 MB)")
                             .arg(path)
                             .arg(maxTrfFileBytes >> 20);
            return std::nullopt;
        }
    }
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = QCoreApplication::translate("arb::Trf", "cannot read %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return data;
}

TrfReadResult readTrfFile(const QString &path)
{
    QString problem;
    const std::optional<QByteArray> data = readTrfBytes(path, &problem);
    if (!data) {
        TrfReadResult result;
        result.errors.append({0, 0, problem});
        return result;
    }
    return readTrf(*data);
}
} // namespace arb
