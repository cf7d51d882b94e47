// SPDX-License-Identifier: MIT
// The About screen's view (game/about.hpp).
#pragma once

#include "render/view_parts.hpp"

namespace nonet::render {

void draw_about(const Scene& s);

}  // namespace nonet::render
