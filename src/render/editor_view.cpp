// SPDX-License-Identifier: MIT
// The custom-board editor (game/board_editor.hpp): the givens on the board with the judgement's
// marked cells, the key row, the judgement's sentence, the buttons, the recent boards, and the
// editor's two questions in the confirm dialog's look.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/custom_board.hpp"
#include "core/text.hpp"
#include "game/board_words.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trn;

namespace {

// A board the size of a thumbnail: a square per given on the paper, under the board's own
// lines (draw_board_lines: thin cell lines, thick box lines).
void draw_mini_board(const Scene& s, const Rect& r, const Grid& board) {
  Canvas& c = s.c;
  const float cell = r.w / 9;
  c.rect(r, s.pal.surface);
  for (int i = 0; i < kCells; ++i) {
    if (board[i] == 0) continue;
    const Rect sq{r.x + static_cast<float>(col_of(i)) * cell,
                  r.y + static_cast<float>(row_of(i)) * cell, cell, cell};
    c.rect(sq.inset(std::max(0.5f, cell * 0.15f)), s.pal.given);
  }
  draw_board_lines(s, r, cell, 1.0f);
}

// The cells the verdict points at: a clash's, or where two solutions differ. A board still
// short of 17 givens is being typed in: nothing is marked against it yet (issue 29).
bool marked(const BoardJudgement& j, int cell) {
  if (j.verdict == BoardVerdict::TooFewGivens) return false;
  return std::find(j.marked.begin(), j.marked.end(), cell) != j.marked.end();
}

void draw_editor_board(const Scene& s, const game::EditorLayout& L, const game::BoardEditor& e) {
  Canvas& c = s.c;
  const BoardJudgement& j = e.judgement();
  const bool several = j.verdict == BoardVerdict::SeveralSolutions;
  const float thin = std::max(1.0f, std::round(L.unit * 0.18f));
  c.rect(L.board, s.pal.surface);
  const int sel = e.selected();
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    if (marked(j, cell))
      c.rect(r, s.pal.conflict_fill);
    else if (cell == sel)
      c.rect(r, s.pal.selected);
    else if (sees(cell, sel))
      c.rect(r, s.pal.peer);
  }
  draw_board_lines(s, L.board, L.cell, thin);
  const float digit_px = L.cell * 0.58f;
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    const bool m = marked(j, cell);
    if (m)  // shape as well as colour: an outline around each marked cell
      c.rect_outline(r.inset(L.cell * 0.06f), s.pal.conflict_digit, L.cell * 0.1f,
                     std::max(2.0f, L.unit * 0.3f));
    const int d = e.board()[cell];
    if (d != 0) {
      const char buf[2] = {static_cast<char>('0' + d), 0};
      c.text_in(Face::SemiBold, digit_px, r, buf, m ? s.pal.conflict_digit : s.pal.given);
    } else if (m && several) {
      // The two solutions' digits where they differ: "3 or 5".
      const std::string both =
          // TRANSLATORS: small, inside one cell of the editor's board: the two digits the
          // board's two solutions put there. Keep it very short.
          game::format(tr("{0} or {1}"), {j.solution[cell], j.other_solution[cell]});
      c.text_in(Face::Medium, L.cell * 0.24f, r, both, s.pal.conflict_digit);
    }
  }
  if (e.focus() < kCells)
    c.rect_outline(L.cell_rect(sel).inset(-thin), s.pal.focus_ring, L.cell * 0.08f,
                   std::max(2.0f, L.unit * 0.35f));
}

