// SPDX-License-Identifier: GPL-3.0-or-later
#include "arbiteraccounts.h"

#include "connection.h"
#include "postgres.h"
#include "rowstore.h"
#include "tournamentdatabase.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlQuery>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace arb {

namespace {

    bool failed(QString *error, const QString &message)
    {
        if (error)
            *error = message;
        return false;
    }

    // The comment on a login role add() made (remove() drops only those).
    const char madeHere[] = "Arbiter account";

    // The owner of the event's tables (the one who created it) and the server's administrators
    // are members of the owner role of the audit table.
    const char ownerSql[] = "pg_has_role(session_user, (SELECT relowner FROM pg_class WHERE "
                            "oid = 'audit'::regclass), 'MEMBER')";

    QString quoted(const QSqlDatabase &db, const QString &name)
    {
        return db.driver()->escapeIdentifier(name, QSqlDriver::TableName);
    }

    // A string literal for the statements that take no parameters (CREATE/ALTER ROLE): it
    // reads the same whatever the server's standard_conforming_strings says, an escape string
    // E'...' with \ and ' doubled.
    QString literal(const QString &text)
    {
        QString s = text;
        s.remove(QChar(0));
        s.replace(u'\\', QStringLiteral("\\\\")).replace(u'\'', QStringLiteral("''"));
        return QStringLiteral("E'") + s + u'\'';
    }

    QByteArray hmac(const QByteArray &key, const QByteArray &message)
    {
        return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
    }

    //! Returns \a password prepared as PostgreSQL prepares it before hashing (SASLprep, RFC
    //! 4013): ASCII as it is; otherwise the other spaces as a blank, the characters mapped to
    //! nothing dropped, NFKC; with a control or private-use character left, the text as typed.
    QByteArray saslPrepared(const QString &password)
    {
        const bool ascii = std::all_of(
            password.cbegin(), password.cend(), [](QChar c) { return c.unicode() < 0x80; });
        if (ascii)
            return password.toUtf8();
        QString s;
        for (const QChar c : password) {
            const char16_t u = c.unicode();
            if (u == 0x00a0 || u == 0x1680 || (u >= 0x2000 && u <= 0x200a) || u == 0x202f
                || u == 0x205f || u == 0x3000)
                s += u' ';
            else if (!(u == 0x00ad || u == 0x034f || u == 0x1806 || (u >= 0x180b && u <= 0x180d)
                         || (u >= 0x200b && u <= 0x200d) || u == 0x2060
                         || (u >= 0xfe00 && u <= 0xfe0f) || u == 0xfeff))
                s += c;
        }
        s = s.normalized(QString::NormalizationForm_KC);
        for (const QChar c : s)
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_PrivateUse)
                return password.toUtf8();
        return s.toUtf8();
    }

    //! Returns true when the server compares \a password as Arbiter prepares it: characters
    //! of Unicode 3.2 or earlier in the basic plane, no control, format, private-use or
    //! right-to-left ones (PostgreSQL's SASLprep takes other passwords byte for byte, and
    //! the secret would not match).
    bool comparable(const QString &password)
    {
        if (password.trimmed().isEmpty())
            return false;
        for (const char32_t c : password.toUcs4()) {
            if (c < 0x80)
                continue;
            if (c > 0xffff || QChar::unicodeVersion(c) == QChar::Unicode_Unassigned
                || QChar::unicodeVersion(c) > QChar::Unicode_3_2)
                return false;
            const QChar::Category k = QChar::category(c);
            if (k == QChar::Other_Control || k == QChar::Other_Format
                || k == QChar::Other_PrivateUse || k == QChar::Other_Surrogate)
                return false;
            const QChar::Direction d = QChar::direction(c);
            if (d == QChar::DirR || d == QChar::DirAL)
                return false;
        }
        return true;
    }

    //! Returns the SCRAM-SHA-256 secret of \a password (RFC 5802, RFC 7677) as PostgreSQL
    //! stores it: the server takes it as the password's verifier, so the password itself never
    //! reaches the server, its statement log or any SQL text.
    QString scramSecret(const QString &password)
    {
        constexpr int iterations = 4096;
        QByteArray salt(16, Qt::Uninitialized);
        QRandomGenerator::system()->generate(salt.begin(), salt.end());
        // PBKDF2-HMAC-SHA-256 of one block: the hash's own length.
        const QByteArray key = saslPrepared(password);
        QByteArray u = hmac(key, salt + QByteArray::fromHex("00000001"));
        QByteArray salted = u;
        for (int i = 1; i < iterations; ++i) {
            u = hmac(key, u);
            for (qsizetype b = 0; b < salted.size(); ++b)
                salted[b] = char(salted[b] ^ u[b]);
        }
        const QByteArray stored = QCryptographicHash::hash(
            hmac(salted, QByteArrayLiteral("Client Key")), QCryptographicHash::Sha256);
        const QByteArray server = hmac(salted, QByteArrayLiteral("Server Key"));
        return QStringLiteral("SCRAM-SHA-256$%1:%2$%3:%4")
            .arg(iterations)
            .arg(QString::fromLatin1(salt.toBase64()), QString::fromLatin1(stored.toBase64()),
                QString::fromLatin1(server.toBase64()));
    }

    QList<int> roundsOf(const QSqlDatabase &db, const QString &name, bool *ok)
    {
        QList<int> rounds;
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT round FROM arbiter_rounds WHERE name = ? ORDER BY round"));
        q.addBindValue(name);
        *ok = q.exec();
        while (*ok && q.next())
            rounds.append(q.value(0).toInt());
        return rounds;
    }

    //! Runs \a statements in one transaction; on failure the server's message.
    bool runAll(QSqlDatabase &db, const QList<QSqlQuery *> &prepared, const QStringList &statements,
        QString *problem)
    {
        if (!db.transaction()) {
            *problem = db.lastError().text();
            return false;
        }
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (!q.exec(s)) {
                *problem = q.lastError().databaseText();
                db.rollback();
                return false;
            }
        }
        for (QSqlQuery *p : prepared) {
            if (!p->exec()) {
                *problem = p->lastError().databaseText();
                db.rollback();
                return false;
            }
        }
        if (!db.commit()) {
            *problem = db.lastError().text();
            db.rollback();
            return false;
        }
        return true;
    }

} // namespace

