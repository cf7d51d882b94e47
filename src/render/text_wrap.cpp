// SPDX-License-Identifier: MIT
// TextWrapper: UAX #14 lines measured by the Canvas, remembered per text, face, size and width.
#include "render/text_wrap.hpp"

namespace nonet::render {

void TextWrapper::set_language(std::string_view tag) {
  if (tag == language_) return;
  language_ = std::string(tag);
  breaker_.set_language(tag);
  for (Entry& e : entries_) e.canvas = nullptr;
}

const LineBreakResult& TextWrapper::wrap(Canvas& c, Face face, float px, std::string_view text,
                                         float width, std::size_t max_lines) {
  for (const Entry& e : entries_) {
    if (e.canvas == &c && e.face == face && e.px == px && e.width == width &&
        e.max_lines == max_lines && e.text == text) {
      ++hits_;
      return e.result;
    }
  }
  ++misses_;
  Entry& e = entries_[next_];
  next_ = (next_ + 1) % kEntries;
  e.canvas = &c;
  e.face = face;
  e.px = px;
  e.width = width;
  e.max_lines = max_lines;
  e.text.assign(text);
  breaker_.wrap(
      text, width, [&](std::string_view s) { return c.measure(face, px, s); }, e.result, max_lines);
  return e.result;
}

}  // namespace nonet::render
