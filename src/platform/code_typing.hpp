// SPDX-License-Identifier: MIT
// The keyboard and clipboard side of typing a code (game/code_entry.hpp): while the game takes
// text (Game::typing), printable keys are text, not Actions: their characters arrive as SDL
// text events and go to Game::type_text. Pasting (Ctrl+V, bound to the Paste action like every
// key, or the dialog's Paste key) asks the game for the clipboard, which serve_paste reads.
#pragma once

#include <SDL.h>

#include "game/game.hpp"

namespace nonet::platform {

/// Handles a key press while the game takes text; true when the key was taken (a printable
/// key, whose character comes as a text event), false when it is a usual binding (Return,
/// Escape, Backspace, arrows, Ctrl+V).
bool code_typing_key(game::Game& game, const SDL_Keysym& key);
/// A text event's characters to the game (ignored when it takes no text).
void code_typing_text(game::Game& game, const char* text);
/// Answers a paste request (the Paste action, the dialog's or the editor's Paste button) with
/// the clipboard's text, and puts the custom-board editor's copied board on it (once per loop
/// turn).
void serve_paste(game::Game& game);

}  // namespace nonet::platform
