// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing/pairingrules.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace arb {

namespace {

    bool isAccelerationRecord(const QString &line)
    {
        return line.startsWith(QLatin1String("250")) || line.startsWith(QLatin1String("XXA"));
    }

    bool isProhibitedRecord(const QString &line)
    {
        return line.startsWith(QLatin1String("260")) || line.startsWith(QLatin1String("XXP"));
    }

    QStringList tokens(const QString &line)
    {
        return line.mid(3).split(u' ', Qt::SkipEmptyParts);
    }

    //! Returns \a v written in \a width characters with one decimal ("01.0", " 1.0", "00.5").
    QString pointsField(Fixed v, int width, QChar fill)
    {
        QString s = v.toString();
        if (!s.contains(u'.'))
            s += QStringLiteral(".0");
        return s.rightJustified(width, fill);
    }

    //! Returns true when the 192 code selects the Dutch rules Arbiter pairs: those in force from
    //! 1 February 2026 (FIDE_DUTCH_2025 is the draft name of the same rules), with or without
    //! acceleration. FIDE_DUTCH_2017 names the earlier rules.
    bool isDutchCode(const QString &code)
    {
        static const QRegularExpression dutch(QStringLiteral("^FIDE_DUTCH(_20(25|26))?(_BAKU)?$"),
            QRegularExpression::CaseInsensitiveOption);
        return dutch.match(code).hasMatch();
    }

} // namespace

AccelerationMethod PairingRules::method() const
{
    if (!ranges.isEmpty() || !perPlayer.isEmpty())
        return AccelerationMethod::Custom;
    return baku ? AccelerationMethod::Baku : AccelerationMethod::None;
}