namespace storage {

    QString arbiterName(const Connection &connection)
    {
        if (connection.isServer())
            return QString(QLatin1String(""));
#ifdef Q_OS_UNIX
        if (const passwd *pw = getpwuid(geteuid()); pw && pw->pw_name && *pw->pw_name)
            return QString::fromLocal8Bit(pw->pw_name);
#endif
        QString name = qEnvironmentVariable("USER");
        if (name.isEmpty())
            name = qEnvironmentVariable("USERNAME");
        return name.isEmpty() ? QString(QLatin1String("")) : name;
    }

    QString writeProblem(const QSqlDatabase &db, const QSqlError &e)
    {
        if (e.nativeErrorCode() == u"55P03") {
            // lock_timeout: who holds locks on the event now (the caller rolled back, so it
            // is not among them). A name is all another account sees of a session. Advisory
            // locks (anyone may take one) are nothing a change waits for: their holders are
            // not named.
            QSqlQuery q(db);
            QString holders;
            if (q.exec(QStringLiteral(
                    "SELECT string_agg(DISTINCT a.usename, ', ') FROM pg_catalog.pg_locks l "
                    "JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid WHERE l.granted AND "
                    "l.pid <> pg_backend_pid() AND a.datname = current_database() AND "
                    "(l.locktype <> 'relation' OR l.mode <> 'AccessShareLock') AND "
                    "l.locktype NOT IN ('virtualxid', 'advisory')"))
                && q.next())
                holders = q.value(0).toString();
            const QString seconds = QString::number(postgres::lockTimeoutMs() / 1000.0);
            return holders.isEmpty()
                ? StorageText::tr("another program held the event for over %1 s; nothing was "
                                  "saved, try again")
                      .arg(seconds)
                : StorageText::tr("%1 held the event for over %2 s; nothing was saved, try "
                                  "again (or ask %1 to finish)")
                      .arg(holders, seconds);
        }
        if (e.nativeErrorCode() != u"42501")
            return writeProblem(e);
        // The server's first line without its "ERROR:" ("permission denied for table players").
        QString text = e.databaseText().section(u'\n', 0, 0).trimmed();
        if (text.startsWith(QLatin1String("ERROR:")))
            text = text.mid(6).trimmed();
        // The trigger results_deputy (migrations/0007_arbiters.sql) names the rounds.
        static const QRegularExpression notYours(
            QStringLiteral("you are a deputy for rounds (.*); round (\\d+) is not yours"));
        static const QRegularExpression pairing(
            QStringLiteral("you are a deputy: you enter results and byes; the pairing of round "
                           "(\\d+) is the chief arbiter's"));
        if (const auto m = notYours.match(text); m.hasMatch())
            return StorageText::tr("you are a deputy (your rounds: %1); round %2 is not yours")
                .arg(m.captured(1), m.captured(2));
        if (const auto m = pairing.match(text); m.hasMatch())
            return StorageText::tr(
                "you are a deputy: you enter results and byes; the pairing of round %1 is "
                "the chief arbiter's")
                .arg(m.captured(1));
        // A right the account lacks (permission denied for table …): say what it may do.
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT session_user, (SELECT role FROM arbiters WHERE name = "
                                  "session_user)"))
            && q.next()) {
            const QString name = q.value(0).toString();
            const QString role = q.value(1).toString();
            q.finish();
            bool ok = false;
            const QList<int> rounds = roundsOf(db, name, &ok);
            if (role == u"deputy")
                return StorageText::tr(
                    "you (%1) are a deputy (your rounds: %2): you enter results and byes only; "
                    "this change is the chief arbiter's (the server refused it: %3)")
                    .arg(name, ArbiterAccounts::roundsText(rounds), text);
            if (role == u"viewer")
                return StorageText::tr(
                    "you (%1) are a viewer of this event: you may read it but not change "
                    "it (the server refused the change: %2)")
                    .arg(name, text);
        }
        return StorageText::tr("your account may not make this change (the server refused it: %1)")
            .arg(text);
    }

} // namespace storage

