// SPDX-License-Identifier: MIT
// PNG output through stb_image_write (Debian libstb-dev), compiled here and only here.
#include <filesystem>

#include "platform/script.hpp"

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace nonet::platform {

std::string write_png(const std::string& path, const std::vector<std::uint8_t>& rgba, int width,
                      int height) {
  if (width <= 0 || height <= 0 ||
      rgba.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4) {
    return "no frame to save to " + path;
  }
  std::error_code ec;
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);
  if (!stbi_write_png(path.c_str(), width, height, 4, rgba.data(), width * 4)) {
    return "cannot write PNG " + path;
  }
  return "";
}

}  // namespace nonet::platform
