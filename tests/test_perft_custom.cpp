// Perft of user-defined armies with multi-leg XBetza pieces, against Fairy-Stockfish (the oracle
// ../shared/tools/oracle-perft with custom pieces in its variants.ini), which writes the xiangqi
// horse as `nN` where ferz's piece is the explicit two-leg `mafsW`:
//   [xiangqiarmy:chess]
//   knight = -
//   queen = -
//   customPiece1 = n:nN
//   customPiece2 = q:mRcpR
//   promotionPieceTypes = nbrq
// This is the README's first example: a chain leaper whose first leg can be blocked, and a hopper,
// both capturing — so legality is tested on the occupancy after each move, not by pins.
#include <doctest/doctest.h>

#include "ferz/variants/chess.hpp"
#include "support/perft_case.hpp"

namespace {

struct xiangqi_army : ferz::variants::chess {
    static constexpr std::string_view name = "xiangqi-army";
    using pieces = ferz::piece_set<ferz::piece<'P', "fmWfceFifmnD", ferz::pawn>,  //
                                   ferz::piece<'N', "mafsW">,                      //
                                   ferz::piece<'B', "B">,                          //
                                   ferz::piece<'R', "R", ferz::castling_partner>,  //
                                   ferz::piece<'Q', "mRcpR">,                      //
                                   ferz::piece<'K', "KisO2", ferz::royal>>;
};

}  // namespace

TEST_CASE("a xiangqi horse and cannon in the chess army (Fairy-Stockfish counts)") {
    ferz::testing::check_perft<xiangqi_army>("startpos", 1, 17);
    ferz::testing::check_perft<xiangqi_army>("startpos", 3, 5603);
    ferz::testing::check_perft<xiangqi_army>("startpos", 4, 108949);
}
