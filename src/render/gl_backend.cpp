// SPDX-License-Identifier: MIT
// GlBackend: shader compilation with readable errors, buffer streaming, the draw loop.
#include "render/gl_backend.hpp"

#include <epoxy/gl.h>

#include <algorithm>
#include <array>
#include <cstddef>

#include "render/embedded_shaders.hpp"
#include "render/vertex.hpp"

namespace nonet::render {

namespace {

std::string compile(GLenum kind, const char* file, GLuint& out) {
  const EmbeddedShader* s = find_shader(file);
  if (!s) return std::string("shader missing from the build: shaders/") + file;
  const GLuint sh = glCreateShader(kind);
  const char* src = s->source.data();
  const GLint len = static_cast<GLint>(s->source.size());
  glShaderSource(sh, 1, &src, &len);
  glCompileShader(sh);
  GLint ok = 0;
  glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    GLint n = 0;
    glGetShaderiv(sh, GL_INFO_LOG_LENGTH, &n);
    std::string log(static_cast<std::size_t>(n > 0 ? n : 1), '\0');
    glGetShaderInfoLog(sh, n, nullptr, log.data());
    glDeleteShader(sh);
    return "shader compile failed:\n" + describe_shader_log(file, log);
  }
  out = sh;
  return "";
}

}  // namespace

GlBackend::~GlBackend() {
  if (fence_) glDeleteSync(static_cast<GLsync>(fence_));
  if (program_) glDeleteProgram(program_);
  if (vbo_) glDeleteBuffers(1, &vbo_);
  if (ebo_) glDeleteBuffers(1, &ebo_);
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (texture_) glDeleteTextures(1, &texture_);
  if (frame_texture_) glDeleteTextures(1, &frame_texture_);
  if (frame_fbo_) glDeleteFramebuffers(1, &frame_fbo_);
}

std::string GlBackend::init() {
  GLuint vs = 0, fs = 0;
  if (std::string e = compile(GL_VERTEX_SHADER, "ui.vert.glsl", vs); !e.empty()) return e;
  if (std::string e = compile(GL_FRAGMENT_SHADER, "ui.frag.glsl", fs); !e.empty()) {
    glDeleteShader(vs);
    return e;
  }
  program_ = glCreateProgram();
  glAttachShader(program_, vs);
  glAttachShader(program_, fs);
  glLinkProgram(program_);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (!ok) {
    GLint n = 0;
    glGetProgramiv(program_, GL_INFO_LOG_LENGTH, &n);
    std::string log(static_cast<std::size_t>(n > 0 ? n : 1), '\0');
    glGetProgramInfoLog(program_, n, nullptr, log.data());
    return "shader link failed (ui.vert.glsl + ui.frag.glsl): " + log;
  }
  viewport_uniform_ = glGetUniformLocation(program_, "u_viewport");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "u_atlas"), 0);

  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &vbo_);
  glGenBuffers(1, &ebo_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo_);
  const auto stride = static_cast<GLsizei>(sizeof(Vertex));
  auto at = [](std::size_t off) { return reinterpret_cast<const void*>(off); };
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(Vertex, x)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(Vertex, u)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(Vertex, lx)));
  glEnableVertexAttribArray(3);
  glVertexAttribPointer(3, 4, GL_FLOAT, GL_FALSE, stride, at(offsetof(Vertex, s0)));
  glEnableVertexAttribArray(4);
  glVertexAttribPointer(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, at(offsetof(Vertex, r)));
  glEnableVertexAttribArray(5);
  glVertexAttribIPointer(5, 1, GL_UNSIGNED_BYTE, stride, at(offsetof(Vertex, mode)));

  glGenTextures(1, &texture_);
  glBindTexture(GL_TEXTURE_2D, texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);

  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // the shader outputs premultiplied alpha
  if (GLenum err = glGetError(); err != GL_NO_ERROR) {
    return "OpenGL error " + std::to_string(err) + " while creating the renderer";
  }
  return "";
}

bool GlBackend::ensure_frame_target(int width, int height) {
  if (frame_fbo_ && width == frame_w_ && height == frame_h_) return false;
  if (!frame_fbo_) glGenFramebuffers(1, &frame_fbo_);
  if (!frame_texture_) glGenTextures(1, &frame_texture_);
  glBindTexture(GL_TEXTURE_2D, frame_texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  glBindFramebuffer(GL_FRAMEBUFFER, frame_fbo_);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, frame_texture_, 0);
  frame_w_ = width;
  frame_h_ = height;
  // Unit 0 must hold the glyph atlas again: left bound, the frame's own target would be
  // sampled by every glyph of this frame (solid blocks where the text should be).
  glBindTexture(GL_TEXTURE_2D, texture_);
  return true;  // the new texture holds nothing yet
}

