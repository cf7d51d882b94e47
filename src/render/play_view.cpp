// SPDX-License-Identifier: MIT
// The play screen: HUD, board, action buttons and keypad (LOOK.md "Layout"), with the motion
// of issue 6 drawn from the game's PlayMotion: every effect is a pure function of the game
// clock (Scene::seconds), so reduced motion draws each effect's end state at once.
#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string_view>
#include <utility>

#include "core/grid.hpp"
#include "core/rating.hpp"
#include "game/animation.hpp"
#include "game/format.hpp"
#include "game/wording.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;

namespace {

using game::Outcome;
using game::Session;

constexpr float kTau = 6.2831853f;

game::Motion motion_of(const Scene& s) {
  return game::motion_for(s.game.settings().reduced_motion);
}

Rect cell_at(const game::PlayLayout& L, game::CellPoint p) {
  return Rect{L.board.x + p.col * L.cell, L.board.y + p.row * L.cell, L.cell, L.cell};
}

// A digit drawn scaled about the cell centre (the pop-in).
void draw_digit(Canvas& c, Face face, float px, const Rect& r, int digit, Color ink,
                game::DigitPop pop) {
  if (pop.opacity <= 0.0f) return;
  const char buf[2] = {static_cast<char>('0' + digit), 0};
  // The scale in steps of a tenth: each step is a glyph size the atlas rasterizes once, so a
  // pop-in costs no new glyphs (nor allocations) after the first few.
  const float sc = std::round(pop.scale * 10.0f) / 10.0f;
  const Rect box{r.cx() - r.w * sc / 2, r.cy() - r.h * sc / 2, r.w * sc, r.h * sc};
  c.text_in(face, px * sc, box, buf, fade(ink, pop.opacity));
}

// True when `cell` lies in a unit (row, column or box) that the clashing peer `clash` shares
// with the wrong entry's cell `wrong`.
bool in_shared_unit(int clash, int wrong, int cell) {
  return (row_of(clash) == row_of(wrong) && row_of(cell) == row_of(clash)) ||
         (col_of(clash) == col_of(wrong) && col_of(cell) == col_of(clash)) ||
         (box_of(clash) == box_of(wrong) && box_of(cell) == box_of(clash));
}

// True for a clashing peer of the wrong entry's cell `wrong` (not that cell itself).
bool is_clash(const Session& ses, int wrong, int cell) {
  return cell != wrong && ses.conflict_cells().test(static_cast<std::size_t>(cell));
}

// The cells of the unit(s) a clashing peer shares with the wrong cell, as one bit set.
std::bitset<kCells> shared_units(const Session& ses) {
  std::bitset<kCells> unit;
  const auto& w = ses.wrong_entry();
  if (!w) return unit;
  for (int c = 0; c < kCells; ++c) {
    if (!is_clash(ses, w->cell, c)) continue;
    for (int o = 0; o < kCells; ++o) {
      if (in_shared_unit(c, w->cell, o)) unit.set(static_cast<std::size_t>(o));
    }
  }
  return unit;
}

// Where note `digit` sits in the cell `r`: a 3x3 grid inside a margin of a tenth of a cell.
Rect note_rect(const game::PlayLayout& L, const Rect& r, int digit) {
  const float pad_n = L.cell * 0.1f;
  const float step = (L.cell - 2 * pad_n) / 3;
  return Rect{r.x + pad_n + static_cast<float>((digit - 1) % 3) * step,
              r.y + pad_n + static_cast<float>((digit - 1) / 3) * step, step, step};
}

// SEEDS A6 for a placement hint: each eliminating peer lights in turn with a line growing
// toward the target, and the digit it excludes is crossed out in the target; the digit itself
// appears (with its pop) when one candidate is left.
void draw_hint_trace(const Scene& s, const game::PlayLayout& L, const game::HintShown& hint,
                     double t, float thin) {
  Canvas& c = s.c;
  const game::Motion m = motion_of(s);
  const float u = L.unit;
  const Rect target = L.cell_rect(hint.cell);
  const int n = static_cast<int>(hint.reasons.size());
  for (int i = 0; i < n; ++i) {
    const game::HintReason& hr = hint.reasons[static_cast<std::size_t>(i)];
    const float glow = game::hint_peer_glow(i, t, m);
    if (glow <= 0) continue;
    const Rect pr = L.cell_rect(hr.by_cell);
    c.rect(pr, fade(s.pal.single_mint, 0.35f + 0.65f * glow));
    // Shape as well as colour: a lit peer gets an outline ring.
    c.rect_outline(pr.inset(thin * 2), fade(s.pal.accent, glow), u * 0.4f,
                   std::max(1.5f, u * 0.18f));
    const float p = game::hint_line_progress(i, t, m);
    const float x1 = pr.cx() + (target.cx() - pr.cx()) * p;
    const float y1 = pr.cy() + (target.cy() - pr.cy()) * p;
    c.line(pr.cx(), pr.cy(), x1, y1, std::max(2.0f, u * 0.22f),
           fade(s.pal.accent, 0.3f + 0.5f * glow));
    c.circle(x1, y1, std::max(2.0f, u * 0.3f), fade(s.pal.accent, 0.3f + 0.6f * glow));
  }
}

// The hint target's candidates until the digit appears: open ones plain, excluded ones
// crossed out. A hidden single's reasons rule the digit out of the other cells, not digits out
// of this one, so there the digit alone waits as a faint candidate.
void draw_hint_candidates(const Scene& s, const game::PlayLayout& L, const game::HintShown& hint,
                          double t) {
  Canvas& c = s.c;
  const game::Motion m = motion_of(s);
  const float u = L.unit;
  const Rect target = L.cell_rect(hint.cell);
  const int n = static_cast<int>(hint.reasons.size());
  const float reveal = game::hint_digit_reveal(n, t, m);
  if (reveal >= 1.0f || n == 0) return;
  bool about_cell = false;
  for (const game::HintReason& hr : hint.reasons) about_cell = about_cell || hr.digit != hint.digit;
  const CandidateMask open =
      about_cell ? game::hint_open_digits(hint.digit, hint.reasons, t, m) : digit_bit(hint.digit);
  const float px = L.cell * 0.25f;
  char buf[2] = {0, 0};
  for (int d = 1; d <= 9; ++d) {
    const bool is_open = (open & digit_bit(d)) != 0;
    if (!about_cell && !is_open) continue;
    const Rect nr = note_rect(L, target, d);
    const float step = nr.w;
    buf[0] = static_cast<char>('0' + d);
    const Color ink = fade(is_open ? s.pal.entry : s.pal.note,
                           (1 - reveal) * (is_open ? (about_cell ? 1.0f : 0.4f) : 0.45f));
    c.text_in(is_open ? Face::SemiBold : Face::Medium, px, nr, buf, ink);
    if (!is_open) {
      c.line(nr.x + step * 0.2f, nr.bottom() - step * 0.2f, nr.right() - step * 0.2f,
             nr.y + step * 0.2f, std::max(1.5f, u * 0.16f), fade(s.pal.conflict_digit, 1 - reveal));
    }
  }
}

// The candidates the hint's technique rules out (a pointing pair before the single, say):
// struck out in their cells once the step's pattern has shown (step_reveal), drawn faintly
// where the player has no such note.
void draw_hint_eliminations(const Scene& s, const game::PlayLayout& L, const Session& ses,
                            const game::HintShown& hint, double t) {
  if (hint.eliminations.empty()) return;
  Canvas& c = s.c;
  const float el = game::step_reveal(t < 0 ? 1e9 : t, motion_of(s)).eliminate;
  if (el <= 0) return;
  char buf[2] = {0, 0};
  for (const game::HintElimination& e : hint.eliminations) {
    if (e.cell < 0 || e.cell >= kCells || e.digit < 1 || e.digit > 9) continue;
    if (ses.shown_digit(e.cell) != 0) continue;
    const Rect nr = note_rect(L, L.cell_rect(e.cell), e.digit);
    const float step = nr.w;
    if (!(ses.notes(e.cell) & digit_bit(e.digit))) {
      buf[0] = static_cast<char>('0' + e.digit);
      c.text_in(Face::Medium, L.cell * 0.25f, nr, buf, fade(s.pal.note, 0.6f * el));
    }
    c.line(nr.x + step * 0.15f, nr.bottom() - step * 0.15f, nr.right() - step * 0.15f,
           nr.y + step * 0.15f, std::max(1.5f, L.unit * 0.18f), fade(s.pal.conflict_digit, el));
  }
}

// What the board's layers share, worked out once per frame.
struct BoardFrame {
  const Scene& s;
  const game::PlayLayout& L;
  const Session& ses;
  const game::Settings& set;
  const game::PlayMotion& motion;
  game::Motion m;
  double now;
  int sel;
  int sel_digit;
  const std::optional<game::HintShown>& hint;
  double hint_t;
  bool tracing;  // a placement hint's reasons are being traced
  float tint;    // A5: the conflict tint's strength
  std::bitset<kCells> unit;
  std::bitset<kCells> clashes;  // the same digit twice in a unit (Session::rule_clashes)
  float thin;                   // the thin grid line's width
  Rect sel_r;                   // the selection, gliding between cells
};

BoardFrame board_frame(const Scene& s, const game::PlayLayout& L, const Session& ses) {
  const game::PlayMotion& motion = s.game.motion();
  const game::Motion m = motion_of(s);
  const double now = s.seconds;
  const auto& hint = ses.hint();
  const double hint_t = motion.hint_seconds(now);
  return BoardFrame{
      .s = s,
      .L = L,
      .ses = ses,
      .set = s.game.settings(),
      .motion = motion,
      .m = m,
      .now = now,
      .sel = ses.selected(),
      .sel_digit = s.game.highlight_digit(),
      .hint = hint,
      .hint_t = hint_t,
      .tracing = hint && !hint->reasons.empty() && hint_t >= 0,
      // A5: the rose tint eases in and follows the wrong digit's fade; a conflict without a
      // wrong digit on show (none today) would be drawn at full strength.
      .tint = ses.wrong_entry() ? motion.conflict(now, m) : 1.0f,
      .unit = shared_units(ses),
      .clashes = ses.rule_clashes(),
      .thin = std::max(1.0f, std::round(L.unit * 0.14f)),
      .sel_r = cell_at(L, motion.selection(now, m)),
  };
}

// The card under the board (drawn even while paused, when nothing else is).
void draw_board_card(const Scene& s, const game::PlayLayout& L) {
  Canvas& c = s.c;
  const float u = L.unit;
  const float pad = std::round(u * 0.9f);
  const Rect card = L.board.inset(-pad);
  c.shadow(card.inset(u * 0.3f), u * 1.6f, u * 2.5f, s.pal.shadow);
  c.rect(card, s.pal.surface, u * 1.6f);
}

// Cell fills, weakest meaning first so the strongest wins: peers, single candidates (with a
// corner dot), the same digit, a hint's pattern and preparing cells, a conflict's shared unit.
void draw_cell_fills(const BoardFrame& f) {
  Canvas& c = f.s.c;
  const Palette& pal = f.s.pal;
  const game::PlayLayout& L = f.L;
  // A1/A2 aid: the derived candidates, for "show single candidates".
  std::array<CandidateMask, kCells> cand{};
  if (f.set.show_candidates) cand = candidate_map(f.ses.digits());
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    Color fill{0, 0, 0, 0};
    const int d = f.ses.shown_digit(cell);
    const bool single =
        f.set.show_candidates && d == 0 && count_of(cand[static_cast<std::size_t>(cell)]) == 1;
    if (f.set.highlight_peers && sees(cell, f.sel)) fill = pal.peer;
    if (single) fill = pal.single_mint;
    if (f.set.highlight_same_digit && f.sel_digit != 0 && d == f.sel_digit && cell != f.sel)
      fill = pal.same_digit;
    if (f.hint && !f.tracing) {
      // Other techniques: the pattern fades in, the deciding cell in the peer tint.
      const float pat = game::step_reveal(f.hint_t < 0 ? 1e9 : f.hint_t, f.m).pattern;
      for (const int pc : f.hint->pattern_cells) {
        if (pc == cell) fill = mix(fill, pal.same_digit, pat);
      }
    }
    if (f.hint) {
      // The steps that prepare the placement (a claiming, a naked pair): their pattern cells
      // in a pale mint (paler than the trace's lit peers), from the start.
      for (const int pc : f.hint->preparation_cells) {
        if (pc == cell) fill = mix(pal.surface, pal.single_mint, 0.6f);
      }
    }
    if (fill.a) c.rect(r, fill);
    if (single) {
      // Shape as well as colour: a single-candidate cell also gets a dot in its corner.
      c.circle(r.right() - L.cell * 0.15f, r.y + L.cell * 0.15f, L.cell * 0.05f,
               mix(pal.single_mint, pal.text, 0.55f));
    }
    if (f.unit.test(static_cast<std::size_t>(cell)))
      c.rect(r, fade(pal.conflict_fill, static_cast<float>(game::kConflictUnitTint) * f.tint));
  }
}

