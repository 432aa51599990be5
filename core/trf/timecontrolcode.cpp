// SPDX-License-Identifier: GPL-3.0-or-later
#include "trf/timecontrolcode.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TimeControlCode)
    };

    bool fail(QString *error, const QString &message)
    {
        if (error)
            *error = message;
        return false;
    }

    //! Reads the periods of one colour ("40/6000+30:900+30") into \a out.
    bool readPeriods(const QString &text, QList<TimePeriod> *out, QString *error)
    {
        static const QRegularExpression period(
            QStringLiteral("^(?:(\\d{1,3})/)?(\\d{1,6})(?:\\+(\\d{1,4}))?$"));
        const QStringList parts = text.split(u':');
        for (int i = 0; i < parts.size(); ++i) {
            const QRegularExpressionMatch m = period.match(parts[i]);
            if (!m.hasMatch())
                return fail(error,
                    Text::tr("period %1: \"%2\" is not seconds (5400), seconds and increment "
                             "(5400+30), or moves first (40/6000+30)")
                        .arg(i + 1)
                        .arg(parts[i]));
            TimePeriod p;
            p.moves = m.captured(1).toInt();
            p.seconds = m.captured(2).toInt();
            p.increment = m.captured(3).toInt();
            if (!m.captured(1).isEmpty() && p.moves == 0)
                return fail(error, Text::tr("period %1: a period of 0 moves").arg(i + 1));
            if (p.seconds == 0 && p.increment == 0)
                return fail(error, Text::tr("period %1: no time at all").arg(i + 1));
            if (p.moves == 0 && i + 1 < parts.size())
                return fail(error,
                    Text::tr("period %1 is for the rest of the game, yet period %2 follows it")
                        .arg(i + 1)
                        .arg(i + 2));
            out->append(p);
        }
        return true;
    }

    QString periodsCode(const QList<TimePeriod> &periods)
    {
        QStringList parts;
        for (const TimePeriod &p : periods) {
            QString s = QString::number(p.seconds);
            if (p.moves > 0)
                s.prepend(QString::number(p.moves) + u'/');
            if (p.increment > 0)
                s += u'+' + QString::number(p.increment);
            parts << s;
        }
        return parts.join(u':');
    }

    //! Returns \a text in the user's language, or as written (English) for a TRF record.
    QString tx(bool english, const char *text)
    {
        return english ? QString::fromLatin1(text) : Text::tr(text);
    }

    QString duration(int seconds, bool english)
    {
        if (seconds % 60 == 0)
            return tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 min"))
                .arg(seconds / 60);
        if (seconds < 60)
            return tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 s")).arg(seconds);
        return tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 min %2 s"))
            .arg(seconds / 60)
            .arg(seconds % 60);
    }

    QString periodsText(const QList<TimePeriod> &periods, bool english)
    {
        QStringList parts;
        for (int i = 0; i < periods.size(); ++i) {
            const TimePeriod &p = periods[i];
            const QString time = duration(p.seconds, english);
            QString s = p.moves > 0
                ? tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 moves in %2"))
                      .arg(p.moves)
                      .arg(time)
                : i == 0
                ? tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 for the game"))
                      .arg(time)
                : tx(english,
                    QT_TRANSLATE_NOOP("arb::TimeControlCode", "%1 for the rest of the game"))
                      .arg(time);
            if (p.increment > 0)
                s += tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", " + %1 per move"))
                         .arg(duration(p.increment, english));
            parts << s;
        }
        return parts.join(tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", ", then ")));
    }

    double minutesFor60(const QList<TimePeriod> &periods)
    {
        int seconds = 0;
        int moves = 0;
        for (const TimePeriod &p : periods) {
            if (moves >= 60)
                break;
            seconds += p.seconds;
            const int played = p.moves > 0 ? std::min(p.moves, 60 - moves) : 60 - moves;
            seconds += played * p.increment;
            moves += p.moves > 0 ? p.moves : 60;
        }
        return seconds / 60.0;
    }

} // namespace

QString EncodedTimeControl::code() const
{
    if (black.isEmpty())
        return periodsCode(white);
    return u'W' + periodsCode(white) + QStringLiteral("-B") + periodsCode(black);
}

QString EncodedTimeControl::description(bool english) const
{
    if (black.isEmpty())
        return periodsText(white, english);
    return tx(english, QT_TRANSLATE_NOOP("arb::TimeControlCode", "White %1; Black %2"))
        .arg(periodsText(white, english), periodsText(black, english));
}

double EncodedTimeControl::minutesFor60Moves() const
{
    const double w = minutesFor60(white);
    return black.isEmpty() ? w : std::max(w, minutesFor60(black));
}

RatingType EncodedTimeControl::kind() const
{
    const double minutes = minutesFor60Moves();
    if (minutes <= 10)
        return RatingType::Blitz;
    if (minutes < 60)
        return RatingType::Rapid;
    return RatingType::Standard;
}

std::optional<EncodedTimeControl> parseTimeControlCode(const QString &code, QString *error)
{
    const QString text = code.trimmed();
    EncodedTimeControl tc;
    if (text.isEmpty()) {
        fail(error, Text::tr("no time control given"));
        return std::nullopt;
    }
    if (text.startsWith(u'W', Qt::CaseInsensitive)) {
        const qsizetype dash = text.indexOf(QStringLiteral("-B"), 0, Qt::CaseInsensitive);
        if (dash < 0) {
            fail(error,
                Text::tr("\"%1\": the colours' controls are written W...-B..., e.g. W300-B240")
                    .arg(text));
            return std::nullopt;
        }
        QString which;
        if (!readPeriods(text.mid(1, dash - 1), &tc.white, &which)) {
            fail(error, Text::tr("White, %1").arg(which));
            return std::nullopt;
        }
        if (!readPeriods(text.mid(dash + 2), &tc.black, &which)) {
            fail(error, Text::tr("Black, %1").arg(which));
            return std::nullopt;
        }
        return tc;
    }
    if (!readPeriods(text, &tc.white, error))
        return std::nullopt;
    return tc;
}

} // namespace arb
