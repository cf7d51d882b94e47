// SPDX-License-Identifier: MIT
// The corruption battery, written once for any document type: a folder holds a good current
// copy and a good (different) backup; the current copy is then truncated at every byte, has
// bytes replaced at seeded random positions, and has every field of its payload replaced by
// values of the wrong type. After each, a fresh store's load() must return exactly the good
// copy or exactly the backup, and the backup file must still be there, byte for byte.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "save/document_store.hpp"
#include "save_test_support.hpp"

namespace nonet::save::testing {

struct BatteryCounts {
  int loaded_current = 0;
  int restored_backup = 0;
};

/// Loads after the current copy was replaced by `damaged` and checks the outcome.
inline void check_load_outcome(const fs::path& dir, const DocumentType& type,
                               const std::string& damaged, const Json& good, const Json& backup,
                               const std::string& backup_bytes, BatteryCounts& counts) {
  const std::string name = "doc.json";
  write_all(dir / name, damaged);
  DocumentStore store(dir);
  const LoadResult r = store.load(name, type);
  if (r.status == LoadStatus::Loaded) {
    // Only a change that leaves the document's meaning alone may load (e.g. the final newline
    // cut off, or a space turned into a tab).
    CHECK(r.payload == good);
    ++counts.loaded_current;
  } else {
    REQUIRE(r.status == LoadStatus::RestoredBackup);
    CHECK(r.payload == backup);
    CHECK_FALSE(r.notice.empty());
    ++counts.restored_backup;
  }
  REQUIRE(read_all(dir / (name + ".bak")) == backup_bytes);
  // Leave only the backup for the next round (the damaged copy was moved aside, not deleted).
  for (const auto& entry : entries(dir)) {
    if (entry != name + ".bak") fs::remove(dir / entry);
  }
}

inline BatteryCounts truncate_at_every_byte(const DocumentType& type, const Json& good,
                                            const Json& backup) {
  ScratchFolder dir;
  const std::string good_bytes = seal_document(type, good);
  const std::string backup_bytes = seal_document(type, backup);
  write_all(dir / "doc.json.bak", backup_bytes);
  BatteryCounts counts;
  for (std::size_t cut = 0; cut < good_bytes.size(); ++cut) {
    check_load_outcome(dir.path(), type, good_bytes.substr(0, cut), good, backup, backup_bytes,
                       counts);
  }
  return counts;
}

inline BatteryCounts replace_random_bytes(const DocumentType& type, const Json& good,
                                          const Json& backup, int rounds, std::uint32_t seed) {
  ScratchFolder dir;
  const std::string good_bytes = seal_document(type, good);
  const std::string backup_bytes = seal_document(type, backup);
  write_all(dir / "doc.json.bak", backup_bytes);
  std::mt19937 rng(seed);  // the raw engine output is fixed by the standard
  BatteryCounts counts;
  for (int round = 0; round < rounds; ++round) {
    std::string bytes = good_bytes;
    const int hits = 1 + static_cast<int>(rng() % 3);
    for (int h = 0; h < hits; ++h) {
      const std::size_t at = rng() % bytes.size();
      char replacement = static_cast<char>(rng() & 0xFF);
      if (replacement == bytes[at]) replacement = static_cast<char>(replacement ^ 0x01);
      bytes[at] = replacement;
    }
    check_load_outcome(dir.path(), type, bytes, good, backup, backup_bytes, counts);
  }
  return counts;
}

/// Every place in a JSON value, as a JSON pointer ("" is the root).
inline void collect_pointers(const Json& v, const Json::json_pointer& at,
                             std::vector<Json::json_pointer>& out) {
  out.push_back(at);
  if (v.is_object()) {
    for (auto it = v.begin(); it != v.end(); ++it) collect_pointers(*it, at / it.key(), out);
  } else if (v.is_array()) {
    for (std::size_t i = 0; i < v.size(); ++i) collect_pointers(v[i], at / i, out);
  }
}

inline bool same_kind(const Json& a, const Json& b) {
  if (a.is_number_integer() && b.is_number_integer()) return true;
  return a.type() == b.type();
}

/// Replaces every field by values of every other JSON type (re-signing the file, so only the
/// validator stands between them and the game) and removes every object member. Checked with
/// open_document() for speed; the store's fallback is what truncate/replace above exercise.
/// Returns how many variants were checked.
inline int wrong_types_in_every_field(const DocumentType& type, const Json& good,
                                      bool extra_members_allowed = true) {
  std::vector<Json::json_pointer> pointers;
  collect_pointers(good, Json::json_pointer(), pointers);
  const std::vector<Json> wrong = {nullptr,
                                   true,
                                   "text",
                                   1.5,
                                   Json::array(),
                                   Json::object(),
                                   -1,
                                   4294967296ll,
                                   -9223372036854775807ll - 1,
                                   18446744073709551615ull};
  int checked = 0;
  auto open_variant = [&](const Json& payload) {
    const Json doc = {{"format", type.format},
                      {"version", type.version},
                      {"checksum", checksum_of(type.format, type.version, payload)},
                      {"payload", payload}};
    ++checked;
    return open_document(type, doc.dump());
  };
  for (const auto& ptr : pointers) {
    const Json& original = good.at(ptr);
    for (const Json& w : wrong) {
      Json variant = good;
      variant.at(ptr) = w;
      const OpenedDocument o = open_variant(variant);
      if (!same_kind(original, w)) {
        INFO("field ", ptr.to_string(), " set to ", w.dump());
        CHECK(o.status == OpenStatus::Damaged);
        CHECK_FALSE(o.reason.empty());
      } else if (o.status == OpenStatus::Ok) {
        CHECK(o.payload == variant);  // an in-range value of the right type may be fine
      }
    }
    if (!ptr.empty() && good.at(ptr.parent_pointer()).is_object()) {
      Json variant = good;
      variant.at(ptr.parent_pointer()).erase(ptr.back());
      INFO("field ", ptr.to_string(), " removed");
      CHECK(open_variant(variant).status == OpenStatus::Damaged);
    }
  }
  if (extra_members_allowed) {
    Json variant = good;
    variant["a member from the future"] = {1, 2, 3};
    CHECK(open_variant(variant).status == OpenStatus::Ok);
  }
  return checked;
}

}  // namespace nonet::save::testing
