// SPDX-License-Identifier: MIT
// The SDL_mixer player against SDL's dummy driver (a device that plays into nothing), its
// disk driver (a device that writes the mixed output to a file), and a driver name that
// does not exist (no audio at all: everything must keep working, silently, logged once).
// Each test case runs in its own process under CTest; the driver is chosen with setenv
// before the player initialises SDL's audio subsystem.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "audio/player.hpp"

using namespace nonet::audio;

namespace {

struct LogCapture {
  std::vector<std::string> lines;
  static void capture(void* self, int, SDL_LogPriority, const char* message) {
    static_cast<LogCapture*>(self)->lines.emplace_back(message);
  }
  LogCapture() { SDL_LogSetOutputFunction(&LogCapture::capture, this); }
  ~LogCapture() { SDL_LogSetOutputFunction(nullptr, nullptr); }
  int count(const std::string& needle) const {
    int n = 0;
    for (const auto& l : lines) n += l.find(needle) != std::string::npos ? 1 : 0;
    return n;
  }
};

int expected_level(float v) { return static_cast<int>(std::lround(v * MIX_MAX_VOLUME)); }

SDL_Event device_event(Uint32 type) {
  SDL_Event e{};
  e.type = type;
  e.adevice.type = type;
  e.adevice.which = 2;
  e.adevice.iscapture = 0;
  return e;
}

// Music renders on a worker thread; the game calls update() every frame until it starts.
bool wait_for_music(Player& p, int channel) {
  for (int i = 0; i < 3000; ++i) {  // up to 30 s: generous for sanitizer builds
    p.update();
    if (channel < 0 ? Mix_Playing(0) + Mix_Playing(1) > 0 : Mix_Playing(channel) == 1) return true;
    SDL_Delay(10);
  }
  return false;
}

// The disk driver writes what it plays at real-time pace: waits (polling, up to 30 s) until the
// file holds `bytes`, instead of sleeping for a guess of how long that takes.
bool wait_for_file(const std::filesystem::path& path, std::uintmax_t bytes) {
  for (int i = 0; i < 3000; ++i) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) >= bytes)
      return true;
    SDL_Delay(10);
  }
  return false;
}
constexpr std::uintmax_t kBytesPerSecond = 48000 * 2 * 2;  // the disk driver's S16 stereo

}  // namespace

TEST_CASE("with the dummy driver the player opens, plays, mixes volumes and mutes") {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  Player p;
  CHECK_FALSE(p.is_open());
  p.play(Effect::Hint);  // before open: nothing happens, nothing breaks
  p.play_music(Mood::Title);
  CHECK(p.music() == Mood::Title);
  REQUIRE(p.open());
  CHECK(p.open());  // again: harmless
  CHECK(p.is_open());
  CHECK(p.sample_rate() > 0);
  CHECK(p.status().find("Hz") != std::string::npos);
  CHECK(wait_for_music(p, 0));  // the remembered mood starts once rendered

  for (Effect e : kAllEffects) p.play(e, 5);
  for (int d = 1; d <= 9; ++d) p.play(Effect::PlaceDigit, d);
  CHECK(Mix_Playing(-1) >= 3);

  p.play_music(Mood::Play);  // crossfade onto the other music channel
  CHECK(wait_for_music(p, 1));
  p.play_music(Mood::Title);  // back again: already rendered, so it starts at once
  CHECK(Mix_Playing(0) == 1);

  p.set_volumes({0.5f, 0.5f, 0.8f, false});
  CHECK(Mix_Volume(0, -1) == expected_level(0.25f));
  CHECK(Mix_Volume(1, -1) == expected_level(0.25f));
  CHECK(Mix_Volume(5, -1) == expected_level(0.4f));
  CHECK(p.toggle_mute());
  CHECK(Mix_Volume(0, -1) == 0);
  CHECK(Mix_Volume(5, -1) == 0);
  CHECK_FALSE(p.toggle_mute());
  CHECK(Mix_Volume(5, -1) == expected_level(0.4f));
  p.set_master_volume(7.0f);  // clamped
  CHECK(p.volumes().master == 1.0f);
  CHECK(Mix_Volume(5, -1) == expected_level(0.8f));
  p.set_effects_volume(-1.0f);
  CHECK(Mix_Volume(5, -1) == 0);

  p.stop_music();
  CHECK_FALSE(p.music().has_value());
  p.close();
  CHECK_FALSE(p.is_open());
  p.play(Effect::Mistake);  // after close: silent, no crash
}

TEST_CASE("losing the device closes the mixer and recovers on the default device") {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  Player p;
  p.play_music(Mood::Play);
  REQUIRE(p.open());
  CHECK(wait_for_music(p, -1));
  p.handle_event(device_event(SDL_AUDIODEVICEREMOVED));
  // The dummy driver always has a device, so the player comes straight back, music and all.
  CHECK(p.is_open());
  CHECK(wait_for_music(p, -1));
  p.play(Effect::CursorTick);
  // Capture devices and unrelated events are ignored.
  SDL_Event capture = device_event(SDL_AUDIODEVICEREMOVED);
  capture.adevice.iscapture = 1;
  p.handle_event(capture);
  SDL_Event key{};
  key.type = SDL_KEYDOWN;
  p.handle_event(key);
  CHECK(p.is_open());
}

