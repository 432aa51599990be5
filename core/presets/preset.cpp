// SPDX-License-Identifier: GPL-3.0-or-later
#include "presets/preset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace arb {

namespace {

    const char *formatName = "arbiter-preset";
    const QStringList participantsValues = {QStringLiteral("individual"), QStringLiteral("team")};
    const QStringList typeValues
        = {QStringLiteral("swiss"), QStringLiteral("round-robin"), QStringLiteral("any")};
    const QStringList unplayedValues
        = {QStringLiteral("fide-c07-art16"), QStringLiteral("us-chess-34e1")};
    const QStringList prizeSharingValues = {QStringLiteral("tie-break-order"),
        QStringLiteral("equal"), QStringLiteral("hort"), QStringLiteral("playoff-shared")};

    //! Reads typed values out of a JSON object, remembering the first problem with its key path.
    struct JsonReader
    {
        QString error;

        bool fail(const QString &path, const QString &why)
        {
            if (error.isEmpty())
                error = path.isEmpty() ? why : QStringLiteral("%1: %2").arg(path, why);
            return false;
        }
        static QString join(const QString &path, const QString &key)
        {
            return path.isEmpty() ? key : path + u'.' + key;
        }
        bool string(const QJsonObject &o, const QString &path, const QString &key, QString *out,
            bool required)
        {
            const QJsonValue v = o.value(key);
            if (v.isUndefined() || v.isNull()) {
                if (required)
                    return fail(
                        join(path, key), QCoreApplication::translate("arb::Preset", "missing"));
                return true;
            }
            if (!v.isString())
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "expected a string"));
            *out = v.toString();
            if (required && out->trimmed().isEmpty())
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "must not be empty"));
            return true;
        }
        bool choice(const QJsonObject &o, const QString &path, const QString &key, QString *out,
            const QStringList &allowed)
        {
            if (!string(o, path, key, out, true))
                return false;
            if (!allowed.contains(*out))
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "\"%1\" is not one of %2")
                        .arg(*out, allowed.join(QStringLiteral(", "))));
            return true;
        }
        bool integer(const QJsonObject &o, const QString &path, const QString &key, int *out)
        {
            const QJsonValue v = o.value(key);
            if (v.isUndefined())
                return fail(join(path, key), QCoreApplication::translate("arb::Preset", "missing"));
            const double d = v.toDouble(-1);
            // The range is checked before the cast: int(1e300) is undefined (found by fuzz_preset).
            if (!v.isDouble() || !(d >= 1 && d <= 1e9) || d != double(int(d)))
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "expected a positive whole number"));
            *out = int(d);
            return true;
        }
        bool boolean(const QJsonObject &o, const QString &path, const QString &key, bool *out)
        {
            const QJsonValue v = o.value(key);
            if (v.isUndefined())
                return true;
            if (!v.isBool())
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "expected true or false"));
            *out = v.toBool();
            return true;
        }
        bool fixed(const QJsonObject &o, const QString &path, const QString &key, Fixed *out)
        {
            const QJsonValue v = o.value(key);
            if (v.isUndefined())
                return true; // keeps the default
            std::optional<Fixed> f;
            if (v.isDouble())
                f = Fixed::parse(QString::number(v.toDouble(), 'g', 12));
            else if (v.isString())
                f = Fixed::parse(v.toString());
            if (!f)
                return fail(join(path, key),
                    QCoreApplication::translate(
                        "arb::Preset", "expected a number of points such as 1 or 0.5"));
            *out = *f;
            return true;
        }
        bool object(const QJsonObject &o, const QString &path, const QString &key, QJsonObject *out,
            bool required)
        {
            const QJsonValue v = o.value(key);
            if (v.isUndefined() || v.isNull())
                return required
                    ? fail(join(path, key), QCoreApplication::translate("arb::Preset", "missing"))
                    : true;
            if (!v.isObject())
                return fail(join(path, key),
                    QCoreApplication::translate("arb::Preset", "expected an object"));
            *out = v.toObject();
            return true;
        }
        bool tieBreak(
            const QJsonObject &o, const QString &path, PresetTieBreak *out, bool knownOnly)
        {
            if (!string(o, path, QStringLiteral("spec"), &out->spec, true)
                || !string(o, path, QStringLiteral("rule"), &out->rule, true))
                return false;
            // Every spec must look like one; individual presets must name tie-breaks this build
            // computes, team presets may name team tie-breaks computed elsewhere.
            static const QRegularExpression shape(
                QStringLiteral("^[A-Za-z]+(:[A-Za-z]+)?([/-][A-Za-z][+-]?\\d*)*$"));
            const QString specPath = join(path, QStringLiteral("spec"));
            if (!shape.match(out->spec.trimmed()).hasMatch())
                return fail(specPath,
                    QCoreApplication::translate("arb::Preset", "\"%1\" is not a tie-break spec")
                        .arg(out->spec));
            QString why;
            if (knownOnly && !parseTieBreakSpec(out->spec, &why))
                return fail(specPath, why);
            return true;
        }
    };

    // Returns "line L, column C" for a byte offset into json.
    QString place(const QByteArray &json, int offset)
    {
        int line = 1, column = 1;
        for (int i = 0; i < offset && i < json.size(); ++i) {
            if (json[i] == '\n') {
                ++line;
                column = 1;
            } else if ((json[i] & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
                ++column;
            }
        }
        return QCoreApplication::translate("arb::Preset", "line %1, column %2")
            .arg(line)
            .arg(column);
    }

    QJsonValue fixedJson(Fixed f)
    {
        return f.raw() % (Fixed::Scale / 2) == 0 ? QJsonValue(f.toDouble())
                                                 : QJsonValue(f.toString());
    }

    QJsonObject tieBreakJson(const PresetTieBreak &t)
    {
        return QJsonObject {{QStringLiteral("spec"), t.spec}, {QStringLiteral("rule"), t.rule}};
    }

} // namespace

