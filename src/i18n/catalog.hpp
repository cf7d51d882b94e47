// SPDX-License-Identifier: MIT
// One language's compiled catalog (issue 27): a GNU .mo file, read by the game itself (see
// plural.hpp for why not through libintl). Lookups take the msgid, and a context where one
// English word has two meanings; a msgid with no translation (or an empty one) is not found,
// and the caller shows the English.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "i18n/plural.hpp"

namespace nonet::i18n {

class Catalog {
 public:
  // Keys view the bytes: a move keeps them (the buffer is on the heap), a copy would not.
  Catalog(Catalog&&) = default;
  Catalog& operator=(Catalog&&) = default;
  Catalog(const Catalog&) = delete;
  Catalog& operator=(const Catalog&) = delete;

  /// Parses the bytes of a .mo file (either byte order). nullopt, and `error` set, when the
  /// file is not one, is cut short, points outside itself, or has a malformed Plural-Forms.
  static std::optional<Catalog> parse(std::string bytes, std::string* error = nullptr);
  /// Reads and parses a file; the error names the file.
  static std::optional<Catalog> load(const std::string& path, std::string* error = nullptr);

  /// The translation of `msgid` in `context` ("" for none), or nullptr when there is none.
  /// The pointer stays valid while the catalog lives; the text is NUL-terminated.
  const char* find(std::string_view context, std::string_view msgid) const;
  /// The plural form for n of a plural entry keyed by its singular msgid, or nullptr.
  const char* find_plural(std::string_view context, std::string_view msgid, std::uint64_t n) const;

  const PluralRule& plural_rule() const { return plural_; }
  /// A header field ("Language", "Plural-Forms", ...), "" when absent.
  std::string header(std::string_view field) const;
  /// Entries with a translation, the header not counted.
  std::size_t size() const { return entries_.size(); }

 private:
  Catalog() = default;
  struct Entry {
    std::uint32_t offset = 0;  // into bytes_: the translation's forms, NUL-separated
    std::uint32_t length = 0;
  };
  const Entry* lookup(std::string_view context, std::string_view msgid) const;

  std::string bytes_;
  std::unordered_map<std::string_view, Entry> entries_;  // keys view bytes_: "ctx\x04id" or "id"
  std::string header_;
  PluralRule plural_;
};

}  // namespace nonet::i18n
