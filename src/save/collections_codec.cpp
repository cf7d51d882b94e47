// SPDX-License-Identifier: MIT
// The puzzle collections: encoding and decoding with validation (collections_codec.hpp).
#include "save/collections_codec.hpp"

#include <algorithm>
#include <set>

#include "game/tuning.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {

namespace {

std::string validate_collections(const Json& payload) {
  std::vector<game::PuzzleCollection> scratch;
  return decode_collections(payload, scratch);
}

const char* problem_key(CollectionProblem p) {
  switch (p) {
    case CollectionProblem::NotABoard: return "not-a-board";
    case CollectionProblem::NoSolution: return "no-solution";
    case CollectionProblem::SeveralSolutions: return "several-solutions";
  }
  return "?";
}

bool parse_problem(const std::string& key, CollectionProblem& out) {
  for (const CollectionProblem p : {CollectionProblem::NotABoard, CollectionProblem::NoSolution,
                                    CollectionProblem::SeveralSolutions}) {
    if (key == problem_key(p)) {
      out = p;
      return true;
    }
  }
  return false;
}

bool is_level_letter(char c) {
  return c == game::kNotRated || c == game::kBeyondScale || game::letter_level(c).has_value();
}

std::string decode_one(const Json& v, const std::string& path, game::PuzzleCollection& c) {
  if (!v.is_object()) return path + ": not an object";
  JsonReader r(v, path);
  c.id = static_cast<std::uint32_t>(r.integer("id", 1, 0x7fffffff));
  c.name = r.text("name", game::kMaxCollectionName);
  const std::string puzzles = r.text("puzzles", game::kMaxCollectionPuzzles * kCells);
  c.levels = r.text("levels", game::kMaxCollectionPuzzles);
  const Json* solved = r.array("solved", game::kMaxCollectionPuzzles);
  const Json* bad = r.array("bad", game::kMaxCollectionBadLines);
  c.bad_total = static_cast<int>(r.integer("bad_total", 0, 0x7fffffff));
  if (!r.ok()) return r.error();
  if (puzzles.empty() || puzzles.size() % kCells != 0)
    return r.child_path("puzzles") + ": not 81 characters a puzzle";
  const std::size_t n = puzzles.size() / kCells;
  c.puzzles.assign(n, Grid{});
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const char ch = puzzles[i];
    if (ch != '.' && (ch < '1' || ch > '9')) return r.child_path("puzzles") + ": not a board";
    if (ch != '.') c.puzzles[i / kCells].set(static_cast<int>(i % kCells), ch - '0');
  }
  if (c.levels.size() != n || !std::all_of(c.levels.begin(), c.levels.end(), is_level_letter))
    return r.child_path("levels") + ": not one level letter a puzzle";
  c.best_ms.assign(n, 0);
  for (std::size_t i = 0; i < solved->size(); ++i) {
    const Json& s = (*solved)[i];
    std::int64_t index = 0, ms = 0;
    if (!s.is_array() || s.size() != 2 ||
        !JsonReader::integer_in(s[0], 0, static_cast<std::int64_t>(n) - 1, index) ||
        !JsonReader::integer_in(s[1], 1, game::kMaxMs, ms))
      return r.item_path("solved", i) + ": not [index, milliseconds]";
    if (c.best_ms[static_cast<std::size_t>(index)] != 0)
      return r.item_path("solved", i) + ": the same puzzle twice";
    c.best_ms[static_cast<std::size_t>(index)] = ms;
  }
  c.bad.clear();
  for (std::size_t i = 0; i < bad->size(); ++i) {
    const Json& b = (*bad)[i];
    std::int64_t line = 0;
    CollectionProblem p{};
    if (!b.is_array() || b.size() != 2 || !JsonReader::integer_in(b[0], 1, 0x7fffffff, line) ||
        !b[1].is_string() || !parse_problem(b[1].get<std::string>(), p))
      return r.item_path("bad", i) + ": not [line, reason]";
    c.bad.push_back(game::CollectionLine{static_cast<int>(line), p});
  }
  if (c.bad_total < static_cast<int>(c.bad.size()))
    return r.child_path("bad_total") + ": fewer than the bad lines listed";
  return "";
}

}  // namespace

const DocumentType& collections_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-collections";
    t.version = 1;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged": the
    // files of many puzzles the player opened, with each puzzle's state
    t.player_name = N_("puzzle collections");
    t.validate = validate_collections;
    t.max_bytes = kMaxCollectionsBytes;
    return t;
  }();
  return kType;
}

Json encode_collections(const std::vector<game::PuzzleCollection>& list) {
  Json out = Json::array();
  for (const game::PuzzleCollection& c : list) {
    std::string puzzles;
    puzzles.reserve(c.puzzles.size() * kCells);
    for (const Grid& g : c.puzzles) {
      for (int i = 0; i < kCells; ++i) puzzles += g[i] == 0 ? '.' : static_cast<char>('0' + g[i]);
    }
    Json solved = Json::array();
    for (std::size_t i = 0; i < c.best_ms.size(); ++i)
      if (c.best_ms[i] > 0) solved.push_back(Json::array({i, c.best_ms[i]}));
    Json bad = Json::array();
    for (const game::CollectionLine& b : c.bad)
      bad.push_back(Json::array({b.line, problem_key(b.problem)}));
    out.push_back({{"id", c.id},
                   {"name", c.name},
                   {"puzzles", std::move(puzzles)},
                   {"levels", c.levels},
                   {"solved", std::move(solved)},
                   {"bad", std::move(bad)},
                   {"bad_total", c.bad_total}});
  }
  return {{"collections", std::move(out)}};
}

std::string decode_collections(const Json& payload, std::vector<game::PuzzleCollection>& out) {
  JsonReader r(payload, "");
  const Json* list = r.array("collections", game::kMaxCollections);
  if (!r.ok()) return r.error();
  std::vector<game::PuzzleCollection> read(list->size());
  std::set<std::uint32_t> ids;
  std::size_t total = 0;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = r.item_path("collections", i);
    if (std::string why = decode_one((*list)[i], path, read[i]); !why.empty()) return why;
    if (!ids.insert(read[i].id).second) return path + ": an id used twice";
    total += read[i].puzzles.size();
    if (total > game::kMaxLibraryPuzzles) return path + ": more puzzles than a library holds";
  }
  out = std::move(read);
  return "";
}

}  // namespace nonet::save