// The selection highlight (under the conflict marks), the clashing cells' tint and the solved
// wave's glow.
void draw_selection_and_marks(const BoardFrame& f) {
  Canvas& c = f.s.c;
  const game::PlayLayout& L = f.L;
  c.rect(f.sel_r, f.s.pal.selected);
  const double won_t = f.motion.won_seconds(f.now);
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    if (f.ses.conflict_cells().test(static_cast<std::size_t>(cell)))
      c.rect(r, fade(f.s.pal.conflict_fill, f.tint));
    else if (f.clashes.test(static_cast<std::size_t>(cell)))  // unjudged boards: plain clashes
      c.rect(r, fade(f.s.pal.conflict_fill, 0.8f));
    for (const std::uint8_t u : cell_units(cell)) {  // a unit just completed flashes along
      const double ut = f.motion.unit_done_seconds(u, f.now);
      if (ut < 0 || ut > game::unit_flash_end_seconds(f.m)) continue;
      const float g = game::unit_flash_glow(u, f.motion.unit_done_origin(u), cell, ut, f.m);
      if (g > 0) c.rect(r, fade(f.s.pal.accent, 0.22f * g));
    }
    if (won_t >= 0) {
      const float g = game::finale_session(f.ses)  // stage 100: the wave runs three times
                          ? game::finale_glow(f.ses.last_placed(), cell, won_t, f.m)
                          : game::wave_glow(f.ses.last_placed(), cell, won_t, f.m);
      if (g > 0)
        c.rect(r.inset(L.cell * 0.5f * (1 - g) * 0.3f), fade(f.s.pal.accent, 0.35f * g),
               L.unit * 0.6f * g);
    }
  }
}

