// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/ratingmethod.h"

#include <algorithm>

namespace arb {

namespace {

    struct MethodName
    {
        RatingMethod method;
        const char *code;
    };
    constexpr MethodName methodNames[] = {{RatingMethod::Fide, "FIDE"},
        {RatingMethod::National, "NRO"}, {RatingMethod::FideElseNational, "FIDON"},
        {RatingMethod::NationalElseFide, "NIDOF"}, {RatingMethod::Highest, "HBFN"},
        {RatingMethod::Lowest, "LBFN"}, {RatingMethod::Other, "OTHER"}};

} // namespace

QString RatingMethods::code(RatingMethod m)
{
    for (const MethodName &n : methodNames)
        if (n.method == m)
            return QLatin1String(n.code);
    return QStringLiteral("FIDE");
}

std::optional<RatingMethod> RatingMethods::fromCode(const QString &code)
{
    for (const MethodName &n : methodNames)
        if (code.compare(QLatin1String(n.code), Qt::CaseInsensitive) == 0)
            return n.method;
    return std::nullopt;
}

QString RatingMethods::describe(RatingMethod m)
{
    switch (m) {
    case RatingMethod::Fide:
        return tr("FIDE rating (FIDE)");
    case RatingMethod::National:
        return tr("National rating (NRO)");
    case RatingMethod::FideElseNational:
        return tr("FIDE rating, else national (FIDON)");
    case RatingMethod::NationalElseFide:
        return tr("National rating, else FIDE (NIDOF)");
    case RatingMethod::Highest:
        return tr("Higher of FIDE and national (HBFN)");
    case RatingMethod::Lowest:
        return tr("Lower of FIDE and national (LBFN)");
    case RatingMethod::Other:
        return tr("Other, as the regulations say (OTHER)");
    }
    return {};
}

QList<RatingMethod> RatingMethods::all()
{
    QList<RatingMethod> out;
    for (const MethodName &n : methodNames)
        out.append(n.method);
    return out;
}

std::optional<RatingMethodRecord> RatingMethods::parse(const QString &line)
{
    const QStringList words = line.mid(3).simplified().split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty() || words.size() > 2)
        return std::nullopt;
    const auto m = fromCode(words.last());
    if (!m)
        return std::nullopt;
    return RatingMethodRecord {words.size() == 2 ? words.first().toUpper() : QString(), *m};
}

RatingMethodRecord RatingMethods::of(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords)
        if (r.line.startsWith(u"172"))
            if (const auto parsed = parse(r.line))
                return *parsed;
    return {};
}

QString RatingMethods::record(const RatingMethodRecord &r)
{
    const QString fed = r.federation.trimmed().toUpper().left(3);
    return QStringLiteral("172 %1 %2").arg(fed.leftJustified(3), code(r.method));
}

void RatingMethods::set(Tournament &t, const RatingMethodRecord &r)
{
    t.replaceRecords(QStringLiteral("172"), record(r));
}

namespace {
    const QLatin1String ratingTypeTag("### rating type: ");
}

RatingType RatingMethods::ratingTypeOf(const Tournament &t)
{
    for (const RawRecord &r : t.otherRecords) {
        if (!r.line.startsWith(ratingTypeTag))
            continue;
        const QString v = r.line.mid(ratingTypeTag.size()).trimmed();
        if (v.compare(u"rapid", Qt::CaseInsensitive) == 0)
            return RatingType::Rapid;
        if (v.compare(u"blitz", Qt::CaseInsensitive) == 0)
            return RatingType::Blitz;
    }
    return RatingType::Standard;
}

void RatingMethods::setRatingType(Tournament &t, RatingType type)
{
    t.otherRecords.removeIf([](const RawRecord &r) { return r.line.startsWith(ratingTypeTag); });
    if (type != RatingType::Standard)
        t.otherRecords.append({ratingTypeTag
            + (type == RatingType::Rapid ? QStringLiteral("rapid") : QStringLiteral("blitz"))});
}

QString RatingMethods::typeName(RatingType type)
{
    switch (type) {
    case RatingType::Rapid:
        return tr("rapid");
    case RatingType::Blitz:
        return tr("blitz");
    case RatingType::Standard:
        break;
    }
    return tr("standard");
}

bool RatingMethods::isNationalRecord(const QString &line)
{
    // Not the engines' own records: JaVaFo's XX? and bbpPairings' BB? (BBW 1.0, ...).
    if (line.size() < 8 || line[3] != u' ' || line.startsWith(u"XX") || line.startsWith(u"BB"))
        return false;
    for (int i = 0; i < 3; ++i)
        if (line[i] < u'A' || line[i] > u'Z')
            return false;
    bool ok = false;
    return line.mid(4, 4).trimmed().toInt(&ok) > 0 && ok;
}

