// SPDX-License-Identifier: MIT
// Shared pieces of the save tests: a scratch folder that cleans up after itself, a small
// document type with a three-step history (to exercise migrations without the game's types),
// and file helpers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "save/envelope.hpp"

namespace nonet::save::testing {

namespace fs = std::filesystem;

/// A fresh folder under the system's temporary folder, removed (permissions restored) at the end.
class ScratchFolder {
 public:
  ScratchFolder() {
    std::string pattern = (fs::temp_directory_path() / "nonet-save-XXXXXX").string();
    if (char* made = ::mkdtemp(pattern.data())) path_ = made;
  }
  ~ScratchFolder() {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(path_, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
    }
    fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(path_, ec);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const fs::path& path() const { return path_; }
  fs::path operator/(const std::string& name) const { return path_ / name; }

 private:
  fs::path path_;
};

inline std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void write_all(const fs::path& p, const std::string& bytes) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << bytes;
}

/// Names of the folder's entries, sorted.
inline std::vector<std::string> entries(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// "nonet-test", version 3. History of its schema:
///   v1 {"count": n}
///   v2 {"count": n, "label": s}                     (label added, defaults to "")
///   v3 {"counter": {"value": n}, "label": s, "items": [ints 0..99]}
inline std::string validate_test_v3(const Json& p) {
  if (!p.is_object()) return "not an object";
  const auto c = p.find("counter");
  if (c == p.end() || !c->is_object()) return "counter: not an object";
  const auto v = c->find("value");
  if (v == c->end() || !v->is_number_integer()) return "counter.value: not an integer";
  if (v->get<std::int64_t>() < 0) return "counter.value: negative";
  const auto l = p.find("label");
  if (l == p.end() || !l->is_string()) return "label: not a string";
  const auto items = p.find("items");
  if (items == p.end() || !items->is_array()) return "items: not an array";
  for (const Json& i : *items) {
    if (!i.is_number_integer() || i.get<std::int64_t>() < 0 || i.get<std::int64_t>() > 99) {
      return "items: not an integer 0..99";
    }
  }
  return "";
}

inline DocumentType test_type() {
  DocumentType t;
  t.format = "nonet-test";
  t.version = 3;
  t.player_name = "test";
  t.migrations.push_back([](Json& p) -> std::string {
    if (!p.is_object()) return "not an object";
    p["label"] = "";
    return "";
  });
  t.migrations.push_back([](Json& p) -> std::string {
    const auto c = p.find("count");
    if (c == p.end() || !c->is_number_integer()) return "count: not an integer";
    Json next = {{"counter", {{"value", *c}}}, {"label", p.at("label")}, {"items", Json::array()}};
    p = std::move(next);
    return "";
  });
  t.validate = validate_test_v3;
  return t;
}

inline Json test_payload(std::int64_t value, std::string label = "x") {
  return {{"counter", {{"value", value}}}, {"label", std::move(label)}, {"items", {1, 2, 3}}};
}

}  // namespace nonet::save::testing