// The player's colour marks on cells (issue 29): over the fills and the selection, under the
// digits; an inset square with an outline in the mark's colour (a shape no other tint has).
void draw_colour_marks(const BoardFrame& f) {
  const game::PlayLayout& L = f.L;
  for (int cell = 0; cell < kCells; ++cell) {
    const int mc = game::mark_colour(f.ses.marks(cell), 0);
    if (mc == 0) continue;
    const Color col = mark_color(mc, f.set.theme);
    const Rect m = L.cell_rect(cell).inset(L.cell * 0.07f);
    f.s.c.rect(m, fade(col, 0.45f), L.cell * 0.14f);
    f.s.c.rect_outline(m, col, L.cell * 0.14f, std::max(1.5f, L.cell * 0.045f));
  }
}

// Shape as well as colour: the preparing steps' pattern cells also get an inset outline.
void draw_preparation_outlines(const BoardFrame& f) {
  if (!f.hint) return;
  for (const int pc : f.hint->preparation_cells) {
    if (pc < 0 || pc >= kCells) continue;
    f.s.c.rect_outline(f.L.cell_rect(pc).inset(f.L.cell * 0.08f),
                       mix(f.s.pal.single_mint, f.s.pal.text, 0.55f), f.L.cell * 0.12f,
                       std::max(1.5f, f.L.unit * 0.18f));
  }
}