PresetTieBreak presetTieBreak(const TieBreakSpec &spec)
{
    return {spec.canonical(), citation(spec.info())};
}

std::optional<QList<TieBreakSpec>> Preset::tieBreakSpecs(QString *error) const
{
    QList<TieBreakSpec> list;
    for (int k = 0; k < tieBreaks.size(); ++k) {
        QString why;
        const auto spec = parseTieBreakSpec(tieBreaks[k].spec, &why);
        if (!spec) {
            if (error)
                *error
                    = QCoreApplication::translate("arb::Preset", "preset \"%1\", tie-break %2: %3")
                          .arg(id)
                          .arg(k + 1)
                          .arg(why);
            return std::nullopt;
        }
        list.append(*spec);
    }
    return list;
}

PresetReadResult readPreset(const QByteArray &json)
{
    PresetReadResult result;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = QCoreApplication::translate("arb::Preset", "%1: malformed JSON: %2")
                           .arg(place(json, parseError.offset), parseError.errorString());
        return result;
    }
    if (!doc.isObject()) {
        result.error = QCoreApplication::translate("arb::Preset", "a preset file is a JSON object");
        return result;
    }
    const QJsonObject root = doc.object();
    JsonReader r;
    QString format;
    if (!r.string(root, QString(), QStringLiteral("format"), &format, true)
        || format != QLatin1String(formatName)) {
        result.error = r.error.isEmpty() ? QCoreApplication::translate("arb::Preset",
                           "format: \"%1\" is not an Arbiter preset (expected \"%2\")")
                                               .arg(format, QLatin1String(formatName))
                                         : r.error;
        return result;
    }
    int formatVersion = 0;
    if (!r.integer(root, QString(), QStringLiteral("formatVersion"), &formatVersion)) {
        result.error = r.error;
        return result;
    }
    if (formatVersion > Preset::FormatVersion) {
        result.error = QCoreApplication::translate("arb::Preset",
            "formatVersion: this preset was written by a newer version of Arbiter (preset "
            "format %1; this version reads format %2 and older). Update Arbiter to use it.")
                           .arg(formatVersion)
                           .arg(Preset::FormatVersion);
        return result;
    }

    Preset p;
    QJsonObject scoring, unplayed, playoff, primary;
    bool ok = r.string(root, QString(), QStringLiteral("id"), &p.id, true)
        && r.integer(root, QString(), QStringLiteral("version"), &p.version)
        && r.string(root, QString(), QStringLiteral("name"), &p.name, true)
        && r.string(root, QString(), QStringLiteral("description"), &p.description, false)
        && r.string(root, QString(), QStringLiteral("regulation"), &p.regulation, true)
        && r.choice(
            root, QString(), QStringLiteral("participants"), &p.participants, participantsValues)
        && r.choice(
            root, QString(), QStringLiteral("tournamentType"), &p.tournamentType, typeValues);
    ok = ok && r.boolean(root, QString(), QStringLiteral("fideMode"), &p.fideMode);
    if (ok && root.contains(QStringLiteral("rulesEdition"))) {
        QString edition;
        ok = r.string(root, QString(), QStringLiteral("rulesEdition"), &edition, true);
        if (ok && !(p.rulesEdition = parseRulesVersion(edition)))
            ok = r.fail(QStringLiteral("rulesEdition"),
                QCoreApplication::translate(
                    "arb::Preset", "\"%1\": the edition of C.07 is \"2024\" or \"2026\"")
                    .arg(edition));
    }
    static const QRegularExpression idShape(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (ok && !idShape.match(p.id).hasMatch())
        ok = r.fail(QStringLiteral("id"),
            QCoreApplication::translate(
                "arb::Preset", "\"%1\": use lower-case letters, digits and '-' only")
                .arg(p.id));
    if (ok && r.object(root, QString(), QStringLiteral("scoring"), &scoring, true)) {
        const QString path = QStringLiteral("scoring");
        ScoringSystem &s = p.scoring.points;
        ok = r.fixed(scoring, path, QStringLiteral("win"), &s.win)
            && r.fixed(scoring, path, QStringLiteral("draw"), &s.draw)
            && r.fixed(scoring, path, QStringLiteral("loss"), &s.loss)
            && r.fixed(scoring, path, QStringLiteral("forfeitWin"), &s.forfeitWin)
            && r.fixed(scoring, path, QStringLiteral("forfeitLoss"), &s.forfeitLoss)
            && r.fixed(scoring, path, QStringLiteral("pairingBye"), &s.pairingBye)
            && r.fixed(scoring, path, QStringLiteral("fullBye"), &s.fullBye)
            && r.fixed(scoring, path, QStringLiteral("halfBye"), &s.halfBye)
            && r.fixed(scoring, path, QStringLiteral("zeroBye"), &s.zeroBye)
            && r.fixed(scoring, path, QStringLiteral("absent"), &s.absent)
            && r.string(scoring, path, QStringLiteral("rule"), &p.scoring.rule, true);
        p.scoring.hasMatchPoints = scoring.contains(QStringLiteral("matchWin"));
        if (ok && p.scoring.hasMatchPoints)
            ok = r.fixed(scoring, path, QStringLiteral("matchWin"), &p.scoring.matchWin)
                && r.fixed(scoring, path, QStringLiteral("matchDraw"), &p.scoring.matchDraw)
                && r.fixed(scoring, path, QStringLiteral("matchLoss"), &p.scoring.matchLoss)
                && r.boolean(scoring, path, QStringLiteral("zeroZeroGivesNoMatchPoints"),
                    &p.scoring.zeroZeroGivesNoMatchPoints);
        if (ok && p.scoring.hasMatchPoints && !p.isTeam())
            ok = r.fail(QStringLiteral("scoring.matchWin"),
                QCoreApplication::translate(
                    "arb::Preset", "match points apply to team competitions only"));
    } else {
        ok = false;
    }
    const bool knownOnly = !p.isTeam();
    if (ok && r.object(root, QString(), QStringLiteral("primaryScore"), &primary, true))
        ok = r.tieBreak(primary, QStringLiteral("primaryScore"), &p.primaryScore, knownOnly);
    else
        ok = false;
    if (ok) {
        const QJsonValue list = root.value(QStringLiteral("tieBreaks"));
        if (!list.isArray()) {
            ok = r.fail(QStringLiteral("tieBreaks"),
                QCoreApplication::translate("arb::Preset", "expected a list of tie-breaks"));
        } else {
            const QJsonArray a = list.toArray();
            for (int k = 0; ok && k < a.size(); ++k) {
                const QString path = QStringLiteral("tieBreaks[%1]").arg(k);
                if (!a[k].isObject()) {
                    ok = r.fail(path,
                        QCoreApplication::translate(
                            "arb::Preset", "expected an object with \"spec\" and \"rule\""));
                    break;
                }
                PresetTieBreak t;
                ok = r.tieBreak(a[k].toObject(), path, &t, knownOnly);
                p.tieBreaks.append(t);
            }
        }
    }
    if (ok && r.object(root, QString(), QStringLiteral("unplayedRounds"), &unplayed, true)) {
        const QString path = QStringLiteral("unplayedRounds");
        ok = r.choice(unplayed, path, QStringLiteral("system"), &p.unplayed.system, unplayedValues)
            && r.string(unplayed, path, QStringLiteral("rule"), &p.unplayed.rule, true)
            && r.string(
                unplayed, path, QStringLiteral("description"), &p.unplayed.description, false);
    } else {
        ok = false;
    }
    if (ok && r.object(root, QString(), QStringLiteral("playoff"), &playoff, false)
        && !playoff.isEmpty()) {
        PresetPlayoff po;
        const QString path = QStringLiteral("playoff");
        ok = r.string(playoff, path, QStringLiteral("template"), &po.templateName, true)
            && r.string(playoff, path, QStringLiteral("rule"), &po.rule, true)
            && r.string(playoff, path, QStringLiteral("description"), &po.description, false);
        p.playoff = po;
    }
    QJsonObject prizes;
    if (ok && r.object(root, QString(), QStringLiteral("prizes"), &prizes, false)
        && !prizes.isEmpty()) {
        PresetPrizes pp;
        const QString path = QStringLiteral("prizes");
        ok = r.choice(prizes, path, QStringLiteral("sharing"), &pp.sharing, prizeSharingValues)
            && r.string(prizes, path, QStringLiteral("rule"), &pp.rule, true);
        p.prizes = pp;
    }
    if (!r.error.isEmpty()) {
        result.error = r.error;
        return result;
    }
    result.preset = p;
    return result;
}

