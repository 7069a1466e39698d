// ferz-perft's run-time variants: any definition, played by the generator instantiated for
// position<ferz::dynamic<Bits, Features>> on the narrowest board that holds it (runtime64.cpp,
// runtime128.cpp, runtime256.cpp: one width per file, for the build's sake). See run.hpp.
#pragma once

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "run.hpp"

namespace perft_tool {

// The perft of one handle's variant.
template <class Handle>
int run_handle(const Handle& variant, std::string_view fen, int depth, bool divide) {
    using pos_t = ferz::position<typename Handle::element_type::variant>;
    pos_t pos(variant);
    if (fen != "startpos") {
        auto parsed = pos_t::from_fen(variant, fen);
        if (!parsed) {
            std::fprintf(stderr, "ferz-perft: %s\n", parsed.error().message().c_str());
            return 1;
        }
        pos = *parsed;
    }
    return run_position(pos, depth, divide);
}

// With FERZ_PERFT_ALL_COMPILED (the benchmarks' build), the leanest feature mask that holds the
// definition (three instantiations of the generator per width); otherwise features::all only (one:
// a third of the compile time, and a little slower for chess-like variants).
template <std::size_t Bits>
int run_width(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide) {
#if !FERZ_PERFT_ALL_COMPILED
    const auto variant = ferz::make_dynamic_variant<Bits>(definition);
    if (!variant) {
        std::fprintf(stderr, "ferz-perft: %s\n", variant.error().message().c_str());
        return 1;
    }
    return run_handle(*variant, fen, depth, divide);
#else
    const auto rc = ferz::with_dynamic_variant<Bits>(definition, [&](auto variant) {
        return run_handle(variant, fen, depth, divide);
    });
    if (!rc) {
        std::fprintf(stderr, "ferz-perft: %s\n", rc.error().message().c_str());
        return 1;
    }
    return *rc;
#endif
}

}  // namespace perft_tool
