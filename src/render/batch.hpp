// SPDX-License-Identifier: MIT
// One frame of geometry: a vertex buffer, an index buffer and a short list of draw commands.
// A new command starts only when the texture or the clip rectangle changes (the one shader is
// fixed), so a whole play screen is a single draw. Buffers keep their capacity between frames:
// a steady frame allocates nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "render/vertex.hpp"

namespace nonet::render {

struct ClipRect {
  int x = 0, y = 0, w = 0, h = 0;  // drawable pixels, y down; w = h = 0 with enabled=false: none
  bool enabled = false;
  friend bool operator==(const ClipRect&, const ClipRect&) = default;
};

struct DrawCommand {
  std::uint32_t texture = 0;  // renderer texture id (0 = the glyph atlas)
  ClipRect clip;
  std::uint32_t first_index = 0;
  std::uint32_t index_count = 0;
};

class Batch {
 public:
  Batch();
  /// Empties the frame, keeping capacity.
  void clear();
  /// Starts a new command if texture or clip differ from the current one.
  void set_state(std::uint32_t texture, const ClipRect& clip);
  /// Appends a quad (4 vertices in order top-left, top-right, bottom-right, bottom-left).
  void quad(const Vertex& a, const Vertex& b, const Vertex& c, const Vertex& d);

  const std::vector<Vertex>& vertices() const { return vertices_; }
  const std::vector<std::uint32_t>& indices() const { return indices_; }
  /// Commands with at least one index.
  const std::vector<DrawCommand>& commands() const { return commands_; }
  std::size_t command_count() const;

 private:
  DrawCommand& current();
  std::vector<Vertex> vertices_;
  std::vector<std::uint32_t> indices_;
  std::vector<DrawCommand> commands_;
  std::uint32_t texture_ = 0;
  ClipRect clip_;
};

}  // namespace nonet::render
