// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament.h"

#include <QRegularExpression>

#include <algorithm>

namespace arb {

RoundKind RoundEntry::kind() const
{
    return result::kindOf(code, opponent > 0);
}

int RoundEntry::outcome() const
{
    return result::outcomeOf(code);
}

bool isScoringValue(Fixed v)
{
    return v.raw() % (Fixed::Scale / 100) == 0 && v.raw() >= -qint64(maxGamePoints) * Fixed::Scale
        && v.raw() <= qint64(maxGamePoints) * Fixed::Scale;
}

Fixed ScoringSystem::points(const RoundEntry &e) const
{
    switch (e.kind()) {
    case RoundKind::Played:
        return pointsFor(e.outcome());
    case RoundKind::ForfeitWin:
        return forfeitWin;
    case RoundKind::ForfeitLoss:
        return forfeitLoss;
    case RoundKind::PairingBye:
        return pairingBye;
    case RoundKind::FullBye:
        return fullBye;
    case RoundKind::HalfBye:
        return halfBye;
    case RoundKind::ZeroBye:
        return zeroBye;
    case RoundKind::Absent:
        return absent;
    }
    return {};
}

int ScoringSystem::outcomeFor(Fixed p) const
{
    if (p >= win)
        return 1;
    if (p >= draw && p > loss)
        return 0;
    return -1;
}

int Tournament::roundCount() const
{
    int n = 0;
    for (const Player &p : players) {
        for (int r = int(p.rounds.size()); r > n; --r) {
            if (p.rounds[r - 1].code != ' ') {
                n = r;
                break;
            }
        }
    }
    return n;
}

int Tournament::applyAnnouncedByes(int round)
{
    if (!teamData.isEmpty() || round < 1)
        return 0;
    int written = 0;
    for (const ByeRecord &b : std::as_const(byes)) {
        if (b.round != round || !QByteArrayView("FHZ").contains(b.type))
            continue;
        for (int s : b.players) {
            const int i = indexOf(s);
            if (i < 0)
                continue;
            Player &p = players[i];
            while (p.rounds.size() < round)
                p.rounds.append(RoundEntry());
            RoundEntry &e = p.rounds[round - 1];
            if (e.code != ' ' || e.opponent != 0)
                continue;
            e.code = b.type;
            e.colour = Colour::None;
            ++written;
        }
    }
    return written;
}

int Tournament::plannedRounds() const
{
    return std::max(declaredRounds, roundCount());
}

int Tournament::indexOf(int startNo) const
{
    // Players are kept sorted by start number; the common case is startNo == index + 1.
    if (startNo >= 1 && startNo <= players.size() && players[startNo - 1].startNo == startNo)
        return startNo - 1;
    const auto it = std::lower_bound(players.begin(), players.end(), startNo,
        [](const Player &p, int s) { return p.startNo < s; });
    if (it != players.end() && it->startNo == startNo)
        return int(it - players.begin());
    return -1;
}

bool Tournament::allRated() const
{
    return std::all_of(players.begin(), players.end(), [](const Player &p) { return p.isRated(); });
}

void markWithdrawals(Tournament &t, const QHash<int, int> &withdrawn, int throughRound)
{
    for (auto it = withdrawn.cbegin(); it != withdrawn.cend(); ++it) {
        const int i = t.indexOf(it.key());
        if (i < 0 || it.value() <= 0)
            continue;
        Player &p = t.players[i];
        for (int r = it.value(); r <= throughRound; ++r) {
            while (p.rounds.size() < r)
                p.rounds.append(RoundEntry());
            RoundEntry &e = p.rounds[r - 1];
            if (e.opponent == 0 && e.code == ' ')
                e = RoundEntry {0, Colour::None, '-', true};
        }
    }
}

QString withdrawalRecord(int startNo, int fromRound)
{
    // A record of the file: its words stay English whatever the user's language.
    return QStringLiteral("### Withdrawn @ Round %1: player %2").arg(fromRound).arg(startNo);
}

void recordWithdrawals(Tournament &t, const QHash<int, int> &withdrawn)
{
    QList<int> players = withdrawn.keys();
    std::sort(players.begin(), players.end());
    for (int startNo : std::as_const(players)) {
        const QString line = withdrawalRecord(startNo, withdrawn.value(startNo));
        if (withdrawn.value(startNo) > 0 && !t.hasRecord(line))
            t.otherRecords.append({line});
    }
}

namespace {

    // Reads the "### KIND @ Round n: player S" records of \a t (the standings read them each
    // time they are computed: the pattern is compiled once).
    QHash<int, int> playerRecords(const Tournament &t, QStringView kind)
    {
        static const QRegularExpression re(
            QStringLiteral("^### (\\w+) @ Round (\\d+): player (\\d+)\\s*$"));
        QHash<int, int> out;
        for (const RawRecord &r : t.otherRecords) {
            if (!r.line.startsWith(u"### ") || !QStringView(r.line).mid(4).startsWith(kind))
                continue;
            const QRegularExpressionMatch m = re.match(r.line);
            if (m.hasMatch() && m.capturedView(1) == kind)
                out.insert(m.captured(3).toInt(), m.captured(2).toInt());
        }
        return out;
    }

} // namespace

QHash<int, int> recordedWithdrawals(const Tournament &t)
{
    return playerRecords(t, u"Withdrawn");
}

QString expulsionRecord(int startNo, int fromRound)
{
    return QStringLiteral("### Expelled @ Round %1: player %2").arg(fromRound).arg(startNo);
}

QHash<int, int> recordedExpulsions(const Tournament &t)
{
    return playerRecords(t, u"Expelled");
}

bool Tournament::hasRecord(const QString &line) const
{
    return std::any_of(otherRecords.cbegin(), otherRecords.cend(),
        [&line](const RawRecord &r) { return r.line == line; });
}

QString renumberedPlayerRecord(const QString &line, const std::function<int(int)> &to)
{
    static const QRegularExpression re(
        QStringLiteral("^(### \\w+ @ Round \\d+: player )(\\d+)(\\s*)$"));
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return line;
    return m.captured(1) + QString::number(to(m.captured(2).toInt())) + m.captured(3);
}

namespace {
    const QLatin1String halfByesTag("### No half-point byes: ");
}

QList<int> halfByesExcluded(const Tournament &t)
{
    QList<int> out;
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(halfByesTag))
            continue;
        for (const QString &n : r.line.mid(halfByesTag.size()).split(u' ', Qt::SkipEmptyParts))
            if (const int s = n.toInt(); s > 0 && !out.contains(s))
                out.append(s);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void Tournament::replaceRecords(const QString &prefix, const QString &line)
{
    const auto starts = [&prefix](const RawRecord &r) { return r.line.startsWith(prefix); };
    const qsizetype index
        = std::find_if(otherRecords.begin(), otherRecords.end(), starts) - otherRecords.begin();
    otherRecords.removeIf(starts);
    if (!line.isEmpty())
        otherRecords.insert(std::min(index, otherRecords.size()), {line});
}

void setHalfByesExcluded(Tournament &t, QList<int> startNos)
{
    std::sort(startNos.begin(), startNos.end());
    startNos.erase(std::unique(startNos.begin(), startNos.end()), startNos.end());
    startNos.removeIf([](int s) { return s <= 0; });
    QStringList numbers;
    for (int s : std::as_const(startNos))
        numbers << QString::number(s);
    const QString tag = halfByesTag;
    t.replaceRecords(tag, numbers.isEmpty() ? QString() : tag + numbers.join(u' '));
}

} // namespace arb
