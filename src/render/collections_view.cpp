// SPDX-License-Identifier: MIT
// The Collections screen (game/collections_screen.hpp): the collection shown, its figures and
// rating progress, the lines that were not puzzles, and its puzzles in a scrolling list.
#include <algorithm>
#include <cmath>
#include <string>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "render/theme.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trn;

namespace {

const char* problem_words(CollectionProblem p) {
  switch (p) {
    // TRANSLATORS: why a line of a puzzle file is not a puzzle (after "line 12: ")
    case CollectionProblem::NotABoard: return tr("not a board");
    // TRANSLATORS: why a line of a puzzle file is not a puzzle: its givens allow no solution
    case CollectionProblem::NoSolution: return tr("no solution");
    // TRANSLATORS: why a line of a puzzle file is not a puzzle: more than one solution
    case CollectionProblem::SeveralSolutions: return tr("several solutions");
  }
  return "?";
}

// "1,000 puzzles · 12 solved · rated 340 of 1,000 · 2 of 3"
std::string summary_text(const game::Game& g, const game::PuzzleCollection& c) {
  const auto n = static_cast<unsigned>(c.puzzles.size());
  // TRANSLATORS: how many puzzles a collection (a file of puzzles) holds
  std::string t = game::format(trn("{0} puzzle", "{0} puzzles", n), {n});
  // TRANSLATORS: how many puzzles of a collection the player has solved
  t += "  \xC2\xB7  " + game::format(tr("{0} solved"), {c.solved()});
  if (const int rated = c.rated(); rated < static_cast<int>(n))
    // TRANSLATORS: puzzles are rated in the background: {0} of {1} done so far
    t += "  \xC2\xB7  " + game::format(tr("rating {0} of {1}"), {rated, n});
  const auto& list = g.collections().list();
  if (list.size() > 1) {
    const auto at = static_cast<int>(&c - list.data()) + 1;
    // TRANSLATORS: which of the player's collections is shown: the {0}th of {1}
    t += "  \xC2\xB7  " + game::format(tr("collection {0} of {1}"), {at, list.size()});
  }
  return t;
}

// "3 lines were not puzzles: line 4, several solutions; line 9, not a board; …"
std::string bad_text(const game::PuzzleCollection& c) {
  const auto n = static_cast<unsigned>(c.bad_total);
  std::string t = game::format(
      // TRANSLATORS: a collection's file had lines that are not puzzles; their list follows
      trn("{0} line was not a puzzle:", "{0} lines were not puzzles:", n), {n});
  for (std::size_t i = 0; i < c.bad.size() && i < 12; ++i) {
    t += i == 0 ? " " : "; ";
    // TRANSLATORS: one line of a file that is not a puzzle: {0} its number, {1} why
    t += game::format(tr("line {0}, {1}"), {c.bad[i].line, problem_words(c.bad[i].problem)});
  }
  if (c.bad.size() > 12 || static_cast<int>(c.bad.size()) < c.bad_total) t += "; \xE2\x80\xA6";
  return t;
}

}  // namespace

