// SPDX-License-Identifier: MIT
// Moves as executable records: the one printer and parser, Session::apply as the only road for
// digits and notes, and Session::rebuild (a saved session = a fold of apply over its moves).
#include <doctest/doctest.h>

#include <vector>

#include "game/session.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;

namespace {

// A stage with the whole first two rows empty: room for a dozen different moves.
StageData open_stage() {
  std::initializer_list<int> empty = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
  return pattern_stage(empty);
}

int right(int cell) { return pattern_digit(cell / 9, cell % 9); }
int wrong(int cell) { return right(cell) % 9 + 1; }

/// A session after ten recorded moves of every kind, one of them undone.
Session played(const StageData& st) {
  Session s(st);
  REQUIRE(s.apply({MoveKind::Place, 0, right(0)}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::ToggleNote, 1, 4}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::ToggleNote, 1, 7}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Erase, 1, 0}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::FillNotes, -1, 0}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Place, 9, right(9)}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Hint, 2, right(2)}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Place, 3, right(3)}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Erase, 3, 0}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Place, 10, right(10)}) == MoveResult::Recorded);
  REQUIRE(s.undo());
  return s;
}

}  // namespace

TEST_CASE("move records: every move prints and parses back; nothing else parses") {
  for (int cell = 0; cell < kCells; ++cell) {
    for (int d = 1; d <= 9; ++d) {
      for (const MoveKind k : {MoveKind::Place, MoveKind::ToggleNote, MoveKind::Hint}) {
        const Move m{k, cell, d};
        CHECK(parse_move(to_text(m)) == std::optional<Move>(m));
      }
    }
    const Move e{MoveKind::Erase, cell, 0};
    CHECK(parse_move(to_text(e)) == std::optional<Move>(e));
  }
  for (int cell = 0; cell < kCells; ++cell) {
    for (int d = 0; d <= 9; ++d) {
      for (int colour = 0; colour <= kMarkColours; ++colour) {
        const Move m{MoveKind::Colour, cell, d, colour};
        CHECK(parse_move(to_text(m)) == std::optional<Move>(m));
      }
    }
  }
  CHECK(to_text(Move{MoveKind::Colour, 21, 0, 2}) == "colour r3c4 2");
  CHECK(to_text(Move{MoveKind::Colour, 21, 7, 0}) == "colour r3c4 n7 0");
  CHECK(parse_move("clear-colours") == std::optional<Move>(Move{MoveKind::ClearColours, -1, 0}));
  CHECK(to_text(Move{MoveKind::Place, 21, 7}) == "place r3c4 7");
  CHECK(parse_move("fill-notes") == std::optional<Move>(Move{MoveKind::FillNotes, -1, 0}));
  for (const char* bad : {"",
                          "place",
                          "place r3c4",
                          "place r3c4 0",
                          "place r0c4 7",
                          "place r3c10 7",
                          "place r3c4 7 8",
                          "erase r3c4 7",
                          "note r3c4 x",
                          "hint  r3c4 7",
                          "Place r3c4 7",
                          "fill-notes r1c1",
                          "place r3c4 77",
                          "place R3C4 7",
                          "erase r3C4",
                          "colour r3c4",
                          "colour r3c4 7",
                          "colour r3c4 n0 1",
                          "colour r3c4 n10 1",
                          "colour r3c4 7 1",
                          "colour r3c4 N7 1",
                          "colour r3c4 n7",
                          "colour r3c4 n7 -1",
                          "clear-colours 1"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_move(bad).has_value());
  }
}

TEST_CASE("apply: right digits are recorded, wrong ones are shown, the rest refused") {
  const StageData st = open_stage();
  Session s(st);
  CHECK(s.apply({MoveKind::Place, 0, wrong(0)}) == MoveResult::Shown);
  CHECK(s.mistakes() == 1);
  CHECK(s.history().empty());
  CHECK(s.apply({MoveKind::Erase, 0, 0}) == MoveResult::Shown);  // the wrong digit goes
  CHECK_FALSE(s.wrong_entry().has_value());
  CHECK(s.apply({MoveKind::Place, 0, right(0)}) == MoveResult::Recorded);
  CHECK(s.digits()[0] == right(0));
  CHECK(s.history().size() == 1);
  s.events().clear();
  // A given, a filled cell, a cell or digit out of range, erasing an empty cell, a hint that
  // is not the solution's digit: refused, nothing changes, one event each: Blocked for a digit
  // or note typed over a filled cell (the player sees and hears it), Rejected for the rest.
  const std::vector<Move> refused = {
      {MoveKind::Place, 40, right(40)}, {MoveKind::Place, 0, right(0)},
      {MoveKind::ToggleNote, 0, 3},     {MoveKind::Place, 81, 1},
      {MoveKind::Place, -1, 1},         {MoveKind::ToggleNote, 5, 0},
      {MoveKind::Place, 5, 10},         {MoveKind::Erase, 5, 0},
      {MoveKind::Erase, 40, 0},         {MoveKind::Hint, 5, wrong(5)},
      {MoveKind::Hint, 0, right(0)},    {MoveKind::Hint, 99, 1}};
  for (const Move& m : refused) {
    CAPTURE(to_text(m));
    const Grid before = s.digits();
    CHECK(s.apply(m) == MoveResult::Refused);
    CHECK(s.digits() == before);
    CHECK(s.history().size() == 1);
    REQUIRE(s.events().size() == 1);
    const bool typed_over = m.kind != MoveKind::Erase && m.kind != MoveKind::Hint && m.cell >= 0 &&
                            m.cell < kCells && m.digit >= 1 && m.digit <= 9;
    const GameEvent e = s.events().pop();
    CHECK(e.kind == (typed_over ? EventKind::Blocked : EventKind::Rejected));
    if (typed_over) {
      CHECK(e.cell == m.cell);
      CHECK(s.blocked_cell() == m.cell);
    }
  }
  // Paused: every move is refused.
  s.set_paused(true);
  CHECK(s.apply({MoveKind::Place, 5, right(5)}) == MoveResult::Refused);
  CHECK(s.apply({MoveKind::FillNotes, -1, 0}) == MoveResult::Refused);
  s.set_paused(false);
  // Hints run out after kHintsPerStage.
  for (int i = 0; i < kHintsPerStage; ++i) {
    CHECK(s.apply({MoveKind::Hint, 5 + i, right(5 + i)}) == MoveResult::Recorded);
  }
  CHECK(s.hints_left() == 0);
  CHECK(s.apply({MoveKind::Hint, 12, right(12)}) == MoveResult::Refused);
}

