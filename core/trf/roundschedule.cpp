// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/roundschedule.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTime>

namespace arb {

namespace {

    // Tournament::roundDates is the 132 record after its code: line column c is index c - 4.
    constexpr int firstDateIndex = 92 - 4;
    constexpr int dateStride = 10;

    QDate readDate(const QString &field)
    {
        const QString f = field.trimmed();
        static const QRegularExpression yymmdd(QStringLiteral("^(\\d{2})/(\\d{2})/(\\d{2})$"));
        static const QRegularExpression yyyy(QStringLiteral("^(\\d{4})[/-](\\d{2})[/-](\\d{2})$"));
        if (const auto m = yymmdd.match(f); m.hasMatch())
            return QDate(
                2000 + m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        if (const auto m = yyyy.match(f); m.hasMatch())
            return QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        return {};
    }

    bool isTime(const QString &s)
    {
        return QTime::fromString(s, QStringLiteral("HH:mm")).isValid();
    }

} // namespace

QList<RoundSlot> roundSchedule(const Tournament &t)
{
    QList<RoundSlot> planned;
    const QString &dates = t.roundDates;
    for (int at = firstDateIndex; at < dates.size(); at += dateStride)
        planned.append({readDate(dates.mid(at, 8)), {}});
    // A 132 record written with single blanks between the dates (not in the columns): read
    // them in order.
    if (std::none_of(
            planned.begin(), planned.end(), [](const RoundSlot &s) { return s.date.isValid(); })) {
        planned.clear();
        for (const QString &f : dates.split(u' ', Qt::SkipEmptyParts))
            planned.append({readDate(f), {}});
    }
    while (planned.size() < t.roundTimes.size())
        planned.append(RoundSlot());
    for (int i = 0; i < t.roundTimes.size(); ++i)
        planned[i].time = t.roundTimes[i];
    while (!planned.isEmpty() && planned.last() == RoundSlot())
        planned.removeLast();
    return planned;
}

void setRoundSchedule(Tournament &t, const QList<RoundSlot> &given)
{
    QList<RoundSlot> planned = given;
    while (!planned.isEmpty() && planned.last() == RoundSlot())
        planned.removeLast();
    QString dates;
    QStringList times;
    for (int i = 0; i < planned.size(); ++i) {
        if (planned[i].date.isValid()) {
            dates = dates.leftJustified(firstDateIndex + i * dateStride, u' ');
            dates += planned[i].date.toString(QStringLiteral("yy/MM/dd"));
        }
        times.append(planned[i].time);
    }
    while (!times.isEmpty() && times.last().isEmpty())
        times.removeLast();
    t.roundDates = dates;
    t.roundTimes = times;
}

QString roundScheduleText(const Tournament &t, int round)
{
    const QList<RoundSlot> planned = roundSchedule(t);
    if (round < 1 || round > planned.size())
        return {};
    const RoundSlot &s = planned[round - 1];
    QStringList parts;
    if (s.date.isValid())
        parts.append(s.date.toString(Qt::ISODate));
    if (!s.time.isEmpty())
        parts.append(s.time);
    return parts.join(u' ');
}

QString roundScheduleText(const QList<RoundSlot> &planned)
{
    QStringList parts;
    for (const RoundSlot &s : planned) {
        QStringList p;
        if (s.date.isValid())
            p.append(s.date.toString(Qt::ISODate));
        if (!s.time.isEmpty())
            p.append(s.time);
        parts.append(p.join(u' '));
    }
    return parts.join(QStringLiteral("; "));
}

std::optional<QList<RoundSlot>> parseRoundSchedule(const QString &text, QString *error)
{
    QList<RoundSlot> planned;
    const QStringList parts = text.split(u';');
    for (qsizetype k = 0; k < parts.size(); ++k) {
        const QStringList words = parts[k].split(u' ', Qt::SkipEmptyParts);
        RoundSlot s;
        bool ok = words.size() <= 2;
        for (const QString &w : words) {
            if (!ok)
                break;
            if (isTime(w) && s.time.isEmpty())
                s.time = w;
            else if (const QDate d = QDate::fromString(w, Qt::ISODate);
                     d.isValid() && !s.date.isValid())
                s.date = d;
            else
                ok = false;
        }
        if (!ok) {
            if (error)
                *error = QCoreApplication::translate("arb::RoundSchedule",
                    "round %1: \"%2\" is not a date (YYYY-MM-DD) and a time (HH:MM)")
                             .arg(k + 1)
                             .arg(parts[k].trimmed());
            return std::nullopt;
        }
        if (s.date.isValid() && !planned.isEmpty() && planned.last().date.isValid()
            && s.date < planned.last().date) {
            if (error)
                *error = QCoreApplication::translate(
                    "arb::RoundSchedule", "round %1: %2 is before the date of round %3")
                             .arg(k + 1)
                             .arg(s.date.toString(Qt::ISODate))
                             .arg(k);
            return std::nullopt;
        }
        planned.append(s);
    }
    while (!planned.isEmpty() && planned.last() == RoundSlot())
        planned.removeLast();
    if (error)
        error->clear();
    return planned;
}

QList<RoundSlot> dailySchedule(const QDate &first, const QString &time, int rounds)
{
    QList<RoundSlot> planned;
    for (int i = 0; i < rounds; ++i)
        planned.append({first.isValid() ? first.addDays(i) : QDate(), time});
    return planned;
}

} // namespace arb
