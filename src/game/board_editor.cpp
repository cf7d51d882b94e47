// SPDX-License-Identifier: MIT
// The custom-board editor: givens, the live judgement, focus, layout, recent boards.
#include "game/board_editor.hpp"

#include <algorithm>
#include <cmath>

#include "core/text.hpp"
#include "game/format.hpp"
#include "game/stage_source.hpp"  // level_word
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;
using i18n::trn;

std::string paste_problem(std::string_view text) {
  const ParseResult r = parse_grid(text, true);
  // Where in the text: the line and column of a pasted grid, the position in a single line.
  const auto where = [&r] {
    // TRANSLATORS: where a character stands in a pasted grid of several lines.
    return r.multiline ? format(tr("line {0}, column {1}"), {r.line, r.column})
                       // TRANSLATORS: where a character stands in a pasted line.
                       : format(tr("position {0}"), {r.column});
  };
  switch (r.problem) {
    case ParseProblem::None:
    case ParseProblem::Conflict: return "";  // the editor takes clashes and shows them
    case ParseProblem::BadCharacter: {
      const auto u = static_cast<unsigned char>(r.bad);
      if (u >= 0x20 && u < 0x7F)
        // TRANSLATORS: {0} where ("line 2, column 5"), {1} the character that is no digit.
        return format(tr("{0}: '{1}' is not a digit (1-9, '.' or '0' for an empty cell)"),
                      {where(), std::string(1, r.bad)});
      // TRANSLATORS: {0} where a character that cannot be shown stands.
      return format(tr("{0}: a character that is not a digit (1-9, '.' or '0' for an empty "
                       "cell)"),
                    {where()});
    }
    // TRANSLATORS: {0} where the 82nd cell stands.
    case ParseProblem::TooMany: return format(tr("{0}: more than 81 cells"), {where()});
    case ParseProblem::Empty: return tr("no cells at all: a board has 81");
    case ParseProblem::TooFew:
      // TRANSLATORS: {0} cells were read, fewer than a board's 81.
      return format(trn("only {0} cell: a board has 81", "only {0} cells: a board has 81",
                        static_cast<unsigned>(r.cells)),
                    {r.cells});
  }
  return "";
}

const char* editor_item_label(EditorItem i) {
  switch (i) {
    // TRANSLATORS: the board editor's buttons (so are Paste, Copy, Clear, which empties the
    // board, Undo, and Files, which opens the files of many puzzles the player has opened):
    // six under the board, in one or two rows, so at most about 9 characters each.
    case EditorItem::Play: return trc("editor", "Play");
    case EditorItem::Paste: return trc("editor", "Paste");
    case EditorItem::Copy: return trc("editor", "Copy");
    case EditorItem::Clear: return trc("editor", "Clear");
    case EditorItem::Undo: return trc("editor", "Undo");
    case EditorItem::Files: return trc("editor", "Files");
  }
  return "?";
}

Rect EditorLayout::cell_rect(int c) const {
  return Rect{board.x + static_cast<float>(c % 9) * cell,
              board.y + static_cast<float>(c / 9) * cell, cell, cell};
}

