// SPDX-License-Identifier: MIT
// SDL_mixer playback of the synth's sounds. Channel plan:
//   0, 1     music (reserved; a mood change fades one out while the other fades in)
//   2 .. 15  effects (Mix_PlayChannel(-1) picks a free one; reserved ones are skipped)
//
// Music streaming: a music channel plays a short chunk of silence, looping, and a channel
// effect (Mix_RegisterEffect) replaces each buffer of it with the next samples of the mood's
// ring. SDL_mixer applies the channel's volume and fades after the effect, so volumes, fades,
// Mix_Playing and the crossfade work as they do for any chunk. Halting the channel (or the end
// of a fade-out) unregisters the effect. Three threads touch a track:
//   main thread   creates and releases its LoopingMusic (under mutex_), starts the channel
//   worker        prepares the music and fills the ring (under mutex_)
//   audio thread  empties the ring (lock-free: one writer, one reader, two counters)
#include "audio/player.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <utility>

namespace nonet::audio {

namespace {

constexpr int kWantedRate = 48000;
constexpr int kFadeInMs = 1500;
constexpr int kFadeOutMs = 1000;
// The worker renders in blocks of this many frames; the ring holds kRingBlocks of them
// (about a second at 48 kHz); it wakes every kWorkerPeriod to top the rings up (a quarter of
// the ring: few wake-ups, and three quarters of a second in hand against a late wake).
constexpr std::size_t kBlockFrames = 2048;
constexpr std::size_t kRingBlocks = 24;
constexpr std::size_t kPrepareFrames = 8192;  // per step of preparation, between lock releases
constexpr auto kWorkerPeriod = std::chrono::milliseconds(250);
constexpr std::size_t kSilenceFrames = 1024;

int mix_level(float v) {
  return static_cast<int>(std::lround(std::clamp(v, 0.0f, 1.0f) * MIX_MAX_VOLUME));
}

}  // namespace

struct Player::Track {
  // Under Player::mutex_: the music being streamed (null when the mood is not in use).
  std::unique_ptr<LoopingMusic> music;
  // Lock-free between the worker (writes) and the audio thread (reads); counts of samples.
  std::vector<std::int16_t> ring = std::vector<std::int16_t>(2 * kBlockFrames * kRingBlocks);
  std::atomic<std::uint64_t> written{0};
  std::atomic<std::uint64_t> read{0};
  std::atomic<bool> ready{false};  // prepared: the music channel may start
  int channel = -1;                // the music channel playing it (main thread)

