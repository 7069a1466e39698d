// ferz/variants/crazyhouse.hpp: chess with pieces in hand — crazyhouse and its relatives.
//
// A captured piece joins the capturer's hand and may be dropped on any empty square instead of a move
// (pawns not on the first or last rank). A pawn that promoted goes back to hand as a pawn: the position
// tracks such pieces, "Q~" in FEN. Loop and Chessgi keep promoted pieces as they are; Chessgi's pawns
// may also be dropped on the first rank; Pocket Knight starts with a knight in each hand and does not
// add captures to it. Capahouse is Capablanca chess with crazyhouse's drops; in Dragon chess each side
// has a dragon (archbishop) in hand, to be dropped on its own back rank.
#pragma once

#include "ferz/variants/chess.hpp"
#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def crazyhouse = [] {
    variant_def v = chess;
    v.name = "crazyhouse";
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    v.rules.drops.enabled = true;
    return v;
}();

inline constexpr variant_def loop = [] {
    variant_def v = crazyhouse;
    v.name = "loop";
    v.rules.drops.keep_promoted = true;
    return v;
}();

inline constexpr variant_def chessgi = [] {
    variant_def v = loop;
    v.name = "chessgi";
    v.rules.pawns.allowed_on_first_rank = true;
    v.rules.drops.pawns_on_first_rank = true;
    return v;
}();

inline constexpr variant_def pocketknight = [] {
    variant_def v = crazyhouse;
    v.name = "pocketknight";
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1";
    v.rules.drops.captures_to_hand = false;
    return v;
}();

// Placement: the back-rank pieces start in hand and are dropped on the own back rank first, a side's
// two bishops on squares of both colours; castling rights come from dropping king and rook on their
// squares (king on e1, rook in a corner). Captures do not go to hand.
inline constexpr variant_def placement = [] {
    variant_def v = chess;
    v.name = "placement";
    v.start_fen = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";
    v.rules.drops = {.enabled = true,
                     .captures_to_hand = false,
                     .zone_ranks = 1,
                     .must_drop = true,
                     .bishops_on_both_colours = true,
                     .castling_from_drops = true,
                     .royals_in_hand = true};
    v.rules.castling.king_file = 4;
    return v;
}();

// Seirawan (S-chess): a hawk (H, bishop + knight) and an elephant (E, rook + knight) start in hand and
// enter only by gating: when a back-rank piece first moves, one of them may take the square it left
// (castling: the king's or the rook's). The castling field lists the gates: KQBCDFGkqbcdfg.
inline constexpr variant_def seirawan = [] {
    variant_def v = chess;
    v.name = "seirawan";
    v.pieces.add(piece('H', "BN"));
    v.pieces.add(piece('E', "RN"));
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    v.rules.promotion.pieces = "QRBNHE";
    v.rules.drops = {.enabled = true, .drop_moves = false, .captures_to_hand = false, .gating = true};
    return v;
}();

// S-House: Seirawan with Crazyhouse's hands: captured pieces go to hand, to be dropped or gated.
inline constexpr variant_def shouse = [] {
    variant_def v = seirawan;
    v.name = "shouse";
    v.rules.drops = {.enabled = true, .gating = true};
    return v;
}();

// Koedem: bughouse's board game alone. The kings are ordinary pieces (no check: they may be taken,
// and they castle), captured pieces leave the game, a king in hand must be dropped while it can be,
// and a side that has lost both kings (on the board and in hand; the other side owns both) has lost.
inline constexpr variant_def koedem = [] {
    variant_def v = crazyhouse;
    v.name = "koedem";
    v.pieces.set(piece('K', "KisO2"));  // not royal
    v.rules.drops = {.enabled = true, .captures_to_hand = false, .must_drop = true, .must_drop_pieces = "K"};
    v.rules.end = {.stalemate = outcome::loss, .extinction_pieces = "K", .extinction_opponent_count = 2};
    return v;
}();

inline constexpr variant_def capahouse = [] {
    variant_def v = capablanca;
    v.name = "capahouse";
    v.start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1";
    v.rules.drops.enabled = true;
    return v;
}();

// Dragon chess (Miguel Illescas): a dragon (D, bishop + knight) in each hand, dropped on the own back
// rank instead of a move; captures do not go to hand.
inline constexpr variant_def dragon = [] {
    variant_def v = chess;
    v.name = "dragon";
    v.pieces.add(piece('D', "BN"));
    v.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1";
    v.rules.promotion.pieces = "DQRBN";
    v.rules.drops = {.enabled = true, .captures_to_hand = false, .zone_ranks = 1};
    return v;
}();

}  // namespace definitions

using crazyhouse = variant<definitions::crazyhouse>;
using loop = variant<definitions::loop>;
using chessgi = variant<definitions::chessgi>;
using pocketknight = variant<definitions::pocketknight>;
using placement = variant<definitions::placement>;
using seirawan = variant<definitions::seirawan>;
using shouse = variant<definitions::shouse>;
using koedem = variant<definitions::koedem>;
using capahouse = variant<definitions::capahouse>;
using dragon = variant<definitions::dragon>;

}  // namespace ferz::variants
