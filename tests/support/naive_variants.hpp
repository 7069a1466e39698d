// tests/support/naive_variants.hpp: ferz variants on odd boards, written only with pieces that
// naive_movegen.hpp knows (K R B Q N, nightrider S, wazir W, ferz F, single-step pawn P).
#pragma once

#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/rules/piece.hpp"

namespace naive_variants {

using army = ferz::piece_set<ferz::piece<'P', "fmWfceF", ferz::pawn>, ferz::piece<'N', "N">, ferz::piece<'B', "B">,
                             ferz::piece<'R', "R">, ferz::piece<'Q', "Q">, ferz::piece<'S', "N0">,
                             ferz::piece<'W', "W">, ferz::piece<'F', "F">, ferz::piece<'K', "K", ferz::royal>>;

template <int Files, int Ranks>
struct on_board {
    using board = ferz::geometry<Files, Ranks>;
    using pieces = army;
    // Random positions of the naive comparison put pawns anywhere a pawn can move from.
    static constexpr ferz::variant_rules rules = {.promotion = {.pieces = "QRBNSWF"}, .pawns = {.allowed_on_first_rank = true}};
};

}  // namespace naive_variants
