// SPDX-License-Identifier: MIT
// The keyboard and clipboard side of typing a code (game/code_entry.hpp): while the game takes
// text (Game::typing), printable keys are text, not Actions: their characters arrive as SDL
// text events and go to Game::type_text; Ctrl+V and the dialog's Paste key read the clipboard.
#pragma once

#include <SDL.h>

#include "game/game.hpp"

namespace nonet::platform {

/// Handles a key press while the game takes text; true when the key was taken (a printable
/// key, whose character comes as a text event, or Ctrl+V), false when it is a usual binding
/// (Return, Escape, Backspace, arrows).
bool code_typing_key(game::Game& game, const SDL_Keysym& key);
/// A text event's characters to the game (ignored when it takes no text).
void code_typing_text(game::Game& game, const char* text);
/// Answers the dialog's Paste key with the clipboard's text, and puts the custom-board
/// editor's copied board on it (once per loop turn). Ctrl+C and Ctrl+V on the editor screen
/// are taken by code_typing_key too.
void serve_paste(game::Game& game);

}  // namespace nonet::platform
