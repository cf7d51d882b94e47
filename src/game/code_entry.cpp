// SPDX-License-Identifier: MIT
// The code-entry component (code_entry.hpp).
#include "game/code_entry.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "game/format.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trn;

namespace {

// The pad's characters: the codes' symbols (Crockford's base 32: no I, L, O, U; the reader
// takes those as 1 and 0 when typed), then the dash. Sum Tiles board codes use the same ones
// since issue 29 (an older board code's hex digits are among them too).
constexpr std::string_view kCodeChars = "0123456789ABCDEFGHJKMNPQRSTVWXYZ-";

char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

bool accepted_char(char c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-';
}

// A character a message can show between quotes (not a control character, not part of one
// written in UTF-8): the others are "That character".
bool showable(char c) {
  return static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7F;
}

std::string not_code_char(char c) {
  if (!showable(c))
    return tr("That character is not part of a code: codes are letters, digits and dashes.");
  // TRANSLATORS: {0} is the character the player typed ('#'), in quotes.
  return format(tr("'{0}' is not part of a code: codes are letters, digits and dashes."),
                {std::string(1, c)});
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

bool is_code_char_key(int id) { return id >= 32 && id <= 126; }

std::string code_key_name(int id) {
  switch (id) {
    case kCodeKeyOpen: return "code-open";
    case kCodeKeyDelete: return "code-delete";
    case kCodeKeyPaste: return "code-paste";
    case kCodeKeyCancel: return "code-cancel";
    case kCodeKeyOk: return "code-ok";
    default: break;
  }
  const char c = static_cast<char>(id);
  if (c == '-') return "char-dash";
  if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')) return std::string("char-") + c;
  return "";
}

std::string code_key_label(int id) {
  switch (id) {
    // TRANSLATORS: the button that opens the dialog for typing a game or board code.
    case kCodeKeyOpen: return tr("Enter code");
    // TRANSLATORS: the code dialog's keys (so are Paste, Cancel and Start, which starts the
    // code's game); keep them short.
    case kCodeKeyDelete: return tr("Delete");
    case kCodeKeyPaste: return tr("Paste");
    case kCodeKeyCancel: return tr("Cancel");
    case kCodeKeyOk: return tr("Start");
    default: break;
  }
  return is_code_char_key(id) ? std::string(1, static_cast<char>(id)) : "";
}

CodeEntry::CodeEntry(CodeKind kind) : kind_(kind) {
  for (char c : kCodeChars) keys_.push_back(static_cast<unsigned char>(c));
  keys_.insert(keys_.end(), {kCodeKeyDelete, kCodeKeyPaste, kCodeKeyCancel, kCodeKeyOk});
  set_focus_key(kCodeKeyOk);
}

const char* CodeEntry::title() const {
  return kind_ == CodeKind::FreePlay ? tr("Enter a game code") : tr("Enter a board code");
}

const std::string& CodeEntry::message() const {
  switch (said_) {
    case Said::Nothing: message_.clear(); break;
    case Said::NotCodeChar:
      message_ = not_code_char(said_text_.empty() ? '\0' : said_text_.front());
      break;
    case Said::TooLong:
      // TRANSLATORS: {0} is the most characters a code takes (20).
      message_ = format(trn("A code is at most {0} character long.",
                            "A code is at most {0} characters long.", kCodeMaxLength),
                        {kCodeMaxLength});
      break;
    case Said::EmptyClipboard: message_ = tr("The clipboard holds no text to paste."); break;
    case Said::PuzzleBoard:
      // TRANSLATORS: "Free play" is the screen and "Enter a puzzle" its button: use their
      // translations.
      message_ = tr("That is a puzzle board, not a code: boards go in Free play's Enter a puzzle.");
      break;
    case Said::BoardProblem: message_ = board_code_problem(said_text_); break;
    case Said::Text: message_ = said_text_; break;
    case Said::GameCodeProblem: message_ = game_code_problem(said_text_); break;
  }
  return message_;
}

const char* CodeEntry::placeholder() const {
  return kind_ == CodeKind::FreePlay ? "H-4KQ7-92PX" : "S-25-10-3FAV-FQF5";
}

bool CodeEntry::type(std::string_view text) {
  bool added = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (!accepted_char(c)) {
      said_ = Said::NotCodeChar;
      said_text_.assign(1, c);
      return added;
    }
    if (text_.size() >= kCodeMaxLength) {
      said_ = Said::TooLong;
      return added;
    }
    text_ += upper(c);
    redash();  // each symbol in its place as it comes, so the length counts the dashes shown
    added = true;
  }
  if (added) said_ = Said::Nothing;
  return added;
}

void CodeEntry::redash() {
  // A code is shown as it is written, whatever dashes were typed (issue 29): a game code as
  // H-4KQ7-92PX (a dash after the level letter and the next four symbols), a board code as
  // S-25-10-3FAV-FQF5 (after S, the tiles, the target and four symbols), each dash once a
  // symbol follows it. A board code from before issue 29 (25-10-0000BEEF, a digit first) has
  // parts of any length: the player's dashes stay.
  const bool board = kind_ != CodeKind::FreePlay;
  if (board && (text_.empty() || text_.front() != 'S')) return;
  // A one-digit target ended by the player's dash ("S-16-5-") is the two-digit one ("05").
  if (board && text_.size() >= 7 && text_.compare(0, 2, "S-") == 0 && text_[4] == '-' &&
      text_[6] == '-' && text_[5] >= '0' && text_[5] <= '9')
    text_.insert(5, 1, '0');
  std::string symbols;
  for (char c : text_)
    if (c != '-') symbols += c;
  std::string shown;
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    const bool dash = board ? (i == 1 || i == 3 || i == 5 || i == 9) : (i == 1 || i == 5);
    if (dash) shown += '-';
    shown += symbols[i];
  }
  text_ = std::move(shown);
}

