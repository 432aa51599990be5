// SPDX-License-Identifier: GPL-3.0-or-later
#include "prizes/prizefundfile.h"

#include "players/category.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace arb {

namespace {

    const QList<QPair<PrizeSharing, QString>> sharingKeys {
        {PrizeSharing::TieBreakOrder, QStringLiteral("tie-break-order")},
        {PrizeSharing::Equal, QStringLiteral("equal")},
        {PrizeSharing::Hort, QStringLiteral("hort")},
        {PrizeSharing::PlayoffShared, QStringLiteral("playoff-shared")},
    };
    const QList<QPair<PrizeChoice, QString>> choiceKeys {
        {PrizeChoice::LargestAmount, QStringLiteral("largest")},
        {PrizeChoice::ListOrder, QStringLiteral("list-order")},
    };
    const QList<QPair<PrizeRemainder, QString>> remainderKeys {
        {PrizeRemainder::TieBreakOrder, QStringLiteral("tie-break-order")},
        {PrizeRemainder::OrganiserKeeps, QStringLiteral("organiser-keeps")},
        {PrizeRemainder::RoundUp, QStringLiteral("round-up")},
    };

    template<typename E> QString keyOf(const QList<QPair<E, QString>> &keys, E value)
    {
        for (const auto &[v, k] : keys)
            if (v == value)
                return k;
        return QString();
    }

    template<typename E>
    std::optional<E> valueOf(const QList<QPair<E, QString>> &keys, const QString &key)
    {
        for (const auto &[v, k] : keys)
            if (k == key)
                return v;
        return std::nullopt;
    }

    template<typename E> QString keyList(const QList<QPair<E, QString>> &keys)
    {
        QStringList out;
        for (const auto &[v, k] : keys)
            out << k;
        return out.join(QStringLiteral(", "));
    }

    int decimalsOf(int minorUnits)
    {
        int digits = 0;
        for (int m = minorUnits; m >= 10; m /= 10)
            ++digits;
        return digits;
    }

    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::Prizes)
    };

} // namespace

QString sharingKey(PrizeSharing sharing)
{
    return keyOf(sharingKeys, sharing);
}

QString sharingName(PrizeSharing sharing)
{
    switch (sharing) {
    case PrizeSharing::TieBreakOrder:
        return Text::tr("by tie-break order (prizes not shared)");
    case PrizeSharing::Equal:
        return Text::tr("equal division among tied players");
    case PrizeSharing::Hort:
        return Text::tr("Hort system");
    case PrizeSharing::PlayoffShared:
        return Text::tr("the players of the play-off for first share its prizes equally");
    }
    return QString();
}

QString amountText(const PrizeFund &fund, qint64 amount)
{
    QString text = fund.money(amount);
    return text.left(text.size() - fund.currency.size() - 1);
}

std::optional<qint64> parseAmount(const PrizeFund &fund, const QString &text)
{
    const int decimals = decimalsOf(fund.minorUnits);
    static const QRegularExpression number(QStringLiteral("^(\\d{1,13})(?:\\.(\\d+))?$"));
    const QRegularExpressionMatch m = number.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    QString fraction = m.captured(2);
    while (fraction.size() > decimals && fraction.endsWith(u'0'))
        fraction.chop(1);
    if (fraction.size() > decimals)
        return std::nullopt;
    fraction = fraction.leftJustified(decimals, u'0');
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    return m.captured(1).toLongLong() * scale + (decimals > 0 ? fraction.toLongLong() : 0);
}

