// SPDX-License-Identifier: MIT
// Batch: appending quads and splitting commands on state changes.
#include "render/batch.hpp"

namespace nonet::render {

Batch::Batch() {
  // A busy screen (stage select with 100 tiles and labels) stays well under these.
  vertices_.reserve(32768);
  indices_.reserve(49152);
  commands_.reserve(64);
}

void Batch::clear() {
  vertices_.clear();
  indices_.clear();
  commands_.clear();
  texture_ = 0;
  clip_ = ClipRect{};
}

void Batch::set_state(std::uint32_t texture, const ClipRect& clip) {
  texture_ = texture;
  clip_ = clip;
}

DrawCommand& Batch::current() {
  if (commands_.empty() || commands_.back().texture != texture_ ||
      !(commands_.back().clip == clip_)) {
    // Reuse an empty trailing command instead of leaving a zero-length draw behind.
    if (!commands_.empty() && commands_.back().index_count == 0) {
      commands_.back().texture = texture_;
      commands_.back().clip = clip_;
    } else {
      commands_.push_back(
          DrawCommand{texture_, clip_, static_cast<std::uint32_t>(indices_.size()), 0});
    }
  }
  return commands_.back();
}

void Batch::quad(const Vertex& a, const Vertex& b, const Vertex& c, const Vertex& d) {
  DrawCommand& cmd = current();
  const auto base = static_cast<std::uint32_t>(vertices_.size());
  vertices_.push_back(a);
  vertices_.push_back(b);
  vertices_.push_back(c);
  vertices_.push_back(d);
  for (std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u}) indices_.push_back(base + i);
  cmd.index_count += 6;
}

std::size_t Batch::command_count() const { return commands_.size(); }

}  // namespace nonet::render
