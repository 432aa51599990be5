// SPDX-License-Identifier: GPL-3.0-or-later
// Team records of TRF-16 (013) and TRF-2026 (300, 310, 320, 330, 352, 362). Column layouts
// follow the FIDE TEC TRF-2026 sample (header lines of
// fide-tec-trf2025-sample_team_50t_14r_trf26.trf); numbers lists are read blank-separated.
#include "trf/teamtrf.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace arb {

namespace {

    // 1-based inclusive column range of a line.
    QStringView field(QStringView line, int first, int last)
    {
        if (first > line.size())
            return {};
        const int len = std::min<int>(last, line.size()) - first + 1;
        return line.mid(first - 1, len);
    }

    // Returns the blank-separated words of line from column `from` with their 1-based columns.
    QList<std::pair<QString, int>> words(const QString &line, int from)
    {
        QList<std::pair<QString, int>> out;
        static const QRegularExpression word(QStringLiteral("\\S+"));
        auto it = word.globalMatch(line, from - 1);
        while (it.hasNext()) {
            const auto m = it.next();
            out.append({m.captured(), int(m.capturedStart()) + 1});
        }
        return out;
    }

} // namespace

bool TeamTrfReader::read(int lineNo, const QString &line, TrfReadResult &result)
{
    const QStringView code = QStringView(line).left(3);
    if (code == u"013")
        read013(lineNo, line, result);
    else if (code == u"310")
        read310(lineNo, line, result);
    else if (code == u"300")
        read300(lineNo, line, result);
    else if (code == u"320")
        read320(lineNo, line, result);
    else if (code == u"330")
        read330(lineNo, line, result);
    else if (code == u"352")
        read352(lineNo, line, result);
    else if (code == u"362")
        read362(lineNo, line, result);
    else
        return false;
    return true;
}

void TeamTrfReader::read013(int lineNo, const QString &line, TrfReadResult &result)
{
    // 013 NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN  PPPP PPPP ...: name in columns 5-36, then players.
    Team team;
    team.number = int(m_teams013.size()) + 1;
    team.name = field(line, 5, 36).trimmed().toString();
    for (const auto &[w, col] : words(line, 37)) {
        bool ok = false;
        const int s = w.toInt(&ok);
        if (!ok || s <= 0) {
            result.errors.append({lineNo, col,
                QCoreApplication::translate(
                    "arb::Trf", "013: expected a player's start number, found \"%1\"")
                    .arg(w)});
            return;
        }
        team.players.append(s);
    }
    m_teams013.append(team);
    m_teamLines013.append(lineNo);
}

