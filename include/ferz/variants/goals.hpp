// ferz/variants/goals.hpp: chess won by reaching a region (rules.end.flag_piece, Fairy-Stockfish's
// flag rules), as Fairy-Stockfish plays them.
//   - King of the hill: a king that reaches one of the four centre squares wins at once
//     (flag_move false).
//   - Racing kings: no castling, no pawns, and no move may give check (rules.board.checks_allowed
//     false); the first king on the eighth rank wins, but a White king that gets there first is
//     drawn by a Black king that follows it in with Black's next move (flag_move true).
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/variants/chess.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def kingofthehill = [] {
    variant_def v = chess;
    v.name = "kingofthehill";
    v.rules.end.flag_piece = 'K';
    v.rules.end.flag_region = "d4 e4 d5 e5";
    v.rules.end.flag_move = false;
    return v;
}();

inline constexpr variant_def racingkings = [] {
    variant_def v = chess;
    v.name = "racingkings";
    v.pieces = {piece('N', "N"), piece('B', "B"), piece('R', "R"), piece('Q', "Q"), piece('K', "K", royal)};
    v.start_fen = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
    v.rules.board.checks_allowed = false;
    v.rules.end.flag_piece = 'K';
    v.rules.end.flag_region = "a8-h8";
    return v;
}();

}  // namespace definitions

using kingofthehill = variant<definitions::kingofthehill>;
using racingkings = variant<definitions::racingkings>;

}  // namespace ferz::variants