EditorLayout layout_editor(float width, float height, int recent_boards) {
  EditorLayout L;
  const float u = layout_unit(width, height);
  const bool portrait = height > width * 1.05f;
  const float button_h = std::max(6 * u, kMinTouchTarget);
  const float row_h = std::max(5 * u, kMinTouchTarget);
  // The verdict card holds its head line, three lines of verdict (a long language's "several
  // solutions" sentence takes three at 480 pixels wide) and the last action's message.
  const float verdict_h = portrait ? 17 * u : 18 * u;
  // Landscape: the board takes what the height allows, but leaves the list beside it room for
  // its buttons and boards (a short, narrow landscape window such as 640x480). Portrait: the
  // buttons take two rows when one would leave each too narrow (below); the board leaves room
  // for them and for one recent board.
  const float gap0 = std::floor(1.5f * u);
  const float heading_h = std::max(4 * u, 16.0f);
  const float one_row_w =
      (width - 6 * u - static_cast<float>(kEditorItemCount - 1) * gap0) / kEditorItemCount;
  const float button_rows = one_row_w < std::max(12 * u, 90.0f) ? 2.0f : 1.0f;
  const BoardFrame f = layout_board_frame(
      width, height, 0.56f, std::max(60 * u, 300.0f),
      verdict_h + gap0 + button_rows * (button_h + gap0) + heading_h + row_h + 3 * u);
  take_board_frame(L, f);
  layout_key_row(f, kEditorKeyCount, L.keys.data());
  const float gap = f.gap, key_h = f.key_h, margin = f.margin;
  const float list_x = f.side_x, list_w = f.side_w;
  float y = f.top;
  if (L.portrait) y = L.board.bottom() + gap + key_h + gap;
  L.verdict = Rect{list_x, y, list_w, verdict_h};
  y = L.verdict.bottom() + gap;
  // The buttons in one row, or in two (three and two) when one row would leave each too narrow
  // for its word.
  const auto per_row_width = [&](int n) {
    return (list_w - static_cast<float>(n - 1) * gap) / static_cast<float>(n);
  };
  const int per_row = per_row_width(kEditorItemCount) < std::max(12 * u, 90.0f)
                          ? (kEditorItemCount + 1) / 2
                          : kEditorItemCount;
  const float bw = per_row_width(per_row);
  for (int i = 0; i < kEditorItemCount; ++i)
    L.items[static_cast<std::size_t>(i)] =
        Rect{list_x + static_cast<float>(i % per_row) * (bw + gap),
             y + static_cast<float>(i / per_row) * (button_h + gap), bw, button_h};
  y += static_cast<float>((kEditorItemCount + per_row - 1) / per_row) * (button_h + gap);
  L.recent_heading = Rect{list_x, y, list_w, std::max(4 * u, 16.0f)};
  y = L.recent_heading.bottom();
  const float bottom = height - margin;
  // Each recent board shows itself as a small grid (render: draw_mini_board): beside the board
  // there is room for rows tall enough to read it; under it (portrait) a finger's height.
  const float recent_h = L.portrait ? row_h : std::max(row_h, 11 * u);
  for (int r = 0; r < std::min(recent_boards, kRecentBoardLimit); ++r) {
    if (y + recent_h > bottom) break;
    L.recent[static_cast<std::size_t>(r)] = Rect{list_x, y, list_w, recent_h};
    y += recent_h + std::floor(gap * 0.5f);
    ++L.recent_shown;
  }
  return L;
}

std::string board_label(const BoardJudgement& j) {
  // TRANSLATORS: how many givens (the digits a board starts with) a typed-in board has.
  const std::string givens = format(trn("{0} given", "{0} givens", j.givens), {j.givens});
  std::string_view verdict;
  switch (j.verdict) {
    case BoardVerdict::Valid: verdict = level_word(j.rating.level); break;
    case BoardVerdict::SeveralSolutions:
    case BoardVerdict::TooFewGivens: verdict = tr("Several solutions"); break;
    // TRANSLATORS: a typed-in board that cannot be played (it breaks a rule or has no solution).
    default: verdict = tr("Not playable"); break;
  }
  return format("{0}  \xC2\xB7  {1}", {verdict, givens});
}

const std::string& BoardEditor::message() const {
  switch (said_) {
    case Said::Nothing: message_.clear(); break;
    case Said::PasteRefused:
      // TRANSLATORS: {0} is why the pasted text is not a board ("too few cells: 30 of 81").
      message_ = format(tr("Nothing pasted: {0}."), {paste_problem(said_error_)});
      break;
    case Said::Pasted:
      message_ = format(
          // TRANSLATORS: {0} is how many givens the pasted board has; the English says "givens"
          // for 1 too.
          trn("Pasted a board of {0} givens.", "Pasted a board of {0} givens.", said_givens_),
          {said_givens_});
      break;
    case Said::Copied: message_ = tr("Copied the board as one line of 81 characters."); break;
  }
  return message_;
}

const std::vector<std::string>& BoardEditor::recent_labels() const {
  recent_labels_.resize(recent_judgements_.size());
  for (std::size_t i = 0; i < recent_judgements_.size(); ++i)
    recent_labels_[i] = board_label(recent_judgements_[i]);
  return recent_labels_;
}

BoardEditor::BoardEditor() { rejudge(); }

void BoardEditor::open() {
  focus_ = selected_;
  said_ = Said::Nothing;
}

void BoardEditor::rejudge() { judgement_ = judge_board(board_); }

void BoardEditor::change_board(const Grid& next) {
  if (next == board_) return;
  if (undo_.size() == kEditorUndoLimit) undo_.erase(undo_.begin());
  undo_.push_back({board_, started_});
  redo_.clear();
  board_ = next;
}

void BoardEditor::step_history(std::vector<Kept>& from, std::vector<Kept>& to, EventKind done,
                               EventQueue& events) {
  if (from.empty()) {
    events.push(EventKind::Rejected);
    return;
  }
  to.push_back({board_, started_});
  board_ = from.back().board;
  started_ = from.back().started;
  from.pop_back();
  said_ = Said::Nothing;
  rejudge();
  events.push(done);
}

