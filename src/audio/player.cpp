// SPDX-License-Identifier: MIT
// SDL_mixer playback of the synth's sounds. Channel plan:
//   0, 1     music (reserved; a mood change fades one out while the other fades in)
//   2 .. 15  effects (Mix_PlayChannel(-1) picks a free one; reserved ones are skipped)
#include "audio/player.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace nonet::audio {

namespace {

constexpr int kWantedRate = 48000;
constexpr int kFadeInMs = 1500;
constexpr int kFadeOutMs = 1000;

int mix_level(float v) {
  return static_cast<int>(std::lround(std::clamp(v, 0.0f, 1.0f) * MIX_MAX_VOLUME));
}

}  // namespace

Player::Clip::~Clip() {
  if (chunk != nullptr) Mix_FreeChunk(chunk);  // frees the struct only: pcm is ours
}

Player::~Player() {
  close();
  if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Player::fail(const std::string& why) {
  status_ = "audio unavailable (" + why + "): running silently";
  if (!failure_logged_) {
    // A warning (always shown); the device line of a good start is INFO (nonet --verbose).
    SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", status_.c_str());
    failure_logged_ = true;
  }
}

bool Player::open() {
  if (open_) return true;
  // The subsystem stays initialised after a failed open (until destruction): quitting and
  // re-initialising would post device-added events that would make us retry in a loop.
  if (!subsystem_) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
      fail(std::string("no audio driver: ") + SDL_GetError());
      return false;
    }
    subsystem_ = true;
  }
  // 16-bit stereo always (SDL converts if the device differs); the rate may follow the
  // device, and the synth then renders for that rate.
  if (Mix_OpenAudioDevice(kWantedRate, AUDIO_S16SYS, 2, 1024, nullptr,
                          SDL_AUDIO_ALLOW_FREQUENCY_CHANGE) != 0) {
    fail(std::string("cannot open an audio device: ") + Mix_GetError());
    return false;
  }
  int rate = 0, channels = 0;
  Uint16 format = 0;
  if (Mix_QuerySpec(&rate, &format, &channels) == 0 || format != AUDIO_S16SYS || channels != 2 ||
      rate <= 0) {
    Mix_CloseAudio();
    fail("the device reported an unusable format");
    return false;
  }
  if (rate != rate_) release_clips();  // rendered for another rate
  rate_ = rate;
  open_ = true;
  lost_device_ = false;
  Mix_AllocateChannels(kChannels);
  Mix_ReserveChannels(kMusicChannels);
  status_ = "audio: " + std::to_string(rate) + " Hz, 2 channels";
  SDL_Log("%s", status_.c_str());
  apply_volumes();
  playing_mood_.reset();
  if (wanted_mood_) start_music(*wanted_mood_);
  return true;
}

void Player::release_clips() {
  for (auto& c : effects_) c.reset();
  for (auto& c : moods_) c.reset();
}

void Player::close() {
  if (!open_) return;
  Mix_HaltChannel(-1);
  release_clips();  // chunks freed while the mixer still knows them
  Mix_CloseAudio();
  open_ = false;
  playing_mood_.reset();
  status_ = "audio closed";
}

std::unique_ptr<Player::Clip> Player::make_clip(const Sound& sound) const {
  return make_clip(to_int16(sound, 2));
}

std::unique_ptr<Player::Clip> Player::make_clip(std::vector<std::int16_t> pcm) const {
  auto clip = std::make_unique<Clip>();
  clip->pcm = std::move(pcm);
  if (clip->pcm.empty()) return clip;
  clip->chunk = Mix_QuickLoad_RAW(reinterpret_cast<Uint8*>(clip->pcm.data()),
                                  static_cast<Uint32>(clip->pcm.size() * sizeof(std::int16_t)));
  return clip;
}

void Player::play(Effect effect, int digit) {
  if (!open_) return;
  std::size_t slot = static_cast<std::size_t>(effect);
  if (effect == Effect::PlaceDigit && digit >= 1 && digit <= 9) {
    slot = kAllEffects.size() + static_cast<std::size_t>(digit - 1);
  } else {
    digit = 0;
  }
  if (slot >= effects_.size()) return;
  if (!effects_[slot]) effects_[slot] = make_clip(render_effect(effect, rate_, digit));
  if (effects_[slot]->chunk == nullptr) return;
  Mix_PlayChannel(-1, effects_[slot]->chunk, 0);  // -1 when all channels are busy: skip it
}

