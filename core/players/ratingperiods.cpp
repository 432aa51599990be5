// SPDX-License-Identifier: GPL-3.0-or-later
// An event of more than 30 days: its players' ratings from later rounds on, and the rating its
// rating-based tie-breaks take.
#include "players/ratingperiods.h"

#include "dates.h"
#include "tiebreaks/tiebreak.h"

#include <QRegularExpression>

#include <algorithm>

namespace arb {

namespace {
    const QLatin1String over30Tag("### Over 30 days: ");
    const QLatin1String tieBreakRatingsTag("### Tie-break ratings: ");
    const QLatin1String laterTag("### Rating from round ");

    QString tieBreakRatingsCode(TieBreakRatings which)
    {
        switch (which) {
        case TieBreakRatings::EachRound:
            return QStringLiteral("each round");
        case TieBreakRatings::Latest:
            return QStringLiteral("latest");
        case TieBreakRatings::First:
            break;
        }
        return QStringLiteral("first");
    }

    QDate dateOf(const QString &text)
    {
        const auto d = readDate(text);
        return d ? d->date : QDate();
    }
} // namespace

std::optional<bool> RatingPeriods::over30DaysFlag(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(over30Tag))
            continue;
        const QString v = r.line.mid(over30Tag.size()).trimmed();
        if (v.compare(u"yes", Qt::CaseInsensitive) == 0)
            return true;
        if (v.compare(u"no", Qt::CaseInsensitive) == 0)
            return false;
    }
    return std::nullopt;
}

std::optional<qint64> RatingPeriods::daysSpanned(const Tournament &t)
{
    const QDate start = dateOf(t.startDate), end = dateOf(t.endDate);
    if (!start.isValid() || !end.isValid())
        return std::nullopt;
    return start.daysTo(end);
}

bool RatingPeriods::isOver30Days(const Tournament &t)
{
    if (const auto flag = over30DaysFlag(t))
        return *flag;
    const auto days = daysSpanned(t);
    return days && *days > 30;
}

void RatingPeriods::setOver30Days(Tournament &t, bool over)
{
    t.replaceRecords(over30Tag, over30Tag + (over ? QStringLiteral("yes") : QStringLiteral("no")));
}

TieBreakRatings RatingPeriods::tieBreakRatingsRecord(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(tieBreakRatingsTag))
            continue;
        const QString v = r.line.mid(tieBreakRatingsTag.size()).trimmed();
        for (TieBreakRatings which : allTieBreakRatings())
            if (v.compare(tieBreakRatingsCode(which), Qt::CaseInsensitive) == 0)
                return which;
    }
    return TieBreakRatings::First;
}

TieBreakRatings RatingPeriods::tieBreakRatings(const Tournament &t)
{
    return isOver30Days(t) ? tieBreakRatingsRecord(t) : TieBreakRatings::First;
}

void RatingPeriods::setTieBreakRatings(Tournament &t, TieBreakRatings which)
{
    // The default is no record: files of events that never chose stay as they were.
    t.replaceRecords(tieBreakRatingsTag,
        which == TieBreakRatings::First ? QString()
                                        : tieBreakRatingsTag + tieBreakRatingsCode(which));
}

QString RatingPeriods::describe(TieBreakRatings which)
{
    switch (which) {
    case TieBreakRatings::EachRound:
        return tr("The rating of each round (an opponent's when the game was played)");
    case TieBreakRatings::Latest:
        return tr("The latest rating");
    case TieBreakRatings::First:
        break;
    }
    return tr("The first rating (the rating at the start)");
}

QString RatingPeriods::shortName(TieBreakRatings which)
{
    switch (which) {
    case TieBreakRatings::EachRound:
        return tr("the rating of each round");
    case TieBreakRatings::Latest:
        return tr("the latest rating");
    case TieBreakRatings::First:
        break;
    }
    return tr("the first rating");
}

QList<TieBreakRatings> RatingPeriods::allTieBreakRatings()
{
    return {TieBreakRatings::First, TieBreakRatings::EachRound, TieBreakRatings::Latest};
}