void draw_collections(const Scene& s) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::CollectionsLayout L = g.collections_layout();
  const float u = L.unit;
  const game::PuzzleCollection* col = g.collections_screen().current(g.collections());
  const float title_right = L.open_button.w > 0 ? L.open_button.x - 2 * u : L.header.right();
  // TRANSLATORS: the screen of the files of many puzzles the player opened
  draw_back_header(s, L.header, L.back_button, col ? col->name.c_str() : tr("Collections"), u,
                   title_right);
  if (L.open_button.w > 0)
    // TRANSLATORS: the button that opens a file of puzzles through the desktop's file dialog
    draw_button(s, L.open_button, tr("Open a file"),
                col ? ButtonStyle::Secondary : ButtonStyle::Primary,
                g.hovering(game::TargetKind::CollectionOpen, 0));
  if (col == nullptr) {
    const Rect box{L.viewport.x, L.summary.y, L.viewport.w,
                   std::min(L.viewport.bottom() - L.summary.y, 30 * u)};
    draw_text_block(c, Face::Regular, std::max(14.0f, 2.6f * u), 12.0f, box,
                    // TRANSLATORS: the Collections screen before any file was opened
                    tr("Drop a file of puzzles on this window: one puzzle a line (as .sdm files "
                       "have them), an OpenSudoku file, or grids. Each puzzle keeps its state "
                       "and best time here."),
                    s.pal.text_muted);
    return;
  }
  if (L.prev.w > 0) {
    for (const Rect& r : {L.prev, L.next}) {
      const bool left = r.x == L.prev.x;
      const bool hover = g.hovering(game::TargetKind::CollectionSwitch, left ? 0 : 1);
      c.circle(r.cx(), r.cy(), std::min(r.w, r.h) * 0.42f, hover ? s.pal.peer : s.pal.surface_alt);
      const float k = std::min(r.w, r.h) * 0.12f, lw = std::max(1.5f, u * 0.3f);
      const float dx = left ? k : -k;
      c.line(r.cx() + dx, r.cy() - 1.6f * k, r.cx() - dx, r.cy(), lw, s.pal.text);
      c.line(r.cx() - dx, r.cy(), r.cx() + dx, r.cy() + 1.6f * k, lw, s.pal.text);
    }
  }
  if (L.remove.w > 0) {  // a cross in a circle: the collection leaves the game (asks first)
    const Rect& r = L.remove;
    const bool hover = g.hovering(game::TargetKind::CollectionRemove, 0);
    c.circle(r.cx(), r.cy(), std::min(r.w, r.h) * 0.42f, hover ? s.pal.peer : s.pal.surface_alt);
    draw_icon(c, Icon::Cross, r.cx(), r.cy(), std::min(r.w, r.h) * 0.4f, s.pal.text_muted);
  }
  c.text_fit(Face::Medium, std::max(13.0f, L.summary.h * 0.42f), 11.0f, L.summary,
             summary_text(g, *col), s.pal.text_muted, Align::Left, false, 2);
  if (L.bad.w > 0)
    c.text_fit(Face::Regular, std::max(12.0f, 2.0f * u), 10.0f, L.bad, bad_text(*col),
               s.pal.conflict_digit, Align::Left, false, 0);
  draw_panel_card(s, L.viewport, u);
  const float scroll = g.collections_screen().scroll();
  const int first = static_cast<int>(std::floor(scroll));
  const int n = static_cast<int>(col->puzzles.size());
  const std::optional<game::CollectionLibrary::Place> open = g.collection_in_progress();
  const float px = std::max(13.0f, L.row_h * 0.34f);
  for (int i = first; i < std::min(n, first + L.visible); ++i) {
    const Rect r = L.row(i, scroll);
    const bool focused = g.collections_screen().focus() == i && !g.confirming();
    if (focused || g.hovering(game::TargetKind::CollectionRow, i)) c.rect(r, s.pal.peer, u * 1.2f);
    if (focused) c.rect_outline(r, s.pal.focus_ring, u * 1.2f, std::max(2.0f, u * 0.25f));
    const float baseline = r.cy() + px * 0.36f;
    c.text(Face::SemiBold, px, r.x + 2 * u, baseline, "#" + std::to_string(i + 1), s.pal.text,
           Align::Left, true);
    const char letter = col->levels[static_cast<std::size_t>(i)];
    const std::optional<Level> level = game::letter_level(letter);
    const float level_x = r.x + std::max(12 * u, px * 4.2f);
    std::string level_text;
    Color dot = s.pal.text_muted;
    if (letter == game::kNotRated) {
      // TRANSLATORS: a collection's puzzle whose level is still being worked out
      level_text = tr("Rating\xE2\x80\xA6");
    } else {
      level_text = std::string(game::level_word(level));  // "Unrated" beyond the scale
      dot = level_color(level, s.theme);
    }
    c.circle(level_x, r.cy(), px * 0.3f, dot);
    c.text(Face::Regular, px, level_x + px * 0.8f, baseline, level_text, s.pal.text, Align::Left);
    std::string state;
    Color ink = s.pal.text_muted;
    const std::int64_t best = col->best_ms[static_cast<std::size_t>(i)];
    if (open && open->id == col->id && open->index == i) {
      // TRANSLATORS: a collection's puzzle whose game is the free-play game in progress
      state = tr("In progress");
      ink = s.pal.accent;
    } else if (best > 0) {
      // TRANSLATORS: a collection's puzzle solved: {0} is the best time ("4:07")
      state = game::format(tr("Solved in {0}"), {game::clock_text(best)});
      ink = s.pal.text;
    } else {
      // TRANSLATORS: a collection's puzzle never solved nor started
      state = tr("New");
    }
    const float right = r.right() - 2 * u;
    const float left_edge = level_x + px * 0.8f + c.measure(Face::Regular, px, level_text) + 2 * u;
    c.text_fit(Face::Medium, px, px * 0.75f, Rect{left_edge, r.y, right - left_edge, r.h}, state,
               ink, Align::Right);
  }
}

}  // namespace nonet::render