TEST_CASE("with no usable audio driver everything runs silently and says so once") {
  setenv("SDL_AUDIODRIVER", "nonet-no-such-driver", 1);
  LogCapture log;
  Player p;
  p.play_music(Mood::Title);
  CHECK_FALSE(p.open());
  CHECK_FALSE(p.open());
  CHECK_FALSE(p.open());
  CHECK_FALSE(p.is_open());
  CHECK(p.sample_rate() == 0);
  CHECK(p.status().find("running silently") != std::string::npos);
  CHECK(log.count("running silently") == 1);
  for (Effect e : kAllEffects) p.play(e, 3);
  p.play_music(Mood::Play);
  CHECK(p.music() == Mood::Play);
  p.update();
  p.set_volumes({0.3f, 0.3f, 0.3f, true});
  CHECK(p.toggle_mute() == false);
  p.handle_event(device_event(SDL_AUDIODEVICEREMOVED));
  p.handle_event(device_event(SDL_AUDIODEVICEADDED));
  CHECK_FALSE(p.is_open());
  p.close();
}

TEST_CASE("with the disk driver a placed digit reaches the output file") {
  const std::filesystem::path out = std::filesystem::temp_directory_path() /
                                    ("nonet_disk_audio_" + std::to_string(getpid()) + ".raw");
  setenv("SDL_AUDIODRIVER", "disk", 1);
  setenv("SDL_DISKAUDIOFILE", out.c_str(), 1);
  {
    Player p;
    REQUIRE(p.open());
    p.play(Effect::PlaceDigit, 4);
    REQUIRE(wait_for_file(out, kBytesPerSecond / 2));  // half a second: the whole effect
    p.close();
  }
  std::ifstream in(out, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
  std::filesystem::remove(out);
  REQUIRE(bytes.size() >= 4);
  int loudest = 0;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    const auto lo = static_cast<unsigned char>(bytes[i]);
    const auto hi = static_cast<unsigned char>(bytes[i + 1]);
    const auto v = static_cast<std::int16_t>(lo | (hi << 8));  // S16 little-endian (x86)
    loudest = std::max(loudest, std::abs(int{v}));
  }
  // Effect peak 0.5 at master 0.8 * effects 0.8: about 0.32 of full scale.
  CHECK(loudest > 3000);
  CHECK(loudest < 16000);
}

TEST_CASE("with the disk driver the streamed music reaches the output file") {
  // The music channels play a silent chunk that the stream's channel effect replaces: if the
  // effect were not applied, the file would hold silence.
  const std::filesystem::path out = std::filesystem::temp_directory_path() /
                                    ("nonet_disk_music_" + std::to_string(getpid()) + ".raw");
  setenv("SDL_AUDIODRIVER", "disk", 1);
  setenv("SDL_DISKAUDIOFILE", out.c_str(), 1);
  {
    Player p;
    p.set_volumes({1.0f, 1.0f, 1.0f, false});
    p.play_music(Mood::Play);
    REQUIRE(p.open());
    REQUIRE(wait_for_music(p, 0));
    // Two seconds more of output: through the 1.5 s fade-in.
    std::error_code ec;
    const std::uintmax_t started =
        std::filesystem::exists(out, ec) ? std::filesystem::file_size(out, ec) : 0;
    REQUIRE(wait_for_file(out, started + 2 * kBytesPerSecond));
    p.close();
  }
  std::ifstream in(out, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
  std::filesystem::remove(out);
  // The last half second: music at full volume (peak 0.5 of full scale), never above it.
  const std::size_t tail = 48000 * 2 * 2 / 2;
  REQUIRE(bytes.size() > tail);
  int loudest = 0;
  for (std::size_t i = bytes.size() - tail; i + 1 < bytes.size(); i += 2) {
    const auto lo = static_cast<unsigned char>(bytes[i]);
    const auto hi = static_cast<unsigned char>(bytes[i + 1]);
    loudest = std::max(loudest, std::abs(int{static_cast<std::int16_t>(lo | (hi << 8))}));
  }
  CHECK(loudest > 2000);
  CHECK(loudest <= 16384);
}

TEST_CASE("asking for the playing or preparing mood every frame carries on, as the game does") {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  Player p;
  REQUIRE(p.open());
  bool started = false;
  for (int i = 0; i < 3000 && !started; ++i) {  // up to 30 s, as wait_for_music
    p.play_music(Mood::Title);  // every frame: must not restart the stream's preparation
    p.update();
    started = Mix_Playing(0) + Mix_Playing(1) > 0;
    SDL_Delay(10);
  }
  REQUIRE(started);
  const int channel = Mix_Playing(0) ? 0 : 1;
  for (int i = 0; i < 20; ++i) {
    p.play_music(Mood::Title);
    p.update();
  }
  CHECK(Mix_Playing(channel) == 1);
  CHECK(Mix_Playing(1 - channel) == 0);  // no second copy fading in
}
