// SPDX-License-Identifier: MIT
// The one vertex format of the renderer. Matches the attribute layout in shaders/ui.vert.glsl
// (locations 0..5); change both together.
//
//   offset  0  pos    2 x float   drawable pixels, y down
//   offset  8  uv     2 x float   atlas coordinate (the white texel for shapes)
//   offset 16  local  2 x float   pixel position relative to the shape's centre
//   offset 24  shape  4 x float   rect: half w, half h, corner radius, stroke (0 fill, <0 blur)
//                                 arc:  mid radius, thickness, start angle, sweep (radians)
//   offset 40  color  4 x u8      straight alpha, normalized
//   offset 44  mode   u8 (+3 pad) 0 glyph/texture, 1 rounded rect, 2 arc
#pragma once

#include <cstdint>

namespace nonet::render {

enum class ShapeMode : std::uint8_t { Texture = 0, RoundRect = 1, Arc = 2 };

struct Vertex {
  float x, y;
  float u, v;
  float lx, ly;
  float s0, s1, s2, s3;
  std::uint8_t r, g, b, a;
  std::uint8_t mode, pad0, pad1, pad2;
};
static_assert(sizeof(Vertex) == 48, "Vertex must match the shader attribute layout");

}  // namespace nonet::render
