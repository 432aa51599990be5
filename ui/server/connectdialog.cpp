// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectdialog.h"

#include "postgres.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace arb {

namespace {
    const QString settingsGroup = QStringLiteral("server");
} // namespace

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(tr("Connect to server"));
    m_host->setObjectName(QStringLiteral("hostEdit"));
    m_port->setObjectName(QStringLiteral("portSpinBox"));
    m_database->setObjectName(QStringLiteral("databaseEdit"));
    m_user->setObjectName(QStringLiteral("userEdit"));
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_message->setObjectName(QStringLiteral("connectMessageLabel"));
    m_port->setRange(1, 65535);
    m_port->setGroupSeparatorShown(false);
    m_password->setEchoMode(QLineEdit::Password);
    m_host->setPlaceholderText(tr("e.g. 192.168.1.10 or arbiter.example.org"));
    m_password->setPlaceholderText(tr("not kept: asked again at every connection"));
    QSettings settings;
    settings.beginGroup(settingsGroup);
    m_host->setText(settings.value(QStringLiteral("host"), QStringLiteral("localhost")).toString());
    m_port->setValue(settings.value(QStringLiteral("port"), 5432).toInt());
    m_database->setText(settings.value(QStringLiteral("database")).toString());
    m_user->setText(settings.value(QStringLiteral("user")).toString());
    settings.endGroup();
    auto *intro = new QLabel(tr("The event on a PostgreSQL server, where several arbiters can "
                                "work on it. The password is not stored."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    m_message->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::tryAccept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(480, sizeHint().height());
    (m_database->text().isEmpty() ? m_database : m_password)->setFocus();
}

void ConnectDialog::setUrl(const QString &url)
{
    const auto address = storage::postgres::parse(url, nullptr);
    if (!address)
        return;
    m_host->setText(address->host);
    if (address->port > 0)
        m_port->setValue(address->port);
    m_database->setText(address->database);
    m_user->setText(address->user);
    m_password->clear();
    m_password->setFocus();
}

QString ConnectDialog::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setHost(m_host->text().trimmed());
    u.setPort(m_port->value());
    u.setUserName(m_user->text().trimmed());
    if (!m_password->text().isEmpty())
        u.setPassword(m_password->text());
    u.setPath(u'/' + m_database->text().trimmed());
    return u.toString(QUrl::FullyEncoded);
}

QString ConnectDialog::shownUrl() const
{
    return storage::postgres::shown(url());
}

void ConnectDialog::setMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void ConnectDialog::setActionText(const QString &text)
{
    m_buttons->button(QDialogButtonBox::Ok)->setText(text);
}

void ConnectDialog::tryAccept()
{
    if (m_host->text().trimmed().isEmpty() || m_database->text().trimmed().isEmpty()
        || m_user->text().trimmed().isEmpty()) {
        setMessage(tr("Enter the host, the database and the user."));
        return;
    }
    // Everything but the password is remembered.
    QSettings settings;
    settings.beginGroup(settingsGroup);
    settings.setValue(QStringLiteral("host"), m_host->text().trimmed());
    settings.setValue(QStringLiteral("port"), m_port->value());
    settings.setValue(QStringLiteral("database"), m_database->text().trimmed());
    settings.setValue(QStringLiteral("user"), m_user->text().trimmed());
    settings.endGroup();
    setMessage(tr("Connecting to %1…").arg(shownUrl()));
    m_buttons->setEnabled(false);
    repaint();
    const QString refused = m_check ? m_check(url()) : QString();
    m_buttons->setEnabled(true);
    if (refused.isEmpty()) {
        accept();
        return;
    }
    setMessage(refused);
    m_password->setFocus();
    m_password->selectAll();
}

} // namespace arb
