// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratingreport.h"

#include "csv.h"
#include "tiebreaks/fideratingtables.h"

#include <QCoreApplication>

#include <algorithm>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::RatingReport)
    };

    constexpr int hypotheticalRating = 1800; //!< 8.2: the two drawn games
    constexpr int maximumInitial = 2200;
    constexpr int ratingFloor = 1400;
    constexpr int gamesForFirstRating = 5;

    QString halvesText(int halves)
    {
        return QString::number(halves / 2) + (halves % 2 ? QStringLiteral(".5") : QString());
    }

    QString hundredthsText(int hundredths)
    {
        return QString::number(hundredths / 100.0, 'f', 2);
    }

    QString changeCell(const RatingReportRow &r)
    {
        return r.change.isRated() && r.change.games > 0 ? ratingChangeText(r.change.change())
                                                        : QString();
    }

} // namespace

QString InitialRating::note() const
{
    if (games == 0)
        return Text::tr("no game against a rated opponent");
    if (disregarded)
        return Text::tr("a score of zero in a first event is disregarded");
    QStringList parts;
    if (!enoughGames)
        parts << Text::tr("%1 of the %2 games against rated opponents a first rating needs "
                          "(other events may add to them)")
                     .arg(games)
                     .arg(gamesForFirstRating);
    if (belowFloor)
        parts << Text::tr("under the rating floor of %1: no rating is published").arg(ratingFloor);
    if (parts.isEmpty())
        parts << (uncapped > rating ? Text::tr("a first rating, at most %1").arg(maximumInitial)
                                    : Text::tr("a first rating"));
    return parts.join(QStringLiteral("; "));
}

InitialRating fideInitialRating(const Tournament &t, const Player &p)
{
    InitialRating r;
    if (p.isRated())
        return r;
    qint64 sum = 0;
    for (const RoundEntry &e : p.rounds) {
        // Over the board, rated (not W D L), with a result, against a rated opponent.
        if (!e.isPlayed() || !e.rated || (e.code != '1' && e.code != '=' && e.code != '0'))
            continue;
        const int o = t.indexOf(e.opponent);
        if (o < 0 || !t.players[o].isRated())
            continue;
        sum += t.players[o].rating;
        r.scoreHalves += e.code == '1' ? 2 : e.code == '=' ? 1 : 0;
        ++r.games;
    }
    if (r.games == 0)
        return r;
    r.enoughGames = r.games >= gamesForFirstRating;
    if (r.scoreHalves == 0) {
        r.disregarded = true;
        return r;
    }
    // Two more games, drawn, against opponents rated 1800.
    const int n = r.games + 2;
    const qint64 total = sum + 2 * hypotheticalRating;
    r.ra = int((2 * total + n) / (2 * n));
    // The fractional score with the two draws, in hundredths rounded half up.
    const int halves = r.scoreHalves + 2;
    const int hundredths = (100 * halves + n) / (2 * n);
    r.dp = ratingDifferenceForPercentage(hundredths);
    // Ru = Ra + dp, the unrounded average kept: rounded half up once.
    const qint64 twiceN = 2 * qint64(n);
    r.rating = int((2 * total + 2 * qint64(r.dp) * n + n) / twiceN);
    r.uncapped = r.rating;
    r.rating = std::min(r.rating, maximumInitial);
    r.belowFloor = r.rating < ratingFloor;
    return r;
}

QList<RatingReportRow> ratingReport(const Tournament &t)
{
    QList<RatingReportRow> rows;
    rows.reserve(t.players.size());
    for (const Player &p : t.players) {
        RatingReportRow r;
        r.startNo = p.startNo;
        r.name = p.name;
        r.fideId = p.fideId;
        r.federation = p.federation;
        r.rating = p.rating;
        if (p.isRated())
            r.change = fideRatingChange(t, p);
        else
            r.initial = fideInitialRating(t, p);
        rows << r;
    }
    std::sort(rows.begin(), rows.end(),
        [](const RatingReportRow &a, const RatingReportRow &b) { return a.startNo < b.startNo; });
    return rows;
}

QByteArray ratingReportCsv(const QList<RatingReportRow> &rows)
{
    QString out = QStringLiteral(
        "startno,name,fide_id,federation,rating,k,games,score,expected,change,initial_rating,"
        "note\n");
    for (const RatingReportRow &r : rows) {
        const bool rated = r.rating > 0;
        QStringList f {QString::number(r.startNo), csvField(r.name), csvField(r.fideId),
            csvField(r.federation), rated ? QString::number(r.rating) : QString()};
        if (rated) {
            f << QString::number(r.change.k) << QString::number(r.change.games)
              << halvesText(r.change.scoreHalves) << hundredthsText(r.change.expectedHundredths)
              << changeCell(r) << QString() << QString();
        } else {
            f << QString() << QString::number(r.initial.games)
              << (r.initial.games > 0 ? halvesText(r.initial.scoreHalves) : QString()) << QString()
              << QString() << (r.initial.rating > 0 ? QString::number(r.initial.rating) : QString())
              << csvField(r.initial.note());
        }
        out += f.join(u',') + u'\n';
    }
    return out.toUtf8();
}

QString ratingReportText(const QList<RatingReportRow> &rows)
{
    int nameWidth = 4;
    for (const RatingReportRow &r : rows)
        nameWidth = std::max<int>(nameWidth, int(r.name.size()));
    QString out;
    for (const RatingReportRow &r : rows) {
        QString line = QString::number(r.startNo).rightJustified(4) + u' '
            + r.name.leftJustified(nameWidth) + u' ' + r.federation.leftJustified(3) + u' ';
        if (r.rating > 0) {
            line += QString::number(r.rating).leftJustified(7) + u' ';
            if (r.change.games > 0)
                line += Text::tr("K %1, games %2, score %3, expected %4, change %5")
                            .arg(r.change.k)
                            .arg(r.change.games)
                            .arg(halvesText(r.change.scoreHalves),
                                hundredthsText(r.change.expectedHundredths), changeCell(r));
            else
                line += Text::tr("no rated game");
        } else {
            line += Text::tr("unrated").leftJustified(7) + u' ';
            if (r.initial.rating > 0 && r.initial.uncapped > r.initial.rating)
                line += Text::tr("Ru %1 (Ra %2 + dp %3 = %4) (games %5, score %6): %7")
                            .arg(r.initial.rating)
                            .arg(r.initial.ra)
                            .arg(r.initial.dp)
                            .arg(r.initial.uncapped)
                            .arg(r.initial.games)
                            .arg(halvesText(r.initial.scoreHalves), r.initial.note());
            else if (r.initial.rating > 0)
                line += Text::tr("Ru %1 = Ra %2 + dp %3 (games %4, score %5): %6")
                            .arg(r.initial.rating)
                            .arg(r.initial.ra)
                            .arg(r.initial.dp)
                            .arg(r.initial.games)
                            .arg(halvesText(r.initial.scoreHalves), r.initial.note());
            else
                line += r.initial.note();
        }
        while (line.endsWith(u' '))
            line.chop(1);
        out += line + u'\n';
    }
    out += Text::tr("FIDE Rating Regulations (1 March 2024): a rated player's change is K × (score "
                    "− expected score) over the games against rated opponents (8.3); an unrated "
                    "player's rating Ru = Ra + dp, with two draws against 1800 added, at most "
                    "2200 (8.2). Ratings change with the rating period's list, not the event.")
        + u'\n';
    return out;
}

} // namespace arb
