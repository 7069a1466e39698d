// UCI move text: every legal move's text reads back as that move; castling as king-to-square
// (e1g1, f1i1 on 10×8) or king-takes-rook (Chess960, and whenever the other text is ambiguous);
// promotions with the piece letter; text that names no legal move is an error value, never a crash.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(fischerandom)

#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"

using namespace ferz;
using namespace ferz::variants;

using ferz::testing::at;

namespace {

template <class V>
void every_move_reads_back(const position<V>& pos) {
    for (const move m : legal_moves(pos)) {
        const std::string text = to_uci(pos, m);
        CAPTURE(text);
        const auto back = parse_uci(pos, text);
        REQUIRE(back.has_value());
        CHECK(*back == m);
    }
}

// Along a fixed-seed random game too: positions the hand-picked ones do not reach.
template <class V>
void along_games(std::string_view fen, int games, int plies) {
    CAPTURE(fen);
    std::uint64_t seed = 12345;
    for (int g = 0; g < games; ++g) {
        position<V> pos = at<V>(fen);
        for (int ply = 0; ply < plies; ++ply) {
            every_move_reads_back(pos);
            const auto moves = legal_moves(pos);
            if (moves.empty()) break;
            pos.make(moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())]);
        }
    }
}

template <class V>
std::string text_of_castling(const position<V>& pos, int side) {
    for (const move m : legal_moves(pos))
        if (m.kind() == move_kind::castling && (m.to() > m.from()) == (side == 1)) return to_uci(pos, m);
    return "none";
}

template <class V>
void expect_bad(const position<V>& pos, std::string_view text) {
    CAPTURE(text);
    const auto r = parse_uci(pos, text);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message().find(std::string(text)) != std::string::npos);
}

}  // namespace

TEST_CASE("UCI: every legal move reads back, chess") {
    for (const auto fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                           "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                           "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                           "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"}) {
        CAPTURE(fen);
        every_move_reads_back(at<chess>(fen));
    }
    along_games<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 20, 60);
}

TEST_CASE("UCI: every legal move reads back, Chess960 and Capablanca") {
    along_games<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 10, 60);
    along_games<fischerandom>("nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9", 10, 60);
    along_games<capablanca>(capablanca::start_fen, 10, 60);
    along_games<capablanca>("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", 10, 40);
}

TEST_CASE("UCI: castling text") {
    auto pos = at<chess>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(text_of_castling(pos, 1) == "e1g1");
    CHECK(text_of_castling(pos, 0) == "e1c1");
    // Both forms are read.
    for (const auto text : {"e1g1", "e1h1", "e1c1", "e1a1"}) {
        CAPTURE(text);
        const auto m = parse_uci(pos, text);
        REQUIRE(m.has_value());
        CHECK(m->kind() == move_kind::castling);
    }
    CHECK(to_uci(pos, *parse_uci(pos, "e1h1"), castling_style::king_takes_partner) == "e1h1");

    auto capa = at<capablanca>("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    CHECK(text_of_castling(capa, 1) == "f1i1");
    CHECK(text_of_castling(capa, 0) == "f1c1");
    CHECK(parse_uci(capa, "f1j1")->kind() == move_kind::castling);

    auto c960 = at<fischerandom>("4k3/8/8/8/8/8/8/1R2K2R w HB - 0 1");
    CHECK(text_of_castling(c960, 1) == "e1h1");
    CHECK(text_of_castling(c960, 0) == "e1b1");
    CHECK(parse_uci(c960, "e1g1")->kind() == move_kind::castling);  // the king-to-square form is read too
    // King g1, rook h1: castling leaves the king where it is; written king-takes-rook.
    auto still = at<fischerandom>("6k1/8/8/8/8/8/8/6KR w H - 0 1");
    CHECK(text_of_castling(still, 1) == "g1h1");
}

TEST_CASE("UCI: castling whose king-to-square text is also a king move (regression, fuzzer)") {
    // King f8, rook h8 in chess: f8g8 is a plain king move, so castling is written f8h8.
    auto pos = at<chess>("rnqbnk1r/ppp1p1pp/8/3bPp1Q/3p4/7P/PPPP1PP1/RB1RKBNR b KQkq - 2 5");
    CHECK(text_of_castling(pos, 1) == "f8h8");
    CHECK(parse_uci(pos, "f8g8")->kind() == move_kind::normal);
    CHECK(parse_uci(pos, "f8h8")->kind() == move_kind::castling);
    every_move_reads_back(pos);
}

TEST_CASE("UCI: promotions") {
    auto pos = at<chess>("1n5k/P7/8/8/8/8/8/7K w - - 0 1");
    for (const auto text : {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8n"}) {
        CAPTURE(text);
        const auto m = parse_uci(pos, text);
        REQUIRE(m.has_value());
        CHECK(m->kind() == move_kind::promotion);
        CHECK(to_uci(pos, *m) == text);
    }
    auto capa = at<capablanca>("5k4/P9/10/10/10/10/10/5K4 w - - 0 1");
    for (const auto text : {"a7a8c", "a7a8a", "a7a8q", "a7a8r", "a7a8b", "a7a8n"}) {
        CAPTURE(text);
        const auto m = parse_uci(capa, text);
        REQUIRE(m.has_value());
        CHECK(to_uci(capa, *m) == text);
    }
    expect_bad(capa, "a7a8k");
    expect_bad(capa, "a7a8");
}

TEST_CASE("UCI: malformed and illegal move text is an error value") {
    const position<chess> start;
    for (const auto text : {"", "e", "e2", "e2e", "e2e9", "e2e0", "z1a1", "e2z4", "e2e5", "e2e4e4e4", "E2E4", "e2e4 ",
                            " e2e4", "e2-e4", "0000", "e1g1", "e1h1", "g1g3", "e7e5", "a2a1q", "P@e4", "\xff\xfe\xfd\xfc"})
        expect_bad(start, text);
    CHECK(parse_uci(start, "e2e4").has_value());
    auto promo = at<chess>("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    for (const auto text : {"e7e8k", "e7e8p", "e7e8Q", "e7e8", "e7e8qq", "e7d8q"}) expect_bad(promo, text);
    // Castling through check is not a move.
    auto through_check = at<chess>("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    expect_bad(through_check, "e1g1");
    expect_bad(through_check, "e1h1");
    CHECK(parse_uci(through_check, "e1c1").has_value());
    auto capa = at<capablanca>(capablanca::start_fen);
    for (const auto text : {"f1i1", "f1j1", "a2a5", "j2j5", "k2k3", "a10a11"}) expect_bad(capa, text);
    CHECK(parse_uci(capa, "j2j4").has_value());
    // A long text is cut in the message, which keeps the reason (issue 19: 100 KB were echoed back).
    const std::string long_text(100000, 'e');
    const auto r = parse_uci(start, long_text);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message() == "'" + std::string(40, 'e') + "...' (100000 characters) is not a UCI move (expected like e2e4 or e7e8q)");
    // The shape of ferz's errors (issue 19): what is wrong as data, message() the whole line.
    CHECK(r.error().text == std::string(40, 'e') + "...");
    CHECK(r.error().what == "(100000 characters) is not a UCI move (expected like e2e4 or e7e8q)");
    const auto short_text = parse_uci(start, "e2e5");
    REQUIRE_FALSE(short_text.has_value());
    CHECK(short_text.error().text == "e2e5");
    CHECK(short_text.error().what == "is not a legal move here");
    CHECK(short_text.error().message() == "'e2e5' is not a legal move here");
}
