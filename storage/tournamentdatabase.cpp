// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentdatabase.h"
#include "rules/fidemode.h"

#include "changejournal.h"
#include "connection.h"
#include "contentcheck.h"
#include "eventfields.h"
#include "eventrepository.h"
#include "notifications.h"
#include "playerrepository.h"
#include "playoff/playoffstore.h"
#include "playoffrepository.h"
#include "postgres.h"
#include "presetrepository.h"
#include "result.h"
#include "roundrepository.h"
#include "rules/corrections.h"
#include "rules/tournamentchecks.h"
#include "schema.h"
#include "teamrepository.h"
#include "tiebreaks/tiebreak.h"
#include "trf/trf.h"
#include "trf/trfexport.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>

namespace arb {

using storage::ChangeSet;
using storage::EventRepository;
using storage::PlayerRepository;
using storage::PlayoffRepository;
using storage::RoundRepository;
using storage::TeamRepository;

TournamentDatabase::TournamentDatabase()
    : m_connection(std::make_unique<storage::Connection>())
    , m_journal(std::make_unique<storage::ChangeJournal>(*m_connection))
{
    wireJournal();
}

TournamentDatabase::~TournamentDatabase()
{
    close();
}

bool TournamentDatabase::fail(QString *error, const QString &message) const
{
    if (error)
        *error = message;
    return false;
}

bool TournamentDatabase::isOpen() const
{
    return m_connection->isOpen();
}

bool TournamentDatabase::isServer() const
{
    return m_connection->isServer();
}

QString TournamentDatabase::path() const
{
    return m_connection->path();
}

void TournamentDatabase::close()
{
    m_listener.reset();
    m_connection->close();
    m_t = Tournament();
    m_withdrawn.clear();
    m_warnings.clear();
}

bool TournamentDatabase::create(const QString &path, QString *error)
{
    close();
    if (path != u":memory:" && !storage::postgres::isUrl(path) && QFileInfo::exists(path))
        return fail(error, tr("%1 already exists; choose another name").arg(path));
    if (!m_connection->open(path, true, SchemaVersion, ApplicationId, error))
        return false;
    Tournament t;
    t.type = TournamentType::Swiss;
    const bool file = path != u":memory:" && !storage::postgres::isUrl(path);
    // A file that cannot be set up is not left behind: it would open as an empty event.
    auto removeFile = [&] {
        close();
        if (file)
            storage::removeDatabaseFiles(path);
    };
    QSqlDatabase &db = m_connection->database();
    QSqlError e;
    if (!db.transaction() || !EventRepository::insert(db, t, &e) || !db.commit()) {
        // A failed BEGIN or COMMIT leaves no statement error: the connection's says why.
        if (!e.isValid())
            e = db.lastError();
        db.rollback();
        removeFile();
        return fail(error,
            tr("cannot write %1: %2").arg(storage::postgres::shown(path), storage::problemText(e)));
    }
    QString message;
    if (!readAll(&m_t, &m_withdrawn, &message)) {
        removeFile();
        return fail(error, message);
    }
    startListening();
    return true;
}

void TournamentDatabase::swap(TournamentDatabase &other) noexcept
{
    std::swap(m_connection, other.m_connection);
    std::swap(m_journal, other.m_journal);
    std::swap(m_t, other.m_t);
    std::swap(m_withdrawn, other.m_withdrawn);
    std::swap(m_warnings, other.m_warnings);
    std::swap(m_backupsKept, other.m_backupsKept);
    std::swap(m_listener, other.m_listener);
    // The journal's checks and the listener act on the object that holds them now.
    wireJournal();
    other.wireJournal();
    if (m_listener)
        m_listener->setOwner(this);
    if (other.m_listener)
        other.m_listener->setOwner(&other);
}

bool TournamentDatabase::open(const QString &path, QString *error)
{
    close();
    if (path != u":memory:" && !storage::postgres::isUrl(path) && !QFileInfo::exists(path))
        return fail(error, tr("%1 does not exist").arg(path));
    if (!m_connection->open(path, false, SchemaVersion, ApplicationId, error))
        return false;
    QString message;
    if (!readAll(&m_t, &m_withdrawn, &message)) {
        close();
        return fail(error, message);
    }
    m_warnings = m_connection->notes()
        + storage::ContentCheck::run(m_connection->database(), this->path());
    startListening();
    return true;
}

bool TournamentDatabase::createFrom(const QString &path, const Tournament &t, QString *error)
{
    // An event on a server is not a file: nothing to remove (a failed import leaves the empty
    // event in the database).
    const bool existed
        = path == u":memory:" || storage::postgres::isUrl(path) || QFileInfo::exists(path);
    if (create(path, error) && importTournament(t, error))
        return true;
    close();
    // A failed import leaves nothing behind.
    if (!existed)
        storage::removeDatabaseFiles(path);
    return false;
}

bool TournamentDatabase::readAll(Tournament *t, QHash<int, int> *withdrawn, QString *error) const
{
    *t = Tournament();
    withdrawn->clear();
    const QSqlDatabase &db = m_connection->database();
    QSqlError e;
    if (!EventRepository::read(db, t, &e) || !PlayerRepository::read(db, t, withdrawn, &e)
        || !RoundRepository::read(db, t, &e) || !TeamRepository::read(db, t, &e))
        return fail(error, tr("cannot read %1: %2").arg(path(), e.text()));
    PlayoffRepository::normalise(*t);
    // An event imported before the time control code was a field of its own kept the 222
    // record among the others.
    if (t->timeControlCode.isEmpty()) {
        for (const RawRecord &r : std::as_const(t->otherRecords))
            if (r.line.startsWith(QLatin1String("222 ")) && t->timeControlCode.isEmpty())
                t->timeControlCode = r.line.mid(4).trimmed();
    }
    t->otherRecords.removeIf(
        [](const RawRecord &r) { return r.line.startsWith(QLatin1String("222 ")); });
    return true;
}

std::optional<Tournament> TournamentDatabase::load(QString *error) const
{
    Tournament t;
    QHash<int, int> withdrawn;
    if (!isOpen() || !readAll(&t, &withdrawn, error))
        return std::nullopt;
    return t;
}

bool TournamentDatabase::importTournament(const Tournament &t, QString *error)
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    if (!m_t.players.isEmpty())
        return fail(
            error, tr("%1 already holds players; import into a new tournament").arg(path()));
    // A tie-break list that does not parse would make standings, checks and the published site
    // fail for the event: it is left out, and the event uses the default list until the
    // arbiter chooses one.
    Tournament stored = t;
    QString listProblem;
    if (!t.tieBreaks.isEmpty() && !parseTieBreakList(t.tieBreaks.join(u' '), &listProblem)) {
        stored.tieBreaks.clear();
        stored.tieBreaksFromTeamRecord = false;
        const QString list = t.tieBreaks.join(u' ');
        listProblem = t.tieBreaksLine.number > 0
            ? tr("line %1: the tie-break list \"%2\" cannot be used (%3); the event was imported "
                 "without it and uses the default list until one is chosen under Tie-breaks")
                  .arg(t.tieBreaksLine.number)
                  .arg(list, listProblem)
            : tr("the tie-break list \"%1\" cannot be used (%2); the event was imported without "
                 "it and uses the default list until one is chosen under Tie-breaks")
                  .arg(list, listProblem);
    }
    QSqlDatabase &db = m_connection->database();
    if (!db.transaction())
        return fail(
            error, tr("cannot write %1: %2").arg(path(), storage::writeProblem(db.lastError())));
    QSqlError e;
    QSqlQuery q(db);
    const bool ok = q.exec(QStringLiteral("DELETE FROM %1").arg(schema::meta::table))
        && EventRepository::insert(db, stored, &e) && PlayerRepository::insert(db, stored, &e)
        && RoundRepository::insert(db, stored, &e) && TeamRepository::insert(db, stored, &e)
        && m_journal->recordImport(tr("Import \"%1\"").arg(t.name),
            tr("%n player(s)", nullptr, int(t.players.size())) + QStringLiteral(", ")
                + tr("%n round(s)", nullptr, t.roundCount()),
            &e);
    if (!ok || !db.commit()) {
        // A failed COMMIT leaves no statement error: take the connection's then.
        if (!e.isValid())
            e = q.lastError().isValid() ? q.lastError() : db.lastError();
        db.rollback();
        return fail(error, tr("cannot import into %1: %2").arg(path(), storage::writeProblem(e)));
    }
    m_t = stored;
    if (!listProblem.isEmpty())
        m_warnings.append(listProblem);
    TeamRepository::normalise(m_t.teamData);
    PlayoffRepository::normalise(m_t);
    if (m_t.type == TournamentType::Unknown)
        m_t.type = guessTournamentType(m_t);
    m_withdrawn.clear();
    return true;
}

