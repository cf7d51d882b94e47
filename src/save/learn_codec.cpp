// SPDX-License-Identifier: MIT
// The Learn file: encoding and decoding with validation (learn_codec.hpp).
#include "save/learn_codec.hpp"

#include <algorithm>

#include "core/free_play.hpp"  // days_from_civil, date_text, parse_date
#include "core/practice.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {

namespace {

constexpr std::int64_t kMaxCount = 1'000'000'000;

std::string validate_learn(const Json& payload) {
  game::LearnProgress scratch;
  return decode_learn(payload, scratch);
}

// Only what differs from a technique never touched is written.
bool untouched(const game::TechniqueProgress& p) { return p == game::TechniqueProgress{}; }

std::string recent_text(const game::TechniqueProgress& p) {
  std::string out;
  for (int i = p.window - 1; i >= 0; --i) out += ((p.recent >> i) & 1u) != 0 ? 'r' : 'w';
  return out;
}

std::string read_technique(const Json& v, const std::string& path, game::TechniqueProgress& out) {
  if (!v.is_object()) return path + ": not an object";
  JsonReader r(v, path);
  game::TechniqueProgress p;
  const std::string recent = r.text("recent", game::kMasteryWindow);
  p.attempts = static_cast<int>(r.integer("attempts", 0, kMaxCount));
  p.right = static_cast<int>(r.integer("right", 0, kMaxCount));
  p.helped = static_cast<int>(r.integer("helped", 0, kMaxCount));
  p.seen = static_cast<int>(r.integer("seen", 0, kMaxCount));
  p.next_position = static_cast<int>(r.integer("next", 0, kMaxCount));
  p.lesson_seen = r.boolean("lesson");
  // Added after version 1 was out, optional so that its files stay valid as they are.
  if (v.contains("puzzle")) p.next_puzzle = static_cast<int>(r.integer("puzzle", 0, kMaxCount));
  if (!r.ok()) return r.error();
  if (p.right > p.attempts) return path + ".right: more than its attempts";
  if (p.helped > p.attempts) return path + ".helped: more than its attempts";
  // The last six attempts at most, and no more of them right or wrong than the totals hold. (A
  // failed review starts them afresh, so fewer than six after six attempts is possible.)
  if (static_cast<int>(recent.size()) > p.attempts)
    return path + ".recent: longer than its attempts";
  if (p.attempts > 0 && recent.empty()) return path + ".recent: empty after attempts";
  int right_recent = 0;
  for (char ch : recent) {
    if (ch != 'r' && ch != 'w') return path + ".recent: not made of 'r' and 'w'";
    p.recent = static_cast<std::uint8_t>((p.recent << 1) | (ch == 'r' ? 1 : 0));
    right_recent += ch == 'r' ? 1 : 0;
  }
  if (right_recent > p.right) return path + ".recent: more right than its total";
  const int wrong_recent = static_cast<int>(recent.size()) - right_recent;
  if (wrong_recent > p.attempts - p.right) return path + ".recent: more wrong than its total";
  p.window = static_cast<std::uint8_t>(recent.size());
  if (v.contains("mastered")) {
    const std::string day = r.text("mastered", 10);
    p.reviews = static_cast<int>(r.integer("reviews", 0, game::kReviewDays.size()));
    if (!r.ok()) return r.error();
    const auto date = parse_date(day);
    if (!date) return path + ".mastered: not a date";
    p.mastered_day = days_from_civil(*date);
  } else if (v.contains("reviews")) {
    return path + ".reviews: without \"mastered\"";
  }
  out = p;
  return "";
}

std::string removal_text(const CellDigit& e) {
  return cell_name(e.cell) + "-" + std::to_string(e.digit);
}

std::string read_practice(const Json& v, game::PracticeInProgress& out) {
  const std::string path = "practice";
  if (!v.is_object()) return path + ": not an object";
  JsonReader r(v, path);
  game::PracticeInProgress p;
  const std::string key = r.text("technique", 40);
  p.index = static_cast<int>(r.integer("index", 0, kMaxCount));
  p.wrong = r.boolean("wrong");
  p.hint_tier = static_cast<int>(r.integer("hint", 0, 2));
  p.notes = r.boolean("notes");
  const Json* removed = r.array("removed", kCells * 9);
  if (!r.ok()) return r.error();
  const auto t = parse_technique_key(key);
  if (!t || !is_learnable(*t)) return path + ".technique: not a technique Nonet teaches";
  p.technique = *t;
  for (std::size_t i = 0; i < removed->size(); ++i) {
    const Json& item = (*removed)[i];
    const std::string bad = path + ".removed[" + std::to_string(i) + "]: not a cell and a digit";
    if (!item.is_string()) return bad;
    const std::string text = item.get<std::string>();
    const auto dash = text.find('-');
    if (dash == std::string::npos || dash + 2 != text.size()) return bad;
    const int cell = parse_cell_name(std::string_view(text).substr(0, dash));
    const int digit = text[dash + 1] - '0';
    if (cell < 0 || digit < 1 || digit > 9) return bad;
    p.removed.push_back(CellDigit{cell, digit});
  }
  out = std::move(p);
  return "";
}

}  // namespace

const DocumentType& learn_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-learn";
    t.version = 1;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged": the
    // player's progress in Learn, the technique school.
    t.player_name = N_("Learn progress");
    t.validate = validate_learn;
    return t;
  }();
  return kType;
}

Json encode_learn(const game::LearnProgress& progress) {
  Json techniques = Json::object();
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    const auto& p = progress.of(t);
    if (!is_learnable(t) || untouched(p)) continue;
    Json item = {{"recent", recent_text(p)}, {"attempts", p.attempts}, {"right", p.right},
                 {"helped", p.helped},       {"seen", p.seen},         {"next", p.next_position},
                 {"lesson", p.lesson_seen}};
    if (p.next_puzzle != 0) item["puzzle"] = p.next_puzzle;
    if (p.mastered_day) {
      item["mastered"] = date_text(civil_from_days(*p.mastered_day));
      item["reviews"] = p.reviews;
    }
    techniques[std::string(technique_key(t))] = std::move(item);
  }
  Json out{{"techniques", std::move(techniques)}};
  if (progress.practice) {
    const game::PracticeInProgress& p = *progress.practice;
    Json removed = Json::array();
    for (const CellDigit& e : p.removed) removed.push_back(removal_text(e));
    out["practice"] = {{"technique", std::string(technique_key(p.technique))},
                       {"index", p.index},
                       {"removed", std::move(removed)},
                       {"wrong", p.wrong},
                       {"hint", p.hint_tier},
                       {"notes", p.notes}};
  }
  return out;
}

std::string decode_learn(const Json& payload, game::LearnProgress& out) {
  JsonReader r(payload, "");
  const Json* techniques = r.object("techniques");
  if (!r.ok()) return r.error();
  game::LearnProgress progress;
  for (const auto& [key, value] : techniques->items()) {
    const std::string path = "techniques." + key;
    const auto t = parse_technique_key(key);
    if (!t || !is_learnable(*t)) return path + ": not a technique Nonet teaches";
    if (std::string why = read_technique(value, path, progress.of(*t)); !why.empty()) return why;
  }
  if (payload.contains("practice")) {
    game::PracticeInProgress p;
    if (std::string why = read_practice(payload["practice"], p); !why.empty()) return why;
    progress.practice = std::move(p);
  }
  out = progress;
  return "";
}

}  // namespace nonet::save
