// SPDX-License-Identifier: MIT
// Keys, text events and the clipboard for the code dialog (code_typing.hpp).
#include "platform/code_typing.hpp"

#include <optional>
#include <string>

namespace nonet::platform {

namespace {

void paste_clipboard(game::Game& game) {
  std::string text;
  if (SDL_HasClipboardText()) {
    char* clip = SDL_GetClipboardText();
    if (clip) text = clip;
    SDL_free(clip);
  }
  game.paste_text(text);
}

}  // namespace

bool code_typing_key(game::Game& game, const SDL_Keysym& key) {
  // Ctrl+V and Ctrl+C are bindings (Paste, Copy: platform/bindings.cpp); the game asks for the
  // clipboard and serve_paste answers this loop turn.
  if (!game.typing()) return false;
  const bool ctrl = (key.mod & KMOD_CTRL) != 0, alt = (key.mod & KMOD_ALT) != 0;
  if (ctrl || alt) return false;
  // Printable keys (letters, digits, space, punctuation) and the keypad's digits and minus
  // type their character through the text event that follows.
  if (key.sym >= SDLK_SPACE && key.sym <= SDLK_z) return true;
  if ((key.sym >= SDLK_KP_1 && key.sym <= SDLK_KP_0) || key.sym == SDLK_KP_MINUS) return true;
  return false;
}

void code_typing_text(game::Game& game, const char* text) {
  if (game.typing() && text) game.type_text(text);
}

void serve_paste(game::Game& game) {
  if (game.take_paste_request()) paste_clipboard(game);
  if (const std::optional<std::string> text = game.take_copy_request())
    SDL_SetClipboardText(text->c_str());
}

}  // namespace nonet::platform
