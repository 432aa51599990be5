// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace arb {

//! Returns the rating difference dp for a fractional score given in hundredths (0..100), FIDE
//! table 8.1(a).
int ratingDifferenceForPercentage(int hundredths);
//! Returns the expected score, in hundredths, of a player rated \a difference points above the
//! opponent (negative when below), FIDE table 8.1.2 of the 2024 Rating Regulations (8.1(b) in
//! earlier editions) on the full scale (beyond 800: 100 or 0).
int expectedScoreHundredths(int difference);

} // namespace arb