void BoardEditor::set_cell(int cell, int digit, Tick now, EventQueue& events) {
  if (cell < 0 || cell >= kCells || board_[cell] == digit) {
    events.push(EventKind::Rejected, cell, digit);
    return;
  }
  const bool first_given = !started_ || board_.filled_count() == 0;
  Grid next = board_;
  next.set(cell, digit);
  change_board(next);  // keeps the entering clock the board had
  if (first_given) started_ = now;
  said_ = Said::Nothing;
  rejudge();
  events.push(digit != 0 ? EventKind::DigitPlaced : EventKind::Erased, cell, digit);
}

void BoardEditor::advance(int by) {
  const int cell = std::clamp(selected_ + by, 0, kCells - 1);
  focus_ = selected_ = cell;
}

void BoardEditor::move(int dr, int dc) {
  if (focus_ < kCells) {
    const int r = focus_ / 9 + dr, c = focus_ % 9 + dc;
    if (r > 8) {
      focus_ = kFocusKey + std::min(focus_ % 9, kEditorKeyCount - 1);
    } else if (c > 8) {
      focus_ = kFocusItem;
    } else if (r >= 0 && c >= 0) {
      focus_ = selected_ = cell_at(r, c);
    }
  } else if (focus_ < kFocusItem) {
    const int k = focus_ - kFocusKey;
    if (dr < 0)
      focus_ = selected_;  // back to the cell the key would fill
    else if (dr > 0 || k + dc >= kEditorKeyCount)
      focus_ = kFocusItem;
    else if (k + dc >= 0)
      focus_ = kFocusKey + k + dc;
  } else {
    // The buttons, then the recent boards, as one list; Left goes back to the board.
    const int shown = layout().recent_shown;
    const int at =
        focus_ < kFocusRecent ? focus_ - kFocusItem : kEditorItemCount + focus_ - kFocusRecent;
    if (dc < 0 && at < kEditorItemCount && at > 0) {
      focus_ = kFocusItem + at - 1;
      return;
    }
    if (dc < 0) {
      focus_ = selected_;
      return;
    }
    const int step = dr != 0 ? dr : dc;
    const int next = std::clamp(at + step, 0, kEditorItemCount + shown - 1);
    focus_ = next < kEditorItemCount ? kFocusItem + next : kFocusRecent + next - kEditorItemCount;
  }
}

EditorExit BoardEditor::action(Action a, Tick now, EventQueue& events) {
  const int before = focus_;
  switch (a.kind) {
    case ActionKind::Up: move(-1, 0); break;
    case ActionKind::Down: move(1, 0); break;
    case ActionKind::Left: move(0, -1); break;
    case ActionKind::Right: move(0, 1); break;
    case ActionKind::SelectCell:
      if (a.value >= 0 && a.value < kCells) focus_ = selected_ = a.value;
      break;
    // Typing a board in runs like a spreadsheet's entry (issue 29): a digit moves on to the next
    // cell in reading order, Backspace (an Erase that goes back) steps back and erases there,
    // and Space skips a cell the puzzle leaves empty; Delete erases where it is.
    case ActionKind::Digit:
      if (a.value < 1 || a.value > 9) break;
      set_cell(selected_, a.value, now, events);
      if (focus_ < kCells) advance(1);  // typed on a cell (the key row keeps its own way)
      break;
    case ActionKind::Erase:
      if (a.value == 1 && focus_ < kCells && board_[selected_] == 0 && selected_ > 0) advance(-1);
      set_cell(selected_, 0, now, events);
      break;
    case ActionKind::ToggleNotes:  // Space: an empty cell of the puzzle typed in
      if (focus_ < kCells) advance(1);
      break;
    case ActionKind::Undo: step_history(undo_, redo_, EventKind::Undo, events); break;
    case ActionKind::Redo: step_history(redo_, undo_, EventKind::Redo, events); break;
    case ActionKind::Confirm: return activate(now, events);
    case ActionKind::Pause:
    case ActionKind::Back: return EditorExit::Back;
    default: break;
  }
  if (focus_ != before) events.push(EventKind::MenuMoved, -1, 0, focus_);
  return EditorExit::Stay;
}

