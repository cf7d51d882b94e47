// SPDX-License-Identifier: MIT
// The one text wrapper of every view (issue 26): the lines of a string at a face and size no
// wider than a width, measured by the Canvas and broken by UAX #14 (line_break.hpp). Results are
// remembered by (text, face, size, width, line cap), so a screen that wraps the same text every
// frame (the hint card, the coach's sentences, the save notices) measures it once and a steady
// frame allocates nothing. The renderer owns one and hands it to the views (ViewContext::text).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "render/canvas.hpp"
#include "render/line_break.hpp"

namespace nonet::render {

class TextWrapper {
 public:
  /// The lines of `text` (byte ranges into it) at `face` and `px`, each no wider than `width`
  /// by Canvas::measure; at most `max_lines` of them when that is not 0 (result.truncated says
  /// whether text was left over). The reference is valid until the next call.
  const LineBreakResult& wrap(Canvas& c, Face face, float px, std::string_view text, float width,
                              std::size_t max_lines = 0);

  /// Breaks by a language's conventions from now on (LineBreaker::set_language); forgets the
  /// remembered lines when that changes anything.
  void set_language(std::string_view tag);

  /// Calls that found their result remembered, and calls that had to break the text (tests).
  std::size_t hits() const { return hits_; }
  std::size_t misses() const { return misses_; }

 private:
  struct Entry {
    const Canvas* canvas = nullptr;  // null: empty
    Face face = Face::Regular;
    float px = 0, width = 0;
    std::size_t max_lines = 0;
    std::string text;
    LineBreakResult result;
  };
  // Enough for every size the hint card tries in a frame and the other texts of a screen:
  // text_fit tries a few sizes per wrapped text, and a menu in a long language wraps several
  // (the free-play rows).
  static constexpr std::size_t kEntries = 128;

  LineBreaker breaker_;
  std::string language_;  // the language tag breaker_ was given
  std::array<Entry, kEntries> entries_{};
  std::size_t next_ = 0;  // the entry replaced next (round robin)
  std::size_t hits_ = 0, misses_ = 0;
};

}  // namespace nonet::render
