// SPDX-License-Identifier: MIT
// Gamepads on SDL's virtual controllers, in process: hotplug by device index and instance id,
// several pads, the last used one's family, the digit picker, key repeat, unplug pausing a
// stage and a pad coming back, and mapping files. SDL runs without video, so pad events are
// never held back for a window without focus.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "platform/gamepad.hpp"
#include "platform/input_devices.hpp"
#include "platform_test_stage.hpp"

using namespace nonet;
using game::PadFamily;
using game::PadNotice;

namespace {

struct SdlSession {
  SdlSession() {
    platform::InputDevices::set_hints();
    REQUIRE(SDL_Init(SDL_INIT_EVENTS) == 0);
  }
  ~SdlSession() { SDL_Quit(); }
};

struct VirtualPad {
  int index = -1;
  SDL_Joystick* joystick = nullptr;
  SDL_JoystickID id = -1;
};

VirtualPad attach(Uint16 vendor, Uint16 product) {
  SDL_VirtualJoystickDesc d{};
  d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
  d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
  d.naxes = SDL_CONTROLLER_AXIS_MAX;
  d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
  d.vendor_id = vendor;
  d.product_id = product;
  d.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
  d.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
  d.name = "test pad";
  VirtualPad p;
  p.index = SDL_JoystickAttachVirtualEx(&d);
  REQUIRE(p.index >= 0);
  p.joystick = SDL_JoystickOpen(p.index);
  REQUIRE(p.joystick);
  p.id = SDL_JoystickInstanceID(p.joystick);
  return p;
}

void detach(VirtualPad& p) {
  SDL_JoystickClose(p.joystick);
  for (int i = 0; i < SDL_NumJoysticks(); ++i) {
    if (SDL_JoystickGetDeviceInstanceID(i) == p.id) SDL_JoystickDetachVirtual(i);
  }
}

void pump(platform::Gamepads& pads, game::Game& g) {
  SDL_Event e;
  while (SDL_PollEvent(&e)) pads.handle(e, g);
}

void press(VirtualPad& p, int button, platform::Gamepads& pads, game::Game& g) {
  SDL_JoystickSetVirtualButton(p.joystick, button, 1);
  pump(pads, g);
  SDL_JoystickSetVirtualButton(p.joystick, button, 0);
  pump(pads, g);
}

}  // namespace

TEST_CASE("hotplug: several pads, the last one used sets the glyph family") {
  SdlSession sdl;
  game::Game g(test::test_stage);
  game::InputStatus status;
  platform::Gamepads pads(status);
  CHECK(pads.open({}).empty());
  VirtualPad xbox = attach(0x045e, 0x02ea);
  VirtualPad ps4 = attach(0x054c, 0x09cc);
  pump(pads, g);
  CHECK(pads.count() == 2);
  CHECK(status.pads == 2);
  CHECK(status.device == game::InputDevice::Keyboard);  // plugging in is not using
  press(ps4, SDL_CONTROLLER_BUTTON_DPAD_DOWN, pads, g);
  CHECK(status.device == game::InputDevice::Gamepad);
  CHECK(status.family == PadFamily::PlayStation);
  CHECK(g.focus() == 1);
  press(xbox, SDL_CONTROLLER_BUTTON_DPAD_DOWN, pads, g);
  CHECK(status.family == PadFamily::Xbox);
  CHECK(g.focus() == 2);
  detach(xbox);
  detach(ps4);
  pump(pads, g);
  CHECK(pads.count() == 0);
}

TEST_CASE("the digit picker places and notes every digit; triggers fill notes and redo") {
  SdlSession sdl;
  game::Game g(test::test_stage);
  game::InputStatus status;
  platform::Gamepads pads(status);
  pads.open({});
  VirtualPad p = attach(0x057e, 0x2009);
  pump(pads, g);
  REQUIRE(g.start_stage(1));
  for (int i = 0; i < 4; ++i) press(p, SDL_CONTROLLER_BUTTON_DPAD_UP, pads, g);
  REQUIRE(g.session()->selected() == 4);  // r1c5, whose answer is 5
  CHECK(status.family == PadFamily::Nintendo);
  press(p, SDL_CONTROLLER_BUTTON_X, pads, g);             // notes mode
  press(p, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, pads, g);  // 1 -> 9
  CHECK(status.chosen_digit == 9);
  press(p, SDL_CONTROLLER_BUTTON_A, pads, g);
  CHECK(g.session()->notes(4) == digit_bit(9));
  press(p, SDL_CONTROLLER_BUTTON_X, pads, g);  // answers again
  for (int i = 0; i < 5; ++i) press(p, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, pads, g);  // 9 -> 5
  CHECK(status.chosen_digit == 5);
  press(p, SDL_CONTROLLER_BUTTON_A, pads, g);
  CHECK(g.session()->digits()[4] == 5);
  press(p, SDL_CONTROLLER_BUTTON_BACK, pads, g);  // undo
  CHECK(g.session()->digits()[4] == 0);
  SDL_JoystickSetVirtualAxis(p.joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);  // redo
  pump(pads, g);
  CHECK(g.session()->digits()[4] == 5);
  SDL_JoystickSetVirtualAxis(p.joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 20000);  // held
  pump(pads, g);
  CHECK(g.session()->can_redo() == false);
  press(p, SDL_CONTROLLER_BUTTON_BACK, pads, g);
  SDL_JoystickSetVirtualAxis(p.joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 20000);  // no new press
  pump(pads, g);
  CHECK(g.session()->digits()[4] == 0);  // still above the release threshold: no second redo
  detach(p);
  pump(pads, g);
}