QByteArray TournamentDatabase::exportTrf() const
{
    // Points and ranks computed, not copied from an import: the rating report. A withdrawn
    // player's rounds are written as absences through the last round played, so that a reader
    // (a pairing checker, the rating officer's tools) does not take him for a player to pair.
    Tournament withdrawalsWritten = m_t;
    markWithdrawals(withdrawalsWritten, m_withdrawn, m_t.roundCount());
    // And recorded, so that a reader ranks a round robin as the program does (C.06 V.4.1).
    recordWithdrawals(withdrawalsWritten, m_withdrawn);
    Tournament t = tournamentForExport(withdrawalsWritten);
    completeReportHeader(t);
    static const char *states[] = {"", " (undone)", " (discarded)", "", ""};
    for (const AuditEntry &a : auditLog()) {
        QString line
            = QStringLiteral("### audit %1 %2 %3%4")
                  .arg(a.id)
                  .arg(a.when.toString(Qt::ISODate), a.what, QLatin1String(states[int(a.state)]));
        if (!a.before.isEmpty() || !a.after.isEmpty())
            line += QStringLiteral(" | %1 -> %2")
                        .arg(a.before.isEmpty() ? QStringLiteral("-") : a.before,
                            a.after.isEmpty() ? QStringLiteral("-") : a.after);
        if (!a.reason.isEmpty())
            line += QStringLiteral(" | ") + a.reason;
        if (!a.arbiter.isEmpty())
            line += QStringLiteral(" | by ") + a.arbiter;
        line.replace(u'\n', u' ');
        // A round's pairing lists every board: 12,000 characters at 100 boards. Lines of at
        // most MaxAuditLine characters, broken at blanks, the next ones marked as continued,
        // for editors and for programs that read lines of a bounded length.
        constexpr qsizetype MaxAuditLine = 1000;
        const QString continued = QStringLiteral("### audit %1 (continued) ").arg(a.id);
        while (line.size() > MaxAuditLine) {
            qsizetype cut = line.lastIndexOf(u' ', MaxAuditLine);
            if (cut <= continued.size())
                cut = MaxAuditLine; // no blank to break at
            t.otherRecords.append({line.left(cut)});
            line = continued + line.mid(cut).trimmed();
        }
        t.otherRecords.append({line});
    }
    return writeTrf(t);
}

