// SPDX-License-Identifier: MIT
// Learn in the real game (issue 28): a technique practised to mastery by keys, by touch and by
// gamepad, each from the title of a fresh save; the progress kept in learn.json across a
// restart, and the mastered technique due for review when the clock has moved on a day; a
// wrong elimination answered with its reason; a position left by quitting resumed as it was.
//
// The scripts are written here from the shipped positions (assets/learn/positions.txt): the
// game takes a technique's positions in turn from the first, skipping the one its lesson shows
// (game::practice_position_index), so the test knows each board and the move that makes its
// step. A Learn row opens the technique's lesson first; its Practise button (focused on a
// lesson seen before, one Down from Next on a new one) opens the practice.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/practice.hpp"
#include "game/lesson_screen.hpp"
#include "game/practice_screen.hpp"
#include "game_process.hpp"
#include "save/document_store.hpp"
#include "save/learn_codec.hpp"

namespace fs = std::filesystem;
using namespace nonet;

namespace {

const PracticeLibrary& library() {
  static const PracticeLibrary lib = [] {
    std::ifstream in(std::string(NONET_SOURCE_DIR) + "/assets/learn/positions.txt");
    std::stringstream ss;
    ss << in.rdbuf();
    return PracticeLibrary::parse(ss.str());
  }();
  return lib;
}

// The library index of the k-th practice (0-based) of a technique from a fresh save.
int nth(Technique t, int k) {
  int next = 0, index = -1;
  for (int i = 0; i <= k; ++i) {
    index = game::practice_position_index(library(), t, next);
    next = (index + 1) % library().count(t);
  }
  return index;
}

// The placement that makes position `index`'s step (the techniques below place a digit).
Placement placement_of(Technique t, int index) {
  const PracticeTask task(library().position(t, index));
  REQUIRE(task.places());
  return task.step().placements.front();
}

// Where the practice screen's selection starts on position `index` (game/practice_screen.hpp).
int start_cell(Technique t, int index) {
  game::PracticeScreen p;
  p.start(library().position(t, index), index);
  return p.selected();
}

std::string repeat(const std::string& verb, int n) {
  return n > 0 ? verb + " " + std::to_string(n) + "\n" : "";
}

// Arrows from `from` to `to`, with the script verb for each direction ("key Down", "pad down").
std::string walk(int from, int to, const char* down, const char* up, const char* right,
                 const char* left) {
  const int dr = row_of(to) - row_of(from), dc = col_of(to) - col_of(from);
  return repeat(dr > 0 ? down : up, std::abs(dr)) + repeat(dc > 0 ? right : left, std::abs(dc));
}

const char* kDate = "NONET_TODAY=2026-12-05";

}  // namespace

TEST_CASE("Learn by keys: Full house mastered, kept across a restart, due for review a day later") {
  nonet::test::ScratchDir dir("nonet-learn-keys");
  const Technique t = Technique::FullHouse;
  // The title's Learn (item 6), the suggestion (Full house) on top: Return practises it.
  std::string script =
      "wait 10\nkey Down 6\nkey Return\nwait 10\nexpect screen learn\n"
      "expect learn full-house new\nkey Return\nwait 10\nexpect screen lesson\n"
      "key Down\nkey Return\nwait 10\nexpect screen practice\n";
  for (int i = 0; i < 5; ++i) {
    const Placement p = placement_of(t, nth(t, i));
    script += walk(start_cell(t, nth(t, i)), p.cell, "key Down", "key Up", "key Right", "key Left");
    script += "key " + std::to_string(p.digit) + "\nexpect practice solved\n";
    script += i < 4 ? "expect learn full-house practising\nkey Return\nwait 5\n"
                    : "expect learn full-house mastered\n";
  }
  script += "key Escape\nwait 10\nexpect screen learn\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, script, "keys", log, {kDate}) == 0, log);

  // learn.json holds it: five attempts, all right, mastered on the day.
  const save::LoadResult saved =
      save::DocumentStore(dir.path / "save").load(save::kLearnFileName, save::learn_document());
  REQUIRE(saved.ok());
  game::LearnProgress learn;
  REQUIRE(save::decode_learn(saved.payload, learn) == "");
  CHECK(learn.of(t).attempts == 5);
  CHECK(learn.of(t).right == 5);
  CHECK(learn.of(t).next_position == nth(t, 4) + 1);
  CHECK(learn.of(t).lesson_seen);
  CHECK(learn.of(t).mastered_day.has_value());

  // The same day it is mastered; the next day its first review is due, and the list offers it.
  const std::string same_day = "wait 10\nexpect learn full-house mastered\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, same_day, "same", log, {kDate}) == 0,
                  log);
  const std::string next_day =
      "wait 10\nexpect learn full-house due\nkey Down 6\nkey Return\nwait 10\n"
      "expect screen learn\nkey Return\nwait 10\nexpect screen lesson\n"
      "key Return\nwait 10\nexpect screen practice\n" +  // a lesson seen: Practise focused
      walk(start_cell(t, nth(t, 5)), placement_of(t, nth(t, 5)).cell, "key Down", "key Up",
           "key Right", "key Left") +
      "key " + std::to_string(placement_of(t, nth(t, 5)).digit) +
      "\nexpect practice solved\nexpect learn full-house mastered\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, next_day, "next", log,
                                                 {"NONET_TODAY=2026-12-06"}) == 0,
                  log);
}

