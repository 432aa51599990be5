// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace arb {

//! Feeds arbitrary bytes to the TRF reader, and what it reads to the writer and the engine.
void fuzzTrf(const std::uint8_t *data, std::size_t size);
//! Feeds arbitrary bytes to the tie-break spec parser and, when they parse, to the engine.
void fuzzTieBreakSpec(const std::uint8_t *data, std::size_t size);
//! Feeds arbitrary bytes to the preset reader and, when they read, to the writer and the engine.
void fuzzPreset(const std::uint8_t *data, std::size_t size);

} // namespace arb