bool TournamentDatabase::copyTo(const QString &target, QString *error) const
{
    if (!isOpen())
        return fail(error, tr("no tournament database is open"));
    return m_connection->copyTo(target, error);
}

QString TournamentDatabase::nameOf(int startNo) const
{
    const int i = m_t.indexOf(startNo);
    return i < 0 || m_t.players[i].name.isEmpty()
        ? QString::number(startNo)
        : QStringLiteral("%1 %2").arg(startNo).arg(m_t.players[i].name);
}

bool TournamentDatabase::commit(
    const QString &what, const ChangeSet &changes, const QString &reason, QString *error)
{
    // A FILE-wal removed while the file is open is written back before anything else.
    if (const QString note = m_connection->checkJournal(); !note.isEmpty())
        m_warnings.append(note);
    if (refuseWhenLost(error))
        return false;
    const QList<int> rounds = openRoundsOf(changes);
    m_journal->setNameOf([this](int startNo) { return nameOf(startNo); });
    const auto written = m_journal->record(what, changes, reason, error);
    if (!written) {
        refreshConflicting();
        noticeFailure(error);
        return false;
    }
    apply(*written);
    roundsChanged(rounds);
    return true;
}

void TournamentDatabase::apply(const ChangeSet &changes)
{
    for (const storage::RowChange &c : changes) {
        if (c.table == schema::meta::table)
            EventRepository::apply(m_t, c);
        else if (c.table == schema::teams::table || c.table == schema::lineups::table)
            TeamRepository::apply(m_t, c);
        else if (c.table == schema::players::table)
            PlayerRepository::apply(m_t, m_withdrawn, c);
        else
            RoundRepository::apply(m_t, c);
    }
}