bool CodeEntry::paste(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text.empty()) {
    said_ = Said::EmptyClipboard;
    return false;
  }
  const std::string before = text_;
  text_.clear();
  const bool whole = type(text) && said_ == Said::Nothing;
  if (!whole) {
    // A paste goes in whole or not at all (issue 30: a pasted board kept "16", the part before
    // its first dot): what was typed stays, and the message says why.
    text_ = before;
    std::size_t board_chars = 0;
    for (const char c : text) board_chars += (c == '.' || (c >= '0' && c <= '9')) ? 1 : 0;
    if (board_chars >= static_cast<std::size_t>(kCells)) said_ = Said::PuzzleBoard;
  }
  return whole;
}

void CodeEntry::backspace() {
  if (!text_.empty()) text_.pop_back();
  said_ = Said::Nothing;
  redash();  // no dash left hanging at the end
}

void CodeEntry::clear() {
  text_.clear();
  said_ = Said::Nothing;
}

void CodeEntry::set_focus_key(int id) {
  const auto at = std::find(keys_.begin(), keys_.end(), id);
  if (at != keys_.end()) focus_ = static_cast<int>(at - keys_.begin());
}

void CodeEntry::move_focus(int dx, int dy, int columns) {
  const int chars = char_key_count();
  columns = std::max(1, columns);
  const int char_rows = (chars + columns - 1) / columns;
  // Position as (row, column); the command row is row char_rows with four keys.
  int row = 0, col = 0;
  if (focus_ < chars) {
    row = focus_ / columns;
    col = focus_ % columns;
  } else {
    row = char_rows;
    col = focus_ - chars;
  }
  auto row_len = [&](int r) { return r == char_rows ? 4 : std::min(columns, chars - r * columns); };
  if (dx != 0) {
    const int n = row_len(row);
    col = ((col + dx) % n + n) % n;
  }
  if (dy != 0) {
    const int from_len = row_len(row);
    const int to = std::clamp(row + dy, 0, char_rows);
    if (to != row) {
      // Keep the horizontal place: the same fraction of the row's width.
      const float frac = (static_cast<float>(col) + 0.5f) / static_cast<float>(from_len);
      const float x = frac * static_cast<float>(to == char_rows ? 4 : columns);
      col = std::clamp(static_cast<int>(std::floor(x)), 0, row_len(to) - 1);
      row = to;
    }
  }
  focus_ = row == char_rows ? chars + col : row * columns + col;
}

std::optional<CodeSubmit> CodeEntry::submit() {
  CodeSubmit out;
  if (kind_ == CodeKind::FreePlay) {
    const GameCodeParse p = parse_game_code(text_);
    if (!p.ok) {
      said_ = Said::GameCodeProblem;
      said_text_ = text_;
      return std::nullopt;
    }
    out.game = p.code;
  } else {
    const std::string text = board_code_with_dashes(text_);
    const std::optional<sumtiles::BoardCode> code = sumtiles::parse_board_code(text);
    if (!code) {
      said_ = Said::BoardProblem;
      said_text_ = text;
      return std::nullopt;
    }
    out.board = code;
  }
  said_ = Said::Nothing;
  return out;
}

