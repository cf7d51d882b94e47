// SPDX-License-Identifier: MIT
// NullBackend and the shader-log reader (both GPU-free, so tests cover them).
#include <cctype>
#include <string_view>

#include "render/backend.hpp"

namespace nonet::render {

void NullBackend::draw(const Batch& batch, const GlyphAtlas& atlas, int, int, Color clear) {
  stats_ = FrameStats{};
  if (atlas.version() != uploaded_version_) {
    uploaded_version_ = atlas.version();
    stats_.texture_uploads = 1;
  }
  commands_.assign(batch.commands().begin(), batch.commands().end());
  for (const DrawCommand& c : batch.commands()) {
    if (c.index_count > 0) ++stats_.draw_calls;
  }
  stats_.vertices = static_cast<int>(batch.vertices().size());
  stats_.indices = static_cast<int>(batch.indices().size());
  clear_ = clear;
  ++frames_;
}

std::string describe_shader_log(std::string_view file, std::string_view log) {
  std::string out;
  while (!log.empty()) {
    const std::size_t nl = log.find('\n');
    std::string_view line = log.substr(0, nl);
    log = nl == std::string_view::npos ? std::string_view{} : log.substr(nl + 1);
    if (line.empty()) continue;
    // Find the source line number: "0:12(5): ..." (Mesa) or "0(12) : ..." (NVIDIA).
    std::size_t num_at = std::string_view::npos;
    if (line.size() > 2 && std::isdigit(static_cast<unsigned char>(line[0]))) {
      const std::size_t sep = line.find_first_of(":(");
      if (sep != std::string_view::npos && sep + 1 < line.size() &&
          std::isdigit(static_cast<unsigned char>(line[sep + 1]))) {
        num_at = sep + 1;
      }
    }
    out += "shaders/";
    out += file;
    if (num_at != std::string_view::npos) {
      std::size_t end = num_at;
      while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
      out += ":";
      out += line.substr(num_at, end - num_at);
      std::size_t rest = line.find(':', end);
      out += ":";
      out += rest == std::string_view::npos ? line.substr(end) : line.substr(rest + 1);
    } else {
      out += ": ";
      out += line;
    }
    out += "\n";
  }
  return out;
}

}  // namespace nonet::render
