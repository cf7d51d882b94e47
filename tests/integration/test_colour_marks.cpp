// SPDX-License-Identifier: MIT
// Colour marks in the real game (issue 29): painted by keys, mouse, touch and pad, on a cell and
// on single notes; the game quits, starts again on the same save folder, and the marks are
// there; undo takes the last paint back, redo puts it back; "Clear all colours" is one move.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "game/session.hpp"
#include "game_process.hpp"
#include "save/document_store.hpp"
#include "save/session_codec.hpp"

namespace fs = std::filesystem;
using namespace nonet::save;

TEST_CASE("colour marks survive a restart and an undo, painted by keys, mouse, touch and pad") {
  nonet::test::ScratchDir dir("nonet-colour-marks");
  // Stage 1 (tests/data/stages.golden): r1c1 has candidates 2 and 3, r2c2 2, 7 and 8, r2c1 2
  // and 7; Fill notes writes them.
  const std::string first =
      "key Return\nwait 10\nexpect screen coach\nkey Escape\nwait 20\nexpect screen play\n"
      "key f\n"
      "key Up 4\nkey Left 4\nexpect selected r1c1\n"
      // Keys: B opens the palette at the selection, 3 paints the cell and closes it.
      "key b\nexpect palette open\nkey 3\nexpect palette closed\nexpect colour r1c1 3\n"
      // Keys on a note: Down chooses the first note (2), Right Right Return paints colour 3
      // (the focus starts on the cell's colour, 3, so two steps right is 5).
      "key b\nkey Down\nkey Right 2\nkey Return\nexpect colour r1c1 n2 5\nexpect colour r1c1 3\n"
      // Mouse: a right click on r2c2 selects it and opens its palette; its note 8 in colour 6.
      "right-click r2c2\nexpect selected r2c2\nexpect palette open\nclick mark-n8\n"
      "click swatch6\nexpect palette closed\nexpect colour r2c2 n8 6\n"
      // A click beside the palette closes it and paints nothing.
      "right-click r2c2\nclick 2 2\nexpect palette closed\nexpect colour r2c2 0\n"
      // Ctrl+digit paints the selected cell without the palette; the same colour again is off.
      "key ctrl+4\nexpect colour r2c2 4\nkey ctrl+4\nexpect colour r2c2 0\nkey ctrl+2\n"
      // Touch: a long press on r2c1 opens its palette; a tap paints its note 7 in colour 1.
      "long-press r2c1\nexpect palette open\ntap mark-n7\ntap swatch1\nexpect colour r2c1 n7 1\n"
      // Pad: the right stick opens it, the D-pad moves, A paints (colour 1 + 1 = 2 on the cell).
      "pad-attach\npad rs\nexpect palette open\npad right\npad a\nexpect palette closed\n"
      "expect colour r2c1 2\n"
      "expect moves 9\nwait 30\nkey Escape\nwait 10\nexpect screen paused\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  // The file keeps the paint as moves and as a check beside the notes.
  const LoadResult saved =
      DocumentStore(dir.path / "save").load(kSessionFileName, session_document());
  REQUIRE(saved.status == LoadStatus::Loaded);
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(saved.payload, snap) == "");
  REQUIRE(snap.has_value());
  CHECK(nonet::game::to_text(snap->play.moves[1]) == "colour r1c1 3");
  CHECK(nonet::game::to_text(snap->play.moves[2]) == "colour r1c1 n2 5");
  CHECK(nonet::game::mark_colour(snap->marks[10], 8) == 6);  // r2c2's note 8
  CHECK(nonet::game::mark_colour(snap->marks[10], 0) == 2);

  const std::string second =
      "wait 10\nexpect screen title\nkey Return\nwait 20\nexpect screen play\n"
      "expect moves 9\nexpect colour r1c1 3\nexpect colour r1c1 n2 5\nexpect colour r2c2 n8 6\n"
      "expect colour r2c2 2\nexpect colour r2c1 n7 1\nexpect colour r2c1 2\n"
      // Undo takes the pad's paint back, then the touch one; redo puts both back.
      "key ctrl+z\nexpect colour r2c1 0\nkey ctrl+z\nexpect colour r2c1 n7 0\n"
      "key ctrl+y 2\nexpect colour r2c1 2\nexpect colour r2c1 n7 1\n"
      // Clear all colours is one move, and one undo brings every mark back.
      "key b\nkey Left 2\nkey Return\nexpect colour r1c1 0\nexpect colour r2c2 n8 0\n"
      "expect moves 10\nkey ctrl+z\nexpect colour r1c1 3\nexpect colour r2c2 n8 6\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);
}
