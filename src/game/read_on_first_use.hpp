// SPDX-License-Identifier: MIT
// Data a screen needs only when it is opened, read from its source the first time it is asked
// for (Learn's practice positions and puzzles: some milliseconds each, not paid at every
// launch). The source is a function the platform gives (it reads a file of the data folder);
// T is parsed from its text by T::parse and counts as missing when it holds nothing.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace nonet::game {

template <class T>
class ReadOnFirstUse {
 public:
  using Source = std::function<std::optional<std::string>()>;

  /// A new source: what was read from the old one is forgotten.
  void set_source(Source read) {
    read_ = std::move(read);
    value_.reset();
    done_ = false;
  }
  /// The data, read now if it was not yet; nullptr when there is no source, it cannot be read
  /// or it holds nothing (asked again, it is not read again).
  const T* get() const {
    if (!done_) {
      done_ = true;
      if (read_) {
        if (const std::optional<std::string> text = read_()) value_ = T::parse(*text);
      }
    }
    return value_ && value_->size() > 0 ? &*value_ : nullptr;
  }

 private:
  Source read_;
  // A cache of the source: filled by the const get().
  mutable std::optional<T> value_;
  mutable bool done_ = false;
};

}  // namespace nonet::game
