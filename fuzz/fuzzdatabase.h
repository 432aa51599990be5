// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace arb {

//! Returns a small valid tournament database (6 players, 3 rounds) as the bytes of its file.
QByteArray fuzzDatabaseSeedFile();
//! Damages the seed database as \a data says (records of page, offset, length and bytes),
//! writes it to a read-only temporary file and opens it with TournamentDatabase; an opened file's
//! standings are computed. Traps when a refusal has no message.
void fuzzDatabase(const std::uint8_t *data, std::size_t size);

} // namespace arb
