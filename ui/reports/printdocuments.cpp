// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/printdocuments.h"

#include "reports/listreports.h"
#include "reports/pairingreports.h"
#include "reports/reportbuilder.h"
#include "reports/rulesreport.h"
#include "reports/teamreports.h"
#include "tournamentdocument.h"
#include "trf/roundschedule.h"

#include <QCoreApplication>

#include <optional>

namespace arb {

namespace {

    QString tr(const char *s)
    {
        return QCoreApplication::translate("arb::PrintDocuments", s);
    }

    std::optional<ReportBuilder::Report> builderReport(PrintDocuments::Kind kind)
    {
        switch (kind) {
        case PrintDocuments::Kind::Standings:
            return ReportBuilder::Report::Standings;
        case PrintDocuments::Kind::CrossTable:
            return ReportBuilder::Report::CrossTable;
        case PrintDocuments::Kind::TeamStandings:
            return ReportBuilder::Report::TeamStandings;
        case PrintDocuments::Kind::TeamCrossTable:
            return ReportBuilder::Report::TeamCrossTable;
        default:
            return std::nullopt;
        }
    }

} // namespace

QList<PrintDocuments::Kind> PrintDocuments::available(const TournamentDocument &document)
{
    QList<Kind> kinds {Kind::PairingsByBoard, Kind::PairingsAlphabetical, Kind::ResultSlips,
        Kind::StartListByRating, Kind::StartListAlphabetical, Kind::Standings, Kind::PrizeList,
        Kind::CrossTable, Kind::ByesAndWithdrawals, Kind::PairingRules, Kind::RatingReport};
    if (document.hasTeams())
        kinds += {Kind::TeamPairings, Kind::MatchCards, Kind::TeamStandings, Kind::TeamCrossTable};
    return kinds;
}

QString PrintDocuments::name(Kind kind)
{
    switch (kind) {
    case Kind::PairingsByBoard:
        return tr("Pairings by board (with scores)");
    case Kind::PairingsAlphabetical:
        return tr("Pairings in alphabetical order");
    case Kind::ResultSlips:
        return tr("Result slips (one per board)");
    case Kind::StartListByRating:
        return tr("Start list by rating");
    case Kind::StartListAlphabetical:
        return tr("Start list in alphabetical order");
    case Kind::Standings:
        return tr("Standings");
    case Kind::CrossTable:
        return tr("Cross table");
    case Kind::ByesAndWithdrawals:
        return tr("Byes and withdrawals");
    case Kind::TeamStandings:
        return tr("Team standings");
    case Kind::TeamCrossTable:
        return tr("Team cross table");
    case Kind::PrizeList:
        return tr("Prize list (overall and per category)");
    case Kind::PairingRules:
        return tr("Pairing rules (acceleration, prohibited pairs)");
    case Kind::TeamPairings:
        return tr("Team pairings (matches of a round)");
    case Kind::MatchCards:
        return tr("Match cards for the captains (one per match)");
    case Kind::RatingReport:
        return tr("FIDE rating changes");
    }
    return QString();
}

bool PrintDocuments::needsRound(Kind kind)
{
    return kind == Kind::PairingsByBoard || kind == Kind::PairingsAlphabetical
        || kind == Kind::ResultSlips || kind == Kind::TeamPairings || kind == Kind::MatchCards;
}

QPageLayout::Orientation PrintDocuments::orientation(Kind kind)
{
    return kind == Kind::CrossTable || kind == Kind::TeamCrossTable ? QPageLayout::Landscape
                                                                    : QPageLayout::Portrait;
}

QString PrintDocuments::title(
    const TournamentDocument &document, Kind kind, const ReportScope &scope)
{
    QString t;
    if (const auto report = builderReport(kind))
        t = ReportBuilder::title(document, *report, scope.round);
    else if (kind == Kind::PairingsByBoard || kind == Kind::PairingsAlphabetical)
        t = tr("Pairings, round %1").arg(scope.round);
    else if (kind == Kind::PairingRules)
        t = tr("Pairing rules");
    else if (kind == Kind::RatingReport)
        t = tr("FIDE rating changes after round %1").arg(lastRoundWithGames(document.tournament()));
    else if (kind == Kind::ResultSlips)
        t = tr("Result slips, round %1").arg(scope.round);
    else if (kind == Kind::TeamPairings)
        t = tr("Team pairings, round %1").arg(scope.round);
    else if (kind == Kind::MatchCards)
        t = tr("Match cards, round %1").arg(scope.round);
    else if (kind == Kind::PrizeList) {
        const Standings &s = document.standings();
        t = (s.rounds >= document.tournament().plannedRounds()
                ? tr("Final prize list after round %1")
                : tr("Prize list after round %1"))
                .arg(s.rounds);
    } else
        t = name(kind);
    // The round's date and start time, as planned in the Event tab.
    if (needsRound(kind)) {
        if (const QString when = roundScheduleText(document.tournament(), scope.round);
            !when.isEmpty())
            t += QStringLiteral(" · ") + when;
    }
    return scope.title.isEmpty() ? t : t + QStringLiteral(" – ") + scope.title;
}

QString PrintDocuments::html(
    const TournamentDocument &document, Kind kind, const ReportScope &scope)
{
    if (const auto report = builderReport(kind))
        return ReportBuilder::body(document, *report, scope);
    switch (kind) {
    case Kind::PairingsByBoard:
        return pairingreports::byBoard(document, scope);
    case Kind::PairingsAlphabetical:
        return pairingreports::alphabetical(document, scope);
    case Kind::ResultSlips:
        return pairingreports::resultSlips(document, scope);
    case Kind::StartListByRating:
    case Kind::StartListAlphabetical:
        return listreports::startList(document, scope, kind == Kind::StartListByRating);
    case Kind::ByesAndWithdrawals:
        return listreports::byesAndWithdrawals(document, scope);
    case Kind::PrizeList:
        return listreports::prizeList(document, scope);
    case Kind::RatingReport:
        return listreports::ratingReport(document, scope);
    case Kind::PairingRules:
        return rulesreport::pairingRules(document, scope);
    case Kind::TeamPairings:
        return teamreports::pairings(document, scope);
    case Kind::MatchCards:
        return teamreports::matchCards(document, scope);
    default:
        return QString();
    }
}

int PrintDocuments::print(const TournamentDocument &document, Kind kind, const ReportScope &scope,
    QPagedPaintDevice *device)
{
    return reportpage::printPaged(reportpage::headerHtml(document, title(document, kind, scope)),
        html(document, kind, scope), device);
}

bool PrintDocuments::writePdf(const TournamentDocument &document, Kind kind,
    const ReportScope &scope, const QString &path, QString *error)
{
    return reportpage::writePdf(
        path, document.tournament().name + QStringLiteral(" – ") + title(document, kind, scope),
        orientation(kind), [&](QPagedPaintDevice *device) { print(document, kind, scope, device); },
        error);
}

} // namespace arb
