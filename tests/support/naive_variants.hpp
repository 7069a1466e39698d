// tests/support/naive_variants.hpp: ferz variants on odd boards, written only with pieces that
// naive_movegen.hpp knows (K R B Q N, nightrider S, wazir W, ferz F, single-step pawn P).
#pragma once

#include <string_view>

#include "ferz/rules/definition.hpp"

namespace naive_variants {

inline constexpr ferz::piece_list army = {ferz::piece('P', "fmWfceF", ferz::pawn), ferz::piece('N', "N"), ferz::piece('B', "B"),
                                          ferz::piece('R', "R"), ferz::piece('Q', "Q"), ferz::piece('S', "N0"),
                                          ferz::piece('W', "W"), ferz::piece('F', "F"), ferz::piece('K', "K", ferz::royal)};

// A definition on a board of files x ranks with that army.
constexpr ferz::variant_def on_board(int files, int ranks, std::string_view name, std::string_view start_fen) {
    ferz::variant_def v;
    v.name = name;
    v.files = files;
    v.ranks = ranks;
    v.pieces = army;
    v.start_fen = start_fen;
    // Random positions of the naive comparison put pawns anywhere a pawn can move from.
    v.rules = {.promotion = {.pieces = "QRBNSWF"}, .pawns = {.allowed_on_first_rank = true}};
    return v;
}

}  // namespace naive_variants
