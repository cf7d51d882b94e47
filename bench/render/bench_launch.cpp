// Runs a command several times and reports the median wall time from spawn to exit and the
// median peak resident memory (the child's ru_maxrss from wait4). Used to compare nonet's
// launch-to-first-frame against the bare SDL + GL + TTF program.
// usage: nonet-bench-launch RUNS command [args...]
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern char** environ;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: nonet-bench-launch RUNS command [args...]\n");
    return 2;
  }
  const int runs = std::max(1, std::atoi(argv[1]));
  std::vector<double> ms;
  std::vector<long> kb;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    pid_t pid = -1;
    if (posix_spawnp(&pid, argv[2], nullptr, nullptr, argv + 2, environ) != 0) {
      std::fprintf(stderr, "cannot start %s\n", argv[2]);
      return 1;
    }
    int status = 0;
    rusage ru{};
    if (wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      std::fprintf(stderr, "%s failed (status %d)\n", argv[2], status);
      return 1;
    }
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    kb.push_back(ru.ru_maxrss);
  }
  std::sort(ms.begin(), ms.end());
  std::sort(kb.begin(), kb.end());
  std::printf("%.1f ms %ld KiB\n", ms[ms.size() / 2], kb[kb.size() / 2]);
  return 0;
}