TEST_CASE("a held D-pad direction and the stick repeat on the game clock") {
  SdlSession sdl;
  game::Game g(test::test_stage);
  game::InputStatus status;
  platform::Gamepads pads(status);
  pads.open({});
  VirtualPad p = attach(0x045e, 0x02ea);
  pump(pads, g);
  REQUIRE(g.start_stage(1));
  const int start = g.session()->selected();  // r5c5
  SDL_JoystickSetVirtualButton(p.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 1);
  pump(pads, g);
  CHECK(pads.busy());
  auto run_ticks = [&](game::Tick n) {
    for (game::Tick i = 0; i < n; ++i) {
      g.update();
      pads.tick(g);
    }
  };
  run_ticks(game::kPadRepeatDelayTicks - 1);
  CHECK(g.session()->selected() == start + 1);
  run_ticks(1 + game::kPadRepeatIntervalTicks);
  CHECK(g.session()->selected() == start + 3);
  SDL_JoystickSetVirtualButton(p.joystick, SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 0);
  pump(pads, g);
  CHECK_FALSE(pads.busy());
  run_ticks(60);
  CHECK(g.session()->selected() == start + 3);
  // The left stick, pushed up past its threshold: one move, then it repeats the same way.
  SDL_JoystickSetVirtualAxis(p.joystick, SDL_CONTROLLER_AXIS_LEFTY, -30000);
  pump(pads, g);
  CHECK(g.session()->selected() == start + 3 - 9);
  run_ticks(game::kPadRepeatDelayTicks);
  CHECK(g.session()->selected() == start + 3 - 18);
  SDL_JoystickSetVirtualAxis(p.joystick, SDL_CONTROLLER_AXIS_LEFTY, -4000);  // back to rest
  pump(pads, g);
  run_ticks(60);
  CHECK(g.session()->selected() == start + 3 - 18);
  detach(p);
  pump(pads, g);
}

TEST_CASE("unplugging the pad in use pauses the stage and says so; a pad back resumes it") {
  SdlSession sdl;
  game::Game g(test::test_stage);
  game::InputStatus status;
  platform::Gamepads pads(status);
  pads.open({});
  VirtualPad idle = attach(0x054c, 0x0ce6);  // a PS5 pad nobody uses
  VirtualPad p = attach(0x045e, 0x02ea);
  pump(pads, g);
  REQUIRE(g.start_stage(1));
  press(p, SDL_CONTROLLER_BUTTON_DPAD_UP, pads, g);
  detach(idle);  // not the pad in use: nothing happens
  pump(pads, g);
  CHECK(g.screen() == game::Screen::Play);
  CHECK(status.notice == PadNotice::None);
  detach(p);
  pump(pads, g);
  CHECK(g.screen() == game::Screen::Paused);
  CHECK(status.notice == PadNotice::Lost);
  CHECK(status.pads == 0);
  VirtualPad back = attach(0x054c, 0x0ce6);
  pump(pads, g);
  CHECK(status.notice == PadNotice::Back);
  CHECK(status.family == PadFamily::PlayStation);  // the new pad's glyphs
  CHECK(status.playstation5);
  CHECK(g.screen() == game::Screen::Paused);      // the player resumes, not the plug
  press(back, SDL_CONTROLLER_BUTTON_A, pads, g);  // "Resume" has the focus
  CHECK(g.screen() == game::Screen::Play);
  CHECK(status.notice == PadNotice::None);
  detach(back);
  pump(pads, g);
}

TEST_CASE("mapping files: read when present, skipped when missing") {
  SdlSession sdl;
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("nonet-pad-" + std::to_string(SDL_GetTicks64()));
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "gamecontrollerdb.txt").string();
  {
    std::ofstream out(file);
    out << "# a pad SDL does not know\n"
           "03000000aa55000001bb000000000000,Nonet Test Pad,a:b0,b:b1,x:b2,y:b3,back:b6,"
           "start:b7,leftshoulder:b4,rightshoulder:b5,dpup:h0.1,dpdown:h0.4,dpleft:h0.8,"
           "dpright:h0.2,leftx:a0,lefty:a1,platform:Linux,\n";
  }
  game::InputStatus status;
  platform::Gamepads pads(status);
  const auto log = pads.open({(dir / "missing.txt").string(), file});
  REQUIRE(log.size() == 1);
  CHECK(log[0] == "gamepad mappings: 1 from " + file);
  char* mapping = SDL_GameControllerMappingForGUID(
      SDL_JoystickGetGUIDFromString("03000000aa55000001bb000000000000"));
  REQUIRE(mapping);
  CHECK(std::string(mapping).find("Nonet Test Pad") != std::string::npos);
  SDL_free(mapping);
  std::filesystem::remove_all(dir);
}
