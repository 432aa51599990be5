// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace arb {

//! File → Connect to server… and File → Move event to server…: host, port,
//! database, user and password of a PostgreSQL server. The password is kept in the dialog only:
//! never in the settings, the recent files, a message or the window title. The other fields are
//! remembered for next time. When the check given with setCheck() refuses, the dialog stays open
//! with the reason shown.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    //! Fills the fields from \a url (postgresql://user@host:port/database, as the recent files
    //! keep it); the password field stays empty and gets the focus.
    void setUrl(const QString &url);
    //! Returns the URL of the fields, the password included (percent-encoded).
    QString url() const;
    //! Returns the URL without the password: what may be shown and kept.
    QString shownUrl() const;
    //! Shows \a text above the buttons (why the last try failed).
    void setMessage(const QString &text);
    //! Sets what runs when the arbiter presses the button: it gets the URL and returns an empty
    //! text to close the dialog, or the reason to show (the dialog then stays open).
    void setCheck(std::function<QString(const QString &url)> check) { m_check = std::move(check); }
    //! Sets the text of the button that connects ("Connect", "Move event").
    void setActionText(const QString &text);

    QLineEdit *hostEdit() const { return m_host; }
    QLineEdit *passwordEdit() const { return m_password; }

private:
    void tryAccept();

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    std::function<QString(const QString &)> m_check;
};

} // namespace arb