bool TournamentDatabase::undoWouldEnterFideMode() const
{
    if (isFideMode(m_t) || !m_journal)
        return false;
    Tournament after = m_t;
    for (const storage::RowChange &c : m_journal->nextRows(true))
        if (c.table == schema::meta::table)
            EventRepository::apply(after, c);
    return isFideMode(after);
}

bool TournamentDatabase::undo(QString *error)
{
    if (refuseWhenLost(error))
        return false;
    // Leaving FIDE mode is never taken back (C.02 B21): an undo that would take its record out
    // is refused.
    if (undoWouldEnterFideMode())
        return fail(error,
            tr("leaving FIDE mode cannot be undone: the event stays outside FIDE mode (its "
               "rating report records when and why it left)"));
    const auto written = m_journal->undo(error);
    if (written)
        apply(*written);
    else {
        refreshConflicting();
        noticeFailure(error);
    }
    return written.has_value();
}

bool TournamentDatabase::redo(QString *error)
{
    if (refuseWhenLost(error))
        return false;
    const auto written = m_journal->redo(error);
    if (written)
        apply(*written);
    else {
        refreshConflicting();
        noticeFailure(error);
    }
    return written.has_value();
}

bool TournamentDatabase::canUndo() const
{
    return !undoText().isNull();
}

bool TournamentDatabase::canRedo() const
{
    return !redoText().isNull();
}

QString TournamentDatabase::undoText() const
{
    return m_journal->undoText();
}

QString TournamentDatabase::redoText() const
{
    return m_journal->redoText();
}

QList<AuditEntry> TournamentDatabase::auditLog(int latest) const
{
    return m_journal->log(latest);
}

// Players.

bool TournamentDatabase::setPlayer(const Player &p, const QString &reason, QString *error)
{
    if (const auto refused = checkPlayer(m_t, p))
        return fail(error, *refused);
    const bool exists = m_t.indexOf(p.startNo) >= 0;
    QString what = exists ? tr("Edit player %1 %2").arg(p.startNo).arg(p.name)
                          : tr("Add player %1 %2").arg(p.startNo).arg(p.name);
    if (exists) {
        // Which fields changed, as the audit log says them: "rating 2310 -> 2350".
        const Player &old = m_t.players[m_t.indexOf(p.startNo)];
        QStringList changed;
        auto field = [&changed](const QString &name, const QString &was, const QString &now) {
            if (was != now)
                changed.append(QStringLiteral("%1 %2 -> %3")
                                   .arg(name, was.isEmpty() ? QStringLiteral("-") : was,
                                       now.isEmpty() ? QStringLiteral("-") : now));
        };
        field(tr("name"), old.name, p.name);
        field(tr("title"), old.title, p.title);
        field(tr("sex"), old.sex.isNull() ? QString() : QString(old.sex),
            p.sex.isNull() ? QString() : QString(p.sex));
        field(tr("federation"), old.federation, p.federation);
        field(tr("FIDE ID"), old.fideId, p.fideId);
        field(tr("birth date"), old.birthDate, p.birthDate);
        field(tr("club"), old.club, p.club);
        field(tr("rating"), old.rating > 0 ? QString::number(old.rating) : QString(),
            p.rating > 0 ? QString::number(p.rating) : QString());
        field(tr("K factor"), old.kFactor > 0 ? QString::number(old.kFactor) : QString(),
            p.kFactor > 0 ? QString::number(p.kFactor) : QString());
        if (!changed.isEmpty())
            what += QStringLiteral(": ") + changed.join(QStringLiteral("; "));
    }
    return commit(what, {PlayerRepository::change(p, withdrawnFrom(p.startNo))}, reason, error);
}