  // The music channel's effect: the next samples of the ring, silence where it is empty.
  static void feed(int, void* stream, int len, void* self) {
    auto& t = *static_cast<Track*>(self);
    auto* out = static_cast<std::int16_t*>(stream);
    const auto want = static_cast<std::uint64_t>(len) / sizeof(std::int16_t);
    const std::uint64_t r = t.read.load(std::memory_order_relaxed);
    const std::uint64_t avail = t.written.load(std::memory_order_acquire) - r;
    const std::uint64_t n = std::min(want, avail);
    const std::size_t size = t.ring.size();
    const std::size_t from = static_cast<std::size_t>(r % size);
    const std::size_t first = std::min<std::size_t>(static_cast<std::size_t>(n), size - from);
    std::memcpy(out, t.ring.data() + from, first * sizeof(std::int16_t));
    std::memcpy(out + first, t.ring.data(),
                (static_cast<std::size_t>(n) - first) * sizeof(std::int16_t));
    if (n < want) std::memset(out + n, 0, (want - n) * sizeof(std::int16_t));
    t.read.store(r + n, std::memory_order_release);
  }
};

Player::Clip::~Clip() {
  if (chunk != nullptr) Mix_FreeChunk(chunk);  // frees the struct only: pcm is ours
}

Player::Player() = default;

Player::~Player() {
  close();
  if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Player::start_worker() {
  if (worker_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stop_ = false;
  }
  worker_ = std::thread([this] { work(); });
}

void Player::stop_worker() {
  if (!worker_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  worker_.join();
}

void Player::work() {
  std::unique_lock lock(mutex_);
  while (!stop_) {
    bool more = false;  // preparation or a ring to fill left: go on without sleeping
    for (std::size_t m = 0; m < tracks_.size(); ++m) {
      Track* t = tracks_[m].get();
      if (t == nullptr || !t->music) continue;
      if (!t->music->ready()) {
        if (t->music->prepare(kPrepareFrames)) {
          gains_[m] = t->music->gain();
          t->ready.store(true, std::memory_order_release);
        } else {
          more = true;
        }
        continue;
      }
      // Top the ring up, a block at a time (blocks never straddle the ring's end), and let
      // the main thread in between blocks: a first fill renders whole new voices, and a
      // closing player must not wait for a second of music it will never play.
      const std::uint64_t size = t->ring.size();
      const std::uint64_t block = 2 * kBlockFrames;
      const std::uint64_t w = t->written.load(std::memory_order_relaxed);
      if (size - (w - t->read.load(std::memory_order_acquire)) >= block) {
        t->music->pcm(t->ring.data() + w % size, kBlockFrames);
        t->written.store(w + block, std::memory_order_release);
        more = true;
      }
    }
    if (more) {
      lock.unlock();  // let the main thread in between steps
      lock.lock();
    } else {
      wake_.wait_for(lock, kWorkerPeriod);
    }
  }
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
  if (rate != rate_) {
    release_clips();  // rendered for another rate
    // The measured gains hold at any rate (music_gain): streams start after a short warm-up.
    gains_ = {music_gain(Mood::Title), music_gain(Mood::Play)};
  }
  rate_ = rate;
  music_channel_ = 0;
  music_started_ = false;
  silence_ = make_clip(std::vector<std::int16_t>(2 * kSilenceFrames, 0));
  start_worker();
  open_ = true;
  lost_device_ = false;
  Mix_AllocateChannels(kChannels);
  Mix_ReserveChannels(kMusicChannels);
  status_ = "audio: " + std::to_string(rate) + " Hz, 2 channels";
  SDL_Log("%s", status_.c_str());
  apply_volumes();
  playing_mood_.reset();
  preparing_mood_.reset();
  if (wanted_mood_) start_music(*wanted_mood_);
  return true;
}

void Player::release_clips() {
  for (auto& c : effects_) c.reset();
}

void Player::close() {
  if (!open_) return;
  Mix_HaltChannel(-1);  // also unregisters the music channels' effects: no ring is read now
  // The worker stops after the block it is rendering (a first block renders whole voices, some
  // tens of milliseconds); SDL's close drains two buffers meanwhile, so neither waits long.
  stop_.store(true);
  release_clips();  // chunks freed while the mixer still knows them
  silence_.reset();
  Mix_CloseAudio();
  stop_worker();
  for (auto& t : tracks_) t.reset();
  open_ = false;
  playing_mood_.reset();
  preparing_mood_.reset();
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
  // The game asks every frame: a mood playing, or being prepared, carries on.
  if (playing_mood_ == mood || preparing_mood_ == mood) return;
  preparing_mood_.reset();
  const auto m = static_cast<std::size_t>(mood);
  auto& track = tracks_[m];
  if (track && track->channel >= 0 && Mix_Playing(track->channel)) {
    Mix_HaltChannel(track->channel);  // still fading out: its stream starts again
  }
  {
    // A fresh stream from the loop's start; with the gain known it is ready after a short
    // warm-up, else after a loop's worth of rendering to find the peak.
    std::lock_guard lock(mutex_);
    if (!track) track = std::make_unique<Track>();  // the worker reads tracks_ under the lock
    track->music = std::make_unique<LoopingMusic>(mood, rate_, gains_[m]);
    track->ready.store(false);
    track->written.store(0);
    track->read.store(0);
    track->channel = -1;
  }
  wake_.notify_all();
  if (playing_mood_) Mix_FadeOutChannel(music_channel_, kFadeOutMs);
  playing_mood_.reset();
  // Known gain: the channel starts now and plays the stream as soon as the worker has warmed
  // it up (a few tens of milliseconds into a 1.5 s fade-in). Otherwise (no mood now: gains are
  // always known since music_gain) update() would start it once its peak pass is done.
  if (gains_[m]) {
    start_channel(mood);
  } else {
    preparing_mood_ = mood;
  }
}

void Player::start_channel(Mood mood) {
  Track& track = *tracks_[static_cast<std::size_t>(mood)];
  if (silence_ == nullptr || silence_->chunk == nullptr) return;
  // Moods alternate between the two channels: a fading mood finishes on its channel while the
  // new one fades in on the other; only when both are busy (two switches within a fade) is
  // the older, nearly silent one cut.
  if (music_started_) music_channel_ = 1 - music_channel_;
  music_started_ = true;
  Mix_HaltChannel(music_channel_);  // unregisters the effect of whatever played there
  for (auto& other : tracks_) {
    if (other && other->channel == music_channel_) other->channel = -1;
  }
  Mix_RegisterEffect(music_channel_, &Track::feed, nullptr, &track);
  Mix_FadeInChannel(music_channel_, silence_->chunk, -1, kFadeInMs);
  track.channel = music_channel_;
  playing_mood_ = mood;
}

void Player::update() {
  if (!open_) return;
  if (wanted_mood_ && playing_mood_ != wanted_mood_) {
    const auto m = static_cast<std::size_t>(*wanted_mood_);
    if (tracks_[m] && tracks_[m]->music && tracks_[m]->ready.load(std::memory_order_acquire)) {
      start_channel(*wanted_mood_);
      preparing_mood_.reset();
    }
  }
  // A mood that has faded out gives its stream's memory back.
  for (std::size_t m = 0; m < tracks_.size(); ++m) {
    Track* t = tracks_[m].get();
    if (t == nullptr || playing_mood_ == static_cast<Mood>(m) ||
        wanted_mood_ == static_cast<Mood>(m)) {
      continue;
    }
    if (t->channel >= 0 && Mix_Playing(t->channel)) continue;
    std::lock_guard lock(mutex_);
    t->music.reset();
    t->channel = -1;
  }
}

void Player::play_music(Mood mood) {
  wanted_mood_ = mood;
  if (open_) start_music(mood);
}

void Player::stop_music() {
  wanted_mood_.reset();
  preparing_mood_.reset();
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
