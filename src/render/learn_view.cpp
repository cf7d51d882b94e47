// SPDX-License-Identifier: MIT
// Learn (issue 28): the list of techniques with the player's progress (game/learn_screen.hpp),
// and the practice screen with its board of candidates, key row, panel and buttons
// (game/practice_screen.hpp).
#include <algorithm>
#include <cmath>
#include <string>

#include "game/format.hpp"
#include "game/lesson_text.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"
#include "render/theme.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trn;

namespace {

// "New", "3 of 6 right", "Mastered", "Review due", and the colour it is drawn in.
std::string state_words(const game::LearnProgress& p, Technique t, std::int64_t today,
                        const Palette& pal, Color& ink) {
  ink = pal.text_muted;
  switch (p.state(t, today)) {
    case game::LearnState::New:
      // TRANSLATORS: Learn: a technique the player has not practised yet
      return tr("New");
    case game::LearnState::Practising:
      ink = pal.text;
      // TRANSLATORS: Learn: a technique being practised: {0} right without help of the last
      // {1} attempts (at most six)
      return game::format(tr("{0} of {1} right"), {p.of(t).recent_right(), p.of(t).window});
    case game::LearnState::Mastered:
      ink = pal.accent;
      // TRANSLATORS: Learn: a technique the player has mastered (five right of the last six)
      return tr("Mastered");
    case game::LearnState::Due:
      ink = pal.conflict_digit;
      // TRANSLATORS: Learn: a mastered technique whose review day has come
      return tr("Review due");
  }
  return {};
}

void draw_learn_row(const Scene& s, const Rect& r, Technique t, bool focused, bool hover, float u) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  if (focused || hover) c.rect(r, s.pal.peer, u * 1.2f);
  if (focused) c.rect_outline(r, s.pal.focus_ring, u * 1.2f, std::max(2.0f, u * 0.25f));
  const float px = std::max(13.0f, r.h * 0.34f);
  Color ink = s.pal.text_muted;
  const std::string state = state_words(g.learn(), t, g.today_day(), s.pal, ink);
  const int seen = g.learn().of(t).seen;
  std::string right_text = state;
  if (seen > 0) {
    // TRANSLATORS: Learn: how many of the player's solved puzzles used the technique, after its
    // state ("Mastered · in 12 puzzles")
    const char* in_puzzles = trn("in {0} puzzle", "in {0} puzzles", seen);
    right_text += "  \xC2\xB7  " + game::format(in_puzzles, {seen});
  }
  const float pad = 2 * u;
  // A narrow row keeps the state and leaves the count of puzzles out.
  if (c.measure(Face::Medium, px, right_text) > r.w * 0.5f) right_text = state;
  const float right_w = std::min(r.w * 0.5f, c.measure(Face::Medium, px, right_text) + pad);
  c.text_fit(Face::Medium, px, px * 0.75f, Rect{r.right() - pad - right_w, r.y, right_w, r.h},
             right_text, ink, Align::Right);
  c.text_fit(Face::SemiBold, px, px * 0.75f, Rect{r.x + pad, r.y, r.w - 3 * pad - right_w, r.h},
             game::technique_label(t), s.pal.text, Align::Left);
}

}  // namespace

