// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratinglistcheck.h"

#include "dates.h"
#include "players/ratingperiods.h"

#include <QLocale>
#include <QSet>

namespace arb {

namespace {

    QString monthName(QDate d)
    {
        return QLocale(QLocale::English).toString(d, QStringLiteral("MMMM yyyy"));
    }

} // namespace

QList<ListedRating> RatingListCheck::differences() const
{
    QList<ListedRating> out;
    for (const ListedRating &l : listed)
        if (l.differs())
            out.append(l);
    return out;
}

Tournament RatingListCheck::applied(const Tournament &t) const
{
    Tournament out = t;
    const bool later = fromRound > 0;
    for (const ListedRating &l : listed) {
        const int i = out.indexOf(l.startNo);
        if (i < 0)
            continue;
        Player &p = out.players[i];
        if (later) {
            // The K stays: the rounds before keep what they were rated with.
            if (l.rating != l.listRating && RatingPeriods::hasRound(t, fromRound))
                RatingPeriods::setLaterRating(
                    out, {l.startNo, fromRound, l.listRating, l.listSource});
            continue;
        }
        p.rating = l.listRating;
        // A K of 0 is derived from rating and age when needed: only a K entered is corrected.
        if (l.listK > 0 && p.kFactor > 0)
            p.kFactor = l.listK;
        p.ratingSource = l.listSource;
    }
    return out;
}

QString RatingListCheck::text(const Tournament &t) const
{
    QStringList lines;
    const QList<ListedRating> diff = differences();
    lines << tr(
        "%n player(s) found in the list, %1 with another rating or K.", nullptr, int(listed.size()))
                 .arg(diff.size());
    if (!monthWarning.isEmpty())
        lines << tr("Warning: %1").arg(monthWarning);
    if (fromRound > 0 && !RatingPeriods::hasRound(t, fromRound))
        lines << tr("The event lasts more than 30 days and every round is paired: a new list "
                    "changes no rating.");
    else if (fromRound > 0)
        lines << tr("The event lasts more than 30 days: the list's ratings count from round %1, "
                    "the next to pair; the rounds before keep the ratings they were played on.")
                     .arg(fromRound);
    for (const ListedRating &l : diff) {
        QString line = tr("%1 %2: %3 in the event, %4 in the list")
                           .arg(l.startNo)
                           .arg(l.name)
                           .arg(l.rating)
                           .arg(l.listRating);
        if (l.listK > 0 && l.kFactor > 0 && l.kFactor != l.listK)
            line += tr("; K %1, list %2").arg(l.kFactor).arg(l.listK);
        if (l.from != type)
            line += tr(" (no %1 rating: the standard one)").arg(RatingMethods::typeName(type));
        lines << line;
    }
    for (int s : notListed) {
        const Player &p = t.players[t.indexOf(s)];
        lines << tr("%1 %2: FIDE id %3 is not in the list").arg(s).arg(p.name, p.fideId);
    }
    for (int s : withoutId) {
        const Player &p = t.players[t.indexOf(s)];
        lines
            << tr("%1 %2: no FIDE id; rating %3 stays as entered").arg(s).arg(p.name).arg(p.rating);
    }
    return lines.join(u'\n');
}

RatingListCheck RatingListCheck::of(const Tournament &t, const FideRatingList &list, QDate today)
{
    RatingListCheck c;
    c.type = RatingMethods::ratingTypeOf(t);
    QSet<QString> ids;
    for (const Player &p : t.players)
        if (!p.fideId.trimmed().isEmpty())
            ids.insert(p.fideId.trimmed());
    const QHash<QString, FideListEntry> found = list.findAll(ids);
    if (RatingPeriods::isOver30Days(t) && RatingPeriods::nextRound(t) > 1)
        c.fromRound = RatingPeriods::nextRound(t);
    QHash<int, QList<LaterRating>> later;
    if (c.fromRound > 0)
        for (const LaterRating &r : RatingPeriods::laterRatings(t))
            later[r.startNo].append(r);
    for (const Player &p : t.players) {
        const QString id = p.fideId.trimmed();
        if (id.isEmpty()) {
            if (p.isRated())
                c.withoutId.append(p.startNo);
            continue;
        }
        const auto it = found.constFind(id);
        if (it == found.cend()) {
            c.notListed.append(p.startNo);
            continue;
        }
        const FideListEntry::Effective e = it->effective(c.type);
        int rating = p.rating;
        QString source = p.ratingSource;
        if (c.fromRound > 0) {
            for (const LaterRating &r : std::as_const(later[p.startNo])) {
                if (r.fromRound <= c.fromRound) {
                    rating = r.rating;
                    source = r.source;
                }
            }
        }
        c.listed.append({p.startNo, p.name, rating, p.kFactor, source, e.rating, e.k, e.from,
            list.sourceName(e.from)});
    }

    // FIDE's program checklist I60: the list valid at the start date; for an event of more
    // than 30 days, the current month's.
    c.listMonth = list.month();
    const auto read = [](const QString &text) {
        const auto d = readDate(text);
        return d ? d->date : QDate();
    };
    const QDate start = read(t.startDate);
    const bool longEvent = RatingPeriods::isOver30Days(t);
    const QDate basis = start.isValid() && !longEvent ? start : today;
    c.validMonth = QDate(basis.year(), basis.month(), 1);
    if (!c.listMonth.isValid())
        c.monthWarning = tr("the list does not say its month (neither its rating column nor its "
                            "file name): check that it is the list of %1")
                             .arg(monthName(c.validMonth));
    else if (c.listMonth != c.validMonth)
        c.monthWarning = (longEvent
                ? tr("the list is of %1; for an event of more than 30 days the list of the "
                     "current month, %2, is valid")
                : start.isValid() ? tr("the list is of %1; the list valid at the start date is %2")
                                  : tr("the list is of %1; the event has no start date, and the "
                                       "current list is %2"))
                             .arg(monthName(c.listMonth), monthName(c.validMonth));
    return c;
}

} // namespace arb
