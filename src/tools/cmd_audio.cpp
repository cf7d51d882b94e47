// SPDX-License-Identifier: MIT
// nonet-cli audio --export DIR: writes every sound effect and an excerpt of each music mood
// as 16-bit WAV files, to listen to the synth without running the game.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "tools/cli_options.hpp"
#include "tools/cli_text.hpp"
#include "tools/commands.hpp"

#ifdef NONET_HAVE_AUDIO
#include "audio/effects.hpp"
#include "audio/music.hpp"
#include "audio/wav.hpp"
#endif

namespace nonet::cli {

namespace {

constexpr const char* kAudioUsage =
    // TRANSLATORS: the help of `nonet-cli audio` (a developer's tool). Keep the usage line, option
    // names, file names and exit numbers as they are; at most 80 columns a line.
    N_("usage: nonet-cli audio --export DIR [--rate HZ] [--seconds S] [--streamed]\n"
       "  writes every effect (effect_*.wav, mono) and S seconds of each music mood\n"
       "  (music_*.wav, stereo; default 30, 0 = one whole loop) at HZ (default 48000);\n"
       "  --streamed also writes the same music as the game streams it (music_*_streamed.wav)\n"
       "  Exit 0: written; 1: DIR cannot be made or a file cannot be written; 2: usage error.\n");

bool parse_int(const std::string& text, int lo, int hi, int& out) {
  char* end = nullptr;
  const long v = std::strtol(text.c_str(), &end, 10);
  if (end == text.c_str() || *end != '\0' || v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}

}  // namespace

int cmd_audio(const Args& args) {
  std::string dir;
  int rate = 48000;
  int seconds = 30;
  ParsedOptions opts;
  if (std::string e = parse_options(
          args, {{"export", true}, {"rate", true}, {"seconds", true}, {"streamed", false}}, opts);
      !e.empty() || !opts.operands.empty()) {
    say(stderr,
        "nonet-cli audio: " + (e.empty() ? unexpected_argument(opts.operands[0]) : e) + "\n");
    say(stderr, tr(kAudioUsage));
    return kExitUsage;
  }
  if (opts.help) {
    say(stdout, tr(kAudioUsage));
    return kExitOk;
  }
  dir = opts.value("export").value_or("");
  if (const auto r = opts.value("rate"); r && !parse_int(*r, 8000, 192000, rate)) {
    say(stderr, "nonet-cli audio: " + takes_number("--rate", 8000, 192000) + "\n");
    return kExitUsage;
  }
  if (const auto t = opts.value("seconds"); t && !parse_int(*t, 0, 3600, seconds)) {
    say(stderr, "nonet-cli audio: " + takes_number("--seconds", 0, 3600) + "\n");
    return kExitUsage;
  }
  if (dir.empty()) {
    say(stderr, tr(kAudioUsage));
    return kExitUsage;
  }
#ifndef NONET_HAVE_AUDIO
  say(stderr, std::string("nonet-cli audio: ") + tr("this build has no audio library") + "\n");
  return kExitUsage;
#else
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    // Output that cannot be written is a failure (1), as for every command; 2 is for usage.
    // TRANSLATORS: {0} a folder, {1} the system's reason.
    say(stderr, fmt(tr("nonet-cli audio: cannot create {0}: {1}\n"), {dir, ec.message()}));
    return kExitFailure;
  }
  int failures = 0;
  auto save = [&](const std::string& name, const audio::Sound& sound) {
    const std::string path = (std::filesystem::path(dir) / name).string();
    const std::string error = audio::write_wav(path, sound);
    if (!error.empty()) {
      std::fprintf(stderr, "nonet-cli audio: %s\n", error.c_str());
      ++failures;
      return;
    }
    std::printf("%s  %.2f s\n", path.c_str(), sound.seconds());
  };

  for (audio::Effect e : audio::kAllEffects) {
    const std::string name = "effect_" + std::string(audio::effect_name(e));
    if (e == audio::Effect::PlaceDigit) {
      for (int d = 1; d <= 9; ++d) {
        save(name + "_" + std::to_string(d) + ".wav", audio::render_effect(e, rate, d));
      }
    } else {
      save(name + ".wav", audio::render_effect(e, rate));
    }
  }
  for (audio::Mood m : {audio::Mood::Title, audio::Mood::Play}) {
    const audio::Sound loop = audio::render_music(m, rate);
    audio::Sound excerpt = loop;
    if (seconds > 0) {
      // Repeat the loop as often as needed, as the player does, then cut.
      const std::size_t want = static_cast<std::size_t>(seconds) * static_cast<std::size_t>(rate) *
                               static_cast<std::size_t>(loop.channels);
      excerpt.samples.resize(want);
      for (std::size_t i = 0; i < want && !loop.samples.empty(); ++i) {
        excerpt.samples[i] = loop.samples[i % loop.samples.size()];
      }
    }
    save("music_" + std::string(audio::mood_name(m)) + ".wav", excerpt);
    if (opts.has("streamed")) {
      // The player's stream (LoopingMusic), as many frames as the excerpt: equal sample for
      // sample (tests/audio/test_music_stream.cpp; check with sox -m ... -v -1 ...).
      audio::LoopingMusic stream(m, rate);
      while (!stream.prepare(1 << 16)) {
      }
      std::vector<std::int16_t> pcm(excerpt.samples.size());
      stream.pcm(pcm.data(), pcm.size() / 2);
      audio::Sound streamed;
      streamed.sample_rate = rate;
      streamed.channels = 2;
      streamed.samples.resize(pcm.size());
      for (std::size_t i = 0; i < pcm.size(); ++i) streamed.samples[i] = pcm[i] / 32767.0f;
      save("music_" + std::string(audio::mood_name(m)) + "_streamed.wav", streamed);
    }
  }
  return failures == 0 ? kExitOk : kExitFailure;
#endif
}

}  // namespace nonet::cli
