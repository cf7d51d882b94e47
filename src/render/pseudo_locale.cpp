// SPDX-License-Identifier: MIT
// Pseudo-locales: the two rewrites of pseudo_locale.hpp.
#include "render/pseudo_locale.hpp"

#include <cstdint>

namespace nonet::render {

namespace {

bool ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool digit(char c) { return c >= '0' && c <= '9'; }

// An accented form of each ASCII letter from the Latin supplements Inter covers (the layout
// contract fails on any glyph missing from the font chain).
constexpr const char* kLower[26] = {"å", "ƀ", "ç", "ð", "é", "ƒ", "ğ", "ĥ", "î",
                                    "ĵ", "ķ", "ļ", "ḿ", "ñ", "ö", "þ", "ǫ", "ŕ",
                                    "š", "ţ", "û", "ṽ", "ŵ", "ẋ", "ý", "ž"};
constexpr const char* kUpper[26] = {"Å", "Ɓ", "Ç", "Ð", "É", "Ƒ", "Ğ", "Ĥ", "Î",
                                    "Ĵ", "Ķ", "Ļ", "Ḿ", "Ñ", "Ö", "Þ", "Ǫ", "Ŕ",
                                    "Š", "Ţ", "Û", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};
constexpr std::string_view kFiller = "\xC2\xB7";  // U+00B7 MIDDLE DOT

// Common ideographs the pseudo-words are made of (all in Noto Sans CJK's every face).
constexpr const char* kHan[32] = {"日", "月", "山", "川", "田", "木", "火", "水", "金", "土", "人",
                                  "口", "目", "手", "心", "花", "雨", "空", "天", "気", "学", "生",
                                  "先", "年", "本", "中", "大", "小", "上", "下", "左", "右"};

// [begin, end) of the word (a run of non-space bytes) starting at `i`.
std::size_t word_end(std::string_view s, std::size_t i) {
  while (i < s.size() && s[i] != ' ') ++i;
  return i;
}

bool has_digit(std::string_view w) {
  for (char c : w)
    if (digit(c)) return true;
  return false;
}

void accent_word(std::string_view w, std::string& out) {
  int letters = 0;
  for (char c : w) {
    if (c >= 'a' && c <= 'z') {
      out += kLower[c - 'a'];
      ++letters;
    } else if (c >= 'A' && c <= 'Z') {
      out += kUpper[c - 'A'];
      ++letters;
    } else {
      out += c;
    }
  }
  // 40 % longer, rounded up: after the word's last letter, before its trailing punctuation.
  const int extra = (letters * 2 + 4) / 5;
  if (extra == 0) return;
  std::size_t at = out.size();
  for (std::size_t k = w.size(); k > 0 && !ascii_letter(w[k - 1]); --k) --at;
  std::string fill;
  for (int k = 0; k < extra; ++k) fill += kFiller;
  out.insert(at, fill);
}

// Whether the word turns into ideographs (it has a letter and no digit).
bool ideographic_word(std::string_view w) {
  if (has_digit(w)) return false;
  for (char c : w)
    if (ascii_letter(c)) return true;
  return false;
}

void han_word(std::string_view w, std::string& out) {
  std::uint32_t h = 2166136261u;  // FNV-1a over the letters: one word, the same ideographs
  int letters = 0;
  for (char c : w) {
    if (ascii_letter(c)) {
      h = (h ^ static_cast<unsigned char>(c | 0x20)) * 16777619u;
      ++letters;
      if (letters % 2 == 1) out += kHan[(h >> 7) % 32];
    } else if (c == '.') {
      out += "。";
    } else if (c == ',') {
      out += "、";
    } else if (c != '\'') {
      out += c;
    }
  }
}

}  // namespace

Pseudo pseudo_from_name(std::string_view name) {
  if (name == "accented" || name == "qps-ploc") return Pseudo::Accented;
  if (name == "ideographic" || name == "qps-ploca") return Pseudo::Ideographic;
  return Pseudo::None;
}

const char* pseudo_name(Pseudo p) {
  switch (p) {
    case Pseudo::Accented: return "accented";
    case Pseudo::Ideographic: return "ideographic";
    case Pseudo::None: break;
  }
  return "none";
}

void pseudo_text(Pseudo p, std::string_view text, std::string& out) {
  out.clear();
  if (p == Pseudo::None) {
    out.assign(text);
    return;
  }
  bool last_han = false;  // the previous word became ideographs
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == ' ') {
      // A space between two ideographic words goes (no spaces in such a script).
      std::size_t j = i;
      while (j < text.size() && text[j] == ' ') ++j;
      const std::string_view next = text.substr(j, word_end(text, j) - j);
      if (!(p == Pseudo::Ideographic && last_han && ideographic_word(next)))
        out.append(text.substr(i, j - i));
      i = j;
      continue;
    }
    const std::size_t e = word_end(text, i);
    const std::string_view w = text.substr(i, e - i);
    if (has_digit(w)) {
      out.append(w);
      last_han = false;
    } else if (p == Pseudo::Accented) {
      accent_word(w, out);
    } else {
      last_han = ideographic_word(w);
      if (last_han)
        han_word(w, out);
      else
        out.append(w);
    }
    i = e;
  }
}

std::string pseudo_text(Pseudo p, std::string_view text) {
  std::string out;
  pseudo_text(p, text, out);
  return out;
}

}  // namespace nonet::render