// Grid lines: thin between cells, box lines about 3x thicker (LOOK).
void draw_grid_lines(const Scene& s, const game::PlayLayout& L, float thin) {
  Canvas& c = s.c;
  const Rect& b = L.board;
  const float thick = std::max(2.0f, std::round(thin * s.pal.box_line_px));
  for (int i = 1; i < 9; ++i) {
    if (i % 3 == 0) continue;
    const float p = std::round(static_cast<float>(i) * L.cell);
    c.rect(Rect{b.x + p - thin / 2, b.y, thin, b.h}, s.pal.grid_thin);
    c.rect(Rect{b.x, b.y + p - thin / 2, b.w, thin}, s.pal.grid_thin);
  }
  for (int i = 0; i <= 9; i += 3) {
    const float p = std::round(static_cast<float>(i) * L.cell);
    c.rect(Rect{b.x + p - thick / 2, b.y - thick / 2, thick, b.h + thick}, s.pal.grid_box,
           thick / 2);
    c.rect(Rect{b.x - thick / 2, b.y + p - thick / 2, b.w + thick, thick}, s.pal.grid_box,
           thick / 2);
  }
}

// Shape, not only colour: the selection has a border, and each unit a clashing peer shares
// with the wrong cell an outline around the unit (rows, columns and boxes are rectangles).
void draw_selection_and_unit_outlines(const BoardFrame& f) {
  Canvas& c = f.s.c;
  const float u = f.L.unit;
  c.rect_outline(f.sel_r.inset(f.thin), f.s.pal.accent, u * 0.4f, std::max(1.5f, u * 0.16f));
  if (!f.unit.any()) return;
  const int w = f.ses.wrong_entry()->cell;
  for (int cc = 0; cc < kCells; ++cc) {
    if (!is_clash(f.ses, w, cc)) continue;
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int o = 0; o < kCells; ++o) {
      if (!in_shared_unit(cc, w, o)) continue;
      const Rect r = f.L.cell_rect(o);
      x0 = std::min(x0, r.x), y0 = std::min(y0, r.y);
      x1 = std::max(x1, r.right()), y1 = std::max(y1, r.bottom());
    }
    c.rect_outline(Rect{x0, y0, x1 - x0, y1 - y0}.inset(f.thin),
                   fade(f.s.pal.conflict_digit, f.tint), u * 0.4f, std::max(1.5f, u * 0.2f));
  }
}

