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

inline constexpr ferz::variant_def xiangqi_army_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "xiangqi-army";
    v.pieces.set(ferz::piece('N', "mafsW"));
    v.pieces.set(ferz::piece('Q', "mRcpR"));
    return v;
}();
using xiangqi_army = ferz::variant<xiangqi_army_def>;

// Pawns that may push two or three squares from their first rank, every square passed giving e.p.
// rights. Fairy-Stockfish: [triplepush:chess] tripleStepRegionWhite = *2, tripleStepRegionBlack = *7.
inline constexpr ferz::variant_def triple_push_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "triplepush";
    v.pieces.set(ferz::piece('P', "fmWfceFifmnW3", ferz::pawn));
    return v;
}();
using triple_push = ferz::variant<triple_push_def>;

}  // namespace

TEST_CASE("a long pawn push gives e.p. rights on every square it passes (Fairy-Stockfish counts)") {
    ferz::testing::check_perft<triple_push>("startpos", 1, 28);
    ferz::testing::check_perft<triple_push>("startpos", 4, 613449);
    ferz::testing::check_perft<triple_push>("rnbqkbnr/pppppppp/8/1P6/8/8/P1PPPPPP/RNBQKBNR b KQkq - 0 1", 2, 714);
    // b5 takes on a6 and b4 on a5 after a7a4: both passed squares hold the rights.
    ferz::testing::check_perft<triple_push>("rnbqkbnr/pppppppp/8/1P6/1P6/8/P1PPPPPP/RNBQKBNR b KQkq - 0 1", 3, 19479);
}

TEST_CASE("a xiangqi horse and cannon in the chess army (Fairy-Stockfish counts)") {
    ferz::testing::check_perft<xiangqi_army>("startpos", 1, 17);
    ferz::testing::check_perft<xiangqi_army>("startpos", 3, 5603);
    ferz::testing::check_perft<xiangqi_army>("startpos", 4, 108949);
}

// Promotion limits (Fairy-Stockfish's promotionLimit = q:1 r:1, counts from oracle-perft with that
// variants.ini): a pawn may not become a queen or a rook while its side has one on the board.
inline constexpr ferz::variant_def limited_promotion_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "limited-promotion";
    v.rules.promotion.limits = "Q1R1";
    return v;
}();
using limited_promotion = ferz::variant<limited_promotion_def>;

TEST_CASE("promotion limits per type (Fairy-Stockfish counts)") {
    using ferz::testing::check_perft;
    check_perft<limited_promotion>("4k3/PP6/8/8/8/8/8/Q3K3 w - - 0 1", 3, 3165);
    check_perft<limited_promotion>("r3k3/1P4P1/8/8/8/8/8/4K3 w - - 0 1", 3, 2264);
    check_perft<limited_promotion>("4k3/PP6/8/8/8/8/8/4K3 w - - 0 1", 3, 875);
    check_perft<limited_promotion>("4k3/PP6/8/8/8/8/8/Q3K3 w - - 0 1", 1, 26);
}

// Castling takes the opponent's right to the same side (rules.castling.opposite; Fairy-Stockfish's
// [opposite-castling:chess] oppositeCastling = true, counts from oracle-perft with that variants.ini;
// chess gives 314,346 and 97,862).
inline constexpr ferz::variant_def opposite_castling_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "opposite-castling";
    v.rules.castling.opposite = true;
    return v;
}();
using opposite_castling = ferz::variant<opposite_castling_def>;

TEST_CASE("opposite castling: castling takes the opponent's right to the same side (Fairy-Stockfish counts)") {
    using ferz::testing::check_perft;
    check_perft<opposite_castling>("startpos", 4, 197281);
    check_perft<opposite_castling>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 314279);
    check_perft<opposite_castling>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97698);
}

// Castling as the goal (rules.end.castling_wins; Fairy-Stockfish's [castle:chess] castlingWins = q,
// and castlingWins = KQkq; counts from oracle-perft with those sections; chess gives 13,744 from the
// first position with either side to move, and 86,923 from the second). The game ends, and the perft stops, when a named castling has been
// played or a side has lost every right named.
inline constexpr ferz::variant_def castle_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "castle";
    v.rules.end.castling_wins = 4;  // q: Black's queenside
    return v;
}();
using castle = ferz::variant<castle_def>;
inline constexpr ferz::variant_def castle_all_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "castle-all";
    v.rules.end.castling_wins = 15;  // KQkq
    return v;
}();
using castle_all = ferz::variant<castle_all_def>;

TEST_CASE("castling as the goal (Fairy-Stockfish counts)") {
    using ferz::testing::check_perft;
    check_perft<castle>("startpos", 4, 197281);
    check_perft<castle>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3, 4407);
    check_perft<castle>("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 3, 4581);
    check_perft<castle>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", 3, 73287);
    check_perft<castle_all>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3, 6545);
}