void TeamTrfReader::read310(int lineNo, const QString &line, TrfReadResult &result)
{
    // 310 TTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN FFFFF RRRRRR MMMMMM GGGGGG KKK  PPPP PPPP ...
    Team team;
    bool ok = false;
    team.number = field(line, 5, 7).trimmed().toInt(&ok);
    if (!ok || team.number <= 0) {
        result.errors.append({lineNo, 5,
            QCoreApplication::translate(
                "arb::Trf", "310: expected a team number in columns 5-7, found \"%1\"")
                .arg(field(line, 5, 7).trimmed())});
        return;
    }
    if (m_teamLines.contains(team.number)) {
        result.errors.append({lineNo, 5,
            QCoreApplication::translate(
                "arb::Trf", "310: team %1 is defined again (first on line %2)")
                .arg(team.number)
                .arg(m_teamLines.value(team.number))});
        return;
    }
    team.name = field(line, 9, 40).trimmed().toString();
    team.federation = field(line, 42, 46).trimmed().toString();
    team.averageRating = field(line, 48, 53).trimmed().toString();
    auto points = [&](int first, int last, Fixed *value, bool *has) {
        const QStringView text = field(line, first, last).trimmed();
        if (text.isEmpty())
            return true;
        const auto v = Fixed::parse(text);
        if (!v) {
            result.errors.append({lineNo, first,
                QCoreApplication::translate(
                    "arb::Trf", "310: expected points in columns %1-%2, found \"%3\"")
                    .arg(first)
                    .arg(last)
                    .arg(text)});
            return false;
        }
        *value = *v;
        *has = true;
        return true;
    };
    if (!points(55, 60, &team.declaredMatchPoints, &team.hasDeclaredMatchPoints)
        || !points(62, 67, &team.declaredGamePoints, &team.hasDeclaredGamePoints))
        return;
    const QStringView rank = field(line, 69, 71).trimmed();
    if (!rank.isEmpty()) {
        team.declaredRank = rank.toInt(&ok);
        if (!ok) {
            result.warnings.append({lineNo, 69,
                QCoreApplication::translate(
                    "arb::Trf", "310: expected a rank in columns 69-71, found \"%1\"")
                    .arg(rank)});
            team.declaredRank = 0;
        }
    }
    for (const auto &[w, col] : words(line, 72)) {
        const int s = w.toInt(&ok);
        if (!ok || s <= 0) {
            result.errors.append({lineNo, col,
                QCoreApplication::translate(
                    "arb::Trf", "310: expected a player's start number, found \"%1\"")
                    .arg(w)});
            return;
        }
        team.players.append(s);
    }
    m_teamLines.insert(team.number, lineNo);
    m_teams310.append(team);
}

void TeamTrfReader::read300(int lineNo, const QString &line, TrfReadResult &result)
{
    // 300 RRR TT1 TT2 PPP1 PPP2 ...: round, team, opponent, start number per board (0 = empty).
    const auto w = words(line, 5);
    if (w.size() < 3) {
        result.errors.append({lineNo, 5,
            QCoreApplication::translate(
                "arb::Trf", "300: expected a round, two team numbers and the boards")});
        return;
    }
    TeamLineup lineup;
    QList<int> numbers;
    for (const auto &[text, col] : w) {
        bool ok = false;
        const int v = text.toInt(&ok);
        if (!ok || v < 0) {
            result.errors.append({lineNo, col,
                QCoreApplication::translate("arb::Trf", "300: \"%1\" is not a number").arg(text)});
            return;
        }
        numbers.append(v);
    }
    lineup.round = numbers[0];
    lineup.team = numbers[1];
    lineup.opponent = numbers[2];
    lineup.boards = numbers.mid(3);
    if (lineup.round <= 0 || lineup.team <= 0) {
        result.errors.append({lineNo, 5,
            QCoreApplication::translate(
                "arb::Trf", "300: the round and the team must be positive numbers")});
        return;
    }
    result.tournament.teamData.lineups.append(lineup);
    m_lineupLines.append(lineNo);
}

void TeamTrfReader::read320(int lineNo, const QString &line, TrfReadResult &result)
{
    // 320 MMMM GGGG RR1 RR2 ...: points of a pairing-allocated bye, then the team per round.
    TeamScoring &s = result.tournament.teamData.scoring;
    const QStringView mp = field(line, 5, 8).trimmed();
    const QStringView gp = field(line, 10, 13).trimmed();
    if (!mp.isEmpty()) {
        const auto v = Fixed::parse(mp);
        if (!v) {
            result.errors.append({lineNo, 5,
                QCoreApplication::translate(
                    "arb::Trf", "320: expected match points in columns 5-8, found \"%1\"")
                    .arg(mp)});
            return;
        }
        s.pairingByeMatchPoints = *v;
    }
    if (!gp.isEmpty()) {
        const auto v = Fixed::parse(gp);
        if (!v) {
            result.errors.append({lineNo, 10,
                QCoreApplication::translate(
                    "arb::Trf", "320: expected game points in columns 10-13, found \"%1\"")
                    .arg(gp)});
            return;
        }
        s.pairingByeGamePoints = *v;
        s.hasPairingByeGamePoints = true;
    }
    s.hasPairingByeRecord = true;
    QList<int> &byes = result.tournament.teamData.pairingByes;
    for (int r = 0, col = 15; col <= line.size(); ++r, col += 4) {
        const QStringView text = field(line, col, col + 2).trimmed();
        if (text.isEmpty())
            continue;
        bool ok = false;
        const int team = text.toInt(&ok);
        if (!ok || team < 0) {
            result.errors.append({lineNo, col,
                QCoreApplication::translate("arb::Trf",
                    "320: round %1: expected a team number in columns %2-%3, found \"%4\"")
                    .arg(r + 1)
                    .arg(col)
                    .arg(col + 2)
                    .arg(text)});
            return;
        }
        while (byes.size() <= r)
            byes.append(0);
        byes[r] = team;
    }
}