EditorExit BoardEditor::activate(Tick now, EventQueue& events) {
  if (focus_ < kCells) {  // a cell: on to the key row (the pad's way), the cell kept selected
    focus_ = kFocusKey + last_key_;
    events.push(EventKind::MenuMoved, -1, 0, focus_);
    return EditorExit::Stay;
  }
  if (focus_ < kFocusItem) {  // a key fills the selected cell, and the focus goes back there
    last_key_ = focus_ - kFocusKey;
    set_cell(selected_, last_key_ < 9 ? last_key_ + 1 : 0, now, events);
    focus_ = selected_;
    return EditorExit::Stay;
  }
  events.push(EventKind::MenuConfirmed, -1, 0, focus_);
  if (focus_ >= kFocusRecent) {
    const auto r = static_cast<std::size_t>(focus_ - kFocusRecent);
    if (r < recent_.size()) {
      load(recent_[r], now);
      focus_ = kFocusItem;  // on Play
    }
    return EditorExit::Stay;
  }
  switch (static_cast<EditorItem>(focus_ - kFocusItem)) {
    case EditorItem::Play:
      if (!judgement_.playable()) {
        events.push(EventKind::Rejected);
        return EditorExit::Stay;
      }
      return EditorExit::Play;
    case EditorItem::Paste: return EditorExit::Paste;
    case EditorItem::Copy: return EditorExit::Copy;
    case EditorItem::Clear:
      change_board(Grid{});
      started_.reset();
      said_ = Said::Nothing;
      rejudge();
      return EditorExit::Stay;
    case EditorItem::Undo:  // the button for touch and mouse (Ctrl+Z, the pad's Back)
      step_history(undo_, redo_, EventKind::Undo, events);
      return EditorExit::Stay;
    case EditorItem::Files: return EditorExit::Files;
  }
  return EditorExit::Stay;
}

EditorExit BoardEditor::press(const Target& t, Tick now, EventQueue& events) {
  switch (t.kind) {
    case TargetKind::Back: return EditorExit::Back;
    case TargetKind::Cell: return action(Action{ActionKind::SelectCell, t.index}, now, events);
    case TargetKind::DigitKey: focus_ = kFocusKey + t.index - 1; return activate(now, events);
    case TargetKind::ActionButton:  // the key row's Erase
      focus_ = kFocusKey + 9;
      return activate(now, events);
    case TargetKind::MenuItem: focus_ = kFocusItem + t.index; return activate(now, events);
    case TargetKind::RecentBoard: focus_ = kFocusRecent + t.index; return activate(now, events);
    default: return EditorExit::Stay;
  }
}

void BoardEditor::paste(std::string_view text, Tick now) {
  const ParseResult r = parse_grid(text, true);
  if (!r) {
    said_ = Said::PasteRefused;
    said_error_ = std::string(text);  // worded when read, in the language then in use
    return;
  }
  load(*r.grid, now);
  said_ = Said::Pasted;
  said_givens_ = board_.filled_count();
}

std::string BoardEditor::copy_text() {
  said_ = Said::Copied;
  return to_line(board_);
}

void BoardEditor::load(const Grid& board, Tick now) {
  change_board(board);
  started_ = now;
  said_ = Said::Nothing;
  rejudge();
}

void BoardEditor::restore_draft(const Grid& board, Tick now) {
  board_ = board;
  undo_.clear();
  redo_.clear();
  // The time spent entering it before the restart is not known: it counts from now.
  started_ = board.filled_count() > 0 ? std::optional<Tick>(now) : std::nullopt;
  said_ = Said::Nothing;
  rejudge();
}

void BoardEditor::set_viewport(float width, float height) {
  width_ = width;
  height_ = height;
  const int shown = layout().recent_shown;
  if (focus_ >= kFocusRecent + shown) focus_ = shown > 0 ? kFocusRecent + shown - 1 : kFocusItem;
}

void BoardEditor::targets(TargetList& out) const {
  const EditorLayout L = layout();
  out.push(TargetKind::Back, 0, L.back_button);
  for (int c = 0; c < kCells; ++c) out.push(TargetKind::Cell, c, L.cell_rect(c));
  for (int d = 1; d <= 9; ++d)
    out.push(TargetKind::DigitKey, d, L.keys[static_cast<std::size_t>(d - 1)]);
  out.push(TargetKind::ActionButton, static_cast<int>(ActionButton::Erase), L.keys[9]);
  for (int i = 0; i < kEditorItemCount; ++i)
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
  for (int r = 0; r < L.recent_shown; ++r)
    out.push(TargetKind::RecentBoard, r, L.recent[static_cast<std::size_t>(r)]);
}

void BoardEditor::remember(const Grid& board) {
  std::vector<Grid> list{board};
  for (const Grid& g : recent_) {
    if (g != board && static_cast<int>(list.size()) < kRecentBoardLimit) list.push_back(g);
  }
  set_recent(list);
}

void BoardEditor::set_recent(const std::vector<Grid>& boards) {
  recent_.clear();
  recent_judgements_.clear();
  for (const Grid& g : boards) {
    if (static_cast<int>(recent_.size()) >= kRecentBoardLimit) break;
    if (g.filled_count() == 0 || std::find(recent_.begin(), recent_.end(), g) != recent_.end())
      continue;
    recent_.push_back(g);
    // Only the level shows in the list: no deep forcing for it (custom_board.hpp).
    recent_judgements_.push_back(judge_board(g, true));
  }
  ++recent_revision_;
  set_viewport(width_, height_);
}

}  // namespace nonet::game
