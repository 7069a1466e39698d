// ferz/variants/walls.hpp: games whose every move also places a wall (rules.board.walls), as
// Fairy-Stockfish plays them. A wall is an empty square that nothing may enter or pass, '*' in FEN;
// a move is written with its wall after a comma, from the square the piece landed on: `e2e4,e4e5`
// (UCI), `e4,e5` (SAN).
//   - duck: chess with a duck that each move puts on another empty square (the same one may not
//     stay); the king is no royal piece (moving into check is legal), the side that loses its king
//     has lost, and a side without a move has won;
//   - amazons, 10×10: four amazons a side that move as queens and never capture; each move shoots an
//     arrow from where the amazon landed, as a queen moves, and the arrow's square is a wall for good;
//     a side that cannot move has lost;
//   - isolation, 6×8, and isolation7x7: one piece a side that steps as a king, then walls off any
//     empty square (not the two start squares); a side that cannot move has lost;
//   - snailtrail, 7×7, and joust, 8×8 (knights that never capture): the square a piece leaves becomes
//     a wall; a side that cannot move has lost.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/extinction.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def duck = [] {
    variant_def v = chess;
    v.name = "duck";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, commoner_king};
    v.rules.end.extinction_pieces = "K";
    v.rules.end.stalemate = outcome::win;
    v.rules.board.walls = walling_rule::duck;
    v.rules.max_moves = 8192;
    return v;
}();

// How the wall games end, as Fairy-Stockfish has them: a side that cannot move has lost.
inline constexpr end_policy stuck_loses = {.stalemate = outcome::loss, .insufficient_material = false};

inline constexpr variant_def amazons = {
    .name = "amazons",
    .files = 10,
    .ranks = 10,
    .pieces = {piece('Q', "mQ")},
    .start_fen = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1",
    .rules = {.end = stuck_loses, .max_moves = 8192, .board = {.walls = walling_rule::arrow}},
};

inline constexpr variant_def isolation = {
    .name = "isolation",
    .files = 6,
    .ranks = 8,
    .pieces = {piece('P', "mK")},
    .start_fen = "3p2/6/6/6/6/6/6/2P3 w - - 0 1",
    .rules = {.end = stuck_loses, .board = {.walls = walling_rule::anywhere, .wall_region = "a1-b1 d1-f1 a2-f7 a8-c8 e8-f8"}},
};

inline constexpr variant_def isolation7x7 = [] {
    variant_def v = isolation;
    v.name = "isolation7x7";
    v.files = v.ranks = 7;
    v.start_fen = "3p3/7/7/7/7/7/3P3 w - - 0 1";
    v.rules.board.wall_region = "a1-c1 e1-g1 a2-g6 a7-c7 e7-g7";
    return v;
}();

inline constexpr variant_def snailtrail = {
    .name = "snailtrail",
    .files = 7,
    .ranks = 7,
    .pieces = {piece('P', "mK")},
    .start_fen = "6p/7/7/7/7/7/P6 w - - 0 1",
    .rules = {.end = stuck_loses, .board = {.walls = walling_rule::past}},
};

inline constexpr variant_def joust = {
    .name = "joust",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('N', "mN")},
    .start_fen = "8/8/8/4n3/3N4/8/8/8 w - - 0 1",
    .rules = {.end = stuck_loses, .board = {.walls = walling_rule::past}},
};

}  // namespace definitions

using duck = variant<definitions::duck>;
using amazons = variant<definitions::amazons>;
using isolation = variant<definitions::isolation>;
using isolation7x7 = variant<definitions::isolation7x7>;
using snailtrail = variant<definitions::snailtrail>;
using joust = variant<definitions::joust>;

}  // namespace ferz::variants
