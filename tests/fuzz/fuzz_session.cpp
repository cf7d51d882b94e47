// SPDX-License-Identifier: MIT
// libFuzzer target: the game fed with arbitrary Action sequences (and time passing), with the
// session's invariants checked after every step:
//   givens never change; every cell holds one digit 0-9 and notes only of 1-9 (and colour
//   marks within their six colours); mistakes stay
//   within the limit; the timer never goes backwards; undo then redo is the identity; and
//   save -> load (capture, encode, seal, open, decode, replay) gives back the same state
//   (every 8th action and after the last).
// Input: byte 0 picks the stage (1-10), then pairs (kind, value) are Actions, or ticks.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "core/rules.hpp"
#include "game/game.hpp"
#include "game/progress.hpp"
#include "save/envelope.hpp"
#include "save/session_codec.hpp"

namespace game = nonet::game;
namespace save = nonet::save;

namespace {

/// A broken invariant: say which, then abort (libFuzzer keeps the input).
[[noreturn]] void finding(const char* what) {
  std::fprintf(stderr, "invariant broken: %s\n", what);
  std::abort();
}

// The kinds up to SelectCell, then the colour palette and Ctrl+digit paint (issue 29).
constexpr int kFirstKinds = static_cast<int>(game::ActionKind::SelectCell) + 1;
constexpr int kKinds = kFirstKinds + 2;

game::Action action_of(std::uint8_t k, std::uint8_t v) {
  const int kind = k % kKinds;
  if (kind == kFirstKinds) return game::Action{game::ActionKind::Palette, 0};
  if (kind == kFirstKinds + 1) return game::Action{game::ActionKind::Colour, v % 7};
  game::Action a{static_cast<game::ActionKind>(kind), 0};
  switch (a.kind) {
    case game::ActionKind::Digit: a.value = 1 + v % 9; break;
    case game::ActionKind::SelectCell: a.value = v % nonet::kCells; break;
    case game::ActionKind::Scroll: a.value = static_cast<std::int8_t>(v) % 4; break;
    default: break;
  }
  return a;
}

bool same_board(const game::Session& a, const game::Session& b) {
  if (!(a.digits() == b.digits())) return false;
  for (int c = 0; c < nonet::kCells; ++c) {
    if (a.notes(c) != b.notes(c) || a.marks(c) != b.marks(c)) return false;
  }
  return true;
}

void check(const game::Session& s, bool with_save) {
  const game::StageData& stage = s.stage();
  for (int c = 0; c < nonet::kCells; ++c) {
    if (stage.puzzle[c] != 0 && s.digits()[c] != stage.puzzle[c])
      finding("givens never change");  // givens stay
    if (s.digits()[c] < 0 || s.digits()[c] > 9) finding("a cell holds one digit 0-9");
    if ((s.notes(c) & ~nonet::kAllDigits) != 0) finding("notes only of 1-9");  // notes of 1-9 only
    if (!save::marks_are_colours(s.marks(c))) finding("colour marks within six colours");
  }
  if (s.mistakes() < 0 || s.mistakes() > nonet::kMaxMistakes) finding("mistakes within the limit");
  if (s.hints_used() < 0 || s.hints_used() > nonet::kHintsPerStage)
    finding("hints within the limit");

  // Undo then redo: the same board and history position.
  if (s.can_undo() && s.outcome() == game::Outcome::Playing &&
      !s.paused()) {  // paused or finished: undo is refused
    game::Session copy = s;
    if (!copy.undo() || !copy.redo()) finding("undo then redo both succeed");
    if (!same_board(copy, s) || copy.undo_index() != s.undo_index())
      finding("undo then redo is the identity");
  }

  // Save -> load: what GameSaves writes for a stage in progress resumes as the same state
  // (every 8th step and after the last: the replay costs as much as the whole history).
  if (!with_save || s.outcome() != game::Outcome::Playing) return;
  const save::DocumentType& type = save::session_document();
  const save::OpenedDocument opened = save::open_document(
      type, save::seal_document(type, save::encode_session(save::capture_session(s))));
  if (opened.status != save::OpenStatus::Ok) finding("the saved session opens");
  std::optional<save::SessionSnapshot> snap;
  if (!save::decode_session(opened.payload, snap).empty() || !snap)
    finding("the saved session decodes");
  const save::ReplayResult r = save::replay_session(*snap, stage);
  if (!r.session) finding("the saved session replays");
  const game::Session& back = *r.session;
  if (!same_board(back, s) || back.undo_index() != s.undo_index() ||
      back.history().size() != s.history().size() || back.mistakes() != s.mistakes() ||
      back.hints_used() != s.hints_used() || back.elapsed() != s.elapsed())
    finding("save then load gives the same state");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  game::Game g;
  // Stages 1-9 cleared, so that every stage byte (1-10) starts a stage: without this only
  // stage 1 is unlocked and nine inputs in ten did nothing.
  game::Progress cleared = g.progress();
  for (int n = 1; n <= 9; ++n) cleared.record_end({n, true, 0, 0, 600});
  g.restore(cleared, g.settings());
  if (!g.start_stage(1 + data[0] % 10)) finding("stages 1-10 start");
  for (std::size_t i = 1; i + 1 < size; i += 2) {
    const std::uint8_t k = data[i], v = data[i + 1];
    const game::Session* before = g.session();
    const int stage_before = before ? before->stage().number : 0;
    const game::Tick elapsed_before = before ? before->elapsed() : 0;
    if (k >= 224) {
      for (int t = 0; t <= v % 16; ++t) g.update();
      const game::Session* after = g.session();
      // The timer never goes backwards within one stage's session.
      if (after && after == before && after->stage().number == stage_before &&
          after->elapsed() < elapsed_before)
        finding("the timer never goes backwards");
    } else {
      g.apply(action_of(k, v));
    }
    if (const game::Session* s = g.session()) check(*s, i % 16 == 1 || i + 3 >= size);
  }
  return 0;
}