PairingRules pairingRulesOf(const Tournament &t, QList<TrfMessage> *errors)
{
    PairingRules rules;
    rules.baku = t.systemText.trimmed().endsWith(QLatin1String("_BAKU"), Qt::CaseInsensitive);
    auto report = [errors](const RawRecord &r, const QString &text) {
        if (errors)
            errors->append({r.lineNo, 0, text});
    };
    for (const RawRecord &r : t.otherRecords) {
        const QString &line = r.line;
        if (line.startsWith(QLatin1String("250"))) {
            // Columns 5-8 match points (teams), 10-13 points, 15-17 and 19-21 the rounds,
            // 23-26 and 28-31 the players. The match points may be blank for individuals.
            QStringList f = tokens(line);
            // Written in TRF-2026's columns, a blank field says which points are given: a team
            // record with match points only ("250  2.0        1   1    1    2") has five
            // fields like an individual one.
            if (f.size() == 5 && line.size() >= 28 && line.mid(4, 4).trimmed().size() > 0
                && line.mid(9, 4).trimmed().isEmpty() && Fixed::parse(line.mid(4, 4).trimmed()))
                f.insert(1, QStringLiteral("0"));
            if (f.size() != 5 && f.size() != 6) {
                report(r,
                    QCoreApplication::translate("arb::PairingRules",
                        "250: expected the virtual points, the first and last round and the "
                        "first and last player, found \"%1\"")
                        .arg(line.mid(4).trimmed()));
                continue;
            }
            const qsizetype o = f.size() - 5;
            AccelerationRange a;
            bool ok = true;
            if (o == 1) {
                const auto mp = Fixed::parse(f[0]);
                ok = mp.has_value();
                a.matchPoints = mp.value_or(Fixed());
            }
            const auto pts = Fixed::parse(f[o]);
            bool okR1 = false, okR2 = false, okP1 = false, okP2 = false;
            a.firstRound = f[o + 1].toInt(&okR1);
            a.lastRound = f[o + 2].toInt(&okR2);
            a.firstPlayer = f[o + 3].toInt(&okP1);
            a.lastPlayer = f[o + 4].toInt(&okP2);
            if (!ok || !pts || !okR1 || !okR2 || !okP1 || !okP2 || a.firstRound < 1
                || a.lastRound < a.firstRound || a.firstPlayer < 1
                || a.lastPlayer < a.firstPlayer) {
                report(r,
                    QCoreApplication::translate("arb::PairingRules",
                        "250: \"%1\" is not virtual points for a range of rounds and players")
                        .arg(line.mid(4).trimmed()));
                continue;
            }
            a.points = *pts;
            rules.ranges.append(a);
        } else if (line.startsWith(QLatin1String("XXA"))) {
            // XXA NNNN pp.p pp.p ...: the player at columns 5-8, one field a round from 10.
            bool ok = false;
            const int startNo = line.mid(4, 4).trimmed().toInt(&ok);
            if (!ok || startNo < 1) {
                report(r,
                    QCoreApplication::translate(
                        "arb::PairingRules", "XXA: expected a start number in columns 5-8"));
                continue;
            }
            QList<Fixed> points;
            bool bad = false;
            for (qsizetype col = 9; col < line.size(); col += 5) {
                const QString field = line.mid(col, 4).trimmed();
                if (field.isEmpty()) {
                    points.append(Fixed());
                    continue;
                }
                const auto v = Fixed::parse(field);
                if (!v) {
                    report(r,
                        QCoreApplication::translate("arb::PairingRules",
                            "XXA: \"%1\" in columns %2-%3 is not a number of points")
                            .arg(field)
                            .arg(col + 1)
                            .arg(col + 4));
                    bad = true;
                    break;
                }
                points.append(*v);
            }
            if (!bad)
                rules.perPlayer.insert(startNo, points);
        } else if (isProhibitedRecord(line)) {
            const QStringList f = tokens(line);
            ProhibitedGroup g;
            g.fromXxp = line.startsWith(QLatin1String("XXP"));
            qsizetype first = 0;
            bool ok = true;
            if (!g.fromXxp) {
                bool ok1 = false, ok2 = false;
                g.firstRound = f.value(0).toInt(&ok1);
                g.lastRound = f.value(1).toInt(&ok2);
                ok = ok1 && ok2 && g.firstRound >= 1 && g.lastRound >= g.firstRound;
                if (g.lastRound >= 999)
                    g.lastRound = 0; // written for "to the last round"
                first = 2;
            }
            for (qsizetype i = first; ok && i < f.size(); ++i) {
                const int s = f[i].toInt(&ok);
                ok = ok && s >= 1;
                if (ok && !g.players.contains(s))
                    g.players.append(s);
            }
            if (!ok || g.players.size() < 2) {
                report(r,
                    g.fromXxp ? QCoreApplication::translate("arb::PairingRules",
                        "XXP: expected two or more start numbers, found \"%1\"")
                                    .arg(line.mid(4).trimmed())
                              : QCoreApplication::translate("arb::PairingRules",
                                  "260: expected the first and last round and two or more "
                                  "start numbers, found \"%1\"")
                                    .arg(line.mid(4).trimmed()));
                continue;
            }
            rules.prohibited.append(g);
        }
    }
    return rules;
}

QString accelerationRecord(const AccelerationRange &r)
{
    const QString mp
        = r.matchPoints.isZero() ? QStringLiteral("    ") : pointsField(r.matchPoints, 4, u'0');
    return QStringLiteral("250 %1 %2 %3 %4 %5 %6")
        .arg(mp, pointsField(r.points, 4, u'0'))
        .arg(r.firstRound, 3, 10, QLatin1Char('0'))
        .arg(r.lastRound, 3, 10, QLatin1Char('0'))
        .arg(r.firstPlayer, 4, 10, QLatin1Char('0'))
        .arg(r.lastPlayer, 4, 10, QLatin1Char('0'));
}

QString prohibitedRecord(const ProhibitedGroup &g)
{
    QString line;
    if (g.fromXxp) {
        line = QStringLiteral("XXP");
        for (int s : g.players)
            line += u' ' + QString::number(s);
        return line;
    }
    line = QStringLiteral("260 %1 %2")
               .arg(g.firstRound, 3, 10, QLatin1Char('0'))
               .arg(g.lastRound == 0 ? 999 : g.lastRound, 3, 10, QLatin1Char('0'));
    for (int s : g.players)
        line += QStringLiteral(" %1").arg(s, 4);
    return line;
}