bool TournamentDatabase::removePlayer(int startNo, const QString &reason, QString *error)
{
    if (const auto refused = checkPlayerRemoval(m_t, startNo))
        return fail(error, *refused);
    // His national rating records go with him, and his place in the list of players allowed
    // no half-point bye.
    Tournament after = m_t;
    RatingMethods::removeNationalRecords(after, startNo);
    RatingPeriods::removeLaterRatings(after, startNo);
    QList<int> excluded = halfByesExcluded(after);
    if (excluded.removeAll(startNo) > 0)
        setHalfByesExcluded(after, excluded);
    ChangeSet rows = EventRepository::changes(m_t, after);
    rows.append(PlayerRepository::removal(startNo));
    return commit(
        tr("Remove player %1 %2").arg(startNo).arg(m_t.players[m_t.indexOf(startNo)].name), rows,
        reason, error);
}

// Rounds and results.

bool TournamentDatabase::setGame(int round, int white, int black, char whiteCode,
    const QString &reason, QString *error, const ManualPairing *manual)
{
    if (const auto refused = checkGame(m_t, m_withdrawn, round, white, black, whiteCode))
        return fail(error, *refused);
    ChangeSet rows;
    // Former opponents of either player lose their pairing.
    for (int s : {white, black}) {
        if (auto e = pairedEntry(m_t, s, round);
            e && e->opponent > 0 && e->opponent != white && e->opponent != black)
            rows.append(RoundRepository::change(e->opponent, round, std::nullopt));
    }
    const char blackCode = whiteCode == 'X' ? '-' : result::mirrored(whiteCode);
    const char wc = whiteCode == 'X' ? '-' : whiteCode;
    const bool rated = wc != 'W' && wc != 'D' && wc != 'L';
    rows.append(
        RoundRepository::change(white, round, RoundEntry {black, Colour::White, wc, rated}));
    rows.append(
        RoundRepository::change(black, round, RoundEntry {white, Colour::Black, blackCode, rated}));
    const QString text = wc == ' ' ? tr("no result")
        : whiteCode == 'X'         ? result::gameText('X')
                                   : result::gameText(wc);
    QString what = tr("Round %1: %2 - %3 %4").arg(round).arg(nameOf(white), nameOf(black), text);
    if (const auto e = pairedEntry(m_t, white, round); e && e->opponent == black)
        if (const auto c = correctionOf(m_t, round, white, whiteCode))
            what += recordCorrection(*c, &rows);
    if (manual) {
        recordManualPairing(round, *manual, &rows);
        if (manual->differs())
            what += tr(" (a manual pairing: the rules give %1)").arg(boardsText(manual->engine));
    }
    return commit(what, rows, reason, error);
}

bool TournamentDatabase::setResult(
    int round, int startNo, char code, const QString &reason, QString *error)
{
    if (const auto refused = checkResult(m_t, round, startNo, code))
        return fail(error, *refused);
    const RoundEntry e = *pairedEntry(m_t, startNo, round);
    if (e.opponent > 0) {
        // The double forfeit X is entered as it is from either side.
        if (e.colour == Colour::Black)
            return setGame(round, e.opponent, startNo, code == 'X' ? 'X' : result::mirrored(code),
                reason, error);
        return setGame(round, startNo, e.opponent, code, reason, error);
    }
    return setBye(round, startNo, code, reason, error);
}

