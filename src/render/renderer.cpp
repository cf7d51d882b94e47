// SPDX-License-Identifier: MIT
// Renderer: the atlas's frames, and the retry after it overflowed.
#include "render/renderer.hpp"

#include "render/views.hpp"

namespace nonet::render {

Renderer::Renderer(std::unique_ptr<RenderBackend> backend) : backend_(std::move(backend)) {
  canvas_.set_wrapper(&text_);
}

void Renderer::frame(const game::Game& game, int width, int height, ViewContext ctx) {
  // A new size keeps the glyphs of the old one: they are forgotten only when the atlas fills.
  atlas_.begin_frame();
  ctx.stats = &shown_stats_;
  ctx.text = &text_;
  canvas_.begin(width, height);
  Color clear = draw_game(canvas_, game, ctx);
  if (atlas_.overflowed()) {
    // Some glyph did not fit: keep this frame's glyphs, packed together (the texture grows when
    // they fill half of it), and draw the frame again.
    atlas_.compact();
    canvas_.begin(width, height);
    clear = draw_game(canvas_, game, ctx);
  }
  backend_->draw(batch_, atlas_, width, height, clear);
  shown_stats_ = backend_->stats();
}

void Renderer::set_language(std::string_view bcp47) {
  if (bcp47 == language_) return;
  language_.assign(bcp47);
  text_.set_language(bcp47);
  atlas_.set_han(han_for_language(bcp47));
}

}  // namespace nonet::render