// A digit in its cell: given, entered or wrong (struck through), with the same digit's
// underline and a clashing peer's outline.
void draw_cell_digit(const BoardFrame& f, int cell, const Rect& r, int d) {
  Canvas& c = f.s.c;
  const Palette& pal = f.s.pal;
  const float u = f.L.unit;
  const float digit_px = f.L.cell * 0.56f;
  const bool wrong = f.ses.wrong_entry() && f.ses.wrong_entry()->cell == cell;
  if (wrong) {
    const float op = f.motion.wrong_opacity(f.now, f.m);
    draw_digit(c, Face::Regular, digit_px, r, d, pal.conflict_digit, {1.0f, op});
    // Colour is never the only signal: the wrong digit is also struck through, at full
    // weight until it goes.
    c.line(r.x + r.w * 0.28f, r.bottom() - r.h * 0.28f, r.right() - r.w * 0.28f, r.y + r.h * 0.28f,
           std::max(2.0f, u * 0.28f), fade(pal.conflict_digit, std::max(op, 0.6f)));
  } else if (f.ses.is_given(cell)) {
    draw_digit(c, Face::SemiBold, digit_px, r, d, pal.given, f.motion.pop(cell, f.now, f.m));
  } else if (f.ses.check_marks().test(static_cast<std::size_t>(cell))) {
    // A Check marked it wrong (free play): tinted, outlined and in the conflict colour; the
    // right digit is never shown.
    c.rect(r.inset(f.thin), fade(pal.conflict_fill, 1.0f));
    draw_digit(c, Face::Regular, digit_px, r, d, pal.conflict_digit,
               f.motion.pop(cell, f.now, f.m));
    c.rect_outline(r.inset(f.thin * 1.5f), pal.conflict_digit, u * 0.5f, std::max(2.0f, u * 0.3f));
  } else if (f.clashes.test(static_cast<std::size_t>(cell))) {
    // The same digit twice in a unit, on a board nothing judges ("check at the end", several
    // solutions): the entry in the conflict colour with a corner mark, the given it meets
    // tinted behind. Colour is not the only signal: the corner mark is there too.
    draw_digit(c, Face::Regular, digit_px, r, d, pal.conflict_digit,
               f.motion.pop(cell, f.now, f.m));
    const float k = r.w * 0.2f, t = std::max(2.0f, u * 0.25f);
    c.line(r.right() - k - f.thin * 2, r.y + f.thin * 2 + t, r.right() - f.thin * 2 - t,
           r.y + f.thin * 2 + t, t, pal.conflict_digit);
    c.line(r.right() - f.thin * 2 - t, r.y + f.thin * 2 + t, r.right() - f.thin * 2 - t,
           r.y + k + f.thin * 2, t, pal.conflict_digit);
  } else {
    draw_digit(c, Face::Regular, digit_px, r, d, pal.entry, f.motion.pop(cell, f.now, f.m));
  }
  if (f.set.highlight_same_digit && f.sel_digit != 0 && d == f.sel_digit && cell != f.sel &&
      !wrong) {
    // Shape as well as colour: the same digit elsewhere is also underlined.
    c.rect(Rect{r.cx() - f.L.cell * 0.14f, r.bottom() - f.L.cell * 0.17f, f.L.cell * 0.28f,
                std::max(2.0f, u * 0.22f)},
           pal.text_muted, u * 0.1f);
  }
  if (f.ses.conflict_cells().test(static_cast<std::size_t>(cell)) && !wrong) {
    c.rect_outline(r.inset(f.thin * 1.5f), fade(pal.conflict_digit, std::max(f.tint, 0.5f)),
                   u * 0.5f, std::max(2.0f, u * 0.25f));
  }
}