bool TournamentDatabase::setBye(int round, int startNo, char code, const QString &reason,
    QString *error, const ManualPairing *manual)
{
    if (const auto refused = checkBye(m_t, round, startNo, code))
        return fail(error, *refused);
    ChangeSet rows;
    if (auto e = pairedEntry(m_t, startNo, round); e && e->opponent > 0)
        rows.append(RoundRepository::change(e->opponent, round, std::nullopt));
    QString what = tr("Round %1: bye %2 for %3").arg(round).arg(QChar(code)).arg(nameOf(startNo));
    if (auto e = pairedEntry(m_t, startNo, round); e && e->opponent == 0)
        if (const auto c = correctionOf(m_t, round, startNo, code))
            what += recordCorrection(*c, &rows);
    rows.append(RoundRepository::change(startNo, round, RoundEntry {0, Colour::None, code, true}));
    if (manual) {
        recordManualPairing(round, *manual, &rows);
        if (manual->differs())
            what += tr(" (a manual pairing: the rules give %1)").arg(boardsText(manual->engine));
    }
    return commit(what, rows, reason, error);
}

bool TournamentDatabase::clearEntry(int round, int startNo, const QString &reason, QString *error)
{
    const auto e = pairedEntry(m_t, startNo, round);
    if (!e)
        return true;
    ChangeSet rows;
    if (e->opponent > 0)
        rows.append(RoundRepository::change(e->opponent, round, std::nullopt));
    rows.append(RoundRepository::change(startNo, round, std::nullopt));
    return commit(tr("Round %1: unpair %2").arg(round).arg(nameOf(startNo)), rows, reason, error);
}

bool TournamentDatabase::setRoundPairing(int round, const QList<Board> &boards,
    const QString &method, const QString &reason, QString *error,
    const std::optional<ManualPairing> &manual)
{
    QList<QPair<int, int>> pairs;
    for (const Board &b : boards)
        pairs.append({b.white, b.black});
    if (const auto refused = checkRoundPairing(m_t, m_withdrawn, round, pairs))
        return fail(error, *refused);
    // The round's pairing without results (games and the pairing-allocated bye) is replaced;
    // requested byes stay, and so does a pairing-allocated bye given before the round had games.
    // A row removed and written again is written once.
    QHash<int, std::optional<RoundEntry>> after;
    bool paired = false;
    for (const Player &p : m_t.players)
        if (const auto e = pairedEntry(m_t, p.startNo, round); e && e->opponent > 0)
            paired = true;
    for (const Player &p : m_t.players)
        if (const auto e = pairedEntry(m_t, p.startNo, round);
            e && (e->opponent > 0 || (paired && e->code == 'U')))
            after.insert(p.startNo, std::nullopt);
    QStringList text;
    for (const Board &b : boards) {
        if (b.black == 0) {
            after.insert(b.white, RoundEntry {0, Colour::None, 'U', true});
            text << tr("%1 bye").arg(b.white);
            continue;
        }
        after.insert(b.white, RoundEntry {b.black, Colour::White, ' ', true});
        after.insert(b.black, RoundEntry {b.white, Colour::Black, ' ', true});
        text << QStringLiteral("%1-%2").arg(b.white).arg(b.black);
    }
    ChangeSet rows;
    for (const Player &p : m_t.players)
        if (after.contains(p.startNo))
            rows.append(RoundRepository::change(p.startNo, round, after.value(p.startNo)));
    // The board numbers are fixed with the pairing: a later correction of an earlier round
    // changes scores, never the boards of a list already printed.
    QMap<int, QList<int>> orders = m_t.boardOrders;
    QList<int> whites;
    for (const Board &b : boards)
        whites.append(b.white);
    orders.insert(round, whites);
    rows.append(EventRepository::change(
        QStringLiteral("boardOrders"), EventRepository::boardOrdersText(orders)));
    // The round's manual-pairing record is that of this pairing: one that differs from the
    // engine's replaces the one of an earlier pairing of the round, one that agrees clears it.
    {
        std::optional<ManualPairing> made = manual;
        if (made) {
            made->arbiter = recordingArbiter();
            made->when = QDateTime::currentDateTimeUtc();
        }
        Tournament t = m_t;
        replaceManualPairingRecord(t, round, made ? &*made : nullptr);
        if (t.otherRecords != m_t.otherRecords)
            rows.append(EventRepository::otherRecordsChange(t));
    }
    return commit(tr("Round %1 paired (%2): %3").arg(round).arg(method, text.join(u' ')), rows,
        reason, error);
}

