// SPDX-License-Identifier: MIT
// Global operator new/delete replacements that count allocations inside an AllocationScope.
#include "alloc_counter.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> g_counting{false};  // test-only instrumentation, never in the game
std::atomic<std::size_t> g_count{0};

void* allocate(std::size_t n) {
  if (g_counting.load(std::memory_order_relaxed)) g_count.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
// The nothrow forms too (std::stable_sort's temporary buffer uses them), so that every new
// pairs with the free() below (ASan reports a library new freed here as a mismatch).
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace nonet::testing {
AllocationScope::AllocationScope() {
  g_count = 0;
  g_counting = true;
}
AllocationScope::~AllocationScope() { g_counting = false; }
std::size_t AllocationScope::count() const { return g_count.load(); }
}  // namespace nonet::testing