TEST_CASE("Learn by touch: Hidden single (box) tapped to mastery") {
  nonet::test::ScratchDir dir("nonet-learn-touch");
  const Technique t = Technique::HiddenSingleBox;
  std::string script =
      "wait 10\ntap item6\nwait 10\nexpect screen learn\n"
      "tap learn-hidden-single-box\nwait 10\nexpect screen lesson\n"
      "tap item1\ntap item1\ntap item0\ntap item2\nwait 10\nexpect screen practice\n";
  for (int i = 0; i < 5; ++i) {
    const Placement p = placement_of(t, nth(t, i));
    script += "tap " + cell_name(p.cell) + "\ntap key" + std::to_string(p.digit) +
              "\nexpect practice solved\n" + (i < 4 ? "tap item2\nwait 5\n" : "");
  }
  // Back on the list, a drag up brings the X-Wing's row into view (it is below the window's
  // edge at 800x600), and a tap opens its lesson; Back returns to the list, then the title.
  script +=
      "expect learn hidden-single-box mastered\ntap back\nwait 10\nexpect screen learn\n"
      "drag 400 560 400 150\nwait 10\ntap learn-x-wing\nwait 10\nexpect screen lesson\n"
      "tap back\nwait 10\nexpect screen learn\ntap back\nwait 10\nexpect screen title\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, script, "touch", log, {kDate}) == 0,
                  log);
}

TEST_CASE("Learn by gamepad: Naked single to mastery with the D-pad and A") {
  nonet::test::ScratchDir dir("nonet-learn-pad");
  const Technique t = Technique::NakedSingle;
  // From the suggestion, Naked single is the fourth technique down.
  std::string script =
      "wait 10\npad-attach\npad down 6\npad a\nwait 10\nexpect screen learn\n"
      "pad down 4\npad a\nwait 10\nexpect screen lesson\n"
      "pad right 3\npad a\nwait 10\nexpect screen practice\n";
  int last_key = 0;  // the key row remembers the last key pressed (first: 1)
  for (int i = 0; i < 5; ++i) {
    const Placement p = placement_of(t, nth(t, i));
    script += walk(start_cell(t, nth(t, i)), p.cell, "pad down", "pad up", "pad right", "pad left");
    // A on the cell goes to the key row, on the last key pressed; then along to the digit.
    script += "pad a\n";
    const int k = p.digit - 1;
    script += repeat(k > last_key ? "pad right" : "pad left", std::abs(k - last_key));
    script += "pad a\nexpect practice solved\n" + std::string(i < 4 ? "pad a\nwait 5\n" : "");
    last_key = k;
  }
  script += "expect learn naked-single mastered\npad b\nwait 10\nexpect screen learn\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, script, "pad", log, {kDate}) == 0, log);
}

