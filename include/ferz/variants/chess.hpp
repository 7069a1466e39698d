// ferz/variants/chess.hpp: orthodox chess, the base most built-in variants derive from.
//
// Everything about the pieces is in their XBetza: the pawn's double step and e.p. are `ifmnD` and
// `fceF`, castling is the king's `isO2`. What XBetza cannot say — royalty, promotion, the castling
// partner — are piece traits; the other rules are policy values (rules/policies.hpp). Castling squares
// follow from the O atom: the king on e1 moves two squares.
#pragma once

#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz::variants {

struct chess {
    static constexpr std::string_view name = "chess";
    using board = geometry<8, 8>;
    using pieces = piece_set<piece<'P', "fmWfceFifmnD", pawn>,  //
                             piece<'N', "N">,                     //
                             piece<'B', "B">,                     //
                             piece<'R', "R", castling_partner>,   //
                             piece<'Q', "Q">,                     //
                             piece<'K', "KisO2", royal>>;
    static constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBN"},
                                            .end = {.chess_insufficient_material = true}};
};

}  // namespace ferz::variants