TEST_CASE("the input calls are moves: enter_digit, erase, fill_notes record what apply records") {
  const StageData st = open_stage();
  Session by_input(st), by_moves(st);
  by_input.select(1);
  by_input.toggle_notes_mode();
  by_input.enter_digit(4);
  by_input.toggle_notes_mode();
  by_input.enter_digit(right(1));
  by_input.select(2);
  by_input.fill_notes();
  by_input.erase();
  by_moves.apply({MoveKind::ToggleNote, 1, 4});
  by_moves.apply({MoveKind::Place, 1, right(1)});
  by_moves.apply({MoveKind::FillNotes, -1, 0});
  by_moves.apply({MoveKind::Erase, 2, 0});
  REQUIRE(by_input.history().size() == by_moves.history().size());
  for (std::size_t i = 0; i < by_input.history().size(); ++i) {
    CHECK(by_input.history()[i].move == by_moves.history()[i].move);
  }
  CHECK(by_input.digits() == by_moves.digits());
  for (int c = 0; c < kCells; ++c) CHECK(by_input.notes(c) == by_moves.notes(c));
}

TEST_CASE("rebuild: a recorded session is a fold of apply over its moves") {
  const StageData st = open_stage();
  Session s = played(st);
  for (int i = 0; i < 500; ++i) s.update();
  s.apply({MoveKind::Place, 11, wrong(11)});  // a mistake: counted, not a move
  for (int i = 0; i < kWrongDigitTicks; ++i) s.update();
  s.select(17);
  s.toggle_notes_mode();
  const PlayRecord rec = s.record();
  CHECK(rec.moves.size() == 10);
  CHECK(rec.undo_index == 9);
  CHECK(rec.counters == SessionCounters{1, 1, s.elapsed()});

  RebuildResult r = Session::rebuild(st, rec);
  INFO(r.error);
  REQUIRE(r.session.has_value());
  const Session& b = *r.session;
  CHECK(b.digits() == s.digits());
  for (int c = 0; c < kCells; ++c) CHECK(b.notes(c) == s.notes(c));
  CHECK(b.record() == rec);  // counters, selection and notes mode come back with the moves
  CHECK(b.mistakes() == 1);
  CHECK(b.hints_left() == kHintsPerStage - 1);
  CHECK(b.selected() == 17);
  CHECK(b.notes_mode());
  CHECK(b.can_redo());
  CHECK(r.session->events().empty());
}

TEST_CASE("rebuild: a record whose 7th move is invalid is refused whole, naming the move") {
  const StageData st = open_stage();
  const PlayRecord good = played(st).record();
  REQUIRE(Session::rebuild(st, good).session.has_value());
  // Each way a 7th move can be wrong: a wrong digit, a given cell, a filled cell, a hint that
  // is not the solution's digit, an erase of a given.
  const std::vector<Move> bad_sevenths = {{MoveKind::Hint, 2, wrong(2)},
                                          {MoveKind::Place, 2, wrong(2)},
                                          {MoveKind::Place, 40, right(40)},
                                          {MoveKind::ToggleNote, 0, 5},
                                          {MoveKind::Erase, 40, 0}};
  for (const Move& m : bad_sevenths) {
    PlayRecord bad = good;
    bad.moves[6] = m;
    CAPTURE(to_text(m));
    const RebuildResult r = Session::rebuild(st, bad);
    CHECK_FALSE(r.session.has_value());
    CHECK(r.error == "move 7 (" + to_text(m) + ") does not replay on this stage");
  }
  PlayRecord bad = good;
  bad.undo_index = bad.moves.size() + 1;
  CHECK_FALSE(Session::rebuild(st, bad).session.has_value());
  // A move after the stage was won.
  const StageData one = pattern_stage({0, 1});
  PlayRecord late;
  late.moves = {
      {MoveKind::Place, 0, right(0)}, {MoveKind::Place, 1, right(1)}, {MoveKind::Erase, 1, 0}};
  late.undo_index = 3;
  CHECK(Session::rebuild(one, late).error == "the stage ends before move 3");
  late.moves.pop_back();
  late.undo_index = 2;
  CHECK(Session::rebuild(one, late).error == "the saved game is already finished");
  late.undo_index = 1;  // a won stage takes no more input, undo included
  CHECK(Session::rebuild(one, late).error == "cannot undo back to move 1");
}

