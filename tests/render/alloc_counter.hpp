// SPDX-License-Identifier: MIT
// Counts heap allocations while enabled, by replacing the global operator new in this test
// executable (alloc_counter.cpp). Lets a test assert that a steady frame allocates nothing.
#pragma once

#include <cstddef>

namespace nonet::testing {

struct AllocationScope {
  AllocationScope();
  ~AllocationScope();
  std::size_t count() const;
};

}  // namespace nonet::testing
