// SPDX-License-Identifier: MIT
// Option parsing for every nonet-cli command, over getopt_long from the C library (the GNU
// conventions: `--opt value` and `--opt=value`, unambiguous prefixes, `--` ends the options,
// options and operands in any order). A command lists its options and gets them back by name;
// -h/--help is always known. docs/PACKAGING.md says why getopt_long and not a library.
#pragma once

#include <getopt.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tools/cli_text.hpp"
#include "tools/commands.hpp"

namespace nonet::cli {

struct OptionSpec {
  const char* name;  // the long name without "--"
  bool takes_value;
};

struct ParsedOptions {
  std::vector<std::pair<std::string, std::string>> given;  // name and value, in order
  std::vector<std::string> operands;                       // the other words, in order
  bool help = false;

  bool has(std::string_view name) const {
    for (const auto& g : given)
      if (g.first == name) return true;
    return false;
  }
  /// The last value given for `name`, if any.
  std::optional<std::string> value(std::string_view name) const {
    std::optional<std::string> out;
    for (const auto& g : given)
      if (g.first == name) out = g.second;
    return out;
  }
};

/// Parses the words after the command name. Returns "" or a message such as "unknown option
/// '--x'" or "option '--seed' needs a value".
inline std::string parse_options(const Args& args, std::initializer_list<OptionSpec> specs,
                                 ParsedOptions& out) {
  std::vector<option> table;
  for (const OptionSpec& s : specs)
    table.push_back({s.name, s.takes_value ? required_argument : no_argument, nullptr,
                     256 + static_cast<int>(table.size())});
  const int help_id = 256 + static_cast<int>(table.size());
  table.push_back({"help", no_argument, nullptr, help_id});
  table.push_back({nullptr, 0, nullptr, 0});

  std::string program = "nonet-cli";
  std::vector<std::string> words(args);
  std::vector<char*> argv;
  argv.push_back(program.data());
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  const int argc = static_cast<int>(argv.size()) - 1;

  opterr = 0;  // the messages are ours
  optind = 0;  // glibc: start afresh (each command parses once, but tests may call again)
  for (;;) {
    const int id = getopt_long(argc, argv.data(), ":h", table.data(), nullptr);
    if (id == -1) break;
    if (id == 'h' || id == help_id) {
      out.help = true;
    } else if (id == ':') {
      // TRANSLATORS: {0} an option typed without its value ("--seed").
      return fmt(tr("option '{0}' needs a value"), {argv[optind - 1]});
    } else if (id >= 256 && id < help_id) {
      const OptionSpec& s = *(specs.begin() + (id - 256));
      out.given.emplace_back(s.name, optarg ? optarg : "");
    } else {
      return unexpected_argument(argv[optind - 1]);
    }
  }
  for (int i = optind; i < argc; ++i) out.operands.emplace_back(argv[i]);
  return "";
}

}  // namespace nonet::cli
