// SPDX-License-Identifier: MIT
// The lessons' words (issue 28, docs/LEARN.md): for every technique the Learn screen lists, a
// short explanation written for this project: what the pattern is, why it works, and what it
// places or removes. The worked example under it comes from the engine's own hint tiers.
#pragma once

#include "core/technique.hpp"

namespace nonet::game {

/// The lesson's explanation of `t`, in the player's language; "" for TrialAndError (not taught).
const char* lesson_text(Technique t);

}  // namespace nonet::game
