// SPDX-License-Identifier: MIT
// CPU cost of one play-screen frame (views -> Canvas -> Batch) on the null back end, and its
// draw calls, vertices, uploads in a steady frame. Median of many frames.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

#include "game/game.hpp"
#include "render/renderer.hpp"

using namespace nonet;

int main() {
  auto backend = std::make_unique<render::NullBackend>();
  render::NullBackend* null = backend.get();
  render::Renderer renderer(std::move(backend));
  if (std::string e = renderer.open_fonts(std::string(NONET_SOURCE_DIR) + "/assets/fonts");
      !e.empty()) {
    std::fprintf(stderr, "%s\n", e.c_str());
    return 1;
  }
  game::Game g;
  g.set_viewport(1280, 800);
  g.start_stage(1);
  for (int i = 0; i < 60; ++i) g.update();
  g.apply(game::Action{game::ActionKind::ToggleNotes, 0});
  g.apply(game::Action{game::ActionKind::FillNotes, 0});  // the busiest board: notes everywhere
  render::ViewContext ctx;
  ctx.seconds = 1.0;
  renderer.frame(g, 1280, 800, ctx);
  std::vector<double> us;
  for (int i = 0; i < 500; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    renderer.frame(g, 1280, 800, ctx);
    us.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(us.begin(), us.end());
  const render::FrameStats st = null->stats();
  // Fragments the quads cover (what a software rasterizer pays for), as screens' worth.
  double covered = 0;
  const auto& v = renderer.batch().vertices();
  for (std::size_t q = 0; q + 3 < v.size(); q += 4) {
    const float w = std::hypot(v[q + 1].x - v[q].x, v[q + 1].y - v[q].y);
    const float h = std::hypot(v[q + 3].x - v[q].x, v[q + 3].y - v[q].y);
    covered += static_cast<double>(w) * h;
  }
  std::printf("quads cover %.2f screens of pixels (1280x800)\n", covered / (1280.0 * 800.0));
  std::printf(
      "play frame with notes everywhere: %.1f us median (p90 %.1f us), %d draw calls, %d vertices, "
      "%d uploads\n",
      us[us.size() / 2], us[us.size() * 9 / 10], st.draw_calls, st.vertices, st.texture_uploads);
  return 0;
}
