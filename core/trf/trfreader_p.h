// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to core/trf: the TRF reader, shared by trf.cpp (the records) and trfchecks.cpp (the
// checks once every record is read). Not a public API.
#pragma once

#include "trf/consistency.h"
#include "trf/teamtrf.h"
#include "trf/trf.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace arb::trfdetail {

inline QString tr(const char *text)
{
    return QCoreApplication::translate("arb::Trf", text);
}

// 1-based inclusive column range of a line, blank-padded.
inline QStringView field(QStringView line, int first, int last)
{
    if (first > line.size())
        return {};
    const int len = std::min<int>(last, line.size()) - first + 1;
    return line.mid(first - 1, len);
}

// Bounds of a TRF file: a round field is 10 columns after column 91, TRF start
// numbers have four digits, and XXR/142 declare at most 999 rounds. A record beyond them is
// refused with its line before anything is built from it.
constexpr int maxRounds = 999;
constexpr int maxLineLength = 91 + 10 * maxRounds;
constexpr int maxListLength = 4096; //!< 202/212 tie-break lists and other free text

class Reader
{
public:
    explicit Reader(TrfReadResult &result)
        : m_result(result)
        , m_t(result.tournament)
    {
    }

    void read(const QString &text);

private:
    void error(int line, int column, const QString &text)
    {
        m_result.errors.append({line, column, text});
    }
    void warning(int line, int column, const QString &text)
    {
        m_result.warnings.append({line, column, text});
    }
    void adjustment(int line, int column, const QString &text)
    {
        m_result.adjustments.append({line, column, text});
    }
    void readPlayer(int lineNo, QStringView line);
    void readScoring162(int lineNo, QStringView rest);
    void readScoringXXS(int lineNo, QStringView rest);
    void readBye240(int lineNo, QStringView rest);
    void finish();
    void applyByeRecords();
    void checkRoundCount();
    void checkConsistency();
    void inferPairingByeValue();
    void checkDeclaredPoints();
    void report(const QList<ConsistencyFinding> &findings);

    TrfReadResult &m_result;
    Tournament &m_t;
    QHash<int, int> m_playerLines; // start number -> line
    QList<QString> m_tieBreak212;
    bool m_has202 = false;
    QSet<int> m_scoringKeys;
    TeamTrfReader m_teamReader;
};

} // namespace arb::trfdetail