TEST_CASE("restore clamps the counters to what a stage in play can hold") {
  Session s(open_stage());
  s.restore({kMaxMistakes + 4, kHintsPerStage + 2, -50}, 80, true);
  CHECK(s.mistakes() == kMaxMistakes - 1);
  CHECK(s.hints_left() == 0);
  CHECK(s.elapsed() == 0);
  CHECK(s.selected() == 80);
  CHECK(s.notes_mode());
  s.restore({-1, -1, 42}, 3, false);
  CHECK(s.mistakes() == 0);
  CHECK(s.hints_left() == kHintsPerStage);
  CHECK(s.elapsed() == 42);
}

TEST_CASE("colour marks: paint on cells and notes, undone like moves, keeping the hint on show") {
  {
    // Paint alone keeps a hint on show (the player colours what the hint points at); a digit
    // takes it away as before.
    const StageData real = load_stage(1).stage.value();
    Session h(real);
    h.use_hint();
    REQUIRE(h.hint().has_value());
    CHECK(h.apply({MoveKind::Colour, 0, 0, 3}) == MoveResult::Recorded);
    CHECK(h.hint().has_value());
    CHECK(h.apply({MoveKind::ClearColours, -1, 0}) == MoveResult::Recorded);
    CHECK(h.hint().has_value());
  }
  const StageData st = open_stage();
  Session s(st);
  s.select(0);
  s.events().clear();
  CHECK(s.apply({MoveKind::Colour, 0, 0, 3}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Colour, 0, 4, 1}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Colour, 40, 0, 6}) == MoveResult::Recorded);  // a given's cell too
  CHECK(mark_colour(s.marks(0), 0) == 3);
  CHECK(mark_colour(s.marks(0), 4) == 1);
  CHECK(mark_colour(s.marks(0), 5) == 0);
  CHECK(s.digits()[0] == 0);
  CHECK(s.notes(0) == 0);
  REQUIRE(s.events().size() == 3);
  CHECK(s.events().pop().kind == EventKind::MarkColoured);
  // Nothing to change, a colour or note out of range, paused: refused, nothing recorded.
  s.events().clear();
  for (const Move& m : std::vector<Move>{{MoveKind::Colour, 0, 0, 3},
                                         {MoveKind::Colour, 0, 0, kMarkColours + 1},
                                         {MoveKind::Colour, 0, 10, 1},
                                         {MoveKind::Colour, 0, -1, 1},
                                         {MoveKind::Colour, 81, 0, 1},
                                         {MoveKind::Colour, 1, 0, 0},
                                         {MoveKind::ClearColours, 3, 0}}) {
    CAPTURE(to_text(m));
    CHECK(s.apply(m) == MoveResult::Refused);
  }
  CHECK(s.history().size() == 3);
  s.set_paused(true);
  CHECK(s.apply({MoveKind::Colour, 1, 0, 1}) == MoveResult::Refused);
  s.set_paused(false);
  // A digit placed and erased leaves the paint where it was.
  REQUIRE(s.apply({MoveKind::Place, 0, right(0)}) == MoveResult::Recorded);
  REQUIRE(s.apply({MoveKind::Erase, 0, 0}) == MoveResult::Recorded);
  CHECK(mark_colour(s.marks(0), 0) == 3);
  // Clear all is one move; undo brings every mark back, redo takes them off again.
  CHECK(s.apply({MoveKind::ClearColours, -1, 0}) == MoveResult::Recorded);
  CHECK_FALSE(s.any_marks());
  CHECK(s.apply({MoveKind::ClearColours, -1, 0}) == MoveResult::Refused);  // none left
  REQUIRE(s.undo());
  CHECK(mark_colour(s.marks(40), 0) == 6);
  CHECK(mark_colour(s.marks(0), 4) == 1);
  REQUIRE(s.redo());
  CHECK_FALSE(s.any_marks());
  // Back through the whole history: no paint at the start.
  while (s.can_undo()) REQUIRE(s.undo());
  CHECK_FALSE(s.any_marks());
  // The record replays to the same paint.
  while (s.can_redo()) REQUIRE(s.redo());
  REQUIRE(s.undo());
  const RebuildResult r = Session::rebuild(st, s.record());
  REQUIRE(r.session.has_value());
  for (int c = 0; c < kCells; ++c) CHECK(r.session->marks(c) == s.marks(c));
}
