// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace arb {

//! The player fields an arbiter types in that have a fixed form.
enum class PlayerField { Title, Federation, FideId, BirthDate, Sex };

//! The value to store for a typed player field, or the refusal. \a note says what was changed
//! when the input was understood but written differently ("Grandmaster" is stored as GM).
struct PlayerFieldValue
{
    QString value;
    QString note; //!< empty when the input was stored as typed
};

//! Checks and normalises the player fields with a fixed form. Every refusal names the
//! field and says what is expected.
class PlayerFields
{
    Q_DECLARE_TR_FUNCTIONS(arb::PlayerFields)

public:
    //! Returns the value to store for \a input in \a field, or nothing with \a error set.
    //! Title: one of the FIDE titles of the TRF 001 record (GM IM FM CM WGM WIM WFM WCM), the
    //! full English names mapped to them; federation: a FIDE three-letter code (upper-cased,
    //! a few country names mapped); FIDE id: digits only; birth date: YYYY-MM-DD, DD.MM.YYYY,
    //! DD/MM/YYYY, YYYY/MM/DD or a year alone, stored as ISO YYYY-MM-DD or YYYY; sex: m or w
    //! (f accepted for w). An empty input clears the field.
    static std::optional<PlayerFieldValue> normalise(
        PlayerField field, const QString &input, QString *error);
    //! Returns the field's name as messages show it.
    static QString fieldName(PlayerField field);
    //! Returns the year of \a birthDate (ISO, TRF YYYY/MM/DD or a year), or 0.
    static int birthYear(const QString &birthDate);
    //! Returns \a birthDate as the TRF 001 record writes it: YYYY/MM/DD (a year alone as is).
    static QString trfBirthDate(const QString &birthDate);
    //! Returns the ISO form of a TRF birth date YYYY/MM/DD; other text unchanged.
    static QString isoBirthDate(const QString &trfDate);
};

} // namespace arb