QString prohibitedText(const QList<ProhibitedGroup> &groups)
{
    QStringList parts;
    for (const ProhibitedGroup &g : groups) {
        QStringList numbers;
        for (int s : g.players)
            numbers.append(QString::number(s));
        QString part = numbers.join(u' ');
        if (g.firstRound > 1 || g.lastRound > 0)
            part += QCoreApplication::translate("arb::PairingRules", " (rounds %1-%2)")
                        .arg(g.firstRound)
                        .arg(g.lastRound > 0 ? QString::number(g.lastRound) : QString());
        parts.append(part);
    }
    return parts.join(QStringLiteral("; "));
}

std::optional<QList<ProhibitedGroup>> parseProhibitedText(const QString &text, QString *error)
{
    static const QRegularExpression range(
        QStringLiteral("\\(\\s*(?:\\w+\\s+)?(\\d+)\\s*-\\s*(\\d*)\\s*\\)\\s*$"));
    QList<ProhibitedGroup> groups;
    const QStringList parts = text.split(u';');
    for (qsizetype k = 0; k < parts.size(); ++k) {
        QString part = parts[k].trimmed();
        if (part.isEmpty())
            continue;
        auto refuse = [&](const QString &why) {
            if (error)
                *error = QCoreApplication::translate(
                    "arb::PairingRules", "prohibited pairs, group %1 (\"%2\"): %3")
                             .arg(k + 1)
                             .arg(part, why);
            return std::nullopt;
        };
        ProhibitedGroup g;
        if (const QRegularExpressionMatch m = range.match(part); m.hasMatch()) {
            g.firstRound = m.captured(1).toInt();
            g.lastRound = m.captured(2).isEmpty() ? 0 : m.captured(2).toInt();
            if (g.firstRound < 1 || (g.lastRound > 0 && g.lastRound < g.firstRound))
                return refuse(QCoreApplication::translate(
                    "arb::PairingRules", "the rounds must run from 1 up"));
            part.truncate(m.capturedStart());
        }
        for (const QString &n :
            part.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int s = n.toInt(&ok);
            if (!ok || s < 1)
                return refuse(
                    QCoreApplication::translate("arb::PairingRules", "\"%1\" is not a start number")
                        .arg(n));
            if (!g.players.contains(s))
                g.players.append(s);
        }
        if (g.players.size() < 2)
            return refuse(QCoreApplication::translate(
                "arb::PairingRules", "a group needs two or more players"));
        groups.append(g);
    }
    if (error)
        error->clear();
    return groups;
}

void setPairingRules(Tournament &t, const PairingRules &rules)
{
    // The new records take the place of the first old one, or go to the end.
    qsizetype at = -1;
    for (qsizetype i = 0; i < t.otherRecords.size(); ++i) {
        const QString &line = t.otherRecords[i].line;
        if (isAccelerationRecord(line) || isProhibitedRecord(line)) {
            if (at < 0)
                at = i;
        }
    }
    t.otherRecords.removeIf([](const RawRecord &r) {
        return isAccelerationRecord(r.line) || isProhibitedRecord(r.line);
    });
    if (at < 0 || at > t.otherRecords.size())
        at = t.otherRecords.size();
    QList<RawRecord> records;
    for (const AccelerationRange &a : rules.ranges)
        records.append({accelerationRecord(a)});
    for (auto it = rules.perPlayer.cbegin(); it != rules.perPlayer.cend(); ++it) {
        QString line = QStringLiteral("XXA %1").arg(it.key(), 4);
        for (Fixed v : it.value())
            line += u' ' + pointsField(v, 4, u' ');
        records.append({line});
    }
    for (const ProhibitedGroup &g : rules.prohibited)
        records.append({prohibitedRecord(g)});
    for (qsizetype i = 0; i < records.size(); ++i)
        t.otherRecords.insert(at + i, records[i]);

    QString code = t.systemText.trimmed();
    const bool hasBaku = code.endsWith(QLatin1String("_BAKU"), Qt::CaseInsensitive);
    if (rules.baku && !hasBaku)
        t.systemText
            = (code.isEmpty() ? QStringLiteral("FIDE_DUTCH_2026") : code) + QStringLiteral("_BAKU");
    else if (!rules.baku && hasBaku)
        t.systemText = code.chopped(5);
}