void TeamTrfReader::read330(int lineNo, const QString &line, TrfReadResult &result)
{
    // 330 FF RRR TT1 TT2: results of the two teams ('+' or '-'), round, the two teams.
    const auto w = words(line, 5);
    if (w.size() != 4 || w[0].first.size() != 2) {
        result.errors.append({lineNo, 5,
            QCoreApplication::translate(
                "arb::Trf", "330: expected two results (+ or -), a round and two team numbers")});
        return;
    }
    TeamForfeit f;
    f.firstResult = char(w[0].first[0].unicode());
    f.secondResult = char(w[0].first[1].unicode());
    for (char c : {f.firstResult, f.secondResult}) {
        if (c != '+' && c != '-') {
            result.errors.append({lineNo, w[0].second,
                QCoreApplication::translate("arb::Trf", "330: result \"%1\" must be + or -")
                    .arg(QChar(c))});
            return;
        }
    }
    int *targets[] = {&f.round, &f.first, &f.second};
    for (int k = 0; k < 3; ++k) {
        bool ok = false;
        *targets[k] = w[k + 1].first.toInt(&ok);
        if (!ok || *targets[k] <= 0) {
            result.errors.append({lineNo, w[k + 1].second,
                QCoreApplication::translate("arb::Trf", "330: \"%1\" is not a positive number")
                    .arg(w[k + 1].first)});
            return;
        }
    }
    result.tournament.teamData.forfeits.append(f);
    m_forfeitLines.append(lineNo);
}

void TeamTrfReader::read352(int lineNo, const QString &line, TrfReadResult &result)
{
    // 352 WBWB: the colours of the first-named team, board by board.
    const QString colours = line.mid(4).trimmed().toUpper();
    for (int i = 0; i < colours.size(); ++i) {
        if (colours[i] != u'W' && colours[i] != u'B') {
            result.errors.append({lineNo, 5 + i,
                QCoreApplication::translate("arb::Trf", "352: colour \"%1\" must be W or B")
                    .arg(colours[i])});
            return;
        }
    }
    result.tournament.teamData.boardColours = colours;
}

void TeamTrfReader::read362(int lineNo, const QString &line, TrfReadResult &result)
{
    // 362 TW 2.0   TD 1.0   TL 0.0: match points for a won, drawn and lost match.
    TeamScoring &s = result.tournament.teamData.scoring;
    const auto w = words(line, 5);
    for (int i = 0; i + 1 < w.size(); i += 2) {
        const auto v = Fixed::parse(w[i + 1].first);
        if (!v) {
            result.errors.append({lineNo, w[i + 1].second,
                QCoreApplication::translate("arb::Trf", "362: \"%1\" is not a number of points")
                    .arg(w[i + 1].first)});
            return;
        }
        const QString key = w[i].first.toUpper();
        if (key == u"TW")
            s.win = *v;
        else if (key == u"TD")
            s.draw = *v;
        else if (key == u"TL")
            s.loss = *v;
        else
            result.warnings.append({lineNo, w[i].second,
                QCoreApplication::translate("arb::Trf", "362: unknown key \"%1\" ignored")
                    .arg(w[i].first)});
    }
    if (w.size() % 2 != 0)
        result.warnings.append({lineNo, w.last().second,
            QCoreApplication::translate("arb::Trf", "362: \"%1\" has no value")
                .arg(w.last().first)});
    s.hasRecord = true;
}

