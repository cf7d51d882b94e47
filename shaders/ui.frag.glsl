#version 330 core
// SPDX-License-Identifier: MIT
// Fragment stage: coverage from a signed distance (rounded rects, strokes, soft shadows,
// arcs) or from the glyph atlas, times the atlas texel (the white texel for shapes), so text
// and shapes go through one shader and one draw call. Output is premultiplied alpha.
in vec2 v_uv;
in vec2 v_local;
flat in vec4 v_shape;
in vec4 v_color;
flat in uint v_mode;

uniform sampler2D u_atlas;

out vec4 o_color;

const float TWO_PI = 6.28318530718;

// Distance from p to a rectangle of half extents b with corner radius r (negative inside).
float round_box(vec2 p, vec2 b, float r) {
  vec2 q = abs(p) - b + vec2(r);
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

// Point on a circle of radius r at angle a (0 at 12 o'clock, clockwise, y down).
vec2 on_circle(float r, float a) { return r * vec2(sin(a), -cos(a)); }

void main() {
  // Shapes point at the atlas's white texel, so for them the fetch would return 1: skip it
  // (a software rasterizer pays dearly for filtered fetches).
  float texel = v_mode == 0u ? texture(u_atlas, v_uv).r : 1.0;
  float coverage = 1.0;
  if (v_mode == 1u) {
    float d = round_box(v_local, v_shape.xy, v_shape.z);
    if (v_shape.w > 0.0) {
      d = abs(d + v_shape.w * 0.5) - v_shape.w * 0.5;  // stroke inside the edge
      coverage = clamp(0.5 - d, 0.0, 1.0);
    } else if (v_shape.w < 0.0) {
      float blur = -v_shape.w;                         // soft shadow falloff
      coverage = 1.0 - smoothstep(-blur * 0.5, blur, d);
    } else {
      coverage = clamp(0.5 - d, 0.0, 1.0);
    }
  } else if (v_mode == 2u) {
    float radius = v_shape.x, half_width = v_shape.y * 0.5;
    float start = v_shape.z, sweep = v_shape.w;
    float d = abs(length(v_local) - radius) - half_width;
    float a = mod(atan(v_local.x, -v_local.y) - start + 2.0 * TWO_PI, TWO_PI);
    if (sweep < TWO_PI && a > sweep) {
      // Outside the swept angle: distance to the nearer round end cap.
      float e0 = length(v_local - on_circle(radius, start));
      float e1 = length(v_local - on_circle(radius, start + sweep));
      d = min(e0, e1) - half_width;
    }
    coverage = clamp(0.5 - d, 0.0, 1.0);
  }
  float alpha = v_color.a * coverage * texel;
  o_color = vec4(v_color.rgb * alpha, alpha);
}
