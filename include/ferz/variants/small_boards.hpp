// ferz/variants/small_boards.hpp: Fairy-Stockfish's built-ins that are a small board, a historical
// game or a small change to a variant ferz has, each needing no rule of its own:
//   - gardner, 5×5: Gardner's minichess, chess's army on five files, no double step, no castling;
//   - raazuvaa: Maldivian chess, chess without the double step (so without e.p.) and castling;
//   - chaturanga: shatranj's pieces (alfil, fers) with the king on e1 and no bare-king rule; a
//     stalemate loses, as in shatranj, and the move rule is Fairy-Stockfish's 70;
//   - georgian: amazon chess (the queen also leaps as a knight) without castling or e.p. (pawns keep
//     the double step);
//   - paradigm: chess whose bishops also move as a xiangqi horse (`BnN`, Paradigm chess30);
//   - fox-and-hounds: a fox (`mF`) against four hounds (`mfF`) that never capture; the fox wins on
//     reaching the eighth rank (rules.end.flag_piece, at once: flag_move false), a side that cannot
//     move loses;
//   - clobber10: clobber (board_games.hpp) on 10×10.
// Each follows Fairy-Stockfish's variant of the same name (variant.cpp), and its perft counts are
// checked against it (tests/variants/test_perft_small.cpp).
#pragma once

#include "ferz/variants/board_games.hpp"
#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def gardner = [] {
    variant_def v = chess;
    v.name = "gardner";
    v.files = 5, v.ranks = 5;
    v.pieces = {single_step_pawn, knight, bishop, rook, queen, piece('K', "K", royal)};
    v.start_fen = "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1";
    return v;
}();

inline constexpr variant_def raazuvaa = [] {
    variant_def v = chess;
    v.name = "raazuvaa";
    v.pieces = {single_step_pawn, knight, bishop, rook, queen, piece('K', "K", royal)};
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    return v;
}();

// Shatranj's army and rules in chess's set-up, without shatranj's bare-king rule.
inline constexpr variant_def chaturanga = [] {
    variant_def v = shatranj;
    v.name = "chaturanga";
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    v.rules.end.extinction_pieces = "";
    v.rules.end.extinction_count = 0;
    v.rules.end.extinction_opponent_count = 0;
    v.rules.end.extinction_claim = false;
    v.rules.end.move_rule = 70;
    return v;
}();

// The pawn takes no e.p. (`fcF`: Fairy-Stockfish's enPassantRegion empty), but still double-steps.
inline constexpr variant_def georgian = [] {
    variant_def v = amazon;
    v.name = "georgian";
    v.pieces.set(piece('P', "fmWfcFifmnD", pawn));
    v.pieces.set(piece('K', "K", royal));
    v.start_fen = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1";
    return v;
}();

inline constexpr variant_def paradigm = [] {
    variant_def v = chess;
    v.name = "paradigm";
    v.pieces.set(piece('B', "BnN"));
    v.rules.promotion.pieces = "QBRN";
    return v;
}();

inline constexpr variant_def fox_and_hounds = {
    .name = "fox-and-hounds",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('H', "mfF"), piece('F', "mF")},
    .start_fen = "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1",
    // Only White has a fox; Black's goal is to leave it without a move.
    .rules = {.end = {.stalemate = outcome::loss, .flag_piece = 'F', .flag_region = "a8-h8", .flag_move = false}},
};

inline constexpr variant_def clobber10 = [] {
    variant_def v = clobber;
    v.name = "clobber10";
    v.files = v.ranks = 10;
    v.start_fen = "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/"
                  "pPpPpPpPpP w - - 0 1";
    return v;
}();

}  // namespace definitions

using gardner = variant<definitions::gardner>;
using raazuvaa = variant<definitions::raazuvaa>;
using chaturanga = variant<definitions::chaturanga>;
using georgian = variant<definitions::georgian>;
using paradigm = variant<definitions::paradigm>;
using fox_and_hounds = variant<definitions::fox_and_hounds>;
using clobber10 = variant<definitions::clobber10>;

}  // namespace ferz::variants