// A cell's pencil notes; the selected digit's notes are ringed; a painted note sits on a disc
// of its colour (ringed as well when it is the selected digit).
void draw_cell_notes(const BoardFrame& f, int cell, const Rect& r, CandidateMask notes) {
  Canvas& c = f.s.c;
  const float note_px = f.L.cell * 0.25f;
  const std::uint32_t marks = f.ses.marks(cell);
  char buf[2] = {0, 0};
  for (int n = 1; n <= 9; ++n) {
    if (!(notes & digit_bit(n))) continue;
    const Rect nr = note_rect(f.L, r, n);
    buf[0] = static_cast<char>('0' + n);
    const bool match = f.set.highlight_same_digit && n == f.sel_digit;
    if (const int mc = game::mark_colour(marks, n); mc != 0) {
      c.circle(nr.cx(), nr.cy(), nr.w * 0.46f, fade(mark_color(mc, f.set.theme), 0.8f));
      if (match)
        c.ring(nr.cx(), nr.cy(), nr.w * 0.5f, std::max(1.5f, nr.w * 0.1f), f.s.pal.same_digit);
    } else if (match) {
      c.circle(nr.cx(), nr.cy(), nr.w * 0.46f, f.s.pal.same_digit);
    }
    c.text_in(match ? Face::SemiBold : Face::Medium, note_px, nr, buf,
              match ? f.s.pal.entry : f.s.pal.note);
  }
}

// Digits and notes, cell by cell.
void draw_cell_contents(const BoardFrame& f) {
  for (int cell = 0; cell < kCells; ++cell) {
    Rect r = f.L.cell_rect(cell);
    r.x += f.motion.blocked_shake(cell, f.now, f.m) * f.L.unit;  // typed over: it shakes
    if (const int d = f.ses.shown_digit(cell); d != 0)
      draw_cell_digit(f, cell, r, d);
    else if (const CandidateMask notes = f.ses.notes(cell))
      draw_cell_notes(f, cell, r, notes);
  }
}

// Over the digits: the hint's struck-out candidates, the traced target's candidates, and the
// hinted cell's accent outline, thicker than the selection's (weight, not colour).
void draw_hint_overlays(const BoardFrame& f) {
  if (!f.hint) return;
  if (f.hint->tier == game::HintPhase::Where) {
    // Where to look: each unit of the area outlined in the accent colour (weight, not only the
    // tint, which the same-digit highlight shares), fading in with the panel.
    const float in = game::eased_progress(std::max(0.0, f.hint_t), game::kUiEaseSeconds, f.m);
    for (const int u : f.hint->area_units) {
      if (u < 0 || u >= kUnits) continue;
      const auto& cells = unit_cells(u);
      const Rect a = f.L.cell_rect(cells.front()), b = f.L.cell_rect(cells.back());
      const Rect box{a.x, a.y, b.right() - a.x, b.bottom() - a.y};
      f.s.c.rect_outline(box.inset(f.thin), fade(f.s.pal.accent, in), f.L.unit * 0.5f,
                         std::max(2.5f, f.L.unit * 0.34f));
    }
    return;
  }
  if (f.hint->tier == game::HintPhase::What) {
    // What technique: its pattern cells outlined (the tint alone is the same-digit one's).
    for (const int pc : f.hint->pattern_cells) {
      if (pc < 0 || pc >= kCells) continue;
      f.s.c.rect_outline(f.L.cell_rect(pc).inset(f.thin), f.s.pal.accent, f.L.unit * 0.5f,
                         std::max(2.0f, f.L.unit * 0.26f));
    }
    return;
  }
  if (f.hint->tier != game::HintPhase::Apply || f.hint->cell < 0) return;
  draw_hint_eliminations(f.s, f.L, f.ses, *f.hint, f.hint_t);
  if (f.tracing) draw_hint_candidates(f.s, f.L, *f.hint, f.hint_t);
  const Rect r = f.L.cell_rect(f.hint->cell);
  f.s.c.rect_outline(r.inset(f.thin), f.s.pal.accent, f.L.unit * 0.5f,
                     std::max(2.5f, f.L.unit * 0.34f));
}

