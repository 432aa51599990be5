// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings the arbiter answers, one look for each kind (FIDE's program checklist, C.02 B24):
// a notice to acknowledge (level 2), a question to go on or cancel (level 3; level 4 asks two of
// them, each naming the consequences), and a refusal that names the only way on, leaving FIDE
// mode (level 5). Cancel (or Close) is the default and the Escape key. Never switched off.
#pragma once

#include <QString>

class QWidget;

namespace arb::warningbox {

//! Shows \a text with one OK button (a level-2 warning).
void acknowledge(QWidget *parent, const QString &title, const QString &text);
//! Asks whether to go on with \a text: a warning with \a accept and Cancel, Cancel the default.
//! Returns true when the arbiter chose \a accept.
bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &accept);
//! Refuses what \a text describes (a level-5 warning): Close, the default, leaves it refused;
//! \a wayOut ("Leave FIDE mode...") is the one way on. Returns true when the arbiter chose it.
bool refuse(QWidget *parent, const QString &title, const QString &text, const QString &wayOut);

} // namespace arb::warningbox
