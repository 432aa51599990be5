// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace arb::storage::postgres {

//! What a postgresql:// URL leads to (File → Connect to server…): asked before
//! opening, so that the app can say what is wrong in plain words and offer what fits (create an
//! event in an empty database, ask for the password again).
struct ServerProbe
{
    enum Kind {
        Event, //!< the database holds an Arbiter event
        Empty, //!< the database holds no tables: a new event can go there
        OtherTables, //!< the database holds tables of something else
        WrongPassword, //!< the server refused the user name or password
        NeedsPassword, //!< the server wants a password and none was given
        NoDatabase, //!< the server has no database of that name
        Unreachable, //!< no server answers at that host and port
        Failed, //!< anything else (no driver, not a URL, the server's own refusal)
    };
    Kind kind = Failed;
    //! The message for the arbiter, naming the URL without the password (empty for Event).
    QString message;
};

//! Connects to \a url with a connection of its own, looks at the database and closes again.
ServerProbe probeServer(const QString &url);

} // namespace arb::storage::postgres
