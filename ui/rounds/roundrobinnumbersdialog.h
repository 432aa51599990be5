// SPDX-License-Identifier: GPL-3.0-or-later
// A round robin's pairing numbers, the places in FIDE's Berger tables (C.05 Annex 1), drawn by
// lot or put in order by the arbiter before the event starts (FIDE's program checklist F39).
#pragma once

#include "pairing/roundrobinnumbers.h"

#include <QDialog>

#include <functional>

class QLabel;

namespace arb {

class OrderedList;

class RoundRobinNumbersDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RoundRobinNumbersDialog(const Tournament &t, QWidget *parent = nullptr);

    //! Returns the numbers shown: drawn (with their seed) unless the arbiter moved a player since.
    RoundRobinNumbers numbers() const;
    //! Draws the numbers by lot with a new seed.
    void draw();
    //! Replaces where a drawing's seed comes from (a seam for tests; default: the system's
    //! random generator).
    void setSeedSource(std::function<quint64()> seeds) { m_seeds = std::move(seeds); }
    OrderedList *list() const { return m_list; }

private:
    void showNumbers(const QList<int> &startNos);

    const Tournament &m_tournament;
    OrderedList *m_list;
    QLabel *m_how;
    std::optional<quint64> m_seed;
    std::function<quint64()> m_seeds;
};

} // namespace arb
