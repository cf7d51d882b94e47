// SPDX-License-Identifier: MIT
// Script parsing and playback; the verbs themselves are the table in script_verbs.cpp.
#include "platform/script.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "platform/script_verbs.hpp"

namespace nonet::platform {

ParsedScript parse_script(std::string_view text) {
  ParsedScript out;
  int line_no = 0;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    // A comment is a '#' that starts the line or is followed by a space or the line's end;
    // "#RRGGBB" colour arguments are not comments.
    for (std::size_t h = line.find('#'); h != std::string_view::npos; h = line.find('#', h + 1)) {
      const std::size_t first = line.find_first_not_of(" \t");
      if (h == first || h + 1 == line.size() || line[h + 1] == ' ' || line[h + 1] == '\t') {
        line = line.substr(0, h);
        break;
      }
    }
    ScriptCommand cmd;
    cmd.line = line_no;
    std::size_t i = 0;
    std::vector<std::string> words;
    while (i < line.size()) {
      while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      const std::size_t start = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    if (words.empty()) continue;
    cmd.verb = words[0];
    cmd.args.assign(words.begin() + 1, words.end());
    const auto error = [&](const std::string& what) {
      out.error = "line " + std::to_string(line_no) + ": " + what;
      return out;
    };
    const VerbMatch m = match_verb(cmd);
    if (!m.verb && cmd.verb == "expect")
      return error(cmd.args.empty() ? "'expect' wants what to expect (screen, stage, digit, ...)"
                                    : "unknown expectation 'expect " + cmd.args[0] + "'");
    if (!m.verb) return error("unknown command '" + cmd.verb + "'");
    const int n = static_cast<int>(m.args.size());
    if (n < m.verb->min_args || n > m.verb->max_args) {
      return error(
          "'" + std::string(m.verb->name) + "' takes " + std::to_string(m.verb->min_args) +
          (m.verb->max_args != m.verb->min_args ? "-" + std::to_string(m.verb->max_args) : "") +
          " argument(s), got " + std::to_string(n));
    }
    if (std::string e = m.verb->check(m.args); !e.empty()) return error(e);
    out.commands.push_back(std::move(cmd));
  }
  return out;
}

void ScriptState::fail(int line, const std::string& what) {
  failures.push_back("script line " + std::to_string(line) + ": " + what);
}

ScriptRunner::ScriptRunner(std::vector<ScriptCommand> commands, game::Game& game,
                           const game::InputStatus& input, Inject inject, Resize resize)
    : commands_(std::move(commands)), state_(game, input, std::move(inject), std::move(resize)) {}

bool ScriptRunner::reads_drawn_texts() const {
  for (const ScriptCommand& c : commands_)
    if (c.verb == "expect" && !c.args.empty() && c.args[0] == "text") return true;
  return false;
}

void ScriptRunner::step() {
  ScriptState& s = state_;
  if (s.devices.step(s.game, s.input))
    return;  // a pad or touch command is still making its changes
  if (s.wait_until >= 0) {
    if (s.game.now() < s.wait_until) return;
    s.wait_until = -1;
  }
  while (index_ < commands_.size() && s.wait_until < 0 && !s.quit) {
    const ScriptCommand& c = commands_[index_++];
    const VerbMatch m = match_verb(c);  // parse_script made sure there is one
    if (m.verb) m.verb->run(s, m.args, c.line);
    // A capture must see the frame drawn after the inputs before it: stop here this frame.
    if (!s.requests.empty() || s.devices.busy()) break;
  }
}

void ScriptRunner::frame_done(const std::vector<std::uint8_t>& rgba, int width, int height) {
  for (const FrameRequest& r : state_.requests) {
    if (r.kind == FrameRequest::Kind::Screenshot) {
      if (std::string e = write_png(r.path, rgba, width, height); !e.empty())
        state_.fail(r.line, e);
      continue;
    }
    if (r.kind == FrameRequest::Kind::Text) {
      const std::vector<std::string> drawn =
          state_.drawn_texts ? state_.drawn_texts() : std::vector<std::string>{};
      bool found = false;
      for (const std::string& t : drawn) found = found || t.find(r.path) != std::string::npos;
      if (!found) {
        std::string seen;
        for (const std::string& t : drawn) seen += (seen.empty() ? "" : " | ") + t;
        state_.fail(r.line,
                    "no text drawn contains '" + r.path + "'; drawn: " + seen.substr(0, 400));
      }
      continue;
    }
    if (r.x < 0 || r.y < 0 || r.x >= width || r.y >= height) {
      state_.fail(r.line, "pixel outside the frame");
      continue;
    }
    const std::size_t at = (static_cast<std::size_t>(r.y) * static_cast<std::size_t>(width) +
                            static_cast<std::size_t>(r.x)) *
                           4;
    const int dr = std::abs(rgba[at] - r.r), dg = std::abs(rgba[at + 1] - r.g),
              db = std::abs(rgba[at + 2] - r.b);
    if (dr > r.tolerance || dg > r.tolerance || db > r.tolerance) {
      char buf[96];
      std::snprintf(buf, sizeof buf, "pixel (%d,%d) is #%02X%02X%02X, expected #%02X%02X%02X +-%d",
                    r.x, r.y, rgba[at], rgba[at + 1], rgba[at + 2], r.r, r.g, r.b, r.tolerance);
      state_.fail(r.line, buf);
    }
  }
  state_.requests.clear();
}

}  // namespace nonet::platform
