// SPDX-License-Identifier: MIT
// Reading a JSON payload field by field with range checks, collecting the first problem with
// the path of the field ("stages[3].best_ms: not an integer"). The codecs decode through it,
// so "validate" and "decode" are one code path: whatever passes validation decodes, and
// nothing reads a value without checking its type first (nlohmann::json would throw).
#pragma once

#include <cstdint>
#include <string>

#include "save/envelope.hpp"

namespace nonet::save {

class JsonReader {
 public:
  /// `path` names `object` in messages ("" for the payload itself).
  JsonReader(const Json& object, std::string path);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  /// Records a problem (only the first one is kept).
  void fail(const std::string& field, const std::string& problem);

  /// The member's value, or `fallback` after recording why it is missing or wrong.
  std::int64_t integer(const char* key, std::int64_t lo, std::int64_t hi,
                       std::int64_t fallback = 0);
  bool boolean(const char* key);
  std::string text(const char* key, std::size_t max_length);
  /// The member as an array of at most `max_size` items, or nullptr (problem recorded).
  const Json* array(const char* key, std::size_t max_size);
  /// The member as an object, or nullptr (problem recorded).
  const Json* object(const char* key);
  /// A reader for a nested object (reports into this reader's error).
  std::string child_path(const char* key) const;
  std::string item_path(const char* key, std::size_t index) const;
  /// Takes over another reader's error, if it has one and this one does not.
  void absorb(const JsonReader& other);

  /// An integer value (not a member) with range check.
  static bool integer_in(const Json& v, std::int64_t lo, std::int64_t hi, std::int64_t& out);

 private:
  const Json* member(const char* key, const char* expected);
  const Json& object_;
  std::string path_;
  std::string error_;
};

}  // namespace nonet::save
