// ferz/perft_parallel.hpp: perft on several threads counts exactly what perft counts, and reports
// each root move's count in legal_move_vector's order, as ferz::divide does. The counts come from
// the serial perft beside it, itself checked against Fairy-Stockfish's suite (test_perft_chess.cpp:
// chess start 4 = 197,281; kiwipete 3 = 97,862; shogi start 3 = 25,470).
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(shogi)

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "ferz/perft.hpp"
#include "ferz/perft_parallel.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/shogi.hpp"

namespace {

template <class V>
ferz::position<V> at(std::string_view fen) {
    if (fen == "startpos") return ferz::position<V>{};
    auto parsed = ferz::position<V>::from_fen(fen);
    REQUIRE(parsed.has_value());
    return *parsed;
}

// Parallel divide on each thread count against the serial divide, move by move and in order.
template <class V>
void check_parallel(std::string_view fen, int depth, std::uint64_t expected) {
    ferz::position<V> pos = at<V>(fen);
    const std::uint64_t key = pos.key();
    const auto serial = ferz::divide(pos, depth);
    std::uint64_t serial_total = 0;
    for (const auto& [m, n] : serial) serial_total += n;
    CHECK(serial_total == expected);
    for (const unsigned threads : {1u, 2u, 3u, 7u}) {
        CAPTURE(threads);
        std::vector<std::pair<ferz::move, std::uint64_t>> reported;
        const std::uint64_t total =
            ferz::perft_parallel(pos, depth, threads, [&](ferz::move m, std::uint64_t n) { reported.emplace_back(m, n); });
        CHECK(total == expected);
        CHECK(reported == serial);
        CHECK(ferz::perft_parallel(pos, depth, threads) == expected);
    }
    CHECK(pos.key() == key);  // the position is copied, never changed
}

}  // namespace

TEST_CASE("perft_parallel: the counts and the order of serial perft") {
    using ferz::variants::chess;
    check_parallel<chess>("startpos", 4, 197281);
    check_parallel<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862);
    check_parallel<ferz::variants::shogi>("startpos", 3, 25470);
}

TEST_CASE("perft_parallel: a root move that mates has no replies and counts 0") {
    using ferz::variants::chess;
    // 1.f3 e5 2.g4: Black's Qh4 mates, so its subtree below depth 1 is empty.
    ferz::position<chess> pos = at<chess>("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
    const auto serial = ferz::divide(pos, 3);
    bool mate_seen = false;
    for (const unsigned threads : {1u, 2u}) {
        std::vector<std::pair<ferz::move, std::uint64_t>> reported;
        ferz::perft_parallel(pos, 3, threads, [&](ferz::move m, std::uint64_t n) { reported.emplace_back(m, n); });
        CHECK(reported == serial);
    }
    for (const auto& [m, n] : serial) mate_seen = mate_seen || n == 0;
    CHECK(mate_seen);
}

TEST_CASE("perft_parallel: depths 0 to 2 and the default thread count") {
    ferz::position<ferz::variants::chess> pos;
    CHECK(ferz::perft_parallel(pos, 0) == 1);
    CHECK(ferz::perft_parallel(pos, 1) == 20);
    CHECK(ferz::perft_parallel(pos, 2) == 400);
    CHECK(ferz::perft_parallel(pos, 3, 0) == 8902);
    CHECK(ferz::perft_default_threads() >= 1);
}
