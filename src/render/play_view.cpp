// The play screen: HUD, board, action buttons and keypad (LOOK.md "Layout").
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/grid.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

namespace {

using game::Outcome;
using game::Session;

// SEEDS A8: how strongly cell c glows in the solved wave at time t (0..1).
float wave_glow(const Session& s, int cell, double t_since_win) {
  const int origin = s.last_placed() >= 0 ? s.last_placed() : 40;
  const int dist =
      std::abs(row_of(cell) - row_of(origin)) + std::abs(col_of(cell) - col_of(origin));
  const double local = t_since_win - dist * game::kWaveStepSeconds;
  if (local < 0 || local > game::kWavePulseSeconds) return 0;
  return static_cast<float>(std::sin(local / game::kWavePulseSeconds * 3.14159265));
}

void draw_hud(const Scene& s, const game::PlayLayout& L, const Session& ses) {
  Canvas& c = s.c;
  const Rect& h = L.hud;
  const float u = L.unit;
  char buf[32];
  // Left: stage number and a level chip.
  std::snprintf(buf, sizeof buf, "Stage %d", ses.stage().number);
  const float title_px = h.h * 0.42f;
  const float tw = c.text(
      Face::SemiBold, title_px, h.x,
      h.cy() +
          c.atlas().metrics(Face::SemiBold, static_cast<int>(std::lround(title_px))).cap_height / 2,
      buf, s.pal.text);
  const Color lc = level_color(ses.stage().level, s.theme);
  const float chip_px = h.h * 0.27f;
  const float chip_w = c.measure(Face::SemiBold, chip_px, ses.stage().level) + chip_px * 2.2f;
  const Rect chip{h.x + tw + 2 * u, h.cy() - chip_px * 0.9f, chip_w, chip_px * 1.8f};
  c.rect(chip, fade(lc, 0.16f), chip.h / 2);
  c.circle(chip.x + chip_px * 0.8f, chip.cy(), chip_px * 0.22f, lc);
  c.text_in(Face::SemiBold, chip_px,
            Rect{chip.x + chip_px * 0.6f, chip.y, chip.w - chip_px * 0.6f, chip.h},
            ses.stage().level, mix(lc, s.pal.text, 0.35f));

  // Centre: the timer.
  if (s.game.settings().show_timer) {
    format_clock(buf, sizeof buf, game::whole_seconds(ses.elapsed()));
    c.text_in(Face::Medium, h.h * 0.46f, Rect{h.cx() - 10 * u, h.y, 20 * u, h.h}, buf, s.pal.text,
              Align::Center, true);
  }

  // Right: pause button, then mistakes as three marks and "n/3".
  const Rect& pb = L.pause_button;
  const bool hover_pause = s.game.play_hover() == game::kHoverPause;
  c.circle(pb.cx(), pb.cy(), pb.w / 2, hover_pause ? s.pal.selected : s.pal.surface_alt);
  draw_icon(c, Icon::Pause, pb.cx(), pb.cy(), pb.w * 0.5f, s.pal.text);
  std::snprintf(buf, sizeof buf, "%d/%d", ses.mistakes(), game::kMaxMistakes);
  const float m_px = h.h * 0.3f;
  const float right = pb.x - 3 * u;
  const float mw = c.text(
      Face::Medium, m_px, right,
      h.cy() +
          c.atlas().metrics(Face::Medium, static_cast<int>(std::lround(m_px))).digit_height / 2,
      buf, s.pal.text_muted, Align::Right, true);
  const float mr = h.h * 0.14f;
  for (int i = 0; i < game::kMaxMistakes; ++i) {
    const float mx =
        right - mw - 2 * u - static_cast<float>(game::kMaxMistakes - 1 - i) * mr * 2.9f - mr;
    if (i < ses.mistakes()) {
      c.circle(mx, h.cy(), mr, s.pal.conflict_digit);
      draw_icon(c, Icon::Cross, mx, h.cy(), mr * 1.5f, s.pal.on_accent);
    } else {
      c.ring(mx, h.cy(), mr - 1, std::max(1.5f, mr * 0.22f), s.pal.grid_box);
    }
  }
}

void draw_board(const Scene& s, const game::PlayLayout& L, const Session& ses, bool hidden) {
  Canvas& c = s.c;
  const Rect& b = L.board;
  const float u = L.unit;
  const float pad = std::round(u * 0.9f);
  const Rect card = b.inset(-pad);
  c.shadow(card.inset(u * 0.3f), u * 1.6f, u * 2.5f, s.pal.shadow);
  c.rect(card, s.pal.surface, u * 1.6f);
  if (hidden) {
    // Paused: the board is hidden so pausing cannot be used to think for free.
    return;
  }
  const game::Settings& set = s.game.settings();
  const int sel = ses.selected();
  const int sel_digit = ses.shown_digit(sel);
  const bool won = ses.outcome() == Outcome::Won;
  const double since_win =
      won ? static_cast<double>(ses.now() - ses.finished_at()) / game::kTicksPerSecond : 0;
  const auto& hint = ses.hint();

  // Cell fills, weakest meaning first so the strongest wins.
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    Color fill{0, 0, 0, 0};
    const int d = ses.shown_digit(cell);
    if (set.highlight_peers && sees(cell, sel)) fill = s.pal.peer;
    if (set.highlight_same_digit && sel_digit != 0 && d == sel_digit && cell != sel)
      fill = s.pal.same_digit;
    if (hint) {
      // The technique's pattern in the peer tint, the peers that prove it in mint.
      for (const int pc : hint->pattern_cells) {
        if (pc == cell) fill = s.pal.same_digit;
      }
      for (const game::HintReason& hr : hint->reasons) {
        if (hr.by_cell == cell) fill = s.pal.single_mint;
      }
    }
    if (cell == sel) fill = s.pal.selected;
    if (ses.conflict_cells().test(static_cast<std::size_t>(cell))) fill = s.pal.conflict_fill;
    if (fill.a) c.rect(r, fill);
    if (won) {
      const float g = wave_glow(ses, cell, since_win);
      if (g > 0) c.rect(r, fade(s.pal.accent, 0.35f * g));
    }
  }

