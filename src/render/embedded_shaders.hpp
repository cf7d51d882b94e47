// SPDX-License-Identifier: MIT
// Shader sources compiled into the binary from shaders/*.glsl (see embed_shaders.cmake).
#pragma once

#include <span>
#include <string_view>

namespace nonet::render {

struct EmbeddedShader {
  std::string_view name;  // file name, e.g. "ui.frag.glsl"
  std::string_view source;
};

std::span<const EmbeddedShader> embedded_shaders();

/// The shader of that file name, or nullptr.
inline const EmbeddedShader* find_shader(std::string_view name) {
  for (const EmbeddedShader& s : embedded_shaders()) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

}  // namespace nonet::render
