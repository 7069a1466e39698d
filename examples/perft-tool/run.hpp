// examples/perft-tool/run.hpp: perft of one variant, shared by ferz-perft's translation units.
//
// ferz-perft compiles each family of built-in variants in a file of its own (a variant's generator
// costs seconds of optimised compile time: one file with all of them was four minutes on one core),
// so a parallel build shares the work out; each file dispatches on the names of its family.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/registry.hpp"

namespace perft_tool {

// Perft (or divide) of a position of any variant type; prints the last line, returns 0.
template <class Position>
int run_position(Position& pos, int depth, bool divide) {
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (divide && depth > 0) {
        // Each root move's line as soon as its subtree is counted, so a deep divide shows progress.
        for (const ferz::move m : ferz::legal_move_vector(pos)) {
            const std::string uci = ferz::to_uci(pos, m);
            pos.make(m);
            const std::uint64_t n = ferz::perft(pos, depth - 1);
            pos.unmake();
            std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(n));
            std::fflush(stdout);
            nodes += n;
        }
    } else {
        // Without --divide, and at depth 0 where there are no root moves to divide (perft is 1).
        nodes = ferz::perft(pos, depth);
    }
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

// One per family, each in its own file.
bool run_chess_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_wide_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_drop_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_shogi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_xiangqi_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_large_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
bool run_makruk_family(std::string_view variant, std::string_view fen, int depth, bool divide, int& rc);
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
