// SPDX-License-Identifier: GPL-3.0-or-later
// Golden tie-break files (the layout of ../shared/fixtures/golden/README.md): a header naming the
// tie-break list, one column per tie-break, one row per start number. compareWithGolden() computes
// the standings of a TRF file and returns every cell that differs, for the golden tests.
#pragma once

#include "tiebreaks/standings.h"
#include "trf/trf.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QStringList>

#include <functional>

struct GoldenTable
{
    QString list; //!< the tie-break list of the header line
    QStringList columns; //!< startno, points, then one per tie-break
    QList<QStringList> rows;
    QString error;
};

inline GoldenTable readGoldenTable(const QString &path)
{
    GoldenTable g;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        g.error = QStringLiteral("cannot open %1").arg(path);
        return g;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    const qsizetype at = lines.value(0).indexOf(QStringLiteral("tiebreaks="));
    if (lines.size() < 3 || at < 0) {
        g.error = QStringLiteral("%1: not a golden file").arg(path);
        return g;
    }
    g.list = lines[0].mid(at + 10);
    g.columns = lines[1].mid(2).split(u'\t');
    for (qsizetype l = 2; l < lines.size(); ++l)
        g.rows.append(lines[l].split(u'\t'));
    return g;
}

//! The outcome of comparing computed standings with a golden table.
struct GoldenComparison
{
    QString error; //!< the file could not be read or computed
    int rowsChecked = 0;
    QMap<QString, int> wrongPerColumn;
    QStringList examples; //!< the first differences, "BH #4: expected 14, got 15"
    arb::Standings standings;

    bool ok() const { return error.isEmpty() && wrongPerColumn.isEmpty(); }
    QString summary() const
    {
        if (!error.isEmpty())
            return error;
        QStringList parts;
        for (auto it = wrongPerColumn.cbegin(); it != wrongPerColumn.cend(); ++it)
            parts.append(QStringLiteral("%1: %2 wrong").arg(it.key()).arg(it.value()));
        return parts.join(QStringLiteral("; ")) + QStringLiteral("\n    ")
            + examples.join(QStringLiteral("\n    "));
    }
};

//! Computes the standings of \a trfPath with the list of \a goldenPath (and \a rules; none: the
//! event's edition) and compares every cell; \a skip(column, startNo) leaves a cell out.
inline GoldenComparison compareWithGolden(const QString &trfPath, const QString &goldenPath,
    std::optional<arb::RulesVersion> rules = std::nullopt,
    const std::function<bool(const QString &, int)> &skip = {})
{
    GoldenComparison out;
    const GoldenTable g = readGoldenTable(goldenPath);
    if (!g.error.isEmpty()) {
        out.error = g.error;
        return out;
    }
    const arb::TrfReadResult read = arb::readTrfFile(trfPath);
    if (!read.ok()) {
        out.error = read.errors.value(0).toString();
        return out;
    }
    arb::StandingsOptions options;
    QString error;
    const auto specs = arb::parseTieBreakList(g.list, &error);
    if (!specs) {
        out.error = error;
        return out;
    }
    options.tieBreaks = *specs;
    options.rules = rules;
    out.standings = arb::computeStandings(read.tournament, options);
    if (out.standings.tieBreaks.size() + 2 != g.columns.size()) {
        out.error = QStringLiteral("%1 columns, %2 tie-breaks")
                        .arg(g.columns.size())
                        .arg(out.standings.tieBreaks.size());
        return out;
    }
    QHash<int, const arb::StandingRow *> byStartNo;
    for (const arb::StandingRow &row : std::as_const(out.standings.rows))
        byStartNo.insert(row.startNo, &row);
    for (const QStringList &f : g.rows) {
        const int startNo = f.value(0).toInt();
        const arb::StandingRow *row = byStartNo.value(startNo);
        if (!row || f.size() != g.columns.size()) {
            out.error = QStringLiteral("row %1 missing or malformed").arg(startNo);
            return out;
        }
        ++out.rowsChecked;
        QStringList got = {QString::number(row->startNo), row->points.toString()};
        for (const arb::TieBreakValue &v : row->values)
            got.append(v.toString());
        for (qsizetype c = 1; c < g.columns.size(); ++c) {
            if (skip && skip(g.columns[c], startNo))
                continue;
            if (got[c] == f[c])
                continue;
            ++out.wrongPerColumn[g.columns[c]];
            if (out.examples.size() < 12)
                out.examples.append(QStringLiteral("%1 #%2: expected %3, got %4")
                                        .arg(g.columns[c])
                                        .arg(startNo)
                                        .arg(f[c], got[c]));
        }
    }
    if (out.rowsChecked != out.standings.rows.size())
        out.error = QStringLiteral("%1 rows in the golden file, %2 computed")
                        .arg(out.rowsChecked)
                        .arg(out.standings.rows.size());
    return out;
}