CodeEntryLayout CodeEntry::layout(float width, float height) const {
  CodeEntryLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const int chars = char_key_count();
  const float margin = 3 * u;
  const float w = std::min(width - 2 * margin, 96 * u);
  const float gap = std::max(2.0f, std::floor(0.8f * u));
  // As many columns as keep a key a finger wide: 11 at most.
  const int most = 11;
  int columns = most;
  const float inner = w - 4 * u;
  while (columns > 4 &&
         (inner - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns) <
             kMinTouchTarget)
    --columns;
  L.columns = columns;
  const int rows = (chars + columns - 1) / columns;
  const float key_w =
      std::floor((inner - static_cast<float>(columns - 1) * gap) / static_cast<float>(columns));
  const float heading_h = std::max(7 * u, 30.0f);
  const float field_h = std::max(8 * u, kMinTouchTarget);
  const float message_h = std::max(6 * u, 30.0f);
  // Keys as tall as they are wide, but short enough that the dialog fits the window.
  const float fixed = 2 * u + heading_h + field_h + message_h + 2 * u + 2 * u;
  const float room = height - 2 * margin - fixed;
  float key_h = std::min(
      key_w, std::floor((room - static_cast<float>(rows) * gap) / static_cast<float>(rows + 1)));
  key_h = std::max(key_h, kMinTouchTarget);
  const float h = fixed + static_cast<float>(rows + 1) * key_h + static_cast<float>(rows) * gap;
  const float x0 = std::floor((width - w) / 2);
  const float y0 = std::max(margin * 0.5f, std::floor((height - h) / 2));
  L.panel = Rect{x0, y0, w, h};
  float y = y0 + 2 * u;
  L.heading = Rect{x0 + 2 * u, y, w - 4 * u, heading_h};
  y += heading_h;
  L.field = Rect{x0 + 2 * u, y, w - 4 * u, field_h};
  y += field_h;
  L.message = Rect{x0 + 2 * u, y, w - 4 * u, message_h};
  y += message_h;
  const float grid_w = static_cast<float>(columns) * key_w + static_cast<float>(columns - 1) * gap;
  const float gx = std::floor(x0 + (w - grid_w) / 2);
  for (int i = 0; i < chars; ++i) {
    L.keys.push_back(Rect{gx + static_cast<float>(i % columns) * (key_w + gap),
                          y + static_cast<float>(i / columns) * (key_h + gap), key_w, key_h});
  }
  y += static_cast<float>(rows) * (key_h + gap);
  const float cmd_w = std::floor((grid_w - 3 * gap) / 4);
  for (int i = 0; i < 4; ++i)
    L.keys.push_back(Rect{gx + static_cast<float>(i) * (cmd_w + gap), y, cmd_w, key_h});
  return L;
}

Rect code_open_button(const Rect& header, float unit) {
  return header_button(header, unit, std::max(22 * unit, 2.3f * kMinTouchTarget));
}

Rect sum_code_open_button(const Rect& header, float unit) {
  Rect r = code_open_button(header, unit);
  r.x -= std::max(21 * unit, 110.0f);  // left of the board-code field's place
  return r;
}

std::string board_code_with_dashes(std::string_view text) {
  if (text.find('-') != std::string_view::npos || (text.size() != 11 && text.size() != 12))
    return std::string(text);
  const std::size_t target_digits = text.size() - 10;  // 2 of tiles, 8 of seed
  std::string out(text.substr(0, 2));
  out += '-';
  out += text.substr(2, target_digits);
  out += '-';
  out += text.substr(2 + target_digits);
  return out;
}

std::string game_code_problem(std::string_view text) {
  const GameCodeParse p = parse_game_code(text);
  // A printable character is named in quotes; anything else is "that character".
  const bool printable = p.bad >= 0x20 && p.bad < 0x7F;
  const std::string bad(1, p.bad);
  switch (p.problem) {
    case GameCodeProblem::None: return "";
    case GameCodeProblem::Empty:
      // TRANSLATORS: H-4KQ7-92PX is an example game code: keep it as it is (so in the other
      // messages about game codes). E, M, H, X and Z are the level letters codes start with.
      return tr("No code typed: a game code is a level letter and 8 symbols, like H-4KQ7-92PX.");
    case GameCodeProblem::LevelLetter:
      return printable
                 // TRANSLATORS: {0} is the character typed first, which is no level letter.
                 ? format(tr("A game code starts with its level letter: E, M, H, X or Z ('{0}' is "
                             "none of them)."),
                          {bad})
                 : tr("A game code starts with its level letter: E, M, H, X or Z.");
    case GameCodeProblem::Length:
      // TRANSLATORS: {0} symbols were typed after the level letter (never 8).
      return format(trn("The code has {0} symbol after its level letter, not 8: a game code is "
                        "a level letter and 8 symbols, like H-4KQ7-92PX.",
                        "The code has {0} symbols after its level letter, not 8: a game code is "
                        "a level letter and 8 symbols, like H-4KQ7-92PX.",
                        p.symbols),
                    {p.symbols});
    case GameCodeProblem::Symbol:
      return printable
                 // TRANSLATORS: {0} is a character game codes do not use.
                 ? format(tr("'{0}' is not used in game codes (they use 0-9 and A-Z without I, L, "
                             "O, U)."),
                          {bad})
                 : tr("That character is not used in game codes (they use 0-9 and A-Z without "
                      "I, L, O, U).");
    case GameCodeProblem::Check:
      return tr("This code is not valid: a character is mistyped or two are swapped.");
  }
  return "";
}

