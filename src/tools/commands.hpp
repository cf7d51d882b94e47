// SPDX-License-Identifier: MIT
// nonet-cli commands: each group lives in its own file and is listed in cli_main.cpp.
#pragma once

#include <string>
#include <vector>

namespace nonet::cli {

using Args = std::vector<std::string>;  // the words after the command name

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitPuzzleProblem = 1;  // a puzzle had no or several solutions
inline constexpr int kExitFailure = 1;        // the output could not be written, ...
inline constexpr int kExitUsage = 2;          // bad arguments or unreadable input

int cmd_solve(const Args& args);     // cmd_puzzles.cpp
int cmd_generate(const Args& args);  // cmd_puzzles.cpp
int cmd_check(const Args& args);     // cmd_puzzles.cpp
int cmd_bench(const Args& args);     // cmd_puzzles.cpp
int cmd_rate(const Args& args);      // cmd_technique.cpp
int cmd_hint(const Args& args);      // cmd_technique.cpp
int cmd_stages(const Args& args);    // cmd_technique.cpp
int cmd_audio(const Args& args);     // cmd_audio.cpp
int cmd_export(const Args& args);    // cmd_export.cpp
int cmd_print(const Args& args);     // cmd_export.cpp

}  // namespace nonet::cli
