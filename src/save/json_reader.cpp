// SPDX-License-Identifier: MIT
// Field-by-field JSON reading with the first problem kept (see json_reader.hpp).
#include "save/json_reader.hpp"

#include <limits>

namespace nonet::save {

JsonReader::JsonReader(const Json& object, std::string path)
    : object_(object), path_(std::move(path)) {
  if (!object_.is_object()) fail("", "not an object");
}

void JsonReader::fail(const std::string& field, const std::string& problem) {
  if (!error_.empty()) return;
  std::string where = path_;
  if (!field.empty()) where += (where.empty() ? "" : ".") + field;
  error_ = (where.empty() ? std::string("payload") : where) + ": " + problem;
}

void JsonReader::absorb(const JsonReader& other) {
  if (error_.empty() && !other.error_.empty()) error_ = other.error_;
}

std::string JsonReader::child_path(const char* key) const {
  return path_.empty() ? std::string(key) : path_ + "." + key;
}

std::string JsonReader::item_path(const char* key, std::size_t index) const {
  return child_path(key) + "[" + std::to_string(index) + "]";
}

const Json* JsonReader::member(const char* key, const char* expected) {
  if (!object_.is_object()) return nullptr;
  const auto it = object_.find(key);
  if (it == object_.end()) {
    fail(key, std::string("missing (") + expected + " expected)");
    return nullptr;
  }
  return &*it;
}

bool JsonReader::integer_in(const Json& v, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
  if (!v.is_number_integer()) return false;
  if (v.is_number_unsigned()) {
    const std::uint64_t u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return false;
    out = static_cast<std::int64_t>(u);
  } else {
    out = v.get<std::int64_t>();
  }
  return out >= lo && out <= hi;
}

std::int64_t JsonReader::integer(const char* key, std::int64_t lo, std::int64_t hi,
                                 std::int64_t fallback) {
  const Json* v = member(key, "an integer");
  if (!v) return fallback;
  std::int64_t out = 0;
  if (!v->is_number_integer()) {
    fail(key, "not an integer");
    return fallback;
  }
  if (!integer_in(*v, lo, hi, out)) {
    fail(key, "out of range " + std::to_string(lo) + ".." + std::to_string(hi));
    return fallback;
  }
  return out;
}

bool JsonReader::boolean(const char* key) {
  const Json* v = member(key, "true or false");
  if (!v) return false;
  if (!v->is_boolean()) {
    fail(key, "not true or false");
    return false;
  }
  return v->get<bool>();
}

std::string JsonReader::text(const char* key, std::size_t max_length) {
  const Json* v = member(key, "a string");
  if (!v) return {};
  if (!v->is_string()) {
    fail(key, "not a string");
    return {};
  }
  const std::string& s = v->get_ref<const std::string&>();
  if (s.size() > max_length) {
    fail(key, "longer than " + std::to_string(max_length) + " characters");
    return {};
  }
  return s;
}

const Json* JsonReader::array(const char* key, std::size_t max_size) {
  const Json* v = member(key, "an array");
  if (!v) return nullptr;
  if (!v->is_array()) {
    fail(key, "not an array");
    return nullptr;
  }
  if (v->size() > max_size) {
    fail(key, "more than " + std::to_string(max_size) + " items");
    return nullptr;
  }
  return v;
}

const Json* JsonReader::object(const char* key) {
  const Json* v = member(key, "an object");
  if (!v) return nullptr;
  if (!v->is_object()) {
    fail(key, "not an object");
    return nullptr;
  }
  return v;
}

}  // namespace nonet::save
