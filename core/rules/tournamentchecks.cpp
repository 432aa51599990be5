// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentchecks.h"

#include "players/playerfields.h"
#include "result.h"
#include "tiebreaks/tiebreak.h"

#include <QCoreApplication>
#include <QSet>

#include <tuple>

namespace arb {

namespace {

    // The messages keep the context they had in storage, so their translations still apply.
    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(arb::TournamentDatabase)
    };

} // namespace

std::optional<RoundEntry> pairedEntry(const Tournament &t, int startNo, int round)
{
    const int i = t.indexOf(startNo);
    if (i < 0 || round < 1 || round > t.players[i].rounds.size())
        return std::nullopt;
    const RoundEntry &e = t.players[i].rounds[round - 1];
    if (e.opponent == 0 && e.code == ' ')
        return std::nullopt;
    return e;
}

std::optional<QString> checkRound(int round)
{
    if (round < 1 || round > 999)
        return Text::tr("round %1 is invalid").arg(round);
    return std::nullopt;
}

std::optional<QString> checkGame(const Tournament &t, const QHash<int, int> &withdrawn, int round,
    int white, int black, char whiteCode)
{
    if (auto refused = checkRound(round))
        return refused;
    for (int s : {white, black}) {
        if (t.indexOf(s) < 0)
            return Text::tr("round %1: there is no player %2").arg(round).arg(s);
        if (const int w = withdrawn.value(s, 0); w > 0 && round >= w) {
            // A round robin's games are scheduled: those of a withdrawn player are lost by
            // forfeit (or by both), as C.06 V.4 writes them ("-" and "+").
            const int i = t.indexOf(s);
            const int other = s == white ? black : white;
            const char own = s == white ? whiteCode : result::mirrored(whiteCode);
            const bool scheduled = t.isRoundRobin() && round <= t.players[i].rounds.size()
                && t.players[i].rounds[round - 1].opponent == other;
            if (!scheduled || (own != '-' && whiteCode != 'X'))
                return Text::tr("round %1: player %2 withdrew from round %3")
                    .arg(round)
                    .arg(s)
                    .arg(w);
        }
    }
    if (white == black)
        return Text::tr("round %1: player %2 cannot play against themselves").arg(round).arg(white);
    if (!result::isGameCode(whiteCode))
        return Text::tr("round %1: '%2' is not a result for a game")
            .arg(round)
            .arg(QChar(whiteCode));
    return std::nullopt;
}

std::optional<QString> checkResult(const Tournament &t, int round, int startNo, char code)
{
    const auto e = pairedEntry(t, startNo, round);
    if (t.indexOf(startNo) < 0)
        return Text::tr("round %1: there is no player %2").arg(round).arg(startNo);
    if (!e)
        return Text::tr("round %1: player %2 is not paired; pair them or give a bye first")
            .arg(round)
            .arg(startNo);
    if (e->opponent > 0 && !result::isGameCode(code))
        return Text::tr("impossible result in round %1: player %2 is paired against %3, "
                        "so '%4' (a bye) cannot be their result")
            .arg(round)
            .arg(startNo)
            .arg(e->opponent)
            .arg(QChar(code));
    return std::nullopt;
}

std::optional<QString> checkBye(const Tournament &t, int round, int startNo, char code)
{
    if (auto refused = checkRound(round))
        return refused;
    if (t.indexOf(startNo) < 0)
        return Text::tr("round %1: there is no player %2").arg(round).arg(startNo);
    if (!result::isByeCode(code))
        return Text::tr("impossible result in round %1: '%2' is not a bye (use H, F, U or Z)")
            .arg(round)
            .arg(QChar(code));
    return std::nullopt;
}

