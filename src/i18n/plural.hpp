// SPDX-License-Identifier: MIT
// A catalog's plural rule (issue 27): the C expression of the header's Plural-Forms line,
// e.g. "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 &&
// (n%100<10 || n%100>=20) ? 1 : 2);" for Ukrainian and Russian. gettext's own evaluator is not
// used: the game reads its catalogs itself, so that a language works on a system where its
// locale is not installed (and on systems without GNU gettext at all).
//
// The grammar is gettext's: the variable n, unsigned decimal constants, parentheses, ! * / %
// + - < <= > >= == != && || and ?: with C's precedence and associativity. Arithmetic is on
// unsigned long, as in gettext; division or remainder by zero yields 0 instead of a trap.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::i18n {

class PluralRule {
 public:
  /// English's rule: nplurals=2; plural=(n != 1).
  PluralRule();
  /// Parses a Plural-Forms value ("nplurals=N; plural=EXPR;"). nullopt, and `error` set, when
  /// it is malformed, when nplurals is not 1..6, or when EXPR does not parse.
  static std::optional<PluralRule> parse(std::string_view forms, std::string* error = nullptr);

  int count() const { return count_; }
  /// The form's index for n, always below count() (an expression that yields more is clamped).
  int index(std::uint64_t n) const;

 private:
  enum class Op : std::uint8_t {
    N,
    Const,
    Not,
    Mul,
    Div,
    Mod,
    Add,
    Sub,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    Cond
  };
  struct Node {
    Op op = Op::Const;
    std::uint64_t value = 0;              // Op::Const
    std::int32_t a = -1, b = -1, c = -1;  // operands: indices into nodes_
  };
  std::uint64_t eval(std::int32_t node, std::uint64_t n) const;
  friend class PluralParser;

  int count_ = 2;
  std::vector<Node> nodes_;
  std::int32_t root_ = -1;
};

}  // namespace nonet::i18n
