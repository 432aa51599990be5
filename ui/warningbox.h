// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings the arbiter answers, one look for each kind (FIDE's program checklist, C.02 B24):
// a notice to acknowledge (level 2), and a question to go on or cancel (level 3; level 4 asks
// two of them), Cancel the default and the Escape key. Never switched off.
#pragma once

#include <QString>

class QWidget;

namespace arb::warningbox {

//! Shows \a text with one OK button (a level-2 warning).
void acknowledge(QWidget *parent, const QString &title, const QString &text);
//! Asks whether to go on with \a text: a warning with \a accept and Cancel, Cancel the default.
//! Returns true when the arbiter chose \a accept.
bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &accept);

} // namespace arb::warningbox
