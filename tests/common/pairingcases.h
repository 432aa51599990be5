// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pairing cases of ../shared/fixtures (pairing/, pairing-options/): case_*_rRR.trf, the
// tournament before round RR, and case_*_rRR.pairs, the expected pairing ("white<TAB>black",
// black 0 for the pairing-allocated bye).

#include "pairing/dutch.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <optional>

//! Adds a data row (columns "trf" and "pairs") for every case in \a dir.
inline void addPairingCaseRows(const QString &dir)
{
    QTest::addColumn<QString>("trf");
    QTest::addColumn<QString>("pairs");
    if (dir.isEmpty())
        return;
    const QStringList files
        = QDir(dir).entryList({QStringLiteral("case_*.trf")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const QString base = f.chopped(4);
        QTest::newRow(qPrintable(base)) << dir + QLatin1Char('/') + f
                                        << dir + QLatin1Char('/') + base + QStringLiteral(".pairs");
    }
}

//! Returns the round a case pairs (RR of its name), 0 when the name has none.
inline int pairingCaseRound(const QString &trf)
{
    return QRegularExpression(QStringLiteral("_r(\\d+)\\.trf$")).match(trf).captured(1).toInt();
}

//! Returns \a boards as "white<TAB>black" lines, sorted: a pairing whatever its board order.
inline QString sortedBoardsText(const QList<arb::Board> &boards)
{
    QStringList lines;
    for (const arb::Board &b : boards)
        lines << QStringLiteral("%1\t%2").arg(b.white).arg(b.black);
    lines.sort();
    return lines.join(QLatin1Char('\n'));
}

//! Returns the expected pairing of a .pairs file as sortedBoardsText() writes one, or nothing
//! when it cannot be read.
inline std::optional<QString> expectedPairsText(const QString &pairs)
{
    QFile f(pairs);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QStringList expected
        = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString &l : expected)
        l = l.trimmed().replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral("\t"));
    expected.sort();
    return expected.join(QLatin1Char('\n'));
}
