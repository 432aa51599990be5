// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>

//! Returns the shared fixtures directory (ARBITER_SHARED_DIR), or an empty string when absent.
inline QString sharedDir()
{
    const QString dir = QStringLiteral(ARBITER_SHARED_DIR);
    return QDir(dir + QStringLiteral("/fixtures")).exists() ? dir : QString();
}

//! Returns the project's own copies of generated tournaments and golden values.
inline QString projectDataDir()
{
    return QStringLiteral(ARBITER_TEST_DATA_DIR);
}

//! Returns where generated tournaments and golden values are read: ../shared when it is beside
//! the project, else the project's own copies.
inline QString fixturesRoot()
{
    const QString shared = sharedDir();
    return shared.isEmpty() ? projectDataDir() : shared;
}
