// SPDX-License-Identifier: MIT
// json_lines [KEY=TYPE[|TYPE...]]...: reads JSON Lines on standard input and checks that every
// line is one JSON object, parsed by a real JSON parser (nlohmann-json, strict: valid UTF-8,
// no bare words such as `beyond 8.8`), and that each KEY named is there with one of its TYPEs
// (string, number, null, array, object, boolean) on every line that has it ("KEY?=...") or
// on every line ("KEY=..."). Prints "N lines" and exits 0; else names the first bad line and
// exits 1. Used by tests/core/cli_formats.sh (issue 30).
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

struct Rule {
  std::string key;
  bool optional = false;
  std::vector<std::string> types;
};

std::string type_of(const nlohmann::json& v) {
  if (v.is_string()) return "string";
  if (v.is_number()) return "number";
  if (v.is_null()) return "null";
  if (v.is_array()) return "array";
  if (v.is_object()) return "object";
  if (v.is_boolean()) return "boolean";
  return "other";
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<Rule> rules;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto eq = arg.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::fprintf(stderr, "usage: json_lines [KEY=TYPE[|TYPE...]]... < LINES\n");
      return 2;
    }
    Rule rule;
    rule.key = arg.substr(0, eq);
    if (rule.key.back() == '?') {
      rule.optional = true;
      rule.key.pop_back();
    }
    for (std::size_t at = eq + 1; at <= arg.size();) {
      const auto bar = arg.find('|', at);
      const auto end = bar == std::string::npos ? arg.size() : bar;
      rule.types.push_back(arg.substr(at, end - at));
      at = end + 1;
    }
    rules.push_back(rule);
  }
  std::string line;
  long number = 0;
  while (std::getline(std::cin, line)) {
    ++number;
    nlohmann::json value;
    try {
      value = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception& e) {
      std::printf("line %ld: not JSON (%s): %s\n", number, e.what(), line.c_str());
      return 1;
    }
    if (!value.is_object()) {
      std::printf("line %ld: not a JSON object: %s\n", number, line.c_str());
      return 1;
    }
    for (const Rule& rule : rules) {
      const auto it = value.find(rule.key);
      if (it == value.end()) {
        if (rule.optional) continue;
        std::printf("line %ld: no \"%s\": %s\n", number, rule.key.c_str(), line.c_str());
        return 1;
      }
      bool fits = false;
      for (const std::string& t : rule.types) fits = fits || t == type_of(*it);
      if (!fits) {
        std::printf("line %ld: \"%s\" is a %s: %s\n", number, rule.key.c_str(),
                    type_of(*it).c_str(), line.c_str());
        return 1;
      }
    }
  }
  std::printf("%ld lines\n", number);
  return 0;
}