std::optional<PrizeFund> readPrizeFund(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<PrizeFund> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(Text::tr("prize fund: not JSON at character %1: %2")
                        .arg(parse.offset)
                        .arg(parse.errorString()));
    if (!doc.isObject())
        return fail(Text::tr("prize fund: the JSON must be an object"));
    const QJsonObject o = doc.object();
    PrizeFund f;
    if (o.contains(u"currency")) {
        f.currency = o.value(u"currency").toString().trimmed().toUpper();
        if (!QRegularExpression(QStringLiteral("^[A-Z]{3}$")).match(f.currency).hasMatch())
            return fail(Text::tr("prize fund, currency: \"%1\" is not a three-letter currency code")
                            .arg(o.value(u"currency").toString()));
    }
    if (o.contains(u"minorUnits")) {
        const int m = o.value(u"minorUnits").toInt(-1);
        if (m != 1 && m != 10 && m != 100 && m != 1000)
            return fail(Text::tr("prize fund, minorUnits: must be 1, 10, 100 or 1000"));
        f.minorUnits = m;
    }
    auto amount = [&](const QJsonValue &v, const QString &where, qint64 *out) {
        const QString text = v.isDouble()
            ? QString::number(v.toDouble(), 'f', std::max(decimalsOf(f.minorUnits), 6))
            : v.toString();
        const std::optional<qint64> a = parseAmount(f, text);
        if (!a) {
            if (error)
                *error = Text::tr(
                    "prize fund, %1: \"%2\" is not an amount of %3 (at most %4 decimals)")
                             .arg(where, v.isDouble() ? text : v.toString(), f.currency)
                             .arg(decimalsOf(f.minorUnits));
            return false;
        }
        *out = *a;
        return true;
    };
    if (o.contains(u"sharing")) {
        const auto s = valueOf(sharingKeys, o.value(u"sharing").toString());
        if (!s)
            return fail(Text::tr("prize fund, sharing: \"%1\" is not one of %2")
                            .arg(o.value(u"sharing").toString(), keyList(sharingKeys)));
        f.sharing = *s;
    }
    if (o.contains(u"choice")) {
        const auto c = valueOf(choiceKeys, o.value(u"choice").toString());
        if (!c)
            return fail(Text::tr("prize fund, choice: \"%1\" is not one of %2")
                            .arg(o.value(u"choice").toString(), keyList(choiceKeys)));
        f.choice = *c;
    }
    if (o.contains(u"remainder")) {
        const auto r = valueOf(remainderKeys, o.value(u"remainder").toString());
        if (!r)
            return fail(Text::tr("prize fund, remainder: \"%1\" is not one of %2")
                            .arg(o.value(u"remainder").toString(), keyList(remainderKeys)));
        f.remainder = *r;
    }
    f.rule = o.value(u"rule").toString();
    f.onePrizePerPlayer = o.value(u"onePrizePerPlayer").toBool(true);
    f.withdrawnEligible = o.value(u"withdrawnEligible").toBool(false);
    if (o.contains(u"unit")) {
        if (!amount(o.value(u"unit"), QStringLiteral("unit"), &f.unit))
            return std::nullopt;
        if (f.unit <= 0)
            return fail(Text::tr("prize fund, unit: must be more than 0"));
    }
    if (o.contains(u"minimumShare")
        && !amount(o.value(u"minimumShare"), QStringLiteral("minimumShare"), &f.minimumShare))
        return std::nullopt;
    const QJsonArray prizes = o.value(u"prizes").toArray();
    for (int i = 0; i < prizes.size(); ++i) {
        const QJsonObject p = prizes[i].toObject();
        const QString where = QStringLiteral("prizes[%1]").arg(i);
        Prize prize;
        prize.category = p.value(u"category").toString().trimmed();
        prize.place = p.value(u"place").toInt(0);
        if (prize.place < 1)
            return fail(Text::tr("prize fund, %1.place: must be 1 or more").arg(where));
        if (!amount(p.value(u"amount"), where + QStringLiteral(".amount"), &prize.amount))
            return std::nullopt;
        for (const Prize &other : std::as_const(f.prizes))
            if (other.category == prize.category && other.place == prize.place)
                return fail(Text::tr("prize fund, %1: %2 is listed twice")
                                .arg(where, PrizeFund::prizeName(prize)));
        f.prizes.append(prize);
    }
    return f;
}

