// SPDX-License-Identifier: GPL-3.0-or-later
#include "prizes/prizefund.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace arb {

namespace {

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::Prizes)
    };

    //! Rounds exact shares num[i] / den (minor units) to \a unit so that they add up to
    //! \a total as \a rule says; what is not paid (negative: paid on top) goes to \a kept.
    QList<qint64> roundShares(const QList<qint64> &num, qint64 den, qint64 total, qint64 unit,
        PrizeRemainder rule, qint64 *kept)
    {
        const qint64 step = den * std::max<qint64>(1, unit);
        QList<qint64> out;
        qint64 sum = 0;
        for (qint64 n : num) {
            qint64 units = n / step;
            if (rule == PrizeRemainder::RoundUp && n % step != 0)
                ++units;
            out.append(units * std::max<qint64>(1, unit));
            sum += out.last();
        }
        qint64 left = total - sum;
        if (rule == PrizeRemainder::TieBreakOrder)
            for (int i = 0; i < out.size() && left >= unit && unit > 0; ++i) {
                out[i] += unit;
                left -= unit;
            }
        *kept += left;
        return out;
    }

    struct MainShares
    {
        QHash<int, qint64> amount; // start number -> money from the main list
        QList<PrizeAward> awards;
        qint64 unawarded = 0;
        qint64 kept = 0;
    };

    QString pointsText(Fixed points)
    {
        return points.toString();
    }

    //! Shares the main list among \a eligible (standing order), group by group of equal points.
    MainShares shareMain(const PrizeFund &fund, const QList<int> &mainPrizes,
        const QList<const PrizeEntrant *> &eligible)
    {
        MainShares out;
        int position = 0;
        int i = 0;
        while (i < eligible.size() && position < mainPrizes.size()) {
            int j = i;
            while (j < eligible.size() && eligible[j]->points == eligible[i]->points)
                ++j;
            const int k = j - i;
            QList<qint64> amounts;
            QList<int> indexes;
            qint64 total = 0;
            for (int t = 0; t < k; ++t) {
                const bool inList = position + t < mainPrizes.size();
                amounts.append(inList ? fund.prizes[mainPrizes[position + t]].amount : 0);
                if (inList)
                    indexes.append(mainPrizes[position + t]);
                total += amounts.last();
            }
            PrizeSharing mode = fund.sharing;
            if (mode == PrizeSharing::PlayoffShared)
                mode = position == 0 ? PrizeSharing::Equal : PrizeSharing::TieBreakOrder;
            if (k == 1)
                mode = PrizeSharing::TieBreakOrder;
            const QString points = pointsText(eligible[i]->points);
            if (mode == PrizeSharing::TieBreakOrder) {
                for (int t = 0; t < indexes.size(); ++t) {
                    PrizeAward a;
                    a.prizes = {indexes[t]};
                    a.shares = {{eligible[i + t]->startNo, amounts[t]}};
                    if (k > 1) // only by tie-break order or below a play-off for first
                        a.note = QCoreApplication::translate("arb::Prizes",
                            "%n players tied on %1 points, ranked by the tie-breaks", nullptr, k)
                                     .arg(points);
                    out.amount[eligible[i + t]->startNo] += amounts[t];
                    out.awards.append(a);
                }
            } else {
                // The exact share of the t-th of s players: Equal S/s; Hort P_t/2 + S/(2s).
                auto exact = [&](int s, QList<qint64> *num, qint64 *den) {
                    num->clear();
                    *den = mode == PrizeSharing::Hort ? 2 * s : s;
                    for (int t = 0; t < s; ++t)
                        num->append(mode == PrizeSharing::Hort ? amounts[t] * s + total : total);
                };
                int sharers = k;
                QList<qint64> num;
                qint64 den = 1;
                exact(sharers, &num, &den);
                while (fund.minimumShare > 0 && sharers > 1
                    && *std::min_element(num.begin(), num.end()) < fund.minimumShare * den) {
                    --sharers;
                    exact(sharers, &num, &den);
                }
                const QList<qint64> paid
                    = roundShares(num, den, total, fund.unit, fund.remainder, &out.kept);
                PrizeAward a;
                a.prizes = indexes;
                for (int t = 0; t < sharers; ++t) {
                    a.shares.append({eligible[i + t]->startNo, paid[t]});
                    out.amount[eligible[i + t]->startNo] += paid[t];
                }
                a.note = mode == PrizeSharing::Hort ? QCoreApplication::translate("arb::Prizes",
                             "Hort system: %n players on %1 points; each keeps half of his place's "
                             "prize, the other half of the prizes is shared equally",
                             nullptr, sharers)
                                                          .arg(points)
                    : fund.sharing == PrizeSharing::PlayoffShared
                    ? QCoreApplication::translate("arb::Prizes",
                        "shared equally by the %n players tied for first, whatever the "
                        "play-off's outcome",
                        nullptr, sharers)
                    : QCoreApplication::translate("arb::Prizes",
                        "shared equally by %n players on %1 points", nullptr, sharers)
                          .arg(points);
                if (sharers < k) {
                    QStringList out;
                    for (int t = sharers; t < k; ++t)
                        out << eligible[i + t]->name;
                    a.note = sharers == 1
                        ? QCoreApplication::translate("arb::Prizes",
                            "%n players on %1 points; no share may fall below %2, so the first "
                            "in the tie-break order takes it all",
                            nullptr, k)
                              .arg(points, fund.money(fund.minimumShare))
                        : a.note + u' '
                            + Text::tr("(left out so that no share falls below %1, lower in the "
                                       "tie-break order: %2)")
                                  .arg(fund.money(fund.minimumShare),
                                      out.join(QStringLiteral(", ")));
                }
                out.awards.append(a);
            }
            position += k;
            i = j;
        }
        for (; position < mainPrizes.size(); ++position) {
            PrizeAward a;
            a.prizes = {mainPrizes[position]};
            a.note = Text::tr("not awarded: fewer eligible players than prizes");
            out.unawarded += fund.prizes[mainPrizes[position]].amount;
            out.awards.append(a);
        }
        return out;
    }

} // namespace