void draw_learn(const Scene& s) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::LearnLayout L = g.learn_layout();
  const float u = L.unit;
  // TRANSLATORS: the technique school's screen title
  draw_back_header(s, L.header, L.back_button, tr("Learn"), u, L.header.right());
  const game::LearnScreen& ls = g.learn_screen();
  if (L.suggestion.w > 0) {
    const auto next = g.learn_suggestion();
    const Rect& r = L.suggestion;
    const bool focused = ls.focus() == game::LearnScreen::kOnSuggestion;
    const bool hover = g.hovering(game::TargetKind::LearnSuggestion, 0);
    c.rect(r, focused || hover ? s.pal.accent : s.pal.surface_alt, u * 1.5f);
    if (focused) c.rect_outline(r, s.pal.focus_ring, u * 1.5f, std::max(2.0f, u * 0.3f));
    const Color ink = focused || hover ? s.pal.on_accent : s.pal.text;
    const float px = std::max(12.0f, r.h * 0.22f);
    const Rect top{r.x + 2 * u, r.y + r.h * 0.1f, r.w - 4 * u, r.h * 0.38f};
    const Rect bottom{r.x + 2 * u, r.y + r.h * 0.48f, r.w - 4 * u, r.h * 0.44f};
    const bool due = next && g.learn().state(*next, g.today_day()) == game::LearnState::Due;
    c.text_fit(Face::Medium, px, px * 0.75f, top,
               // TRANSLATORS: Learn: the card on top names the next technique worth learning,
               // or a mastered one due for review
               due ? tr("Due for review") : tr("Next to learn"), ink, Align::Left);
    c.text_fit(Face::SemiBold, px * 1.35f, px * 0.8f, bottom,
               next ? game::technique_label(*next) : "", ink, Align::Left);
  }
  draw_panel_card(s, L.viewport, u);
  const auto& list = game::learn_entries();
  const float scroll = ls.scroll();
  const int first = static_cast<int>(std::floor(scroll));
  const int n = static_cast<int>(list.size());
  for (int i = first; i < std::min(n, first + L.visible); ++i) {
    const game::LearnEntry& e = list[static_cast<std::size_t>(i)];
    const Rect r = L.row(i, scroll);
    if (e.heading) {
      const float px = std::max(12.0f, r.h * 0.3f);
      c.circle(r.x + 2.6f * u, r.cy(), px * 0.32f, level_color(e.level, s.theme));
      const float text_x = r.x + 2.6f * u + px * 0.9f;  // clear of the dot at any size
      c.text_fit(Face::SemiBold, px, px * 0.75f, Rect{text_x, r.y, r.right() - 2 * u - text_x, r.h},
                 game::level_word(e.level), s.pal.text_muted, Align::Left);
      continue;
    }
    draw_learn_row(s, r, e.technique, ls.focus() == i,
                   g.hovering(game::TargetKind::LearnRow, static_cast<int>(e.technique)), u);
  }
}

namespace {

bool has_pattern_candidate(const Step& step, int cell, int digit) {
  return std::find(step.pattern_candidates.begin(), step.pattern_candidates.end(),
                   CellDigit{cell, digit}) != step.pattern_candidates.end();
}

// A board of candidates, as Learn draws it (practice and lesson): `now` on the board, `start`
// the position it came from (a digit not in `start` is the player's or the step's, in the
// accent; a candidate in `start` but gone from `now` is shown struck through). `lit` cells are
// filled mint, `ring` (when set) rings its pattern's candidates, `outlined` cells get an accent
// frame, `wrong` (or -1) is the cell of a wrong move, `selected` (or -1) the selection with its
// peers shaded, and `focused` rings the selected cell.
struct BoardLook {
  const Candidates* now = nullptr;
  const Candidates* start = nullptr;
  std::vector<int> lit;
  const Step* ring = nullptr;
  std::vector<int> outlined;
  int wrong = -1;
  int selected = -1;
  bool focused = false;
};

void draw_candidate_board(const Scene& s, const Rect& board_rect, float cell_size, float unit,
                          const BoardLook& look) {
  Canvas& c = s.c;
  const Candidates& board = *look.now;
  const Candidates& start = *look.start;
  const float thin = std::max(1.0f, std::round(unit * 0.18f));
  auto cell_rect = [&](int cell) {
    return Rect{board_rect.x + static_cast<float>(col_of(cell)) * cell_size,
                board_rect.y + static_cast<float>(row_of(cell)) * cell_size, cell_size, cell_size};
  };
  c.rect(board_rect, s.pal.surface);
  const int sel = look.selected;
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = cell_rect(cell);
    if (look.wrong == cell)
      c.rect(r, s.pal.conflict_fill);
    else if (std::find(look.lit.begin(), look.lit.end(), cell) != look.lit.end())
      c.rect(r, s.pal.single_mint);
    else if (sel >= 0 && cell == sel)
      c.rect(r, s.pal.selected);
    else if (sel >= 0 && sees(cell, sel))
      c.rect(r, s.pal.peer);
  }
  draw_board_lines(s, board_rect, cell_size, thin);
  const float digit_px = cell_size * 0.58f;
  const float note_px = cell_size * 0.26f;
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = cell_rect(cell);
    const int d = board.grid[cell];
    if (d != 0) {
      const char buf[2] = {static_cast<char>('0' + d), 0};
      const bool placed = start.grid[cell] == 0;  // the player's own, or the step's
      c.text_in(Face::SemiBold, digit_px, r, buf, placed ? s.pal.accent : s.pal.given);
      continue;
    }
    const float w = r.w / 3;
    for (int n = 1; n <= 9; ++n) {
      const Rect nr{r.x + static_cast<float>((n - 1) % 3) * w,
                    r.y + static_cast<float>((n - 1) / 3) * w, w, w};
      const char buf[2] = {static_cast<char>('0' + n), 0};
      if (board.has(cell, n)) {
        const bool pattern = look.ring != nullptr && has_pattern_candidate(*look.ring, cell, n);
        if (pattern) c.circle(nr.cx(), nr.cy(), w * 0.42f, s.pal.accent);
        c.text_in(Face::Medium, note_px, nr, buf, pattern ? s.pal.on_accent : s.pal.note);
      } else if (start.has(cell, n)) {
        // Removed since the position: shown struck through, so the step's work stays visible.
        c.text_in(Face::Medium, note_px, nr, buf, fade(s.pal.conflict_digit, 0.7f));
        c.line(nr.x + w * 0.2f, nr.y + w * 0.8f, nr.right() - w * 0.2f, nr.y + w * 0.2f,
               std::max(1.0f, unit * 0.2f), s.pal.conflict_digit);
      }
    }
  }
  for (int cell : look.outlined)
    c.rect_outline(cell_rect(cell).inset(thin), s.pal.accent, cell_size * 0.08f,
                   std::max(2.0f, unit * 0.3f));
  if (look.focused && sel >= 0)
    c.rect_outline(cell_rect(sel).inset(-thin), s.pal.focus_ring, cell_size * 0.08f,
                   std::max(2.0f, unit * 0.35f));
}

