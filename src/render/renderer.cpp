// SPDX-License-Identifier: MIT
// Renderer: atlas lifetime across resizes, and the overflow retry.
#include "render/renderer.hpp"

#include "render/views.hpp"

namespace nonet::render {

Renderer::Renderer(std::unique_ptr<RenderBackend> backend) : backend_(std::move(backend)) {}

void Renderer::frame(const game::Game& game, int width, int height, ViewContext ctx) {
  if (width != width_ || height != height_) {
    width_ = width;
    height_ = height;
    atlas_.reset();  // new UI scale: glyphs of the old sizes would never be used again
  }
  ctx.stats = &shown_stats_;
  ctx.text = &text_;
  canvas_.begin(width, height);
  Color clear = draw_game(canvas_, game, ctx);
  if (atlas_.overflowed()) {
    // Some glyph did not fit: start the atlas over (it grows) and draw the frame again.
    atlas_.reset();
    canvas_.begin(width, height);
    clear = draw_game(canvas_, game, ctx);
  }
  backend_->draw(batch_, atlas_, width, height, clear);
  shown_stats_ = backend_->stats();
}

}  // namespace nonet::render