QByteArray writePreset(const Preset &p)
{
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(formatName);
    root[QStringLiteral("formatVersion")] = Preset::FormatVersion;
    root[QStringLiteral("id")] = p.id;
    root[QStringLiteral("version")] = p.version;
    root[QStringLiteral("name")] = p.name;
    if (!p.description.isEmpty())
        root[QStringLiteral("description")] = p.description;
    root[QStringLiteral("regulation")] = p.regulation;
    if (p.rulesEdition)
        root[QStringLiteral("rulesEdition")] = rulesVersionText(*p.rulesEdition);
    if (!p.fideMode)
        root[QStringLiteral("fideMode")] = false;
    root[QStringLiteral("participants")] = p.participants;
    root[QStringLiteral("tournamentType")] = p.tournamentType;
    const ScoringSystem &s = p.scoring.points;
    QJsonObject scoring {
        {QStringLiteral("win"), fixedJson(s.win)},
        {QStringLiteral("draw"), fixedJson(s.draw)},
        {QStringLiteral("loss"), fixedJson(s.loss)},
        {QStringLiteral("forfeitWin"), fixedJson(s.forfeitWin)},
        {QStringLiteral("forfeitLoss"), fixedJson(s.forfeitLoss)},
        {QStringLiteral("pairingBye"), fixedJson(s.pairingBye)},
        {QStringLiteral("fullBye"), fixedJson(s.fullBye)},
        {QStringLiteral("halfBye"), fixedJson(s.halfBye)},
        {QStringLiteral("zeroBye"), fixedJson(s.zeroBye)},
        {QStringLiteral("absent"), fixedJson(s.absent)},
        {QStringLiteral("rule"), p.scoring.rule},
    };
    if (p.scoring.hasMatchPoints) {
        scoring[QStringLiteral("matchWin")] = fixedJson(p.scoring.matchWin);
        scoring[QStringLiteral("matchDraw")] = fixedJson(p.scoring.matchDraw);
        scoring[QStringLiteral("matchLoss")] = fixedJson(p.scoring.matchLoss);
        scoring[QStringLiteral("zeroZeroGivesNoMatchPoints")]
            = p.scoring.zeroZeroGivesNoMatchPoints;
    }
    root[QStringLiteral("scoring")] = scoring;
    root[QStringLiteral("primaryScore")] = tieBreakJson(p.primaryScore);
    QJsonArray list;
    for (const PresetTieBreak &t : p.tieBreaks)
        list.append(tieBreakJson(t));
    root[QStringLiteral("tieBreaks")] = list;
    QJsonObject unplayed {
        {QStringLiteral("system"), p.unplayed.system}, {QStringLiteral("rule"), p.unplayed.rule}};
    if (!p.unplayed.description.isEmpty())
        unplayed[QStringLiteral("description")] = p.unplayed.description;
    root[QStringLiteral("unplayedRounds")] = unplayed;
    if (p.prizes)
        root[QStringLiteral("prizes")]
            = QJsonObject {{QStringLiteral("sharing"), p.prizes->sharing},
                {QStringLiteral("rule"), p.prizes->rule}};
    if (p.playoff) {
        QJsonObject playoff {{QStringLiteral("template"), p.playoff->templateName},
            {QStringLiteral("rule"), p.playoff->rule}};
        if (!p.playoff->description.isEmpty())
            playoff[QStringLiteral("description")] = p.playoff->description;
        root[QStringLiteral("playoff")] = playoff;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace arb
