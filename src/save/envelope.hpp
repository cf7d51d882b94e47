// SPDX-License-Identifier: MIT
// The envelope every Nonet save file has, and the checks a file must pass before its contents
// may replace anything in memory.
//
// A file is one JSON object with exactly these members (written in this order):
//
//     {
//       "format":   "nonet-progress",        which kind of document (DocumentType::format)
//       "version":  2,                        the payload's schema version, an integer >= 1
//       "checksum": "crc32:1a2b3c4d",        see below; 8 lowercase hex digits
//       "payload":  { ... }                   the document itself
//     }
//
// The checksum is the CRC-32 of the signed text
//
//     <format> "\n" <version as JSON> "\n" <canonical payload>
//
// where the canonical payload is payload.dump(): compact, object keys sorted (nlohmann::json
// keeps them sorted). So reformatting the file by hand does not break the checksum, but
// changing any value, the version or the format does: a flipped digit in "version" must not
// make a damaged file look like one from a newer Nonet (which would be refused instead of
// falling back to the backup).
//
// This envelope is frozen for all versions; only the payload's schema changes with "version".
// A future checksum scheme would get a new prefix instead of "crc32:".
//
// Order of the checks in open_document(): size and nesting depth of the raw text, JSON syntax,
// envelope members and their types, format name, checksum (an unknown scheme is accepted only
// as "too new"), version (newer -> refused), then the migration chain up to the current
// version, then the document's own validator on the migrated payload.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace nonet::save {

using Json = nlohmann::json;

/// Checks a payload's schema and ranges; returns "" when it is good, otherwise a reason that
/// names the field ("stages[4].best_ms: not an integer").
using Validator = std::function<std::string(const Json& payload)>;
/// Rewrites a payload of version v into version v+1 in place; returns "" or a reason.
using Migration = std::function<std::string(Json& payload)>;

/// What kind of document a file holds and how to check it.
struct DocumentType {
  std::string format;       // "nonet-progress"
  int version = 1;          // the version this build writes
  std::string player_name;  // used in messages to the player: "progress", "settings"
  /// migrations[i] turns version i+1 into version i+2; so size() == version - 1.
  std::vector<Migration> migrations;
  Validator validate;
  /// The largest file of this kind, read or written (0: the store's limit, a few MiB). The
  /// puzzle collections hold whole files of puzzles and have their own.
  std::uint64_t max_bytes = 0;
};

/// How deeply a payload may nest arrays and objects. Our documents need 4; the limit keeps a
/// hostile "[[[[..." file from exhausting the stack in the (recursive) JSON printer.
inline constexpr int kMaxNesting = 32;

/// The envelope's text for `payload`, ready to be written. The payload must already be valid.
std::string seal_document(const DocumentType& type, const Json& payload);

/// The canonical text of a payload.
std::string canonical_text(const Json& payload);
/// "crc32:" + 8 lowercase hex digits of the signed text's CRC-32 (see above).
std::string checksum_of(std::string_view format, const Json& version, const Json& payload);

enum class OpenStatus {
  Ok,       // payload holds the document at the current version
  Damaged,  // anything wrong with the file: reason says what
  TooNew,   // written by a newer Nonet (found_version > type.version); nothing else was checked
};

struct OpenedDocument {
  OpenStatus status = OpenStatus::Damaged;
  Json payload;           // valid when status == Ok
  int found_version = 0;  // the version in the file (0 if it could not be read)
  std::string reason;     // why it was refused (for logs and the "kept as ..." message)
};

/// Runs every check listed at the top of this file. Never throws.
OpenedDocument open_document(const DocumentType& type, std::string_view text);

/// The deepest nesting of arrays and objects in `text` (ignoring brackets inside strings),
/// stopping early once it exceeds `limit`. Linear and allocation-free.
int nesting_depth(std::string_view text, int limit);

}  // namespace nonet::save
