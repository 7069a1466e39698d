// FEN, X-FEN and Shredder-FEN: read -> write round trips on 8×8, 10×8, 9×9 and 12×8 boards, and
// malformed text, each case naming the field and the 1-based column the error must point at.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(courier)
FERZ_TEST_SHARED(fischerandom)
FERZ_TEST_SHARED(modern)

#include <string>
#include <string_view>

#include "ferz/notation/fen.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"

using namespace ferz;
using namespace ferz::variants;

using ferz::testing::play;

namespace {

// Reads `in`, writes it, and expects `out` (the writer normalises: e.p. only when a capture is
// legal, clocks always, X-FEN or Shredder letters for castling); the written FEN reads back to itself.
template <class V>
void round_trip(std::string_view in, std::string_view out) {
    CAPTURE(V::name);
    CAPTURE(in);
    auto pos = position<V>::from_fen(in);
    REQUIRE_MESSAGE(pos.has_value(), (pos ? "" : pos.error().message()));
    CHECK(pos->key() == pos->compute_key());
    const std::string written = to_fen(*pos);
    CHECK(written == out);
    auto again = position<V>::from_fen(written);
    REQUIRE(again.has_value());
    CHECK(to_fen(*again) == written);
}
// Plays space-separated UCI moves; each must be legal.
template <class V>
void round_trip(std::string_view fen) {
    round_trip<V>(fen, fen);
}

struct bad_fen {
    std::string_view fen;
    fen_field field;
    int column;
};

template <class V>
void expect_error(const bad_fen& c) {
    CAPTURE(V::name);
    CAPTURE(c.fen);
    const auto r = parse_fen<V>(c.fen);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().field == c.field);
    CHECK(r.error().column == c.column);
    CHECK_FALSE(r.error().what.empty());
    CHECK(r.error().message().find("column " + std::to_string(c.column)) != std::string::npos);
    CHECK_FALSE(position<V>::from_fen(c.fen).has_value());
}

}  // namespace

