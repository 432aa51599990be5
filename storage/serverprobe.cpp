// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprobe.h"

#include "postgres.h"
#include "rowstore.h"

#include <QAtomicInt>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace arb::storage::postgres {

namespace {

    QAtomicInt probeCounter;

    //! Sorts libpq's message of a failed connection (its English texts; the server's text is
    //! kept in the message either way).
    ServerProbe::Kind connectFailure(const QString &text)
    {
        if (text.contains(QLatin1String("password authentication failed"))
            || (text.contains(QLatin1String("role \""))
                && text.contains(QLatin1String("does not exist"))))
            return ServerProbe::WrongPassword;
        if (text.contains(QLatin1String("no password supplied")))
            return ServerProbe::NeedsPassword;
        if (text.contains(QLatin1String("database \""))
            && text.contains(QLatin1String("does not exist")))
            return ServerProbe::NoDatabase;
        for (const char *unreachable : {"Connection refused", "could not connect",
                 "timeout expired", "could not translate host name", "Network is unreachable",
                 "No route to host", "Connection timed out"})
            if (text.contains(QLatin1String(unreachable)))
                return ServerProbe::Unreachable;
        return ServerProbe::Failed;
    }

} // namespace

ServerProbe probeServer(const QString &url)
{
    ServerProbe result;
    QString error;
    const auto address = parse(url, &error);
    if (!address) {
        result.message = error;
        return result;
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        result.message
            = StorageText::tr("cannot connect to %1: the Qt PostgreSQL driver is not installed "
                              "(Debian: libqt6sql6-psql)")
                  .arg(address->shown);
        return result;
    }
    const QString host = address->host.isEmpty() ? QStringLiteral("localhost") : address->host;
    const int port = address->port > 0 ? address->port : 5432;
    const QString name = QStringLiteral("arbiter-probe-%1").arg(probeCounter.fetchAndAddRelaxed(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        postgres::configure(db, *address);
        if (!db.open()) {
            const QString text = db.lastError().text().trimmed();
            result.kind = connectFailure(text);
            switch (result.kind) {
            case ServerProbe::WrongPassword:
                result.message
                    = StorageText::tr("The server at %1:%2 refused the user name or the password "
                                      "(user %3). Check both and try again.")
                          .arg(host)
                          .arg(port)
                          .arg(address->user);
                break;
            case ServerProbe::NeedsPassword:
                result.message
                    = StorageText::tr("The server at %1:%2 asks for the password of the user %3.")
                          .arg(host)
                          .arg(port)
                          .arg(address->user);
                break;
            case ServerProbe::NoDatabase:
                result.message
                    = StorageText::tr("The server at %1:%2 has no database %3; its administrator "
                                      "creates one (createdb %3), then connect again.")
                          .arg(host)
                          .arg(port)
                          .arg(address->database);
                break;
            case ServerProbe::Unreachable:
                result.message
                    = StorageText::tr("No PostgreSQL server answers at %1, port %2: is the server "
                                      "running, and are the host and port right? (%3)")
                          .arg(host)
                          .arg(port)
                          .arg(text);
                break;
            default:
                result.message
                    = StorageText::tr("cannot connect to %1: %2").arg(address->shown, text);
            }
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT count(*), count(*) FILTER (WHERE table_name = '%1') "
                                       "FROM information_schema.tables WHERE table_schema = "
                                       "current_schema()")
                            .arg(QLatin1String(versionTable)))
                || !q.next()) {
                result.message = StorageText::tr("cannot read %1: %2")
                                     .arg(address->shown, q.lastError().text());
            } else if (q.value(1).toInt() > 0) {
                result.kind = ServerProbe::Event;
            } else if (q.value(0).toInt() == 0) {
                result.kind = ServerProbe::Empty;
                result.message
                    = StorageText::tr("The database %1 on %2 holds no Arbiter event yet.")
                          .arg(address->database, host);
            } else {
                result.kind = ServerProbe::OtherTables;
                result.message = StorageText::tr(
                    "The database %1 on %2 holds the tables of something else, "
                    "not an Arbiter event; choose an empty database for an event.")
                                     .arg(address->database, host);
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace arb::storage::postgres
