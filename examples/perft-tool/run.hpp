// examples/perft-tool/run.hpp: perft of one variant, shared by ferz-perft's translation units.
//
// A compiled variant's generator costs seconds of optimised compile time (all 61 built-ins, one file
// per family, took 7 minutes on 2 cores), so ferz-perft compiles eight of them (compiled_a.cpp,
// compiled_b.cpp) and plays the others through the run-time generator, compiled once per board width
// (runtime64.cpp, ...); -DFERZ_PERFT_ALL_COMPILED=ON compiles every built-in, a file per family.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/perft_parallel.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/registry.hpp"

namespace perft_tool {

// The number of threads perft runs on (ferz-perft --threads N; 0: all the machine's cores).
inline unsigned& threads() {
    static unsigned n = 0;
    return n;
}

// Perft (or divide) of a position of any variant type; prints the last line, returns 0. The one-off
// work of a run (tables a variant builds at first use, the root's move lists) happens before the
// clock starts: a perft to depth 2 at most warms them.
// The moves played from the position before the perft (ferz-perft's POSITION `... moves e2e4 e7e5`),
// in the variant's UCI text.
inline std::vector<std::string>& moves() {
    static std::vector<std::string> m;
    return m;
}

template <class Position>
int run_position(Position& pos, int depth, bool divide) {
    for (const std::string& text : moves()) {
        const auto m = ferz::parse_uci(pos, text);
        if (!m) {
            std::fprintf(stderr, "ferz-perft: move '%s' after %s: %s\n", text.c_str(), ferz::to_fen(pos).c_str(), m.error().message().c_str());
            return 1;
        }
        pos.make(*m);
    }
    (void)ferz::perft(pos, depth < 2 ? depth : 2);
    const auto start = std::chrono::steady_clock::now();
    // With --divide, each root move's line as soon as it and the moves before it are counted, so a
    // deep divide shows progress; at depth 0 there are no root moves to divide (perft is 1).
    const std::uint64_t nodes = ferz::perft_parallel(pos, depth, threads(), [&](ferz::move m, std::uint64_t n) {
        if (!divide) return;
        std::printf("%s: %llu\n", ferz::to_uci(pos, m).c_str(), static_cast<unsigned long long>(n));
        std::fflush(stdout);
    });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu time_s %.3f nps %.0f\n", static_cast<unsigned long long>(nodes), seconds,
                seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}

template <class V>
int run(std::string_view fen, int depth, bool divide) {
    ferz::position<V> pos;
    if (fen != "startpos") {
        auto parsed = ferz::position<V>::from_fen(fen);
        if (!parsed) {
            std::fprintf(stderr, "ferz-perft: %s\n", parsed.error().message().c_str());
            return 1;
        }
        pos = *parsed;
    }
    return run_position(pos, depth, divide);
}


// Runs perft if `variant` names one of Family's variants (a std::tuple of variant types); false if not.
template <class Family>
bool run_in(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc) {
    return ferz::variants::with_variant<Family>(variant, [&](auto v) { rc = run<decltype(v)>(fen, depth, divide); });
}

// The variants compiled into ferz-perft by default (compiled_a.cpp, compiled_b.cpp): those the perft
// demo and benchmarks/compare.sh time, by kind of board and rules. Every other built-in is played as
// a run-time variant (runtime.hpp), with the same counts, unless the build compiles all of them
// (FERZ_PERFT_ALL_COMPILED: one file per family below).
using compiled_a = std::tuple<ferz::variants::chess, ferz::variants::capablanca, ferz::variants::crazyhouse, ferz::variants::grand>;
using compiled_b = std::tuple<ferz::variants::shogi, ferz::variants::xiangqi, ferz::variants::janggi, ferz::variants::makruk>;
bool run_compiled_a(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_compiled_b(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);

// With FERZ_PERFT_ALL_COMPILED: one per family, each in its own file.
bool run_chess_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_wide_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_drop_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_shogi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_xiangqi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_large_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_makruk_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_goal_families(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
// A definition played as a variant read at run time (runtime.hpp: the generator is instantiated once
// per bitboard width and feature mask, whatever the definition), on the narrowest board that holds it.
int run_runtime64(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide);
int run_runtime128(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide);
int run_runtime256(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide);
inline int run_runtime(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide) {
    const int squares = definition.files * definition.ranks;
    if (squares <= 64) return run_runtime64(definition, fen, depth, divide);
    if (squares <= 128) return run_runtime128(definition, fen, depth, divide);
    return run_runtime256(definition, fen, depth, divide);
}

}  // namespace perft_tool