TEST_CASE("a wrong elimination is answered with its reason, and the attempt is not right") {
  nonet::test::ScratchDir dir("nonet-learn-wrong");
  const Technique t = Technique::XWing;
  const PracticeTask task(library().position(t, nth(t, 0)));
  const Step& step = task.step();
  // A pattern candidate, then one of the step's digit the pattern does not reach.
  const CellDigit pattern = step.pattern_candidates.front();
  std::optional<CellDigit> unreached;
  const int digit = step.eliminations.front().digit;
  for (int c = 0; c < kCells && !unreached; ++c) {
    const CellDigit cd{c, digit};
    if (!task.board().has(c, digit) || task.solution()[c] == digit ||
        std::find(step.eliminations.begin(), step.eliminations.end(), cd) !=
            step.eliminations.end() ||
        std::find(step.pattern_candidates.begin(), step.pattern_candidates.end(), cd) !=
            step.pattern_candidates.end())
      continue;
    unreached = cd;
  }
  REQUIRE(unreached.has_value());
  std::string script =
      "wait 10\nkey Down 6\nkey Return\nwait 10\nkey Down 8\nkey Return\nwait 10\n"
      "expect screen lesson\nkey Down\nkey Return\nwait 10\n"
      "expect screen practice\nexpect practice none\n";
  script += "click " + cell_name(pattern.cell) + "\nkey " + std::to_string(pattern.digit) +
            "\nexpect practice pattern\n";
  script += "click " + cell_name(unreached->cell) + "\nkey " + std::to_string(unreached->digit) +
            "\nexpect practice not-reached\n";
  for (const CellDigit& e : step.eliminations)
    script += "click " + cell_name(e.cell) + "\nkey " + std::to_string(e.digit) + "\n";
  script += "expect practice solved\nexpect learn x-wing practising\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, script, "wrong", log, {kDate}) == 0,
                  log);
  const save::LoadResult saved =
      save::DocumentStore(dir.path / "save").load(save::kLearnFileName, save::learn_document());
  REQUIRE(saved.ok());
  game::LearnProgress learn;
  REQUIRE(save::decode_learn(saved.payload, learn) == "");
  CHECK(learn.of(t).attempts == 1);
  CHECK(learn.of(t).right == 0);
}

TEST_CASE("a practice position left by quitting comes back as it was, its miss still counted") {
  nonet::test::ScratchDir dir("nonet-learn-resume");
  const Technique t = Technique::FullHouse;
  const int index = nth(t, 0);
  const Placement p = placement_of(t, index);
  const std::string to_practice =
      "wait 10\nkey Down 6\nkey Return\nwait 10\nexpect screen learn\n"
      "key Return\nwait 10\nexpect screen lesson\n";
  const std::string to_cell =
      walk(start_cell(t, index), p.cell, "key Down", "key Up", "key Right", "key Left");
  // A wrong digit in the cell, then the game quits.
  const std::string first =
      to_practice + "key Down\nkey Return\nwait 10\nexpect screen practice\n" + to_cell + "key " +
      std::to_string(p.digit % 9 + 1) + "\nexpect practice wrong-digit\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log, {kDate}) == 0, log);
  auto load = [&] {
    const save::LoadResult saved =
        save::DocumentStore(dir.path / "save").load(save::kLearnFileName, save::learn_document());
    REQUIRE(saved.ok());
    game::LearnProgress learn;
    REQUIRE(save::decode_learn(saved.payload, learn) == "");
    return learn;
  };
  game::LearnProgress kept = load();
  REQUIRE(kept.practice.has_value());
  CHECK(kept.practice->technique == t);
  CHECK(kept.practice->index == index);
  CHECK(kept.practice->wrong);
  CHECK(kept.of(t).attempts == 0);

  // The next game: the same position (its lesson seen, so Return practises), and the right
  // digit makes the step; the attempt counts as not right.
  const std::string second = to_practice + "key Return\nwait 10\nexpect screen practice\n" +
                             "expect practice none\n" + to_cell + "key " + std::to_string(p.digit) +
                             "\nexpect practice solved\nexpect learn full-house practising\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log, {kDate}) == 0,
                  log);
  kept = load();
  CHECK_FALSE(kept.practice.has_value());
  CHECK(kept.of(t).attempts == 1);
  CHECK(kept.of(t).right == 0);
}
