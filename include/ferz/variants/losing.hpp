// ferz/variants/losing.hpp: the losing games, as Fairy-Stockfish plays them. Captures are compulsory
// (rules.board.must_capture), and the goal is to lose:
//   - giveaway: the king is no royal piece (it may be taken, and pawns may promote to one; it still
//     castles); a side that has lost all its pieces, or is stalemated, has won;
//   - antichess (Lichess): giveaway without castling;
//   - suicide (FICS): antichess in which a stalemate is won by the side with fewer pieces, drawn when
//     both have as many (rules.end.stalemate_by_pieces);
//   - codrus: giveaway won by losing the king; pawns do not promote to kings;
//   - losers (ICC wild 17): the king is royal; mated, stalemated or down to the bare king: won.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def giveaway = [] {
    variant_def v = chess;
    v.name = "giveaway";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, piece('K', "KisO2")};
    v.rules.promotion.pieces = "KQRBN";
    v.rules.board.must_capture = true;
    v.rules.end.stalemate = outcome::win;
    v.rules.end.extinction_pieces = "*";
    v.rules.end.extinction_outcome = outcome::win;
    return v;
}();

inline constexpr variant_def antichess = [] {
    variant_def v = giveaway;
    v.name = "antichess";
    v.pieces = {pawn_piece, knight, bishop, piece('R', "R"), queen, piece('K', "K")};
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    return v;
}();

inline constexpr variant_def suicide = [] {
    variant_def v = antichess;
    v.name = "suicide";
    v.rules.end.stalemate_by_pieces = true;
    return v;
}();

inline constexpr variant_def codrus = [] {
    variant_def v = giveaway;
    v.name = "codrus";
    v.rules.promotion.pieces = "QRBN";
    v.rules.end.extinction_pieces = "K";
    return v;
}();

inline constexpr variant_def losers = [] {
    variant_def v = chess;
    v.name = "losers";
    v.rules.board.must_capture = true;
    v.rules.end.checkmate = outcome::win;
    v.rules.end.stalemate = outcome::win;
    v.rules.end.extinction_pieces = "*";
    v.rules.end.extinction_count = 1;
    v.rules.end.extinction_outcome = outcome::win;
    return v;
}();

}  // namespace definitions

using giveaway = variant<definitions::giveaway>;
using antichess = variant<definitions::antichess>;
using suicide = variant<definitions::suicide>;
using codrus = variant<definitions::codrus>;
using losers = variant<definitions::losers>;

}  // namespace ferz::variants
