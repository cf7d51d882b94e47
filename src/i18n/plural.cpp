// SPDX-License-Identifier: MIT
#include "i18n/plural.hpp"

#include <cctype>

namespace nonet::i18n {

// Recursive descent over the expression, lowest precedence first:
//   cond := or ('?' cond ':' cond)?      or := and ('||' and)*      and := eq ('&&' eq)*
//   eq := rel (('=='|'!=') rel)*         rel := add (('<'|'<='|'>'|'>=') add)*
//   add := mul (('+'|'-') mul)*          mul := unary (('*'|'/'|'%') unary)*
//   unary := '!' unary | primary         primary := 'n' | number | '(' cond ')'
class PluralParser {
 public:
  PluralParser(std::string_view text, PluralRule& rule) : s_(text), rule_(rule) {}

  bool run(std::string& error) {
    const std::int32_t root = cond();
    skip();
    if (root < 0 || !error_.empty() || pos_ != s_.size()) {
      error = !error_.empty() ? error_ : "unexpected '" + std::string(s_.substr(pos_, 8)) + "'";
      return false;
    }
    rule_.root_ = root;
    return true;
  }

 private:
  using Op = PluralRule::Op;
  static constexpr int kMaxDepth = 64;  // a rule is a line long; this bounds hostile input

  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(std::string_view token) {
    skip();
    if (s_.substr(pos_, token.size()) != token) return false;
    // "<" must not eat the first half of "<=", nor "!" of "!=", nor "=" anything.
    if (token.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' &&
        (token == "<" || token == ">" || token == "!"))
      return false;
    if (token.size() == 1 && pos_ + 1 < s_.size() &&
        ((token == "&" && s_[pos_ + 1] == '&') || (token == "|" && s_[pos_ + 1] == '|')))
      return false;
    pos_ += token.size();
    return true;
  }
  std::int32_t node(Op op, std::int32_t a = -1, std::int32_t b = -1, std::int32_t c = -1,
                    std::uint64_t value = 0) {
    if (a < -1 || b < -1 || c < -1) return fail("missing operand");
    PluralRule::Node n;
    n.op = op;
    n.a = a;
    n.b = b;
    n.c = c;
    n.value = value;
    rule_.nodes_.push_back(n);
    return static_cast<std::int32_t>(rule_.nodes_.size() - 1);
  }
  std::int32_t fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return -2;
  }

