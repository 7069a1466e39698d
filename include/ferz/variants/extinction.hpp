// ferz/variants/extinction.hpp: chess won by wiping out a kind of piece, as Fairy-Stockfish plays it
// (rules.end.extinction_pieces). The king is no royal piece (it may be taken and moved into check,
// and still castles), unless the variant says so:
//   - extinction: a side that has lost every piece of one kind (its king, its queens, ... its pawns)
//     has lost; pawns may promote to a king;
//   - kinglet: a side that has lost all its pawns has lost; pawns promote to a king only;
//   - three kings: each side has three kings and loses when it has lost one of them (at most two left);
//   - horde: White has 36 pawns and no king, and loses when it has lost them all; Black plays chess.
//     White's first-rank pawns may double-step too, but no e.p. capture lands on the second rank.
// and with pseudo-royal pieces (rules.end.pseudo_royals), which may not be left attacked:
//   - coregal: chess in which every queen is royal too, beside the king (rules.end.every_pseudo_royal);
//   - spartan: White's chess army against Sparta's: hoplites (pawns that move diagonally forward,
//     take straight forward, and may leap two squares diagonally from their start), lieutenants,
//     generals, warlords, captains, and two kings. A king is royal while its side has only one; while
//     Sparta has two, it may not leave both attacked (rules.end.duple_check); a hoplite may promote
//     to a king when Sparta has fewer than two.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr piece_def commoner_king = piece('K', "KisO2");  // moves and castles as a king, not royal

inline constexpr variant_def extinction = [] {
    variant_def v = chess;
    v.name = "extinction";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, commoner_king};
    v.rules.promotion.pieces = "KQRBN";
    v.rules.end.extinction_pieces = "KQRBNP";
    return v;
}();

inline constexpr variant_def kinglet = [] {
    variant_def v = extinction;
    v.name = "kinglet";
    v.rules.promotion.pieces = "K";
    v.rules.end.extinction_pieces = "P";
    return v;
}();

inline constexpr variant_def threekings = [] {
    variant_def v = extinction;
    v.name = "threekings";
    v.pieces.set(piece('K', "K"));  // three kings never castle (the start gives no rights)
    v.start_fen = "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1";
    v.rules.promotion.pieces = "QRBN";
    v.rules.end.extinction_pieces = "K";
    v.rules.end.extinction_count = 2;
    return v;
}();

inline constexpr variant_def horde = [] {
    variant_def v = chess;
    v.name = "horde";
    v.start_fen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    v.rules.pawns.allowed_on_first_rank = true;
    v.rules.pawns.initial_squares = "a1-h2";
    v.rules.pawns.ep_squares = "a6-h6";
    v.rules.end.extinction_pieces = "*";
    return v;
}();

inline constexpr variant_def coregal = [] {
    variant_def v = chess;
    v.name = "coregal";
    v.rules.end.pseudo_royals = "Q";
    v.rules.end.every_pseudo_royal = true;
    return v;
}();

inline constexpr variant_def spartan = [] {
    variant_def v = chess;
    v.name = "spartan";
    v.pieces = {pawn_piece,
                knight,
                bishop,
                rook,
                queen,
                commoner_king,
                piece('H', "fmFfcWimA", pawn),  // hoplite
                piece('L', "FAsmW"),            // lieutenant
                piece('G', "RF"),               // general
                piece('W', "BN"),               // warlord
                piece('C', "WD")};              // captain
    v.start_fen = "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    v.rules.promotion.pieces = "QRBN";
    v.rules.promotion.black_pieces = "KGWLC";
    v.rules.promotion.limits = "K2";
    v.rules.end.pseudo_royals = "K";
    v.rules.end.duple_check = true;
    return v;
}();

}  // namespace definitions

using extinction = variant<definitions::extinction>;
using kinglet = variant<definitions::kinglet>;
using threekings = variant<definitions::threekings>;
using horde = variant<definitions::horde>;
using coregal = variant<definitions::coregal>;
using spartan = variant<definitions::spartan>;

}  // namespace ferz::variants