namespace {

    //! Returns the indices of the players who take part in round 1: those with a game or the
    //! pairing-allocated bye in it; before it is paired, those who do not sit it out; everyone
    //! when nobody does.
    QList<int> roundOneParticipants(const Tournament &t)
    {
        QList<int> paired, notOut;
        for (int i = 0; i < t.players.size(); ++i) {
            const Player &p = t.players[i];
            const RoundEntry e = p.rounds.isEmpty() ? RoundEntry() : p.rounds[0];
            if (e.opponent > 0 || e.code == 'U')
                paired.append(i);
            if (e.opponent > 0 || e.code == ' ' || e.code == 'U')
                notOut.append(i);
        }
        if (!paired.isEmpty())
            return paired;
        if (!notOut.isEmpty())
            return notOut;
        QList<int> all(t.players.size());
        std::iota(all.begin(), all.end(), 0);
        return all;
    }

    //! C.04.7: the number of accelerated rounds (half the event, rounded up) and the number of
    //! them worth a win (half of those, rounded up): 9 rounds give 5, the first 3 worth a win.
    std::pair<int, int> bakuRounds(const Tournament &t)
    {
        const int accelerated = (t.plannedRounds() + 1) / 2;
        return {accelerated, (accelerated + 1) / 2};
    }

    //! Returns the start numbers of Baku's group A: the top 2 x ceil(N/4) participants of
    //! round 1 by pairing number (C.04.7 1.2).
    QList<int> bakuGroupA(const Tournament &t)
    {
        const QList<int> in = roundOneParticipants(t);
        const qsizetype size = 2 * ((in.size() + 3) / 4);
        QList<int> group;
        for (qsizetype k = 0; k < size && k < in.size(); ++k)
            group.append(t.players[in[k]].startNo);
        return group;
    }

} // namespace

QList<AccelerationRange> bakuRanges(const Tournament &t)
{
    const QList<int> group = bakuGroupA(t);
    const auto [accelerated, full] = bakuRounds(t);
    QList<AccelerationRange> ranges;
    if (group.isEmpty() || accelerated == 0)
        return ranges;
    // Group A in contiguous ranges of start numbers (a participant missing from round 1 breaks
    // a range).
    QList<std::pair<int, int>> spans;
    for (int s : group) {
        if (!spans.isEmpty() && spans.last().second + 1 == s)
            spans.last().second = s;
        else
            spans.append({s, s});
    }
    const Fixed win = t.scoring.win;
    for (const auto &[first, last] : spans) {
        ranges.append({Fixed(), win, 1, full, first, last});
        if (accelerated > full)
            ranges.append(
                {Fixed(), Fixed::fromRaw(win.raw() / 2), full + 1, accelerated, first, last});
    }
    return ranges;
}

QList<qint64> virtualPoints(const Tournament &t, const PairingRules &rules, int round)
{
    const qsizetype n = t.players.size();
    QList<qint64> pts(n, 0);
    switch (rules.method()) {
    case AccelerationMethod::None:
        break;
    case AccelerationMethod::Baku: {
        const auto [accelerated, full] = bakuRounds(t);
        if (round > accelerated)
            break;
        const qint64 v = round <= full ? t.scoring.win.raw() : t.scoring.win.raw() / 2;
        for (int s : bakuGroupA(t))
            pts[t.indexOf(s)] = v;
        break;
    }
    case AccelerationMethod::Custom:
        for (qsizetype i = 0; i < n; ++i) {
            const int s = t.players[i].startNo;
            for (const AccelerationRange &a : rules.ranges)
                if (round >= a.firstRound && round <= a.lastRound && s >= a.firstPlayer
                    && s <= a.lastPlayer)
                    pts[i] += a.points.raw();
            const auto it = rules.perPlayer.constFind(s);
            if (it != rules.perPlayer.cend() && round - 1 < it->size())
                pts[i] += it->at(round - 1).raw();
        }
        break;
    }
    return pts;
}

