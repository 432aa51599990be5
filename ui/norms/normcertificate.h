// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "norms/titlenorms.h"

#include <QString>

namespace arb {

//! The certificate of a title result (FIDE form IT1, the fields B.01 1.8 and the form ask for)
//! of player \a startNo's norm \a norm after \a round, filled from the event: the norm, the
//! player, the event, the Chief Arbiter, the opponents' federations and titles counted, one row
//! per round (the rating 1.4.6 uses, unplayed rounds as + = -), Ra, the score needed and made,
//! the articles applied, and the signature lines. HTML for printing.
QString normCertificateHtml(const Tournament &t, int startNo, const NormResult &norm, int round);

//! Writes the certificates of every norm \a startNo made after \a round as an A4 PDF (one page
//! each); false with the reason in \a error when there is none or the file cannot be written.
bool writeNormCertificates(
    const Tournament &t, int startNo, int round, const QString &path, QString *error);

} // namespace arb
