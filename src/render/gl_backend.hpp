// SPDX-License-Identifier: MIT
// OpenGL 3.3 core back end (functions loaded by libepoxy): one shader, one VAO, one vertex and
// one index buffer, the glyph atlas as an R8 texture. A frame is one glBufferData per buffer
// (orphaning, so the driver never stalls on the previous frame) and one draw per command, into
// a persistent frame texture (only the changed rectangle is shaded again), then one blit to
// the window; or, where the window's buffer keeps its pixels between frames, straight into it.
#pragma once

#include <string>

#include "render/backend.hpp"
#include "render/frame_diff.hpp"

namespace nonet::render {

class GlBackend final : public RenderBackend {
 public:
  GlBackend() = default;
  ~GlBackend() override;
  GlBackend(const GlBackend&) = delete;
  GlBackend& operator=(const GlBackend&) = delete;

  /// Compiles the embedded shaders and creates the GL objects. Needs a current GL 3.3 core
  /// context. Returns "" on success, else a message (shader errors name file and line).
  std::string init();
  void draw(const Batch& batch, const GlyphAtlas& atlas, int width, int height,
            Color clear) override;
  FrameStats stats() const override { return stats_; }
  /// Says whether the window's buffer keeps its pixels from one frame to the next. SDL's
  /// offscreen driver draws into a single-buffered EGL pbuffer, where a swap discards nothing:
  /// frames are then redrawn in part straight into it, with no frame texture and no copy (on a
  /// software rasterizer that full-screen copy costs more than the drawing it saves). Double-
  /// buffered windows (false, the default) keep the frame texture and its blit.
  void set_window_keeps_pixels(bool keeps) {
    window_keeps_pixels_ = keeps;
    diff_.invalidate();
  }
  /// Off: every frame is shaded whole (the reference a partial redraw is tested against).
  void set_partial_redraw(bool on) {
    partial_redraw_ = on;
    diff_.invalidate();
  }
  /// Reads the back buffer (after draw, before swap) as tightly packed RGBA rows, top row first.
  void read_pixels(int width, int height, std::vector<std::uint8_t>& rgba) const;

 private:
  unsigned program_ = 0, vao_ = 0, vbo_ = 0, ebo_ = 0, texture_ = 0;
  int viewport_uniform_ = -1;
  int texture_size_ = 0;
  std::uint64_t uploaded_version_ = 0;
  void* fence_ = nullptr;  // GLsync of the last frame (void* keeps GL out of this header)
  // Frames are drawn into this texture, which keeps its pixels between frames, then copied to
  // the window: so a frame can redraw only the rectangle that changed (FrameDiff).
  unsigned frame_fbo_ = 0, frame_texture_ = 0;
  int frame_w_ = 0, frame_h_ = 0;
  FrameDiff diff_;
  bool window_keeps_pixels_ = false;
  bool partial_redraw_ = true;
  /// Makes (or resizes) the frame texture; true when it is new and holds nothing yet.
  bool ensure_frame_target(int width, int height);
  FrameStats stats_;
};

}  // namespace nonet::render
