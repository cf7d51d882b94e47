// SPDX-License-Identifier: MIT
// Sealing and opening the checked, versioned envelope of a save file (see envelope.hpp).
#include "save/envelope.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>

#include "save/checksum.hpp"

namespace nonet::save {

std::string canonical_text(const Json& payload) {
  // `replace` instead of throwing: a string holding invalid UTF-8 can only come from our own
  // bug, and a checksum of the replaced text still protects the file from damage.
  return payload.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string checksum_of(std::string_view format, const Json& version, const Json& payload) {
  std::string signed_text(format);
  signed_text += '\n';
  signed_text += version.dump();
  signed_text += '\n';
  signed_text += canonical_text(payload);
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(crc32(signed_text)));
  return std::string("crc32:") + hex;
}

std::string seal_document(const DocumentType& type, const Json& payload) {
  // Written by hand (not through a Json object) to keep the members in reading order; the
  // payload is indented one level deeper, which is safe because a JSON string never holds a
  // raw newline.
  std::string body = payload.dump(2, ' ', false, Json::error_handler_t::replace);
  std::string indented;
  indented.reserve(body.size() + body.size() / 8);
  for (const char c : body) {
    indented.push_back(c);
    if (c == '\n') indented.append("  ");
  }
  std::string text = "{\n  \"format\": ";
  text += Json(type.format).dump();
  text += ",\n  \"version\": ";
  text += std::to_string(type.version);
  text += ",\n  \"checksum\": \"";
  text += checksum_of(type.format, Json(type.version), payload);
  text += "\",\n  \"payload\": ";
  text += indented;
  text += "\n}\n";
  return text;
}

int nesting_depth(std::string_view text, int limit) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

namespace {

// Versions are small; anything above this is just "too new".
constexpr std::int64_t kVersionCap = 1 << 30;

OpenedDocument damaged(std::string reason, int found_version = 0) {
  OpenedDocument d;
  d.status = OpenStatus::Damaged;
  d.reason = std::move(reason);
  d.found_version = found_version;
  return d;
}

OpenedDocument open_checked(const DocumentType& type, std::string_view text) {
  if (text.empty()) return damaged("the file is empty");
  // Envelope (1) + payload + the document's own nesting.
  if (nesting_depth(text, kMaxNesting + 1) > kMaxNesting + 1) {
    return damaged("nested deeper than any Nonet file");
  }
  Json doc = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) return damaged("not valid JSON (truncated or garbled)");
  if (!doc.is_object()) return damaged("not a JSON object");

  const auto format = doc.find("format");
  if (format == doc.end() || !format->is_string()) return damaged("no \"format\" name");
  if (format->get_ref<const std::string&>() != type.format) {
    return damaged("holds \"" + format->get<std::string>() + "\", not \"" + type.format + "\"");
  }
  const auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer()) {
    return damaged("no integer \"version\"");
  }
  // Clamped while still 64-bit: a huge value must not wrap into a small int.
  const std::int64_t v64 = version->is_number_unsigned()
                               ? static_cast<std::int64_t>(std::min<std::uint64_t>(
                                     version->get<std::uint64_t>(), kVersionCap))
                               : std::min<std::int64_t>(version->get<std::int64_t>(), kVersionCap);
  const int found = static_cast<int>(std::max<std::int64_t>(v64, 0));
  const auto checksum = doc.find("checksum");
  if (checksum == doc.end() || !checksum->is_string()) return damaged("no checksum", found);
  const auto payload = doc.find("payload");
  if (payload == doc.end()) return damaged("no payload", found);

  const std::string& sum = checksum->get_ref<const std::string&>();
  const bool known_scheme = sum.rfind("crc32:", 0) == 0;
  if (known_scheme && sum != checksum_of(type.format, *version, *payload)) {
    return damaged("checksum does not match the contents", found);
  }
  if (v64 > type.version) {
    OpenedDocument d;
    d.status = OpenStatus::TooNew;
    d.found_version = found;
    d.reason = "written by a newer version of Nonet (format version " + std::to_string(v64) +
               "; this one reads up to " + std::to_string(type.version) + ")";
    return d;
  }
  if (!known_scheme) return damaged("unknown checksum \"" + sum.substr(0, 16) + "\"", found);
  if (v64 < 1) return damaged("version " + std::to_string(v64) + " is not a valid version");

  Json migrated = std::move(*payload);
  for (int v = found; v < type.version; ++v) {
    const std::size_t step = static_cast<std::size_t>(v - 1);
    if (step >= type.migrations.size() || !type.migrations[step]) {
      return damaged("no way to read version " + std::to_string(v), found);
    }
    std::string why = type.migrations[step](migrated);
    if (!why.empty()) {
      return damaged("upgrading from version " + std::to_string(v) + ": " + why, found);
    }
  }
  if (type.validate) {
    std::string why = type.validate(migrated);
    if (!why.empty()) return damaged(why, found);
  }
  OpenedDocument ok;
  ok.status = OpenStatus::Ok;
  ok.payload = std::move(migrated);
  ok.found_version = found;
  return ok;
}

}  // namespace

OpenedDocument open_document(const DocumentType& type, std::string_view text) {
  // The validators check every type before reading a value, so nothing here should throw; the
  // catch is the last line of defence, because a save file must never crash the game.
  try {
    return open_checked(type, text);
  } catch (const std::exception& e) {
    return damaged(std::string("unreadable contents (") + e.what() + ")");
  }
}

}  // namespace nonet::save
