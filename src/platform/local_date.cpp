// SPDX-License-Identifier: MIT
// Today's date in the player's time zone (local_date.hpp).
#include "platform/local_date.hpp"

#include <cstdlib>
#include <ctime>

namespace nonet::platform {

CivilDate local_date() {
  if (const char* fixed = std::getenv("NONET_TODAY")) {
    if (const auto d = parse_date(fixed)) return *d;
  }
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  return CivilDate{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

}  // namespace nonet::platform
