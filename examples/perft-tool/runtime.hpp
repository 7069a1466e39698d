// ferz-perft's run-time variants: any definition, played by the generator instantiated for
// position<ferz::dynamic<Bits, Features>> — the narrowest board that holds it (runtime64.cpp,
// runtime128.cpp, runtime256.cpp: one width per file, for the build's sake) and the leanest features
// (ferz::with_dynamic_variant). See run.hpp.
#pragma once

#include "run.hpp"

namespace perft_tool {

template <std::size_t Bits>
int run_width(const ferz::variant_def& definition, std::string_view fen, int depth, bool divide) {
    const auto rc = ferz::with_dynamic_variant<Bits>(definition, [&](auto variant) {
        using pos_t = ferz::position<typename decltype(variant)::element_type::variant>;
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
    });
    if (!rc) {
        std::fprintf(stderr, "ferz-perft: %s\n", rc.error().message.c_str());
        return 1;
    }
    return *rc;
}

}  // namespace perft_tool