ArbiterAccounts::ArbiterAccounts(TournamentDatabase &db)
    : m_db(db)
{
}

bool ArbiterAccounts::usable(QString *error) const
{
    if (!m_db.isOpen())
        return failed(error, tr("no tournament database is open"));
    if (!m_db.isServer())
        return failed(error,
            tr("%1 is a file: arbiter accounts exist only for an event on a PostgreSQL server "
               "(postgresql://…)")
                .arg(m_db.path()));
    return true;
}

std::optional<ArbiterAccounts::Account> ArbiterAccounts::me(QString *error) const
{
    if (!usable(error))
        return std::nullopt;
    const QSqlDatabase &db = m_db.m_connection->database();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT session_user, %1, (SELECT role FROM arbiters WHERE name = "
                               "session_user)")
                    .arg(QLatin1String(ownerSql)))
        || !q.next()) {
        failed(
            error, tr("cannot read the accounts of %1: %2").arg(m_db.path(), q.lastError().text()));
        return std::nullopt;
    }
    Account a;
    a.name = q.value(0).toString();
    a.owner = q.value(1).toBool();
    // Someone the event does not list reads at most (the server decides what more he may).
    a.role = a.owner ? Role::Chief : roleFromName(q.value(2).toString()).value_or(Role::Viewer);
    q.finish();
    bool ok = false;
    a.rounds = roundsOf(db, a.name, &ok);
    if (!ok) {
        failed(error, tr("cannot read the accounts of %1").arg(m_db.path()));
        return std::nullopt;
    }
    return a;
}

std::optional<QList<ArbiterAccounts::Account>> ArbiterAccounts::list(QString *error) const
{
    if (!usable(error))
        return std::nullopt;
    const QSqlDatabase &db = m_db.m_connection->database();
    QList<Account> accounts;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name, role FROM arbiters ORDER BY name"))) {
        failed(
            error, tr("cannot read the accounts of %1: %2").arg(m_db.path(), q.lastError().text()));
        return std::nullopt;
    }
    while (q.next())
        accounts.append({q.value(0).toString(),
            roleFromName(q.value(1).toString()).value_or(Role::Viewer), {}, false});
    for (Account &a : accounts) {
        bool ok = false;
        a.rounds = roundsOf(db, a.name, &ok);
        if (!ok) {
            failed(error, tr("cannot read the accounts of %1").arg(m_db.path()));
            return std::nullopt;
        }
    }
    return accounts;
}

bool ArbiterAccounts::requireOwner(QString *error) const
{
    const auto mine = me(error);
    if (!mine)
        return false;
    if (!mine->owner)
        return failed(error,
            tr("only the chief arbiter who owns %1 manages its accounts; you are %2 (%3)")
                .arg(m_db.path(), mine->name, describe(*mine)));
    return true;
}