std::optional<QString> checkPlayer(const Tournament &t, const Player &p)
{
    if (p.startNo < 1)
        return Text::tr("start number %1 is invalid: it must be 1 or more").arg(p.startNo);
    if (p.name.trimmed().isEmpty())
        return Text::tr("player %1 needs a name").arg(p.startNo);
    if (p.rating < 0 || p.rating > 4000)
        return Text::tr("player %1: rating %2 is out of range (0-4000)")
            .arg(p.startNo)
            .arg(p.rating);
    if (p.kFactor != 0 && p.kFactor != 10 && p.kFactor != 20 && p.kFactor != 40)
        return Text::tr("player %1: K factor %2 is not a FIDE K (10, 20 or 40, or 0 to derive it)")
            .arg(p.startNo)
            .arg(p.kFactor);
    // The fields with a fixed form must be as PlayerFields stores them; a value read
    // from an older file stays as long as it is not changed.
    const int i = t.indexOf(p.startNo);
    const Player *old = i >= 0 ? &t.players[i] : nullptr;
    const QString sex = p.sex.isNull() ? QString() : QString(p.sex);
    const QString oldSex = !old || old->sex.isNull() ? QString() : QString(old->sex);
    const QList<std::tuple<PlayerField, QString, QString>> fields
        = {{PlayerField::Title, p.title, old ? old->title : QString()},
            {PlayerField::Federation, p.federation, old ? old->federation : QString()},
            {PlayerField::FideId, p.fideId, old ? old->fideId : QString()},
            {PlayerField::BirthDate, p.birthDate, old ? old->birthDate : QString()},
            {PlayerField::Sex, sex, oldSex}};
    for (const auto &[field, value, oldValue] : fields) {
        if (old && value == oldValue)
            continue;
        QString error;
        const auto normalised = PlayerFields::normalise(field, value, &error);
        if (!normalised)
            return Text::tr("player %1: %2").arg(p.startNo).arg(error);
        if (normalised->value != value)
            return Text::tr("player %1: %2 \"%3\" must be stored as \"%4\"")
                .arg(p.startNo)
                .arg(PlayerFields::fieldName(field), value, normalised->value);
    }
    if (!p.fideId.trimmed().isEmpty()) {
        for (const Player &o : t.players) {
            if (o.startNo != p.startNo && o.fideId.trimmed() == p.fideId.trimmed())
                return Text::tr("FIDE id %1 is already used by player %2 (%3)")
                    .arg(p.fideId)
                    .arg(o.startNo)
                    .arg(o.name);
        }
    }
    return std::nullopt;
}

std::optional<QString> checkPlayerRemoval(const Tournament &t, int startNo)
{
    const int i = t.indexOf(startNo);
    if (i < 0)
        return Text::tr("there is no player %1").arg(startNo);
    for (int r = 1; r <= t.players[i].rounds.size(); ++r) {
        if (pairedEntry(t, startNo, r))
            return Text::tr("player %1 has rounds entered; withdraw them instead").arg(startNo);
    }
    return std::nullopt;
}

std::optional<QString> checkWithdrawal(const Tournament &t, int startNo, int fromRound)
{
    if (t.indexOf(startNo) < 0)
        return Text::tr("there is no player %1").arg(startNo);
    if (fromRound < 0)
        return Text::tr("round %1 is invalid").arg(fromRound);
    return std::nullopt;
}

std::optional<QString> checkTieBreaks(const QStringList &specs)
{
    for (const QString &s : specs) {
        QString message;
        if (!parseTieBreakSpec(s, &message))
            return Text::tr("tie-break \"%1\": %2").arg(s, message);
    }
    return std::nullopt;
}

std::optional<QString> checkTeam(const Tournament &t, const Team &team)
{
    if (team.number < 1)
        return Text::tr("team number %1 is invalid: it must be 1 or more").arg(team.number);
    if (team.name.trimmed().isEmpty())
        return Text::tr("team %1 needs a name").arg(team.number);
    QSet<int> seen;
    for (int startNo : team.players) {
        if (t.indexOf(startNo) < 0)
            return Text::tr("team %1: there is no player %2").arg(team.number).arg(startNo);
        if (seen.contains(startNo))
            return Text::tr("team %1: player %2 is listed twice").arg(team.number).arg(startNo);
        seen.insert(startNo);
        for (const Team &other : t.teamData.teams) {
            if (other.number != team.number && other.players.contains(startNo))
                return Text::tr("team %1: player %2 already plays for team %3 (%4)")
                    .arg(team.number)
                    .arg(startNo)
                    .arg(other.number)
                    .arg(other.name);
        }
    }
    return std::nullopt;
}

std::optional<QString> checkTeamRemoval(const Tournament &t, int number)
{
    if (t.teamData.indexOf(number) < 0)
        return Text::tr("there is no team %1").arg(number);
    return std::nullopt;
}

