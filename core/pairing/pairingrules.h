// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fixed.h"
#include "trf/trf.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace arb {

//! Virtual points of an accelerated Swiss (C.04.7) for a contiguous range of players and of
//! rounds: the TRF-2026 250 record.
struct AccelerationRange
{
    Fixed matchPoints; //!< columns 5-8: team events only
    Fixed points; //!< columns 10-13: the virtual (game) points
    int firstRound = 0; //!< columns 15-17
    int lastRound = 0; //!< columns 19-21
    int firstPlayer = 0; //!< columns 23-26
    int lastPlayer = 0; //!< columns 28-31
    bool operator==(const AccelerationRange &) const = default;
};

//! Participants of whom no two may meet in rounds firstRound to lastRound: the TRF-2026 260
//! record, or the older XXP record (every round).
struct ProhibitedGroup
{
    int firstRound = 1;
    int lastRound = 0; //!< 0: to the last round (XXP)
    QList<int> players;
    bool fromXxp = false; //!< written as XXP (no round range)
    //! Returns true when the group applies in \a round.
    bool appliesIn(int round) const
    {
        return round >= firstRound && (lastRound == 0 || round <= lastRound);
    }
    bool operator==(const ProhibitedGroup &) const = default;
};

//! How the virtual points of an accelerated event are set.
enum class AccelerationMethod : quint8 {
    None, //!< no acceleration
    Baku, //!< C.04.7: the 192 code ends in _BAKU; the points follow from the players and rounds
    Custom, //!< virtual points set by the arbiter (250 or XXA records)
};

//! The arbiter's settings the pairing obeys besides the system's rules: acceleration and
//! prohibited pairs. They live in the tournament's TRF records (250, XXA, 260, XXP and the
//! _BAKU suffix of 192), so that a TRF file, a database and an exported rating report carry
//! them alike.
struct PairingRules
{
    QList<AccelerationRange> ranges; //!< 250
    QMap<int, QList<Fixed>> perPlayer; //!< XXA: start number -> virtual points, round 1 first
    QList<ProhibitedGroup> prohibited; //!< 260 and XXP
    bool baku = false; //!< 192 ends in _BAKU

    //! Returns the method in force: explicit records override the _BAKU code (TRF-2026, 250).
    AccelerationMethod method() const;
    bool isEmpty() const { return ranges.isEmpty() && perPlayer.isEmpty() && prohibited.isEmpty(); }
    bool operator==(const PairingRules &) const = default;
};

//! Reads the records of \a t that set acceleration and prohibited pairs. A record that cannot
//! be read is reported in \a errors (with its line, when the tournament was read from a file)
//! and left out.
PairingRules pairingRulesOf(const Tournament &t, QList<TrfMessage> *errors = nullptr);

//! Replaces \a t's 250, XXA, 260 and XXP records by those of \a rules and sets or clears the
//! _BAKU suffix of its 192 code (a Dutch code is written when there is none).
void setPairingRules(Tournament &t, const PairingRules &rules);

//! Returns the virtual points of every player of \a t (indexed like t.players, raw Fixed) in
//! \a round (1-based) under \a rules. Baku (C.04.7) gives group A, the top 2 x ceil(N/4)
//! players by pairing number among those taking part in round 1, a win's points in the first
//! half of the accelerated rounds (the first half of the event, rounded up) and a draw's points
//! in the rest; explicit 250 and XXA records add their points instead.
QList<qint64> virtualPoints(const Tournament &t, const PairingRules &rules, int round);

//! Returns the 250 records Baku gives \a t: what an exported rating report writes, so that every
//! program pairs with the same virtual points.
QList<AccelerationRange> bakuRanges(const Tournament &t);

//! Returns true when \a a and \a b (start numbers) must not meet in \a round under \a rules.
bool isProhibited(const PairingRules &rules, int a, int b, int round);

//! Returns the records of \a t that would change the pairing but that Arbiter does not apply:
//! abnormal points (299), a pairing system other than the Dutch one (192), colour-dependent
//! or per-result scoring (XXS), pairing by file position (XXC rank). Pairing or checking such
//! a tournament would silently give another pairing, so the callers refuse it.
QList<TrfMessage> unappliedPairingRecords(const Tournament &t);

//! Returns \a groups as the arbiter types them: "3 12 56; 8 11 (rounds 1-3)".
QString prohibitedText(const QList<ProhibitedGroup> &groups);
//! Reads prohibited pairs typed as prohibitedText() writes them (groups separated by ";", start
//! numbers by blanks or commas, an optional "(rounds A-B)" or "(A-B)"). Returns nothing, with a
//! message naming the group, for anything else; a group without rounds applies to every round.
std::optional<QList<ProhibitedGroup>> parseProhibitedText(const QString &text, QString *error);

//! Returns the text of a 250 record for \a r, columns as TRF-2026 sets them.
QString accelerationRecord(const AccelerationRange &r);
//! Returns the text of a 260 record (or an XXP record when \a g came from one).
QString prohibitedRecord(const ProhibitedGroup &g);

} // namespace arb
