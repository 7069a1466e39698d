// ferz/zobrist.hpp: the hash keys of a variant, made at compile time from a fixed seed.
//
// Keys are per variant (piece codes × squares, side, castling rights, e.p. square, and for variants
// with drops piece codes × counts in hand, HandCounts of them; n-check's checks still to give; walls) so that boards of
// every size get exactly the keys they need, and the same position always hashes alike in every
// program. splitmix64 is small, constexpr, and good enough for hashing.
#pragma once

#include <array>
#include <cstdint>

namespace ferz {

constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

template <int Codes, int Squares, int HandCounts = 0>
struct zobrist_keys {
    std::array<std::array<std::uint64_t, Squares>, Codes> piece{};
    std::array<std::uint64_t, 16> castling{};
    std::array<std::uint64_t, Squares> ep{};
    std::uint64_t side = 0;
    // hand[code][n]: n pieces of that colour and type in hand (n wraps at HandCounts; 0 has no key).
    std::array<std::array<std::uint64_t, HandCounts>, Codes> hand{};
    // checks[colour][n]: n checks still to give (rules.end.check_counting; n wraps at 16).
    std::array<std::array<std::uint64_t, 16>, 2> checks{};
    // wall[sq]: a wall placed by a move stands on sq (rules.board.walls).
    std::array<std::uint64_t, Squares> wall{};
    // A lion was just taken by a piece that is no lion (rules.board.lions: the counter-strike rule).
    std::uint64_t lion_taken = 0;

    static constexpr zobrist_keys make() {
        zobrist_keys k{};
        std::uint64_t s = 0x6665727A2D6B6579ull;  // "ferz-key"
        for (auto& row : k.piece)
            for (auto& v : row) v = splitmix64(s);
        for (auto& v : k.castling) v = splitmix64(s);
        for (auto& v : k.ep) v = splitmix64(s);
        k.side = splitmix64(s);
        for (auto& row : k.hand)
            for (auto& v : row) v = splitmix64(s);
        for (auto& row : k.checks)
            for (auto& v : row) v = splitmix64(s);
        for (auto& v : k.wall) v = splitmix64(s);
        k.lion_taken = splitmix64(s);
        if constexpr (HandCounts > 0)
            for (auto& row : k.hand) row[0] = 0;
        k.castling[0] = 0;  // no rights: no key, so that a position without castling hashes alike
        return k;
    }
};

template <int Codes, int Squares, int HandCounts = 0>
inline constexpr zobrist_keys<Codes, Squares, HandCounts> zobrist = zobrist_keys<Codes, Squares, HandCounts>::make();

}  // namespace ferz
