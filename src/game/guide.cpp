// SPDX-License-Identifier: MIT
// The coach's cards and flow, the controls screen's geometry, the Settings header's links.
#include "game/guide.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/i18n.hpp"
#include "i18n/utf8.hpp"

namespace nonet::game {

using i18n::tr;

Rect ControlsLayout::line(int i) const {
  const float pad = 2 * unit;
  return Rect{panel.x + 3 * unit, panel.y + pad + static_cast<float>(i) * line_pitch,
              panel.w - 6 * unit, line_pitch};
}

ControlsLayout layout_controls(float width, float height, int lines, bool two_line) {
  ControlsLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float header_h = header_height(u);
  const float w = std::min(width - 2 * margin, 110 * u);
  const float x0 = std::floor((width - w) / 2);
  const int n = std::max(1, lines);
  // Lines are text, not targets: as tall as reads well, shorter in a small window. The header
  // stays put whichever list is shown (keys or pad), so the back button never moves.
  const float top = margin * 0.5f;
  // Room at the bottom for the note under the card and the pad's prompt pill (8 units).
  const float avail = height - top - header_h - 2 * u - 4 * u - 9 * u;
  const float most = two_line ? 10.0f * u : 6.0f * u;
  L.line_pitch = std::floor(std::clamp(avail / static_cast<float>(n), 3.2f * u, most));
  const float panel_h = static_cast<float>(n) * L.line_pitch + 4 * u;
  place_header(L, x0, top, w, u);
  L.panel = Rect{x0, L.header.bottom() + 2 * u, w, panel_h};
  return L;
}

CoachCard coach_card(int index) {
  // English, marked for the template; translated below each time a card is shown.
  static const std::array<CoachCard, kCoachCardCount> kCards = {{
      {N_("Place digits and notes"),
       {N_("Pick a cell, then a digit: a number key or the keypad."),
        // TRANSLATORS: Space is the key (so are H, P and Escape on the next cards).
        N_("Notes mode (Space or the Notes button) pencils candidates in instead."),
        N_("Fill notes writes every candidate at once; undo takes any move back.")}},
      {N_("Hints and mistakes"),
       {N_("A wrong digit is a mistake: the third one ends the stage."),
        N_("Hint (H) shows you the next logical step, 3 times a stage."),
        N_("Clear a stage with no mistake and no hint for a star.")}},
      {N_("Pause, quit, come back"),
       {N_("P or Escape pauses: the board hides and the timer stops."),
        N_("Quit any time. Your board is saved as you play."),
        N_("Continue on the title takes you back to where you were.")}},
  }};
  const CoachCard& card =
      kCards[static_cast<std::size_t>(std::clamp(index, 0, kCoachCardCount - 1))];
  CoachCard out{tr(card.title), {}};
  for (std::size_t i = 0; i < card.lines.size(); ++i) out.lines[i] = tr(card.lines[i]);
  return out;
}

const char* coach_item_label(CoachItem item, int card, bool then_play) {
  switch (item) {
    case CoachItem::Skip:
      // TRANSLATORS: the first-run coach's last card, in Skip's place: opens Learn, the
      // technique school (the title menu's Learn)
      if (card >= kCoachCardCount - 1) return tr("Learn");
      // TRANSLATORS: a button under the first-run coach's cards (so are Controls, Next, Play
      // and Done); keep them short.
      return tr("Skip");
    // The round arrow back to the card before (drawn as its arrow; the word names it).
    case CoachItem::Back: return tr("Back");
    case CoachItem::Controls: return tr("Controls");
    case CoachItem::Next:
      if (card < kCoachCardCount - 1) return tr("Next");
      return then_play ? tr("Play") : tr("Done");
  }
  return "?";
}

CoachLayout layout_coach(float width, float height) {
  CoachLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  // A narrow window gives the card its whole width and a slimmer padding: four buttons share
  // its row, and a long language's one-word label ("Überspringen") needs the room.
  const bool narrow = width < 110 * u;
  const float pad = (narrow ? 3 : 5) * u, item_h = std::max(7.5f * u, kMinTouchTarget);
  const float gap = (narrow ? 1.5f : 2) * u;
  const float panel_w = std::min(width - (narrow ? 3 : 6) * u, 84 * u);
  const float heading_h = 9 * u;
  const float body_h = std::max(30 * u, 0.34f * height);
  const float dots_h = 3 * u;
  // Back is a round arrow button (the way back on every screen's header); the three worded
  // buttons share the rest of the row, so long languages keep their room. Where that leaves
  // each less than 19 units or 110 pixels (a phone-narrow window), Next takes a second row of its
  // own.
  const float inner_w = panel_w - 2 * pad;
  const float one_row_w =
      (inner_w - item_h - static_cast<float>(kCoachItemCount - 1) * gap) / (kCoachItemCount - 1);
  const bool two_rows = one_row_w < std::max(19 * u, 110.0f);
  const float rows_h = two_rows ? 2 * item_h + gap : item_h;
  const float panel_h = pad + heading_h + 2 * u + body_h + 2 * u + dots_h + 3 * u + rows_h + pad;
  L.panel =
      Rect{std::floor((width - panel_w) / 2), std::floor((height - panel_h) / 2), panel_w, panel_h};
  L.heading = Rect{L.panel.x + pad, L.panel.y + pad, inner_w, heading_h};
  L.body = Rect{L.panel.x + pad, L.heading.bottom() + 2 * u, inner_w, body_h};
  L.dots = Rect{L.panel.x + pad, L.body.bottom() + 2 * u, inner_w, dots_h};
  const float y = L.dots.bottom() + 3 * u;
  L.items[0] = Rect{L.panel.x + pad, y, item_h, item_h};
  const float x0 = L.items[0].right() + gap;
  const int worded = two_rows ? kCoachItemCount - 2 : kCoachItemCount - 1;  // in the first row
  const float iw = (L.panel.x + pad + inner_w - x0 - static_cast<float>(worded - 1) * gap) /
                   static_cast<float>(worded);
  for (int i = 1; i <= worded; ++i)
    L.items[static_cast<std::size_t>(i)] =
        Rect{x0 + static_cast<float>(i - 1) * (iw + gap), y, iw, item_h};
  if (two_rows)
    L.items[kCoachItemCount - 1] = Rect{L.panel.x + pad, y + item_h + gap, inner_w, item_h};
  return L;
}

CoachExit coach_action(Action a, int& card, int& focus) {
  // On the first card there is no card before: Back is disabled and the focus passes it by.
  const auto usable = [&card](int i) { return i != static_cast<int>(CoachItem::Back) || card > 0; };
  switch (a.kind) {
    case ActionKind::Left:
    case ActionKind::Up:
      do focus = (focus + kCoachItemCount - 1) % kCoachItemCount;
      while (!usable(focus));
      break;
    case ActionKind::Right:
    case ActionKind::Down:
      do focus = (focus + 1) % kCoachItemCount;
      while (!usable(focus));
      break;
    case ActionKind::Pause:
    case ActionKind::Back: return CoachExit::Close;
    case ActionKind::Confirm:
      switch (static_cast<CoachItem>(std::clamp(focus, 0, kCoachItemCount - 1))) {
        case CoachItem::Back:
          if (card > 0) --card;
          // Back on the first card (a click on the disabled button) does nothing; arriving
          // there, the focus moves on to Next, which the first card's reader wants.
          if (card == 0) focus = static_cast<int>(CoachItem::Next);
          break;
        case CoachItem::Skip:
          return card >= kCoachCardCount - 1 ? CoachExit::OpenLearn : CoachExit::Close;
        case CoachItem::Controls: return CoachExit::OpenControls;
        case CoachItem::Next:
          if (card >= kCoachCardCount - 1) return CoachExit::Close;
          ++card;
          break;
      }
      break;
    default: break;
  }
  return CoachExit::Stay;
}

const char* settings_link_label(int i, bool compact) {
  const SettingsLinkInfo& link = kSettingsLinks[std::clamp(i, 0, kSettingsLinkCount - 1)];
  return tr(compact ? link.short_label : link.label);
}

SettingsLinkLayout settings_link_rects(const SettingsLayout& L) {
  // Right-aligned in the header, as tall as the back button, the last link rightmost; each as
  // wide as its label wants (a letter of the button's type is about a fifth of its height, and
  // the round ends take one height); a one-character label ("?") is a round button. When the
  // long labels leave the title less than about two button heights, the short ones are used.
  const float u = L.unit, h = L.back_button.h, gap = 1.5f * u;
  const auto width = [&](std::string_view label) {
    const int letters = i18n::display_columns(label);
    if (letters == 1) return h;
    return std::floor(std::max(1.4f * h, 0.2f * h * static_cast<float>(letters) + h));
  };
  const float room = L.header.right() - (L.back_button.right() + 2.5f * u + 2.2f * h);
  float wanted = 0;
  for (int i = 0; i < kSettingsLinkCount; ++i) wanted += width(settings_link_label(i, false)) + gap;
  SettingsLinkLayout out;
  out.compact = wanted > room;
  float right = L.header.right();
  for (int i = kSettingsLinkCount - 1; i >= 0; --i) {
    const float w = width(settings_link_label(i, out.compact));
    out.rects[static_cast<std::size_t>(i)] = Rect{right - w, L.back_button.y, w, h};
    right -= w + gap;
  }
  return out;
}

}  // namespace nonet::game
