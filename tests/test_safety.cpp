// Misuse stops at a checked precondition, never corrupts: FERZ_ASSERT is made to throw here so that
// each misuse can be asserted (tests/CMakeLists.txt also builds this file with ASan and UBSan). And
// FENs of positions that cannot arise are errors naming what is wrong and where.
#include <stdexcept>
#define FERZ_ASSERT(condition, what) ((condition) ? static_cast<void>(0) : throw std::logic_error(what))

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "ferz/movegen/is_legal.hpp"
#include "ferz/perft.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"

using chess = ferz::variants::chess;

TEST_CASE("unmake() with no move to take back is a checked precondition") {
    ferz::position<chess> pos;
    CHECK(pos.moves_made() == 0);
    CHECK_THROWS_AS(pos.unmake(), std::logic_error);
    CHECK(ferz::to_fen(pos) == chess::start_fen);  // untouched
    ferz::testing::play(pos, "e2e4");
    pos.unmake();
    CHECK_THROWS_AS(pos.unmake(), std::logic_error);
    CHECK(ferz::perft(pos, 2) == 400);
    auto from_fen = ferz::testing::at<chess>("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_THROWS_AS(from_fen.unmake(), std::logic_error);
}

TEST_CASE("a square outside the board is a checked precondition of the square accessors") {
    ferz::position<chess> pos;
    CHECK_THROWS_AS((void)pos.code_on(-1), std::logic_error);
    CHECK_THROWS_AS((void)pos.code_on(64), std::logic_error);
    CHECK_THROWS_AS((void)pos.empty(1000), std::logic_error);
    CHECK_THROWS_AS((void)pos.type_on(-100), std::logic_error);
    CHECK_THROWS_AS((void)pos.color_on(64), std::logic_error);
    CHECK(pos.code_on(63) != 0);  // h8, the black rook
    CHECK(pos.empty(27));         // d4
}

TEST_CASE("make() of a move that is not this position's is caught; make_checked() tests it in full") {
    ferz::position<chess> pos;
    const std::string before = ferz::to_fen(pos);
    // e7e5 is Black's; White is to move: the mover is not the side to move's.
    const ferz::move black_move(52, 36);
    CHECK_THROWS_AS(pos.make(black_move), std::logic_error);
    CHECK(ferz::to_fen(pos) == before);
    // From an empty square, and a capture of an own piece (d1xd2).
    CHECK_THROWS_AS(pos.make(ferz::move(27, 35)), std::logic_error);
    CHECK_THROWS_AS(pos.make(ferz::move(3, 11)), std::logic_error);
    CHECK(ferz::to_fen(pos) == before);
    CHECK_FALSE(ferz::make_checked(pos, black_move));
    CHECK_FALSE(ferz::make_checked(pos, ferz::move(12, 36)));  // e2e5: no such pawn move
    CHECK(ferz::to_fen(pos) == before);
    CHECK(ferz::make_checked(pos, ferz::move(12, 28)));  // e2e4, completed with its e.p. mark
    CHECK(ferz::to_fen(pos) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    CHECK(pos.key() == pos.compute_key());
}

TEST_CASE("a failed result has no value, a good one no error") {
    auto bad = ferz::position<chess>::from_fen("not a fen");
    REQUIRE_FALSE(bad.has_value());
    CHECK_THROWS_AS((void)bad.value(), std::logic_error);
    CHECK_THROWS_AS((void)*bad, std::logic_error);
    CHECK_THROWS_AS((void)bad->key(), std::logic_error);
    CHECK_FALSE(bad.error().message().empty());
    auto good = ferz::position<chess>::from_fen(chess::start_fen);
    REQUIRE(good.has_value());
    CHECK_THROWS_AS((void)good.error(), std::logic_error);
}

struct impossible {
    std::string_view fen;
    ferz::fen_field field;
    int column;
    std::string_view says;  // a word of the message
};

TEST_CASE("FENs of positions that cannot arise are rejected, naming what and where") {
    const impossible cases[] = {
        // The side not to move is in check: it could be captured (the moves would take the king).
        {"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", ferz::fen_field::side, 23, "check"},
        {"4k3/8/8/8/8/8/4r3/4K3 b - - 0 1", ferz::fen_field::side, 23, "check"},
        {"4k3/8/8/8/8/8/8/4K2q b - - 0 1", ferz::fen_field::side, 22, "check"},
        // No royal piece, or more than the variant has.
        {"8/8/8/8/8/8/8/4K3 w - - 0 1", ferz::fen_field::board, 1, "Black has no royal"},
        {"4k3/8/8/8/8/8/8/8 w - - 0 1", ferz::fen_field::board, 1, "White has no royal"},
        {"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", ferz::fen_field::board, 19, "more royal"},
        {"k6k/8/8/8/8/8/8/4K3 w - - 0 1", ferz::fen_field::board, 3, "more royal"},
        // Pawns on their first rank or where they must have promoted.
        {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", ferz::fen_field::board, 17, "first rank"},
        {"4k2p/8/8/8/8/8/8/4K3 w - - 0 1", ferz::fen_field::board, 4, "first rank"},
        {"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", ferz::fen_field::board, 1, "promotion"},
        {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", ferz::fen_field::board, 17, "promotion"},
    };
    for (const impossible& c : cases) {
        CAPTURE(c.fen);
        const auto r = ferz::position<chess>::from_fen(c.fen);
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().field == c.field);
        CHECK(r.error().column == c.column);
        CHECK(r.error().message().find(c.says) != std::string::npos);
    }
}

TEST_CASE("what a variant allows that chess forbids") {
    // Pawnback's pawns may not go back to their first rank; its FENs are checked alike.
    CHECK_FALSE(ferz::position<ferz::variants::pawnback>::from_fen("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").has_value());
    // Shatranj promotes on the last rank too.
    CHECK_FALSE(ferz::position<ferz::variants::shatranj>::from_fen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1").has_value());
    // A position with the side to move in check is fine (it must answer the check).
    CHECK(ferz::position<chess>::from_fen("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1").has_value());
    // Courier's kings: one each; Knightmate's royal is the knight-moving K.
    CHECK(ferz::position<ferz::variants::knightmate>::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").has_value());
}

TEST_CASE("is_legal: a move from outside, checked without the whole list") {
    ferz::position<chess> pos;
    CHECK(ferz::is_legal(pos, ferz::move(12, 28)));   // e2e4, built from squares
    CHECK(ferz::is_legal(pos, ferz::move(6, 21)));    // g1f3
    CHECK_FALSE(ferz::is_legal(pos, ferz::move(12, 36)));  // e2e5
    CHECK_FALSE(ferz::is_legal(pos, ferz::move(52, 36)));  // e7e5: not White's piece
    CHECK_FALSE(ferz::is_legal(pos, ferz::move(27, 35)));  // d4d5: an empty square
    CHECK_FALSE(ferz::is_legal(pos, ferz::move(255, 0)));  // off the board
    // The generator's move gives e.p. rights; the hand-made one is completed by legal_move().
    const auto e4 = ferz::legal_move(pos, ferz::move(12, 28));
    REQUIRE(e4.has_value());
    CHECK(e4->ep_source() != 0);
    CHECK(*e4 == *ferz::parse_uci(pos, "e2e4"));
    // Promotions name their piece; castling is king-takes-rook.
    auto promo = ferz::testing::at<chess>("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK(ferz::is_legal(promo, ferz::move(49, 57, ferz::move_kind::promotion, 4)));   // b7b8=Q
    CHECK_FALSE(ferz::is_legal(promo, ferz::move(49, 57)));                             // b7b8, no piece
    CHECK_FALSE(ferz::is_legal(promo, ferz::move(49, 57, ferz::move_kind::promotion, 5)));  // =K
    CHECK(ferz::is_legal(promo, ferz::move(4, 7, ferz::move_kind::castling)));
    CHECK(ferz::is_legal(promo, ferz::move(4, 0, ferz::move_kind::castling)));
    CHECK_FALSE(ferz::is_legal(promo, ferz::move(4, 6)));  // e1g1 as a plain king move
    // Pinned: the e2 knight may not leave the e-file's line to the king.
    auto pinned = ferz::testing::at<chess>("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    CHECK_FALSE(ferz::is_legal(pinned, ferz::move(12, 29)));
}
