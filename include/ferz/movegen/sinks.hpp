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

// A sink seen through function pointers: what a rule module of a run-time variant wraps (inner_sink).
// A module's filter (compulsory captures, walls, passes, immunity) wraps the sink it is given, and
// the generator is compiled for each sink type it is handed; with the caller's sink wrapped as it
// is, a run-time variant, whose rules are all possible, compiled every nesting of the filters around
// every sink (48 sink types in all, and most of the run-time generator's compile time). Wrapped
// through this, it compiles each filter twice (counting or not): an indirect call per target set, in
// the variants that have such a rule only.
template <class Bitboard, bool CountsOnly>
class sink_ref {
public:
    static constexpr bool counts_only = CountsOnly;

    template <class Sink>
    explicit sink_ref(Sink& sink) noexcept
        : self_(&sink),
          add_([](void* s, move m) { static_cast<Sink*>(s)->add(m); }),
          targets_([](void* s, int from, Bitboard to) { static_cast<Sink*>(s)->targets(from, to); }),
          promotions_([](void* s, int from, Bitboard to, const int* types, int count) {
              static_cast<Sink*>(s)->promotions(from, to, types, count);
          }),
          drops_([](void* s, int type, Bitboard to) { static_cast<Sink*>(s)->drops(type, to); }) {
        static_assert(Sink::counts_only == CountsOnly);
    }

    void add(move m) { add_(self_, m); }
    void targets(int from, Bitboard to) { targets_(self_, from, to); }
    void promotions(int from, Bitboard to, const int* types, int count) { promotions_(self_, from, to, types, count); }
    void drops(int type, Bitboard to) { drops_(self_, type, to); }

private:
    void* self_;
    void (*add_)(void*, move);
    void (*targets_)(void*, int, Bitboard);
    void (*promotions_)(void*, int, Bitboard, const int*, int);
    void (*drops_)(void*, int, Bitboard);
};

template <class T>
struct is_sink_ref : std::false_type {};
template <class Bitboard, bool CountsOnly>
struct is_sink_ref<sink_ref<Bitboard, CountsOnly>> : std::true_type {};

// The sink a rule module wraps: a compiled variant's module wraps the caller's own (direct calls; a
// compiled variant has only the filters it needs), a run-time variant's a sink_ref to it (bind the
// result to `auto&&`: a reference, or a sink_ref that lives as long as the name).
template <class M, class Sink>
decltype(auto) inner_sink(Sink& sink) noexcept {
    if constexpr (!M::dynamic || is_sink_ref<Sink>::value) return (sink);
    else return sink_ref<typename M::bitboard, Sink::counts_only>(sink);
}

}  // namespace movegen

}  // namespace ferz