void draw_practice_board(const Scene& s, const game::PracticeLayout& L,
                         const game::PracticeScreen& p) {
  const PracticeTask& task = p.task();
  BoardLook look;
  look.now = &task.board();
  look.start = &task.position().state;
  // What to light: the hint's cells (where, then the pattern), the step's pattern once made,
  // and a wrong move's cell.
  if (task.solved()) {
    look.lit = task.step().pattern_cells;
    look.ring = &task.step();
  } else if (const Hint* h = p.hint(); h && p.hint_tier() > 0) {
    look.lit = p.hint_tier() == 1 ? h->where.cells : h->what.cells;
  }
  const auto& reply = p.reply();
  if (reply && !reply->changed() && reply->outcome != PracticeOutcome::NoChange)
    look.wrong = reply->cell;
  if (reply && reply->outcome == PracticeOutcome::NotReached) look.outlined = reply->pattern_cells;
  look.selected = p.selected();
  look.focused = p.focus() < kCells;
  draw_candidate_board(s, L.board, L.cell, L.unit, look);
}

void draw_practice_keys(const Scene& s, const game::PracticeLayout& L,
                        const game::PracticeScreen& p) {
  Canvas& c = s.c;
  for (int k = 0; k < 9; ++k) {
    const Rect& r = L.keys[static_cast<std::size_t>(k)];
    const bool focused = p.focus() == game::kPracticeKey + k;
    const bool hover = s.game.hovering(game::TargetKind::DigitKey, k + 1);
    c.rect(r, hover ? s.pal.peer : s.pal.surface_alt, std::min(r.w, r.h) * 0.2f);
    if (focused)
      c.rect_outline(r, s.pal.focus_ring, std::min(r.w, r.h) * 0.2f, std::max(2.0f, L.unit * 0.3f));
    const char buf[2] = {static_cast<char>('1' + k), 0};
    c.text_in(Face::SemiBold, std::min(r.h, r.w) * 0.55f, r, buf,
              p.notes_mode() ? s.pal.note : s.pal.text);
  }
}

// Blocks of words down a panel: each takes the lines it needs, under the one before, leaving
// `keep` lines for the blocks after it; in a short panel text_fit makes it smaller. A block
// with no room for a line is left out (the first blocks are the ones that matter most).
struct PanelText {
  const Scene& s;
  Rect inner;
  float px;
  float y;
  float u;
  void block(std::string_view words, Face face, Color ink, float keep) {
    if (words.empty()) return;
    const float line = px * Canvas::kLineSpacing;
    const float room = inner.bottom() - y - keep * line;
    if (room < line * 0.8f) return;
    const auto lines =
        static_cast<float>(std::max<std::size_t>(1, s.wrap(face, px, words, inner.w).lines.size()));
    const float h =
        std::min(lines * line + 1, room);  // (+1: the lines' count, not a float's floor)
    // Wrapped at the panel's size when its lines fit; smaller only when they do not.
    s.c.text_fit(face, px, lines * line <= room ? px : px * 0.7f, Rect{inner.x, y, inner.w, h},
                 words, ink, Align::Left, false, 0);
    y += h + u;
  }
};