// The board, layer by layer, bottom up.
void draw_board(const Scene& s, const game::PlayLayout& L, const Session& ses, bool hidden) {
  draw_board_card(s, L);
  if (hidden) return;  // paused: the board is hidden so pausing cannot be used to think for free
  const BoardFrame f = board_frame(s, L, ses);
  draw_cell_fills(f);
  if (f.tracing) draw_hint_trace(s, L, *f.hint, f.hint_t, f.thin);
  draw_selection_and_marks(f);
  draw_colour_marks(f);
  draw_preparation_outlines(f);
  draw_grid_lines(s, L, f.thin);
  draw_selection_and_unit_outlines(f);
  draw_cell_contents(f);
  draw_hint_overlays(f);
}

void draw_action_button(const Scene& s, const game::PlayLayout& L, const Session& ses,
                        game::ActionButton which) {
  Canvas& c = s.c;
  const Rect& r = L.actions[static_cast<std::size_t>(which)];
  const float u = L.unit;
  bool enabled = ses.outcome() == Outcome::Playing;
  bool active = false;
  Icon icon = Icon::Undo;
  switch (which) {
    case game::ActionButton::Undo:
      icon = Icon::Undo;
      enabled = enabled && ses.can_undo();
      break;
    case game::ActionButton::Redo:
      icon = Icon::Redo;
      enabled = enabled && ses.can_redo();
      break;
    case game::ActionButton::Erase: icon = Icon::Erase; break;
    case game::ActionButton::Notes:
      icon = Icon::Pencil;
      active = ses.notes_mode();
      break;
    case game::ActionButton::FillNotes: icon = Icon::NotesGrid; break;
    case game::ActionButton::Hint:
      icon = Icon::Bulb;
      enabled = enabled && ses.hints_left() > 0;
      break;
  }
  const bool hover = s.game.hovering(game::TargetKind::ActionButton, static_cast<int>(which));
  Color fill = active ? s.pal.accent : hover && enabled ? s.pal.selected : s.pal.surface_alt;
  Color ink = active ? s.pal.on_accent : s.pal.text;
  if (!enabled) ink = fade(ink, 0.35f);
  c.rect(r, fill, std::min(r.h * 0.3f, u * 1.8f));
  const float icon_size = std::min(r.w, r.h) * 0.34f;
  draw_icon(c, icon, r.cx(), r.y + r.h * 0.40f, icon_size, ink);
  const float label_px = std::max(10.0f, std::min(r.w * 0.14f, r.h * 0.17f));
  const char* label = game::action_button_label(which);
  if (which == game::ActionButton::Notes)
    label = active
                // TRANSLATORS: the Notes button's label while notes mode is on. Short: it sits
                // under the button's icon.
                ? tr("Notes on")
                // TRANSLATORS: the Notes button's label while notes mode is off. Short.
                : tr("Notes off");
  if (which == game::ActionButton::Hint && enabled)
    label = game::hint_button_label(ses.next_hint_tier());  // which tier the press shows
  // A longer word (a translation, the accented pseudo-locale) shrinks by up to a quarter.
  c.text_fit(Face::Medium, label_px, label_px * 0.75f,
             Rect{r.x, r.y + r.h * 0.68f, r.w, r.h * 0.2f}, label,
             active ? s.pal.on_accent : fade(s.pal.text_muted, enabled ? 1.0f : 0.5f));
  // The badge: hints left, or in free play (unlimited) none until one is used, then how many.
  if (which == game::ActionButton::Hint && (!ses.stage().unlimited_hints || ses.hints_used() > 0)) {
    const float br = std::max(7.0f, r.h * 0.14f);
    const float bx = r.right() - br * 1.3f, by = r.y + br * 1.3f;
    c.circle(bx, by, br, enabled ? s.pal.accent : s.pal.grid_thin);
    const std::string count =
        std::to_string(ses.stage().unlimited_hints ? ses.hints_used() : ses.hints_left());
    c.text_in(Face::SemiBold, br * 1.2f, Rect{bx - br, by - br, 2 * br, 2 * br}, count,
              s.pal.on_accent);
  }
}

