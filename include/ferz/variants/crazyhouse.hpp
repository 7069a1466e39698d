// ferz/variants/crazyhouse.hpp: chess with pieces in hand — crazyhouse and its relatives.
//
// A captured piece joins the capturer's hand and may be dropped on any empty square instead of a move
// (pawns not on the first or last rank). A pawn that promoted goes back to hand as a pawn: the position
// tracks such pieces, "Q~" in FEN. Loop and Chessgi keep promoted pieces as they are; Chessgi's pawns
// may also be dropped on the first rank; Pocket Knight starts with a knight in each hand and does not
// add captures to it.
#pragma once

#include <string_view>

#include "ferz/variants/chess.hpp"

namespace ferz::variants {

struct crazyhouse : chess {
    static constexpr std::string_view name = "crazyhouse";
    static constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBN"}, .drops = {.enabled = true}};
};

struct loop : crazyhouse {
    static constexpr std::string_view name = "loop";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBN"},
                                            .drops = {.enabled = true, .keep_promoted = true}};
};

struct chessgi : crazyhouse {
    static constexpr std::string_view name = "chessgi";
    static constexpr variant_rules rules = {
        .promotion = {.pieces = "QRBN"},
        .pawns = {.allowed_on_first_rank = true},
        .drops = {.enabled = true, .keep_promoted = true, .pawns_on_first_rank = true}};
};

struct pocketknight : crazyhouse {
    static constexpr std::string_view name = "pocketknight";
    static constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBN"},
                                            .drops = {.enabled = true, .captures_to_hand = false},
                                            .end = {.chess_insufficient_material = true}};
};

// Placement: the back-rank pieces start in hand and are dropped on the own back rank first, a side's
// two bishops on squares of both colours; castling rights come from dropping king and rook on their
// squares (king on e1, rook in a corner). Captures do not go to hand.
struct placement : chess {
    static constexpr std::string_view name = "placement";
    static constexpr std::string_view start_fen = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.pieces = "QRBN"},
        .drops = {.enabled = true,
                  .captures_to_hand = false,
                  .zone_ranks = 1,
                  .must_drop = true,
                  .bishops_on_both_colours = true,
                  .castling_from_drops = true,
                  .royals_in_hand = true},
        .castling = {.king_file = 4},
        .end = {.chess_insufficient_material = true}};
};

// Seirawan (S-chess): a hawk (H, bishop + knight) and an elephant (E, rook + knight) start in hand and
// enter only by gating: when a back-rank piece first moves, one of them may take the square it left
// (castling: the king's or the rook's). The castling field lists the gates: KQBCDFGkqbcdfg.
struct seirawan : chess {
    static constexpr std::string_view name = "seirawan";
    using pieces = piece_set<piece<'P', "fmWfceFifmnD", pawn>, piece<'N', "N">, piece<'B', "B">,
                             piece<'R', "R", castling_partner>, piece<'Q', "Q">, piece<'K', "KisO2", royal>,
                             piece<'H', "BN">, piece<'E', "RN">>;
    static constexpr std::string_view start_fen =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.pieces = "QRBNHE"},
        .drops = {.enabled = true, .drop_moves = false, .captures_to_hand = false, .gating = true}};
};

// S-House: Seirawan with Crazyhouse's hands: captured pieces go to hand, to be dropped or gated.
struct shouse : seirawan {
    static constexpr std::string_view name = "shouse";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBNHE"},
                                            .drops = {.enabled = true, .gating = true}};
};

// Koedem: bughouse's board game alone. The kings are ordinary pieces (no check: they may be taken,
// and they castle), captured pieces leave the game, a king in hand must be dropped while it can be,
// and a side that has lost both kings (on the board and in hand; the other side owns both) has lost.
struct koedem : crazyhouse {
    static constexpr std::string_view name = "koedem";
    using pieces = piece_set<piece<'P', "fmWfceFifmnD", pawn>, piece<'N', "N">, piece<'B', "B">,
                             piece<'R', "R", castling_partner>, piece<'Q', "Q">, piece<'K', "KisO2">>;
    static constexpr variant_rules rules = {
        .promotion = {.pieces = "QRBN"},
        .drops = {.enabled = true, .captures_to_hand = false, .must_drop = true, .must_drop_pieces = "K"},
        .end = {.stalemate = outcome::loss, .extinction_piece = 'K', .extinction_opponent_count = 2}};
};

}  // namespace ferz::variants
