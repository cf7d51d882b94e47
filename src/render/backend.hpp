// SPDX-License-Identifier: MIT
// The back-end interface the renderer submits a frame's Batch to: OpenGL 3.3 for the game, a
// null back end that records commands for tests. Views never see which one is in use.
#pragma once

#include <string>

#include "render/batch.hpp"
#include "render/color.hpp"
#include "render/glyph_atlas.hpp"

namespace nonet::render {

struct FrameStats {
  int draw_calls = 0;
  int vertices = 0;
  int indices = 0;
  int texture_uploads = 0;  // atlas uploads in this frame (0 in a steady frame)
  float redrawn = 1;        // share of the frame's pixels shaded again (GL back end: a timer
                            // tick redraws only its digits, see frame_diff.hpp)
};

class RenderBackend {
 public:
  virtual ~RenderBackend() = default;
  /// Uploads the atlas if it changed since the last frame, clears to `clear`, draws the batch.
  virtual void draw(const Batch& batch, const GlyphAtlas& atlas, int width, int height,
                    Color clear) = 0;
  virtual FrameStats stats() const = 0;
};

/// Records what it is asked to draw; no GPU. Keeps the last frame's commands for assertions.
class NullBackend final : public RenderBackend {
 public:
  void draw(const Batch& batch, const GlyphAtlas& atlas, int width, int height,
            Color clear) override;
  FrameStats stats() const override { return stats_; }
  const std::vector<DrawCommand>& commands() const { return commands_; }
  int frames() const { return frames_; }
  Color clear_color() const { return clear_; }

 private:
  FrameStats stats_;
  std::vector<DrawCommand> commands_;
  std::uint64_t uploaded_version_ = 0;
  int frames_ = 0;
  Color clear_;
};

/// Parses a GLSL info log and names the shader file and line of each message, e.g.
/// "shaders/ui.frag.glsl:12: error: ..." for Mesa's "0:12(5): error: ..." and NVIDIA's
/// "0(12) : error ...". Lines it cannot parse are kept as they are, prefixed with the file.
std::string describe_shader_log(std::string_view file, std::string_view log);

}  // namespace nonet::render
