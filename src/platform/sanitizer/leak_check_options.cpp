// SPDX-License-Identifier: MIT
// Linked into the `nonet` executable only in sanitizer builds (NONET_SANITIZE). SDL's video
// shutdown with Mesa (offscreen/EGL) leaves a few hundred bytes allocated by the driver after
// it has been unloaded, so LeakSanitizer cannot attribute or suppress them and would fail every
// headless run of the game. Leak checking stays on for every unit-test suite, where all of the
// game's own code runs; AddressSanitizer and UBSan stay on for the game itself.
// (Reproduced with a 30-line SDL + GL program: 128 bytes "leaked" after SDL_Quit.)
extern "C" const char* __lsan_default_options() { return "detect_leaks=0"; }