TEST_CASE("FEN round trip: chess start position and the chessprogramming wiki's perft positions") {
    round_trip<chess>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    round_trip<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    round_trip<chess>("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    round_trip<chess>("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    round_trip<chess>("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    round_trip<chess>("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
    round_trip<chess>("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    CHECK(to_fen(position<chess>{}) == chess::start_fen);
}

TEST_CASE("FEN round trip: optional fields, spaces and clocks") {
    round_trip<chess>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    round_trip<chess>("4k3/8/8/8/8/8/8/K7", "4k3/8/8/8/8/8/8/K7 w - - 0 1");  // a bare board: White to move
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 b", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    round_trip<chess>("  4k3/8/8/8/8/8/8/4K3   w  -  -  12   40  ", "4k3/8/8/8/8/8/8/4K3 w - - 12 40");
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");  // as Stockfish
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 b - - 99 123456");
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 w - - 30000 1");
    // A line read from a file or a socket keeps its end of line: not part of the FEN (issue 19: a
    // FEN with a trailing newline was "fullmove number field, column 57: expected a number").
    round_trip<chess>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 b - - 3 9 \r\n", "4k3/8/8/8/8/8/8/4K3 b - - 3 9");
    round_trip<chess>("4k3/8/8/8/8/8/8/4K3 b -\n", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // The side to move may be in check. (Positions that cannot arise — pawns on the back rank, no
    // kings, the side not to move in check — are errors: tests/test_safety.cpp.)
    round_trip<chess>("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    round_trip<chess>("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1");
}

TEST_CASE("FEN round trip: the e.p. square is written only when an e.p. capture is legal") {
    round_trip<chess>("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    round_trip<chess>("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    // b5xc6 e.p. would uncover the rook's check on a5: no legal capture, no square.
    round_trip<chess>("8/8/8/KPp4r/8/8/8/7k w - c6 0 2", "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
    // Two pawns can take: still one square.
    round_trip<chess>("4k3/8/8/3PpP2/8/8/8/4K3 w - e6 0 2");
    // No black pawn on e5: the rights are dropped when read (as Stockfish does).
    auto p = position<chess>::from_fen("4k3/8/8/3P1P2/8/8/8/4K3 w - e6 0 2");
    REQUIRE(p.has_value());
    CHECK(p->ep_squares().none());
    CHECK(p->key() == position<chess>::from_fen("4k3/8/8/3P1P2/8/8/8/4K3 w - - 0 2")->key());
    // A white pawn on e5 is no victim for White.
    p = position<chess>::from_fen("4k3/8/8/3PPP2/8/8/8/4K3 w - e6 0 2");
    REQUIRE(p.has_value());
    CHECK(p->ep_squares().none());
}

TEST_CASE("FEN round trip: X-FEN letters for inner rooks in chess") {
    // Rooks a1, b1, h1: castling with b1 is B (an inner rook), with h1 K; the a8 rook is outermost.
    round_trip<chess>("r3k1rr/8/8/8/8/8/8/RR2K2R w KBgq - 0 1");
    round_trip<chess>("r3k1rr/8/8/8/8/8/8/RR2K2R w BKqg - 0 1", "r3k1rr/8/8/8/8/8/8/RR2K2R w KBgq - 0 1");
    // Shredder letters for outermost rooks are written back as KQkq in chess.
    round_trip<chess>("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // A 960 set-up in the chess variant: X-FEN, so KQkq for outermost rooks.
    round_trip<chess>("rnqbkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RRKBBRNQ w KQ - 0 3");
}

TEST_CASE("FEN: castling letters do not depend on how the position was reached") {
    // Regression (fuzzer): the writer chose KQ or letters from position::chess960(), which is fixed
    // when the game starts, so a position reached from a 960 set-up was written with letters that
    // the same position read from FEN writes as kq.
    auto pos = position<chess>::from_fen("rnqbkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RRKBBRNQ w KQkq - 0 3");
    REQUIRE(pos.has_value());
    CHECK(to_fen(*pos) == "rnqbkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RRKBBRNQ w KQkq - 0 3");
    play(*pos, "b2b3 d5d4 c1b2");
    CHECK(to_fen(*pos) == "rnqbkbnr/ppp1p1pp/8/4Pp2/3p4/1P6/PKPP1PPP/RR1BBRNQ b kq - 1 4");
    round_trip<chess>(to_fen(*pos));
}

TEST_CASE("FEN round trip: Chess960 (Shredder-FEN and X-FEN)") {
    round_trip<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    round_trip<fischerandom>("nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9");
    round_trip<fischerandom>("2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9");
    round_trip<fischerandom>("bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9");
    // KQkq are read as the outermost rooks and written as their files.
    round_trip<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
                             "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    // X-FEN inner rook: king c1 with rooks a1 and b1; B and b name the inner rooks, Q and q the outer.
    round_trip<fischerandom>("rrkbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RRKBBNNQ w Bb - 0 1");
    round_trip<fischerandom>("rrkbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RRKBBNNQ w Qq - 0 1",
                             "rrkbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RRKBBNNQ w Aa - 0 1");
    auto pos = position<fischerandom>::from_fen("rrkbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RRKBBNNQ w Bb - 0 1");
    REQUIRE(pos.has_value());
    CHECK(pos->castling_partner(0, 0) == 1);   // b1
    CHECK(pos->castling_partner(1, 0) == 57);  // b8
    CHECK(pos->chess960());
}

TEST_CASE("FEN round trip: Capablanca (10×8), Modern (9×9), Courier (12×8)") {
    round_trip<capablanca>(capablanca::start_fen);
    round_trip<capablanca>("r4k3r/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/R4K3R w KQkq d6 0 5");
    round_trip<capablanca>("r4k3r/pppppppppp/10/10/4P5/10/PPPP1PPPPP/R4K3R b KQkq e3 0 1",
                           "r4k3r/pppppppppp/10/10/4P5/10/PPPP1PPPPP/R4K3R b KQkq - 0 1");
    round_trip<capablanca>("1r3k4/10/10/10/10/10/10/R4K3R w KQ - 3 30");
    round_trip<capablanca>("r4k3r/10/10/10/10/10/10/R4K3R w JAja - 0 1", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    round_trip<capablanca>("9k/10/10/10/10/10/10/K9 w - - 0 1");
    round_trip<capablanca>("ac3k3c/10/10/10/10/10/1P8/A4K4 b - - 0 1");
    CHECK(to_fen(position<capablanca>{}) == capablanca::start_fen);
    round_trip<modern>(modern::start_fen);
    round_trip<modern>("r3k3r/ppp1ppppp/9/9/3pP4/9/9/PPPP1PPPP/R3K3R b KQkq e4 0 4");
    round_trip<modern>("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1");
    CHECK(to_fen(position<modern>{}) == modern::start_fen);
    round_trip<courier>(courier::start_fen);
    round_trip<courier>("k11/12/12/12/12/12/12/11K w - - 0 1");
    round_trip<courier>("k10m/12/12/5p6/6P5/12/12/E10K b - - 7 20");
    CHECK(to_fen(position<courier>{}) == courier::start_fen);
}

TEST_CASE("FEN errors: orthodox chess, each naming its field and column") {
    const bad_fen cases[] = {
    {"", fen_field::board, 1},  // the FEN is empty
    {"   ", fen_field::board, 4},  // the FEN is empty
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", fen_field::board, 43},  // a letter that is no piece of this variant
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w KQkq - 0 1", fen_field::board, 43},  // an unexpected character in the board
    {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 18},  // a rank has the wrong number of squares
    {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 17},  // a rank has the wrong number of squares
    {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 37},  // more ranks than the board has
    {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 42},  // ' the board has too few squares
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", fen_field::board, 43},  // ' the board has too few squares
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", fen_field::board, 44},  // more ranks than the board has
    {"rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 19},  // an empty-square count of 0 or with a leading 0
    {"rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 19},  // an empty-square count of 0 or with a leading 0
    {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 19},  // a rank has the wrong number of squares
    {"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 19},  // a rank has the wrong number of squares
    {"rnbqkbnr/pppppppp/4p4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen_field::board, 21},  // a rank has the wrong number of squares
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1", fen_field::board, 45},  // this variant has no pieces in hand
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[ w KQkq - 0 1", fen_field::board, 44},  // holdings '[' without ']'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[]w KQkq - 0 1", fen_field::board, 46},  // expected a space after the board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", fen_field::side, 45},  // expected 'w' or 'b'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", fen_field::side, 45},  // expected 'w' or 'b'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1", fen_field::side, 46},  // expected a space after the side to move
    {"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", fen_field::castling, 24},  // no castling partner on that side
    {"4k3/8/8/8/8/8/4K3/R6R w Q - 0 1", fen_field::castling, 25},  // castling rights without one royal piece on the back rank
    {"4k3/8/8/8/8/8/8/R3K1KR w K - 0 1", fen_field::castling, 26},  // castling rights without one royal piece on the back rank
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w I - 0 1", fen_field::castling, 47},  // a castling file beyond the board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w G - 0 1", fen_field::castling, 47},  // no castling partner on that file
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K1 - 0 1", fen_field::castling, 48},  // expected KQkq, file letters or '-'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -K - 0 1", fen_field::castling, 48},  // expected a space after '-'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1", fen_field::en_passant, 52},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z3 0 1", fen_field::en_passant, 52},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", fen_field::en_passant, 52},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e0 0 1", fen_field::en_passant, 52},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e03 0 1", fen_field::en_passant, 52},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq E3 0 1", fen_field::en_passant, 52},  // expected a square or '-'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -x 0 1", fen_field::en_passant, 53},  // expected a space after '-'
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3x 0 1", fen_field::en_passant, 54},  // not a square of this board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", fen_field::halfmove, 54},  // expected a number
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", fen_field::halfmove, 54},  // expected a number
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1", fen_field::halfmove, 54},  // a number too large
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x", fen_field::fullmove, 57},  // expected a number
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 abc", fen_field::fullmove, 56},  // expected a number
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", fen_field::extra, 58},  // unexpected text after the FEN
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\t w KQkq - 0 1", fen_field::board, 44},  // an unexpected character in the board
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xff w KQkq - 0 1", fen_field::board, 43},  // an unexpected character in the board
    };
    for (const auto& c : cases) expect_error<chess>(c);
}

TEST_CASE("FEN errors: other boards and rules") {
    const bad_fen capa[] = {
        {"rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", fen_field::board, 23},
        {"rnabqkbcnr/pppppppppp/8/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", fen_field::board, 24},
        {"rnabqkbcnr/pppppppppp/91/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", fen_field::board, 23},
        {"rnabqkbcnr/pppppppppp/010/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", fen_field::board, 23},
        {"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNX w KQkq - 0 1", fen_field::board, 55},
        {"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkqX - 0 1", fen_field::castling, 63},
        {"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w L - 0 1", fen_field::castling, 59},
        {"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq k3 0 1", fen_field::en_passant, 64},
        {"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e9 0 1", fen_field::en_passant, 64},
    };
    for (const auto& c : capa) expect_error<capablanca>(c);
    // Nine ranks on 9×9, eight are too few.
    expect_error<modern>({"rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1", fen_field::board, 48});
    expect_error<modern>({"rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq j3 0 1", fen_field::en_passant, 58});
    // Courier has no castling, and C is none of its pieces.
    expect_error<courier>({"k11/12/12/12/12/12/12/R10K w K - 0 1", fen_field::castling, 30});
    expect_error<courier>({"k11/12/12/12/12/12/12/C10K w - - 0 1", fen_field::board, 23});
    expect_error<courier>({"k11/12/12/12/12/12/12/13 w - - 0 1", fen_field::board, 23});
    expect_error<courier>({"k11/12/12/12/12/12/12/1 w - - 0 1", fen_field::board, 24});
    // Chess960: a rook letter on a file with no rook, and both rooks on one side.
    expect_error<fischerandom>({"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HGhf - 2 9", fen_field::castling, 57});
    expect_error<fischerandom>({"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhg - 2 9", fen_field::castling, 59});
}

TEST_CASE("FEN errors: every prefix of a valid FEN and every one-byte change is an answer, never a crash") {
    const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for (std::size_t n = 0; n <= fen.size(); ++n) {
        const auto r = parse_fen<chess>(std::string_view(fen).substr(0, n));
        if (!r) CHECK((r.error().column >= 1 && r.error().column <= static_cast<int>(n) + 1));
    }
    const std::string alphabet = "0123456789/ -[]KQkqABHahpPnNrRbBxXwW\x7f";
    for (std::size_t i = 0; i < fen.size(); ++i)
        for (const char c : alphabet) {
            std::string changed = fen;
            changed[i] = c;
            const auto r = position<chess>::from_fen(changed);
            if (r) CHECK(r->key() == r->compute_key());
            else CHECK((r.error().column >= 1 && r.error().column <= static_cast<int>(changed.size()) + 1));
        }
}