std::optional<QString> checkPrizeFund(const PrizeFund &f)
{
    if (!QRegularExpression(QStringLiteral("^[A-Z]{3}$")).match(f.currency).hasMatch())
        return Text::tr("prize fund, currency: \"%1\" is not a three-letter currency code")
            .arg(f.currency);
    if (f.minorUnits != 1 && f.minorUnits != 10 && f.minorUnits != 100 && f.minorUnits != 1000)
        return Text::tr("prize fund, minorUnits: must be 1, 10, 100 or 1000");
    if (f.unit <= 0)
        return Text::tr("prize fund, unit: must be more than 0");
    if (f.minimumShare < 0)
        return Text::tr("prize fund, %1: \"%2\" is not an amount of %3 (at most %4 decimals)")
            .arg(QStringLiteral("minimumShare"), amountText(f, f.minimumShare), f.currency)
            .arg(decimalsOf(f.minorUnits));
    for (int i = 0; i < f.prizes.size(); ++i) {
        const Prize &p = f.prizes[i];
        const QString where = QStringLiteral("prizes[%1]").arg(i);
        if (p.place < 1)
            return Text::tr("prize fund, %1.place: must be 1 or more").arg(where);
        if (p.amount < 0)
            return Text::tr("prize fund, %1: \"%2\" is not an amount of %3 (at most %4 decimals)")
                .arg(where + QStringLiteral(".amount"), amountText(f, p.amount), f.currency)
                .arg(decimalsOf(f.minorUnits));
        for (int j = 0; j < i; ++j)
            if (f.prizes[j].category == p.category && f.prizes[j].place == p.place)
                return Text::tr("prize fund, %1: %2 is listed twice")
                    .arg(where, PrizeFund::prizeName(p));
    }
    return std::nullopt;
}

QByteArray writePrizeFund(const PrizeFund &f, bool compact)
{
    QJsonArray prizes;
    for (const Prize &p : f.prizes)
        prizes.append(QJsonObject {{QStringLiteral("category"), p.category},
            {QStringLiteral("place"), p.place},
            {QStringLiteral("amount"), amountText(f, p.amount)}});
    const QJsonObject o {{QStringLiteral("currency"), f.currency},
        {QStringLiteral("minorUnits"), f.minorUnits},
        {QStringLiteral("sharing"), sharingKey(f.sharing)},
        {QStringLiteral("onePrizePerPlayer"), f.onePrizePerPlayer},
        {QStringLiteral("choice"), keyOf(choiceKeys, f.choice)},
        {QStringLiteral("unit"), amountText(f, f.unit)},
        {QStringLiteral("remainder"), keyOf(remainderKeys, f.remainder)},
        {QStringLiteral("minimumShare"), amountText(f, f.minimumShare)},
        {QStringLiteral("withdrawnEligible"), f.withdrawnEligible},
        {QStringLiteral("rule"), f.rule}, {QStringLiteral("prizes"), prizes}};
    return QJsonDocument(o).toJson(compact ? QJsonDocument::Compact : QJsonDocument::Indented);
}

QList<PrizeEntrant> prizeEntrants(const Tournament &t, const Standings &standings)
{
    const QHash<int, int> withdrawn = recordedWithdrawals(t);
    const QHash<int, int> expelled = recordedExpulsions(t);
    QList<PrizeEntrant> out;
    for (const StandingRow &row : standings.rows) {
        const int i = row.playerIndex >= 0 ? row.playerIndex : t.indexOf(row.startNo);
        if (i < 0)
            continue;
        const Player &p = t.players[i];
        PrizeEntrant e;
        e.startNo = p.startNo;
        e.name = p.name;
        e.points = row.points;
        e.withdrawn = withdrawn.contains(p.startNo) || expelled.contains(p.startNo);
        for (const PlayerCategory &c : t.categories)
            if (PlayerCategories::contains(c, t, p))
                e.categories << c.name;
        out.append(e);
    }
    return out;
}

} // namespace arb
