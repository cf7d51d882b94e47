// SPDX-License-Identifier: MIT
// The script verbs that play a whole board or dialog as a player would, with one device (the
// keyboard, touch or the pad): solve, sum-solve, code-pad, wrong. Planned from the game's state,
// every press sent through the same input path as a real one (docs/SCRIPTS.md).
#pragma once

#include <string>

#include "platform/script_verbs.hpp"

namespace nonet::platform {

/// Presses and releases a key named as scripts name it ("Down", "ctrl+z"); an unknown name fails
/// the script at `line` (script_verbs.cpp).
void press_key(ScriptState& s, const std::string& spec, int line);

/// `solve [N]`: the solution typed into the empty cells (the first N) with arrows and digits.
void solve(ScriptState& s, ScriptArgs a, int line);
/// `sum-solve key|touch|pad`: the Sum Tiles board in play cleared combination by combination.
void sum_solve(ScriptState& s, ScriptArgs a, int line);
/// `code-pad TEXT`: the text typed on the code dialog's pad with the D-pad and A, then Start.
void code_pad(ScriptState& s, ScriptArgs a, int line);
/// `wrong`: a digit the selected empty cell does not take.
void wrong(ScriptState& s, ScriptArgs a, int line);

}  // namespace nonet::platform
