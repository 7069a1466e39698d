// ferz/variants/board_games.hpp: board games that are not chess, played with chess-like moves, as
// Fairy-Stockfish plays them. Neither has a royal piece; a side that cannot move has lost.
//   - breakthrough: rows of men that step one square straight or diagonally forward, and capture
//     only diagonally forward; the first to reach the far rank wins (rules.end.flag_piece);
//   - clobber, 5×6: each move takes an orthogonally adjacent enemy stone; nothing else moves.
// And Othello as Fairy-Stockfish plays it, with discs that never move (an empty XBetza): each move
// drops one where it encloses lines of enemy discs, which turn over (rules.drops.enclosing,
// rules.board.flips); a side without such a drop passes; the game ends after two passes or on a full
// board, won by the side with more discs on the board (rules.end.material_points "*"):
//   - flipersi: the first four discs go on the empty centre, then drops must enclose, and a side that
//     cannot drop has lost or won by the count of discs (no passes);
//   - flipello: the centre set up, with passes; flipello10 the same on 10×10.
// And ataxx, 7×7: a stone either jumps to a square two steps away (`mDmNmA`) or clones itself onto an
// empty square next to one of its side's stones (a drop from a hand that never runs out,
// rules.drops.free, next to a stone: enclosing ataxx); either way the enemy stones around where it
// lands turn over. Passes, the end and the count as in flipello; no move rule.
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

// How Othello and Ataxx end, as Fairy-Stockfish has them: stuck (flipersi; the others pass), two
// passes in a row or a full board, the side with more pieces on the board winning.
inline constexpr end_policy disc_game_end = {.stalemate = outcome::loss,
                                             .stalemate_by_pieces = true,
                                             .insufficient_material = false,
                                             .material_points = "*",
                                             .full_board_ends = true};

inline constexpr variant_def flipersi = {
    .name = "flipersi",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('P', "")},
    .start_fen = "8/8/8/8/8/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w - - 0 1",
    .rules = {.promotion = {.dead_squares_illegal = false},
              .drops = {.enabled = true, .enclosing = enclosing_rule::reversi, .enclosing_start = "d4 e4 d5 e5"},
              .end = disc_game_end,
              .board = {.flips = enclosing_rule::reversi}},
};

inline constexpr variant_def flipello = [] {
    variant_def v = flipersi;
    v.name = "flipello";
    v.start_fen = "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"
                  "pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1";
    v.rules.turns.pass_on_stalemate = true;
    return v;
}();

inline constexpr variant_def flipello10 = [] {
    variant_def v = flipello;
    v.name = "flipello10";
    v.files = v.ranks = 10;
    v.start_fen = "10/10/10/10/4pP4/4Pp4/10/10/10/10[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"
                  "pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 1";
    v.rules.drops.enclosing_start = "e5 f5 e6 f6";
    return v;
}();

inline constexpr variant_def ataxx = [] {
    variant_def v = {
        .name = "ataxx",
        .files = 7,
        .ranks = 7,
        .pieces = {piece('P', "mDmNmA")},
        .start_fen = "P5p/7/7/7/7/7/p5P w 0 1",
        .rules = {.promotion = {.dead_squares_illegal = false},
                  .drops = {.enabled = true, .captures_to_hand = false, .enclosing = enclosing_rule::ataxx, .free = true},
                  .end = disc_game_end,
                  .board = {.flips = enclosing_rule::ataxx},
                  .turns = {.pass_on_stalemate = true}},
    };
    v.rules.end.move_rule = 0;
    return v;
}();

}  // namespace definitions

using breakthrough = variant<definitions::breakthrough>;
using clobber = variant<definitions::clobber>;
using flipersi = variant<definitions::flipersi>;
using flipello = variant<definitions::flipello>;
using flipello10 = variant<definitions::flipello10>;
using ataxx = variant<definitions::ataxx>;

}  // namespace ferz::variants
