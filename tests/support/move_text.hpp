// tests/support/move_text.hpp: every legal move along fixed-seed random games reads back from its
// UCI and SAN text (drops, face-up drops, promotions into and out of promoted forms, gating).
#pragma once

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/zobrist.hpp"

namespace ferz::testing {

// Calls f(pos, m) for every legal move m of every position along `games` fixed-seed random games of
// at most `max_plies` plies from the start; returns how many moves it was called for.
template <class V, class F>
long for_moves_of_random_games(int games, int max_plies, std::uint64_t seed, F&& f) {
    long n = 0;
    for (int g = 0; g < games; ++g) {
        position<V> pos;
        for (int ply = 0; ply < max_plies; ++ply) {
            const auto moves = legal_move_vector(pos);
            if (moves.empty()) break;
            for (const move m : moves) f(pos, m), ++n;
            pos.make(moves[static_cast<std::size_t>(splitmix64(seed) % moves.size())]);
        }
    }
    return n;
}

// Returns how many moves were read back.
template <class V>
long move_text_round_trips(int games, int max_plies, std::uint64_t seed = 7) {
    CAPTURE(V::name);
    return for_moves_of_random_games<V>(games, max_plies, seed, [](const position<V>& pos, move m) {
        const std::string uci = to_uci(pos, m), san = to_san(pos, m);
        CAPTURE(uci);
        CAPTURE(san);
        const auto u = parse_uci(pos, uci);
        const auto s = parse_san(pos, san);
        REQUIRE(u.has_value());
        REQUIRE(*u == m);
        REQUIRE(s.has_value());
        REQUIRE(*s == m);
    });
}

}  // namespace ferz::testing
