// SPDX-License-Identifier: MIT
// LeakSanitizer's suppressions for the print tests (ASan + UBSan build only; a plain build
// ignores this function). Cairo keeps 768 bytes of a font subset it builds for Noto Sans CJK's
// collection (.ttc) when a PDF embeds a CJK caption, after every cairo object of ours is gone
// (issue 27's caption test): a library's own allocation, not one of the project's. Only
// libcairo's frames are exempt; every leak in Nonet's code is still reported.
extern "C" const char* __lsan_default_suppressions() { return "leak:libcairo.so\n"; }