void TeamTrfReader::finish(TrfReadResult &result)
{
    Tournament &t = result.tournament;
    TeamData &d = t.teamData;
    d.has013 = !m_teams013.isEmpty();
    d.has310 = !m_teams310.isEmpty();
    QList<int> lines;
    if (d.has310) {
        d.teams = m_teams310;
        std::sort(d.teams.begin(), d.teams.end(),
            [](const Team &a, const Team &b) { return a.number < b.number; });
        for (const Team &team : std::as_const(d.teams))
            lines.append(m_teamLines.value(team.number));
        if (d.has013 && m_teams013.size() != m_teams310.size())
            result.warnings.append({m_teamLines013.value(0), 1,
                QCoreApplication::translate("arb::Trf",
                    "013 and 310 records list different numbers of teams; the 310 records are "
                    "used")});
    } else {
        d.teams = m_teams013;
        lines = m_teamLines013;
    }
    if (d.teams.isEmpty()) {
        if (!d.lineups.isEmpty() || !d.forfeits.isEmpty())
            result.errors.append(
                {m_lineupLines.isEmpty() ? m_forfeitLines.value(0) : m_lineupLines.value(0), 1,
                    QCoreApplication::translate(
                        "arb::Trf", "team records (300/330) without any team (013 or 310)")});
        return;
    }
    // Every player in at most one team, every player known.
    QHash<int, int> teamOf;
    for (int i = 0; i < d.teams.size(); ++i) {
        for (int s : std::as_const(d.teams[i].players)) {
            if (t.indexOf(s) < 0)
                result.errors.append({lines.value(i), 1,
                    QCoreApplication::translate("arb::Trf", "team %1: player %2 has no 001 record")
                        .arg(d.teams[i].number)
                        .arg(s)});
            else if (teamOf.contains(s))
                result.errors.append({lines.value(i), 1,
                    QCoreApplication::translate(
                        "arb::Trf", "team %1: player %2 is already in team %3")
                        .arg(d.teams[i].number)
                        .arg(s)
                        .arg(d.teams[teamOf.value(s)].number)});
            else
                teamOf.insert(s, i);
        }
    }
    for (int k = 0; k < d.lineups.size(); ++k) {
        const TeamLineup &l = d.lineups[k];
        const int line = m_lineupLines.value(k);
        const int ti = d.indexOf(l.team);
        if (ti < 0 || (l.opponent > 0 && d.indexOf(l.opponent) < 0)) {
            result.errors.append({line, 9,
                QCoreApplication::translate("arb::Trf", "300: round %1: unknown team %2")
                    .arg(l.round)
                    .arg(ti < 0 ? l.team : l.opponent)});
            continue;
        }
        for (int s : l.boards) {
            if (s <= 0 || teamOf.value(s, -1) == ti)
                continue;
            if (t.indexOf(s) < 0)
                result.errors.append({line, 17,
                    QCoreApplication::translate(
                        "arb::Trf", "300: round %1: player %2 has no 001 record")
                        .arg(l.round)
                        .arg(s)});
            else if (teamOf.contains(s))
                result.errors.append({line, 17,
                    QCoreApplication::translate(
                        "arb::Trf", "300: round %1: player %2 of team %3 plays for team %4")
                        .arg(l.round)
                        .arg(s)
                        .arg(d.teams[teamOf.value(s)].number)
                        .arg(l.team)});
            else
                result.warnings.append({line, 17,
                    QCoreApplication::translate("arb::Trf",
                        "300: round %1: player %2 is in no team's list and plays for team %3")
                        .arg(l.round)
                        .arg(s)
                        .arg(l.team)});
        }
    }
    for (int k = 0; k < d.forfeits.size(); ++k) {
        const TeamForfeit &f = d.forfeits[k];
        if (d.indexOf(f.first) < 0 || d.indexOf(f.second) < 0)
            result.errors.append({m_forfeitLines.value(k), 12,
                QCoreApplication::translate("arb::Trf", "330: round %1: unknown team %2")
                    .arg(f.round)
                    .arg(d.indexOf(f.first) < 0 ? f.first : f.second)});
    }
    for (int r = 0; r < d.pairingByes.size(); ++r)
        if (d.pairingByes[r] > 0 && d.indexOf(d.pairingByes[r]) < 0)
            result.errors.append({0, 0,
                QCoreApplication::translate("arb::Trf", "320: round %1: unknown team %2")
                    .arg(r + 1)
                    .arg(d.pairingByes[r])});
}

