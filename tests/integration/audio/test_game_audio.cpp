// SPDX-License-Identifier: MIT
// The game's sound, end to end: the real game run headless with SDL's disk audio driver writes
// the placed digit's note into the file, and with no usable audio driver the game still starts,
// plays a stage and exits cleanly, saying once in its log that it runs silently.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "../game_process.hpp"
#include "save/envelope.hpp"
#include "save/settings_codec.hpp"

namespace fs = std::filesystem;
using namespace nonet::save;

namespace {

/// Runs nonet in real time (audio plays at the device's pace) on `script` with the given
/// audio environment; returns the exit status and the output in `log`.
int run_game(const fs::path& dir, const std::string& script,
             const std::vector<std::string>& audio_env, std::string& log) {
  const fs::path script_path = dir / "script.txt", log_path = dir / "game.log";
  std::ofstream(script_path) << script;
  std::vector<std::string> env = {"SDL_VIDEODRIVER=offscreen"};
  env.insert(env.end(), audio_env.begin(), audio_env.end());
  const int status =
      nonet::test::run_process({NONET_EXECUTABLE, "--script", script_path.string(), "--save-dir",
                                (dir / "save").string(), "--size", "640x480"},
                               env, log_path);
  log = nonet::test::slurp(log_path);
  return status;
}

/// Settings with effects at full volume and the music off, so only effects reach the file.
void write_quiet_music_settings(const fs::path& dir) {
  fs::create_directories(dir / "save");
  SettingsFile f;
  f.settings.master_volume = 100;
  f.settings.sfx_volume = 100;
  f.settings.music_volume = 0;
  std::ofstream(dir / "save" / kSettingsFileName, std::ios::binary)
      << seal_document(settings_document(), encode_settings(f));
}

/// Peak of the 16-bit stereo samples the disk driver wrote, as a fraction of full scale.
double peak_of_raw(const fs::path& file, std::size_t& samples) {
  std::ifstream in(file, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  samples = bytes.size() / 2;
  int peak = 0;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    const auto lo = static_cast<unsigned char>(bytes[i]);
    const auto hi = static_cast<unsigned char>(bytes[i + 1]);
    const auto v = static_cast<std::int16_t>(static_cast<std::uint16_t>(lo | (hi << 8)));
    peak = std::max(peak, std::abs(static_cast<int>(v)));
  }
  return peak / 32768.0;
}

// Title -> Play (the first-run coach, skipped; stage 1) with its menu clicks and ticks, then
// `moves` digits, then time for the last note to ring out into the file.
std::string play_script(int moves) {
  std::string s = "key Return\nwait 0.1s\nkey Escape\nwait 0.3s\nexpect screen play\n";
  if (moves > 0) s += "solve " + std::to_string(moves) + "\n";
  s += "wait 0.8s\n";
  return s;
}

}  // namespace

// Effect peaks (docs/AUDIO.md): place digit 0.50, menu click 0.30, cursor tick 0.18. With the
// music off and master and effects at 100%, only a placed digit can pass 0.4 of full scale.
TEST_CASE("disk driver: placing a digit writes its note into the audio file") {
  constexpr double kDigitThreshold = 0.4;
  double with_digit = 0, without_digit = 0;
  for (int moves : {0, 1}) {
    nonet::test::ScratchDir dir("nonet-audio");
    REQUIRE(!dir.path.empty());
    write_quiet_music_settings(dir.path);
    const fs::path raw = dir.path / "out.raw";
    std::string log;
    const int status = run_game(
        dir.path, play_script(moves),
        {"SDL_AUDIODRIVER=disk", "SDL_DISKAUDIOFILE=" + raw.string(), "SDL_DISKAUDIODELAY=5"}, log);
    CAPTURE(log);
    REQUIRE(status == 0);
    std::size_t samples = 0;
    const double peak = peak_of_raw(raw, samples);
    CHECK(samples > 48000);  // at least half a second of stereo at 48 kHz reached the file
    (moves == 0 ? without_digit : with_digit) = peak;
  }
  MESSAGE("peak with a digit " << with_digit << ", without " << without_digit);
  CHECK(with_digit > kDigitThreshold);
  CHECK(with_digit <= 0.9);                // no clipping even with everything at full volume
  CHECK(without_digit > 0.01);             // the menu click and ticks are there too...
  CHECK(without_digit < kDigitThreshold);  // ...but quieter than the digit
}

TEST_CASE("no audio driver: the game runs silently, says so once, and plays a stage") {
  nonet::test::ScratchDir dir("nonet-audio");
  REQUIRE(!dir.path.empty());
  std::string log;
  const int status =
      run_game(dir.path,
               "key Return\nwait 0.1s\nkey Escape\nwait 0.2s\nexpect screen play\nsolve 4\n"
               "expect screen play\nkey m\nwait 0.2s\n",
               {"SDL_AUDIODRIVER=nonexistent"}, log);
  CAPTURE(log);
  CHECK(status == 0);
  const auto first = log.find("audio unavailable");
  REQUIRE(first != std::string::npos);
  CHECK(log.find("audio unavailable", first + 1) == std::string::npos);
}
