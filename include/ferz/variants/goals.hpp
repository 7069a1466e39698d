// ferz/variants/goals.hpp: chess won by another goal than mate, as Fairy-Stockfish plays it: reaching
// a region (rules.end.flag_piece, Fairy-Stockfish's flag rules), or giving a number of checks
// (rules.end.check_counting).
//   - King of the hill: a king that reaches one of the four centre squares wins at once
//     (flag_move false).
//   - Racing kings: no castling, no pawns, and no move may give check (rules.board.checks_allowed
//     false); the first king on the eighth rank wins, but a White king that gets there first is
//     drawn by a Black king that follows it in with Black's next move (flag_move true).
//   - 3check and 5check: chess won also by giving the third (fifth) check; the FEN carries the checks
//     each side still has to give ("3+3", or Lichess's "+N+M" of checks given after the clocks).
//   - Armageddon: chess in which Black wins every game that would be drawn (rules.end.draw_odds) but
//     one of insufficient material.
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

inline constexpr variant_def threecheck = [] {
    variant_def v = chess;
    v.name = "3check";
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
    v.rules.end.check_counting = true;
    return v;
}();

inline constexpr variant_def fivecheck = [] {
    variant_def v = threecheck;
    v.name = "5check";
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1";
    return v;
}();

inline constexpr variant_def armageddon = [] {
    variant_def v = chess;
    v.name = "armageddon";
    v.rules.end.draw_odds = 1;
    return v;
}();

}  // namespace definitions

using kingofthehill = variant<definitions::kingofthehill>;
using racingkings = variant<definitions::racingkings>;
using threecheck = variant<definitions::threecheck>;
using fivecheck = variant<definitions::fivecheck>;
using armageddon = variant<definitions::armageddon>;

}  // namespace ferz::variants