qint64 PrizeFund::total() const
{
    qint64 sum = 0;
    for (const Prize &p : prizes)
        sum += p.amount;
    return sum;
}

QString PrizeFund::money(qint64 amount) const
{
    int digits = 0;
    for (int m = minorUnits; m >= 10; m /= 10)
        ++digits;
    const qint64 major = std::max(1, minorUnits);
    const qint64 a = amount < 0 ? -amount : amount;
    QString text = QString::number(a / major);
    if (digits > 0)
        text += u'.' + QStringLiteral("%1").arg(a % major, digits, 10, QLatin1Char('0'));
    return (amount < 0 ? QStringLiteral("-") : QString()) + text + u' ' + currency;
}

QString PrizeFund::prizeName(const Prize &prize)
{
    return prize.category.isEmpty()
        ? QCoreApplication::translate("arb::Prizes", "prize %1").arg(prize.place)
        : QCoreApplication::translate("arb::Prizes", "%1 prize %2")
              .arg(prize.category)
              .arg(prize.place);
}

qint64 PrizeDistribution::amountOf(int startNo) const
{
    for (const PrizePayout &p : payouts)
        if (p.startNo == startNo)
            return p.amount;
    return 0;
}

PrizeDistribution distributePrizes(const PrizeFund &fund, const QList<PrizeEntrant> &standing)
{
    PrizeDistribution out;
    out.fund = fund.total();
    QList<const PrizeEntrant *> eligible;
    for (const PrizeEntrant &e : standing)
        if (!e.withdrawn || fund.withdrawnEligible)
            eligible.append(&e);

    // The lists in the order they first appear in the prize list; each list by place.
    QStringList lists;
    for (const Prize &p : fund.prizes)
        if (!lists.contains(p.category))
            lists.append(p.category);
    auto prizesOf = [&fund](const QString &category) {
        QList<int> idx;
        for (int i = 0; i < fund.prizes.size(); ++i)
            if (fund.prizes[i].category == category)
                idx.append(i);
        std::stable_sort(idx.begin(), idx.end(),
            [&fund](int a, int b) { return fund.prizes[a].place < fund.prizes[b].place; });
        return idx;
    };
    const QList<int> mainPrizes = prizesOf(QString());
    const bool largest = fund.choice == PrizeChoice::LargestAmount;

    // With the largest amount, the main list is shared first; a player who takes a category
    // prize larger than his main share leaves the main list, and the main list is shared again.
    QSet<int> leftMain;
    MainShares main;
    QList<PrizeAward> categoryAwards;
    QStringList moved;
    for (int pass = 0; pass <= standing.size(); ++pass) {
        categoryAwards.clear();
        QSet<int> holding; // start numbers with a prize of an earlier list (ListOrder)
        QSet<int> holdingCategory;
        QList<int> wantOut;
        bool mainDone = false;
        auto doMain = [&] {
            QList<const PrizeEntrant *> pool;
            for (const PrizeEntrant *e : std::as_const(eligible))
                if (!leftMain.contains(e->startNo)
                    && !(fund.onePrizePerPlayer && !largest && holding.contains(e->startNo)))
                    pool.append(e);
            main = shareMain(fund, mainPrizes, pool);
            for (auto it = main.amount.cbegin(); it != main.amount.cend(); ++it)
                if (it.value() > 0)
                    holding.insert(it.key());
            mainDone = true;
        };
        QStringList order = lists;
        if (largest) { // the main list first
            order.removeAll(QString());
            order.prepend(QString());
        }
        for (const QString &list : order) {
            if (list.isEmpty()) {
                doMain();
                continue;
            }
            const QList<int> prizes = prizesOf(list);
            int m = 0;
            QList<const PrizeEntrant *> members;
            for (const PrizeEntrant *e : std::as_const(eligible))
                if (e->categories.contains(list))
                    members.append(e);
            for (int index : prizes) {
                const Prize &p = fund.prizes[index];
                QStringList passed;
                while (m < members.size()) {
                    const PrizeEntrant *e = members[m];
                    if (!fund.onePrizePerPlayer)
                        break;
                    const qint64 mainShare = main.amount.value(e->startNo);
                    if (holdingCategory.contains(e->startNo)
                        || (!largest && holding.contains(e->startNo))
                        || (largest && mainShare >= p.amount && mainShare > 0)) {
                        passed << e->name;
                        ++m;
                        continue;
                    }
                    break;
                }
                PrizeAward a;
                a.prizes = {index};
                if (m >= members.size()) {
                    a.note = members.isEmpty()
                        ? Text::tr("not awarded: no eligible player in the category")
                        : Text::tr("not awarded: no eligible player left in the category");
                } else {
                    const PrizeEntrant *e = members[m++];
                    a.shares = {{e->startNo, p.amount}};
                    holdingCategory.insert(e->startNo);
                    holding.insert(e->startNo);
                    if (largest && main.amount.value(e->startNo) > 0)
                        wantOut.append(e->startNo);
                }
                if (!passed.isEmpty())
                    a.note = (a.note.isEmpty() ? QString() : a.note + u' ')
                        + Text::tr("(passed down; a larger or earlier prize is kept by %1)")
                              .arg(passed.join(QStringLiteral(", ")));
                categoryAwards.append(a);
            }
        }
        if (!mainDone)
            doMain();
        if (wantOut.isEmpty())
            break;
        for (int s : std::as_const(wantOut)) {
            leftMain.insert(s);
            for (const PrizeEntrant &e : standing)
                if (e.startNo == s)
                    moved << Text::tr("%1 takes a category prize larger than his share of the main "
                                      "prizes; the main prizes are shared without him")
                                 .arg(e.name);
        }
    }

    out.awards = main.awards + categoryAwards;
    out.notes = moved;
    out.unawarded = main.unawarded;
    out.kept = main.kept;
    for (const PrizeAward &a : std::as_const(categoryAwards))
        if (a.shares.isEmpty())
            out.unawarded += fund.prizes[a.prizes.first()].amount;
    // Payouts per player, in standing order.
    for (const PrizeEntrant &e : standing) {
        PrizePayout p;
        p.startNo = e.startNo;
        for (const PrizeAward &a : std::as_const(out.awards))
            for (const PrizeShare &s : a.shares)
                if (s.startNo == e.startNo && s.amount > 0) {
                    p.amount += s.amount;
                    QStringList names;
                    for (int i : a.prizes)
                        names << PrizeFund::prizeName(fund.prizes[i]);
                    p.prizes << (a.shares.size() > 1
                            ? Text::tr("share of %1").arg(names.join(QStringLiteral(" + ")))
                            : names.join(QStringLiteral(" + ")));
                }
        if (p.amount > 0) {
            out.paid += p.amount;
            out.payouts.append(p);
        }
    }
    return out;
}

} // namespace arb