bool isProhibited(const PairingRules &rules, int a, int b, int round)
{
    for (const ProhibitedGroup &g : rules.prohibited)
        if (g.appliesIn(round) && g.players.contains(a) && g.players.contains(b))
            return true;
    return false;
}

QList<TrfMessage> unappliedPairingRecords(const Tournament &t)
{
    QList<TrfMessage> found;
    auto add = [&found](const RawRecord &r, const QString &text) {
        found.append({r.lineNo, 0,
            r.lineNo > 0 ? text : text + QStringLiteral(" (\"%1\")").arg(r.line.left(60))});
    };
    const QString system = t.systemText.trimmed();
    if (!system.isEmpty() && !isDutchCode(system) && !t.isRoundRobin())
        found.append({0, 0,
            QCoreApplication::translate("arb::PairingRules",
                "192: the pairing system \"%1\" is not the FIDE Dutch system, the only Swiss "
                "system Arbiter pairs; no other system's pairing is given in its place")
                .arg(system)});
    for (const RawRecord &r : t.otherRecords) {
        const QString &line = r.line;
        if (line.startsWith(QLatin1String("299"))) {
            add(r,
                QCoreApplication::translate("arb::PairingRules",
                    "299: abnormal points (a penalty, a bonus or non-standard forfeit points) are "
                    "not applied by the pairing; the pairing would use other scores than the "
                    "file's"));
        } else if (line.startsWith(QLatin1String("XXC"))
            && line.contains(QRegularExpression(QStringLiteral("\\brank\\b")))) {
            add(r,
                QCoreApplication::translate("arb::PairingRules",
                    "XXC rank: pairing by the order of the records in the file is not supported; "
                    "the start numbers are the pairing numbers"));
        } else if (line.startsWith(QLatin1String("XXZ"))) {
            add(r,
                QCoreApplication::translate("arb::PairingRules",
                    "XXZ: absences for the next round are not read from this record; enter them "
                    "as a zero-point bye (240 Z or \"0000 - Z\" in the round)"));
        } else if (QRegularExpression(QStringLiteral("^BB[WDLZFU]\\b")).match(line).hasMatch()) {
            add(r,
                QCoreApplication::translate("arb::PairingRules",
                    "%1: bbpPairings' scoring records are not read; write the scoring as a 162 "
                    "record")
                    .arg(line.left(3)));
        } else if (line.startsWith(QLatin1String("XXS"))) {
            // The reader takes White's value for both colours: refuse where they differ.
            QMap<QString, QString> v;
            for (const QString &pair : line.mid(4).split(u' ', Qt::SkipEmptyParts)) {
                const qsizetype eq = pair.indexOf(u'=');
                if (eq > 0)
                    v.insert(pair.left(eq), pair.mid(eq + 1));
            }
            for (const auto &[w, b] : {std::pair {"WW", "BW"}, {"WD", "BD"}, {"WL", "BL"}}) {
                const QString a = v.value(QLatin1String(w)), c = v.value(QLatin1String(b));
                if (!a.isEmpty() && !c.isEmpty() && Fixed::parse(a) != Fixed::parse(c)) {
                    add(r,
                        QCoreApplication::translate("arb::PairingRules",
                            "XXS: points that depend on the colour (%1=%2, %3=%4) are not "
                            "supported")
                            .arg(QLatin1String(w), a, QLatin1String(b), c));
                    break;
                }
            }
        }
    }
    return found;
}

} // namespace arb