bool TournamentDatabase::setRoundRobinPairing(TournamentType type,
    const QList<QList<Board>> &rounds, const QString &systemCode, const QString &reason,
    QString *error)
{
    if (type != TournamentType::RoundRobin && type != TournamentType::DoubleRoundRobin)
        return fail(error, tr("a round robin pairing needs a round-robin type"));
    QHash<QPair<int, int>, std::optional<RoundEntry>> after; // (start number, round)
    int lastRound = int(rounds.size());
    for (const Player &p : m_t.players) {
        lastRound = std::max<int>(lastRound, int(p.rounds.size()));
        for (int r = 1; r <= p.rounds.size(); ++r)
            after.insert({p.startNo, r}, std::nullopt);
    }
    for (int r = 1; r <= rounds.size(); ++r) {
        for (const Board &b : rounds[r - 1]) {
            if (b.black == 0)
                continue;
            if (m_t.indexOf(b.white) < 0 || m_t.indexOf(b.black) < 0 || b.white == b.black)
                return fail(error,
                    tr("round %1: no game %2-%3 in this event").arg(r).arg(b.white).arg(b.black));
            after.insert({b.white, r}, RoundEntry {b.black, Colour::White, ' ', true});
            after.insert({b.black, r}, RoundEntry {b.white, Colour::Black, ' ', true});
        }
    }
    ChangeSet rows = {
        EventRepository::change(QStringLiteral("type"), QString::number(int(type))),
        EventRepository::change(QStringLiteral("declaredRounds"), QString::number(rounds.size())),
    };
    if (!systemCode.isEmpty())
        rows.append(EventRepository::change(QStringLiteral("systemText"), systemCode));
    for (const Player &p : m_t.players)
        for (int r = 1; r <= lastRound; ++r)
            if (after.contains({p.startNo, r}))
                rows.append(RoundRepository::change(p.startNo, r, after.value({p.startNo, r})));
    QMap<int, QList<int>> orders; // the Berger tables' boards
    for (int r = 1; r <= rounds.size(); ++r)
        for (const Board &b : rounds[r - 1])
            if (b.black != 0)
                orders[r].append(b.white);
    rows.append(EventRepository::change(
        QStringLiteral("boardOrders"), EventRepository::boardOrdersText(orders)));
    const int deleted = resultCount();
    return commit(type == TournamentType::DoubleRoundRobin
            ? tr("Double round robin paired from the Berger tables: %n round(s)", nullptr,
                int(rounds.size()))
            : tr("Round robin paired from the Berger tables: %n round(s)", nullptr,
                int(rounds.size())),
        rows,
        deleted > 0 ? (reason.isEmpty() ? QString() : reason + QStringLiteral("; "))
                + tr("%n result(s) deleted", nullptr, deleted)
                    : reason,
        error);
}

int TournamentDatabase::resultCount() const
{
    int n = 0;
    for (const Player &p : m_t.players)
        for (const RoundEntry &e : p.rounds)
            n += e.code != ' ' && (e.opponent <= 0 || p.startNo < e.opponent) ? 1 : 0;
    return n;
}

// Event settings.

} // namespace arb