void GlBackend::draw(const Batch& batch, const GlyphAtlas& atlas, int width, int height,
                     Color clear) {
  stats_ = FrameStats{};
  // At most one frame in flight: without vsync (offscreen, Xvfb) nothing else stops the CPU
  // from queueing frames faster than a software rasterizer draws them.
  if (fence_) {
    glClientWaitSync(static_cast<GLsync>(fence_), GL_SYNC_FLUSH_COMMANDS_BIT, 1'000'000'000);
    glDeleteSync(static_cast<GLsync>(fence_));
    fence_ = nullptr;
  }
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_);
  if (atlas.version() != uploaded_version_) {
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    if (texture_size_ != atlas.size()) {
      texture_size_ = atlas.size();
      glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, texture_size_, texture_size_, 0, GL_RED,
                   GL_UNSIGNED_BYTE, atlas.pixels().data());
    } else {
      glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, texture_size_, texture_size_, GL_RED,
                      GL_UNSIGNED_BYTE, atlas.pixels().data());
    }
    uploaded_version_ = atlas.version();
    stats_.texture_uploads = 1;
  }

  DirtyRect dirty = diff_.compare(batch, width, height, clear, atlas.generation());
  if (!partial_redraw_) dirty = DirtyRect{};
  // The frame texture is made the first time a frame could be drawn in part (a second after the
  // play screen appears, when the timer ticks), not at start: on llvmpipe the blit compiles
  // shaders, and launch-to-first-frame should not pay for it.
  // A window that keeps its pixels needs neither: it is redrawn in part where it is.
  const bool to_texture =
      !window_keeps_pixels_ && (frame_fbo_ != 0 || dirty.kind != DirtyRect::Kind::Everything);
  if (to_texture && ensure_frame_target(width, height)) dirty = DirtyRect{};  // draw it all
  glBindFramebuffer(GL_FRAMEBUFFER, to_texture ? frame_fbo_ : 0);
  glViewport(0, 0, width, height);
  // The regions to shade, in GL's y-up window coordinates: the whole frame, or a few rectangles.
  std::array<PixelRect, DirtyRect::kMaxRects> regions{};
  int region_count = 0;
  if (dirty.kind == DirtyRect::Kind::Part) {
    for (int i = 0; i < dirty.count; ++i) {
      const PixelRect& r = dirty.rects[static_cast<std::size_t>(i)];
      regions[static_cast<std::size_t>(region_count++)] =
          PixelRect{r.x, height - (r.y + r.h), r.w, r.h};
    }
  } else if (dirty.kind == DirtyRect::Kind::Everything) {
    regions[static_cast<std::size_t>(region_count++)] = PixelRect{0, 0, width, height};
  }
  long long shaded = 0;
  for (int i = 0; i < region_count; ++i) shaded += regions[static_cast<std::size_t>(i)].area();
  stats_.redrawn = static_cast<float>(static_cast<double>(shaded) /
                                      (static_cast<double>(width) * static_cast<double>(height)));
  if (region_count > 0) {
    glEnable(GL_SCISSOR_TEST);
    glClearColor(clear.r / 255.0f, clear.g / 255.0f, clear.b / 255.0f, 1.0f);
    if (!batch.indices().empty()) {
      glUseProgram(program_);
      glUniform2f(viewport_uniform_, static_cast<float>(width), static_cast<float>(height));
      glBindVertexArray(vao_);
      glBindBuffer(GL_ARRAY_BUFFER, vbo_);
      glBufferData(GL_ARRAY_BUFFER,
                   static_cast<GLsizeiptr>(batch.vertices().size() * sizeof(Vertex)),
                   batch.vertices().data(), GL_STREAM_DRAW);
      glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo_);
      glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                   static_cast<GLsizeiptr>(batch.indices().size() * sizeof(std::uint32_t)),
                   batch.indices().data(), GL_STREAM_DRAW);
    }
  }
  // Each region is cleared and drawn whole, so regions that overlap stay correct.
  for (int i = 0; i < region_count; ++i) {
    const PixelRect& r = regions[static_cast<std::size_t>(i)];
    glScissor(r.x, r.y, r.w, r.h);
    glClear(GL_COLOR_BUFFER_BIT);
    for (const DrawCommand& c : batch.commands()) {
      if (c.index_count == 0) continue;
      // Scissor = the redrawn region, intersected with the command's clip.
      int x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h;
      if (c.clip.enabled) {
        const int cy = height - (c.clip.y + c.clip.h);  // GL is y up
        x0 = std::max(x0, c.clip.x);
        y0 = std::max(y0, cy);
        x1 = std::min(x1, c.clip.x + c.clip.w);
        y1 = std::min(y1, cy + c.clip.h);
      }
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(x0, y0, x1 - x0, y1 - y0);
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(c.index_count), GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(static_cast<std::size_t>(c.first_index) *
                                                   sizeof(std::uint32_t)));
      ++stats_.draw_calls;
    }
  }
  glDisable(GL_SCISSOR_TEST);
  if (to_texture) {
    // Present: copy the whole frame texture to the window's back buffer.
    glBindFramebuffer(GL_READ_FRAMEBUFFER, frame_fbo_);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
  }
  stats_.vertices = static_cast<int>(batch.vertices().size());
  stats_.indices = static_cast<int>(batch.indices().size());
  fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
}

void GlBackend::read_pixels(int width, int height, std::vector<std::uint8_t>& rgba) const {
  const auto row = static_cast<std::size_t>(width) * 4;
  rgba.resize(row * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  // GL rows run bottom-up; images are top-down.
  for (int y = 0; y < height / 2; ++y) {
    std::uint8_t* a = rgba.data() + static_cast<std::size_t>(y) * row;
    std::uint8_t* b = rgba.data() + static_cast<std::size_t>(height - 1 - y) * row;
    for (std::size_t i = 0; i < row; ++i) std::swap(a[i], b[i]);
  }
}

}  // namespace nonet::render