QString writeTeamRecords(const Tournament &t)
{
    const TeamData &d = t.teamData;
    QString out;
    if (d == TeamData())
        return out;
    auto num = [](int v, int width) { return QString::number(v).rightJustified(width, u' '); };
    auto pts = [](Fixed v, int width) {
        QString s = v.toString();
        if (!s.contains(u'.'))
            s += QStringLiteral(".0");
        return s.rightJustified(width, u' ');
    };
    if (!d.boardColours.isEmpty())
        out += QStringLiteral("352 ") + trfText(d.boardColours) + u'\n';
    if (d.scoring.hasRecord)
        out += QStringLiteral("362 TW %1   TD %2   TL %3\n")
                   .arg(pts(d.scoring.win, 3), pts(d.scoring.draw, 3), pts(d.scoring.loss, 3));
    if (d.has310) {
        for (const Team &team : d.teams) {
            QString line = QStringLiteral("310 ") + num(team.number, 3) + u' '
                + trfText(team.name, 32).leftJustified(32) + u' '
                + trfText(team.federation, 5).leftJustified(5) + u' '
                + trfText(team.averageRating, 6).rightJustified(6) + u' '
                + (team.hasDeclaredMatchPoints ? pts(team.declaredMatchPoints, 6)
                                               : QString(6, u' '))
                + u' '
                + (team.hasDeclaredGamePoints ? pts(team.declaredGamePoints, 6) : QString(6, u' '))
                + u' ' + (team.declaredRank > 0 ? num(team.declaredRank, 3) : QString(3, u' '));
            for (int s : team.players)
                line += u' ' + num(s, 4);
            out += line + u'\n';
        }
    }
    if (d.has013 || !d.has310) {
        for (const Team &team : d.teams) {
            QString line = QStringLiteral("013 ") + trfText(team.name, 32).leftJustified(32);
            for (int s : team.players)
                line += u' ' + num(s, 4);
            out += line + u'\n';
        }
    }
    for (const TeamLineup &l : d.lineups) {
        QString line = QStringLiteral("300 ") + num(l.round, 3) + u' ' + num(l.team, 3) + u' '
            + num(l.opponent, 3);
        for (int s : l.boards)
            line += u' ' + num(s, 4);
        out += line + u'\n';
    }
    if (d.scoring.hasPairingByeRecord) {
        QString line = QStringLiteral("320 ") + pts(d.scoring.pairingByeMatchPoints, 4) + u' '
            + (d.scoring.hasPairingByeGamePoints ? pts(d.scoring.pairingByeGamePoints, 4)
                                                 : QString(4, u' '));
        for (int team : d.pairingByes)
            line += u' ' + (team > 0 ? num(team, 3) : QString(3, u' '));
        while (line.endsWith(u' '))
            line.chop(1);
        out += line + u'\n';
    }
    for (const TeamForfeit &f : d.forfeits)
        out += QStringLiteral("330 ") + QChar(f.firstResult) + QChar(f.secondResult) + u' '
            + num(f.round, 3) + u' ' + num(f.first, 3) + u' ' + num(f.second, 3) + u'\n';
    return out;
}

} // namespace arb