void draw_key_row(const Scene& s, const game::EditorLayout& L, const game::BoardEditor& e) {
  Canvas& c = s.c;
  for (int k = 0; k < game::kEditorKeyCount; ++k) {
    const Rect& r = L.keys[static_cast<std::size_t>(k)];
    const bool focused = e.focus() == game::kFocusKey + k;
    const bool hover = k < 9 ? s.game.hovering(game::TargetKind::DigitKey, k + 1)
                             : s.game.hovering(game::TargetKind::ActionButton,
                                               static_cast<int>(game::ActionButton::Erase));
    c.rect(r, hover ? s.pal.peer : s.pal.surface_alt, std::min(r.w, r.h) * 0.2f);
    if (focused)
      c.rect_outline(r, s.pal.focus_ring, std::min(r.w, r.h) * 0.2f, std::max(2.0f, L.unit * 0.3f));
    if (k < 9) {
      const char buf[2] = {static_cast<char>('1' + k), 0};
      c.text_in(Face::SemiBold, std::min(r.h, r.w) * 0.55f, r, buf, s.pal.text);
    } else {
      draw_icon(c, Icon::Erase, r.cx(), r.cy(), std::min(r.w, r.h) * 0.5f, s.pal.text);
    }
  }
}

void draw_verdict(const Scene& s, const game::EditorLayout& L, const game::BoardEditor& e) {
  Canvas& c = s.c;
  const float u = L.unit;
  const BoardJudgement& j = e.judgement();
  const Rect& v = L.verdict;
  draw_panel_card(s, v, u);
  Color mark = s.pal.text_muted;
  const char* head = tr("Empty board");
  switch (j.verdict) {
    case BoardVerdict::Empty: break;
    case BoardVerdict::Conflict:
      head = tr("Rule broken");
      mark = s.pal.conflict_digit;
      break;
    case BoardVerdict::NoSolution:
      head = tr("No solution");
      mark = s.pal.conflict_digit;
      break;
    case BoardVerdict::TooFewGivens:
      // TRANSLATORS: the editor's verdict heading while a board has fewer than 17 givens (a
      // board being typed in); neutral, not an error.
      head = tr("Keep going");
      break;  // the quiet mark: nothing is wrong yet
    case BoardVerdict::SeveralSolutions:
      head = tr("Several solutions");
      mark = s.pal.conflict_digit;
      break;
    case BoardVerdict::Valid:
      head = tr("One solution");
      mark = level_color(j.rating.level, s.theme);
      break;
  }
  const float pad = 2 * u;
  const float head_px = std::clamp(v.h * 0.16f, 12.0f, 3.2f * u);
  const float px = std::clamp(v.h * 0.11f, 11.0f, 2.2f * u);
  c.circle(v.x + pad + head_px * 0.35f, v.y + pad + head_px * 0.6f, head_px * 0.32f, mark);
  c.text_in(Face::SemiBold, head_px, Rect{v.x + pad + head_px, v.y + pad, v.w, head_px * 1.2f},
            head, s.pal.text, Align::Left);
  // TRANSLATORS: the editor's verdict card: how many digits the board gives (its clues).
  const std::string count = game::format(trn("{0} given", "{0} givens", j.givens), {j.givens});
  c.text_in(Face::Medium, px, Rect{v.x, v.y + pad, v.w - pad, head_px * 1.2f}, count,
            s.pal.text_muted, Align::Right);
  // The verdict in the player's words (game/board_words.hpp), on as many lines as the card
  // holds above the message line; shrinking a little, then cut (reported) rather than dropped.
  const float y = v.y + pad + head_px * 1.5f;
  const float line_h = px * 1.35f;
  // The message (what the last paste or copy did) keeps the card's last line; the verdict takes
  // the lines above it, never running under it.
  const Rect message{v.x + pad, v.bottom() - line_h - u, v.w - 2 * pad, line_h};
  const float verdict_bottom = e.message().empty() ? v.bottom() - line_h * 0.6f : message.y;
  const int room = std::max(1, static_cast<int>((verdict_bottom - y) / line_h));
  c.text_fit(Face::Regular, px, px * 0.8f,
             Rect{v.x + pad, y, v.w - 2 * pad, line_h * static_cast<float>(room)},
             game::judgement_sentence(j), s.pal.text, Align::Left, false, room);
  if (!e.message().empty())
    c.text_fit(Face::Medium, px * 0.9f, px * 0.75f, message, e.message(), s.pal.text_muted,
               Align::Left);
}

