// SPDX-License-Identifier: GPL-3.0-or-later
#include "prizes/prizereport.h"

#include "csv.h"
#include "prizes/prizefundfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::Prizes)
    };

    const PrizeEntrant *entrant(const QList<PrizeEntrant> &standing, int startNo, int *rank)
    {
        for (int i = 0; i < standing.size(); ++i)
            if (standing[i].startNo == startNo) {
                if (rank)
                    *rank = i + 1;
                return &standing[i];
            }
        return nullptr;
    }

    QString playerText(const QList<PrizeEntrant> &standing, int startNo)
    {
        const PrizeEntrant *e = entrant(standing, startNo, nullptr);
        return e ? QStringLiteral("%1 (%2)").arg(e->name).arg(startNo) : QString::number(startNo);
    }

    QString prizesText(const PrizeFund &fund, const PrizeAward &a)
    {
        QStringList names;
        qint64 sum = 0;
        for (int i : a.prizes) {
            names << PrizeFund::prizeName(fund.prizes[i]);
            sum += fund.prizes[i].amount;
        }
        return QStringLiteral("%1 (%2)").arg(names.join(QStringLiteral(" + ")), fund.money(sum));
    }

} // namespace

QString prizeMethodText(const PrizeFund &fund)
{
    QStringList parts {fund.rule.isEmpty()
            ? Text::tr("Ties: %1").arg(sharingName(fund.sharing))
            : Text::tr("Ties: %1 (%2)").arg(sharingName(fund.sharing), fund.rule)};
    parts << (fund.onePrizePerPlayer ? (fund.choice == PrizeChoice::LargestAmount
                      ? Text::tr("one prize per player, the larger amount")
                      : Text::tr("one prize per player, the one listed first"))
                                     : Text::tr("a player may win several prizes"));
    if (fund.unit > 1)
        parts << Text::tr("shares paid in multiples of %1").arg(fund.money(fund.unit));
    if (fund.minimumShare > 0)
        parts << Text::tr("no share below %1").arg(fund.money(fund.minimumShare));
    switch (fund.remainder) {
    case PrizeRemainder::TieBreakOrder:
        parts << Text::tr("what rounding leaves goes unit by unit in tie-break order");
        break;
    case PrizeRemainder::OrganiserKeeps:
        parts << Text::tr("what rounding leaves stays with the organiser");
        break;
    case PrizeRemainder::RoundUp:
        parts << Text::tr("shares rounded up, the organiser pays the difference");
        break;
    }
    return parts.join(QStringLiteral("; "));
}

QStringList prizeAwardNotes(const PrizeFund &fund, const PrizeDistribution &d)
{
    QStringList out;
    for (const PrizeAward &a : d.awards)
        if (!a.note.isEmpty())
            out << prizesText(fund, a) + QStringLiteral(": ") + a.note;
    return out + d.notes;
}

QStringList prizeTotals(const PrizeFund &fund, const PrizeDistribution &d)
{
    QStringList lines;
    lines << Text::tr("Prize fund %1; paid %2").arg(fund.money(d.fund), fund.money(d.paid));
    if (d.unawarded > 0)
        lines << Text::tr("Not awarded: %1").arg(fund.money(d.unawarded));
    if (d.kept > 0)
        lines << Text::tr("Left by rounding, kept by the organiser: %1").arg(fund.money(d.kept));
    else if (d.kept < 0)
        lines << Text::tr("Rounded up, paid by the organiser on top of the fund: %1")
                     .arg(fund.money(-d.kept));
    return lines;
}

QString prizeListText(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing)
{
    QStringList lines;
    lines << prizeMethodText(fund) << QString();
    for (const PrizeAward &a : d.awards) {
        QString line = prizesText(fund, a) + QStringLiteral(": ");
        if (a.shares.isEmpty()) {
            line += a.note;
        } else {
            QStringList who;
            for (const PrizeShare &s : a.shares)
                who << QStringLiteral("%1 %2").arg(
                    playerText(standing, s.startNo), fund.money(s.amount));
            line += who.join(QStringLiteral(", "));
            if (!a.note.isEmpty())
                line += QStringLiteral(" — ") + a.note;
        }
        lines << line;
    }
    if (!d.notes.isEmpty())
        lines << QString() << d.notes;
    lines << QString() << prizeTotals(fund, d);
    return lines.join(u'\n') + u'\n';
}

QByteArray prizeListCsv(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing)
{
    QStringList lines {QStringLiteral("rank,startno,name,points,amount,currency,prizes")};
    for (const PrizePayout &p : d.payouts) {
        int rank = 0;
        const PrizeEntrant *e = entrant(standing, p.startNo, &rank);
        lines << QStringList {QString::number(rank), QString::number(p.startNo),
            csvField(e ? e->name : QString()), e ? e->points.toString() : QString(),
            amountText(fund, p.amount), fund.currency,
            csvField(p.prizes.join(QStringLiteral("; ")))}
                     .join(u',');
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

QJsonObject prizeListJson(
    const PrizeFund &fund, const PrizeDistribution &d, const QList<PrizeEntrant> &standing)
{
    QJsonArray awards;
    for (const PrizeAward &a : d.awards) {
        QJsonArray prizes;
        for (int i : a.prizes)
            prizes.append(PrizeFund::prizeName(fund.prizes[i]));
        QJsonArray shares;
        for (const PrizeShare &s : a.shares)
            shares.append(QJsonObject {{QStringLiteral("startno"), s.startNo},
                {QStringLiteral("amount"), amountText(fund, s.amount)}});
        awards.append(QJsonObject {{QStringLiteral("prizes"), prizes},
            {QStringLiteral("shares"), shares}, {QStringLiteral("note"), a.note}});
    }
    QJsonArray payouts;
    for (const PrizePayout &p : d.payouts) {
        const PrizeEntrant *e = entrant(standing, p.startNo, nullptr);
        payouts.append(QJsonObject {{QStringLiteral("startno"), p.startNo},
            {QStringLiteral("name"), e ? e->name : QString()},
            {QStringLiteral("amount"), amountText(fund, p.amount)},
            {QStringLiteral("prizes"), QJsonArray::fromStringList(p.prizes)}});
    }
    return {{QStringLiteral("currency"), fund.currency},
        {QStringLiteral("sharing"), sharingKey(fund.sharing)},
        {QStringLiteral("method"), prizeMethodText(fund)}, {QStringLiteral("awards"), awards},
        {QStringLiteral("payouts"), payouts}, {QStringLiteral("fund"), amountText(fund, d.fund)},
        {QStringLiteral("paid"), amountText(fund, d.paid)},
        {QStringLiteral("unawarded"), amountText(fund, d.unawarded)},
        {QStringLiteral("kept"), amountText(fund, d.kept)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(d.notes)}};
}

} // namespace arb