QList<NationalRating> RatingMethods::nationalRatings(const Tournament &t)
{
    QList<NationalRating> out;
    for (const RawRecord &r : t.otherRecords) {
        if (!isNationalRecord(r.line))
            continue;
        NationalRating n;
        n.federation = r.line.left(3);
        n.startNo = r.line.mid(4, 4).trimmed().toInt();
        n.rating = std::max(0, r.line.mid(48, 4).trimmed().toInt());
        n.id = r.line.mid(57, 11).trimmed();
        out.append(n);
    }
    return out;
}

QHash<int, int> RatingMethods::nationalRatingsOf(const Tournament &t, const QString &federation)
{
    QHash<int, int> out;
    for (const NationalRating &n : nationalRatings(t))
        if ((federation.isEmpty() || n.federation == federation) && !out.contains(n.startNo))
            out.insert(n.startNo, n.rating);
    return out;
}

QString RatingMethods::nationalFederation(const Tournament &t)
{
    const QString fed = of(t).federation;
    return fed.isEmpty() ? t.federation.trimmed().toUpper().left(3) : fed;
}

void RatingMethods::setNationalRating(
    Tournament &t, int startNo, const QString &federation, int rating)
{
    const int index = t.indexOf(startNo);
    if (index < 0 || federation.size() != 3)
        return;
    const Player &p = t.players[index];
    const auto mine = [&](const RawRecord &r) {
        return isNationalRecord(r.line) && r.line.startsWith(federation)
            && r.line.mid(4, 4).trimmed().toInt() == startNo;
    };
    const auto at = std::find_if(t.otherRecords.begin(), t.otherRecords.end(), mine);
    QString line;
    if (at != t.otherRecords.end()) {
        line = at->line.leftJustified(52);
    } else {
        // The 001 layout: start number 5-8, sex 10, title 11-13, name 15-47, federation 54-56,
        // birth date 70-79.
        line = QStringLiteral("%1 %2 %3%4 %5")
                   .arg(federation)
                   .arg(startNo, 4)
                   .arg(p.sex.isNull() ? QChar(u' ') : p.sex)
                   .arg(p.title.left(3), -3)
                   .arg(p.name.left(33), -33)
                   .leftJustified(52);
        QString tail = QStringLiteral(" %1").arg(p.federation.left(3), -3);
        if (!p.birthDate.isEmpty())
            tail = tail.leftJustified(17) + QString(p.birthDate).replace(u'-', u'/');
        line += tail;
    }
    line.replace(48, 4, rating > 0 ? QString::number(rating).rightJustified(4) : QString(4, u' '));
    while (line.endsWith(u' '))
        line.chop(1);
    const bool empty = rating <= 0 && line.mid(57, 11).trimmed().isEmpty();
    if (at != t.otherRecords.end()) {
        if (empty)
            t.otherRecords.erase(at);
        else
            at->line = line;
    } else if (!empty) {
        t.otherRecords.append({line});
    }
}

void RatingMethods::removeNationalRecords(Tournament &t, int startNo)
{
    t.otherRecords.removeIf([startNo](const RawRecord &r) {
        return isNationalRecord(r.line) && r.line.mid(4, 4).trimmed().toInt() == startNo;
    });
}

QString RatingMethods::withStartNo(const QString &line, int startNo)
{
    QString out = line.leftJustified(8);
    out.replace(4, 4, QString::number(startNo).rightJustified(4));
    return out;
}

int RatingMethods::tournamentRating(int fide, int national, RatingMethod m)
{
    fide = std::max(fide, 0);
    national = std::max(national, 0);
    switch (m) {
    case RatingMethod::Fide:
    case RatingMethod::Other:
        return fide;
    case RatingMethod::National:
        return national;
    case RatingMethod::FideElseNational:
        return fide > 0 ? fide : national;
    case RatingMethod::NationalElseFide:
        return national > 0 ? national : fide;
    case RatingMethod::Highest:
        return std::max(fide, national);
    case RatingMethod::Lowest:
        // The lower of the ratings the player has: one alone is his.
        if (fide > 0 && national > 0)
            return std::min(fide, national);
        return std::max(fide, national);
    }
    return fide;
}

QHash<int, int> RatingMethods::tournamentRatings(const Tournament &t)
{
    const RatingMethodRecord r = of(t);
    const QHash<int, int> national = nationalRatingsOf(t, nationalFederation(t));
    QHash<int, int> out;
    for (const Player &p : t.players)
        out.insert(p.startNo, tournamentRating(p.rating, national.value(p.startNo), r.method));
    return out;
}

Tournament RatingMethods::rankedByTournamentRating(const Tournament &t)
{
    const RatingMethodRecord r = of(t);
    if (r.method == RatingMethod::Fide || r.method == RatingMethod::Other)
        return t;
    Tournament out = t;
    const QHash<int, int> rating = tournamentRatings(t);
    for (Player &p : out.players)
        p.rating = rating.value(p.startNo);
    return out;
}

} // namespace arb