  // Grid lines: thin between cells, box lines about 3x thicker (LOOK).
  const float thin = std::max(1.0f, std::round(u * 0.14f));
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

  // Digits and notes.
  const float digit_px = L.cell * 0.56f;
  const float note_px = L.cell * 0.25f;
  char buf[4];
  for (int cell = 0; cell < kCells; ++cell) {
    const Rect r = L.cell_rect(cell);
    const int d = ses.shown_digit(cell);
    if (d != 0) {
      buf[0] = static_cast<char>('0' + d);
      buf[1] = 0;
      const bool wrong = ses.wrong_entry() && ses.wrong_entry()->cell == cell;
      if (wrong) {
        c.text_in(Face::Regular, digit_px, r, buf, s.pal.conflict_digit);
        // Colour is never the only signal: the wrong digit is also struck through.
        c.line(r.x + r.w * 0.28f, r.bottom() - r.h * 0.28f, r.right() - r.w * 0.28f,
               r.y + r.h * 0.28f, std::max(2.0f, u * 0.28f), s.pal.conflict_digit);
      } else if (ses.is_given(cell)) {
        c.text_in(Face::SemiBold, digit_px, r, buf, s.pal.given);
      } else {
        c.text_in(Face::Regular, digit_px, r, buf, s.pal.entry);
      }
      if (ses.conflict_cells().test(static_cast<std::size_t>(cell)) && !wrong) {
        c.rect_outline(r.inset(thin * 1.5f), s.pal.conflict_digit, u * 0.5f,
                       std::max(2.0f, u * 0.25f));
      }
      continue;
    }
    const CandidateMask notes = ses.notes(cell);
    if (!notes) continue;
    const float pad_n = L.cell * 0.1f;
    const float step = (L.cell - 2 * pad_n) / 3;
    for (int n = 1; n <= 9; ++n) {
      if (!(notes & digit_bit(n))) continue;
      const Rect nr{r.x + pad_n + static_cast<float>((n - 1) % 3) * step,
                    r.y + pad_n + static_cast<float>((n - 1) / 3) * step, step, step};
      buf[0] = static_cast<char>('0' + n);
      buf[1] = 0;
      const bool match = set.highlight_same_digit && n == sel_digit;
      if (match) c.circle(nr.cx(), nr.cy(), step * 0.46f, s.pal.same_digit);
      c.text_in(match ? Face::SemiBold : Face::Medium, note_px, nr, buf,
                match ? s.pal.entry : s.pal.note);
    }
  }