bool ArbiterAccounts::add(const QString &name, const QString &password, Role role, QString *error)
{
    if (!usable(error))
        return false;
    static const QRegularExpression valid(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    if (!valid.match(name).hasMatch())
        return failed(error,
            tr("\"%1\" cannot be an account name: use lower-case letters, digits and _ (at most "
               "63, not starting with a digit)")
                .arg(name));
    if (password.contains(QChar(0)))
        return failed(error, tr("the password of %1 contains a NUL character").arg(name));
    if (!requireOwner(error))
        return false;
    QSqlDatabase &db = m_db.m_connection->database();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT rolsuper, rolname = session_user FROM pg_roles WHERE "
                             "rolname = ?"));
    q.addBindValue(name);
    if (!q.exec())
        return failed(
            error, tr("cannot read the accounts of %1: %2").arg(m_db.path(), q.lastError().text()));
    const bool exists = q.next();
    if (exists && (q.value(0).toBool() || q.value(1).toBool()))
        return failed(error,
            tr("%1 administers the server or the event already; it cannot be made an arbiter "
               "account")
                .arg(name));
    q.finish();
    if (!exists && password.isEmpty())
        return failed(error, tr("give a password for the new account %1").arg(name));
    if (!password.isEmpty() && !comparable(password))
        return failed(error,
            tr("the password for %1 has characters the server may not compare as typed (symbols "
               "outside Unicode 3.2, right-to-left letters, invisible ones); choose letters, "
               "digits, punctuation and spaces")
                .arg(name));
    const QString who = quoted(db, name);
    QStringList statements;
    // A login made here is marked, so that remove() drops only those, never another login.
    if (!exists)
        statements << QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD %2")
                          .arg(who, literal(scramSecret(password)))
                   << QStringLiteral("COMMENT ON ROLE %1 IS %2").arg(who, literal(madeHere));
    else if (!password.isEmpty())
        statements
            << QStringLiteral("ALTER ROLE %1 PASSWORD %2").arg(who, literal(scramSecret(password)));
    // The rights are set afresh: a changed role loses those of the old one.
    statements << QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %1").arg(who)
               << QStringLiteral("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %1").arg(who)
               << QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON "
                                 "TABLES FROM %1")
                      .arg(who)
               << QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(who)
               // The tables a later migration (run by the owner) adds are readable too.
               << QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT %1 ON TABLES "
                                 "TO %2")
                      .arg(role == Role::Chief ? QStringLiteral("ALL") : QStringLiteral("SELECT"),
                          who);
    if (role == Role::Chief)
        statements
            << QStringLiteral("GRANT ALL ON ALL TABLES IN SCHEMA public TO %1").arg(who)
            << QStringLiteral("GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO %1").arg(who)
            // The audit log and the event's lock stay whole, for a chief too.
            << QStringLiteral("REVOKE DELETE, TRUNCATE ON audit, event_lock FROM %1").arg(who);
    else if (role == Role::Deputy)
        statements
            << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON results TO %1").arg(who)
            << QStringLiteral("GRANT UPDATE ON event_lock TO %1").arg(who)
            << QStringLiteral("GRANT INSERT, UPDATE ON row_lock TO %1").arg(who)
            << QStringLiteral("GRANT INSERT, UPDATE (state) ON audit TO %1").arg(who)
            << QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1").arg(who);
    QSqlQuery row(db);
    row.prepare(QStringLiteral("INSERT INTO arbiters (name, role) VALUES (?, ?) ON CONFLICT "
                               "(name) DO UPDATE SET role = excluded.role"));
    row.addBindValue(name);
    row.addBindValue(roleName(role));
    QSqlQuery rounds(db);
    rounds.prepare(QStringLiteral("DELETE FROM arbiter_rounds WHERE name = ?"));
    rounds.addBindValue(name);
    QList<QSqlQuery *> prepared {&row};
    if (role != Role::Deputy)
        prepared.append(&rounds);
    QString problem;
    // The password never appears in a message: the server's messages do not repeat it.
    if (!runAll(db, prepared, statements, &problem))
        return failed(
            error, tr("cannot add the account %1 to %2: %3").arg(name, m_db.path(), problem));
    return true;
}

bool ArbiterAccounts::remove(const QString &name, QString *error)
{
    if (!usable(error) || !requireOwner(error))
        return false;
    QSqlDatabase &db = m_db.m_connection->database();
    const auto accounts = list(error);
    if (!accounts)
        return false;
    if (std::none_of(accounts->cbegin(), accounts->cend(),
            [&name](const Account &a) { return a.name == name; }))
        return failed(error, tr("%1 has no account %2").arg(m_db.path(), name));
    const QString who = quoted(db, name);
    QSqlQuery row(db);
    row.prepare(QStringLiteral("DELETE FROM arbiters WHERE name = ?"));
    row.addBindValue(name);
    QString problem;
    if (!runAll(db, {&row},
            {QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES "
                            "FROM %1")
                    .arg(who),
                QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %1").arg(who),
                QStringLiteral("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %1").arg(who)},
            &problem))
        return failed(
            error, tr("cannot remove the account %1 from %2: %3").arg(name, m_db.path(), problem));
    // A login made by add() goes too unless it still has rights elsewhere on the server (another
    // event): then the server refuses to drop it, and it stays.
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT shobj_description(oid, 'pg_authid') FROM pg_roles WHERE "
                             "rolname = ?"));
    q.addBindValue(name);
    if (q.exec() && q.next() && q.value(0).toString() == QLatin1String(madeHere)) {
        q.finish();
        q.exec(QStringLiteral("DROP ROLE %1").arg(who));
    }
    return true;
}

