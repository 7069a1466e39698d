// position<V>: make/unmake restore FEN and key exactly, the incremental Zobrist key equals the key
// computed from scratch along long random games, and the rules position keeps (castling rights,
// clocks, e.p. squares) on chess, Chess960 and Capablanca chess.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(fischerandom)

#include <string>
#include <string_view>

#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"
#include "support/random_games.hpp"

using namespace ferz;
using namespace ferz::variants;
using ferz::testing::random_games;

using ferz::testing::at;
using ferz::testing::play;

TEST_CASE("random games: chess, 200 games of up to 200 plies") {
    const auto s = random_games<chess>("startpos", 200, 200);
    MESSAGE("chess plies " << s.plies << ", captures " << s.captures << ", castlings " << s.castlings << ", e.p. "
                           << s.en_passants << ", promotions " << s.promotions);
    CHECK(s.castlings > 0);
    CHECK(s.en_passants > 0);
    CHECK(s.promotions > 0);
    random_games<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 50, 200);
}

TEST_CASE("random games: Chess960 from several set-ups") {
    for (const auto fen : {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                           "nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9",
                           "rrkbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RRKBBNNQ w BAba - 0 1",
                           "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9"}) {
        const auto s = random_games<fischerandom>(fen, 50, 200);
        CHECK(s.plies > 0);
    }
}

TEST_CASE("random games: Capablanca") {
    const auto s = random_games<capablanca>("startpos", 100, 200);
    CHECK(s.castlings > 0);
    random_games<capablanca>("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", 50, 200);
}

TEST_CASE("make/unmake: a few plies back to the start, key and FEN") {
    position<chess> pos;
    const auto key = pos.key();
    play(pos, "e2e4 d7d5 e4d5 g8f6 f1b5 c7c6 d5c6 d8d2 b1d2 b7c6 g1f3 c6b5 e1g1");
    CHECK(to_fen(pos) == "rnb1kb1r/p3pppp/5n2/1p6/8/5N2/PPPN1PPP/R1BQ1RK1 b kq - 1 7");
    for (int i = 0; i < 13; ++i) pos.unmake();
    CHECK(to_fen(pos) == chess::start_fen);
    CHECK(pos.key() == key);
}

TEST_CASE("keys: move orders that reach the same position give the same key") {
    position<chess> a, b;
    play(a, "g1f3 g8f6 b1c3 b8c6");
    play(b, "b1c3 b8c6 g1f3 g8f6");
    CHECK(to_fen(a) == to_fen(b));
    CHECK(a.key() == b.key());
    position<chess> c;
    play(c, "g1f3 g8f6 f3g1 f6g8");
    CHECK(c.key() == position<chess>{}.key());
    // Same board, other side to move: other key.
    position<chess> d;
    play(d, "g1f3 g8f6 f3g1");
    CHECK(d.key() != a.key());
    // Castling and the king walking there: the same squares, but rights differ.
    auto castled = at<chess>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    auto walked = castled;
    play(castled, "e1g1");
    play(walked, "h1f1 e8d8 e1e2 d8e8 e2f2 e8d8 f2g1 d8e8");
    CHECK(castled.key() == at<chess>("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1").key());
    CHECK(walked.key() == at<chess>("r3k2r/8/8/8/8/8/8/R4RK1 w - - 8 5").key());
    CHECK(walked.key() != castled.key());
    // A key is the position's, however it was set up.
    position<chess> e;
    play(e, "e2e4 e7e5 g1f3 b8c6");
    CHECK(e.key() == at<chess>(to_fen(e)).key());
}

// A double step gives e.p. rights (and a key) only when an enemy pawn could take e.p., as the FEN
// writer and Stockfish have it, so that the same position reached another way has the same key.
TEST_CASE("keys: a double step with no e.p. capture transposes to the same key") {
    position<chess> a, b;
    play(a, "e2e4 g8f6 g1f3");
    play(b, "g1f3 g8f6 e2e4");
    CHECK(to_fen(a).substr(0, 59) == to_fen(b).substr(0, 59));  // all but the clocks
    CHECK(a.key() == b.key());
    CHECK(b.key() == at<chess>(to_fen(b)).key());
}