  std::int32_t cond() {
    if (++depth_ > kMaxDepth) return fail("nested too deeply");
    std::int32_t c = logical_or();
    if (c >= 0 && eat("?")) {
      const std::int32_t yes = cond();
      if (!eat(":")) return fail("'?' without ':'");
      const std::int32_t no = cond();
      if (yes < 0 || no < 0) return -2;
      c = node(Op::Cond, c, yes, no);
    }
    --depth_;
    return c;
  }
  std::int32_t logical_or() {
    std::int32_t a = logical_and();
    while (a >= 0 && eat("||")) a = node(Op::Or, a, logical_and());
    return a;
  }
  std::int32_t logical_and() {
    std::int32_t a = equality();
    while (a >= 0 && eat("&&")) a = node(Op::And, a, equality());
    return a;
  }
  std::int32_t equality() {
    std::int32_t a = relation();
    while (a >= 0) {
      if (eat("=="))
        a = node(Op::Eq, a, relation());
      else if (eat("!="))
        a = node(Op::Ne, a, relation());
      else
        break;
    }
    return a;
  }
  std::int32_t relation() {
    std::int32_t a = additive();
    while (a >= 0) {
      if (eat("<="))
        a = node(Op::Le, a, additive());
      else if (eat(">="))
        a = node(Op::Ge, a, additive());
      else if (eat("<"))
        a = node(Op::Lt, a, additive());
      else if (eat(">"))
        a = node(Op::Gt, a, additive());
      else
        break;
    }
    return a;
  }
  std::int32_t additive() {
    std::int32_t a = multiplicative();
    while (a >= 0) {
      if (eat("+"))
        a = node(Op::Add, a, multiplicative());
      else if (eat("-"))
        a = node(Op::Sub, a, multiplicative());
      else
        break;
    }
    return a;
  }
  std::int32_t multiplicative() {
    std::int32_t a = unary();
    while (a >= 0) {
      if (eat("*"))
        a = node(Op::Mul, a, unary());
      else if (eat("/"))
        a = node(Op::Div, a, unary());
      else if (eat("%"))
        a = node(Op::Mod, a, unary());
      else
        break;
    }
    return a;
  }
  std::int32_t unary() {
    if (eat("!")) {
      if (++depth_ > kMaxDepth) return fail("nested too deeply");
      const std::int32_t a = unary();
      --depth_;
      return node(Op::Not, a);
    }
    return primary();
  }
  std::int32_t primary() {
    skip();
    if (pos_ >= s_.size()) return fail("unexpected end");
    const char ch = s_[pos_];
    if (ch == 'n') {
      ++pos_;
      return node(Op::N);
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      std::uint64_t v = 0;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
        if (v > 1'000'000'000ULL) return fail("constant too large");
        v = v * 10 + static_cast<std::uint64_t>(s_[pos_++] - '0');
      }
      return node(Op::Const, -1, -1, -1, v);
    }
    if (eat("(")) {
      const std::int32_t inner = cond();
      if (inner < 0) return -2;
      if (!eat(")")) return fail("missing ')'");
      return inner;
    }
    return fail("unexpected '" + std::string(1, ch) + "'");
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  std::string error_;
  PluralRule& rule_;
};

PluralRule::PluralRule() {
  // plural = (n != 1)
  nodes_ = {Node{Op::N, 0, -1, -1, -1}, Node{Op::Const, 1, -1, -1, -1}, Node{Op::Ne, 0, 0, 1, -1}};
  root_ = 2;
}

std::optional<PluralRule> PluralRule::parse(std::string_view forms, std::string* error) {
  std::string scratch;
  std::string& err = error ? *error : scratch;
  // The value after "key =", where key stands as a word of its own ("plural" is also the end
  // of "nplurals").
  auto after = [&](std::string_view key) -> std::optional<std::string_view> {
    for (std::size_t at = forms.find(key); at != std::string_view::npos;
         at = forms.find(key, at + 1)) {
      if (at > 0 && std::isalnum(static_cast<unsigned char>(forms[at - 1]))) continue;
      std::size_t p = at + key.size();
      while (p < forms.size() && forms[p] == ' ') ++p;
      if (p < forms.size() && forms[p] == '=') return forms.substr(p + 1);
    }
    return std::nullopt;
  };
  const auto count_text = after("nplurals");
  const auto expr_text = after("plural");
  if (!count_text || !expr_text) {
    err = "no nplurals= or plural= in \"" + std::string(forms) + "\"";
    return std::nullopt;
  }
  int count = 0;
  std::size_t p = 0;
  while (p < count_text->size() && (*count_text)[p] == ' ') ++p;
  while (p < count_text->size() && std::isdigit(static_cast<unsigned char>((*count_text)[p])) &&
         count < 100)
    count = count * 10 + ((*count_text)[p++] - '0');
  if (count < 1 || count > 6) {
    err = "nplurals must be 1 to 6";
    return std::nullopt;
  }
  std::string_view expr = *expr_text;
  if (const std::size_t semi = expr.find(';'); semi != std::string_view::npos)
    expr = expr.substr(0, semi);
  // Every real rule is under 200 characters; a longer one (a damaged or hostile catalog) could
  // chain operators deep enough for the evaluator's recursion to matter.
  if (expr.size() > 400) {
    err = "plural rule: longer than 400 characters";
    return std::nullopt;
  }
  PluralRule rule;
  rule.nodes_.clear();
  rule.root_ = -1;
  rule.count_ = count;
  PluralParser parser(expr, rule);
  if (!parser.run(err)) {
    err = "plural rule: " + err;
    return std::nullopt;
  }
  return rule;
}

std::uint64_t PluralRule::eval(std::int32_t i, std::uint64_t n) const {
  const Node& e = nodes_[static_cast<std::size_t>(i)];
  switch (e.op) {
    case Op::N: return n;
    case Op::Const: return e.value;
    case Op::Not: return eval(e.a, n) == 0 ? 1 : 0;
    case Op::And: return (eval(e.a, n) != 0 && eval(e.b, n) != 0) ? 1 : 0;
    case Op::Or: return (eval(e.a, n) != 0 || eval(e.b, n) != 0) ? 1 : 0;
    case Op::Cond: return eval(e.a, n) != 0 ? eval(e.b, n) : eval(e.c, n);
    default: break;
  }
  const std::uint64_t a = eval(e.a, n);
  const std::uint64_t b = eval(e.b, n);
  switch (e.op) {
    case Op::Mul: return a * b;
    case Op::Div: return b == 0 ? 0 : a / b;
    case Op::Mod: return b == 0 ? 0 : a % b;
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Lt: return a < b ? 1 : 0;
    case Op::Le: return a <= b ? 1 : 0;
    case Op::Gt: return a > b ? 1 : 0;
    case Op::Ge: return a >= b ? 1 : 0;
    case Op::Eq: return a == b ? 1 : 0;
    case Op::Ne: return a != b ? 1 : 0;
    default: return 0;
  }
}

int PluralRule::index(std::uint64_t n) const {
  if (root_ < 0) return 0;
  const std::uint64_t v = eval(root_, n);
  return v >= static_cast<std::uint64_t>(count_) ? count_ - 1 : static_cast<int>(v);
}

}  // namespace nonet::i18n
