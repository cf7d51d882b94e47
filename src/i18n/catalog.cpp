// SPDX-License-Identifier: MIT
#include "i18n/catalog.hpp"

#include <cstring>
#include <fstream>
#include <sstream>

namespace nonet::i18n {
namespace {

constexpr std::uint32_t kMagic = 0x950412deU;
constexpr std::uint32_t kMagicSwapped = 0xde120495U;

std::uint32_t swap32(std::uint32_t v) {
  return (v >> 24) | ((v >> 8) & 0xff00U) | ((v << 8) & 0xff0000U) | (v << 24);
}

}  // namespace

std::optional<Catalog> Catalog::parse(std::string bytes, std::string* error) {
  std::string scratch;
  std::string& err = error ? *error : scratch;
  Catalog c;
  c.bytes_ = std::move(bytes);
  const std::string& b = c.bytes_;
  if (b.size() < 28) {
    err = "not a catalog (too short)";
    return std::nullopt;
  }
  auto raw = [&](std::size_t at) {
    std::uint32_t v = 0;
    std::memcpy(&v, b.data() + at, 4);
    return v;
  };
  const std::uint32_t magic = raw(0);
  if (magic != kMagic && magic != kMagicSwapped) {
    err = "not a catalog (no .mo magic number)";
    return std::nullopt;
  }
  const bool swapped = magic == kMagicSwapped;
  auto word = [&](std::size_t at) { return swapped ? swap32(raw(at)) : raw(at); };
  if ((word(4) >> 16) > 1) {
    err = "unknown .mo revision " + std::to_string(word(4));
    return std::nullopt;
  }
  const std::uint64_t count = word(8);
  const std::uint64_t originals = word(12);
  const std::uint64_t translations = word(16);
  if (originals + count * 8 > b.size() || translations + count * 8 > b.size()) {
    err = "cut short (its tables end past the file)";
    return std::nullopt;
  }
  // One string of the tables: in bounds and NUL-terminated, as the format promises.
  auto string_at = [&](std::uint64_t table, std::uint64_t i, Entry& out) {
    const std::uint64_t length = word(static_cast<std::size_t>(table + i * 8));
    const std::uint64_t offset = word(static_cast<std::size_t>(table + i * 8 + 4));
    if (offset + length >= b.size() || b[static_cast<std::size_t>(offset + length)] != '\0')
      return false;
    out.offset = static_cast<std::uint32_t>(offset);
    out.length = static_cast<std::uint32_t>(length);
    return true;
  };
  c.entries_.reserve(static_cast<std::size_t>(count));
  for (std::uint64_t i = 0; i < count; ++i) {
    Entry key, value;
    if (!string_at(originals, i, key) || !string_at(translations, i, value)) {
      err = "string " + std::to_string(i) + " lies outside the file";
      return std::nullopt;
    }
    std::string_view id(b.data() + key.offset, key.length);
    if (id.empty()) {
      c.header_.assign(b.data() + value.offset, value.length);
      continue;
    }
    // A plural entry's key is "singular\0plural": it is looked up by its singular.
    if (const std::size_t nul = id.find('\0'); nul != std::string_view::npos)
      id = id.substr(0, nul);
    if (value.length == 0) continue;  // untranslated: the English is shown
    c.entries_.emplace(id, value);
  }
  if (const std::string forms = c.header("Plural-Forms"); !forms.empty()) {
    std::string why;
    auto rule = PluralRule::parse(forms, &why);
    if (!rule) {
      err = why;
      return std::nullopt;
    }
    c.plural_ = *rule;
  }
  return c;
}

std::optional<Catalog> Catalog::load(const std::string& path, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (error) *error = path + ": cannot be read";
    return std::nullopt;
  }
  std::ostringstream whole;  // block reads: a character at a time is slow for 100 KB
  whole << in.rdbuf();
  std::string bytes = std::move(whole).str();
  std::string why;
  auto c = parse(std::move(bytes), &why);
  if (!c && error) *error = path + ": " + why;
  return c;
}

const Catalog::Entry* Catalog::lookup(std::string_view context, std::string_view msgid) const {
  if (context.empty()) {
    const auto it = entries_.find(msgid);
    return it == entries_.end() ? nullptr : &it->second;
  }
  // "context\x04msgid", built in a buffer that keeps its capacity (no allocation once warm).
  thread_local std::string key;
  key.assign(context);
  key.push_back('\x04');
  key.append(msgid);
  const auto it = entries_.find(std::string_view(key));
  return it == entries_.end() ? nullptr : &it->second;
}

const char* Catalog::find(std::string_view context, std::string_view msgid) const {
  const Entry* e = lookup(context, msgid);
  return e ? bytes_.data() + e->offset : nullptr;
}

const char* Catalog::find_plural(std::string_view context, std::string_view msgid,
                                 std::uint64_t n) const {
  const Entry* e = lookup(context, msgid);
  if (!e) return nullptr;
  // The forms follow one another, each ended by a NUL; a form missing from a short entry falls
  // back to the last one present.
  int form = plural_.index(n);
  const char* p = bytes_.data() + e->offset;
  const char* end = p + e->length;
  while (form-- > 0) {
    const char* next = p + std::strlen(p) + 1;
    if (next > end) break;
    p = next;
  }
  return *p ? p : nullptr;
}

std::string Catalog::header(std::string_view field) const {
  std::string_view h(header_);
  while (!h.empty()) {
    const std::size_t eol = h.find('\n');
    const std::string_view line = h.substr(0, eol);
    if (line.size() > field.size() && line.substr(0, field.size()) == field &&
        line[field.size()] == ':') {
      std::string_view v = line.substr(field.size() + 1);
      while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
      return std::string(v);
    }
    if (eol == std::string_view::npos) break;
    h.remove_prefix(eol + 1);
  }
  return "";
}

}  // namespace nonet::i18n
