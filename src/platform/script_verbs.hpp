// SPDX-License-Identifier: MIT
// The script verbs (docs/SCRIPTS.md) as one table: each verb's name, how many arguments it
// takes, the parse-time check of those arguments and what it does when run. parse_script
// checks every command against it before the window opens; ScriptRunner runs the same entries.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "platform/script.hpp"

namespace nonet::platform {

using ScriptArgs = std::span<const std::string>;

struct ScriptVerb {
  /// "click", "pad-attach", ...; an expectation is named with its first word: "expect screen".
  std::string_view name;
  int min_args, max_args;  // arguments after the name's words
  /// At parse time: "" or what is wrong with the arguments (numbers, colours, cells, key and
  /// button names, the form of target names: everything that does not depend on the game).
  std::string (*check)(ScriptArgs args);
  /// Runs the command; what can only fail against the game (a target not on this screen, no
  /// stage in play, no pad attached) is reported through ScriptState::fail.
  void (*run)(ScriptState& s, ScriptArgs args, int line);
};

/// Every verb, for listings and tests.
std::span<const ScriptVerb> script_verbs();

/// The table entry a command names, and the arguments that entry takes (for "expect X ...",
/// those after X). verb is null when the command names no entry.
struct VerbMatch {
  const ScriptVerb* verb = nullptr;
  ScriptArgs args;
};
VerbMatch match_verb(const ScriptCommand& c);

}  // namespace nonet::platform
