// ferz/variants/board_games.hpp: board games that are not chess, played with chess-like moves, as
// Fairy-Stockfish plays them. Neither has a royal piece; a side that cannot move has lost.
//   - breakthrough: rows of men that step one square straight or diagonally forward, and capture
//     only diagonally forward; the first to reach the far rank wins (rules.end.flag_piece);
//   - clobber, 5×6: each move takes an orthogonally adjacent enemy stone; nothing else moves.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def breakthrough = {
    .name = "breakthrough",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('P', "fmWfF")},
    .start_fen = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1",
    .rules = {.end = {.stalemate = outcome::loss,
                      .flag_piece = 'P',
                      .flag_region = "a8-h8",
                      .flag_region_black = "a1-h1",
                      .flag_move = false}},
};

inline constexpr variant_def clobber = {
    .name = "clobber",
    .files = 5,
    .ranks = 6,
    .pieces = {piece('P', "cW")},
    .start_fen = "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1",
    .rules = {.end = {.stalemate = outcome::loss}},
};

}  // namespace definitions

using breakthrough = variant<definitions::breakthrough>;
using clobber = variant<definitions::clobber>;

}  // namespace ferz::variants