void draw_key(const Scene& s, const game::PlayLayout& L, const Session& ses, int digit) {
  Canvas& c = s.c;
  const Rect& r = L.keys[static_cast<std::size_t>(digit - 1)];
  const float rad = std::min(r.w, r.h) / 2;
  const int left = ses.remaining(digit);
  const bool done = left == 0;
  const bool hover = s.game.hovering(game::TargetKind::DigitKey, digit);
  // A7: the ring eases toward its share and a finished digit's key dims, both from PlayMotion.
  const game::Motion m = motion_of(s);
  const game::KeypadRings& rings = s.game.motion().rings();
  const float alpha = 1.0f - 0.62f * rings.dim(digit, s.seconds, m);
  const float arc = rings.arc(digit, s.seconds, m);
  c.shadow(Rect{r.cx() - rad, r.cy() - rad, 2 * rad, 2 * rad}.inset(rad * 0.08f), rad, rad * 0.18f,
           fade(s.pal.shadow, alpha));
  const bool held = s.game.held_digit() == digit;  // digit first: the digit cells will get
  c.circle(r.cx(), r.cy(), rad,
           fade(held             ? s.pal.selected
                : hover && !done ? s.pal.selected
                                 : s.pal.surface,
                alpha));
  if (held) c.ring(r.cx(), r.cy(), rad - 1, std::max(2.5f, rad * 0.09f), s.pal.accent);
  // Remaining-count ring (SEEDS A7): a track and an arc for the digits still to place.
  const float ring_w = std::max(2.0f, rad * 0.07f);
  const float ring_r = rad - ring_w * 1.6f;
  c.ring(r.cx(), r.cy(), ring_r, ring_w, fade(s.pal.grid_thin, alpha));
  if (arc > 0.0f) c.arc(r.cx(), r.cy(), ring_r, ring_w, 0, kTau * arc, s.pal.accent);
  char buf[4] = {static_cast<char>('0' + digit), 0, 0, 0};
  const Color ink = ses.notes_mode() ? s.pal.note : s.pal.text;
  c.text_in(ses.notes_mode() ? Face::Medium : Face::SemiBold, rad * 0.78f,
            Rect{r.x, r.y - rad * 0.1f, r.w, r.h}, buf, fade(ink, alpha));
  c.text_in(Face::Medium, rad * 0.26f, Rect{r.x, r.cy() + rad * 0.32f, r.w, rad * 0.3f},
            std::to_string(left), fade(s.pal.text_muted, alpha), Align::Center, true);
}

}  // namespace

void draw_play(const Scene& s, bool board_hidden) {
  const Session* ses = s.game.session();
  if (!ses) return;
  const game::PlayLayout L = s.game.play_layout();
  draw_hud(s, L, *ses);
  draw_board(s, L, *ses, board_hidden);
  for (int b = 0; b < game::kActionButtonCount; ++b) {
    draw_action_button(s, L, *ses, static_cast<game::ActionButton>(b));
  }
  for (int d = 1; d <= 9; ++d) draw_key(s, L, *ses, d);
  if (!board_hidden) draw_palette(s, L, *ses);
}

}  // namespace nonet::render

namespace nonet::render {

void draw_board_lines(const Scene& s, const Rect& board, float cell, float thin) {
  game::PlayLayout L;
  L.board = board;
  L.cell = cell;
  draw_grid_lines(s, L, thin);
}

}  // namespace nonet::render
