// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

//! Returns the bytes of the project's generated tournament \a name (tests/data/fixtures/trf/
//! generated, GENERATED_TRF_DIR); stops the test program when it is missing.
inline QByteArray generatedFixture(const QString &name)
{
    QFile f(QStringLiteral(GENERATED_TRF_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}
