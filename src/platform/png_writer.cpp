// SPDX-License-Identifier: MIT
// PNG output through stb_image_write (Debian libstb-dev), compiled here and only here. The
// file is written whole or not at all (print/atomic_file.hpp, issue 30).
#include <filesystem>

#include "print/atomic_file.hpp"

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
  print::AtomicFile out;
  if (std::string e = out.open(path); !e.empty()) return e;
  auto sink = [](void* context, void* data, int size) {
    static_cast<print::AtomicFile*>(context)->write(data, static_cast<std::size_t>(size));
  };
  if (!stbi_write_png_to_func(sink, &out, width, height, 4, rgba.data(), width * 4)) {
    out.abandon();
    return "cannot write PNG " + path + ": the image could not be encoded";
  }
  return out.commit();
}

}  // namespace nonet::platform
