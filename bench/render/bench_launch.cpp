// SPDX-License-Identifier: MIT
// Launch cost of two programs measured side by side: runs A and B alternately RUNS times each
// (alternating, so a shared machine's load falls on both alike) and reports for each the median
// wall time from spawn to exit and the median peak resident memory (ru_maxrss from wait4).
// usage: nonet-bench-launch RUNS commandA [args...] -- commandB [args...]
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern char** environ;

namespace {
struct Samples {
  std::vector<double> ms;
  std::vector<long> kb;
};

bool run_once(char** argv, Samples& s) {
  const auto t0 = std::chrono::steady_clock::now();
  pid_t pid = -1;
  if (posix_spawnp(&pid, argv[0], nullptr, nullptr, argv, environ) != 0) {
    std::fprintf(stderr, "cannot start %s\n", argv[0]);
    return false;
  }
  int status = 0;
  rusage ru{};
  if (wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s failed (status %d)\n", argv[0], status);
    return false;
  }
  s.ms.push_back(
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  s.kb.push_back(ru.ru_maxrss);
  return true;
}

template <typename T>
T median(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}
}  // namespace

int main(int argc, char** argv) {
  int split = -1;
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--") == 0) split = i;
  }
  if (argc < 5 || split < 3 || split + 1 >= argc) {
    std::fprintf(stderr,
                 "usage: nonet-bench-launch RUNS commandA [args...] -- commandB [args...]\n");
    return 2;
  }
  const int runs = std::max(1, std::atoi(argv[1]));
  argv[split] = nullptr;  // terminates A's argument list
  char** a = argv + 2;
  char** b = argv + split + 1;
  Samples sa, sb;
  for (int i = 0; i < runs; ++i) {
    if (!run_once(a, sa) || !run_once(b, sb)) return 1;
  }
  std::printf("A: %.1f ms %ld KiB\nB: %.1f ms %ld KiB\n", median(sa.ms), median(sa.kb),
              median(sb.ms), median(sb.kb));
  std::printf("B/A: %.2fx time, %.2fx memory\n", median(sb.ms) / median(sa.ms),
              static_cast<double>(median(sb.kb)) / static_cast<double>(median(sa.kb)));
  return 0;
}