// The panel: the task, what typing does, then the answer to the last move, the hint, or the
// trace of the step made.
void draw_practice_panel(const Scene& s, const game::PracticeLayout& L,
                         const game::PracticeScreen& p) {
  const game::Game& g = s.game;
  const float u = L.unit;
  const Rect& v = L.panel;
  draw_panel_card(s, v, u);
  const float pad = 2 * u;
  const float px = std::round(std::clamp(2.3f * u, 12.0f, 22.0f));  // whole, as text_fit uses
  // (Two pixels short of the padding: a last glyph's ink may reach past its advance.)
  const Rect inner{v.x + pad, v.y + pad, v.w - 2 * pad - 2, v.h - 2 * pad};
  PanelText text{s, inner, px, inner.y, u};
  auto block = [&](std::string_view words, Face face, Color ink, float keep) {
    text.block(words, face, ink, keep);
  };
  const PracticeTask& task = p.task();
  if (!task.solved()) {
    const bool replied = p.reply().has_value(), hinted = p.hint_tier() > 0;
    block(game::practice_task_text(p), Face::SemiBold, s.pal.text,
          (replied ? 2.0f : 0.0f) + (hinted ? 2.0f : 0.0f));
    if (replied)
      block(game::practice_reply_text(*p.reply()),
            p.reply()->changed() ? Face::Medium : Face::SemiBold,
            p.reply()->changed() || p.reply()->outcome == PracticeOutcome::NoChange
                ? s.pal.text
                : s.pal.conflict_digit,
            hinted ? 2.0f : 0.0f);
    block(game::practice_hint_text(p), Face::Regular, s.pal.text, 0);
    block(game::practice_mode_text(p), Face::Regular, s.pal.text_muted, 0);
    return;
  }
  std::string head;
  if (p.mastered())
    head = game::format(
        // TRANSLATORS: the practice screen, the moment a technique is mastered; {0} its name
        tr("{0} mastered! It comes back for review tomorrow."),
        {game::technique_label(p.technique())});
  else if (p.attempt_right())
    // TRANSLATORS: the practice screen: the step made with no wrong move and no hint
    head = tr("Right, without help.");
  else
    // TRANSLATORS: the practice screen: the step made after a wrong move or a hint
    head = tr("Done. Right ones without help count towards mastery.");
  block(head, Face::SemiBold, p.mastered() ? s.pal.accent : s.pal.text, 2);
  block(game::practice_step_text(p), Face::Regular, s.pal.text, 1);
  const auto& prog = g.learn().of(p.technique());
  block(game::format(
            // TRANSLATORS: the practice screen: {0} right without help of the last {1} attempts
            tr("{0} of your last {1} right without help."), {prog.recent_right(), prog.window}),
        Face::Regular, s.pal.text_muted, 0);
}

}  // namespace

void draw_practice(const Scene& s) {
  const game::Game& g = s.game;
  const game::PracticeScreen& p = g.practice();
  const game::PracticeLayout L = g.practice_layout();
  const float u = L.unit;
  if (!p.active()) {
    draw_back_header(s, L.header, L.back_button, tr("Learn"), u, L.header.right());
    return;
  }
  const std::string title = game::format(
      // TRANSLATORS: the practice screen's title: {0} the technique, {1} which position, {2} of
      // how many
      tr("{0} · position {1} of {2}"),
      {game::technique_label(p.technique()), p.index() + 1,
       g.practice_library() ? g.practice_library()->count(p.technique()) : 0});
  draw_back_header(s, L.header, L.back_button, title.c_str(), u, L.header.right());
  draw_practice_board(s, L, p);
  draw_practice_keys(s, L, p);
  draw_practice_panel(s, L, p);
  for (int i = 0; i < game::kPracticeItemCount; ++i) {
    const auto item = static_cast<game::PracticeItem>(i);
    const bool primary = item == game::PracticeItem::Next && p.task().solved();
    const bool idle = item == game::PracticeItem::Hint && (p.task().solved() || p.hint_tier() >= 2);
    std::string label = game::practice_item_label(item);
    if (item == game::PracticeItem::Notes)
      // TRANSLATORS: the Notes button's state on the practice screen: {0} "Notes"
      label = game::format(p.notes_mode() ? tr("{0}: on") : tr("{0}: off"), {label});
    draw_button(s, L.items[static_cast<std::size_t>(i)], label,
                primary ? ButtonStyle::Primary
                : idle  ? ButtonStyle::Quiet
                        : ButtonStyle::Secondary,
                p.focus() == game::kPracticeItem + i);
  }
}

