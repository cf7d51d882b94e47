// SPDX-License-Identifier: MIT
// Today's date in the player's time zone (the daily puzzle: docs/FREE_PLAY.md).
#pragma once

#include "core/free_play.hpp"

namespace nonet::platform {

/// The local calendar date now (localtime_r); NONET_TODAY=YYYY-MM-DD overrides it, so scripts
/// and screenshots can fix the day.
CivilDate local_date();

}  // namespace nonet::platform
