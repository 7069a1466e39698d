// ferz/movegen/sinks.hpp: where generated moves go. The generator hands a sink target sets (a piece's
// moves as one bitboard), promotions, drops and single moves: collect_sink expands them into moves in
// any container with push_back(move) (move_list: no allocation; std::vector: no limit); count_sink
// only counts them (perft's last ply, and the generator asking itself whether any move exists).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ferz/move.hpp"

namespace ferz {

// The counting sink: perft's last ply adds up popcounts of legal target sets (also how the generator
// asks itself whether any move exists: uchifuzume, must-drop).
struct count_sink {
    static constexpr bool counts_only = true;  // moves are not made: the generator may skip their marks
    std::uint64_t n = 0;
    void add(move) { ++n; }
    template <class Bitboard>
    void targets(int, Bitboard to) { n += static_cast<std::uint64_t>(to.popcount()); }
    template <class Bitboard>
    void promotions(int, Bitboard to, const int*, int count) {
        n += static_cast<std::uint64_t>(to.popcount()) * static_cast<std::uint64_t>(count);
    }
    template <class Bitboard>
    void drops(int, Bitboard to) { n += static_cast<std::uint64_t>(to.popcount()); }
};

// Expands target sets into moves in any container with push_back(move).
template <class Container>
struct collect_sink {
    static constexpr bool counts_only = false;
    Container& out;
    void add(move m) { out.push_back(m); }
    template <class Bitboard>
    void targets(int from, Bitboard to) {
        for (int t : to) out.push_back(move(from, t));
    }
    template <class Bitboard>
    void promotions(int from, Bitboard to, const int* types, int count) {
        for (int t : to)
            for (int i = 0; i < count; ++i) out.push_back(move(from, t, move_kind::promotion, types[i]));
    }
    template <class Bitboard>
    void drops(int type, Bitboard to) {
        for (int t : to) out.push_back(move(0, t, move_kind::drop, type));
    }
};

namespace movegen {

// An array whose elements are not constructed (nor destroyed: T is trivially destructible) until
// written: for scratch lists of types that initialise themselves.
template <class T, std::size_t N>
struct unset_array {
    static_assert(std::is_trivially_destructible_v<T>);
    union {
        T items[N];
    };
    unset_array() noexcept {}
    T& operator[](std::size_t i) noexcept { return items[i]; }
    const T& operator[](std::size_t i) const noexcept { return items[i]; }
};

}  // namespace movegen

}  // namespace ferz
