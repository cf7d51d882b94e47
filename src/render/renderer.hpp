// SPDX-License-Identifier: MIT
// One frame, start to finish: views draw the game into the Canvas, the Batch goes to the back
// end. Owns the glyph atlas and resets it when the drawable size (the UI scale) changes, so
// glyphs are always rasterized at the size they are shown and steady frames upload nothing.
#pragma once

#include <memory>
#include <string>

#include "game/game.hpp"
#include "render/backend.hpp"
#include "render/batch.hpp"
#include "render/canvas.hpp"
#include "render/glyph_atlas.hpp"
#include "render/text_wrap.hpp"
#include "render/views.hpp"

namespace nonet::render {

class Renderer {
 public:
  explicit Renderer(std::unique_ptr<RenderBackend> backend);
  /// Loads the fonts; "" on success, else a message naming the missing file.
  std::string open_fonts(const std::string& font_dir) { return atlas_.open(font_dir); }

  /// Draws the game at the given drawable size with the platform's frame context (the
  /// interpolated game clock, the last frame's CPU time, input devices, save status); the
  /// renderer adds its own figures for the stats overlay.
  void frame(const game::Game& game, int width, int height, ViewContext ctx);

  /// Draws text by a language's conventions (a BCP 47 tag, i18n::Language::bcp47): its line
  /// breaks (Korean keeps words whole) and its forms of unified Han characters (Japanese,
  /// Korean and Chinese each their own). Cheap when the language is the one already set, so
  /// the platform calls it every frame with the current language.
  void set_language(std::string_view bcp47);

  FrameStats stats() const { return backend_->stats(); }
  RenderBackend& backend() { return *backend_; }
  GlyphAtlas& atlas() { return atlas_; }
  Canvas& canvas() { return canvas_; }
  const Batch& batch() const { return batch_; }

 private:
  std::unique_ptr<RenderBackend> backend_;
  GlyphAtlas atlas_;
  Batch batch_;
  Canvas canvas_{batch_, atlas_};
  FrameStats shown_stats_;
  TextWrapper text_;  // the views' line breaks, remembered across frames
  std::string language_ = "en";
};

}  // namespace nonet::render