std::string board_code_problem(std::string_view text) {
  const sumtiles::BoardCodeParse p = sumtiles::read_board_code(text);
  const bool printable = showable(p.bad);
  const std::string bad(1, p.bad);
  using P = sumtiles::BoardCodeProblem;
  switch (p.problem) {
    case P::None: return "";
    case P::Empty: {
      const char* none =
          // TRANSLATORS: S-25-10-3FAV-FQF5 is an example Sum Tiles board code: keep it as it
          // is (so in the other messages about board codes).
          tr("No code typed: a board code is S, the tiles, the target and 8 "
             "symbols, like S-25-10-3FAV-FQF5.");
      return none;
    }
    case P::Prefix:
      if (parse_game_code(text).ok) {
        // TRANSLATORS: a Sudoku game code was typed in Sum Tiles' dialog. "Free play" is the
        // screen and "Enter code" its button: use their translations.
        return tr("That is a Sudoku game code: it goes in Free play's Enter code.");
      }
      return tr("A board code starts with S, like S-25-10-3FAV-FQF5.");
    case P::Size: return tr("The board size (first part) must be 16, 25, 36 or 49 tiles.");
    case P::Target: return tr("The target (second part) must be a number from 5 to 30.");
    case P::Length:
      // TRANSLATORS: {0} symbols were typed after the target (never 8).
      return format(trn("The code has {0} symbol after its target, not 8: a board code is like "
                        "S-25-10-3FAV-FQF5.",
                        "The code has {0} symbols after its target, not 8: a board code is like "
                        "S-25-10-3FAV-FQF5.",
                        p.symbols),
                    {p.symbols});
    case P::Symbol:
      return printable
                 // TRANSLATORS: {0} is a character board codes do not use.
                 ? format(tr("'{0}' is not used in board codes (they use 0-9 and A-Z without I, "
                             "L, O, U)."),
                          {bad})
                 : tr("That character is not used in board codes (they use 0-9 and A-Z without "
                      "I, L, O, U).");
    case P::Check: return tr("This code is not valid: a character is mistyped or two are swapped.");
    case P::Legacy: break;  // below: a code from before issue 29, worded by its parts
  }
  // A new code typed without its S ("25-10-3FAV-FQF5", "25103FAVFQF5") is not an old one: say
  // what it lacks rather than steer the player to the old form.
  const std::string with_s = "S-" + std::string(text);
  if (sumtiles::parse_board_code(with_s))
    return tr("A board code starts with S, like S-25-10-3FAV-FQF5.");
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t dash = text.find('-', start);
    parts.push_back(text.substr(start, dash == std::string_view::npos ? dash : dash - start));
    if (dash == std::string_view::npos) break;
    start = dash + 1;
  }
  if (parts.size() != 3) return tr("A board code starts with S, like S-25-10-3FAV-FQF5.");
  if (!all_digits(parts[0]) || parts[0].size() > 2 ||
      !sumtiles::is_size(std::stoi(std::string(parts[0]))))
    return tr("The board size (first part) must be 16, 25, 36 or 49 tiles.");
  if (!all_digits(parts[1]) || parts[1].size() > 2 ||
      std::stoi(std::string(parts[1])) < sumtiles::kMinTarget ||
      std::stoi(std::string(parts[1])) > sumtiles::kMaxTarget)
    return tr("The target (second part) must be a number from 5 to 30.");
  if (parts[2].size() != 8) {
    // TRANSLATORS: {0} is how many characters the seed has (never 8). The English says
    // "characters" for 1 too.
    return format(trn("The seed (third part) has {0} characters, not 8.",
                      "The seed (third part) has {0} characters, not 8.", parts[2].size()),
                  {parts[2].size()});
  }
  for (char c : parts[2]) {
    const char u = upper(c);
    if (!((u >= '0' && u <= '9') || (u >= 'A' && u <= 'F'))) {
      if (!showable(c)) return tr("That character is not a hex digit: the seed uses 0-9 and A-F.");
      // TRANSLATORS: {0} is the character in the seed ('G'), in quotes.
      return format(tr("'{0}' is not a hex digit: the seed uses 0-9 and A-F."),
                    {std::string(1, c)});
    }
  }
  return tr("This is not a board code.");
}

}  // namespace nonet::game
