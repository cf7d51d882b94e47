// SPDX-License-Identifier: MIT
// A technique's name as the player reads it (issue 27): core's English name
// (technique_name, which the CLI, docs and files use) looked up in the player's language. Each
// catalog names the techniques the way its language's puzzle community does.
#pragma once

#include "core/technique.hpp"

namespace nonet::game {

/// "X-Wing", "Hidden single (box)", or their translations; lives as long as the program.
const char* technique_label(Technique t);

}  // namespace nonet::game
