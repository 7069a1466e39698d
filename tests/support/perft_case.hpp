// tests/support/perft_case.hpp: one perft row — variant, position, depth, expected nodes — checked.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <string_view>

#include "ferz/perft.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::testing {

// A definition's Chess960 form, named `name` (the suite's rows with chess960 on: atomic960, ...).
constexpr variant_def chess960_of(const variant_def& d, std::string_view name) {
    variant_def v = d;
    v.name = name;
    v.rules.castling.chess960 = true;
    return v;
}

template <class V>
void check_perft(std::string_view fen, int depth, std::uint64_t expected) {
    CAPTURE(V::name);
    CAPTURE(fen);
    CAPTURE(depth);
    position<V> pos;
    if (fen != "startpos") {
        auto parsed = position<V>::from_fen(fen);
        REQUIRE_MESSAGE(parsed.has_value(), (parsed ? "" : parsed.error().message()));
        pos = *parsed;
    }
    const auto key = pos.key();
    CHECK(perft(pos, depth) == expected);
    CHECK(pos.key() == key);  // make/unmake restored the position
}

}  // namespace ferz::testing
