// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzdatabase.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    arb::fuzzDatabase(data, size);
    return 0;
}