void Player::start_music(Mood mood) {
  if (playing_mood_ == mood) return;
  const auto m = static_cast<std::size_t>(mood);
  auto& clip = moods_[m];
  if (!clip) {
    // Not rendered yet: start the worker (unless it is already busy with this mood at this
    // rate); update() comes back here when it is done.
    if (!rendering_[m].valid() || rendering_rate_[m] != rate_) {
      const int rate = rate_;
      rendering_rate_[m] = rate;
      rendering_[m] = std::async(std::launch::async,
                                 [mood, rate] { return to_int16(render_music(mood, rate), 2); });
    }
    return;
  }
  if (clip->chunk == nullptr) return;
  if (playing_mood_) Mix_FadeOutChannel(music_channel_, kFadeOutMs);
  // Let a fading mood finish on its channel and use the other one; only when both are busy
  // (two switches within a fade) is the older, nearly silent one cut.
  if (Mix_Playing(music_channel_)) music_channel_ = 1 - music_channel_;
  Mix_HaltChannel(music_channel_);
  Mix_FadeInChannel(music_channel_, clip->chunk, -1, kFadeInMs);
  playing_mood_ = mood;
}

void Player::update() {
  for (std::size_t m = 0; m < rendering_.size(); ++m) {
    auto& job = rendering_[m];
    if (!job.valid() || job.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
      continue;
    }
    std::vector<std::int16_t> pcm = job.get();            // leaves the future empty
    if (!open_ || rendering_rate_[m] != rate_) continue;  // rendered for a closed device
    moods_[m] = make_clip(std::move(pcm));
  }
  if (open_ && wanted_mood_ && playing_mood_ != wanted_mood_ &&
      moods_[static_cast<std::size_t>(*wanted_mood_)]) {
    start_music(*wanted_mood_);
  }
}

void Player::play_music(Mood mood) {
  wanted_mood_ = mood;
  if (open_) start_music(mood);
}

void Player::stop_music() {
  wanted_mood_.reset();
  if (open_ && playing_mood_) {
    Mix_FadeOutChannel(music_channel_, kFadeOutMs);
  }
  playing_mood_.reset();
}

void Player::apply_volumes() {
  if (!open_) return;
  const float gain = volumes_.muted ? 0.0f : std::clamp(volumes_.master, 0.0f, 1.0f);
  const int music = mix_level(gain * volumes_.music);
  const int effects = mix_level(gain * volumes_.effects);
  for (int ch = 0; ch < kChannels; ++ch) Mix_Volume(ch, ch < kMusicChannels ? music : effects);
}

void Player::set_volumes(const Volumes& v) {
  volumes_.master = std::clamp(v.master, 0.0f, 1.0f);
  volumes_.music = std::clamp(v.music, 0.0f, 1.0f);
  volumes_.effects = std::clamp(v.effects, 0.0f, 1.0f);
  volumes_.muted = v.muted;
  apply_volumes();
}

void Player::set_master_volume(float v) {
  Volumes next = volumes_;
  next.master = v;
  set_volumes(next);
}

void Player::set_music_volume(float v) {
  Volumes next = volumes_;
  next.music = v;
  set_volumes(next);
}

void Player::set_effects_volume(float v) {
  Volumes next = volumes_;
  next.effects = v;
  set_volumes(next);
}

void Player::set_muted(bool muted) {
  volumes_.muted = muted;
  apply_volumes();
}

bool Player::toggle_mute() {
  set_muted(!volumes_.muted);
  return volumes_.muted;
}

void Player::handle_event(const SDL_Event& event) {
  if (event.type == SDL_AUDIODEVICEREMOVED && event.adevice.iscapture == 0) {
    if (!open_) return;
    // SDL_mixer does not tell which device id it holds, so any lost output device means:
    // close, and try the default device again (usually another one takes over).
    close();
    lost_device_ = true;
    if (!open()) status_ = "audio device removed: running silently";
  } else if (event.type == SDL_AUDIODEVICEADDED && event.adevice.iscapture == 0) {
    if (!open_ && lost_device_) open();
  }
}

}  // namespace nonet::audio
