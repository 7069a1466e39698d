// ferz/variants/chess.hpp: orthodox chess, the base most built-in variants derive from.
//
// Everything about the pieces is in their XBetza: the pawn's double step and e.p. are `ifmnD` and
// `fceF`, castling is the king's `isO2`. What XBetza cannot say — royalty, promotion, the castling
// partner — are piece traits; the other rules are policy values (rules/policies.hpp). Castling squares
// follow from the O atom: the king on e1 moves two squares.
//
// Each built-in variant is a definition value in ferz::variants::definitions and a type in
// ferz::variants (variant<definitions::chess>); a variant of one's own starts from a copy of one.
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def chess = {
    .name = "chess",
    .files = 8,
    .ranks = 8,
    .pieces = {piece('P', "fmWfceFifmnD", pawn), piece('N', "N"), piece('B', "B"), piece('R', "R", castling_partner),
               piece('Q', "Q"), piece('K', "KisO2", royal)},
    .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "QRBN"}},
};

}  // namespace definitions

using chess = variant<definitions::chess>;

}  // namespace ferz::variants
