// SPDX-License-Identifier: MIT
// A test case that cannot test anything where it runs (say, as root, where file permissions do
// not stop writes) says so with skip_test_case() and returns. When every test case a test
// process ran skipped itself, the process exits with NONET_TEST_SKIP_CODE (tests/CMakeLists.txt),
// which CTest reports as Skipped rather than Passed.
#pragma once

#include <source_location>

namespace nonet::test {

/// Marks the running test case skipped, with the reason in doctest's output at the caller's
/// line; return after it.
void skip_test_case(const char* reason,
                    std::source_location where = std::source_location::current());

}  // namespace nonet::test
