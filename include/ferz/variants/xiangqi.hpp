// ferz/variants/xiangqi.hpp: xiangqi (Chinese chess) and its relatives: pieces bound to regions.
//
// Xiangqi's king and advisors never leave the palace, its elephants never cross the river, and its
// soldiers step sideways only once across it: each is a piece with a region (rules/piece.hpp:
// confined, moves_in; board/region.hpp), written from White's (Red's) side and mirrored for Black.
// The kings may not face each other on an open file (rules.board.flying_general). A stalemated side
// loses. Red moves first and is ferz's colour 0, 'w' in FEN, as in Fairy-Stockfish.
#pragma once

#include <string_view>

#include "ferz/board/geometry.hpp"
#include "ferz/rules/piece.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz::variants {

namespace xiangqi_pieces {
using king = piece<'K', "W", royal, confined<"d1-f3">>;
using advisor = piece<'A', "F", 0, confined<"d1-f3">>;
using elephant = piece<'B', "mafF", 0, confined<"a1-i5">>;  // the elephant eye (1,1) must be empty
using horse = piece<'N', "mafsW">;                           // lame: the orthogonal neighbour must be empty
using chariot = piece<'R', "R">;
using cannon = piece<'C', "mRcpR">;  // moves as a rook, captures by hopping exactly one piece
using soldier = piece<'P', "fW", 0, moves_in<"a6-i10", "sW">>;
}  // namespace xiangqi_pieces

struct xiangqi {
    static constexpr std::string_view name = "xiangqi";
    using board = geometry<9, 10>;
    using pieces = piece_set<xiangqi_pieces::soldier, xiangqi_pieces::horse, xiangqi_pieces::elephant,
                             xiangqi_pieces::advisor, xiangqi_pieces::chariot, xiangqi_pieces::cannon,
                             xiangqi_pieces::king>;
    static constexpr std::string_view start_fen =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    static constexpr variant_rules rules = {
        .end = {.stalemate = outcome::loss, .move_rule = 50, .repetitions = 3, .perpetual_check_loses = true},
        .board = {.flying_general = true},
    };
};

}  // namespace ferz::variants
