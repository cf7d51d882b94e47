// SPDX-License-Identifier: MIT
// The platform's side of the Export and Print all stages items (issue 13): the game asks
// (game::ExportRequest), this writes the files with the print layer and says where.
#pragma once

#include <string>

#include "game/game.hpp"

namespace nonet::platform {

struct ExportFolders {
  std::string pictures;   // for the puzzle and solution PNGs
  std::string documents;  // for the book
};

/// The name, without ".png", for a puzzle picture and its solution in `dir`: `stem` itself when
/// neither "stem.png" nor "stem-solution.png" is there, else "stem-2", "stem-3", ... (an
/// earlier export is never written over).
std::string free_name(const std::string& dir, const std::string& stem);

/// What an export did: the sentence to show, and the folder the files went to ("" when
/// nothing was written).
struct ExportOutcome {
  std::string message;
  std::string folder;
};

/// Writes the request's files into `folders` (made if missing): for a stage,
/// nonet-stage-N.png and nonet-stage-N-solution.png, for a free-play puzzle nonet-CODE.png and
/// its solution (captioned with the code), for a typed-in board nonet-puzzle.png and its
/// solution, each pair under the next free name (free_name); for the book,
/// nonet-stages-1-100.pdf.
/// `fonts_dir` holds the Inter fonts. Each file is written whole or not at all (a previous
/// file of that name is kept on failure). Returns the sentence to show: where the files went,
/// or why not, with the cause ("Not exported: cannot write '...': the disk is full"), and the
/// folder when something was written (a failed solution picture still leaves the puzzle's).
ExportOutcome export_files(const game::ExportRequest& request, const ExportFolders& folders,
                           const std::string& fonts_dir);

}  // namespace nonet::platform