  // The hinted cell: an accent outline; its explanation in a card at the board's foot.
  if (hint) {
    const Rect r = L.cell_rect(hint->cell);
    c.rect_outline(r.inset(thin), s.pal.accent, u * 0.5f, std::max(2.0f, u * 0.3f));
    const float px = std::max(12.0f, L.cell * 0.22f);
    const float w = std::min(b.w - 2 * u, c.measure(Face::Medium, px, hint->text) + 4 * u);
    // In the half of the board away from the hinted cell, so the cell itself stays in view.
    const bool at_top = row_of(hint->cell) >= 5;
    const Rect toast{b.cx() - w / 2, at_top ? b.y + px * 0.8f : b.bottom() - px * 3.2f, w,
                     px * 2.4f};
    c.shadow(toast, toast.h / 2, u * 1.5f, s.pal.shadow);
    c.rect(toast, s.pal.text, toast.h / 2);
    c.text_in(Face::Medium, px, toast, hint->text, s.pal.background);
  }
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
  const bool hover = s.game.play_hover() == game::kHoverActionBase + static_cast<int>(which);
  Color fill = active ? s.pal.accent : hover && enabled ? s.pal.selected : s.pal.surface_alt;
  Color ink = active ? s.pal.on_accent : s.pal.text;
  if (!enabled) ink = fade(ink, 0.35f);
  c.rect(r, fill, std::min(r.h * 0.3f, u * 1.8f));
  const float icon_size = std::min(r.w, r.h) * 0.34f;
  draw_icon(c, icon, r.cx(), r.y + r.h * 0.40f, icon_size, ink);
  const float label_px = std::max(10.0f, std::min(r.w * 0.14f, r.h * 0.17f));
  const char* label = game::action_button_label(which);
  if (which == game::ActionButton::Notes) label = active ? "Notes on" : "Notes off";
  c.text_in(Face::Medium, label_px, Rect{r.x, r.y + r.h * 0.68f, r.w, r.h * 0.2f}, label,
            active ? s.pal.on_accent : fade(s.pal.text_muted, enabled ? 1.0f : 0.5f));
  if (which == game::ActionButton::Hint) {
    const float br = std::max(7.0f, r.h * 0.14f);
    const float bx = r.right() - br * 1.3f, by = r.y + br * 1.3f;
    c.circle(bx, by, br, enabled ? s.pal.accent : s.pal.grid_thin);
    char buf[4];
    format_int(buf, sizeof buf, ses.hints_left());
    c.text_in(Face::SemiBold, br * 1.2f, Rect{bx - br, by - br, 2 * br, 2 * br}, buf,
              s.pal.on_accent);
  }
}

void draw_key(const Scene& s, const game::PlayLayout& L, const Session& ses, int digit) {
  Canvas& c = s.c;
  const Rect& r = L.keys[static_cast<std::size_t>(digit - 1)];
  const float rad = std::min(r.w, r.h) / 2;
  const int left = ses.remaining(digit);
  const bool done = left == 0;
  const bool hover = s.game.play_hover() == game::kHoverKeyBase + digit;
  const float alpha = done ? 0.38f : 1.0f;
  c.shadow(Rect{r.cx() - rad, r.cy() - rad, 2 * rad, 2 * rad}.inset(rad * 0.08f), rad, rad * 0.18f,
           fade(s.pal.shadow, alpha));
  c.circle(r.cx(), r.cy(), rad, fade(hover && !done ? s.pal.selected : s.pal.surface, alpha));
  // Remaining-count ring (SEEDS A7): a track and an arc for the digits still to place.
  const float ring_w = std::max(2.0f, rad * 0.07f);
  const float ring_r = rad - ring_w * 1.6f;
  c.ring(r.cx(), r.cy(), ring_r, ring_w, fade(s.pal.grid_thin, alpha));
  if (left > 0) {
    c.arc(r.cx(), r.cy(), ring_r, ring_w, 0, 6.2831853f * static_cast<float>(left) / 9.0f,
          s.pal.accent);
  }
  char buf[4] = {static_cast<char>('0' + digit), 0, 0, 0};
  const Color ink = ses.notes_mode() ? s.pal.note : s.pal.text;
  c.text_in(ses.notes_mode() ? Face::Medium : Face::SemiBold, rad * 0.78f,
            Rect{r.x, r.y - rad * 0.1f, r.w, r.h}, buf, fade(ink, alpha));
  format_int(buf, sizeof buf, left);
  c.text_in(Face::Medium, rad * 0.26f, Rect{r.x, r.cy() + rad * 0.32f, r.w, rad * 0.3f}, buf,
            fade(s.pal.text_muted, alpha), Align::Center, true);
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
}

}  // namespace nonet::render
