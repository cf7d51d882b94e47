#version 330 core
// SPDX-License-Identifier: MIT
// Vertex stage of the one UI shader: pixels to clip space, everything else passed through.
// Attribute locations match struct Vertex in src/render/vertex.hpp.
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec2 a_local;
layout(location = 3) in vec4 a_shape;
layout(location = 4) in vec4 a_color;
layout(location = 5) in uint a_mode;

uniform vec2 u_viewport;  // drawable size in pixels

out vec2 v_uv;
out vec2 v_local;
flat out vec4 v_shape;
out vec4 v_color;
flat out uint v_mode;

void main() {
  vec2 ndc = vec2(a_pos.x / u_viewport.x * 2.0 - 1.0, 1.0 - a_pos.y / u_viewport.y * 2.0);
  gl_Position = vec4(ndc, 0.0, 1.0);
  v_uv = a_uv;
  v_local = a_local;
  v_shape = a_shape;
  v_color = a_color;
  v_mode = a_mode;
}
