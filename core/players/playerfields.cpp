// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/playerfields.h"

#include "dates.h"

#include <QDate>
#include <QRegularExpression>

namespace arb {

namespace {

    // The titles of the TRF 001 record (C.04 Annex 2, TRF-16 columns 11-13), with the names an
    // arbiter may type for them.
    struct TitleName
    {
        const char *code;
        const char *names[3];
    };
    constexpr TitleName titles[] = {
        {"GM", {"GRANDMASTER", "INTERNATIONAL GRANDMASTER", "G"}},
        {"IM", {"INTERNATIONAL MASTER", "I", nullptr}},
        {"FM", {"FIDE MASTER", "F", nullptr}},
        {"CM", {"CANDIDATE MASTER", "C", nullptr}},
        {"WGM", {"WOMAN GRANDMASTER", "WOMAN GRAND MASTER", "WG"}},
        {"WIM", {"WOMAN INTERNATIONAL MASTER", "WI", nullptr}},
        {"WFM", {"WOMAN FIDE MASTER", "WF", nullptr}},
        {"WCM", {"WOMAN CANDIDATE MASTER", "WC", nullptr}},
    };

    // Country names typed for a federation, with the FIDE code to suggest.
    struct CountryName
    {
        const char *name;
        const char *code;
    };
    constexpr CountryName countries[] = {{"TURKEY", "TUR"}, {"TURKIYE", "TUR"}, {"GERMANY", "GER"},
        {"DEUTSCHLAND", "GER"}, {"FRANCE", "FRA"}, {"SPAIN", "ESP"}, {"ESPANA", "ESP"},
        {"ENGLAND", "ENG"}, {"NETHERLANDS", "NED"}, {"HOLLAND", "NED"}, {"SWITZERLAND", "SUI"},
        {"DENMARK", "DEN"}, {"GREECE", "GRE"}, {"CROATIA", "CRO"}, {"SLOVENIA", "SLO"},
        {"PORTUGAL", "POR"}, {"ITALY", "ITA"}, {"AUSTRIA", "AUT"}, {"POLAND", "POL"},
        {"INDIA", "IND"}, {"CHINA", "CHN"}, {"NORWAY", "NOR"}, {"SWEDEN", "SWE"},
        {"UNITED STATES", "USA"}, {"AMERICA", "USA"}, {"BULGARIA", "BUL"}, {"CHILE", "CHI"},
        {"IRAN", "IRI"}, {"PHILIPPINES", "PHI"}, {"SOUTH AFRICA", "RSA"}};

    QString simplifiedUpper(const QString &s)
    {
        QString t = s.simplified().toUpper();
        t.replace(u'Ü', u'U');
        t.replace(u'Ñ', u'N');
        return t;
    }

    std::optional<PlayerFieldValue> refuse(QString *error, const QString &message)
    {
        if (error)
            *error = message;
        return std::nullopt;
    }

} // namespace

QString PlayerFields::fieldName(PlayerField field)
{
    switch (field) {
    case PlayerField::Title:
        return tr("title");
    case PlayerField::Federation:
        return tr("federation");
    case PlayerField::FideId:
        return tr("FIDE id");
    case PlayerField::BirthDate:
        return tr("birth date");
    case PlayerField::Sex:
        return tr("sex");
    }
    return {};
}

std::optional<PlayerFieldValue> PlayerFields::normalise(
    PlayerField field, const QString &input, QString *error)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return PlayerFieldValue {};
    const QString upper = simplifiedUpper(text);
    auto noted = [&](const QString &value) {
        return PlayerFieldValue {value,
            value == text ? QString()
                          : tr("%1 \"%2\" is stored as %3").arg(fieldName(field), text, value)};
    };
    switch (field) {
    case PlayerField::Title: {
        for (const TitleName &t : titles) {
            if (upper == QLatin1String(t.code))
                return noted(QLatin1String(t.code));
            for (const char *name : t.names)
                if (name && upper == QLatin1String(name))
                    return noted(QLatin1String(t.code));
        }
        return refuse(error,
            tr("title \"%1\" is not a FIDE title: use GM, IM, FM, CM, WGM, WIM, WFM or WCM, or "
               "leave it empty")
                .arg(text));
    }
    case PlayerField::Federation: {
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        if (code.match(upper).hasMatch())
            return noted(upper);
        for (const CountryName &c : countries)
            if (upper == QLatin1String(c.name))
                return refuse(error,
                    tr("federation \"%1\" is a country name: type the FIDE code %2")
                        .arg(text, QLatin1String(c.code)));
        return refuse(error,
            tr("federation \"%1\" is not a FIDE federation code: three letters, e.g. GER, TUR")
                .arg(text));
    }
    case PlayerField::FideId: {
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,11}$"));
        if (digits.match(text).hasMatch())
            return noted(text);
        return refuse(
            error, tr("FIDE id \"%1\" is not a FIDE id: digits only, at most 11").arg(text));
    }
    case PlayerField::BirthDate: {
        const auto read = readDate(text, YearAlone::Accepted);
        if (!read)
            return refuse(error,
                tr("birth date \"%1\" is not a date: type YYYY-MM-DD, DD.MM.YYYY or the year "
                   "alone")
                    .arg(text));
        const QDate date = read->date;
        if (date.year() < 1900 || date > QDate::currentDate())
            return refuse(error,
                tr("birth date \"%1\" is not a possible birth date (from 1900 to today)")
                    .arg(text));
        return noted(read->yearOnly ? QString::number(date.year()) : date.toString(Qt::ISODate));
    }
    case PlayerField::Sex: {
        if (upper == u"M" || upper == u"MALE" || upper == u"MAN")
            return noted(QStringLiteral("m"));
        if (upper == u"W" || upper == u"F" || upper == u"FEMALE" || upper == u"WOMAN")
            return noted(QStringLiteral("w"));
        return refuse(error, tr("sex \"%1\" is not m or w").arg(text));
    }
    }
    return refuse(error, tr("unknown player field"));
}

int PlayerFields::birthYear(const QString &birthDate)
{
    static const QRegularExpression year(QStringLiteral("^\\s*(\\d{4})"));
    const auto m = year.match(birthDate);
    const int y = m.hasMatch() ? m.captured(1).toInt() : 0;
    return y >= 1800 ? y : 0;
}

QString PlayerFields::trfBirthDate(const QString &birthDate)
{
    static const QRegularExpression iso(QStringLiteral("^(\\d{4})-(\\d{2})-(\\d{2})$"));
    const auto m = iso.match(birthDate);
    if (!m.hasMatch())
        return birthDate;
    return m.captured(1) + u'/' + m.captured(2) + u'/' + m.captured(3);
}

QString PlayerFields::isoBirthDate(const QString &trfDate)
{
    static const QRegularExpression trf(QStringLiteral("^(\\d{4})/(\\d{2})/(\\d{2})$"));
    const auto m = trf.match(trfDate);
    if (!m.hasMatch())
        return trfDate;
    const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    return d.isValid() ? d.toString(Qt::ISODate) : trfDate;
}

} // namespace arb