TEST_CASE("castling rights: king moves, rook moves, rook captured") {
    auto pos = at<chess>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    auto p = pos;
    play(p, "e1e2");
    CHECK(to_fen(p) == "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1");
    CHECK(p.key() == p.compute_key());
    p = pos;
    play(p, "h1h5 a8a5");
    CHECK(to_fen(p) == "4k2r/8/8/r6R/8/8/8/R3K3 w Qk - 2 2");
    p = pos;
    play(p, "a1a8");
    CHECK(to_fen(p) == "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    p = pos;
    play(p, "a1a2 h8h1");
    CHECK(to_fen(p) == "r3k3/8/8/8/8/8/R7/4K2r w q - 0 2");
    CHECK(p.key() == p.compute_key());
    p = pos;
    play(p, "e1g1");
    CHECK(to_fen(p) == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play(p, "e8c8");
    CHECK(to_fen(p) == "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    p.unmake(), p.unmake();
    CHECK(to_fen(p) == to_fen(pos));
    CHECK(p.key() == pos.key());
    // Capablanca: the king castles three squares; Chess960: king-takes-rook.
    auto capa = at<capablanca>("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    play(capa, "f1i1 f8c8");
    CHECK(to_fen(capa) == "2kr5r/10/10/10/10/10/10/R6RK1 w - - 2 2");
    auto c960 = at<fischerandom>("1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1");
    play(c960, "e1b1");
    CHECK(to_fen(c960) == "1r2k2r/8/8/8/8/8/8/2KR3R b hb - 1 1");
    CHECK(c960.key() == c960.compute_key());
}

TEST_CASE("halfmove clock: reset by pawn moves and captures, counted otherwise") {
    auto pos = at<chess>("r3k3/p7/8/8/8/8/P7/R3K3 w - - 10 20");
    play(pos, "e1e2");
    CHECK(pos.halfmove_clock() == 11);
    play(pos, "a7a6");
    CHECK(pos.halfmove_clock() == 0);
    play(pos, "e2e3 e8e7");
    CHECK(pos.halfmove_clock() == 2);
    CHECK(pos.fullmove_number() == 22);
    play(pos, "a2a4");
    CHECK(pos.halfmove_clock() == 0);
    play(pos, "a6a5 e3d3 a8a6 d3c4 a6e6");
    CHECK(pos.halfmove_clock() == 4);
    play(pos, "c4b5 e6e1");
    CHECK(pos.halfmove_clock() == 6);
    play(pos, "b5a5");
    CHECK(pos.halfmove_clock() == 0);
    CHECK(to_fen(pos) == "8/4k3/8/K7/P7/8/8/R3r3 b - - 0 26");
    for (int i = 0; i < 13; ++i) pos.unmake();
    CHECK(to_fen(pos) == "r3k3/p7/8/8/8/8/P7/R3K3 w - - 10 20");
}

TEST_CASE("e.p.: a square read from FEN gives the capture, and unmaking it restores the pawn") {
    auto pos = at<chess>("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    const auto m = parse_uci(pos, "e5f6");
    REQUIRE(m.has_value());
    CHECK(m->kind() == move_kind::en_passant);
    const auto before = pos.key();
    pos.make(*m);
    CHECK(to_fen(pos) == "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    CHECK(pos.key() == pos.compute_key());
    pos.unmake();
    CHECK(pos.key() == before);
    CHECK(to_fen(pos) == "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    // d6 is not an e.p. square here (d5 was not just played as far as the FEN says): no capture.
    auto other = at<chess>("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    CHECK_FALSE(parse_uci(other, "e5d6").has_value());
    CHECK_FALSE(parse_uci(other, "e5f6").has_value());
    // Black takes e.p. as well, and the square is made by the double step itself.
    position<chess> p;
    play(p, "e2e4 a7a6 e4e5 d7d5");
    CHECK(parse_uci(p, "e5d6")->kind() == move_kind::en_passant);
    auto black = at<chess>("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    CHECK(parse_uci(black, "d4e3")->kind() == move_kind::en_passant);
    // Capablanca's 10×8 board.
    auto capa = at<capablanca>("r4k3r/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/R4K3R w KQkq d6 0 5");
    CHECK(parse_uci(capa, "e5d6")->kind() == move_kind::en_passant);
}

#if defined(NDEBUG) && !defined(FERZ_ENABLE_ASSERTS)
// Where FERZ_ASSERT is off (this build), misuse has a defined result instead of corrupting memory
// (test_safety.cpp checks the same calls with asserts on).
TEST_CASE("asserts off: unmake() with nothing to take back does nothing, a square off the board reads empty") {
    using chess = ferz::variants::chess;
    ferz::position<chess> pos;
    pos.unmake();
    CHECK(ferz::to_fen(pos) == chess::start_fen);
    CHECK(pos.moves_made() == 0);
    CHECK(pos.key() == pos.compute_key());
    auto e4 = ferz::parse_uci(pos, "e2e4");
    REQUIRE(e4.has_value());
    pos.make(*e4);
    pos.unmake();
    pos.unmake();
    CHECK(ferz::to_fen(pos) == chess::start_fen);
    CHECK(ferz::perft(pos, 3) == 8902);
    CHECK(pos.code_on(-1) == 0);
    CHECK(pos.code_on(64) == 0);
    CHECK(pos.empty(100000));
}
#endif