void draw_buttons_and_recent(const Scene& s, const game::EditorLayout& L,
                             const game::BoardEditor& e) {
  Canvas& c = s.c;
  const float u = L.unit;
  for (int i = 0; i < game::kEditorItemCount; ++i) {
    const auto item = static_cast<game::EditorItem>(i);
    const bool primary = item == game::EditorItem::Play && e.judgement().playable();
    // Undo with nothing to take back is drawn quiet (pressing it is refused).
    const bool idle = item == game::EditorItem::Undo && !e.can_undo();
    draw_button(s, L.items[static_cast<std::size_t>(i)], game::editor_item_label(item),
                primary ? ButtonStyle::Primary
                : idle  ? ButtonStyle::Quiet
                        : ButtonStyle::Secondary,
                e.focus() == game::kFocusItem + i);
  }
  const Rect& h = L.recent_heading;
  c.text_in(Face::SemiBold, std::min(h.h * 0.7f, 2.2f * u), h,
            e.recent().empty() ? tr("Recent boards: none yet") : tr("Recent boards"),
            s.pal.text_muted, Align::Left);
  for (int r = 0; r < L.recent_shown; ++r) {
    const Rect& row = L.recent[static_cast<std::size_t>(r)];
    const bool focused = e.focus() == game::kFocusRecent + r;
    const bool hover = s.game.hovering(game::TargetKind::RecentBoard, r);
    c.rect(row, focused || hover ? s.pal.peer : s.pal.surface_alt, u);
    if (focused) c.rect_outline(row, s.pal.focus_ring, u, std::max(2.0f, u * 0.25f));
    const float px = std::min(row.h * 0.34f, 2.0f * u);
    // The board itself, small (issue 29: a line of 81 dots and digits said nothing): its
    // givens as marks on a 9x9 grid with the boxes drawn, so boards tell apart at a glance.
    const float side = std::floor((row.h - 1.2f * u) / 9) * 9;
    const Rect mini{row.x + 1.5f * u, std::floor(row.cy() - side / 2), side, side};
    draw_mini_board(s, mini, e.recent()[static_cast<std::size_t>(r)]);
    c.text_in(Face::Medium, px,
              Rect{mini.right(), row.y, row.right() - mini.right() - 1.5f * u, row.h},
              e.recent_labels()[static_cast<std::size_t>(r)], s.pal.text, Align::Right);
  }
}

}  // namespace

void draw_editor(const Scene& s) {
  Canvas& c = s.c;
  const game::BoardEditor& e = s.game.board_editor();
  const game::EditorLayout L = e.layout();
  const float u = L.unit;
  // The one header; in landscape the how-to line takes the header's right half.
  const float split = L.portrait ? L.header.right() : L.header.x + L.header.w * 0.5f;
  draw_back_header(s, L.header, L.back_button, tr("Enter a puzzle"), u, split - 2 * u);
  if (!L.portrait) {
    thread_local std::string how;
    game::format_to(how,
                    // TRANSLATORS: the editor's header: how to type a board in (keys 1 to 9 and
                    // Delete); {0} the keys that paste ("Ctrl+V").
                    tr("Digits and Delete, or paste a puzzle ({0})"), {paste_keys(s.game)});
    c.text_fit(Face::Regular, 1.9f * u, std::min(1.9f * u, 10.0f),
               Rect{split, L.header.y, L.header.right() - split, L.header.h}, how, s.pal.text_muted,
               Align::Right, false, 2);
  }
  draw_editor_board(s, L, e);
  draw_key_row(s, L, e);
  draw_verdict(s, L, e);
  draw_buttons_and_recent(s, L, e);
}

}  // namespace nonet::render