QString RatingPeriods::record(const LaterRating &r)
{
    QString line
        = laterTag + QStringLiteral("%1: %2 %3").arg(r.fromRound).arg(r.startNo).arg(r.rating);
    if (const QString source = r.source.simplified(); !source.isEmpty())
        line += QStringLiteral("; ") + source;
    return line;
}

std::optional<LaterRating> RatingPeriods::parse(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^### Rating from round (\\d+): (\\d+) (\\d+)(?:; (.*))?$"));
    const QRegularExpressionMatch m = re.match(line.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    LaterRating r;
    r.fromRound = m.captured(1).toInt();
    r.startNo = m.captured(2).toInt();
    r.rating = m.captured(3).toInt();
    r.source = m.captured(4).trimmed();
    if (r.fromRound < 1 || r.startNo < 1 || r.rating > 4000)
        return std::nullopt;
    return r;
}

QList<LaterRating> RatingPeriods::laterRatings(const Tournament &t)
{
    QList<LaterRating> out;
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(laterTag))
            if (auto later = parse(r.line))
                out.append(*later);
    std::stable_sort(out.begin(), out.end(), [](const LaterRating &a, const LaterRating &b) {
        return std::pair(a.startNo, a.fromRound) < std::pair(b.startNo, b.fromRound);
    });
    return out;
}

QList<LaterRating> RatingPeriods::laterRatingsOf(const Tournament &t, int startNo)
{
    QList<LaterRating> out = laterRatings(t);
    out.removeIf([startNo](const LaterRating &r) { return r.startNo != startNo; });
    return out;
}

void RatingPeriods::removeLaterRatings(Tournament &t, int startNo, int fromRound)
{
    t.otherRecords.removeIf([&](const RawRecord &r) {
        if (!r.line.startsWith(laterTag))
            return false;
        const auto later = parse(r.line);
        return later && later->startNo == startNo
            && (fromRound == 0 || later->fromRound == fromRound);
    });
}

void RatingPeriods::setLaterRating(Tournament &t, const LaterRating &r)
{
    // Kept in player and round order, after the other later ratings.
    removeLaterRatings(t, r.startNo, r.fromRound);
    qsizetype at = t.otherRecords.size();
    qsizetype lastLater = -1;
    for (qsizetype i = 0; i < t.otherRecords.size(); ++i) {
        const auto other = parse(t.otherRecords[i].line);
        if (!other)
            continue;
        lastLater = i;
        if (std::pair(other->startNo, other->fromRound) > std::pair(r.startNo, r.fromRound)) {
            at = i;
            break;
        }
    }
    if (at == t.otherRecords.size() && lastLater >= 0)
        at = lastLater + 1;
    t.otherRecords.insert(at, {record(r)});
}

int RatingPeriods::ratingIn(const Tournament &t, int startNo, int round)
{
    const int index = t.indexOf(startNo);
    int rating = index >= 0 ? t.players[index].rating : 0;
    for (const LaterRating &r : laterRatingsOf(t, startNo))
        if (r.fromRound <= round)
            rating = r.rating;
    return rating;
}

int RatingPeriods::nextRound(const Tournament &t)
{
    // After the last round with a game or a pairing-allocated bye: byes requested for later
    // rounds do not pair them.
    int last = 0;
    for (const Player &p : t.players)
        for (int r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].opponent > 0 || p.rounds[r].code == 'U')
                last = std::max(last, r + 1);
    return last + 1;
}

bool RatingPeriods::hasRound(const Tournament &t, int round)
{
    return round >= 1 && (t.declaredRounds <= 0 || round <= t.declaredRounds);
}

QStringList RatingPeriods::discouragedTieBreaks(const Tournament &t)
{
    QStringList out;
    if (!isOver30Days(t))
        return out;
    for (const QString &text : t.tieBreaks)
        if (const auto spec = parseTieBreakSpec(text); spec && spec->info().ratingBased)
            out << spec->text;
    return out;
}

} // namespace arb
