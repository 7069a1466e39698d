// tests/support/positions.hpp: a position from a FEN that must parse, and moves played from UCI text.
#pragma once

#include <doctest/doctest.h>

#include <string_view>

#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"

namespace ferz::testing {

template <class V>
position<V> at(std::string_view fen) {
    auto p = position<V>::from_fen(fen);
    REQUIRE_MESSAGE(p.has_value(), fen);
    return *p;
}

// Plays space-separated UCI moves, each of which must be legal.
template <class V>
void play(position<V>& pos, std::string_view moves) {
    while (!moves.empty()) {
        const auto space = moves.find(' ');
        const std::string_view text = moves.substr(0, space);
        moves = space == std::string_view::npos ? std::string_view() : moves.substr(space + 1);
        const auto m = parse_uci(pos, text);
        REQUIRE_MESSAGE(m.has_value(), text);
        pos.make(*m);
    }
}

}  // namespace ferz::testing