bool ArbiterAccounts::giveRounds(const QString &name, const QList<int> &rounds, QString *error)
{
    if (!usable(error) || !requireOwner(error))
        return false;
    const auto accounts = list(error);
    if (!accounts)
        return false;
    const auto it = std::find_if(
        accounts->cbegin(), accounts->cend(), [&name](const Account &a) { return a.name == name; });
    if (it == accounts->cend())
        return failed(error, tr("%1 has no account %2").arg(m_db.path(), name));
    if (it->role != Role::Deputy)
        return failed(error,
            tr("%1 is a %2, not a deputy: only deputies are given rounds")
                .arg(name, roleName(it->role)));
    for (int r : rounds)
        if (r < 1)
            return failed(error, tr("round %1 does not exist (rounds start at 1)").arg(r));
    QList<int> sorted = rounds;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QStringList numbers;
    for (int r : std::as_const(sorted))
        numbers.append(QString::number(r));
    // The name is an account's (checked when it was added), the rounds are numbers.
    QStringList statements {
        QStringLiteral("DELETE FROM arbiter_rounds WHERE name = %1").arg(literal(name))};
    if (!numbers.isEmpty())
        statements << QStringLiteral("INSERT INTO arbiter_rounds (name, round) SELECT %1, r FROM "
                                     "unnest(ARRAY[%2]::bigint[]) AS r")
                          .arg(literal(name), numbers.join(u','));
    QSqlDatabase &db = m_db.m_connection->database();
    QString problem;
    if (!runAll(db, {}, statements, &problem))
        return failed(
            error, tr("cannot give rounds to %1 in %2: %3").arg(name, m_db.path(), problem));
    return true;
}

QString ArbiterAccounts::roleName(Role role)
{
    switch (role) {
    case Role::Chief:
        return QStringLiteral("chief");
    case Role::Deputy:
        return QStringLiteral("deputy");
    case Role::Viewer:
        break;
    }
    return QStringLiteral("viewer");
}

std::optional<ArbiterAccounts::Role> ArbiterAccounts::roleFromName(const QString &name)
{
    for (Role r : {Role::Chief, Role::Deputy, Role::Viewer})
        if (name == roleName(r))
            return r;
    return std::nullopt;
}

bool ArbiterAccounts::parseRounds(const QString &text, QList<int> *rounds)
{
    rounds->clear();
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QStringList ends = part.trimmed().split(u'-');
        bool ok1 = false, ok2 = true;
        const int from = ends.value(0).trimmed().toInt(&ok1);
        const int to = ends.size() == 2 ? ends[1].trimmed().toInt(&ok2) : from;
        if (ends.size() > 2 || !ok1 || !ok2 || from < 1 || to < from || to - from > 1000)
            return false;
        for (int r = from; r <= to; ++r)
            rounds->append(r);
    }
    std::sort(rounds->begin(), rounds->end());
    rounds->erase(std::unique(rounds->begin(), rounds->end()), rounds->end());
    return true;
}

QString ArbiterAccounts::roundsText(const QList<int> &rounds)
{
    if (rounds.isEmpty())
        return tr("none");
    QStringList parts;
    for (int i = 0; i < rounds.size();) {
        int j = i;
        while (j + 1 < rounds.size() && rounds[j + 1] == rounds[j] + 1)
            ++j;
        parts.append(j == i ? QString::number(rounds[i])
                            : QStringLiteral("%1-%2").arg(rounds[i]).arg(rounds[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QString ArbiterAccounts::describe(const Account &a)
{
    switch (a.role) {
    case Role::Chief:
        return a.owner ? tr("chief arbiter, owner of the event: every change and the accounts")
                       : tr("chief arbiter: every change");
    case Role::Deputy:
        return tr("deputy: results and byes of rounds %1").arg(roundsText(a.rounds));
    case Role::Viewer:
        break;
    }
    return tr("viewer: reads only");
}

} // namespace arb