void draw_lesson(const Scene& s) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::LessonScreen& l = g.lesson();
  const game::LessonLayout L = g.lesson_layout();
  const float u = L.unit;
  draw_back_header(s, L.header, L.back_button, game::technique_label(l.technique()), u,
                   L.header.right());
  if (l.has_example()) {
    const PracticePosition& pos = l.example();
    const Step& step = l.example_step();
    // The last step shows the board after the step: what it removes struck out, what it
    // places in the accent.
    Candidates after = pos.state;
    if (l.step() == game::kLessonSteps - 1) {
      for (const CellDigit& e : step.eliminations) after.mask[e.cell] &= ~digit_bit(e.digit);
      for (const Placement& pl : step.placements) after.grid.set(pl.cell, pl.digit);
    }
    BoardLook look;
    look.now = &after;
    look.start = &pos.state;
    switch (l.step()) {
      case 1: look.lit = l.hint().where.cells; break;
      case 2:
        look.lit = l.hint().what.cells;
        look.ring = &step;
        break;
      case 3:
        look.lit = step.pattern_cells;
        look.ring = &step;
        break;
      default: break;
    }
    draw_candidate_board(s, L.board, L.cell, u, look);
    // One mark a step: the steps shown so far filled.
    const float r = std::min(L.marks.h * 0.3f, u * 0.9f);
    const float spacing = r * 4;
    const float x0 = L.marks.cx() - spacing * (game::kLessonSteps - 1) / 2.0f;
    for (int i = 0; i < game::kLessonSteps; ++i) {
      const float x = x0 + spacing * static_cast<float>(i);
      if (i <= l.step())
        c.circle(x, L.marks.cy(), r, s.pal.accent);
      else
        c.ring(x, L.marks.cy(), r, std::max(1.0f, r * 0.3f), s.pal.text_muted);
    }
  } else {
    draw_panel_card(s, L.board, u);
    const float px = std::max(12.0f, L.cell * 0.35f);
    c.text_fit(Face::Medium, px, px * 0.7f, L.board.inset(2 * u),
               // TRANSLATORS: the lesson screen, in place of its worked example, when the
               // game's file of practice positions is missing (a broken installation)
               tr("The worked example could not be read: the game's files may be incomplete."),
               s.pal.text_muted, Align::Center, false, 0);
  }
  draw_panel_card(s, L.panel, u);
  const float pad = 2 * u;
  // A lesson is read: a little larger than the practice's panel where the window is wide.
  const float px = std::round(std::clamp((L.portrait ? 2.3f : 2.6f) * u, 12.0f, 24.0f));
  const Rect inner{L.panel.x + pad, L.panel.y + pad, L.panel.w - 2 * pad - 2, L.panel.h - 2 * pad};
  PanelText text{s, inner, px, inner.y, u};
  // The lesson first; the example's heading and step after it keep three lines.
  text.block(game::lesson_text(l.technique()), Face::Regular, s.pal.text,
             l.has_example() ? 3.0f : 0.0f);
  if (l.has_example()) {
    text.y += u;
    text.block(game::lesson_step_heading(l), Face::SemiBold, s.pal.accent, 2);
    const std::string practice = game::lesson_practice_text(g.learn(), l.technique());
    text.block(game::lesson_step_text(l), Face::Regular, s.pal.text, practice.empty() ? 0 : 1);
    text.block(practice, Face::Regular, s.pal.text_muted, 0);
  }
  for (int i = 0; i < game::kLessonItemCount; ++i) {
    const auto item = static_cast<game::LessonItem>(i);
    bool can = false;
    switch (item) {
      case game::LessonItem::Previous: can = l.has_example() && l.step() > 0; break;
      case game::LessonItem::Next: can = l.has_example() && !l.finished(); break;
      case game::LessonItem::Practise: can = l.has_example() || l.then_stage() > 0; break;
      case game::LessonItem::Puzzle: can = l.has_puzzles(); break;
    }
    const bool primary =
        item == game::LessonItem::Practise ? l.finished() : item == game::LessonItem::Next;
    const ButtonStyle style = !can      ? ButtonStyle::Quiet
                              : primary ? ButtonStyle::Primary
                                        : ButtonStyle::Secondary;
    const Rect& r = L.items[static_cast<std::size_t>(i)];
    const bool arrow =
        L.arrows && (item == game::LessonItem::Previous || item == game::LessonItem::Next);
    draw_button(s, r, arrow ? std::string() : game::lesson_item_text(l, item), style,
                l.focus() == i);
    if (arrow)
      draw_icon(c, item == game::LessonItem::Previous ? Icon::Back : Icon::Forward, r.cx(), r.cy(),
                r.h * 0.5f,
                style == ButtonStyle::Primary ? s.pal.on_accent
                : can                         ? s.pal.text
                                              : s.pal.text_muted);
  }
}

}  // namespace nonet::render
