// SPDX-License-Identifier: MIT
// Pieces shared by the screens: buttons, icons, text formatting that does not allocate.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/finale.hpp"
#include "game/format.hpp"
#include "game/game.hpp"
#include "render/canvas.hpp"
#include "render/text_wrap.hpp"
#include "render/theme.hpp"
#include "render/views.hpp"

namespace nonet::render {

/// Everything a screen function needs, bundled so signatures stay short.
struct Scene {
  Canvas& c;
  const game::Game& game;
  const Palette& pal;
  game::Theme theme;
  double seconds;
  const ViewContext& frame;  // the platform's part: input devices, save status
  /// The input status to draw prompts from (a keyboard-only default when none was given).
  const game::InputStatus& input() const;
  /// The lines of `text` at `face` and `px` no wider than `width`, by UAX #14 (text_wrap.hpp:
  /// the renderer's wrapper, or one the views share when the frame brought none). Valid until
  /// the next call.
  const LineBreakResult& wrap(Face face, float px, std::string_view text, float width,
                              std::size_t max_lines = 0) const;
};

enum class Icon : std::uint8_t {
  Undo,
  Redo,
  Erase,
  Pencil,
  NotesGrid,
  Bulb,
  Pause,
  Back,
  Forward,  // Back's mirror image
  Lock,
  Check,
  Cross,
  Star  // a clean clear: no mistake, no hint
};
/// Draws an icon centred at (cx, cy), `size` pixels across, strokes `size/11` wide.
void draw_icon(Canvas& c, Icon icon, float cx, float cy, float size, Color color);

enum class ButtonStyle : std::uint8_t { Primary, Secondary, Quiet };
/// A pill button with a centred label; `focused` draws the focus ring.
void draw_button(const Scene& s, const Rect& r, std::string_view label, ButtonStyle style,
                 bool focused);

/// The lines of `text` as strings, by the same UAX #14 wrapper as Scene::wrap (text_wrap.hpp;
/// a word wider than `width` is cut between graphemes). For callers without a Scene at hand;
/// allocates the strings, so a view drawn every frame uses Scene::wrap.
std::vector<std::string> wrap_words(Canvas& c, Face face, float px, std::string_view text,
                                    float width);
/// A screen's header: the round back button (lit while hovered) and the title beside it,
/// fitted to end at `title_right` (the header's right edge, or whatever else sits in it).
/// What a game is called at the top of its play screen and on its pause card: "Stage 12", a
/// free-play game's code, or the daily puzzle's "Daily puzzle · Dec 4" (issue 29: the code
/// alone did not say which day's puzzle it was). Kept from frame to frame: no allocation while
/// the game and the language stay the same.
std::string_view game_title(const Scene& s, const game::StageData& stage);

void draw_back_header(const Scene& s, const game::Rect& header, const game::Rect& back,
                      const char* title, float u, float title_right);
/// A text in a box: one line at the largest size from `px` down to `min_px` that fits the
/// box's width, centred in `box`; when none does, wrapped at `min_px` into lines stacked from
/// the box's top (each line fitted, so an unbreakable word is cut, not spilled). Returns the
/// height used (box.h for one line), so the next block can follow it.
float draw_text_block(Canvas& c, Face face, float px, float min_px, const Rect& box,
                      std::string_view text, Color color);

/// The save warning and notices at the bottom of every screen: one message a line ('\n'
/// between them), each wrapped to the window (a path too long for a line is cut after a '/',
/// so nothing runs off the window: issue 30), all shown (view_parts.cpp).
void draw_save_messages(const Scene& s, std::string_view messages);
/// The keys that paste, as the binding table names them ("Ctrl+V"), for the views that say how
/// to paste (Ctrl+V before the platform has handed the table over).
std::string paste_keys(const game::Game& g);

/// The board's grid lines, thin between cells and thick between boxes (play_view.cpp).
void draw_board_lines(const Scene& s, const Rect& board, float cell, float thin);

/// Ease-out cubic on 0..1 (LOOK: UI motion).
float ease_out(float t);

// Screens (one file each).
void draw_title(const Scene& s);
void draw_stage_select(const Scene& s);
void draw_play(const Scene& s, bool board_hidden);
/// "Learn X-Wing" on a button whose label room is `box`, at `px` down to 70 % on up to two
/// lines, else "Learn" alone: the hint's Learn button and its Why page's (hud_view.cpp).
void draw_learn_label(const Scene& s, Technique t, const Rect& box, float px, Color ink);
/// The play screen's bar above the board (hud_view.cpp), drawn by draw_play.
void draw_hud(const Scene& s, const game::PlayLayout& L, const game::Session& ses);
void draw_pause_dialog(const Scene& s);
void draw_result_dialog(const Scene& s);
void draw_settings(const Scene& s);
/// Sum Tiles: the mode's menu and its board with the end card (sum_tiles_view.cpp).
void draw_sum_menu(const Scene& s);
void draw_sum_play(const Scene& s);
/// Free play: the levels, the daily puzzle, the mistake limit, a puzzle being made, and the
/// "a game is open" dialog when one is picked (menu_views.cpp).
void draw_free_play(const Scene& s);
/// The question the game asks (game::open_question), if any, over whatever screen asked it:
/// the stage grid, the pause card, the free-play screen, the editor. Draws nothing otherwise.
void draw_question(const Scene& s);
/// The statistics screen: campaign, free play and daily figures, the chart of the last 30
/// solve times per level (statistics_view.cpp).
void draw_statistics(const Scene& s);
/// Statistics by technique: the player's practice per technique, scrolled (same file).
void draw_technique_stats(const Scene& s);
/// The "Enter code" button on the free-play screen and the Sum Tiles menu, and the code
/// dialog over them while it is open (code_entry_view.cpp).
void draw_code_entry(const Scene& s);
/// The custom-board editor: the board with its marked cells, the key row, the judgement, the
/// buttons, the recent boards, and its dialog (editor_view.cpp).
void draw_editor(const Scene& s);
/// The play screen's colour palette over the board, when it is open (palette_view.cpp).
void draw_palette(const Scene& s, const game::PlayLayout& L, const game::Session& ses);
/// The Collections screen: the files of puzzles opened, one at a time (collections_view.cpp).
void draw_collections(const Scene& s);
/// Learn: the techniques with the player's progress, and a practice position (learn_view.cpp).
void draw_learn(const Scene& s);
void draw_practice(const Scene& s);
void draw_lesson(const Scene& s);
/// The hint's Why page: a nested chain's inner chains, one at a time (hint_why_view.cpp).
void draw_hint_why(const Scene& s);
/// The help screens: the first-run coach's cards and the controls list (guide_view.cpp).
void draw_coach(const Scene& s);
void draw_controls(const Scene& s);
/// The result card of stage 100: the campaign's figures and the result buttons (finale_view.cpp).
void draw_finale_card(const Scene& s, const game::MenuLayout& L);
/// The Settings header's How to play and Controls pills.
void draw_settings_links(const Scene& s, const game::SettingsLayout& L);
/// A pad button's glyph in the family of the pad in use (input_view.cpp): its width at
/// height h, and drawn with its left edge at x, centred on cy (returns its width).
float pad_glyph_width(const Scene& s, game::PadButton b, float h);
float draw_pad_glyph(const Scene& s, game::PadButton b, float x, float cy, float h);
/// A card in the game's look: surface, soft shadow (a thick outline in high contrast).
void draw_panel_card(const Scene& s, const Rect& r, float u);
/// Gamepad prompts and the pad notice, over any screen (input_view.cpp).
void draw_input_prompts(const Scene& s);

}  // namespace nonet::render
