// SPDX-License-Identifier: MIT
// libFuzzer target: each save document (progress, settings, session, free play, Sum Tiles,
// recent custom boards, puzzle collections, Learn's progress) as whole file bytes. The first
// byte picks the document (byte % 8) and the mode ((byte / 8) % 2):
// raw (the checksum stops most inputs, as on
// disk) or re-signed (the input's "format", "version" and "payload" are sealed with a correct
// checksum first, so the migrations, the validator and the decoder see every mutation).
// Whatever opens must decode, and encode and open again to the same document.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/progress.hpp"
#include "game/stage_source.hpp"
#include "game/sum_tiles_mode.hpp"
#include "save/collections_codec.hpp"
#include "save/envelope.hpp"
#include "save/free_play_codec.hpp"
#include "save/learn_codec.hpp"
#include "save/progress_codec.hpp"
#include "save/recent_boards_codec.hpp"
#include "save/session_codec.hpp"
#include "save/settings_codec.hpp"
#include "save/sum_tiles_codec.hpp"

using namespace nonet::save;

namespace {

/// A broken invariant: say which, then abort (libFuzzer keeps the input).
[[noreturn]] void finding(const char* what) {
  std::fprintf(stderr, "invariant broken: %s\n", what);
  std::abort();
}

/// Opens the sealed text of `payload` again: must be Ok and the same payload.
void reopens_same(const DocumentType& type, const Json& payload) {
  const OpenedDocument again = open_document(type, seal_document(type, payload));
  if (again.status != OpenStatus::Ok || again.payload != payload)
    finding("sealed again, it opens to the same payload");
}

void check_opened(int doc, const DocumentType& type, const Json& payload) {
  if (type.validate && !type.validate(payload).empty())
    finding("an opened payload passes the validator");  // opened means valid
  if (doc == 0) {
    nonet::game::Progress p;
    if (!decode_progress(payload, p).empty()) finding("an opened progress decodes");
    reopens_same(type, encode_progress(p));
  } else if (doc == 1) {
    SettingsFile s;
    std::vector<std::string> corrected;
    if (!read_settings(payload, s, corrected).empty()) finding("opened settings read");
    const Json again = encode_settings(s);
    reopens_same(type, again);
    SettingsFile strict;
    if (!decode_settings(again, strict).empty() || !(strict == s))
      finding("settings re-encoded decode strictly to the same");
  } else if (doc == 3) {
    std::optional<FreePlaySnapshot> snap;
    if (!decode_free_play(payload, snap).empty()) finding("an opened free-play game decodes");
    reopens_same(type, encode_free_play(snap));
    if (!snap) return;
    // Its own puzzle, solved again: refuses or rebuilds, and a rebuilt game captures back.
    const FreePlayReplay r = replay_free_play(*snap);
    if (r.result.session && !(capture_free_play(*r.result.session) == *snap))
      finding("a replayed free-play game captures back the same");
  } else if (doc == 4) {
    SumTilesFile f;
    if (!decode_sum_tiles(payload, f).empty()) finding("an opened Sum Tiles file decodes");
    const Json again = encode_sum_tiles(f);
    reopens_same(type, again);
    SumTilesFile back;
    if (!decode_sum_tiles(again, back).empty() || !(back == f))
      finding("a Sum Tiles file re-encoded decodes to the same");
    // Its board restores into the mode (the file was checked against its code), unless it is
    // already over: the game then opens no board and keeps the progress.
    if (f.board) {
      const auto board = nonet::sumtiles::Board::restore(
          f.board->code, f.board->tiles, f.board->selection, f.board->clears, f.board->hints_used);
      nonet::game::SumTilesMode mode;
      const bool opened = mode.restore(f.progress, f.board);
      if (!board || opened == board->dead()) finding("a decoded live Sum Tiles board restores");
      if (!(mode.progress() == f.progress)) finding("Sum Tiles progress is kept on restore");
    }
  } else if (doc == 5) {
    std::vector<nonet::Grid> boards;
    if (!decode_recent_boards(payload, boards).empty()) finding("opened recent boards decode");
    const Json again = encode_recent_boards(boards);
    reopens_same(type, again);
    std::vector<nonet::Grid> back;
    if (!decode_recent_boards(again, back).empty() || back != boards)
      finding("recent boards re-encoded decode to the same");
  } else if (doc == 6) {
    std::vector<nonet::game::PuzzleCollection> list;
    if (!decode_collections(payload, list).empty()) finding("opened collections decode");
    const Json again = encode_collections(list);
    reopens_same(type, again);
    std::vector<nonet::game::PuzzleCollection> back;
    if (!decode_collections(again, back).empty() || back != list)
      finding("collections re-encoded decode to the same");
    nonet::game::CollectionLibrary lib;  // and the game takes them
    lib.restore(list);
    if (lib.list() != list) finding("a library restores the collections it is given");
  } else if (doc == 7) {
    nonet::game::LearnProgress learn;
    if (!decode_learn(payload, learn).empty()) finding("an opened Learn progress decodes");
    const Json again = encode_learn(learn);
    reopens_same(type, again);
    nonet::game::LearnProgress back;
    if (!decode_learn(again, back).empty() || !(back == learn))
      finding("Learn progress re-encoded decodes to the same");
  } else {
    std::optional<SessionSnapshot> snap;
    if (!decode_session(payload, snap).empty()) finding("an opened session decodes");
    reopens_same(type, encode_session(snap));
    if (!snap) return;
    // The replay against its stage (when that stage exists) refuses or rebuilds, never crashes;
    // a rebuilt session captures back to the same snapshot.
    const nonet::game::StageLoad stage = nonet::game::load_stage(snap->stage);
    if (!stage) return;
    const ReplayResult r = replay_session(*snap, *stage.stage);
    if (r.session && !(capture_session(*r.session) == *snap))
      finding("a replayed session captures back the same");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const int doc = data[0] % 8;
  const bool resign = (data[0] / 8) % 2 == 1;
  const DocumentType& type = doc == 0   ? progress_document()
                             : doc == 1 ? settings_document()
                             : doc == 2 ? session_document()
                             : doc == 3 ? free_play_document()
                             : doc == 4 ? sum_tiles_document()
                             : doc == 5 ? recent_boards_document()
                             : doc == 6 ? collections_document()
                                        : learn_document();
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (resign) {
    // Re-sign with the document's own rules for reading: depth first, then JSON, no throwing.
    if (nesting_depth(text, kMaxNesting) > kMaxNesting) return 0;
    Json doc_json = Json::parse(text, nullptr, false);
    if (doc_json.is_discarded() || !doc_json.is_object()) return 0;
    const auto payload = doc_json.find("payload");
    const auto version = doc_json.find("version");
    if (payload == doc_json.end() || version == doc_json.end()) return 0;
    doc_json["format"] = type.format;
    doc_json["checksum"] = checksum_of(type.format, *version, *payload);
    text = doc_json.dump();
  }
  const OpenedDocument opened = open_document(type, text);
  if (opened.status == OpenStatus::Ok) check_opened(doc, type, opened.payload);
  if (opened.status != OpenStatus::Ok && opened.reason.empty())
    finding("a refusal names its reason");
  return 0;
}