std::optional<QString> checkTeamLineup(const Tournament &t, const TeamLineup &lineup)
{
    if (auto refused = checkRound(lineup.round))
        return refused;
    const int i = t.teamData.indexOf(lineup.team);
    if (i < 0)
        return Text::tr("round %1: there is no team %2").arg(lineup.round).arg(lineup.team);
    if (lineup.opponent != 0 && t.teamData.indexOf(lineup.opponent) < 0)
        return Text::tr("round %1: there is no team %2").arg(lineup.round).arg(lineup.opponent);
    if (lineup.opponent == lineup.team)
        return Text::tr("round %1: team %2 cannot play against itself")
            .arg(lineup.round)
            .arg(lineup.team);
    const Team &team = t.teamData.teams[i];
    QSet<int> seen;
    for (int b = 0; b < lineup.boards.size(); ++b) {
        const int startNo = lineup.boards[b];
        if (startNo == 0)
            continue;
        if (!team.players.contains(startNo))
            return Text::tr("round %1, team %2, board %3: player %4 is not in the team")
                .arg(lineup.round)
                .arg(lineup.team)
                .arg(b + 1)
                .arg(startNo);
        if (seen.contains(startNo))
            return Text::tr("round %1, team %2: player %3 is on two boards")
                .arg(lineup.round)
                .arg(lineup.team)
                .arg(startNo);
        seen.insert(startNo);
    }
    return std::nullopt;
}

std::optional<QString> checkTeamScoring(const TeamScoring &s)
{
    if (s.win < s.draw || s.draw < s.loss)
        return Text::tr(
            "match points: a win (%1) must give at least a draw (%2), a draw at least a "
            "loss (%3)")
            .arg(s.win.toString(), s.draw.toString(), s.loss.toString());
    return std::nullopt;
}

std::optional<QString> checkBoardColours(const QString &colours)
{
    const QString c = colours.trimmed().toUpper();
    for (int i = 0; i < c.size(); ++i) {
        if (c[i] != u'W' && c[i] != u'B')
            return Text::tr("board colours \"%1\": board %2 must be W or B")
                .arg(colours)
                .arg(i + 1);
    }
    return std::nullopt;
}

namespace {

    //! Returns the refusal when a game of \a round has a result.
    std::optional<QString> roundResultEntered(const Tournament &t, int round, const char *text)
    {
        for (const Player &p : t.players) {
            const auto e = pairedEntry(t, p.startNo, round);
            if (e && e->opponent > 0 && e->code != ' ')
                return QCoreApplication::translate("arb::TournamentDatabase", text)
                    .arg(round)
                    .arg(p.startNo)
                    .arg(e->opponent);
        }
        return std::nullopt;
    }

} // namespace

std::optional<QString> checkRoundPairing(const Tournament &t, const QHash<int, int> &withdrawn,
    int round, const QList<QPair<int, int>> &boards)
{
    if (const auto refused = checkRound(round))
        return refused;
    if (boards.isEmpty())
        return QCoreApplication::translate(
            "arb::TournamentDatabase", "round %1: the pairing has no boards")
            .arg(round);
    QSet<int> paired;
    for (int b = 0; b < boards.size(); ++b) {
        for (const int s : {boards[b].first, boards[b].second}) {
            if (s == 0 && s == boards[b].second)
                continue; // the pairing-allocated bye
            if (t.indexOf(s) < 0)
                return QCoreApplication::translate(
                    "arb::TournamentDatabase", "round %1, board %2: there is no player %3")
                    .arg(round)
                    .arg(b + 1)
                    .arg(s);
            if (const int w = withdrawn.value(s, 0); w > 0 && round >= w)
                return QCoreApplication::translate("arb::TournamentDatabase",
                    "round %1, board %2: player %3 withdrew from round %4")
                    .arg(round)
                    .arg(b + 1)
                    .arg(s)
                    .arg(w);
            if (paired.contains(s))
                return QCoreApplication::translate(
                    "arb::TournamentDatabase", "round %1, board %2: player %3 is paired twice")
                    .arg(round)
                    .arg(b + 1)
                    .arg(s);
            paired.insert(s);
            if (auto e = pairedEntry(t, s, round); e && e->opponent == 0 && e->code != 'U')
                return QCoreApplication::translate("arb::TournamentDatabase",
                    "round %1, board %2: player %3 has a bye \"%4\" in this round")
                    .arg(round)
                    .arg(b + 1)
                    .arg(s)
                    .arg(QChar(e->code));
        }
    }
    return roundResultEntered(t, round,
        QT_TRANSLATE_NOOP("arb::TournamentDatabase",
            "round %1 already has results (player %2 against %3); unpair it first"));
}

std::optional<QString> checkRoundUnpairing(const Tournament &t, int round)
{
    if (const auto refused = roundResultEntered(t, round,
            QT_TRANSLATE_NOOP("arb::TournamentDatabase",
                "round %1 has results (player %2 against %3); delete them before unpairing the "
                "round")))
        return refused;
    for (const Player &p : t.players)
        if (const auto e = pairedEntry(t, p.startNo, round);
            e && (e->opponent > 0 || e->code == 'U'))
            return std::nullopt;
    return QCoreApplication::translate("arb::TournamentDatabase", "round %1 is not paired")
        .arg(round);
}

} // namespace arb
